// Typed pass options (MLIR's PassOptions): a pass declares its options as an object of
// specs; the values are a typed object (validated by the specs' zod schemas when given in
// code), parsed from MLIR's textual form (`{max-iterations=3 region-simplify=aggressive}`,
// lists `a,b`, quoted and braced values) and printed back as MLIR 19 prints pipelines.
import { z } from "zod";
import {
  OptionParseFailure,
  boolKind,
  enumKind,
  int32Kind,
  int64Kind,
  stringKind,
  uint32Kind,
  uint64Kind,
  pipelineKind,
  type EnumCase,
  type OptionParseContext,
  type OptionValueKind,
} from "./option-values.js";

export interface ScalarOptionSpec<T = unknown> {
  readonly list: false;
  /** The option's name in pipelines (`max-iterations`). */
  readonly argument: string;
  readonly description: string;
  readonly kind: OptionValueKind<T>;
  readonly defaultValue: T;
}

export interface ListOptionSpec<T = unknown> {
  readonly list: true;
  readonly argument: string;
  readonly description: string;
  readonly kind: OptionValueKind<T>;
  readonly defaultValue: readonly T[];
}

export type OptionSpec = ScalarOptionSpec | ListOptionSpec;

/** A pass's options: property name (camelCase, as generated) to spec. */
export type OptionSpecs = { readonly [property: string]: OptionSpec };

/** The typed values of a set of option specs. */
export type OptionValues<S extends OptionSpecs> = {
  -readonly [K in keyof S]: S[K] extends ScalarOptionSpec<infer T> ? T : S[K] extends ListOptionSpec<infer T> ? readonly T[] : never;
};

/** What a pass may be created with: any subset of its options. */
export type OptionInput<S extends OptionSpecs> = Partial<OptionValues<S>>;

/** Builders for option specs, one per C++ option type MLIR passes use. */
export const option = {
  /** `int`. */
  int32: (argument: string, description: string, defaultValue = 0): ScalarOptionSpec<number> => scalar(int32Kind, argument, description, defaultValue),
  /** `unsigned`. */
  uint32: (argument: string, description: string, defaultValue = 0): ScalarOptionSpec<number> => scalar(uint32Kind, argument, description, defaultValue),
  /** `int64_t`. */
  int64: (argument: string, description: string, defaultValue = 0n): ScalarOptionSpec<bigint> => scalar(int64Kind, argument, description, defaultValue),
  /** `uint64_t`. */
  uint64: (argument: string, description: string, defaultValue = 0n): ScalarOptionSpec<bigint> => scalar(uint64Kind, argument, description, defaultValue),
  bool: (argument: string, description: string, defaultValue = false): ScalarOptionSpec<boolean> => scalar(boolKind, argument, description, defaultValue),
  string: (argument: string, description: string, defaultValue = ""): ScalarOptionSpec<string> => scalar(stringKind, argument, description, defaultValue),
  /** An enum-valued option; `cases` are its names with their descriptions, `defaultValue` one of them. */
  enum: <const Names extends readonly [string, ...string[]]>(
    argument: string,
    description: string,
    cases: { readonly [K in keyof Names]: EnumCase<Names[K]> },
    defaultValue: Names[number],
  ): ScalarOptionSpec<Names[number]> => scalar(enumKind<Names>(cases), argument, description, defaultValue),
  /** A comma-separated list of values of `kind` (e.g. `option.list(kinds.string, ...)`). */
  list: <T>(kind: OptionValueKind<T>, argument: string, description: string, defaultValue: readonly T[] = []): ListOptionSpec<T> => ({
    list: true,
    argument,
    description,
    kind,
    defaultValue,
  }),
} as const;

/** The value kinds, for list options and hand-written specs. */
export const kinds = { int32: int32Kind, uint32: uint32Kind, int64: int64Kind, uint64: uint64Kind, bool: boolKind, string: stringKind, enum: enumKind, pipeline: pipelineKind } as const;

function scalar<T>(kind: OptionValueKind<T>, argument: string, description: string, defaultValue: T): ScalarOptionSpec<T> {
  return { list: false, argument, description, kind, defaultValue };
}

/** A zod schema accepting exactly the typed input of `specs` (unknown keys refused). */
export function optionsSchema<S extends OptionSpecs>(specs: S): z.ZodType<OptionInput<S>> {
  const shape: Record<string, z.ZodType> = {};
  for (const [property, spec] of Object.entries(specs)) {
    shape[property] = (spec.list ? z.array(spec.kind.schema).readonly() : spec.kind.schema).optional();
  }
  return z.strictObject(shape) as unknown as z.ZodType<OptionInput<S>>;
}

