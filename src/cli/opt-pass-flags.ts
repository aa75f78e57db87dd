// tsmlir-opt's pass-related command line, as mlir-opt 19 spells it: `--pass-pipeline=`,
// one flag per registered pass or pipeline (`-cse`, `--canonicalize=max-iterations=3`, in
// command-line order), `--dump-pass-pipeline`, `--verify-each`, the instrumentation flags
// (IR printing, statistics, timing, crash reproducers), `--run-reproducer` and
// `--load-pass-plugin=FILE`, declared for LLVM's command-line parser (llvm-cl.ts) with
// mlir-opt 19's value rules and texts (`--mlir-disable-threading` is a general option).
import type { PassRegistry } from "../pass/registry.js";
import type { StatisticsDisplayMode } from "../pass/statistics-report.js";
import type { TimingDisplayMode } from "../pass/timing.js";
import { type ClOption, expandResponseFiles, parseCommandLine } from "./llvm-cl.js";
import { booleanOption, defaultOptOptions, generalOptions, usageError, valueOption } from "./opt-options.js";

export interface PassFlagEntry {
  readonly argument: string;
  readonly options: string;
}

export interface PassCommandLine {
  /** `--pass-pipeline` text, if given. */
  passPipeline: string | undefined;
  /** Pass and pipeline flags in command-line order. */
  readonly passFlags: PassFlagEntry[];
  dumpPassPipeline: boolean;
  verifyEach: boolean;
  disableThreading: boolean;
  statistics: boolean;
  statisticsDisplay: StatisticsDisplayMode;
  readonly printIRBefore: string[];
  readonly printIRAfter: string[];
  printIRBeforeAll: boolean;
  printIRAfterAll: boolean;
  printIRAfterChange: boolean;
  printIRAfterFailure: boolean;
  printIRModuleScope: boolean;
  timing: boolean;
  timingDisplay: TimingDisplayMode;
  crashReproducer: string | undefined;
  localReproducer: boolean;
  runReproducer: boolean;
}

export function defaultPassCommandLine(): PassCommandLine {
  return {
    passPipeline: undefined,
    passFlags: [],
    dumpPassPipeline: false,
    verifyEach: true,
    disableThreading: false,
    statistics: false,
    statisticsDisplay: "pipeline",
    printIRBefore: [],
    printIRAfter: [],
    printIRBeforeAll: false,
    printIRAfterAll: false,
    printIRAfterChange: false,
    printIRAfterFailure: false,
    printIRModuleScope: false,
    timing: false,
    timingDisplay: "tree",
    crashReproducer: undefined,
    localReproducer: false,
    runReproducer: false,
  };
}

type BooleanFlag =
  | "dumpPassPipeline"
  | "verifyEach"
  | "disableThreading"
  | "statistics"
  | "printIRBeforeAll"
  | "printIRAfterAll"
  | "printIRAfterChange"
  | "printIRAfterFailure"
  | "printIRModuleScope"
  | "timing"
  | "localReproducer"
  | "runReproducer";

const BOOLEAN_FLAGS: ReadonlyMap<string, BooleanFlag> = new Map<string, BooleanFlag>([
  ["dump-pass-pipeline", "dumpPassPipeline"],
  ["verify-each", "verifyEach"],
  ["mlir-pass-statistics", "statistics"],
  ["mlir-print-ir-before-all", "printIRBeforeAll"],
  ["mlir-print-ir-after-all", "printIRAfterAll"],
  ["mlir-print-ir-after-change", "printIRAfterChange"],
  ["mlir-print-ir-after-failure", "printIRAfterFailure"],
  ["mlir-print-ir-module-scope", "printIRModuleScope"],
  ["mlir-timing", "timing"],
  ["mlir-pass-pipeline-local-reproducer", "localReproducer"],
  ["run-reproducer", "runReproducer"],
]);

/** What the options need of a pass registry: the pass and pipeline arguments. */
export type PassNames = Pick<PassRegistry, "pipelineInfos" | "passInfos" | "lookupPass">;

const NO_PASSES: PassNames = { pipelineInfos: () => [], passInfos: () => [], lookupPass: () => undefined };

/**
 * The input file a command line names, found without loading the pass layer (for the
 * launcher's heap sizing): pass flags never take the next argument, so leaving them
 * unknown finds the same positional. Undefined when the command line names none clearly.
 */
