// How pass option declarations (`Option<cppName, arg, valueType, default, desc, flags>`)
// map onto the pass layer's value kinds: the C++ value types MLIR passes use (they carry
// the integer widths), enum options listed with `clEnumValN`, and defaults written as
// C++ literals. Anything else is refused with a located diagnostic.
import type { Record } from "../../src/ods/access.js";
import { odsError } from "../../src/ods/access.js";

export type ScalarKind = "bool" | "int32" | "uint32" | "int64" | "uint64" | "string" | "pipeline";

export interface EnumCaseInfo {
  /** The C++ enumerator (`mlir::GreedySimplifyRegionLevel::Normal`). */
  readonly enumerator: string;
  readonly name: string;
  readonly description: string;
}

export type OptionKind = { readonly kind: ScalarKind } | { readonly kind: "enum"; readonly typeName: string; readonly cases: readonly EnumCaseInfo[] };

const SCALAR_TYPES: ReadonlyMap<string, ScalarKind> = new Map<string, ScalarKind>([
  ["bool", "bool"],
  ["int", "int32"],
  ["int32_t", "int32"],
  ["std::int32_t", "int32"],
  ["unsigned", "uint32"],
  ["unsigned int", "uint32"],
  ["uint32_t", "uint32"],
  ["std::uint32_t", "uint32"],
  ["int64_t", "int64"],
  ["std::int64_t", "int64"],
  ["long", "int64"],
  ["long long", "int64"],
  ["uint64_t", "uint64"],
  ["std::uint64_t", "uint64"],
  ["unsigned long", "uint64"],
  ["unsigned long long", "uint64"],
  ["size_t", "uint64"],
  ["std::string", "string"],
  ["::std::string", "string"],
  ["OpPassManager", "pipeline"],
  ["mlir::OpPassManager", "pipeline"],
  ["::mlir::OpPassManager", "pipeline"],
]);

/** Reads a C++ string literal starting at `at` (after optional spaces); returns its value and end. */
function readCppString(text: string, at: number): { value: string; end: number } | undefined {
  let i = at;
  while (i < text.length && /\s/.test(text.charAt(i))) i++;
  if (text.charAt(i) !== '"') return undefined;
  let value = "";
  for (i++; i < text.length; i++) {
    const c = text.charAt(i);
    if (c === '"') {
      // Adjacent literals concatenate.
      const next = readCppString(text, i + 1);
      if (next !== undefined) return { value: value + next.value, end: next.end };
      return { value, end: i + 1 };
    }
    if (c === "\\") {
      const e = text.charAt(++i);
      const simple: { [k: string]: string } = { n: "\n", t: "\t", r: "\r", "\\": "\\", '"': '"', "'": "'", "0": "\0" };
      value += simple[e] ?? e;
      continue;
    }
    value += c;
  }
  return undefined;
}

/** The `clEnumValN(enumerator, "name", "description")` entries of an option's extra flags. */
export function enumCases(flags: string): EnumCaseInfo[] {
  const out: EnumCaseInfo[] = [];
  const marker = "clEnumValN(";
  for (let at = flags.indexOf(marker); at >= 0; at = flags.indexOf(marker, at + 1)) {
    const start = at + marker.length;
    const comma = flags.indexOf(",", start);
    if (comma < 0) break;
    const enumerator = flags.slice(start, comma).trim();
    const name = readCppString(flags, comma + 1);
    if (name === undefined) continue;
    const comma2 = flags.indexOf(",", name.end);
    const description = comma2 < 0 ? undefined : readCppString(flags, comma2 + 1);
    out.push({ enumerator, name: name.value, description: description?.value ?? "" });
  }
  return out;
}

export function optionKind(pass: Record, type: string, flags: string, argument: string): OptionKind {
  const scalar = SCALAR_TYPES.get(type.trim());
  if (scalar !== undefined) return { kind: scalar };
  const cases = enumCases(flags);
  if (cases.length > 0) {
    const segments = type.trim().split("::");
    return { kind: "enum", typeName: segments[segments.length - 1] as string, cases };
  }
  throw odsError(pass, `option '${argument}' of pass '${pass.name}': unsupported option type '${type}' (supported: bool, int, unsigned, int64_t, uint64_t, std::string, OpPassManager, or an enum listed with clEnumValN)`);
}

const INTEGER_BITS: { readonly [K in "int32" | "uint32" | "int64" | "uint64"]: { readonly bits: bigint; readonly signed: boolean } } = {
  int32: { bits: 32n, signed: true },
  uint32: { bits: 32n, signed: false },
  int64: { bits: 64n, signed: true },
  uint64: { bits: 64n, signed: false },
};

/** A C++ integer literal with optional sign and suffixes (`10`, `-1`, `-1U`, `0x10ull`), converted to the option's type as C++ would. */
function integerDefault(pass: Record, argument: string, kind: keyof typeof INTEGER_BITS, text: string): bigint {
  const match = /^\s*([+-]?)\s*(0[xX][0-9a-fA-F]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)([uUlL]*)\s*$/.exec(text);
  if (match === null) throw odsError(pass, `option '${argument}' of pass '${pass.name}': default value '${text}' is not an integer literal`);
  const digits = match[2] as string;
  let value = digits.length > 1 && digits.startsWith("0") && !/^0[xXbB]/.test(digits) ? BigInt(`0o${digits.slice(1)}`) : BigInt(digits);
  if (match[1] === "-") value = -value;
  const { bits, signed } = INTEGER_BITS[kind];
  // Conversion to the option's type (e.g. -1U to unsigned is the maximum value).
  value = BigInt.asUintN(Number(bits), value);
  if (signed) value = BigInt.asIntN(Number(bits), value);
  return value;
}

/** The option's default as a TypeScript expression of its value type. */
export function defaultExpression(pass: Record, argument: string, kind: OptionKind, text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed.length === 0) return undefined;
  switch (kind.kind) {
    case "bool":
      if (trimmed === "true" || trimmed === "1") return "true";
      if (trimmed === "false" || trimmed === "0") return "false";
      throw odsError(pass, `option '${argument}' of pass '${pass.name}': default value '${text}' is not a bool literal`);
    case "int32":
    case "uint32":
      return String(integerDefault(pass, argument, kind.kind, trimmed));
    case "int64":
    case "uint64":
      return `${integerDefault(pass, argument, kind.kind, trimmed)}n`;
    case "string": {
      const literal = readCppString(trimmed, 0);
      if (literal === undefined || literal.end !== trimmed.length) throw odsError(pass, `option '${argument}' of pass '${pass.name}': default value '${text}' is not a string literal`);
      return JSON.stringify(literal.value);
    }
    case "pipeline":
      throw odsError(pass, `option '${argument}' of pass '${pass.name}': pipeline options take no default value`);
    case "enum": {
      const found = kind.cases.find((c) => c.enumerator === trimmed || c.enumerator.endsWith(`::${trimmed}`) || trimmed.endsWith(`::${c.enumerator}`));
      if (found === undefined) throw odsError(pass, `option '${argument}' of pass '${pass.name}': default value '${text}' is not one of its clEnumValN values`);
      return JSON.stringify(found.name);
    }
  }
}
