// ---- TEMPORARY: tsmlir-opt's `-canonicalize` until the pass manager registers it as a pass ----
// `-canonicalize` / `--canonicalize[=OPTIONS]` as mlir-opt 19 takes them (OPTIONS: its pass
// options, `key=value` separated by spaces), run after the input is parsed and verified,
// each followed by verification as mlir-opt's pass manager does; a run that fails (a
// `test-convergence` without fixpoint) prints nothing and fails. The integrator replaces
// this file by a registered canonicalize pass over src/rewrite's Canonicalizer.
import type { Operation } from "../ir/operation.js";
import { verify } from "../ir/verifier.js";
import type { IRDiagnosticError } from "../ir/diagnostics.js";
import { Canonicalizer, type CanonicalizeOptions } from "../rewrite/canonicalize.js";
import type { GreedySimplifyRegionLevel } from "../rewrite/greedy-driver.js";
import { refusesUnknownUpstreamOperation } from "./opt-upstream.js";

/** A bad `-canonicalize` option, with the complete text mlir-opt prints for it. */
export class CanonicalizeFlagError extends Error {
  readonly text: string;
  constructor(text: string) {
    super(text);
    this.name = "CanonicalizeFlagError";
    this.text = text;
  }
}

/** The canonicalize runs the command line asks for, in order. */
export interface CanonicalizeStage {
  readonly runs: readonly CanonicalizeOptions[];
}

/** An error of LLVM's option parser, as mlir-opt reports it for a pass option. */
function optionError(program: string, option: string, message: string): CanonicalizeFlagError {
  return new CanonicalizeFlagError(`${program}: for the --${option} option: ${message}\n<unknown>:0: error: \n`);
}

/** LLVM's boolean option values. */
function parseBool(program: string, option: string, value: string): boolean {
  if (value === "" || value === "true" || value === "TRUE" || value === "True" || value === "1") return true;
  if (value === "false" || value === "FALSE" || value === "False" || value === "0") return false;
  throw optionError(program, option, `'${value}' is invalid value for boolean argument! Try 0 or 1`);
}

/** LLVM's `long` option values: StringRef::getAsInteger with radix auto-detection (0x, 0b, 0o, leading 0). */
function parseLong(program: string, option: string, value: string): number {
  const negative = value.startsWith("-");
  let digits = negative ? value.slice(1) : value;
  let radix = 10;
  const prefix = digits.slice(0, 2).toLowerCase();
  if (prefix === "0x") radix = 16;
  else if (prefix === "0b") radix = 2;
  else if (prefix === "0o") radix = 8;
  if (radix !== 10) digits = digits.slice(2);
  else if (digits.length > 1 && digits.startsWith("0")) {
    radix = 8;
    digits = digits.slice(1);
  }
  const valid = radix === 16 ? /^[0-9a-f]+$/i : radix === 8 ? /^[0-7]+$/ : radix === 2 ? /^[01]+$/ : /^[0-9]+$/;
  const magnitude = valid.test(digits) ? BigInt(radix === 10 ? digits : `0${radix === 16 ? "x" : radix === 8 ? "o" : "b"}${digits}`) : undefined;
  const parsed = magnitude === undefined ? undefined : negative ? -magnitude : magnitude;
  if (parsed === undefined || parsed < -(2n ** 63n) || parsed >= 2n ** 63n) throw optionError(program, option, `'${value}' value invalid for long argument!`);
  return Number(parsed);
}

const REGION_LEVELS: ReadonlySet<string> = new Set(["disabled", "normal", "aggressive"]);

/** Splits MLIR pass options at top-level spaces, keeping quoted and braced parts whole. */
function splitOptions(text: string): string[] {
  const out: string[] = [];
  let current = "";
  let depth = 0;
  let quote: string | undefined;
  for (const ch of text) {
    if (quote !== undefined) {
      current += ch;
      if (ch === quote) quote = undefined;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      current += ch;
    } else if (ch === "{") {
      depth++;
      current += ch;
    } else if (ch === "}") {
      depth--;
      current += ch;
    } else if (depth === 0 && /\s/.test(ch)) {
      if (current !== "") out.push(current);
      current = "";
    } else current += ch;
  }
  if (current !== "") out.push(current);
  return out;
}