export function commandLineInput(args: readonly string[], resolve: (path: string) => string): string | undefined {
  let expanded: string[];
  try {
    expanded = expandResponseFiles(args, resolve);
  } catch {
    return undefined;
  }
  const options = [...generalOptions(defaultOptOptions()), ...passManagerOptions(defaultPassCommandLine(), NO_PASSES)];
  const result = parseCommandLine(expanded, options, "tsmlir-opt", 1);
  if (result.stoppedBy !== undefined || result.positionals.length > 1) return undefined;
  return result.positionals[0] ?? "-";
}

/** An enum option (LLVM's cl::values): the names it takes, LLVM's text for any other. */
function enumOption<T extends string>(name: string, allowed: readonly T[], set: (value: T) => void): ClOption {
  return valueOption(name, (value) => {
    const found = allowed.find((a) => a === value);
    if (found === undefined) return `Cannot find option named '${value}'!`;
    set(found);
    return undefined;
  });
}

/**
 * The pass manager's options and one option per registered pass and pipeline (`--cse`,
 * `--canonicalize=max-iterations=3`), writing into `flags`, as mlir-opt 19 declares them.
 */
export function passManagerOptions(flags: PassCommandLine, registry: PassNames): ClOption[] {
  const list: ClOption[] = [];
  for (const [name, key] of BOOLEAN_FLAGS) list.push(booleanOption(name, (value) => void (flags[key] = value)));
  const pipeline = (value: string): undefined => void (flags.passPipeline = value);
  list.push(valueOption("pass-pipeline", pipeline), valueOption("p", pipeline));
  list.push(enumOption("mlir-pass-statistics-display", ["list", "pipeline"] as const, (value) => void (flags.statisticsDisplay = value)));
  list.push(enumOption("mlir-timing-display", ["list", "tree"] as const, (value) => void (flags.timingDisplay = value)));
  list.push(valueOption("mlir-pass-pipeline-crash-reproducer", (value) => void (flags.crashReproducer = value)));
  // Loaded before the parse (passPluginPaths): plugins add pass options.
  list.push(valueOption("load-pass-plugin", () => undefined));
  for (const [name, target] of [
    ["mlir-print-ir-before", flags.printIRBefore],
    ["mlir-print-ir-after", flags.printIRAfter],
  ] as const) {
    list.push({
      name,
      valueExpected: "optional",
      commaSeparated: true,
      occur(value) {
        const passName = value ?? "";
        if (registry.lookupPass(passName) === undefined) return `Cannot find option named '${passName}'!`;
        target.push(passName);
        return undefined;
      },
    });
  }
  const arguments_ = new Set([...registry.pipelineInfos(), ...registry.passInfos()].map((entry) => entry.argument));
  for (const argument of arguments_) {
    list.push({ name: argument, valueExpected: "optional", occur: (value) => void flags.passFlags.push({ argument, options: value ?? "" }) });
  }
  return list;
}

/** `--load-pass-plugin` paths, found before the registry is complete (plugins add passes). */
export function passPluginPaths(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const m = /^--?load-pass-plugin(?:=(.*))?$/.exec(arg);
    if (m === null) continue;
    const value = m[1] ?? args[++i];
    if (value !== undefined) out.push(value);
  }
  return out;
}

/**
 * Takes the pass-related flags out of `args` (the registry tells pass flags from others);
 * returns them and the arguments left, as given. Throws UsageError as LLVM's command line
 * reports its errors.
 */
export function extractPassFlags(args: readonly string[], registry: PassRegistry): { readonly flags: PassCommandLine; readonly rest: string[] } {
  const flags = defaultPassCommandLine();
  const passOptions = passManagerOptions(flags, registry);
  const general = defaultOptOptions();
  const result = parseCommandLine(args, [...generalOptions(general), ...passOptions], "tsmlir-opt", Number.MAX_SAFE_INTEGER);
  if (result.errors.length > 0) throw usageError("tsmlir-opt", result.errors);
  flags.disableThreading = general.disableThreading;
  // The arguments the pass options took (values included) are left out; the rest stay as given.
  const passOwned = new Set<ClOption>(passOptions);
  return { flags, rest: args.filter((_, index) => { const owner = result.owners[index]; return owner === undefined || !passOwned.has(owner); }) };
}
