// Enums of ODS (EnumAttrInfo) at run time: a descriptor per enum with MLIR's
// symbolize/stringify semantics (integer enums: a case per string and value; bit enums:
// bits and groups, the all-unset case, the separator, primary-group printing), and the
// two ways an attribute or type body parses and prints one: as an EnumAttr parameter
// (`expected ::ns::E to be one of: ...`) and as a plain enum-typed parameter (MLIR's
// FieldParser<Enum> and operator<<: `expected keyword for ...`, quoting of cases that are
// no keywords).
import type { AsmParser } from "../../asm/op-asm/asm-parser.js";
import type { DiagnosticError } from "../../support/diagnostic.js";
import { emitErrorAt } from "../../asm/op-asm/emit-error.js";
import type { AttrTypeAsmPrinter } from "./attr-type-asm.js";

/** MLIR's canFormatStringAsKeyword. */
function isKeywordText(text: string): boolean {
  if (text.length === 0) return false;
  const first = text.charCodeAt(0);
  const alpha = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  if (!alpha(first) && first !== 95) return false;
  for (let i = 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!(alpha(c) || (c >= 48 && c <= 57) || c === 95 || c === 36 || c === 46)) return false;
  }
  return true;
}

function emitError(parser: AsmParser, offset: number, message: string): DiagnosticError {
  return emitErrorAt(parser.p, offset, message);
}

/** What parsing and printing need to know of any enum. */
export interface EnumInfo<T> {
  /** The C++-qualified name MLIR's diagnostics print (`::mlir::arith::CmpIPredicate`). */
  readonly qualifiedName: string;
  /** The enum's summary (FieldParser's `expected keyword for <summary>`). */
  readonly summary: string;
  /** Every case's string, in declaration order. */
  readonly keywords: readonly string[];
  readonly isBitEnum: boolean;
  symbolize(text: string | number | bigint): T | undefined;
  stringify(value: T): string;
  /** Whether operator<< quotes the value's string. */
  printsQuoted(value: T): boolean;
}

export interface IntEnumSpec<T extends string> {
  readonly qualifiedName: string;
  readonly summary: string;
  /** [string, value] per case, in declaration order. */
  readonly cases: readonly (readonly [T, number | bigint])[];
}

/** An integer enum whose TypeScript values are its case strings (I32EnumAttr / I64EnumAttr). */
export class IntEnumInfo<T extends string> implements EnumInfo<T> {
  readonly qualifiedName: string;
  readonly summary: string;
  readonly keywords: readonly T[];
  readonly isBitEnum = false;
  private readonly values = new Map<string, number | bigint>();
  private readonly byValue = new Map<string, T>();

  constructor(spec: IntEnumSpec<T>) {
    this.qualifiedName = spec.qualifiedName;
    this.summary = spec.summary;
    this.keywords = spec.cases.map(([str]) => str);
    for (const [str, value] of spec.cases) {
      this.values.set(str, value);
      const key = BigInt(value).toString();
      if (!this.byValue.has(key)) this.byValue.set(key, str);
    }
  }

  /** The case spelled `text`, or the case with integer value `text` (MLIR's two symbolize functions). */
  symbolize(text: string | number | bigint): T | undefined {
    if (typeof text === "string") return this.values.has(text) ? (text as T) : undefined;
    if (typeof text === "number" && !Number.isInteger(text)) return undefined;
    return this.byValue.get(BigInt(text).toString());
  }

  stringify(value: T): string {
    return value;
  }

  /** The integer value of a case. */
  valueOf(value: T): number | bigint {
    const found = this.values.get(value);
    if (found === undefined) throw new RangeError(`'${value}' is no case of ${this.qualifiedName}`);
    return found;
  }

  /** MLIR's operator<<: a case that cannot be a keyword prints quoted. */
  printsQuoted(value: T): boolean {
    return !isKeywordText(value);
  }
}

export type BitCaseKind = "none" | "bit" | "group" | "other";

