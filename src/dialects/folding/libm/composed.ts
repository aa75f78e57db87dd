// The C library functions that are not correctly rounded but composed from others: the
// hyperbolic functions and their inverses and log10 of the classic (fdlibm-lineage)
// formulas glibc keeps, over its exp and log (correctly rounded; elementary.ts), its expm1
// and log1p (the same lineage as the engine's Math.expm1 / Math.log1p) and an exact sqrt.
// Each is the formula's sequence of double operations, so the result carries the same
// rounding errors the C library's does; the branch points are the same high-word tests.
import { APFloat, roundToSemantics } from "../../../ir/index.js";
import { BigFloat } from "./bigfloat.js";
import { exp, log, logBig } from "./elementary.js";

function wordsOf(x: number): DataView {
  const words = new DataView(new ArrayBuffer(8));
  words.setFloat64(0, x);
  return words;
}

/** The high 32 bits of a double's encoding, sign cleared. */
function highMagnitudeWord(x: number): number {
  return wordsOf(x).getUint32(0) & 0x7fffffff;
}
/** The high 32 bits of a double's encoding, as a signed integer. */
function highWord(x: number): number {
  return wordsOf(x).getInt32(0);
}
function lowWord(x: number): number {
  return wordsOf(x).getUint32(4);
}
/** x with its high word replaced (low word kept). */
function withHighWord(x: number, high: number): number {
  const words = wordsOf(x);
  words.setUint32(0, high >>> 0);
  return words.getFloat64(0);
}

const f64 = APFloat.semanticsOf("f64");
function nearestDouble(v: BigFloat): number {
  const negative = v.isNegative();
  const m = negative ? -v.mantissa : v.mantissa;
  return roundToSemantics(f64, negative, m, v.exponent, true, "nearestTiesToEven").value.toDouble();
}

const LN10 = logBig(BigFloat.fromInt(10));
const LOG10_OF_2 = logBig(BigFloat.fromInt(2)).div(LN10);
/** log10(2) split: a 40-bit head (exact in products with small integers) and the rest. */
const LOG10_2_HI = nearestDouble(LOG10_OF_2.round(40));
const LOG10_2_LO = nearestDouble(LOG10_OF_2.sub(BigFloat.fromDouble(LOG10_2_HI)));
const INV_LN10 = nearestDouble(BigFloat.ONE.div(LN10));
const LN2 = nearestDouble(logBig(BigFloat.fromInt(2)));

/** expm1 and log1p as the C library computes them for doubles: the engine's are of the same lineage and agree. */
export const expm1 = Math.expm1;
export const log1p = Math.log1p;

/** log10(x) = k*log10(2) + log(m)/ln(10), with x = m * 2^k, m in [1,2) (in [0.5,1) for k < 0). */
export function log10(x: number): number {
  if (Number.isNaN(x)) return x;
  if (x < 0) return NaN;
  if (x === 0) return -Infinity;
  if (x === Infinity) return x;
  let k = 0;
  let v = x;
  if (highMagnitudeWord(v) < 0x00100000) {
    k -= 54;
    v *= 2 ** 54;
  }
  const high = highMagnitudeWord(v);
  k += (high >> 20) - 1023;
  const negativeK = k < 0 ? 1 : 0;
  v = withHighWord(v, (high & 0x000fffff) | ((0x3ff - negativeK) << 20));
  const y = k + negativeK;
  const z = y * LOG10_2_LO + INV_LN10 * log(v);
  return z + y * LOG10_2_HI;
}

export function sinh(x: number): number {
  const ix = highMagnitudeWord(x);
  if (ix >= 0x7ff00000) return x + x;
  const h = x < 0 ? -0.5 : 0.5;
  const a = Math.abs(x);
  if (ix < 0x40360000) {
    if (ix < 0x3e300000) return x;
    const t = expm1(a);
    if (ix < 0x3ff00000) return h * (2.0 * t - (t * t) / (t + 1));
    return h * (t + t / (t + 1));
  }
  if (ix < 0x40862e42) return h * exp(a);
  if (ix < 0x408633ce || (ix === 0x408633ce && lowWord(x) <= 0x8fb9f87d)) {
    const w = exp(0.5 * a);
    const t = h * w;
    return t * w;
  }
  return x * 1.0e307;
}

export function cosh(x: number): number {
  const ix = highMagnitudeWord(x);
  const a = Math.abs(x);
  if (ix < 0x40360000) {
    if (ix < 0x3fd62e43) {
      if (ix < 0x3c800000) return 1;
      const t = expm1(a);
      const w = 1 + t;
      return 1 + (t * t) / (w + w);
    }
    const t = exp(a);
    return 0.5 * t + 0.5 / t;
  }
  if (ix < 0x40862e42) return 0.5 * exp(a);
  if (ix < 0x408633ce || (ix === 0x408633ce && lowWord(x) <= 0x8fb9f87d)) {
    const w = exp(0.5 * a);
    const t = 0.5 * w;
    return t * w;
  }
  if (ix >= 0x7ff00000) return x * x;
  return Infinity;
}

export function tanh(x: number): number {
  const ix = highMagnitudeWord(x);
  if (ix >= 0x7ff00000) return x > 0 ? 1 / x + 1 : Number.isNaN(x) ? x : 1 / x - 1;
  let z: number;
  if (ix < 0x40360000) {
    if (x === 0) return x;
    if (ix < 0x3c800000) return x * (1 + x);
    if (ix >= 0x3ff00000) {
      const t = expm1(2 * Math.abs(x));
      z = 1 - 2 / (t + 2);
    } else {
      const t = expm1(-2 * Math.abs(x));
      z = -t / (t + 2);
    }
  } else z = 1;
  return x < 0 ? -z : z;
}

export function asinh(x: number): number {
  const ix = highMagnitudeWord(x);
  if (ix >= 0x7ff00000) return x + x;
  if (ix < 0x3e300000) return x;
  const a = Math.abs(x);
  let w: number;
  if (ix > 0x41b00000) w = log(a) + LN2;
  else if (ix > 0x40000000) w = log(2.0 * a + 1 / (Math.sqrt(a * a + 1) + a));
  else {
    const t = a * a;
    w = log1p(a + t / (1 + Math.sqrt(1 + t)));
  }
  return x < 0 ? -w : w;
}

export function acosh(x: number): number {
  if (Number.isNaN(x)) return x;
  const hx = highWord(x);
  if (hx < 0x3ff00000) return NaN;
  if (hx >= 0x41b00000) {
    if (hx >= 0x7ff00000) return x + x;
    return log(x) + LN2;
  }
  if (x === 1) return 0;
  if (hx > 0x40000000) {
    const t = x * x;
    return log(2.0 * x - 1 / (x + Math.sqrt(t - 1)));
  }
  const t = x - 1;
  return log1p(t + Math.sqrt(2.0 * t + t * t));
}
