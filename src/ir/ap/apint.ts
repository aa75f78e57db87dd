// LLVM's APInt semantics on bigint: a fixed-width two's-complement bit pattern with the
// arithmetic MLIR's folders use (wrapping add/sub/mul, signed and unsigned division,
// overflow-reporting variants, shifts with LLVM's out-of-range rules, comparisons,
// width changes and bit counts). Values are immutable; every operation returns a new one.

/** The 2^width - 1 mask, cached for the common widths (a frozen table, never mutated). */
const MASKS: readonly bigint[] = Object.freeze(Array.from({ length: 129 }, (_, w) => (1n << BigInt(w)) - 1n));

function maskOf(width: number): bigint {
  return width < MASKS.length ? (MASKS[width] as bigint) : (1n << BigInt(width)) - 1n;
}

/** Number of significant bits of a non-negative bigint (0 for 0). */
export function bitLengthOf(n: bigint): number {
  if (n === 0n) return 0;
  if (n < 0x100000000n) return 32 - Math.clz32(Number(n));
  const hex = n.toString(16);
  return (hex.length - 1) * 4 + (32 - Math.clz32(parseInt(hex.charAt(0), 16)));
}

/** A value and whether computing it overflowed (LLVM's `*_ov` functions). */
export interface WithOverflow {
  readonly value: APInt;
  readonly overflow: boolean;
}

/** The ten integer comparison predicates of arith.cmpi / index.cmp. */
export type IntPredicate = "eq" | "ne" | "slt" | "sle" | "sgt" | "sge" | "ult" | "ule" | "ugt" | "uge";

export class APInt {
  /** Bit width (0 is allowed: a single value, zero). */
  readonly width: number;
  /** The bit pattern as an unsigned integer in [0, 2^width). */
  readonly bits: bigint;

  /** `bits` is wrapped to `width` (any bigint, including negative ones, is accepted). */
  constructor(width: number, bits: bigint) {
    this.width = width;
    this.bits = bits >= 0n && bits <= maskOf(width) ? bits : BigInt.asUintN(width, bits);
  }

  static zero(width: number): APInt {
    return new APInt(width, 0n);
  }
  static one(width: number): APInt {
    return new APInt(width, 1n);
  }
  static allOnes(width: number): APInt {
    return new APInt(width, maskOf(width));
  }
  static signedMax(width: number): APInt {
    return width === 0 ? APInt.zero(0) : new APInt(width, maskOf(width - 1));
  }
  static signedMin(width: number): APInt {
    return width === 0 ? APInt.zero(0) : new APInt(width, 1n << BigInt(width - 1));
  }
  /** From a mathematical integer, wrapped to `width` (two's complement). */
  static fromBigInt(width: number, value: bigint | number): APInt {
    return new APInt(width, typeof value === "bigint" ? value : BigInt(value));
  }

  /** The value read as signed. */
  get signed(): bigint {
    return this.width === 0 ? 0n : BigInt.asIntN(this.width, this.bits);
  }
  /** The value read as unsigned. */
  get unsigned(): bigint {
    return this.bits;
  }

  private with(bits: bigint): APInt {
    return new APInt(this.width, bits);
  }

  // ---- predicates ----
  isZero(): boolean {
    return this.bits === 0n;
  }
  isOne(): boolean {
    return this.bits === 1n;
  }
  isAllOnes(): boolean {
    return this.bits === maskOf(this.width);
  }
  isNegative(): boolean {
    return this.width > 0 && this.bits >> BigInt(this.width - 1) === 1n;
  }
  isNonNegative(): boolean {
    return !this.isNegative();
  }
  isMaxSignedValue(): boolean {
    return this.width > 0 && this.bits === maskOf(this.width - 1);
  }
  isMinSignedValue(): boolean {
    return this.width > 0 && this.bits === 1n << BigInt(this.width - 1);
  }
  /** Unsigned maximum (all ones). */
  isMaxValue(): boolean {
    return this.isAllOnes();
  }
  /** Unsigned minimum (zero). */
  isMinValue(): boolean {
    return this.bits === 0n;
  }
  /** Bit `index` (0 = least significant). */
  bit(index: number): boolean {
    return ((this.bits >> BigInt(index)) & 1n) === 1n;
  }

