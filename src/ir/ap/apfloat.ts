// LLVM's APFloat semantics, exactly, for every float type MLIR 19 has: IEEE formats (f16,
// bf16, f32, f64, f128, tf32, f8E5M2, f8E4M3), x87 f80 with its explicit integer bit, and
// the 8-bit formats without infinity (f8E4M3FN: NaN is all ones; the FNUZ formats: NaN is
// the negative-zero encoding and there is no -0).
//
// Every operation computes the exact result with bigint arithmetic and rounds it once
// (`roundToSemantics`), which is what APFloat's normalize() does; special values (NaN
// propagation and quieting, infinities, signed zeros) follow APFloat case by case, as do
// the status flags MLIR's folders look at (invalid, overflow, inexact...).
import { semanticsOf, type FloatSemantics } from "../apfloat.js";
import type { FloatKind } from "../types.js";
import { APInt, bitLengthOf } from "./apint.js";

export type RoundingMode = "nearestTiesToEven" | "towardPositive" | "towardNegative" | "towardZero" | "nearestTiesToAway";

/** APFloat's opStatus bits. */
export const FloatStatus = {
  ok: 0,
  invalidOp: 1,
  divByZero: 2,
  overflow: 4,
  underflow: 8,
  inexact: 16,
} as const;

export type FloatCategory = "zero" | "normal" | "infinity" | "nan";

/** APFloat's cmpResult. */
export type FloatComparison = "less" | "equal" | "greater" | "unordered";

export interface FloatOpResult {
  readonly value: APFloat;
  /** Bits of FloatStatus. */
  readonly status: number;
}

export interface FloatConversionResult extends FloatOpResult {
  /** Whether converting back would not give the original value (APFloat's losesInfo). */
  readonly losesInfo: boolean;
}

export interface FloatToIntResult {
  /** The integer (deterministic on invalidOp, as APFloat::convertToInteger makes it). */
  readonly value: APInt;
  readonly status: number;
  readonly isExact: boolean;
}

/** Significand bits stored in the encoding (x87 f80 stores the integer bit too). */
function fieldBits(s: FloatSemantics): number {
  return s.explicitIntegerBit ? s.precision : s.precision - 1;
}
function exponentBits(s: FloatSemantics): number {
  return s.width - 1 - fieldBits(s);
}
function biasOf(s: FloatSemantics): number {
  return 1 - s.minExponent;
}
function mask(bits: number): bigint {
  return (1n << BigInt(bits)) - 1n;
}
/** The exponent of the least significant bit of a denormal (and of the smallest normal's significand). */
function minLsbExponent(s: FloatSemantics): number {
  return s.minExponent - (s.precision - 1);
}
function hasInfinity(s: FloatSemantics): boolean {
  return s.special === "ieee";
}

/** Where the fraction dropped by a rounding lies, relative to half an ulp (APFloat's lostFraction). */
type LostFraction = "exactlyZero" | "lessThanHalf" | "exactlyHalf" | "moreThanHalf";

function roundsAwayFromZero(rm: RoundingMode, lost: LostFraction, lsbSet: boolean, negative: boolean): boolean {
  switch (rm) {
    case "nearestTiesToAway":
      return lost === "exactlyHalf" || lost === "moreThanHalf";
    case "nearestTiesToEven":
      return lost === "moreThanHalf" || (lost === "exactlyHalf" && lsbSet);
    case "towardZero":
      return false;
    case "towardPositive":
      return !negative;
    case "towardNegative":
      return negative;
  }
}

/**
 * An immutable APFloat value. Finite non-zero values are `significand * 2^exponent` in
 * canonical form (a normal number has exactly `precision` significand bits; a denormal has
 * fewer and the minimum exponent). A NaN keeps its stored significand field (payload with
 * the quiet bit; all 64 bits for f80).
 */
export class APFloat {
  readonly semantics: FloatSemantics;
  readonly category: FloatCategory;
  readonly negative: boolean;
  readonly significand: bigint;
  readonly exponent: number;

  private constructor(semantics: FloatSemantics, category: FloatCategory, negative: boolean, significand: bigint, exponent: number) {
    this.semantics = semantics;
    this.category = category;
    this.negative = negative;
    this.significand = significand;
    this.exponent = exponent;
  }

