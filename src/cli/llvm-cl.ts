// LLVM's command-line parser (llvm/Support/CommandLine), as mlir-opt 19 runs it: response
// files (`@FILE`), `-name`, `--name`, `-name=value`, `-name value` for options that require
// a value, one-letter options grouping (`-hx`), `--` ending the options, every error
// reported in order before the tool gives up, `--help` acting the moment it is read, and
// LLVM's texts (`for the --x option: ...`, `Unknown command line argument ...` with the
// nearest option suggested). Tools declare their options as ClOption entries.
import { readFileSync, statSync } from "node:fs";
import { systemErrorText } from "../tablegen/errno.js";

/** Whether an option takes a value (LLVM's cl::ValueExpected). */
export type ValueExpected = "required" | "optional" | "disallowed";

export interface ClOption {
  /** The name LLVM prints in this option's errors (its ArgStr). */
  readonly name: string;
  /** Further names the option answers to (a pass list's pass arguments). */
  readonly extraNames?: readonly string[];
  readonly valueExpected: ValueExpected;
  /** Values are split at commas, each an occurrence (cl::CommaSeparated). */
  readonly commaSeparated?: boolean;
  /** Left out of "Did you mean" suggestions (cl::ReallyHidden). */
  readonly reallyHidden?: boolean;
  /**
   * Takes one occurrence: `value` is undefined when none was given, `name` the name used.
   * Returns LLVM's message for a value it refuses, or "stop" for options that end the
   * parse successfully at once (`--help`, `--version`: LLVM prints and exits there).
   */
  occur(value: string | undefined, name: string): string | "stop" | undefined;
}

export interface ClResult {
  readonly positionals: readonly string[];
  /** Error lines in the order LLVM prints them (each ends with a newline). */
  readonly errors: readonly string[];
  /** The option that ended the parse (help or version), if one did. */
  readonly stoppedBy: ClOption | undefined;
  /** Which option took each argument (its value included); undefined for positionals and unknown ones. */
  readonly owners: ReadonlyArray<ClOption | undefined>;
}

/** LLVM's PrintArg: one dash before a one-letter name, two before longer ones. */
export function printArg(name: string): string {
  return `${name.length > 1 ? "--" : "-"}${name}`;
}

/** `for the --x option: MESSAGE` (Option::error). */
export function optionError(programName: string, name: string, message: string): string {
  return `${programName}: for the ${printArg(name)} option: ${message}\n`;
}

/** LLVM's parser<bool>: the spellings it takes; anything else is refused with its text. */
export function parseBoolean(value: string | undefined): boolean | string {
  if (value === undefined || value === "" || value === "true" || value === "TRUE" || value === "True" || value === "1") return true;
  if (value === "false" || value === "FALSE" || value === "False" || value === "0") return false;
  return `'${value}' is invalid value for boolean argument! Try 0 or 1`;
}

/** A response file could not be expanded (LLVM prints the message and drops the command line). */
export class ResponseFileError extends Error {}

/**
 * Expands `@FILE` arguments as LLVM's ExpansionContext does (GNU tokenization, nested
 * files, recursion refused); a file that does not exist leaves its argument as it is.
 * `resolve` makes a relative name absolute (the current directory's).
 */
export function expandResponseFiles(args: readonly string[], resolve: (path: string) => string): string[] {
  const argv = args.slice();
  // Files being expanded and the index just past their arguments.
  const stack: Array<{ file: string; end: number }> = [];
  for (let i = 0; i < argv.length; ) {
    while (stack.length > 0 && i >= (stack[stack.length - 1] as { end: number }).end) stack.pop();
    const arg = argv[i] as string;
    if (!arg.startsWith("@")) {
      i++;
      continue;
    }
    const file = resolve(arg.slice(1));
    try {
      statSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") {
        i++;
        continue;
      }
      throw new ResponseFileError(`cannot not open file '${file}': ${systemErrorText(error)}`);
    }
    const recursive = stack.find((entry) => sameFile(entry.file, file));
    if (recursive !== undefined) throw new ResponseFileError(`recursive expansion of: '${recursive.file}'`);
    let text: string;
    try {
      text = readFileSync(file).toString("latin1");
    } catch (error) {
      throw new ResponseFileError(`cannot not open file '${file}': ${systemErrorText(error)}`);
    }
    const expanded = tokenizeGNUCommandLine(text);
    for (const entry of stack) entry.end += expanded.length - 1;
    stack.push({ file, end: i + expanded.length });
    argv.splice(i, 1, ...expanded);
  }
  return argv;
}