  // ---- arithmetic (wrapping) ----
  add(rhs: APInt): APInt {
    return this.with(this.bits + rhs.bits);
  }
  sub(rhs: APInt): APInt {
    return this.with(this.bits - rhs.bits);
  }
  mul(rhs: APInt): APInt {
    return this.with(this.bits * rhs.bits);
  }
  neg(): APInt {
    return this.with(-this.bits);
  }
  and(rhs: APInt): APInt {
    return this.with(this.bits & rhs.bits);
  }
  or(rhs: APInt): APInt {
    return this.with(this.bits | rhs.bits);
  }
  xor(rhs: APInt): APInt {
    return this.with(this.bits ^ rhs.bits);
  }
  not(): APInt {
    return this.with(~this.bits);
  }
  /** |x| with wrap-around: the minimum signed value stays itself (LLVM's APInt::abs). */
  abs(): APInt {
    return this.isNegative() ? this.neg() : this;
  }

  /** Unsigned division; `rhs` must not be zero. */
  udiv(rhs: APInt): APInt {
    if (rhs.bits === 0n) throw new RangeError("APInt.udiv: division by zero");
    return this.with(this.bits / rhs.bits);
  }
  /** Unsigned remainder; `rhs` must not be zero. */
  urem(rhs: APInt): APInt {
    if (rhs.bits === 0n) throw new RangeError("APInt.urem: division by zero");
    return this.with(this.bits % rhs.bits);
  }
  /** Signed division truncating toward zero (min / -1 wraps to min); `rhs` must not be zero. */
  sdiv(rhs: APInt): APInt {
    if (rhs.bits === 0n) throw new RangeError("APInt.sdiv: division by zero");
    return this.with(this.signed / rhs.signed);
  }
  /** Signed remainder with the sign of the dividend; `rhs` must not be zero. */
  srem(rhs: APInt): APInt {
    if (rhs.bits === 0n) throw new RangeError("APInt.srem: division by zero");
    return this.with(this.signed % rhs.signed);
  }

  // ---- overflow-reporting arithmetic (LLVM's *_ov: the wrapped result and whether it overflowed) ----
  saddOv(rhs: APInt): WithOverflow {
    const exact = this.signed + rhs.signed;
    const value = this.with(exact);
    return { value, overflow: value.signed !== exact };
  }
  ssubOv(rhs: APInt): WithOverflow {
    const exact = this.signed - rhs.signed;
    const value = this.with(exact);
    return { value, overflow: value.signed !== exact };
  }
  smulOv(rhs: APInt): WithOverflow {
    const exact = this.signed * rhs.signed;
    const value = this.with(exact);
    return { value, overflow: value.signed !== exact };
  }
  uaddOv(rhs: APInt): WithOverflow {
    const exact = this.bits + rhs.bits;
    return { value: this.with(exact), overflow: exact > maskOf(this.width) };
  }
  usubOv(rhs: APInt): WithOverflow {
    return { value: this.with(this.bits - rhs.bits), overflow: this.bits < rhs.bits };
  }
  umulOv(rhs: APInt): WithOverflow {
    const exact = this.bits * rhs.bits;
    return { value: this.with(exact), overflow: exact > maskOf(this.width) };
  }
  /** Signed division; overflows only for min / -1. `rhs` must not be zero. */
  sdivOv(rhs: APInt): WithOverflow {
    return { value: this.sdiv(rhs), overflow: this.isMinSignedValue() && rhs.isAllOnes() };
  }
  /** Signed division rounding toward negative infinity (LLVM's sfloordiv_ov). */
  sfloordivOv(rhs: APInt): WithOverflow {
    const quotient = this.sdivOv(rhs);
    const a = this.signed;
    const b = rhs.signed;
    if (a % b !== 0n && a < 0n !== b < 0n) return { value: quotient.value.sub(APInt.one(this.width)), overflow: quotient.overflow };
    return quotient;
  }
  /** Shift left reporting whether bits (or the sign) were lost, as LLVM's sshl_ov. */
  sshlOv(amount: APInt): WithOverflow {
    if (amount.bits >= BigInt(this.width)) return { value: APInt.zero(this.width), overflow: true };
    const shift = Number(amount.bits);
    const exact = this.signed << BigInt(shift);
    const value = this.with(exact);
    return { value, overflow: value.signed !== exact };
  }
  ushlOv(amount: APInt): WithOverflow {
    if (amount.bits >= BigInt(this.width)) return { value: APInt.zero(this.width), overflow: true };
    const exact = this.bits << amount.bits;
    return { value: this.with(exact), overflow: exact > maskOf(this.width) };
  }

  /** The high half of the 2*width-bit signed product (LLVM's APIntOps::mulhs). */
  mulhs(rhs: APInt): APInt {
    return this.with((this.signed * rhs.signed) >> BigInt(this.width));
  }
  /** The high half of the 2*width-bit unsigned product (LLVM's APIntOps::mulhu). */
  mulhu(rhs: APInt): APInt {
    return this.with((this.bits * rhs.bits) >> BigInt(this.width));
  }