  // ---- construction ----
  static semanticsOf(kind: FloatKind): FloatSemantics {
    return semanticsOf(kind);
  }
  static zero(s: FloatSemantics, negative = false): APFloat {
    return new APFloat(s, "zero", negative && s.special !== "fnuz", 0n, 0);
  }
  /** Infinity; the formats without one give their NaN, as APFloat's overflow does. */
  static infinity(s: FloatSemantics, negative = false): APFloat {
    if (!hasInfinity(s)) return APFloat.nan(s, negative);
    return new APFloat(s, "infinity", negative, 0n, 0);
  }
  /**
   * APFloat::makeNaN: a quiet NaN (signaling with `signaling`), payload `payload` in the
   * low bits. The FN formats have one NaN per sign, the FNUZ formats a single one.
   */
  static nan(s: FloatSemantics, negative = false, signaling = false, payload?: bigint): APFloat {
    if (s.special === "fn") return new APFloat(s, "nan", negative, mask(s.precision - 1), 0);
    if (s.special === "fnuz") return new APFloat(s, "nan", true, 0n, 0);
    const quietBit = 1n << BigInt(s.precision - 2);
    let field = payload === undefined ? 0n : payload & mask(s.precision - 1);
    if (signaling) {
      field &= ~quietBit;
      if (field === 0n) field = 1n << BigInt(s.precision - 3);
    } else field |= quietBit;
    if (s.explicitIntegerBit) field |= 1n << BigInt(s.precision - 1);
    return new APFloat(s, "nan", negative, field, 0);
  }
  /** The largest finite value (APFloat::getLargest). */
  static largest(s: FloatSemantics, negative = false): APFloat {
    let sig = mask(s.precision);
    if (s.special === "fn") sig -= 1n;
    return new APFloat(s, "normal", negative, sig, s.maxExponent - (s.precision - 1));
  }
  /** The smallest positive denormal (APFloat::getSmallest). */
  static smallest(s: FloatSemantics, negative = false): APFloat {
    return new APFloat(s, "normal", negative, 1n, minLsbExponent(s));
  }
  /** The smallest normal (APFloat::getSmallestNormalized). */
  static smallestNormalized(s: FloatSemantics, negative = false): APFloat {
    return new APFloat(s, "normal", negative, 1n << BigInt(s.precision - 1), minLsbExponent(s));
  }

  /** APFloat(semantics, bits): decodes an encoding as LLVM's initFromAPInt does. */
  static fromBits(s: FloatSemantics, bits: bigint): APFloat {
    const fBits = fieldBits(s);
    const eBits = exponentBits(s);
    const negative = ((bits >> BigInt(s.width - 1)) & 1n) === 1n;
    const expField = Number((bits >> BigInt(fBits)) & mask(eBits));
    const field = bits & mask(fBits);
    const allOnesExp = (1 << eBits) - 1;
    if (s.explicitIntegerBit) {
      // x87: all-ones exponent is inf (field 1000...0) or NaN; a zero integer bit with a
      // non-zero exponent ("unnormal") is a NaN too. Exponent 0 is zero or denormal
      // (a set integer bit there, "pseudo-denormal", is an ordinary normal).
      const integerBit = (field >> BigInt(s.precision - 1)) & 1n;
      if (expField === 0 && field === 0n) return APFloat.zero(s, negative);
      if (expField === allOnesExp && field === 1n << BigInt(s.precision - 1)) return new APFloat(s, "infinity", negative, 0n, 0);
      if (expField === allOnesExp || (expField !== 0 && integerBit === 0n)) return new APFloat(s, "nan", negative, field, 0);
      const e = expField === 0 ? s.minExponent : expField - biasOf(s);
      return new APFloat(s, "normal", negative, field, e - (s.precision - 1));
    }
    if (s.special === "fnuz") {
      if (expField === 0 && field === 0n) return negative ? new APFloat(s, "nan", true, 0n, 0) : APFloat.zero(s);
    } else if (s.special === "fn") {
      if (expField === allOnesExp && field === mask(fBits)) return new APFloat(s, "nan", negative, field, 0);
      if (expField === 0 && field === 0n) return APFloat.zero(s, negative);
    } else {
      if (expField === 0 && field === 0n) return APFloat.zero(s, negative);
      if (expField === allOnesExp) {
        if (field === 0n) return new APFloat(s, "infinity", negative, 0n, 0);
        return new APFloat(s, "nan", negative, field, 0);
      }
    }
    if (expField === 0) return new APFloat(s, "normal", negative, field, minLsbExponent(s));
    return new APFloat(s, "normal", negative, field | (1n << BigInt(fBits)), expField - biasOf(s) - (s.precision - 1));
  }

  /** The encoding (APFloat::bitcastToAPInt), as an unsigned bigint of `width` bits. */
  toBits(): bigint {
    const s = this.semantics;
    const fBits = fieldBits(s);
    const eBits = exponentBits(s);
    const signBit = this.negative ? 1n << BigInt(s.width - 1) : 0n;
    const allOnesExp = mask(eBits) << BigInt(fBits);
    switch (this.category) {
      case "zero":
        return signBit;
      case "infinity":
        return signBit | allOnesExp | (s.explicitIntegerBit ? 1n << BigInt(s.precision - 1) : 0n);
      case "nan":
        if (s.special === "fnuz") return 1n << BigInt(s.width - 1);
        if (s.special === "fn") return signBit | allOnesExp | mask(fBits);
        return signBit | allOnesExp | (this.significand & mask(fBits));
      case "normal": {
        const sig = this.significand;
        if (bitLengthOf(sig) < s.precision) return signBit | sig; // denormal: exponent field 0
        const expField = BigInt(this.exponent + (s.precision - 1) + biasOf(s));
        const field = s.explicitIntegerBit ? sig : sig & mask(fBits);
        return signBit | (expField << BigInt(fBits)) | field;
      }
    }
  }

