// Correctly rounded elementary functions of doubles, with the C library's special cases
// (C99 Annex F): each is evaluated in BigFloat far beyond double precision and rounded once
// to nearest-even. glibc's double functions are correctly rounded in all but rare cases,
// which is what MLIR's math folds call on the host; the engine's Math functions are not.
import { APFloat, bitLengthOf, roundToSemantics } from "../../../ir/index.js";
import { BigFloat, WORKING_BITS } from "./bigfloat.js";

const WIDE = 1600;

/** A fixed-point constant as a BigFloat with `bits` fraction bits. */
function fixed(value: bigint, bits: number): BigFloat {
  return new BigFloat(value, -bits);
}

/** atan(1/k) with `bits` fraction bits (for Machin's formula). */
function arctanInverse(k: bigint, bits: number): bigint {
  const one = 1n << BigInt(bits);
  let sum = 0n;
  let power = one / k;
  const k2 = k * k;
  for (let n = 1n, sign = 1n; power !== 0n; n += 2n, sign = -sign) {
    sum += (sign * power) / n;
    power /= k2;
  }
  return sum;
}

/** atanh(1/k) with `bits` fraction bits. */
function atanhInverse(k: bigint, bits: number): bigint {
  const one = 1n << BigInt(bits);
  let sum = 0n;
  let power = one / k;
  const k2 = k * k;
  for (let n = 1n; power !== 0n; n += 2n) {
    sum += power / n;
    power /= k2;
  }
  return sum;
}

/** pi, with enough bits to reduce the largest double arguments of sin/cos/tan. */
const PI = fixed(16n * arctanInverse(5n, WIDE) - 4n * arctanInverse(239n, WIDE), WIDE).round(WIDE - 8);
const HALF_PI = PI.scale(-1);
const QUARTER_PI = PI.scale(-2);
const LN2 = fixed(2n * atanhInverse(3n, 520), 520).round(500);
const SQRT2 = BigFloat.fromInt(2).sqrt(WORKING_BITS);

function isSmall(term: BigFloat, sum: BigFloat): boolean {
  return term.isZero() || term.leading < sum.leading - WORKING_BITS - 8;
}

// ---- BigFloat functions ----

export function expBig(x: BigFloat): BigFloat {
  const k = x.div(LN2, WORKING_BITS).roundToInteger();
  const kBits = bitLengthOf(k < 0n ? -k : k);
  const r = x.sub(LN2.mul(BigFloat.fromInt(k), WORKING_BITS + kBits + 8), WORKING_BITS + kBits + 8).round(WORKING_BITS);
  let sum = BigFloat.ONE;
  let term = BigFloat.ONE;
  for (let n = 1; ; n++) {
    term = term.mul(r).div(BigFloat.fromInt(n));
    sum = sum.add(term);
    if (isSmall(term, sum)) break;
  }
  return sum.scale(Number(k));
}

export function logBig(x: BigFloat): BigFloat {
  let e = x.leading;
  let m = x.scale(-e);
  if (m.compare(SQRT2) > 0) {
    m = m.scale(-1);
    e += 1;
  }
  const s = m.sub(BigFloat.ONE).div(m.add(BigFloat.ONE));
  const s2 = s.mul(s);
  let sum = s;
  let power = s;
  if (!s.isZero()) {
    for (let n = 3; ; n += 2) {
      power = power.mul(s2);
      const term = power.div(BigFloat.fromInt(n));
      sum = sum.add(term);
      if (isSmall(term, sum)) break;
    }
  }
  return LN2.mul(BigFloat.fromInt(e)).add(sum.scale(1));
}

/** sin and cos of |r| <= pi/4 by their series. */
function sinCosReduced(r: BigFloat): [BigFloat, BigFloat] {
  const r2 = r.mul(r);
  let sin = r;
  let term = r;
  if (!r.isZero()) {
    for (let n = 2; ; n += 2) {
      term = term.mul(r2).div(BigFloat.fromInt(n * (n + 1))).neg();
      sin = sin.add(term);
      if (isSmall(term, sin)) break;
    }
  }
  let cos = BigFloat.ONE;
  term = BigFloat.ONE;
  for (let n = 1; ; n += 2) {
    term = term.mul(r2).div(BigFloat.fromInt(n * (n + 1))).neg();
    cos = cos.add(term);
    if (isSmall(term, cos)) break;
  }
  return [sin, cos];
}

