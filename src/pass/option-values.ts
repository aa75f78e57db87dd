// The value kinds of pass options (MLIR's PassOptions::Option<T> over llvm::cl parsers):
// how a value is parsed from its textual form (LLVM's cl::parser<T> rules and messages),
// printed back as MLIR prints it in pipelines, and validated (a zod schema) when a pass is
// created from a typed options object.
import { z } from "zod";
import type { OpPassManager } from "./op-pass-manager.js";

/** What parsing a value may need besides its text: nested pipelines resolve against a registry. */
export interface OptionParseContext {
  /** Parses an anchored pipeline (`func.func(cse)`); a string is the error text MLIR prints. */
  readonly parsePipeline?: (text: string) => OpPassManager | string;
}

/** A value kind: T is the TypeScript type of one value. */
export interface OptionValueKind<T> {
  /** What `--help` shows after `=` (LLVM's value name: `long`, `uint`, `string`, `value`...). */
  readonly helpName: string;
  /** The zero value of the C++ type (a value-initialized `cl::opt`). */
  readonly zero: T;
  /** Parses one value, or says why not (LLVM's cl::parser message). */
  parse(text: string, context: OptionParseContext): T | OptionParseFailure;
  /** The value as MLIR prints it inside `{...}` (printOptionValue). */
  print(value: T): string;
  readonly schema: z.ZodType<T>;
}

/**
 * An LLVM `cl::parser` refusal: the message follows `for the --<arg> option: `, unless
 * `bare` (a nested pipeline's parser prints its own error text).
 */
export class OptionParseFailure {
  constructor(
    readonly message: string,
    readonly bare = false,
  ) {}
}

/** The integer C++ types LLVM has parsers for, by their cl::parser value name. */
export type IntegerParserName = "integer" | "long" | "llong" | "uint" | "ulong" | "ullong";

interface IntegerLayout {
  readonly bits: 32 | 64;
  readonly signed: boolean;
  /** The word in LLVM's `'x' value invalid for <word> argument!`. */
  readonly parserName: IntegerParserName;
  /** What `--help` shows: `int`, `long`, `uint`, `ulong`. */
  readonly helpName: string;
}

/**
 * StringRef::getAsInteger(0, ...): radix from the prefix (0x, 0b, 0o, a leading 0 is
 * octal), the whole text consumed, a '-' only for signed types; undefined when malformed.
 */
export function parseLLVMInteger(text: string, signed: boolean): bigint | undefined {
  let rest = text;
  let negative = false;
  if (signed && rest.startsWith("-")) {
    negative = true;
    rest = rest.slice(1);
  }
  let radix = 10;
  const prefix = rest.slice(0, 2).toLowerCase();
  if (prefix === "0x") radix = 16;
  else if (prefix === "0b") radix = 2;
  else if (prefix === "0o") radix = 8;
  if (radix !== 10) rest = rest.slice(2);
  else if (rest.length > 1 && rest.startsWith("0")) {
    radix = 8;
    rest = rest.slice(1);
  }
  if (rest.length === 0) return undefined;
  let value = 0n;
  const big = BigInt(radix);
  for (let i = 0; i < rest.length; i++) {
    const digit = digitValue(rest.charCodeAt(i));
    if (digit >= radix) return undefined;
    value = value * big + BigInt(digit);
  }
  return negative ? -value : value;
}

function digitValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 122) return code - 97 + 10;
  if (code >= 65 && code <= 90) return code - 65 + 10;
  return 99;
}

function integerRange(layout: IntegerLayout): readonly [bigint, bigint] {
  const bits = BigInt(layout.bits);
  return layout.signed ? [-(1n << (bits - 1n)), (1n << (bits - 1n)) - 1n] : [0n, (1n << bits) - 1n];
}

function parseInteger(layout: IntegerLayout, text: string): bigint | OptionParseFailure {
  const value = parseLLVMInteger(text, layout.signed);
  const [min, max] = integerRange(layout);
  if (value === undefined || value < min || value > max) return new OptionParseFailure(`'${text}' value invalid for ${layout.parserName} argument!`);
  return value;
}