  static fromKindBits(kind: FloatKind, bits: bigint): APFloat {
    return APFloat.fromBits(semanticsOf(kind), bits);
  }

  /** APFloat(double) in IEEE double semantics. */
  static fromDouble(d: number): APFloat {
    return APFloat.fromBits(semanticsOf("f64"), doubleToBits(d));
  }
  /** APFloat(float) in IEEE single semantics (`f` must already be a float value). */
  static fromFloat(f: number): APFloat {
    return APFloat.fromBits(semanticsOf("f32"), BigInt(floatToBits(f)));
  }
  /** APFloat::convertToDouble: only for f64 values. */
  toDouble(): number {
    if (this.semantics.kind !== "f64") throw new TypeError("APFloat.toDouble: the value is not an f64");
    return bitsToDouble(this.toBits());
  }
  /** APFloat::convertToFloat: only for f32 values. */
  toFloat(): number {
    if (this.semantics.kind !== "f32") throw new TypeError("APFloat.toFloat: the value is not an f32");
    return bitsToFloat(Number(this.toBits()));
  }

  // ---- classification ----
  isZero(): boolean {
    return this.category === "zero";
  }
  isNaN(): boolean {
    return this.category === "nan";
  }
  isInfinity(): boolean {
    return this.category === "infinity";
  }
  isFinite(): boolean {
    return this.category === "zero" || this.category === "normal";
  }
  isFiniteNonZero(): boolean {
    return this.category === "normal";
  }
  isNegative(): boolean {
    return this.negative;
  }
  isPosZero(): boolean {
    return this.category === "zero" && !this.negative;
  }
  isNegZero(): boolean {
    return this.category === "zero" && this.negative;
  }
  isDenormal(): boolean {
    return this.category === "normal" && bitLengthOf(this.significand) < this.semantics.precision;
  }
  isNormal(): boolean {
    return this.category === "normal" && !this.isDenormal();
  }
  /** A signaling NaN: the quiet bit clear (the NaN-only formats have quiet NaNs only). */
  isSignaling(): boolean {
    if (this.category !== "nan" || this.semantics.special !== "ieee") return false;
    return ((this.significand >> BigInt(this.semantics.precision - 2)) & 1n) === 0n;
  }
  /** The leading bit's exponent of a finite non-zero value (ilogb). */
  get leadingExponent(): number {
    return this.exponent + bitLengthOf(this.significand) - 1;
  }
  isInteger(): boolean {
    if (!this.isFinite()) return false;
    if (this.category === "zero") return true;
    return this.exponent >= 0 || (this.significand & mask(-this.exponent)) === 0n;
  }
  /** Same semantics, category, sign and value (APFloat::bitwiseIsEqual). */
  bitwiseIsEqual(rhs: APFloat): boolean {
    if (this.semantics !== rhs.semantics || this.category !== rhs.category || this.negative !== rhs.negative) return false;
    if (this.category === "zero" || this.category === "infinity") return true;
    return this.significand === rhs.significand && (this.category === "nan" || this.exponent === rhs.exponent);
  }
  /** APFloat::isExactlyValue: `d` converted to these semantics is bitwise this value. */
  isExactlyValue(d: number): boolean {
    const converted = APFloat.fromDouble(d).convert(this.semantics, "nearestTiesToEven").value;
    return this.bitwiseIsEqual(converted);
  }

  // ---- sign ----
  /** APFloat::changeSign (the FNUZ formats' zero and NaN have no other sign). */
  neg(): APFloat {
    if (this.semantics.special === "fnuz" && (this.category === "zero" || this.category === "nan")) return this;
    return new APFloat(this.semantics, this.category, !this.negative, this.significand, this.exponent);
  }
  /** APFloat's abs (clearSign). */
  abs(): APFloat {
    return this.negative ? this.neg() : this;
  }
  /** APFloat::copySign. */
  copySign(rhs: APFloat): APFloat {
    return this.negative !== rhs.negative ? this.neg() : this;
  }
  /** APFloat::makeQuiet: sets the quiet bit of a NaN. */
  quiet(): APFloat {
    if (this.category !== "nan" || this.semantics.special !== "ieee") return this;
    return new APFloat(this.semantics, "nan", this.negative, this.significand | (1n << BigInt(this.semantics.precision - 2)), 0);
  }

