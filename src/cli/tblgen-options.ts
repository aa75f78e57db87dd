// tsmlir-tblgen's command line, parsed as LLVM's cl library parses mlir-tblgen's:
// `-I DIR`, `-I=DIR`, `-IDIR`, `-o FILE`, `-D NAME`, `-d FILE`, one or two leading
// dashes, boolean options taking `=true|false|1|0` (and LLVM's spellings), one action
// flag from tblgen-actions.ts, and the same error texts.
import { type ActionEntry, defaultAction, findAction, isBooleanFlag } from "./tblgen-actions.js";

export const TOOL = "tsmlir-tblgen";

export interface ParsedArgs {
  readonly input: string;
  readonly output: string;
  readonly dependencyFile?: string;
  readonly includeDirs: readonly string[];
  readonly defines: readonly string[];
  readonly action: ActionEntry;
  readonly writeIfChanged: boolean;
  readonly noWarnOnUnusedTemplateArgs: boolean;
  /** `--no-state-cache`: neither read nor write the on-disk state cache (src/tablegen/state-store.ts). */
  readonly noStateCache: boolean;
  /** `--batch FILE`: run the job lines of FILE (all other options apply to every job). */
  readonly batch?: string;
  /** Every other `-name=value` or boolean flag, by name without dashes. */
  readonly flags: ReadonlyMap<string, string>;
}

export class UsageError extends Error {
  /** The argument (index into the parsed list) the error is about, when it is about one. */
  argIndex: number | undefined;
}

/** String options of the doc actions that LLVM also accepts as `-name value`. */
const VALUE_OPTIONS = new Set(["dialect", "op-include-regex", "op-exclude-regex", "strip-prefix"]);

/** Boolean options of the command line itself. */
const OWN_BOOLEANS = new Set(["write-if-changed", "no-warn-on-unused-template-args", "no-state-cache", "time-phases"]);

/** LLVM's parser<bool>: the spellings it accepts; anything else is an error. */
function booleanValue(name: string, value: string | undefined): boolean {
  if (value === undefined || value === "" || value === "true" || value === "TRUE" || value === "True" || value === "1") return true;
  if (value === "false" || value === "FALSE" || value === "False" || value === "0") return false;
  throw new UsageError(`${TOOL}: for the ${dashes(name)} option: '${value}' is invalid value for boolean argument! Try 0 or 1`);
}

/** LLVM prints one dash before one-letter option names, two before longer ones. */
function dashes(name: string): string {
  return name.length === 1 ? `-${name}` : `--${name}`;
}

export function usage(actions: readonly ActionEntry[]): string {
  const lines = [
    "OVERVIEW: TableGen front end (mlir-tblgen compatible)",
    "",
    `USAGE: ${TOOL} [options] <input file>`,
    "",
    "OPTIONS:",
    "",
    "  -D <macro name>       - Name of the macro to be defined",
    "  -I <directory>        - Directory of include files (searched before tsmlir's defs/, always last)",
    "  -d <filename>         - Dependency filename",
    "  -o <filename>         - Output filename",
    "  --batch <filename>    - Run the job lines of <filename> (tsmlir-tblgen arguments, one job a line) in one process",
    "  --help                - Display available options",
    "  --no-state-cache      - Neither read nor save evaluated include states (cache: TSMLIR_TBLGEN_CACHE, XDG_CACHE_HOME)",
    "  --version             - Display the version of this program",
    "  --write-if-changed    - Only write output if it changed",
    "",
    "Generator to run",
  ];
  for (const a of actions) lines.push(`  --${a.flag.padEnd(20)}- ${a.description}`);
  return `${lines.join("\n")}\n`;
}

/** The value of an option taking one (`-x v`, `-x=v`, `-xv` when `prefix`), or undefined when `arg` is not it. */
function optionValue(name: string, body: string, args: readonly string[], index: { i: number }, prefix: boolean): string | undefined {
  if (body === name) {
    const next = args[index.i + 1];
    if (next === undefined) throw new UsageError(`${TOOL}: for the ${dashes(name)} option: requires a value!`);
    index.i++;
    return next;
  }
  if (body.startsWith(`${name}=`)) return body.slice(name.length + 1);
  if (prefix && body.startsWith(name) && body.length > name.length) return body.slice(name.length);
  return undefined;
}

/** What a command line asks for instead of a run: `--help`'s text or `--version`'s. */
export type InfoRequest = "help" | "version";