  // ---- shifts: an amount of at least the width shifts every bit out (LLVM clamps to the width) ----
  shl(amount: APInt | number): APInt {
    const n = shiftAmount(amount, this.width);
    return n >= this.width ? APInt.zero(this.width) : this.with(this.bits << BigInt(n));
  }
  lshr(amount: APInt | number): APInt {
    const n = shiftAmount(amount, this.width);
    return n >= this.width ? APInt.zero(this.width) : this.with(this.bits >> BigInt(n));
  }
  ashr(amount: APInt | number): APInt {
    const n = shiftAmount(amount, this.width);
    if (n >= this.width) return this.isNegative() ? APInt.allOnes(this.width) : APInt.zero(this.width);
    return this.with(this.signed >> BigInt(n));
  }

  // ---- comparisons ----
  eq(rhs: APInt): boolean {
    return this.bits === rhs.bits;
  }
  ne(rhs: APInt): boolean {
    return this.bits !== rhs.bits;
  }
  ult(rhs: APInt): boolean {
    return this.bits < rhs.bits;
  }
  ule(rhs: APInt): boolean {
    return this.bits <= rhs.bits;
  }
  ugt(rhs: APInt): boolean {
    return this.bits > rhs.bits;
  }
  uge(rhs: APInt): boolean {
    return this.bits >= rhs.bits;
  }
  slt(rhs: APInt): boolean {
    return this.signed < rhs.signed;
  }
  sle(rhs: APInt): boolean {
    return this.signed <= rhs.signed;
  }
  sgt(rhs: APInt): boolean {
    return this.signed > rhs.signed;
  }
  sge(rhs: APInt): boolean {
    return this.signed >= rhs.signed;
  }
  compare(predicate: IntPredicate, rhs: APInt): boolean {
    switch (predicate) {
      case "eq":
        return this.eq(rhs);
      case "ne":
        return this.ne(rhs);
      case "slt":
        return this.slt(rhs);
      case "sle":
        return this.sle(rhs);
      case "sgt":
        return this.sgt(rhs);
      case "sge":
        return this.sge(rhs);
      case "ult":
        return this.ult(rhs);
      case "ule":
        return this.ule(rhs);
      case "ugt":
        return this.ugt(rhs);
      case "uge":
        return this.uge(rhs);
    }
  }
  smax(rhs: APInt): APInt {
    return this.sgt(rhs) ? this : rhs;
  }
  smin(rhs: APInt): APInt {
    return this.slt(rhs) ? this : rhs;
  }
  umax(rhs: APInt): APInt {
    return this.ugt(rhs) ? this : rhs;
  }
  umin(rhs: APInt): APInt {
    return this.ult(rhs) ? this : rhs;
  }

  // ---- width changes ----
  /** Keeps the low `width` bits; `width` must not exceed this width. */
  trunc(width: number): APInt {
    if (width > this.width) throw new RangeError("APInt.trunc: the new width is larger");
    return new APInt(width, this.bits);
  }
  /** Zero-extends; `width` must not be smaller than this width. */
  zext(width: number): APInt {
    if (width < this.width) throw new RangeError("APInt.zext: the new width is smaller");
    return new APInt(width, this.bits);
  }
  /** Sign-extends; `width` must not be smaller than this width. */
  sext(width: number): APInt {
    if (width < this.width) throw new RangeError("APInt.sext: the new width is smaller");
    return new APInt(width, this.signed);
  }
  zextOrTrunc(width: number): APInt {
    return width < this.width ? this.trunc(width) : this.zext(width);
  }
  sextOrTrunc(width: number): APInt {
    return width < this.width ? this.trunc(width) : this.sext(width);
  }

  // ---- bit counts ----
  countLeadingZeros(): number {
    return this.width - bitLengthOf(this.bits);
  }
  countTrailingZeros(): number {
    if (this.bits === 0n) return this.width;
    let n = 0;
    let v = this.bits;
    while ((v & 0xffffffffn) === 0n) {
      v >>= 32n;
      n += 32;
    }
    const low = Number(v & 0xffffffffn);
    return n + (31 - Math.clz32(low & -low));
  }
  popcount(): number {
    let n = 0;
    let v = this.bits;
    while (v !== 0n) {
      let word = Number(v & 0xffffffffn);
      v >>= 32n;
      word -= (word >>> 1) & 0x55555555;
      word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
      n += (Math.imul((word + (word >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
    }
    return n;
  }

  toString(): string {
    return `i${this.width}:${this.signed}`;
  }
}

/** A shift amount clamped to the width, as LLVM's getLimitedValue(BitWidth). */
function shiftAmount(amount: APInt | number, width: number): number {
  if (typeof amount === "number") return amount >= width ? width : amount;
  return amount.bits >= BigInt(width) ? width : Number(amount.bits);
}