  // ---- arithmetic ----
  add(rhs: APFloat, rm: RoundingMode = "nearestTiesToEven"): FloatOpResult {
    return addOrSubtract(this, rhs, rm, false);
  }
  subtract(rhs: APFloat, rm: RoundingMode = "nearestTiesToEven"): FloatOpResult {
    return addOrSubtract(this, rhs, rm, true);
  }
  multiply(rhs: APFloat, rm: RoundingMode = "nearestTiesToEven"): FloatOpResult {
    return multiply(this, rhs, rm);
  }
  divide(rhs: APFloat, rm: RoundingMode = "nearestTiesToEven"): FloatOpResult {
    return divide(this, rhs, rm);
  }
  /** C fmod: the exact remainder with the sign of this value (APFloat::mod). */
  mod(rhs: APFloat): FloatOpResult {
    return mod(this, rhs);
  }
  /** IEEE remainder: x - n*y with n the nearest integer to x/y, ties to even (APFloat::remainder). */
  remainder(rhs: APFloat): FloatOpResult {
    return remainder(this, rhs);
  }
  /** APFloat::roundToIntegral. */
  roundToIntegral(rm: RoundingMode): FloatOpResult {
    return roundToIntegral(this, rm);
  }
  /** APFloat::compare. */
  compare(rhs: APFloat): FloatComparison {
    return compare(this, rhs);
  }
  /** APFloat::convert to other semantics. */
  convert(to: FloatSemantics, rm: RoundingMode = "nearestTiesToEven"): FloatConversionResult {
    return convert(this, to, rm);
  }
  /** APFloat::convertToInteger into `width` bits. */
  convertToInteger(width: number, isSigned: boolean, rm: RoundingMode): FloatToIntResult {
    return convertToInteger(this, width, isSigned, rm);
  }
  /** APFloat::convertFromAPInt: `value` read as signed or unsigned, rounded into `s`. */
  static fromAPInt(s: FloatSemantics, value: APInt, isSigned: boolean, rm: RoundingMode = "nearestTiesToEven"): FloatOpResult {
    const v = isSigned ? value.signed : value.unsigned;
    const negative = v < 0n;
    return roundToSemantics(s, negative, negative ? -v : v, 0, false, rm);
  }

  toString(): string {
    if (this.category === "nan") return `${this.negative ? "-" : ""}nan(0x${this.significand.toString(16)})`;
    if (this.category === "infinity") return this.negative ? "-inf" : "inf";
    if (this.category === "zero") return this.negative ? "-0" : "0";
    return `${this.negative ? "-" : ""}${this.significand}*2^${this.exponent}`;
  }

  /** Internal: a NaN with the given significand field (an IEEE-style format). */
  static fromNaNField(s: FloatSemantics, negative: boolean, field: bigint): APFloat {
    return new APFloat(s, "nan", negative, field, 0);
  }

  /** Internal: a finite non-zero value from parts already canonical for `s`. */
  static fromCanonicalParts(s: FloatSemantics, negative: boolean, significand: bigint, exponent: number): APFloat {
    return new APFloat(s, "normal", negative, significand, exponent);
  }
}

// ---- minimum / maximum (llvm/ADT/APFloat.h of LLVM 19) ----

/** IEEE-754 2008 minNum, -0 < +0: a NaN operand gives the other one. */
export function minnum(a: APFloat, b: APFloat): APFloat {
  if (a.isNaN()) return b;
  if (b.isNaN()) return a;
  if (a.isZero() && b.isZero() && a.negative !== b.negative) return a.negative ? a : b;
  return b.compare(a) === "less" ? b : a;
}
/** IEEE-754 2008 maxNum, -0 < +0: a NaN operand gives the other one. */
export function maxnum(a: APFloat, b: APFloat): APFloat {
  if (a.isNaN()) return b;
  if (b.isNaN()) return a;
  if (a.isZero() && b.isZero() && a.negative !== b.negative) return a.negative ? b : a;
  return a.compare(b) === "less" ? b : a;
}
/** IEEE-754 2019 minimum: NaN propagates (the first NaN operand), -0 < +0. */
export function minimum(a: APFloat, b: APFloat): APFloat {
  if (a.isNaN()) return a;
  if (b.isNaN()) return b;
  if (a.isZero() && b.isZero() && a.negative !== b.negative) return a.negative ? a : b;
  return b.compare(a) === "less" ? b : a;
}
/** IEEE-754 2019 maximum: NaN propagates (the first NaN operand), -0 < +0. */
export function maximum(a: APFloat, b: APFloat): APFloat {
  if (a.isNaN()) return a;
  if (b.isNaN()) return b;
  if (a.isZero() && b.isZero() && a.negative !== b.negative) return a.negative ? b : a;
  return a.compare(b) === "less" ? b : a;
}