/** Options given in code that do not fit the pass's schema. */
export class InvalidPassOptionsError extends Error {
  constructor(
    readonly passName: string,
    readonly issues: readonly string[],
  ) {
    super(`invalid options for pass '${passName}': ${issues.join("; ")}`);
    this.name = "InvalidPassOptionsError";
  }
}

/**
 * Refusal of an options string. `streamText` is what MLIR writes to the pipeline's error
 * stream (`<Pass-Options-Parser>: no such option x\n`, "" otherwise); `commandLineError`
 * an LLVM command-line error (`for the --x option: ...`) that mlir-opt prints on its own
 * line prefixed with the tool name, before the diagnostic.
 */
export class PassOptionsParseError extends Error {
  constructor(
    readonly streamText: string,
    readonly commandLineError: CommandLineError | undefined,
  ) {
    super(commandLineError?.message ?? streamText.trimEnd());
    this.name = "PassOptionsParseError";
  }
}

/** An LLVM command-line error: `for the --x option: ...` (printed after the tool's name), or bare text. */
export interface CommandLineError {
  readonly message: string;
  readonly bare: boolean;
}

/** The current values of a pass's options, and which ones were set (MLIR's hasValue). */
export class PassOptions<S extends OptionSpecs> {
  readonly specs: S;
  readonly values: OptionValues<S>;
  private readonly assigned = new Set<string>();

  constructor(specs: S, values?: OptionValues<S>) {
    this.specs = specs;
    const initial: Record<string, unknown> = {};
    for (const [property, spec] of Object.entries(specs)) initial[property] = values?.[property as keyof S] ?? spec.defaultValue;
    this.values = initial as OptionValues<S>;
  }

  /** Applies options given in code, validated against the schema. */
  assign(passName: string, input: OptionInput<S> | undefined): void {
    if (input === undefined) return;
    const parsed = optionsSchema(this.specs).safeParse(input);
    if (!parsed.success) throw new InvalidPassOptionsError(passName, parsed.error.issues.map((i) => `${i.path.join(".") || "(options)"}: ${i.message}`));
    for (const [property, value] of Object.entries(parsed.data as object)) {
      if (value === undefined) continue;
      (this.values as Record<string, unknown>)[property] = value;
      this.assigned.add(property);
    }
  }

  /** Whether the option was set (by text or in code) rather than left at its default. */
  hasValue(property: keyof S & string): boolean {
    return this.assigned.has(property);
  }

  /** MLIR's PassOptions::parseFromString: applies `text`, throwing PassOptionsParseError. */
  parseFromString(text: string, context: OptionParseContext = {}): void {
    let rest = text;
    while (rest.length > 0) {
      const next = parseNextArg(rest);
      rest = next.rest;
      if (next.key.length === 0) continue;
      const entry = Object.entries(this.specs).find(([, spec]) => spec.argument === next.key);
      if (entry === undefined) throw new PassOptionsParseError(`<Pass-Options-Parser>: no such option ${next.key}\n`, undefined);
      const [property, spec] = entry;
      const fail = (message: string, bare = false): never => {
        throw new PassOptionsParseError("", { message: bare ? message : `for the --${spec.argument} option: ${message}`, bare });
      };
      if (next.value === undefined && spec.kind !== boolKind) fail("requires a value!");
      const valueText = next.value ?? "";
      const values = this.values as Record<string, unknown>;
      if (spec.list) {
        // The first occurrence replaces the default; later ones append (cl::list).
        const current = this.assigned.has(property) ? [...(values[property] as readonly unknown[])] : [];
        for (const element of splitCommaSeparated(valueText)) {
          const value = spec.kind.parse(element, context);
          if (value instanceof OptionParseFailure) fail(value.message, value.bare);
          current.push(value);
        }
        values[property] = current;
      } else {
        const value = spec.kind.parse(valueText, context);
        if (value instanceof OptionParseFailure) fail(value.message, value.bare);
        values[property] = value;
      }
      this.assigned.add(property);
    }
  }

