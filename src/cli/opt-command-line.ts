// tsmlir-opt's whole command line, parsed in one pass as mlir-opt's is: its response files
// expanded, the general options (opt-options.ts), the pass manager's and one per registered
// pass (opt-pass-flags.ts), every error reported in order, `--help`/`--version` acting when
// read.
import type { PassRegistry } from "../pass/registry.js";
import { expandResponseFiles, parseCommandLine, ResponseFileError } from "./llvm-cl.js";
import { resolve } from "node:path";
import { resolvePath } from "./opt-io.js";
import { defaultOptOptions, generalOptions, type OptOptions } from "./opt-options.js";
import { defaultPassCommandLine, passManagerOptions, passPluginPaths, type PassCommandLine } from "./opt-pass-flags.js";
import { createOptPassRegistry, loadPassPlugin } from "./opt-passes.js";

export type OptCommandLine =
  /** Run with these options; `errors` is empty. */
  | { readonly kind: "run"; readonly options: OptOptions; readonly passFlags: PassCommandLine; readonly registry: PassRegistry; readonly errors: string }
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
): Promise<OptCommandLine> {
  let expanded: string[];
  try {
    expanded = expandResponseFiles(args, (path) => resolve(resolvePath(path)));
  } catch (error) {
    // LLVM prints this and goes on with no options at all; refusing is safer than that.
    if (error instanceof ResponseFileError) return { kind: "error", errors: `${error.message}\n` };
    throw error;
  }
  const registry = createOptPassRegistry(stderr, largeAttributeLimit);
  for (const path of passPluginPaths(expanded)) await loadPassPlugin(path, registry, stderr);
  return parseOptCommandLine(expanded, registry, programName);
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
  return { kind: "run", options, passFlags, registry, errors };
}