// ---- rounding ----

function lostFractionOf(dropped: bigint, shift: number, sticky: boolean): LostFraction {
  if (shift <= 0) return sticky ? "lessThanHalf" : "exactlyZero";
  const half = 1n << BigInt(shift - 1);
  if (dropped === 0n) return sticky ? "lessThanHalf" : "exactlyZero";
  if (dropped < half) return "lessThanHalf";
  if (dropped > half) return "moreThanHalf";
  return sticky ? "moreThanHalf" : "exactlyHalf";
}

/** APFloat::handleOverflow: infinity (NaN without one) or the largest finite value. */
function handleOverflow(s: FloatSemantics, negative: boolean, rm: RoundingMode): FloatOpResult {
  if (rm === "nearestTiesToEven" || rm === "nearestTiesToAway" || (rm === "towardPositive" && !negative) || (rm === "towardNegative" && negative))
    return { value: APFloat.infinity(s, negative), status: FloatStatus.overflow | FloatStatus.inexact };
  return { value: APFloat.largest(s, negative), status: FloatStatus.inexact };
}

/**
 * Rounds `(-1)^negative * (sig + f) * 2^exp` into `s` (APFloat::normalize), where `f` is a
 * fraction in (0, 1) when `sticky`, else 0. With `sticky`, `sig` must have more bits than
 * the precision, so that the fraction lies below the rounding position.
 */
export function roundToSemantics(s: FloatSemantics, negative: boolean, sig: bigint, exp: number, sticky: boolean, rm: RoundingMode): FloatOpResult {
  const p = s.precision;
  if (sig === 0n) {
    if (sticky) throw new RangeError("roundToSemantics: a sticky fraction needs significant bits above it");
    return { value: APFloat.zero(s, negative), status: FloatStatus.ok };
  }
  const len = bitLengthOf(sig);
  const leading = exp + len - 1;
  if (leading > s.maxExponent) return handleOverflow(s, negative, rm);
  // The exponent of the result's least significant bit: p bits, but not below the denormal range.
  const lsbExp = Math.max(leading - (p - 1), minLsbExponent(s));
  const shift = lsbExp - exp;
  let m: bigint;
  let lost: LostFraction;
  if (shift > 0) {
    m = sig >> BigInt(shift);
    lost = lostFractionOf(sig & mask(shift), shift, sticky);
  } else {
    m = sig << BigInt(-shift);
    lost = sticky ? "lessThanHalf" : "exactlyZero";
  }
  const allOnes = mask(p);
  // In the FN formats the all-ones significand at the top exponent is the NaN.
  if (s.special === "fn" && lsbExp === s.maxExponent - (p - 1) && m === allOnes) return handleOverflow(s, negative, rm);
  if (lost === "exactlyZero") {
    if (m === 0n) return { value: APFloat.zero(s, negative), status: FloatStatus.ok };
    return { value: APFloat.fromCanonicalParts(s, negative, m, lsbExp), status: FloatStatus.ok };
  }
  let resultExp = lsbExp;
  if (roundsAwayFromZero(rm, lost, (m & 1n) === 1n, negative)) {
    m += 1n;
    if (m > allOnes) {
      m >>= 1n;
      resultExp += 1;
      if (resultExp + (p - 1) > s.maxExponent) return handleOverflow(s, negative, negative ? "towardNegative" : "towardPositive");
    }
    if (s.special === "fn" && resultExp === s.maxExponent - (p - 1) && m === allOnes) return handleOverflow(s, negative, rm);
  }
  if (m === 0n) return { value: APFloat.zero(s, negative), status: FloatStatus.underflow | FloatStatus.inexact };
  const value = APFloat.fromCanonicalParts(s, negative, m, resultExp);
  return { value, status: bitLengthOf(m) < p ? FloatStatus.underflow | FloatStatus.inexact : FloatStatus.inexact };
}

// ---- NaN operands ----

/**
 * The NaN result of an operation with a NaN operand: the left NaN if it is one, else the
 * right one, quieted (invalidOp when either was signaling), as APFloat's *Specials do.
 */
function propagateNaN(a: APFloat, b: APFloat | undefined): FloatOpResult {
  const source = a.isNaN() ? a : (b as APFloat);
  const signaling = a.isSignaling() || (b !== undefined && b.isSignaling());
  return { value: source.isSignaling() ? source.quiet() : source, status: signaling ? FloatStatus.invalidOp : FloatStatus.ok };
}

// ---- add / subtract ----

