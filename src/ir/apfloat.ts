// Float semantics of MLIR's float types and the exact float printing of MLIR 19
// (LLVM APFloat::toString as used by MLIR's printFloatValue), with bigint arithmetic
// only where precision demands it.
import type { FloatKind } from "./types.js";

export interface FloatSemantics {
  readonly kind: FloatKind;
  /** Total encoded bits. */
  readonly width: number;
  /** Significand precision in bits, including the integer bit. */
  readonly precision: number;
  readonly maxExponent: number;
  readonly minExponent: number;
  /** "ieee": inf and NaNs; "fn": NaN is all-ones, no inf; "fnuz": NaN is negative zero, no inf. */
  readonly special: "ieee" | "fn" | "fnuz";
  /** x87 f80 stores the integer bit explicitly. */
  readonly explicitIntegerBit: boolean;
}

function sem(
  kind: FloatKind,
  width: number,
  precision: number,
  maxExponent: number,
  minExponent: number,
  special: "ieee" | "fn" | "fnuz" = "ieee",
  explicitIntegerBit = false,
): FloatSemantics {
  return { kind, width, precision, maxExponent, minExponent, special, explicitIntegerBit };
}

const table: Record<FloatKind, FloatSemantics> = {
  f16: sem("f16", 16, 11, 15, -14),
  bf16: sem("bf16", 16, 8, 127, -126),
  f32: sem("f32", 32, 24, 127, -126),
  f64: sem("f64", 64, 53, 1023, -1022),
  f80: sem("f80", 80, 64, 16383, -16382, "ieee", true),
  f128: sem("f128", 128, 113, 16383, -16382),
  tf32: sem("tf32", 19, 11, 127, -126),
  f8E5M2: sem("f8E5M2", 8, 3, 15, -14),
  f8E4M3: sem("f8E4M3", 8, 4, 7, -6),
  f8E4M3FN: sem("f8E4M3FN", 8, 4, 8, -6, "fn"),
  f8E5M2FNUZ: sem("f8E5M2FNUZ", 8, 3, 15, -15, "fnuz"),
  f8E4M3FNUZ: sem("f8E4M3FNUZ", 8, 4, 7, -7, "fnuz"),
  f8E4M3B11FNUZ: sem("f8E4M3B11FNUZ", 8, 4, 4, -10, "fnuz"),
};

export function semanticsOf(kind: FloatKind): FloatSemantics {
  return table[kind];
}

function mantissaBits(s: FloatSemantics): number {
  return s.explicitIntegerBit ? s.precision : s.precision - 1;
}
function exponentBits(s: FloatSemantics): number {
  return s.width - 1 - mantissaBits(s);
}
function bias(s: FloatSemantics): number {
  return 1 - s.minExponent;
}

/** A decoded float: NaN, infinity, or sign * sig * 2^exp (sig may be 0). */
export type DecodedFloat =
  | { readonly category: "nan"; readonly negative: boolean }
  | { readonly category: "inf"; readonly negative: boolean }
  | { readonly category: "finite"; readonly negative: boolean; readonly sig: bigint; readonly exp: number };

export function decodeBits(s: FloatSemantics, bits: bigint): DecodedFloat {
  const mBits = mantissaBits(s);
  const eBits = exponentBits(s);
  const negative = ((bits >> BigInt(s.width - 1)) & 1n) === 1n;
  const expField = Number((bits >> BigInt(mBits)) & ((1n << BigInt(eBits)) - 1n));
  let mant = bits & ((1n << BigInt(mBits)) - 1n);
  const allOnesExp = (1 << eBits) - 1;
  if (s.special === "fnuz") {
    if (negative && expField === 0 && mant === 0n) return { category: "nan", negative: false };
  } else if (s.special === "fn") {
    if (expField === allOnesExp && mant === (1n << BigInt(mBits)) - 1n) return { category: "nan", negative };
  } else if (expField === allOnesExp) {
    const fraction = s.explicitIntegerBit ? mant & ((1n << BigInt(mBits - 1)) - 1n) : mant;
    if (fraction === 0n) return { category: "inf", negative };
    return { category: "nan", negative };
  }
  const b = bias(s);
  if (s.explicitIntegerBit) {
    const e = expField === 0 ? 1 - b : expField - b;
    return { category: "finite", negative, sig: mant, exp: e - (s.precision - 1) };
  }
  if (expField === 0) return { category: "finite", negative, sig: mant, exp: s.minExponent - (s.precision - 1) };
  mant |= 1n << BigInt(mBits);
  return { category: "finite", negative, sig: mant, exp: expField - b - (s.precision - 1) };
}