/** A value without its surrounding quotes or braces. */
function unwrap(value: string): string {
  if (value.length >= 2 && ((value.startsWith('"') && value.endsWith('"')) || (value.startsWith("'") && value.endsWith("'")) || (value.startsWith("{") && value.endsWith("}"))))
    return value.slice(1, -1);
  return value;
}

/** A list option's elements: comma-separated (MLIR's ListOption). */
function parseList(value: string): string[] {
  return unwrap(value)
    .split(",")
    .map((item) => unwrap(item.trim()))
    .filter((item) => item !== "");
}

/** Parses the options text of one `--canonicalize=...`. */
export function parseCanonicalizeOptions(text: string, program = "tsmlir-opt"): CanonicalizeOptions {
  const options: { -readonly [K in keyof CanonicalizeOptions]: CanonicalizeOptions[K] } = {};
  for (const item of splitOptions(text)) {
    const eq = item.indexOf("=");
    const key = eq < 0 ? item : item.slice(0, eq);
    const raw = eq < 0 ? undefined : unwrap(item.slice(eq + 1));
    const value = (): string => {
      if (raw === undefined) throw optionError(program, key, "requires a value!");
      return raw;
    };
    switch (key) {
      case "top-down":
        options.topDown = parseBool(program, key, raw ?? "");
        break;
      case "test-convergence":
        options.testConvergence = parseBool(program, key, raw ?? "");
        break;
      case "max-iterations":
        options.maxIterations = parseLong(program, key, value());
        break;
      case "max-num-rewrites":
        options.maxNumRewrites = parseLong(program, key, value());
        break;
      case "region-simplify": {
        const level = value();
        if (!REGION_LEVELS.has(level)) throw optionError(program, key, `Cannot find option named '${level}'!`);
        options.regionSimplify = level as GreedySimplifyRegionLevel;
        break;
      }
      case "disable-patterns":
        options.disablePatterns = [...(options.disablePatterns ?? []), ...parseList(value())];
        break;
      case "enable-patterns":
        options.enablePatterns = [...(options.enablePatterns ?? []), ...parseList(value())];
        break;
      default:
        // mlir-opt follows this one with an empty line.
        throw new CanonicalizeFlagError(`<unknown>:0: error: <Pass-Options-Parser>: no such option ${key}\n\n`);
    }
  }
  return options;
}

/** Takes the canonicalize flags out of the command line: the stage to run and the other arguments. */
export function takeCanonicalizeFlags(args: readonly string[], program = "tsmlir-opt"): { stage: CanonicalizeStage | undefined; rest: string[] } {
  const runs: CanonicalizeOptions[] = [];
  const rest: string[] = [];
  for (const arg of args) {
    const match = /^--?canonicalize(?:=(.*))?$/s.exec(arg);
    if (match === null) {
      rest.push(arg);
      continue;
    }
    runs.push(parseCanonicalizeOptions(match[1] ?? "", program));
  }
  return { stage: runs.length === 0 ? undefined : { runs }, rest };
}

/**
 * Runs the stage on a parsed, verified module: each canonicalize run, then verification.
 * Returns false (after reporting any verification errors) when a run fails.
 */
export function runCanonicalizeStage(module: Operation, stage: CanonicalizeStage, report: (error: IRDiagnosticError) => void, timing?: { lap(name: string): void }): boolean {
  for (const options of stage.runs) {
    const result = new Canonicalizer(module.context, options).run(module);
    timing?.lap("canonicalize");
    if (!result.succeeded) return false;
    const errors = verify(module, { refusesUnknownOperation: refusesUnknownUpstreamOperation });
    timing?.lap("verify");
    if (errors.length > 0) {
      for (const error of errors) report(error);
      return false;
    }
  }
  return true;
}
// ---- end of the temporary -canonicalize stage ----