function addOrSubtract(a: APFloat, b: APFloat, rm: RoundingMode, subtract: boolean): FloatOpResult {
  const s = a.semantics;
  if (a.isNaN() || b.isNaN()) return propagateNaN(a, b);
  const bNegative = b.negative !== subtract;
  if (a.isInfinity()) {
    if (b.isInfinity() && a.negative !== bNegative) return { value: APFloat.nan(s), status: FloatStatus.invalidOp };
    return { value: a, status: FloatStatus.ok };
  }
  if (b.isInfinity()) return { value: APFloat.infinity(s, bNegative), status: FloatStatus.ok };
  if (a.isZero() && b.isZero()) {
    // Like-signed zeros keep their sign; otherwise +0, or -0 rounding toward negative.
    const negative = a.negative === bNegative ? a.negative : rm === "towardNegative";
    return { value: APFloat.zero(s, negative), status: FloatStatus.ok };
  }
  if (b.isZero()) return { value: a, status: FloatStatus.ok };
  if (a.isZero()) return { value: bNegative === b.negative ? b : b.neg(), status: FloatStatus.ok };
  // Both finite non-zero: the exact sum. An operand entirely below the bits rounding can
  // see (p + 3 below the larger one's leading bit) only matters by its sign and by being
  // non-zero, so it becomes a sticky fraction of the last kept unit.
  let big = a;
  let bigNegative = a.negative;
  let small = b;
  let smallNegative = bNegative;
  if (b.leadingExponent > a.leadingExponent) {
    big = b;
    bigNegative = bNegative;
    small = a;
    smallNegative = a.negative;
  }
  const floor = big.leadingExponent - s.precision - 3;
  if (small.leadingExponent < floor) {
    // small < 2^floor: big ± small = (X ± f) * 2^floor with 0 < f < 1.
    const x = big.significand << BigInt(big.exponent - floor);
    const sig = bigNegative === smallNegative ? x : x - 1n;
    return roundToSemantics(s, bigNegative, sig, floor, true, rm);
  }
  const bigSig = big.significand;
  const bigExp = big.exponent;
  const smallSig = small.significand;
  const smallExp = small.exponent;
  const e = Math.min(bigExp, smallExp);
  const x = bigSig << BigInt(bigExp - e);
  const y = smallSig << BigInt(smallExp - e);
  let sum: bigint;
  let negative: boolean;
  if (bigNegative === smallNegative) {
    sum = x + y;
    negative = bigNegative;
  } else if (x >= y) {
    sum = x - y;
    negative = bigNegative;
  } else {
    sum = y - x;
    negative = smallNegative;
  }
  if (sum === 0n) return { value: APFloat.zero(s, rm === "towardNegative"), status: FloatStatus.ok };
  return roundToSemantics(s, negative, sum, e, false, rm);
}

// ---- multiply / divide ----

function multiply(a: APFloat, b: APFloat, rm: RoundingMode): FloatOpResult {
  const s = a.semantics;
  const negative = a.negative !== b.negative;
  if (a.isNaN() || b.isNaN()) return propagateNaN(a, b);
  if ((a.isZero() && b.isInfinity()) || (a.isInfinity() && b.isZero())) return { value: APFloat.nan(s), status: FloatStatus.invalidOp };
  if (a.isInfinity() || b.isInfinity()) return { value: APFloat.infinity(s, negative), status: FloatStatus.ok };
  if (a.isZero() || b.isZero()) return { value: APFloat.zero(s, negative), status: FloatStatus.ok };
  return roundToSemantics(s, negative, a.significand * b.significand, a.exponent + b.exponent, false, rm);
}

function divide(a: APFloat, b: APFloat, rm: RoundingMode): FloatOpResult {
  const s = a.semantics;
  const negative = a.negative !== b.negative;
  if (a.isNaN() || b.isNaN()) return propagateNaN(a, b);
  if ((a.isInfinity() && b.isInfinity()) || (a.isZero() && b.isZero())) return { value: APFloat.nan(s), status: FloatStatus.invalidOp };
  if (a.isInfinity()) return { value: APFloat.infinity(s, negative), status: FloatStatus.ok };
  if (a.isZero() || b.isInfinity()) return { value: APFloat.zero(s, negative), status: FloatStatus.ok };
  if (b.isZero()) return { value: APFloat.infinity(s, negative), status: FloatStatus.divByZero };
  // Quotient with at least precision + 2 bits, the remainder as sticky.
  const want = s.precision + 2;
  let k = want - (bitLengthOf(a.significand) - bitLengthOf(b.significand)) + 1;
  if (k < 0) k = 0;
  const scaled = a.significand << BigInt(k);
  const q = scaled / b.significand;
  const r = scaled % b.significand;
  return roundToSemantics(s, negative, q, a.exponent - b.exponent - k, r !== 0n, rm);
}

// ---- remainders ----

/** |a| mod |b| for finite non-zero operands, as exact parts (significand, exponent). */
function exactFmod(a: APFloat, b: APFloat): { sig: bigint; exp: number } {
  if (a.exponent >= b.exponent) {
    const shifted = a.significand << BigInt(a.exponent - b.exponent);
    return { sig: shifted % b.significand, exp: b.exponent };
  }
  const scaledB = b.significand << BigInt(b.exponent - a.exponent);
  return { sig: a.significand % scaledB, exp: a.exponent };
}