const f64Buffer = new DataView(new ArrayBuffer(8));

/** The exact components of a finite double: value = sig * 2^exp. */
function doubleParts(d: number): { negative: boolean; sig: bigint; exp: number } {
  f64Buffer.setFloat64(0, d);
  const hi = f64Buffer.getUint32(0);
  const lo = f64Buffer.getUint32(4);
  const negative = hi >>> 31 === 1;
  const expField = (hi >>> 20) & 0x7ff;
  const mantHi = hi & 0xfffff;
  let sig = (BigInt(mantHi) << 32n) | BigInt(lo);
  let exp: number;
  if (expField === 0) exp = -1074;
  else {
    sig |= 1n << 52n;
    exp = expField - 1075;
  }
  return { negative, sig, exp };
}

function bitLength(n: bigint): number {
  if (n === 0n) return 0;
  if (n <= 0xffffffffn) return 32 - Math.clz32(Number(n));
  const hex = n.toString(16);
  return (hex.length - 1) * 4 + (32 - Math.clz32(parseInt(hex[0] as string, 16)));
}

/**
 * Encodes sign * sig * 2^exp into `s` with round-to-nearest-even (sticky = whether
 * nonzero bits below sig were already dropped). Overflow gives infinity (NaN for types
 * without infinity).
 */
function encodeParts(s: FloatSemantics, negative: boolean, sig: bigint, exp: number, sticky = false): bigint {
  const signBit = negative ? 1n << BigInt(s.width - 1) : 0n;
  const mBits = mantissaBits(s);
  const eBits = exponentBits(s);
  const p = s.precision;
  if (sig === 0n) {
    if (s.special === "fnuz") return 0n;
    return signBit;
  }
  // Normalize: value = sig * 2^exp with sig having exactly p bits (before rounding).
  const len = bitLength(sig);
  let e = exp + len - 1; // unbiased exponent of the leading bit
  let shift = len - p; // bits to drop
  if (e < s.minExponent) shift += s.minExponent - e; // denormal: drop more
  let m: bigint;
  if (shift > 0) {
    const dropped = sig & ((1n << BigInt(shift)) - 1n);
    m = sig >> BigInt(shift);
    const half = 1n << BigInt(shift - 1);
    if (dropped > half || (dropped === half && (sticky || (m & 1n) === 1n)) || (dropped === half && sticky)) m += 1n;
  } else {
    m = sig << BigInt(-shift);
  }
  // Recompute the exponent after rounding.
  const mlen = bitLength(m);
  e = exp + shift + mlen - 1;
  if (m === 0n) return s.special === "fnuz" ? 0n : signBit;
  if (mlen > p) {
    m >>= 1n;
  }
  const b = bias(s);
  let expField: number;
  if (e < s.minExponent) expField = 0; // denormal
  else expField = e + b;
  const isDenormal = expField === 0;
  const maxField = (1 << eBits) - 1;
  const overflow =
    s.special === "ieee"
      ? expField >= maxField
      : s.special === "fn"
        ? expField > maxField || (expField === maxField && (m & ((1n << BigInt(p - 1)) - 1n)) === (1n << BigInt(p - 1)) - 1n)
        : expField > maxField;
  if (overflow) {
    if (s.special === "ieee") return signBit | (BigInt(maxField) << BigInt(mBits)) | (s.explicitIntegerBit ? 1n << BigInt(mBits - 1) : 0n);
    // APFloat's overflow makes a NaN of the value's sign (FNUZ has a single NaN).
    return s.special === "fn" ? signBit | defaultNaNBits(s) : defaultNaNBits(s);
  }
  let mantField: bigint;
  if (s.explicitIntegerBit) mantField = m;
  else mantField = isDenormal ? m : m & ((1n << BigInt(mBits)) - 1n);
  return signBit | (BigInt(expField) << BigInt(mBits)) | mantField;
}

/** The quiet NaN APFloat makes by default for `s` (positive sign). */
export function defaultNaNBits(s: FloatSemantics): bigint {
  const mBits = mantissaBits(s);
  const eBits = exponentBits(s);
  if (s.special === "fnuz") return 1n << BigInt(s.width - 1);
  if (s.special === "fn") return (1n << BigInt(s.width - 1)) - 1n;
  const expAll = ((1n << BigInt(eBits)) - 1n) << BigInt(mBits);
  if (s.explicitIntegerBit) return expAll | (3n << BigInt(mBits - 2));
  return expAll | (1n << BigInt(mBits - 1));
}

