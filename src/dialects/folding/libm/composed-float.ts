// Single-precision counterparts of composed.ts: the C library's float functions composed
// from its (correctly rounded) expf and logf and an exact sqrtf, each operation rounded to
// single as the C code's float arithmetic is; expm1f and log1pf are glibc's own (below).
import { exp, log } from "./elementary.js";

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
const expm1f = (x: number): number => glibcExpm1f(x);
const log1pf = (x: number): number => glibcLog1pf(x);
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

// glibc's expm1f (sysdeps/ieee754/flt-32, of fdlibm's lineage): a reduction by k*ln2 in
// float arithmetic, a rational correction of the reduced argument, and the scaling by 2^k
// on the encoding. Its results can be an ulp away from the correctly rounded value.
const EXPM1_O_THRESHOLD = fromWord(0x42b17180);
const EXPM1_LN2_HI = fromWord(0x3f317180);
const EXPM1_LN2_LO = fromWord(0x3717f7d1);
const EXPM1_INV_LN2 = fromWord(0x3fb8aa3b);
const EXPM1_Q1 = f(-3.33333333333331316428e-2);
const EXPM1_Q2 = f(1.58730158725481460165e-3);
const EXPM1_Q3 = f(-7.93650757867487942473e-5);
const EXPM1_Q4 = f(4.00821782732936239552e-6);
const EXPM1_Q5 = f(-2.01099218183624371326e-7);

export function glibcExpm1f(input: number): number {
  let x = input;
  let hx = signedWord(x);
  const negative = hx < 0;
  hx &= 0x7fffffff;
  if (hx >= 0x4195b844) {
    // |x| >= 27 ln2
    if (hx >= 0x42b17218) {
      if (hx > 0x7f800000) return f(x + x);
      if (hx === 0x7f800000) return negative ? -1 : x;
      if (x > EXPM1_O_THRESHOLD) return Infinity;
    }
    if (negative) return -1;
  }
  let k: number;
  let c = 0;
  if (hx > 0x3eb17218) {
    // |x| > ln2 / 2: reduce by k ln2
    let hi: number;
    let lo: number;
    if (hx < 0x3f851592) {
      hi = negative ? f(x + EXPM1_LN2_HI) : f(x - EXPM1_LN2_HI);
      lo = negative ? -EXPM1_LN2_LO : EXPM1_LN2_LO;
      k = negative ? -1 : 1;
    } else {
      k = Math.trunc(f(f(EXPM1_INV_LN2 * x) + (negative ? -0.5 : 0.5)));
      const t = k;
      hi = f(x - f(t * EXPM1_LN2_HI));
      lo = f(t * EXPM1_LN2_LO);
    }
    x = f(hi - lo);
    c = f(f(hi - x) - lo);
  } else if (hx < 0x33000000) {
    return x;
  } else k = 0;
  const hfx = f(0.5 * x);
  const hxs = f(x * hfx);
  const r1 = f(1 + f(hxs * f(EXPM1_Q1 + f(hxs * f(EXPM1_Q2 + f(hxs * f(EXPM1_Q3 + f(hxs * f(EXPM1_Q4 + f(hxs * EXPM1_Q5))))))))));
  let t = f(3 - f(r1 * hfx));
  let e = f(hxs * f(f(r1 - t) / f(6 - f(x * t))));
  if (k === 0) return f(x - f(f(x * e) - hxs));
  e = f(f(x * f(e - c)) - c);
  e = f(e - hxs);
  if (k === -1) return f(f(0.5 * f(x - e)) - 0.5);
  if (k === 1) {
    if (x < -0.25) return f(-2 * f(e - f(x + 0.5)));
    return f(1 + f(2 * f(x - e)));
  }
  if (k <= -2 || k > 56) {
    const y = f(1 - f(e - x));
    return f(fromWord(signedWord(y) + (k << 23)) - 1);
  }
  if (k < 23) {
    t = fromWord(0x3f800000 - (0x1000000 >> k));
    const y = f(t - f(e - x));
    return fromWord(signedWord(y) + (k << 23));
  }
  t = fromWord((0x7f - k) << 23);
  let y = f(x - f(e + t));
  y = f(y + 1);
  return fromWord(signedWord(y) + (k << 23));
}