/** sin and cos of any x: x = k*pi/2 + r, with pi to as many bits as x's size needs. */
export function sinCosBig(x: BigFloat): [BigFloat, BigFloat] {
  if (x.abs().compare(QUARTER_PI) <= 0) return sinCosReduced(x);
  const bits = Math.max(0, x.leading) + WORKING_BITS + 64;
  const k = x.div(HALF_PI, bits).roundToInteger();
  const r = x.sub(HALF_PI.mul(BigFloat.fromInt(k), bits + 64), bits + 64).round(WORKING_BITS);
  const [s, c] = sinCosReduced(r);
  switch (Number(((k % 4n) + 4n) % 4n)) {
    case 0:
      return [s, c];
    case 1:
      return [c, s.neg()];
    case 2:
      return [s.neg(), c.neg()];
    default:
      return [c.neg(), s];
  }
}

export function atanBig(x: BigFloat): BigFloat {
  if (x.isZero()) return x;
  const negative = x.isNegative();
  let a = x.abs();
  let complement = false;
  if (a.compare(BigFloat.ONE) > 0) {
    a = BigFloat.ONE.div(a);
    complement = true;
  }
  // atan(a) = 2 atan(a / (1 + sqrt(1 + a^2))), twice: |a| <= tan(pi/16).
  for (let i = 0; i < 2; i++) a = a.div(BigFloat.ONE.add(BigFloat.ONE.add(a.mul(a)).sqrt()));
  const a2 = a.mul(a);
  let sum = a;
  let power = a;
  for (let n = 3; ; n += 2) {
    power = power.mul(a2).neg();
    const term = power.div(BigFloat.fromInt(n));
    sum = sum.add(term);
    if (isSmall(term, sum)) break;
  }
  let result = sum.scale(2);
  if (complement) result = HALF_PI.sub(result);
  return negative ? result.neg() : result;
}

// ---- rounding to double ----

const f64 = APFloat.semanticsOf("f64");

/** The double nearest a (non-exact) BigFloat value. */
function toDouble(v: BigFloat): number {
  if (v.isZero()) return 0;
  let m = v.mantissa < 0n ? -v.mantissa : v.mantissa;
  let e = v.exponent;
  const length = bitLengthOf(m);
  if (length < 64) {
    m <<= BigInt(64 - length);
    e -= 64 - length;
  }
  return roundToSemantics(f64, v.isNegative(), m, e, true, "nearestTiesToEven").value.toDouble();
}

const big = (x: number): BigFloat => BigFloat.fromDouble(x);

/** |x| below 2^-n (and not zero). */
function tiny(x: number, n: number): boolean {
  return x !== 0 && Math.abs(x) < 2 ** -n;
}

/** x + c x^3 (the first terms of an odd series), for arguments so small the rest is invisible. */
function cubicSeries(x: number, c: BigFloat): number {
  const b = big(x);
  return toDouble(b.add(b.mul(b).mul(b).mul(c)));
}

// ---- the C functions ----

export function exp(x: number): number {
  if (Number.isNaN(x)) return x;
  if (x > 710) return Infinity;
  if (x < -746) return 0;
  if (x === 0) return 1;
  return toDouble(expBig(big(x)));
}

export function exp2(x: number): number {
  if (Number.isNaN(x)) return x;
  if (x >= 1025) return Infinity;
  if (x < -1080) return 0;
  if (x === 0) return 1;
  if (Number.isInteger(x)) return 2 ** x;
  return toDouble(expBig(big(x).mul(LN2)));
}

export function expm1(x: number): number {
  if (Number.isNaN(x) || x === 0) return x;
  if (x > 710) return Infinity;
  if (x < -40) return -1;
  if (tiny(x, 60)) return toDouble(big(x).add(big(x).mul(big(x)).scale(-1)));
  return toDouble(expBig(big(x)).sub(BigFloat.ONE));
}

export function log(x: number): number {
  if (Number.isNaN(x)) return x;
  if (x < 0) return NaN;
  if (x === 0) return -Infinity;
  if (x === Infinity) return x;
  if (x === 1) return 0;
  return toDouble(logBig(big(x)));
}

export function log2(x: number): number {
  if (Number.isNaN(x)) return x;
  if (x < 0) return NaN;
  if (x === 0) return -Infinity;
  if (x === Infinity) return x;
  if (x === 1) return 0;
  return toDouble(logBig(big(x)).div(LN2));
}