/** APFloat(double).convert(s, rmNearestTiesToEven).bitcastToAPInt(). */
export function encodeDouble(s: FloatSemantics, d: number): bigint {
  if (Number.isNaN(d)) return defaultNaNBits(s);
  if (!Number.isFinite(d)) {
    if (s.special === "fn" && d < 0) return (1n << BigInt(s.width - 1)) | defaultNaNBits(s);
    if (s.special !== "ieee") return defaultNaNBits(s);
    const mBits = mantissaBits(s);
    const eBits = exponentBits(s);
    const signBit = d < 0 ? 1n << BigInt(s.width - 1) : 0n;
    return signBit | (((1n << BigInt(eBits)) - 1n) << BigInt(mBits)) | (s.explicitIntegerBit ? 1n << BigInt(mBits - 1) : 0n);
  }
  const { negative, sig, exp } = doubleParts(d);
  return encodeParts(s, negative, sig, exp);
}

/** The double nearest a decoded value (exact for every type up to f64). */
export function decodedToDouble(f: DecodedFloat): number {
  if (f.category === "nan") return NaN;
  if (f.category === "inf") return f.negative ? -Infinity : Infinity;
  let v: number;
  if (f.sig === 0n) v = 0;
  else {
    const len = bitLength(f.sig);
    if (len <= 53) v = Number(f.sig) * 2 ** f.exp;
    else v = Number(f.sig >> BigInt(len - 53)) * 2 ** (f.exp + len - 53);
    if (!Number.isFinite(v) && f.exp < 0) v = Number(f.sig) * 2 ** f.exp;
  }
  return f.negative ? -v : v;
}

/** Rounds a double into type `kind` (as MLIR does when parsing a float literal). */
export function roundToKind(kind: FloatKind, d: number): number {
  if (kind === "f64" || kind === "f80" || kind === "f128") return d;
  if (kind === "f32") return Math.fround(d);
  const s = table[kind];
  return decodedToDouble(decodeBits(s, encodeDouble(s, d)));
}

/** The bit pattern of a float attribute's value (`bits` when given, else from the double). */
export function floatBits(kind: FloatKind, value: number, bits: bigint | undefined): bigint {
  if (bits !== undefined) return bits;
  return encodeDouble(table[kind], value);
}

// ---- Decimal parsing with exact rounding (for the round-trip check of f80/f128) ----

/** Correctly rounded decimal -> bits for semantics `s` (decimal like "-1.234500e+02"). */
export function parseDecimalExact(s: FloatSemantics, text: string): bigint {
  let i = 0;
  let negative = false;
  if (text[0] === "-" || text[0] === "+") {
    negative = text[0] === "-";
    i = 1;
  }
  let digits = "";
  let exp10 = 0;
  let seenDot = false;
  for (; i < text.length; i++) {
    const c = text[i] as string;
    if (c === ".") seenDot = true;
    else if (c >= "0" && c <= "9") {
      digits += c;
      if (seenDot) exp10--;
    } else break;
  }
  if (i < text.length && (text[i] === "e" || text[i] === "E")) exp10 += Number(text.slice(i + 1));
  const d = BigInt(digits === "" ? "0" : digits);
  if (d === 0n) return encodeParts(s, negative, 0n, 0);
  if (exp10 >= 0) return encodeParts(s, negative, d * 10n ** BigInt(exp10), 0);
  // value = d / 10^k: scale so the quotient has precision + 3 bits, track the remainder.
  const den = 10n ** BigInt(-exp10);
  const want = s.precision + 3;
  let k = want - (bitLength(d) - bitLength(den));
  if (k < 0) k = 0;
  let q = (d << BigInt(k)) / den;
  let r = (d << BigInt(k)) % den;
  while (bitLength(q) < want) {
    k++;
    q = (d << BigInt(k)) / den;
    r = (d << BigInt(k)) % den;
  }
  return encodeParts(s, negative, q, -k, r !== 0n);
}

// ---- Printing ----

const pow5Cache: bigint[] = [1n];
const pow10Cache: bigint[] = [1n];

function pow5(n: number): bigint {
  while (pow5Cache.length <= n) pow5Cache.push((pow5Cache[pow5Cache.length - 1] as bigint) * 5n);
  return pow5Cache[n] as bigint;
}