function mod(a: APFloat, b: APFloat): FloatOpResult {
  const s = a.semantics;
  if (a.isNaN() || b.isNaN()) return propagateNaN(a, b);
  if (a.isInfinity() || b.isZero()) return { value: APFloat.nan(s), status: FloatStatus.invalidOp };
  if (a.isZero() || b.isInfinity()) return { value: a, status: FloatStatus.ok };
  const r = exactFmod(a, b);
  if (r.sig === 0n) return { value: APFloat.zero(s, a.negative), status: FloatStatus.ok };
  return roundToSemantics(s, a.negative, r.sig, r.exp, false, "nearestTiesToEven");
}

function remainder(a: APFloat, b: APFloat): FloatOpResult {
  const s = a.semantics;
  if (a.isNaN() || b.isNaN()) return propagateNaN(a, b);
  if (a.isInfinity() || b.isZero()) return { value: APFloat.nan(s), status: FloatStatus.invalidOp };
  if (a.isZero() || b.isInfinity()) return { value: a, status: FloatStatus.ok };
  // r = |a| mod |b| in [0, |b|); the IEEE remainder is r or r - |b|, whichever is nearer
  // (ties: the one with an even quotient).
  const e = Math.min(a.exponent, b.exponent);
  const A = a.significand << BigInt(a.exponent - e);
  const B = b.significand << BigInt(b.exponent - e);
  const q = A / B;
  let r = A % B;
  let negative = a.negative;
  const twice = r * 2n;
  if (twice > B || (twice === B && (q & 1n) === 1n)) {
    r = B - r;
    negative = !negative;
  }
  if (r === 0n) return { value: APFloat.zero(s, a.negative), status: FloatStatus.ok };
  return roundToSemantics(s, negative, r, e, false, "nearestTiesToEven");
}

// ---- round to integral ----

function roundToIntegral(a: APFloat, rm: RoundingMode): FloatOpResult {
  if (a.isInfinity() || a.isZero()) return { value: a, status: FloatStatus.ok };
  if (a.isNaN()) return a.isSignaling() ? { value: a.quiet(), status: FloatStatus.invalidOp } : { value: a, status: FloatStatus.ok };
  if (a.exponent >= 0) return { value: a, status: FloatStatus.ok };
  const s = a.semantics;
  const shift = -a.exponent;
  const whole = a.significand >> BigInt(shift);
  const lost = lostFractionOf(a.significand & mask(shift), shift, false);
  let n = whole;
  if (lost !== "exactlyZero" && roundsAwayFromZero(rm, lost, (whole & 1n) === 1n, a.negative)) n += 1n;
  const status = lost === "exactlyZero" ? FloatStatus.ok : FloatStatus.inexact;
  // A zero result keeps the operand's sign (no -0 in the FNUZ formats).
  if (n === 0n) return { value: APFloat.zero(s, a.negative), status };
  return { value: roundToSemantics(s, a.negative, n, 0, false, rm).value, status };
}

// ---- comparison ----

function compare(a: APFloat, b: APFloat): FloatComparison {
  if (a.isNaN() || b.isNaN()) return "unordered";
  if (a.isZero() && b.isZero()) return "equal";
  if (a.isInfinity() && b.isInfinity()) return a.negative === b.negative ? "equal" : a.negative ? "less" : "greater";
  const aSign = a.isZero() ? 0 : a.negative ? -1 : 1;
  const bSign = b.isZero() ? 0 : b.negative ? -1 : 1;
  if (aSign !== bSign) return aSign < bSign ? "less" : "greater";
  // Same sign, both non-zero.
  let magnitude: number;
  if (a.isInfinity()) magnitude = 1;
  else if (b.isInfinity()) magnitude = -1;
  else magnitude = compareMagnitude(a, b);
  if (a.negative) magnitude = -magnitude;
  return magnitude < 0 ? "less" : magnitude > 0 ? "greater" : "equal";
}

function compareMagnitude(a: APFloat, b: APFloat): number {
  const la = a.leadingExponent;
  const lb = b.leadingExponent;
  if (la !== lb) return la < lb ? -1 : 1;
  const e = Math.min(a.exponent, b.exponent);
  const x = a.significand << BigInt(a.exponent - e);
  const y = b.significand << BigInt(b.exponent - e);
  return x < y ? -1 : x > y ? 1 : 0;
}

// ---- conversions ----