export interface BitEnumSpec {
  readonly qualifiedName: string;
  readonly summary: string;
  /** Storage width in bits (8, 16, 32 or 64). */
  readonly width: number;
  /** The separator `stringify` joins with (`|`, `, `...); parsing splits on it trimmed. */
  readonly separator: string;
  /** MLIR's printBitEnumPrimaryGroups. */
  readonly primaryGroups: boolean;
  /** [string, value, kind] per case, in declaration order (kind from BitEnumAttrCaseBit/Group). */
  readonly cases: readonly (readonly [string, number | bigint, BitCaseKind])[];
}

/**
 * A bit enum: values are numbers for widths up to 32 bits, bigints for 64 bits (defs'
 * `underlyingType`); all bit arithmetic is unsigned.
 */
export class BitEnumInfo<T extends number | bigint> implements EnumInfo<T> {
  readonly qualifiedName: string;
  readonly summary: string;
  readonly keywords: readonly string[];
  readonly isBitEnum = true;
  readonly separator: string;
  /** The union of all case values (MLIR's validBits). */
  readonly validBits: bigint;
  private readonly width: number;
  private readonly primaryGroups: boolean;
  private readonly cases: readonly (readonly [string, bigint, BitCaseKind])[];
  private readonly byString = new Map<string, bigint>();
  private readonly noneCase: string | undefined;

  constructor(spec: BitEnumSpec) {
    this.qualifiedName = spec.qualifiedName;
    this.summary = spec.summary;
    this.width = spec.width;
    this.separator = spec.separator;
    this.primaryGroups = spec.primaryGroups;
    this.keywords = spec.cases.map(([str]) => str);
    this.cases = spec.cases.map(([str, value, kind]) => [str, BigInt.asUintN(spec.width, BigInt(value)), kind] as const);
    let valid = 0n;
    let none: string | undefined;
    for (const [str, value] of this.cases) {
      valid |= value;
      if (value === 0n) none ??= str;
      else if (!this.byString.has(str)) this.byString.set(str, value);
    }
    this.validBits = valid;
    this.noneCase = none;
  }

  private wrap(value: bigint): T {
    return (this.width > 32 ? value : Number(value)) as T;
  }

  private bits(value: T): bigint {
    return BigInt.asUintN(this.width, BigInt(value));
  }

  /** Keywords joined by the separator (MLIR's symbolizeX(StringRef)), or an integer value with no unknown bits. */
  symbolize(text: string | number | bigint): T | undefined {
    if (typeof text !== "string") {
      if (typeof text === "number" && !Number.isInteger(text)) return undefined;
      const value = BigInt.asUintN(this.width, BigInt(text));
      if ((value & ~this.validBits) !== 0n) return undefined;
      return this.wrap(value);
    }
    if (this.noneCase !== undefined && text === this.noneCase) return this.wrap(0n);
    let value = 0n;
    for (const part of text.split(this.separator.trim())) {
      const bit = this.byString.get(part.trim());
      if (bit === undefined) return undefined;
      value |= bit;
    }
    return this.wrap(value);
  }

  /** The set cases' strings joined by the separator (MLIR's stringifyX). */
  stringify(value: T): string {
    let rest = this.bits(value);
    if (rest === 0n && this.noneCase !== undefined) return this.noneCase;
    const parts: string[] = [];
    if (this.primaryGroups) {
      for (let i = this.cases.length - 1; i >= 0; i--) {
        const [str, bits, kind] = this.cases[i] as readonly [string, bigint, BitCaseKind];
        if (kind === "group" && bits !== 0n && (rest & bits) === bits) {
          parts.push(str);
          rest &= ~bits;
        }
      }
      for (const [str, bits, kind] of this.cases) if (kind === "bit" && bits !== 0n && (rest & bits) === bits) parts.push(str);
    } else {
      for (const [str, bits] of this.cases) if (bits !== 0n && (rest & bits) === bits) parts.push(str);
    }
    return parts.join(this.separator);
  }

  /** Whether `value` has `flag`'s bits all set (MLIR's bitEnumContainsAll). */
  containsAll(value: T, flag: T): boolean {
    const f = this.bits(flag);
    return (this.bits(value) & f) === f;
  }

  /** Whether `value` and `flag` share a bit (MLIR's bitEnumContainsAny). */
  containsAny(value: T, flag: T): boolean {
    return (this.bits(value) & this.bits(flag)) !== 0n;
  }