function pow10(n: number): bigint {
  while (pow10Cache.length <= n) pow10Cache.push((pow10Cache[pow10Cache.length - 1] as bigint) * 10n);
  return pow10Cache[n] as bigint;
}

/** APFloat::toString on a finite value (Inf/NaN are never printed this way by MLIR). */
function apfloatToString(
  s: FloatSemantics,
  f: { negative: boolean; sig: bigint; exp: number },
  formatPrecision: number,
  formatMaxPadding: number,
  truncateZero: boolean,
): string {
  const out: string[] = [];
  if (f.sig === 0n) {
    if (f.negative) out.push("-");
    if (formatMaxPadding === 0) {
      if (truncateZero) out.push("0.0E+0");
      else {
        out.push("0.0");
        if (formatPrecision > 1) out.push("0".repeat(formatPrecision - 1));
        out.push("e+00");
      }
    } else out.push("0");
    return out.join("");
  }
  if (f.negative) out.push("-");
  let fp = formatPrecision;
  if (fp === 0) fp = 2 + Math.floor((s.precision * 59) / 196);
  let sig = f.sig;
  let exp = f.exp;
  // Strip trailing binary zeros.
  if ((sig & 0xffffn) === 0n) {
    while ((sig & 0xffffn) === 0n) {
      sig >>= 16n;
      exp += 16;
    }
  }
  while ((sig & 1n) === 0n) {
    sig >>= 1n;
    exp++;
  }
  if (exp > 0) {
    sig <<= BigInt(exp);
    exp = 0;
  } else if (exp < 0) {
    sig *= -exp < 1200 ? pow5(-exp) : 5n ** BigInt(-exp);
  }
  // Drop tens the precision cannot use (truncating).
  const bits = bitLength(sig);
  const bitsRequired = Math.floor((fp * 196 + 58) / 59);
  if (bits > bitsRequired) {
    const tensRemovable = Math.floor(((bits - bitsRequired) * 59) / 196);
    if (tensRemovable > 0) {
      exp += tensRemovable;
      sig /= tensRemovable < 1200 ? pow10(tensRemovable) : 10n ** BigInt(tensRemovable);
    }
  }
  // Digits, most significant first, without trailing zeros.
  let digits = sig.toString();
  let end = digits.length;
  while (end > 1 && digits.charCodeAt(end - 1) === 48) end--;
  exp += digits.length - end;
  digits = digits.slice(0, end);
  // Round half up to fp digits.
  if (digits.length > fp) {
    const cut = digits.length - fp;
    const next = digits.charCodeAt(fp) - 48;
    let kept = digits.slice(0, fp);
    exp += cut;
    if (next >= 5) {
      // Decimal add with carry; carried-out nines become dropped zeros.
      const arr = kept.split("").map((c) => c.charCodeAt(0) - 48);
      let i = arr.length - 1;
      while (i >= 0 && arr[i] === 9) {
        arr.pop();
        exp++;
        i--;
      }
      if (i < 0) {
        kept = "1";
        // All digits carried: one digit of precision at the next power.
        exp += 0;
      } else {
        arr[i] = (arr[i] as number) + 1;
        kept = arr.join("");
      }
    }
    // Drop trailing zeros of the rounded result.
    let e2 = kept.length;
    while (e2 > 1 && kept.charCodeAt(e2 - 1) === 48) e2--;
    exp += kept.length - e2;
    digits = kept.slice(0, e2);
  }
  const nDigits = digits.length;
  let scientific: boolean;
  if (formatMaxPadding === 0) scientific = true;
  else if (exp >= 0) scientific = exp > formatMaxPadding || nDigits + exp > fp;
  else {
    const msd = exp + nDigits - 1;
    scientific = msd >= 0 ? false : -msd > formatMaxPadding;
  }
  if (scientific) {
    let e = exp + nDigits - 1;
    out.push(digits[0] as string, ".");
    if (nDigits === 1 && truncateZero) out.push("0");
    else out.push(digits.slice(1));
    if (!truncateZero && fp > nDigits - 1) out.push("0".repeat(fp - nDigits + 1));
    out.push(truncateZero ? "E" : "e", e >= 0 ? "+" : "-");
    if (e < 0) e = -e;
    let es = String(e);
    if (!truncateZero && es.length < 2) es = `0${es}`;
    out.push(es);
    return out.join("");
  }
  if (exp >= 0) {
    out.push(digits, "0".repeat(exp));
    return out.join("");
  }
  const whole = exp + nDigits;
  if (whole > 0) out.push(digits.slice(0, whole), ".", digits.slice(whole));
  else out.push("0.", "0".repeat(-whole), digits);
  return out.join("");
}

