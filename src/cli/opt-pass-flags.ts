// tsmlir-opt's pass-related command line, as mlir-opt 19 spells it: `--pass-pipeline=`,
// one flag per registered pass or pipeline (`-cse`, `--canonicalize=max-iterations=3`, in
// command-line order), `--dump-pass-pipeline`, `--verify-each`, the instrumentation flags
// (IR printing, statistics, timing, crash reproducers), `--run-reproducer`,
// `--load-pass-plugin=FILE` and `--mlir-disable-threading`. Flags it does not know are
// left for the rest of the command line.
import type { PassRegistry } from "../pass/registry.js";
import type { StatisticsDisplayMode } from "../pass/statistics-report.js";
import type { TimingDisplayMode } from "../pass/timing.js";
import { UsageError } from "./opt-options.js";

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
  ["mlir-disable-threading", "disableThreading"],
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

/** LLVM's cl::opt<bool> value spellings. */
function booleanValue(flag: string, value: string | undefined): boolean {
  if (value === undefined || value === "" || value === "true" || value === "TRUE" || value === "True" || value === "1") return true;
  if (value === "false" || value === "FALSE" || value === "False" || value === "0") return false;
  throw new UsageError(`for the --${flag} option: '${value}' is invalid value for boolean argument! Try 0 or 1`);
}

function enumValue<T extends string>(flag: string, value: string | undefined, allowed: readonly T[]): T {
  const found = allowed.find((a) => a === value);
  if (found === undefined) throw new UsageError(`for the --${flag} option: Cannot find option named '${value ?? ""}'!`);
  return found;
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
 * returns them and the arguments left. Throws UsageError as LLVM's command line does.
 */
export function extractPassFlags(args: readonly string[], registry: PassRegistry): { readonly flags: PassCommandLine; readonly rest: string[] } {
  const flags = defaultPassCommandLine();
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === "-" || arg === "--" || !arg.startsWith("-")) {
      rest.push(arg);
      continue;
    }
    const body = arg.startsWith("--") ? arg.slice(2) : arg.slice(1);
    const eq = body.indexOf("=");
    const name = eq < 0 ? body : body.slice(0, eq);
    const inline = eq < 0 ? undefined : body.slice(eq + 1);
    // A value given inline or as the next argument (LLVM's ValueRequired options).
    const required = (): string => {
      const value = inline ?? args[++i];
      if (value === undefined) throw new UsageError(`for the -${name} option: requires a value!`);
      return value;
    };
    const boolean = BOOLEAN_FLAGS.get(name);
    if (boolean !== undefined) {
      flags[boolean] = booleanValue(name, inline);
      continue;
    }
    switch (name) {
      case "pass-pipeline":
        flags.passPipeline = required();
        continue;
      case "mlir-pass-statistics-display":
        flags.statisticsDisplay = enumValue(name, required(), ["list", "pipeline"] as const);
        continue;
      case "mlir-timing-display":
        flags.timingDisplay = enumValue(name, required(), ["list", "tree"] as const);
        continue;
      case "mlir-pass-pipeline-crash-reproducer":
        flags.crashReproducer = required();
        continue;
      case "load-pass-plugin":
        required();
        continue;
      case "mlir-print-ir-before":
      case "mlir-print-ir-after": {
        const list = name === "mlir-print-ir-before" ? flags.printIRBefore : flags.printIRAfter;
        for (const passName of required().split(",")) {
          if (registry.lookupPass(passName) === undefined) throw new UsageError(`for the --${name} option: Cannot find option named '${passName}'!`);
          list.push(passName);
        }
        continue;
      }
      default:
        break;
    }
    if (registry.lookup(name) !== undefined) {
      flags.passFlags.push({ argument: name, options: inline ?? "" });
      continue;
    }
    rest.push(arg);
  }
  return { flags, rest };
}