function sameFile(a: string, b: string): boolean {
  try {
    const x = statSync(a);
    const y = statSync(b);
    return x.dev === y.dev && x.ino === y.ino;
  } catch {
    return a === b;
  }
}

/** LLVM's TokenizeGNUCommandLine: whitespace separates, quotes group, a backslash escapes the next character. */
export function tokenizeGNUCommandLine(source: string): string[] {
  const tokens: string[] = [];
  let token = "";
  let inToken = false;
  const isSpace = (c: string | undefined): boolean => c === " " || c === "\t" || c === "\r" || c === "\n";
  for (let i = 0; i < source.length; i++) {
    if (!inToken) {
      while (i < source.length && isSpace(source[i])) i++;
      if (i === source.length) break;
      inToken = true;
    }
    const c = source[i] as string;
    if (i + 1 < source.length && c === "\\") {
      i++;
      token += source[i] as string;
      continue;
    }
    if (c === '"' || c === "'") {
      i++;
      while (i < source.length && source[i] !== c) {
        if (source[i] === "\\" && i + 1 !== source.length) i++;
        token += source[i] as string;
        i++;
      }
      if (i === source.length) break;
      continue;
    }
    if (isSpace(c)) {
      tokens.push(token);
      token = "";
      inToken = false;
      continue;
    }
    token += c;
  }
  if (inToken) tokens.push(token);
  return tokens;
}

/** Levenshtein distance with replacements (StringRef::edit_distance). */
function editDistance(a: string, b: string): number {
  let previous = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1);
    current[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const replace = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(replace, (previous[j] as number) + 1, (current[j - 1] as number) + 1);
    }
    previous = current;
  }
  return previous[b.length] as number;
}

/** The options by every name they answer to. */
class OptionTable {
  private readonly byName = new Map<string, ClOption>();
  constructor(readonly options: readonly ClOption[]) {
    for (const option of options) {
      for (const name of [option.name, ...(option.extraNames ?? [])]) if (!this.byName.has(name)) this.byName.set(name, option);
    }
  }
  get(name: string): ClOption | undefined {
    return this.byName.get(name);
  }
  /** One-letter options group (`-ab`), as LLVM makes every one-letter option. */
  static isGrouping(option: ClOption, name: string): boolean {
    return name.length === 1 && option.name === name;
  }
  /** The longest grouping option `name` starts with, as getOptionPred finds it. */
  groupingPrefix(name: string): { option: ClOption; length: number } | undefined {
    for (let length = name.length; length >= 1; length--) {
      const candidate = name.slice(0, length);
      const option = this.byName.get(candidate);
      if (option !== undefined && OptionTable.isGrouping(option, candidate)) return { option, length };
    }
    return undefined;
  }
  /** LookupNearestOption: the closest name (with the value kept for options taking one). */
  nearest(arg: string): string | undefined {
    const eq = arg.indexOf("=");
    const lhs = eq < 0 ? arg : arg.slice(0, eq);
    const rhs = eq < 0 ? "" : arg.slice(eq + 1);
    let best: string | undefined;
    let bestDistance = 0;
    for (const option of this.options) {
      if (option.reallyHidden) continue;
      const permitValue = option.valueExpected !== "disallowed";
      const flag = permitValue ? lhs : arg;
      for (const name of [...(option.extraNames ?? []), option.name]) {
        if (name === "") continue;
        const distance = editDistance(name, flag);
        if (best === undefined || distance < bestDistance) {
          bestDistance = distance;
          best = rhs === "" || !permitValue ? name : `${name}=${rhs}`;
        }
      }
    }
    return best;
  }
}