/** glibc's tanhf: from expm1f of 2|x| (or -2|x| below 1), in float arithmetic. */
export function tanhf(x: number): number {
  const jx = signedWord(x);
  const ix = jx & 0x7fffffff;
  if (ix >= 0x7f800000) return jx >= 0 ? f(f(1 / x) + 1) : f(f(1 / x) - 1);
  let z: number;
  if (ix < 0x41b00000) {
    if (ix === 0) return x;
    if (ix < 0x24000000) return f(x * f(1 + x));
    if (ix >= 0x3f800000) {
      const t = glibcExpm1f(f(2 * Math.abs(x)));
      z = f(1 - f(2 / f(t + 2)));
    } else {
      const t = glibcExpm1f(f(-2 * Math.abs(x)));
      z = f(-t / f(t + 2));
    }
  } else z = 1;
  return jx >= 0 ? z : -z;
}

// glibc's log1pf (fdlibm's lineage): 1 + x split into 2^k (1 + f) with a correction term, and
// log(1 + f) from a polynomial in s = f / (2 + f), in float arithmetic.
const LOG1P_LN2_HI = fromWord(0x3f317180);
const LOG1P_LN2_LO = fromWord(0x3717f7d1);
const LOG1P_TWO25 = fromWord(0x4c000000);
const LP1 = fromWord(0x3f2aaaab);
const LP2 = fromWord(0x3ecccccd);
const LP3 = fromWord(0x3e924925);
const LP4 = fromWord(0x3e638e29);
const LP5 = fromWord(0x3e3a3325);
const LP6 = fromWord(0x3e1cd04f);
const LP7 = fromWord(0x3e178897);

export function glibcLog1pf(x: number): number {
  const hx = signedWord(x);
  const ax = hx & 0x7fffffff;
  let k = 1;
  let fr = 0;
  let hu = 0;
  let c = 0;
  if (hx < 0x3ed413d7) {
    if (ax >= 0x3f800000) {
      if (x === -1) return -Infinity;
      return NaN;
    }
    if (ax < 0x31000000) {
      if (ax < 0x24800000) return x;
      return f(x - f(f(x * x) * 0.5));
    }
    if (hx > 0 || hx <= (0xbe95f61f | 0)) {
      k = 0;
      fr = x;
      hu = 1;
    }
  } else if (hx >= 0x7f800000) return f(x + x);
  if (k !== 0) {
    let u: number;
    if (hx < 0x5a000000) {
      u = f(1 + x);
      hu = signedWord(u);
      k = (hu >> 23) - 127;
      c = k > 0 ? f(1 - f(u - x)) : f(x - f(u - 1));
      c = f(c / u);
    } else {
      u = x;
      hu = signedWord(u);
      k = (hu >> 23) - 127;
      c = 0;
    }
    hu &= 0x007fffff;
    if (hu < 0x3504f7) u = fromWord(hu | 0x3f800000);
    else {
      k += 1;
      u = fromWord(hu | 0x3f000000);
      hu = (0x00800000 - hu) >> 2;
    }
    fr = f(u - 1);
  }
  const hfsq = f(f(0.5 * fr) * fr);
  const kf = f(k);
  if (hu === 0) {
    if (fr === 0) {
      if (k === 0) return 0;
      c = f(c + f(kf * LOG1P_LN2_LO));
      return f(f(kf * LOG1P_LN2_HI) + c);
    }
    const R = f(hfsq * f(1 - f(f(0.66666666666666666) * fr)));
    if (k === 0) return f(fr - R);
    return f(f(kf * LOG1P_LN2_HI) - f(f(R - f(f(kf * LOG1P_LN2_LO) + c)) - fr));
  }
  const s = f(fr / f(2 + fr));
  const z = f(s * s);
  let poly = f(LP6 + f(z * LP7));
  poly = f(LP5 + f(z * poly));
  poly = f(LP4 + f(z * poly));
  poly = f(LP3 + f(z * poly));
  poly = f(LP2 + f(z * poly));
  poly = f(LP1 + f(z * poly));
  const R = f(z * poly);
  if (k === 0) return f(fr - f(hfsq - f(s * f(hfsq + R))));
  return f(f(kf * LOG1P_LN2_HI) - f(f(hfsq - f(f(s * f(hfsq + R)) + f(f(kf * LOG1P_LN2_LO) + c))) - fr));
}

/** glibc's atanhf: half of log1pf of 2|x| + 2|x||x| / (1 - |x|) below 0.5, of 2|x| / (1 - |x|) above. */
export function atanhf(x: number): number {
  const xa = Math.abs(x);
  let t: number;
  if (xa < 0.5) {
    if (xa < 2 ** -28) return x;
    t = f(xa + xa);
    t = f(0.5 * glibcLog1pf(f(t + f(f(t * xa) / f(1 - xa)))));
  } else if (xa < 1) t = f(0.5 * glibcLog1pf(f(f(xa + xa) / f(1 - xa))));
  else {
    if (xa > 1) return NaN;
    return x / 0;
  }
  return x < 0 || Object.is(x, -0) ? -t : t;
}