function convert(a: APFloat, to: FloatSemantics, rm: RoundingMode): FloatConversionResult {
  const from = a.semantics;
  switch (a.category) {
    case "normal": {
      const r = roundToSemantics(to, a.negative, a.significand, a.exponent, false, rm);
      return { value: r.value, status: r.status, losesInfo: r.status !== FloatStatus.ok };
    }
    case "zero":
      if (to.special === "fnuz") {
        // No -0 there: converting it loses the sign.
        const loses = from.special !== "fnuz" && a.negative;
        return { value: APFloat.zero(to), status: loses ? FloatStatus.inexact : FloatStatus.ok, losesInfo: loses };
      }
      return { value: APFloat.zero(to, a.negative), status: FloatStatus.ok, losesInfo: false };
    case "infinity":
      if (!hasInfinity(to)) return { value: APFloat.nan(to, a.negative), status: FloatStatus.inexact, losesInfo: true };
      return { value: APFloat.infinity(to, a.negative), status: FloatStatus.ok, losesInfo: false };
    case "nan":
      return convertNaN(a, to);
  }
}

/** A NaN's payload moves with the significand's top bits (APFloat::convert shifts it). */
function convertNaN(a: APFloat, to: FloatSemantics): FloatConversionResult {
  const from = a.semantics;
  const signaling = a.isSignaling();
  if (to.special !== "ieee") {
    return { value: APFloat.nan(to, a.negative), status: signaling ? FloatStatus.invalidOp : FloatStatus.ok, losesInfo: from.special === "ieee" };
  }
  if (from.special === "fnuz") return { value: APFloat.nan(to), status: FloatStatus.ok, losesInfo: false };
  // x87's unusual NaNs (integer bit or quiet bit clear) cannot be represented elsewhere.
  const x87Special =
    from.explicitIntegerBit &&
    !to.explicitIntegerBit &&
    (((a.significand >> 63n) & 1n) === 0n || ((a.significand >> 62n) & 1n) === 0n);
  const shift = to.precision - from.precision;
  let field = a.significand;
  let lost = false;
  if (shift < 0) {
    lost = (field & mask(-shift)) !== 0n;
    field >>= BigInt(-shift);
  } else field <<= BigInt(shift);
  if (to.explicitIntegerBit) {
    if (!x87Special) field |= 1n << BigInt(to.precision - 1);
    field &= mask(to.precision);
  } else field &= mask(to.precision - 1);
  let value = APFloat.fromNaNField(to, a.negative, field);
  let status: number = FloatStatus.ok;
  if (signaling) {
    value = value.quiet();
    status = FloatStatus.invalidOp;
  }
  return { value, status, losesInfo: lost || x87Special };
}

function convertToInteger(a: APFloat, width: number, isSigned: boolean, rm: RoundingMode): FloatToIntResult {
  const invalid = (): FloatToIntResult => {
    let value: APInt;
    if (a.isNaN()) value = APInt.zero(width);
    else if (a.negative) value = isSigned ? APInt.signedMin(width) : APInt.zero(width);
    else value = isSigned ? APInt.signedMax(width) : APInt.allOnes(width);
    return { value, status: FloatStatus.invalidOp, isExact: false };
  };
  if (a.isNaN() || a.isInfinity()) return invalid();
  if (a.isZero()) return { value: APInt.zero(width), status: FloatStatus.ok, isExact: !a.negative };
  let magnitude: bigint;
  let lost: LostFraction = "exactlyZero";
  if (a.exponent >= 0) {
    if (a.leadingExponent + 1 > width) return invalid();
    magnitude = a.significand << BigInt(a.exponent);
  } else {
    const shift = -a.exponent;
    magnitude = a.significand >> BigInt(shift);
    lost = lostFractionOf(a.significand & mask(shift), shift, false);
    if (lost !== "exactlyZero" && roundsAwayFromZero(rm, lost, (magnitude & 1n) === 1n, a.negative)) magnitude += 1n;
  }
  const bits = bitLengthOf(magnitude);
  if (a.negative) {
    if (!isSigned) {
      if (magnitude !== 0n) return invalid();
    } else if (bits > width || (bits === width && magnitude !== 1n << BigInt(width - 1))) return invalid();
  } else if (bits >= width + (isSigned ? 0 : 1)) return invalid();
  const value = new APInt(width, a.negative ? -magnitude : magnitude);
  return lost === "exactlyZero" ? { value, status: FloatStatus.ok, isExact: true } : { value, status: FloatStatus.inexact, isExact: false };
}

// ---- host double/float bits ----

export function doubleToBits(d: number): bigint {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, d);
  return view.getBigUint64(0);
}
export function bitsToDouble(bits: bigint): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, bits);
  return view.getFloat64(0);
}
export function floatToBits(f: number): number {
  const view = new DataView(new ArrayBuffer(4));
  view.setFloat32(0, f);
  return view.getUint32(0);
}
export function bitsToFloat(bits: number): number {
  const view = new DataView(new ArrayBuffer(4));
  view.setUint32(0, bits);
  return view.getFloat32(0);
}