export function parseArgs(args: readonly string[]): ParsedArgs | InfoRequest {
  const index = { i: 0 };
  try {
    return parseArgsFrom(args, index);
  } catch (e) {
    if (e instanceof UsageError && e.argIndex === undefined && args.length > 0) e.argIndex = Math.min(index.i, args.length - 1);
    throw e;
  }
}

function parseArgsFrom(args: readonly string[], index: { i: number }): ParsedArgs | InfoRequest {
  let input: string | undefined;
  let output = "-";
  let dependencyFile: string | undefined;
  let batch: string | undefined;
  const includeDirs: string[] = [];
  const defines: string[] = [];
  const flags = new Map<string, string>();
  let action: ActionEntry | undefined;
  let writeIfChanged = false;
  let noWarnOnUnusedTemplateArgs = false;
  let noStateCache = false;
  const positional = (value: string): void => {
    if (input !== undefined) {
      throw new UsageError(
        `${TOOL}: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: ${TOOL} --help`,
      );
    }
    input = value;
  };
  for (; index.i < args.length; index.i++) {
    const arg = args[index.i] as string;
    if (arg === "-" || !arg.startsWith("-")) {
      positional(arg);
      continue;
    }
    if (arg === "--") {
      for (const rest of args.slice(index.i + 1)) positional(rest);
      break;
    }
    const body = arg.startsWith("--") ? arg.slice(2) : arg.slice(1);
    const eq = body.indexOf("=");
    const name = eq >= 0 ? body.slice(0, eq) : body;
    const value = eq >= 0 ? body.slice(eq + 1) : undefined;
    if (name === "help" || name === "h" || name === "help-hidden" || name === "help-list") {
      if (value !== undefined) throw new UsageError(`${TOOL}: for the ${dashes(name)} option: does not allow a value! '${value}' specified.`);
      return "help";
    }
    if (name === "version") {
      if (value !== undefined) throw new UsageError(`${TOOL}: for the ${dashes(name)} option: does not allow a value! '${value}' specified.`);
      return "version";
    }
    const include = optionValue("I", body, args, index, true);
    if (include !== undefined) {
      includeDirs.push(include);
      continue;
    }
    const define = optionValue("D", body, args, index, true);
    if (define !== undefined) {
      defines.push(define);
      continue;
    }
    const out = optionValue("o", body, args, index, false);
    if (out !== undefined) {
      output = out;
      continue;
    }
    const dep = optionValue("d", body, args, index, false);
    if (dep !== undefined) {
      dependencyFile = dep;
      continue;
    }
    const batchFile = optionValue("batch", body, args, index, false);
    if (batchFile !== undefined) {
      batch = batchFile;
      continue;
    }
    const registered = findAction(name);
    if (registered !== undefined) {
      // An enumerated option: LLVM names the option group, not the flag.
      if (value !== undefined) throw new UsageError(`Generator to run option: does not allow a value! '${value}' specified.`);
      if (action !== undefined && action !== registered) {
        throw new UsageError(`${TOOL}: for the --${registered.flag} option: may only occur zero or one times!`);
      }
      action = registered;
      continue;
    }
    if (OWN_BOOLEANS.has(name)) {
      const on = booleanValue(name, value);
      if (name === "write-if-changed") writeIfChanged = on;
      else if (name === "no-warn-on-unused-template-args") noWarnOnUnusedTemplateArgs = on;
      else if (name === "no-state-cache") noStateCache = on;
      continue;
    }
    if (isBooleanFlag(name)) {
      if (booleanValue(name, value)) flags.set(name, "true");
      else flags.delete(name);
      continue;
    }
    if (VALUE_OPTIONS.has(name) && value === undefined) {
      const next = args[index.i + 1];
      if (next === undefined) throw new UsageError(`${TOOL}: for the ${dashes(name)} option: requires a value!`);
      index.i++;
      flags.set(name, next);
      continue;
    }
    // Options of actions added elsewhere take `-name=value` (kept for them by name).
    if (value !== undefined && name.length > 0) {
      flags.set(name, value);
      continue;
    }
    throw new UsageError(`${TOOL}: Unknown command line argument '${arg}'.  Try: '${TOOL} --help'`);
  }
  return {
    input: input ?? "-",
    output,
    ...(dependencyFile !== undefined ? { dependencyFile } : {}),
    ...(batch !== undefined ? { batch } : {}),
    includeDirs,
    defines,
    action: action ?? (findAction(defaultAction) as ActionEntry),
    writeIfChanged,
    noWarnOnUnusedTemplateArgs,
    noStateCache,
    flags,
  };
}
