// tsmlir-opt's whole command line, parsed in one pass as mlir-opt's is: its response files
// expanded, the general options (opt-options.ts), the pass manager's and one per registered
// pass (opt-pass-flags.ts), every error reported in order, `--help`/`--version` acting when
// read.
//
// The pass layer (every pass, zod, the pipeline machinery: src/cli/opt-passes.ts) is loaded
// only for a command line that needs it: one naming no pass flag at all parses the same
// against an empty pass registry, and runs without a pass stage (mlir-opt's empty pipeline
// does nothing), which keeps it out of tsmlir-opt's start (issue 19).
import type { PassRegistry } from "../pass/registry.js";
import { expandResponseFiles, parseCommandLine, ResponseFileError } from "./llvm-cl.js";
import { resolve } from "node:path";
import { resolvePath } from "./opt-io.js";
import { defaultOptOptions, generalOptions, type OptOptions } from "./opt-options.js";
import { defaultPassCommandLine, passManagerOptions, passPluginPaths, type PassCommandLine, type PassNames } from "./opt-pass-flags.js";

export type OptCommandLine =
  /**
   * Run with these options; `errors` is empty. `passes` is undefined when the command line
   * names no pass, pipeline or pass-manager flag (nothing for a pass stage to do).
   */
  | { readonly kind: "run"; readonly options: OptOptions; readonly passes: { readonly flags: PassCommandLine; readonly registry: PassRegistry } | undefined; readonly errors: string }
  /** `--help` or `--version` was read (after the errors before it, which are printed first). */
  | { readonly kind: "help" | "version"; readonly options: OptOptions; readonly errors: string }
  /** Refused: `errors` is every line LLVM prints. */
  | { readonly kind: "error"; readonly errors: string };

/**
 * Expands response files, loads `--load-pass-plugin` modules (their passes become
 * options), and parses. `stderr` gets the plugin loader's reports.
 */
export async function setupOptCommandLine(
  args: readonly string[],
  programName: string,
  stderr: (text: string) => void,
  largeAttributeLimit: () => number | undefined,
  registerToolPasses?: (registry: PassRegistry) => void,
): Promise<OptCommandLine> {
  let expanded: string[];
  try {
    expanded = expandResponseFiles(args, (path) => resolve(resolvePath(path)));
  } catch (error) {
    // LLVM prints this and goes on with no options at all; refusing is safer than that.
    if (error instanceof ResponseFileError) return { kind: "error", errors: `${error.message}\n` };
    throw error;
  }
  if (passPluginPaths(expanded).length === 0) {
    const withoutPasses = parseWithoutPasses(expanded, programName);
    if (withoutPasses !== undefined) return withoutPasses;
  }
  const { createOptPassRegistry, loadPassPlugin } = await import("./opt-passes.js");
  const registry = createOptPassRegistry(stderr, largeAttributeLimit);
  registerToolPasses?.(registry);
  for (const path of passPluginPaths(expanded)) await loadPassPlugin(path, registry, stderr);
  return parseOptCommandLine(expanded, registry, programName);
}

const NO_PASSES: PassNames = { pipelineInfos: () => [], passInfos: () => [], lookupPass: () => undefined };

/**
 * The command line when it needs no pass layer: parsed against no registered pass, it is
 * accepted whole and leaves every pass-manager setting at its default. Pass flags only add
 * options, so the full parse would read it the same (and reach `--version` the same).
 * Undefined otherwise (an unknown option may be a pass flag; `--help` lists the passes).
 */
function parseWithoutPasses(args: readonly string[], programName: string): OptCommandLine | undefined {
  const options = defaultOptOptions();
  const passFlags = defaultPassCommandLine();
  const result = parseCommandLine(args, [...generalOptions(options), ...passManagerOptions(passFlags, NO_PASSES)], programName, 1);
  if (result.errors.length > 0) return undefined;
  // `--version` read with nothing refused before it prints the version whatever the passes
  // are (`--help`, which lists them, needs the pass layer).
  if (result.stoppedBy !== undefined) return options.version ? { kind: "version", options, errors: "" } : undefined;
  if (JSON.stringify(passFlags) !== JSON.stringify(defaultPassCommandLine())) return undefined;
  const input = result.positionals[0];
  if (input !== undefined) options.input = input;
  return { kind: "run", options, passes: undefined, errors: "" };
}

/** Parses an expanded command line against the general and pass options of `registry`. */
export function parseOptCommandLine(args: readonly string[], registry: PassRegistry, programName: string): OptCommandLine {
  const options = defaultOptOptions();
  const passFlags = defaultPassCommandLine();
  const result = parseCommandLine(args, [...generalOptions(options), ...passManagerOptions(passFlags, registry)], programName, 1);
  const errors = result.errors.join("");
  if (result.stoppedBy !== undefined) return { kind: options.version ? "version" : "help", options, errors };
  if (result.errors.length > 0) return { kind: "error", errors };
  const input = result.positionals[0];
  if (input !== undefined) options.input = input;
  passFlags.disableThreading = options.disableThreading;
  return { kind: "run", options, passes: { flags: passFlags, registry }, errors };
}