/** Whether `text` parses back (correctly rounded) to exactly `bits` in `s`. */
function roundTrips(s: FloatSemantics, text: string, bits: bigint, value: number): boolean {
  switch (s.kind) {
    case "f64":
      return Object.is(Number(text), value);
    case "f32":
      return Object.is(Math.fround(Number(text)), value);
    case "f80":
    case "f128":
      return parseDecimalExact(s, text) === bits;
    default:
      // Short decimal strings cannot land within double rounding distance of a
      // midpoint of these narrow formats, so rounding through a double is exact.
      return encodeDouble(s, Number(text)) === bits;
  }
}

/** The unsigned bits as MLIR prints a hex float: `0x` and uppercase digits. */
export function hexBits(bits: bigint): string {
  return `0x${bits.toString(16).toUpperCase()}`;
}

export interface FormattedFloat {
  readonly text: string;
  /** Whether the value had to be printed as its hex bit pattern. */
  readonly hex: boolean;
}

/**
 * Formatted values by (kind, value): constants repeat a lot and formatting needs bigint
 * arithmetic. A direct-mapped table on the value's bits answers most lookups (cheaper than
 * a Map); the Maps behind it keep what collides there.
 */
const FORMAT_SLOTS = 1 << 12;
const formatKinds = new Array<FloatKind | undefined>(FORMAT_SLOTS).fill(undefined);
const formatValues = new Float64Array(FORMAT_SLOTS);
const formatResults = new Array<FormattedFloat | undefined>(FORMAT_SLOTS).fill(undefined);
const hashView = new Float64Array(1);
const hashWords = new Uint32Array(hashView.buffer);
const FORMAT_CACHE_LIMIT = 1 << 16;
const formatCaches = new Map<FloatKind, Map<number | string, FormattedFloat>>();

/** MLIR's printFloatValue for a value of float type `kind`. */
export function formatFloat(kind: FloatKind, value: number, exactBits?: bigint): FormattedFloat {
  if (exactBits !== undefined || Number.isNaN(value)) return formatFloatUncached(kind, value, exactBits);
  hashView[0] = value;
  const slot = Math.imul((hashWords[0] as number) ^ Math.imul(hashWords[1] as number, 0x9e3779b1), 0x85ebca6b) >>> 20;
  // Object.is tells 0 from -0 (NaN never gets here).
  if (formatKinds[slot] === kind && Object.is(formatValues[slot], value)) return formatResults[slot] as FormattedFloat;
  let cache = formatCaches.get(kind);
  if (cache === undefined) {
    cache = new Map();
    formatCaches.set(kind, cache);
  }
  const key = Object.is(value, -0) ? "-0" : value;
  let f = cache.get(key);
  if (f === undefined) {
    if (cache.size >= FORMAT_CACHE_LIMIT) cache.clear();
    f = formatFloatUncached(kind, value, undefined);
    cache.set(key, f);
  }
  formatKinds[slot] = kind;
  formatValues[slot] = value;
  formatResults[slot] = f;
  return f;
}

function formatFloatUncached(kind: FloatKind, value: number, exactBits: bigint | undefined): FormattedFloat {
  const s = table[kind];
  const bits = exactBits ?? encodeDouble(s, value);
  const decoded = decodeBits(s, bits);
  if (decoded.category === "finite") {
    const short = apfloatToString(s, decoded, 6, 0, false);
    if (roundTrips(s, short, bits, value)) return { text: short, hex: false };
    const long = apfloatToString(s, decoded, 0, 3, true);
    if (long.includes(".")) return { text: long, hex: false };
  }
  return { text: hexBits(bits), hex: true };
}

/**
 * APFloat::toString with its defaults (all the digits a double needs, exponent form past
 * three padding zeros, trailing zeros dropped) of a double: `2`, `0.10000000000000001`,
 * `1.0E+10`; `Inf`, `-Inf` and `NaN` as APFloat spells them.
 */
export function doubleToAPFloatString(value: number): string {
  if (Number.isNaN(value)) return "NaN";
  if (!Number.isFinite(value)) return value > 0 ? "+Inf" : "-Inf";
  const s = table.f64;
  const decoded = decodeBits(s, encodeDouble(s, value));
  return apfloatToString(s, decoded as { negative: boolean; sig: bigint; exp: number }, 0, 3, true);
}