  /** The union of two values (MLIR's operator|). */
  or(a: T, b: T): T {
    return this.wrap(this.bits(a) | this.bits(b));
  }

  /** The intersection of two values (MLIR's operator&). */
  and(a: T, b: T): T {
    return this.wrap(this.bits(a) & this.bits(b));
  }

  /** The valid bits not in `value` (MLIR's operator~). */
  not(value: T): T {
    return this.wrap(~this.bits(value) & this.validBits);
  }

  /**
   * MLIR's operator<< of a bit enum: with cases that are no keywords, only a value equal
   * to a keyword case prints bare; else multi-bit values print quoted unless they are a
   * named group.
   */
  printsQuoted(value: T): boolean {
    const bits = this.bits(value);
    const nonKeyword = this.cases.map(([str]) => !isKeywordText(str));
    if (nonKeyword.every((n) => n)) return true;
    if (nonKeyword.some((n) => n)) return !this.cases.some(([str, caseBits]) => caseBits === bits && isKeywordText(str));
    const multiBit = (b: bigint): boolean => b !== 0n && (b & (b - 1n)) !== 0n;
    if (this.cases.some(([, caseBits]) => caseBits === bits && multiBit(caseBits))) return false;
    return multiBit(bits);
  }
}

/**
 * An EnumAttr parameter (the `parameterParser` of EnumAttrInfo): one keyword, or for a bit
 * enum keywords separated by its separator, with MLIR's `expected <E> to be one of: ...`.
 */
export function parseEnumParameter<T>(parser: AsmParser, info: EnumInfo<T>): T {
  const start = parser.getCurrentLocation();
  const keyword = (): string => {
    const offset = parser.getCurrentLocation();
    const word = parser.parseOptionalKeywordAny();
    if (word === undefined) throw emitError(parser, offset, "expected valid keyword");
    return word;
  };
  const unknown = (): DiagnosticError => emitError(parser, start, `expected ${info.qualifiedName} to be one of: ${info.keywords.join(", ")}`);
  if (!(info instanceof BitEnumInfo)) {
    const value = info.symbolize(keyword());
    if (value === undefined) throw unknown();
    return value;
  }
  const bitInfo = info as unknown as BitEnumInfo<number | bigint>;
  const separatorIsBar = bitInfo.separator.includes("|");
  let flags = bitInfo.symbolize(keyword());
  if (flags === undefined) throw unknown();
  while (separatorIsBar ? parser.parseOptionalVerticalBar() : parser.parseOptionalComma()) {
    const next = bitInfo.symbolize(keyword());
    if (next === undefined) throw unknown();
    flags = bitInfo.or(flags, next);
  }
  return flags as T;
}

/** How an EnumAttr parameter prints (`$_printer << stringifyEnum($_self)`). */
export function printEnumParameter<T>(printer: AttrTypeAsmPrinter, info: EnumInfo<T>, value: T): void {
  printer.write(info.stringify(value));
}

/** MLIR's FieldParser<Enum>: a keyword or string naming a case. */
export function parseEnumField<T>(parser: AsmParser, info: EnumInfo<T>): T {
  const offset = parser.getCurrentLocation();
  const text = parser.parseOptionalKeywordOrString();
  if (text === undefined) throw emitError(parser, offset, `expected keyword for ${info.summary}`);
  const value = info.symbolize(text);
  if (value === undefined) throw emitError(parser, offset, `invalid ${info.summary} specification: ${text}`);
  return value;
}

/** MLIR's FieldParser<std::optional<Enum>>: undefined when no keyword or string starts here. */
export function parseOptionalEnumField<T>(parser: AsmParser, info: EnumInfo<T>): T | undefined {
  const offset = parser.getCurrentLocation();
  const text = parser.parseOptionalKeywordOrString();
  if (text === undefined) return undefined;
  const value = info.symbolize(text);
  if (value === undefined) throw emitError(parser, offset, `invalid ${info.summary} specification: ${text}`);
  return value;
}

/** MLIR's operator<< of an enum: the case string, quoted when it cannot be a keyword. */
export function printEnumField<T>(printer: AttrTypeAsmPrinter, info: EnumInfo<T>, value: T): void {
  const text = info.stringify(value);
  printer.write(info.printsQuoted(value) ? `"${text}"` : text);
}