const LN10 = logBig(BigFloat.fromInt(10));

export function log10(x: number): number {
  if (Number.isNaN(x)) return x;
  if (x < 0) return NaN;
  if (x === 0) return -Infinity;
  if (x === Infinity) return x;
  if (x === 1) return 0;
  return toDouble(logBig(big(x)).div(LN10));
}

export function log1p(x: number): number {
  if (Number.isNaN(x) || x === 0) return x;
  if (x < -1) return NaN;
  if (x === -1) return -Infinity;
  if (x === Infinity) return x;
  if (tiny(x, 60)) return toDouble(big(x).sub(big(x).mul(big(x)).scale(-1)));
  return toDouble(logBig(BigFloat.ONE.add(big(x), 1200)));
}

export function sin(x: number): number {
  if (Number.isNaN(x) || x === 0) return x;
  if (!Number.isFinite(x)) return NaN;
  return toDouble(sinCosBig(big(x))[0]);
}

export function cos(x: number): number {
  if (Number.isNaN(x)) return x;
  if (!Number.isFinite(x)) return NaN;
  if (x === 0) return 1;
  return toDouble(sinCosBig(big(x))[1]);
}

export function tan(x: number): number {
  if (Number.isNaN(x) || x === 0) return x;
  if (!Number.isFinite(x)) return NaN;
  const [s, c] = sinCosBig(big(x));
  return toDouble(s.div(c));
}

export function atan(x: number): number {
  if (Number.isNaN(x) || x === 0) return x;
  if (x === Infinity) return toDouble(HALF_PI);
  if (x === -Infinity) return -toDouble(HALF_PI);
  return toDouble(atanBig(big(x)));
}

export function asin(x: number): number {
  if (Number.isNaN(x) || x === 0) return x;
  if (Math.abs(x) > 1) return NaN;
  if (Math.abs(x) === 1) return Math.sign(x) * toDouble(HALF_PI);
  const b = big(x);
  return toDouble(atanBig(b.div(BigFloat.ONE.sub(b.mul(b, 2200), 2200).sqrt())));
}

export function acos(x: number): number {
  if (Number.isNaN(x)) return x;
  if (Math.abs(x) > 1) return NaN;
  if (x === 1) return 0;
  if (x === -1) return toDouble(PI);
  if (x === 0) return toDouble(HALF_PI);
  // acos(x) = 2 atan(sqrt((1 - x) / (1 + x)))
  const b = big(x);
  const ratio = BigFloat.ONE.sub(b, 1200).div(BigFloat.ONE.add(b, 1200));
  return toDouble(atanBig(ratio.sqrt()).scale(1));
}

export function atan2(y: number, x: number): number {
  if (Number.isNaN(x) || Number.isNaN(y)) return NaN;
  const yNegative = y < 0 || Object.is(y, -0);
  const xNegative = x < 0 || Object.is(x, -0);
  const sign = yNegative ? -1 : 1;
  if (y === 0) return xNegative ? sign * toDouble(PI) : y;
  if (x === 0) return sign * toDouble(HALF_PI);
  if (!Number.isFinite(x)) {
    if (!Number.isFinite(y)) return sign * toDouble(x > 0 ? QUARTER_PI : PI.mul(BigFloat.fromInt(3)).scale(-2));
    return x > 0 ? sign * 0 : sign * toDouble(PI);
  }
  if (!Number.isFinite(y)) return sign * toDouble(HALF_PI);
  const a = atanBig(big(y).div(big(x)).abs());
  return sign * toDouble(x > 0 ? a : PI.sub(a));
}

export function sinh(x: number): number {
  if (Number.isNaN(x) || x === 0 || !Number.isFinite(x)) return x;
  if (Math.abs(x) > 800) return x > 0 ? Infinity : -Infinity;
  if (tiny(x, 40)) return cubicSeries(x, BigFloat.ONE.div(BigFloat.fromInt(6)));
  const e = expBig(big(x));
  return toDouble(e.sub(BigFloat.ONE.div(e)).scale(-1));
}

export function cosh(x: number): number {
  if (Number.isNaN(x)) return x;
  if (!Number.isFinite(x) || Math.abs(x) > 800) return Infinity;
  if (x === 0) return 1;
  const e = expBig(big(x));
  return toDouble(e.add(BigFloat.ONE.div(e)).scale(-1));
}