/** A 32-bit integer option (`int`, `unsigned`): a TypeScript number. */
function integer32(layout: IntegerLayout): OptionValueKind<number> {
  const [min, max] = integerRange(layout);
  return {
    helpName: layout.helpName,
    zero: 0,
    parse: (text) => {
      const value = parseInteger(layout, text);
      return value instanceof OptionParseFailure ? value : Number(value);
    },
    print: (value) => String(value),
    schema: z.number().int().min(Number(min)).max(Number(max)),
  };
}

/** A 64-bit integer option (`int64_t`, `uint64_t`): a bigint, so every value is exact. */
function integer64(layout: IntegerLayout): OptionValueKind<bigint> {
  const [min, max] = integerRange(layout);
  return {
    helpName: layout.helpName,
    zero: 0n,
    parse: (text) => parseInteger(layout, text),
    print: (value) => value.toString(),
    schema: z.bigint().min(min).max(max),
  };
}

export const int32Kind = integer32({ bits: 32, signed: true, parserName: "integer", helpName: "int" });
export const uint32Kind = integer32({ bits: 32, signed: false, parserName: "uint", helpName: "uint" });
export const int64Kind = integer64({ bits: 64, signed: true, parserName: "long", helpName: "long" });
export const uint64Kind = integer64({ bits: 64, signed: false, parserName: "ulong", helpName: "ulong" });

/** LLVM's cl::parser<bool>: true/TRUE/True/1 (or no value), false/FALSE/False/0. */
export const boolKind: OptionValueKind<boolean> = {
  helpName: "",
  zero: false,
  parse: (text) => {
    if (text === "" || text === "true" || text === "TRUE" || text === "True" || text === "1") return true;
    if (text === "false" || text === "FALSE" || text === "False" || text === "0") return false;
    return new OptionParseFailure(`'${text}' is invalid value for boolean argument! Try 0 or 1`);
  },
  print: (value) => (value ? "true" : "false"),
  schema: z.boolean(),
};

/**
 * std::string: taken as given; printed inside `{...}` when it has a space before any
 * `{`, `'` or `"` (so that it reads back as one value), as MLIR 19 prints it.
 */
export const stringKind: OptionValueKind<string> = {
  helpName: "string",
  zero: "",
  parse: (text) => text,
  print: (value) => {
    const space = value.indexOf(" ");
    if (space < 0) return value;
    const firstOf = (c: string): number => {
      const at = value.indexOf(c);
      return at < 0 ? Infinity : at;
    };
    return space < Math.min(firstOf("{"), firstOf("'"), firstOf('"')) ? `{${value}}` : value;
  },
  schema: z.string(),
};

/** One named value of an enum option (`clEnumValN(value, "name", "description")`). */
export interface EnumCase<Name extends string = string> {
  readonly name: Name;
  readonly description: string;
}

/** An enum option: values are the case names (a string-literal union in TypeScript). */
export function enumKind<const Names extends readonly [string, ...string[]]>(cases: { readonly [K in keyof Names]: EnumCase<Names[K]> }): OptionValueKind<Names[number]> & { readonly cases: readonly EnumCase<Names[number]>[] } {
  const list = cases as unknown as readonly EnumCase<Names[number]>[];
  const names = list.map((c) => c.name) as unknown as Names;
  return {
    helpName: "value",
    zero: names[0] as Names[number],
    cases: list,
    parse: (text) => {
      const found = list.find((c) => c.name === text);
      return found === undefined ? new OptionParseFailure(`Cannot find option named '${text}'!`) : found.name;
    },
    print: (value) => value,
    schema: z.enum(names as unknown as [Names[number], ...Names[number][]]) as unknown as z.ZodType<Names[number]>,
  };
}

/**
 * A pass pipeline (`OpPassManager`, as the inliner's `op-pipelines`): parsed from anchored
 * text (`func.func(cse)`) against the registry, printed back in full.
 */
export const pipelineKind: OptionValueKind<OpPassManager> = {
  helpName: "pass-manager",
  zero: undefined as unknown as OpPassManager,
  parse: (text, context) => {
    if (context.parsePipeline === undefined) return new OptionParseFailure("pipeline options need a pass registry");
    const parsed = context.parsePipeline(text);
    return typeof parsed === "string" ? new OptionParseFailure(parsed, true) : parsed;
  },
  print: (value) => value.toString(),
  schema: z.custom<OpPassManager>((v) => typeof v === "object" && v !== null && typeof (v as { printAsTextualPipeline?: unknown }).printAsTextualPipeline === "function"),
};
