// LLVM APFloat operations the folders use, over doubles holding a float type's values:
// results are rounded to the type (round to nearest, ties to even), conversions report
// whether they lose information, comparisons know NaN is unordered.
import { FloatType, type FloatKind } from "../../ir/index.js";
import { roundToKind, semanticsOf } from "../../ir/apfloat.js";
import { apint, signed, type APInt } from "./apint.js";

/** A value rounded into a float kind. */
export function roundTo(kind: FloatKind, value: number): number {
  return roundToKind(kind, value);
}

/** Whether the kind has infinities (the f8 FN / FNUZ kinds do not). */
function hasInfinity(kind: FloatKind): boolean {
  return semanticsOf(kind).special === "ieee";
}

/**
 * convertFloatValue: `value` converted to `kind` without information loss, else undefined
 * (a rounded value, or an infinity / NaN the kind cannot hold).
 */
export function convertExactly(value: number, kind: FloatKind): number | undefined {
  // Every float kind MLIR 19 has can hold a NaN.
  if (Number.isNaN(value)) return NaN;
  if (!Number.isFinite(value)) return hasInfinity(kind) ? value : undefined;
  const rounded = roundToKind(kind, value);
  return Object.is(rounded, value) ? rounded : undefined;
}

/** Rounds the integer `value` to `precision` significant bits, ties to even. */
function roundIntegerToPrecision(value: bigint, precision: number): bigint {
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const length = magnitude.toString(2).length;
  if (magnitude === 0n || length <= precision) return value;
  const shift = BigInt(length - precision);
  let q = magnitude >> shift;
  const rest = magnitude & ((1n << shift) - 1n);
  const half = 1n << (shift - 1n);
  if (rest > half || (rest === half && (q & 1n) === 1n)) q += 1n;
  const rounded = q << shift;
  return negative ? -rounded : rounded;
}

/** APFloat::convertFromAPInt (nearest, ties to even) into `type`. */
export function fromInteger(value: APInt, isSigned: boolean, type: FloatType): number {
  const s = semanticsOf(type.kind);
  const exact = isSigned ? signed(value) : value.bits;
  const rounded = roundIntegerToPrecision(exact, s.precision);
  const magnitude = rounded < 0n ? -rounded : rounded;
  const maxFinite = ((1n << BigInt(s.precision)) - 1n) << BigInt(s.maxExponent - s.precision + 1);
  if (magnitude > maxFinite) return hasInfinity(type.kind) ? (rounded < 0n ? -Infinity : Infinity) : NaN;
  return Number(rounded);
}

/** APFloat::convertToInteger toward zero; undefined when invalid (NaN, infinite or out of range). */
export function toInteger(value: number, width: number, isSigned: boolean): APInt | undefined {
  if (!Number.isFinite(value)) return undefined;
  const truncated = Math.trunc(value);
  if (!isSigned && truncated < 0) return undefined;
  const v = BigInt(truncated);
  const min = isSigned ? -(1n << BigInt(width - 1)) : 0n;
  const max = isSigned ? (1n << BigInt(width - 1)) - 1n : (1n << BigInt(width)) - 1n;
  if (v < min || v > max) return undefined;
  return apint(width, v);
}

/** llvm::maximum: NaN-propagating, +0 above -0. */
export function maximum(a: number, b: number): number {
  if (Number.isNaN(a)) return a;
  if (Number.isNaN(b)) return b;
  if (a === 0 && b === 0 && Object.is(a, -0) !== Object.is(b, -0)) return Object.is(a, -0) ? b : a;
  return a < b ? b : a;
}

/** llvm::minimum. */
export function minimum(a: number, b: number): number {
  if (Number.isNaN(a)) return a;
  if (Number.isNaN(b)) return b;
  if (a === 0 && b === 0 && Object.is(a, -0) !== Object.is(b, -0)) return Object.is(a, -0) ? a : b;
  return b < a ? b : a;
}

/** llvm::maxnum: a NaN operand yields the other. */
export function maxnum(a: number, b: number): number {
  if (Number.isNaN(a)) return b;
  if (Number.isNaN(b)) return a;
  return a < b ? b : a;
}

/** llvm::minnum. */
export function minnum(a: number, b: number): number {
  if (Number.isNaN(a)) return b;
  if (Number.isNaN(b)) return a;
  return b < a ? b : a;
}

/** APFloat::compare. */
export type FloatComparison = "less" | "equal" | "greater" | "unordered";

export function compare(a: number, b: number): FloatComparison {
  if (Number.isNaN(a) || Number.isNaN(b)) return "unordered";
  return a < b ? "less" : a > b ? "greater" : "equal";
}