export function tanh(x: number): number {
  if (Number.isNaN(x) || x === 0) return x;
  if (Math.abs(x) > 40) return x > 0 ? 1 : -1;
  if (tiny(x, 40)) return cubicSeries(x, BigFloat.ONE.div(BigFloat.fromInt(-3)));
  const e2 = expBig(big(x).scale(1));
  return toDouble(e2.sub(BigFloat.ONE).div(e2.add(BigFloat.ONE)));
}

export function asinh(x: number): number {
  if (Number.isNaN(x) || x === 0 || !Number.isFinite(x)) return x;
  if (tiny(x, 40)) return cubicSeries(x, BigFloat.ONE.div(BigFloat.fromInt(-6)));
  const a = big(Math.abs(x));
  const r = toDouble(logBig(a.add(a.mul(a, 2200).add(BigFloat.ONE, 2200).sqrt())));
  return x < 0 ? -r : r;
}

export function acosh(x: number): number {
  if (Number.isNaN(x)) return x;
  if (x < 1) return NaN;
  if (x === 1) return 0;
  if (x === Infinity) return x;
  const a = big(x);
  return toDouble(logBig(a.add(a.mul(a, 2200).sub(BigFloat.ONE, 2200).sqrt())));
}

export function atanh(x: number): number {
  if (Number.isNaN(x) || x === 0) return x;
  if (Math.abs(x) > 1) return NaN;
  if (Math.abs(x) === 1) return x * Infinity;
  if (tiny(x, 40)) return cubicSeries(x, BigFloat.ONE.div(BigFloat.fromInt(3)));
  const b = big(x);
  return toDouble(logBig(BigFloat.ONE.add(b, 1200).div(BigFloat.ONE.sub(b, 1200))).scale(-1));
}

/** Whether y is an odd integer (|y| < 2^53 for an odd double). */
function isOddInteger(y: number): boolean {
  return Number.isInteger(y) && Math.abs(y) < 2 ** 53 && Math.abs(y % 2) === 1;
}

/** |x|^n exactly (a non-zero finite double, a small integer power), rounded once. */
function exactPower(x: number, n: number): number {
  const b = big(Math.abs(x));
  const m = b.mantissa;
  const e = b.exponent * Math.abs(n);
  const p = m ** BigInt(Math.abs(n));
  if (n > 0) {
    const length = bitLengthOf(p);
    const shift = Math.max(0, 64 - length);
    return roundToSemantics(f64, false, p << BigInt(shift), e - shift, false, "nearestTiesToEven").value.toDouble();
  }
  // 2^-e / p: a quotient with enough bits, the remainder as sticky.
  const shift = bitLengthOf(p) + 70;
  const q = (1n << BigInt(shift)) / p;
  const r = (1n << BigInt(shift)) % p;
  return roundToSemantics(f64, false, q, -e - shift, r !== 0n, "nearestTiesToEven").value.toDouble();
}

export function pow(x: number, y: number): number {
  if (y === 0 || x === 1) return 1;
  if (Number.isNaN(x) || Number.isNaN(y)) return NaN;
  const yOdd = isOddInteger(y);
  if (x === 0) {
    const negativeZero = Object.is(x, -0);
    if (y < 0) return yOdd && negativeZero ? -Infinity : Infinity;
    return yOdd && negativeZero ? -0 : 0;
  }
  if (!Number.isFinite(y)) {
    const a = Math.abs(x);
    if (a === 1) return 1;
    return (a < 1) === (y < 0) ? Infinity : 0;
  }
  if (!Number.isFinite(x)) {
    if (x > 0) return y < 0 ? 0 : Infinity;
    if (y < 0) return yOdd ? -0 : 0;
    return yOdd ? -Infinity : Infinity;
  }
  if (x < 0 && !Number.isInteger(y)) return NaN;
  const sign = x < 0 && yOdd ? -1 : 1;
  if (Number.isInteger(y) && Math.abs(y) <= 64) return sign * exactPower(x, y);
  const t = logBig(big(Math.abs(x))).mul(big(y));
  if (t.compare(BigFloat.fromInt(2000)) > 0) return sign * Infinity;
  if (t.compare(BigFloat.fromInt(-2000)) < 0) return sign * 0;
  return sign * toDouble(expBig(t));
}
