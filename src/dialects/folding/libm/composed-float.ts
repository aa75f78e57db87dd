// Single-precision counterparts of composed.ts: the C library's float functions composed
// from its (correctly rounded) expf and logf and an exact sqrtf, each operation rounded to
// single as the C code's float arithmetic is. expm1f and log1pf, where a formula needs
// them, are the correctly rounded values rounded to single (the C library's own are not
// reproduced: their results can differ in the last bit).
import { exp, log } from "./elementary.js";
import { expm1 as expm1Double, log1p as log1pDouble } from "./composed.js";

const f = Math.fround;

/** The float's encoding as a signed integer. */
function signedWord(x: number): number {
  const words = new DataView(new ArrayBuffer(4));
  words.setFloat32(0, x);
  return words.getInt32(0);
}
/** The float's encoding with the sign cleared. */
function magnitudeWord(x: number): number {
  return signedWord(x) & 0x7fffffff;
}
function fromWord(word: number): number {
  const words = new DataView(new ArrayBuffer(4));
  words.setUint32(0, word >>> 0);
  return words.getFloat32(0);
}

const expf = (x: number): number => f(exp(x));
const logf = (x: number): number => f(log(x));
const expm1f = (x: number): number => f(expm1Double(x));
const log1pf = (x: number): number => f(log1pDouble(x));
const sqrtf = (x: number): number => f(Math.sqrt(x));

/** log10(2) split for floats (a 17-bit head), 1/ln(10) and ln(2), as single constants. */
const LOG10_2_HI = f(0.3010292053222656);
const LOG10_2_LO = f(7.9034151668e-7);
const INV_LN10 = f(0.4342944920063019);
const LN2 = f(0.6931471824645996);

export function log10f(x: number): number {
  if (Number.isNaN(x)) return x;
  let hx = signedWord(x);
  let k = 0;
  let v = x;
  if (hx < 0x00800000) {
    if ((hx & 0x7fffffff) === 0) return -Infinity;
    if (hx < 0) return NaN;
    k -= 25;
    v = f(v * 2 ** 25);
    hx = signedWord(v);
  }
  if (hx >= 0x7f800000) return f(v + v);
  k += (hx >> 23) - 127;
  const negativeK = k < 0 ? 1 : 0;
  v = fromWord((hx & 0x007fffff) | ((0x7f - negativeK) << 23));
  const y = f(k + negativeK);
  const z = f(f(y * LOG10_2_LO) + f(INV_LN10 * logf(v)));
  return f(z + f(y * LOG10_2_HI));
}

export function coshf(x: number): number {
  const ix = magnitudeWord(x);
  const a = Math.abs(x);
  if (ix < 0x41b00000) {
    if (ix < 0x3eb17218) {
      if (ix < 0x24000000) return 1;
      const t = expm1f(a);
      const w = f(1 + t);
      return f(1 + f(f(t * t) / f(w + w)));
    }
    const t = expf(a);
    return f(f(0.5 * t) + f(0.5 / t));
  }
  if (ix < 0x42b17180) return f(0.5 * expf(a));
  if (ix <= 0x42b2d4fc) {
    const w = expf(f(0.5 * a));
    const t = f(0.5 * w);
    return f(t * w);
  }
  if (ix >= 0x7f800000) return f(x * x);
  return Infinity;
}

export function sinhf(x: number): number {
  const ix = magnitudeWord(x);
  if (ix >= 0x7f800000) return f(x + x);
  const h = x < 0 ? -0.5 : 0.5;
  const a = Math.abs(x);
  if (ix < 0x41b00000) {
    if (ix < 0x31800000) return x;
    const t = expm1f(a);
    if (ix < 0x3f800000) return f(h * f(f(2 * t) - f(f(t * t) / f(t + 1))));
    return f(h * f(t + f(t / f(t + 1))));
  }
  if (ix < 0x42b17180) return f(h * expf(a));
  if (ix <= 0x42b2d4fc) {
    const w = expf(f(0.5 * a));
    const t = f(h * w);
    return f(t * w);
  }
  return x < 0 ? -Infinity : Infinity;
}

export function asinhf(x: number): number {
  const ix = magnitudeWord(x);
  if (ix >= 0x7f800000) return f(x + x);
  if (ix < 0x38000000) return x;
  const a = Math.abs(x);
  let w: number;
  if (ix > 0x47000000) w = f(logf(a) + LN2);
  else if (ix > 0x40000000) w = logf(f(f(2 * a) + f(1 / f(sqrtf(f(f(a * a) + 1)) + a))));
  else {
    const t = f(a * a);
    w = log1pf(f(a + f(t / f(1 + sqrtf(f(1 + t))))));
  }
  return x < 0 ? -w : w;
}

export function acoshf(x: number): number {
  if (Number.isNaN(x)) return x;
  const hx = signedWord(x);
  if (hx < 0x3f800000) return NaN;
  if (hx >= 0x4d800000) {
    if (hx >= 0x7f800000) return f(x + x);
    return f(logf(x) + LN2);
  }
  if (hx === 0x3f800000) return 0;
  if (hx > 0x40000000) {
    const t = f(x * x);
    return logf(f(f(2 * x) - f(1 / f(x + sqrtf(f(t - 1))))));
  }
  const t = f(x - 1);
  return log1pf(f(t + sqrtf(f(f(2 * t) + f(t * t)))));
}