  /** MLIR's PassOptions::print: `{a=1 b=x}` sorted by argument; "" without options. */
  print(): string {
    const entries = Object.entries(this.specs);
    if (entries.length === 0) return "";
    entries.sort(([, a], [, b]) => compareBytes(a.argument, b.argument));
    const printed = entries.map(([property, spec]) => {
      const value = (this.values as Record<string, unknown>)[property];
      if (!spec.list) return `${spec.argument}=${spec.kind.print(value)}`;
      const list = value as readonly unknown[];
      return list.length === 0 ? "" : `${spec.argument}=${list.map((v) => spec.kind.print(v)).join(",")}`;
    });
    return `{${printed.join(" ")}}`;
  }

  copy(): PassOptions<S> {
    const copy = new PassOptions(this.specs, { ...this.values });
    for (const property of this.assigned) copy.assigned.add(property);
    return copy;
  }
}

function compareBytes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const WHITESPACE = " \t\n\v\f\r";

function trim(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && WHITESPACE.includes(text.charAt(start))) start++;
  while (end > start && WHITESPACE.includes(text.charAt(end - 1))) end--;
  return text.slice(start, end);
}

function ltrim(text: string): string {
  let start = 0;
  while (start < text.length && WHITESPACE.includes(text.charAt(start))) start++;
  return text.slice(start);
}

/**
 * The first `size` characters of `text`, trimmed and with one pair of enclosing quotes
 * ('', "") or braces dropped when longer than two characters, and the rest after it.
 */
function extractArg(text: string, size: number): { arg: string; rest: string } {
  let arg = trim(text.slice(0, size));
  const rest = ltrim(text.slice(size));
  if (arg.length > 2) {
    const first = arg.charAt(0);
    const last = arg.charAt(arg.length - 1);
    if ((first === "'" && last === "'") || (first === '"' && last === '"') || (first === "{" && last === "}")) arg = trim(arg.slice(1, -1));
  }
  return { arg, rest };
}

/** MLIR 19's parseNextArg: one `key[=value]` from the front of an options string. */
function parseNextArg(options: string): { key: string; value: string | undefined; rest: string } {
  let key = "";
  let rest = options;
  for (let i = 0; ; i++) {
    if (i === rest.length || rest.charAt(i) === " ") {
      const { arg, rest: after } = extractArg(rest, i);
      return { key: arg, value: undefined, rest: after };
    }
    if (rest.charAt(i) === "=") {
      const { arg, rest: after } = extractArg(rest, i);
      key = arg;
      rest = after.slice(1);
      break;
    }
  }
  const skipQuoted = (i: number): number | undefined => {
    const c = rest.charAt(i);
    if (c !== "'" && c !== '"') return undefined;
    const close = rest.indexOf(c, i + 1);
    return close < 0 ? i : close;
  };
  for (let i = 0; ; i++) {
    if (i >= rest.length || rest.charAt(i) === " ") {
      const { arg, rest: after } = extractArg(rest, i);
      return { key, value: arg, rest: after };
    }
    const quoted = skipQuoted(i);
    if (quoted !== undefined) {
      i = quoted;
      continue;
    }
    if (rest.charAt(i) === "{") {
      // Nested options: skip to the matching '}' (quotes inside are skipped whole).
      let depth = 1;
      for (i++; i < rest.length; i++) {
        const inner = skipQuoted(i);
        if (inner !== undefined) {
          i = inner;
          continue;
        }
        const c = rest.charAt(i);
        if (c === "{") depth++;
        else if (c === "}" && --depth === 0) break;
      }
      i--;
    }
  }
}

/** The index of `c` in `text` from `from`, skipping `{...}`, `(...)`, `[...]` and quoted ranges. */
function findChar(text: string, from: number, c: string): number {
  for (let i = from; i < text.length; i++) {
    const here = text.charAt(i);
    if (here === c) return i;
    let skipTo = i;
    if (here === "{") skipTo = findChar(text, i + 1, "}");
    else if (here === "(") skipTo = findChar(text, i + 1, ")");
    else if (here === "[") skipTo = findChar(text, i + 1, "]");
    else if (here === '"' || here === "'") skipTo = text.indexOf(here, i + 1);
    if (skipTo < 0) return -1;
    i = skipTo;
  }
  return -1;
}

/** MLIR 19's parseCommaSeparatedList: the raw elements between top-level commas. */
export function splitCommaSeparated(text: string): string[] {
  const out: string[] = [];
  let rest = text;
  for (let comma = findChar(rest, 0, ","); comma >= 0; comma = findChar(rest, 0, ",")) {
    out.push(rest.slice(0, comma));
    rest = rest.slice(comma + 1);
  }
  out.push(rest);
  return out;
}