/**
 * Parses `args` (response files already expanded) against `options`. Positional
 * arguments are collected; at most `maxPositionals` are accepted, as LLVM checks
 * after the loop. `argv0` names the tool in `Try: 'argv0 --help'`.
 */
export function parseCommandLine(args: readonly string[], options: readonly ClOption[], programName: string, maxPositionals: number, argv0 = programName): ClResult {
  const table = new OptionTable(options);
  const errors: string[] = [];
  const positionals: string[] = [];
  const owners: Array<ClOption | undefined> = new Array<ClOption | undefined>(args.length).fill(undefined);
  const fail = (option: ClOption, message: string): void => void errors.push(optionError(programName, option.name, message));
  // Hands one occurrence (split at commas when the option asks) to the option.
  const occur = (option: ClOption, name: string, value: string | undefined): "stop" | undefined => {
    const values = option.commaSeparated && value !== undefined ? value.split(",") : [value];
    for (const v of values) {
      const outcome = option.occur(v, name);
      if (outcome === "stop") return "stop";
      if (outcome !== undefined) {
        fail(option, outcome);
        return undefined;
      }
    }
    return undefined;
  };
  let dashDash = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith("-") || arg === "-" || dashDash) {
      positionals.push(arg);
      continue;
    }
    if (arg === "--") {
      dashDash = true;
      continue;
    }
    let argName = arg.slice(1);
    if (argName.startsWith("-")) argName = argName.slice(1);
    // LookupLongOption: the whole name, or the name before '='.
    let value: string | undefined;
    let handler = table.get(argName);
    if (handler === undefined && argName !== "") {
      const eq = argName.indexOf("=");
      if (eq >= 0) {
        handler = table.get(argName.slice(0, eq));
        if (handler !== undefined) {
          value = argName.slice(eq + 1);
          argName = argName.slice(0, eq);
        }
      }
    }
    // HandlePrefixedOrGroupedOption: `-hx` is `-h -x`; a grouped option taking a value is refused.
    if (handler === undefined && argName.length > 1) {
      let found = table.groupingPrefix(argName);
      let rest = argName;
      while (found !== undefined) {
        const { option, length } = found;
        const maybeValue = rest.slice(length);
        const name = rest.slice(0, length);
        if (maybeValue === "") {
          handler = option;
          argName = name;
          break;
        }
        if (maybeValue.startsWith("=")) {
          handler = option;
          argName = name;
          value = maybeValue.slice(1);
          break;
        }
        if (option.valueExpected === "required") {
          argName = name;
          fail(option, "may not occur within a group!");
          break;
        }
        if (occur(option, name, undefined) === "stop") return { positionals, errors, stoppedBy: option, owners };
        rest = maybeValue;
        found = rest === "" ? undefined : table.groupingPrefix(rest);
      }
    }
    if (handler === undefined) {
      errors.push(`${programName}: Unknown command line argument '${arg}'.  Try: '${argv0} --help'\n`);
      const nearest = argName === "" ? undefined : table.nearest(argName);
      if (nearest !== undefined) errors.push(`${programName}: Did you mean '${printArg(nearest)}'?\n`);
      continue;
    }
    // ProvideOption: value requirements, then the occurrence.
    owners[i] = handler;
    if (handler.valueExpected === "required" && value === undefined) {
      if (i + 1 >= args.length) {
        fail(handler, "requires a value!");
        continue;
      }
      value = args[++i] as string;
      owners[i] = handler;
    } else if (handler.valueExpected === "disallowed" && value !== undefined) {
      fail(handler, `does not allow a value! '${value}' specified.`);
      continue;
    }
    if (occur(handler, argName, value) === "stop") return { positionals, errors, stoppedBy: handler, owners };
  }
  if (positionals.length > maxPositionals) {
    errors.push(`${programName}: Too many positional arguments specified!\nCan specify at most ${maxPositionals} positional arguments: See: ${argv0} --help\n`);
  }
  return { positionals, errors, stoppedBy: undefined, owners };
}
