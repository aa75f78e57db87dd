// A minimal binary floating point with bigint significands and a chosen relative precision,
// for evaluating elementary functions far more precisely than a double so that rounding
// the result to a double is correct (as the C library's functions nearly always are).
// Values are immutable: `mantissa * 2^exponent`, the mantissa signed.
import { bitLengthOf } from "../../../ir/index.js";

/** Working precision, in bits, of the elementary functions. */
export const WORKING_BITS = 320;

export class BigFloat {
  readonly mantissa: bigint;
  readonly exponent: number;
  constructor(mantissa: bigint, exponent: number) {
    this.mantissa = mantissa;
    this.exponent = mantissa === 0n ? 0 : exponent;
  }

  static readonly ZERO = new BigFloat(0n, 0);
  static readonly ONE = new BigFloat(1n, 0);

  static fromInt(n: number | bigint): BigFloat {
    return new BigFloat(BigInt(n), 0);
  }

  /** The exact value of a finite double. */
  static fromDouble(d: number): BigFloat {
    if (d === 0) return BigFloat.ZERO;
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat64(0, d);
    const bits = view.getBigUint64(0);
    const field = Number((bits >> 52n) & 0x7ffn);
    const fraction = bits & ((1n << 52n) - 1n);
    const m = field === 0 ? fraction : fraction | (1n << 52n);
    const e = field === 0 ? -1074 : field - 1075;
    return new BigFloat(d < 0 ? -m : m, e);
  }

  isZero(): boolean {
    return this.mantissa === 0n;
  }
  isNegative(): boolean {
    return this.mantissa < 0n;
  }
  get sign(): number {
    return this.mantissa < 0n ? -1 : this.mantissa > 0n ? 1 : 0;
  }
  /** The exponent of the leading bit (floor(log2|x|)); -Infinity for zero. */
  get leading(): number {
    if (this.mantissa === 0n) return -Infinity;
    return this.exponent + bitLengthOf(this.mantissa < 0n ? -this.mantissa : this.mantissa) - 1;
  }

  /** Truncates (toward zero) to `bits` significant bits. */
  round(bits: number = WORKING_BITS): BigFloat {
    const m = this.mantissa;
    const magnitude = m < 0n ? -m : m;
    const length = bitLengthOf(magnitude);
    if (length <= bits) return this;
    const shift = length - bits;
    const kept = magnitude >> BigInt(shift);
    return new BigFloat(m < 0n ? -kept : kept, this.exponent + shift);
  }

  neg(): BigFloat {
    return new BigFloat(-this.mantissa, this.exponent);
  }
  abs(): BigFloat {
    return this.mantissa < 0n ? this.neg() : this;
  }
  /** x * 2^n, exact. */
  scale(n: number): BigFloat {
    return new BigFloat(this.mantissa, this.exponent + n);
  }

  add(other: BigFloat, bits: number = WORKING_BITS): BigFloat {
    if (this.mantissa === 0n) return other.round(bits);
    if (other.mantissa === 0n) return this.round(bits);
    // An addend entirely below the precision of the other only nudges it: by one unit of
    // a few extra bits, in the addend's direction, so that the result still lies on the
    // right side of any rounding boundary the exact sum is near.
    const gap = this.leading - other.leading;
    if (gap > bits + 4) return nudged(this, other.sign, bits);
    if (gap < -(bits + 4)) return nudged(other, this.sign, bits);
    const e = Math.min(this.exponent, other.exponent);
    const sum = (this.mantissa << BigInt(this.exponent - e)) + (other.mantissa << BigInt(other.exponent - e));
    return new BigFloat(sum, e).round(bits);
  }
  sub(other: BigFloat, bits: number = WORKING_BITS): BigFloat {
    return this.add(other.neg(), bits);
  }
  mul(other: BigFloat, bits: number = WORKING_BITS): BigFloat {
    return new BigFloat(this.mantissa * other.mantissa, this.exponent + other.exponent).round(bits);
  }
  div(other: BigFloat, bits: number = WORKING_BITS): BigFloat {
    if (other.mantissa === 0n) throw new RangeError("BigFloat.div: division by zero");
    if (this.mantissa === 0n) return BigFloat.ZERO;
    const a = this.mantissa < 0n ? -this.mantissa : this.mantissa;
    const b = other.mantissa < 0n ? -other.mantissa : other.mantissa;
    const shift = Math.max(0, bits + 2 + bitLengthOf(b) - bitLengthOf(a));
    const q = (a << BigInt(shift)) / b;
    const negative = this.mantissa < 0n !== other.mantissa < 0n;
    return new BigFloat(negative ? -q : q, this.exponent - other.exponent - shift).round(bits);
  }
  /** Square root of a non-negative value. */
  sqrt(bits: number = WORKING_BITS): BigFloat {
    if (this.mantissa < 0n) throw new RangeError("BigFloat.sqrt: negative operand");
    if (this.mantissa === 0n) return BigFloat.ZERO;
    let m = this.mantissa;
    let e = this.exponent;
    const want = 2 * bits + 4;
    const length = bitLengthOf(m);
    let shift = Math.max(0, want - length);
    if ((e - shift) % 2 !== 0) shift += 1;
    m <<= BigInt(shift);
    e -= shift;
    return new BigFloat(isqrt(m), e / 2).round(bits);
  }

  /** Exact comparison: -1, 0 or 1. */
  compare(other: BigFloat): number {
    if (this.sign !== other.sign) return this.sign < other.sign ? -1 : 1;
    if (this.mantissa === 0n) return 0;
    const e = Math.min(this.exponent, other.exponent);
    const a = this.mantissa << BigInt(this.exponent - e);
    const b = other.mantissa << BigInt(other.exponent - e);
    return a < b ? -1 : a > b ? 1 : 0;
  }

  /** The nearest integer (ties away from zero), for argument reductions. */
  roundToInteger(): bigint {
    if (this.exponent >= 0) return this.mantissa << BigInt(this.exponent);
    const shift = BigInt(-this.exponent);
    const m = this.mantissa < 0n ? -this.mantissa : this.mantissa;
    const n = (m + (1n << (shift - 1n))) >> shift;
    return this.mantissa < 0n ? -n : n;
  }

  /** An approximate double, for decisions (not for results). */
  toApproximateNumber(): number {
    const r = this.round(60);
    return Number(r.mantissa) * 2 ** r.exponent;
  }
}

/** `x` moved by a unit far below `bits` in direction `sign`, then truncated to `bits`. */
function nudged(x: BigFloat, sign: number, bits: number): BigFloat {
  const m = x.mantissa;
  const magnitude = m < 0n ? -m : m;
  const extra = bits + 8 - bitLengthOf(magnitude);
  const widened = extra > 0 ? new BigFloat(m << BigInt(extra), x.exponent - extra) : x;
  return new BigFloat(widened.mantissa + BigInt(sign), widened.exponent).round(bits);
}

/** floor(sqrt(n)) (Newton's method). */
export function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = 1n << BigInt(Math.ceil(bitLengthOf(n) / 2));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}
