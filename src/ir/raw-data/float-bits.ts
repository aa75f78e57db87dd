// Bit patterns of every MLIR 19 float type, to and from JavaScript doubles. Bytecode
// stores a float as the APInt of its bits; FloatAttr holds a double plus the exact bits
// when the double cannot carry them.
import type { FloatKind } from "../types.js";

interface Format {
  readonly exponentBits: number;
  readonly mantissaBits: number;
  readonly bias: number;
  /** ieee: Inf and NaN at the top exponent; fn: no Inf, NaN is all ones; fnuz: no Inf/-0, NaN is 0x80. */
  readonly special: "ieee" | "fn" | "fnuz";
  /** x87 extended precision stores the integer bit explicitly. */
  readonly explicitInteger?: boolean;
}

const FORMATS: Record<FloatKind, Format> = {
  f16: { exponentBits: 5, mantissaBits: 10, bias: 15, special: "ieee" },
  bf16: { exponentBits: 8, mantissaBits: 7, bias: 127, special: "ieee" },
  f32: { exponentBits: 8, mantissaBits: 23, bias: 127, special: "ieee" },
  f64: { exponentBits: 11, mantissaBits: 52, bias: 1023, special: "ieee" },
  f80: { exponentBits: 15, mantissaBits: 63, bias: 16383, special: "ieee", explicitInteger: true },
  f128: { exponentBits: 15, mantissaBits: 112, bias: 16383, special: "ieee" },
  tf32: { exponentBits: 8, mantissaBits: 10, bias: 127, special: "ieee" },
  f8E5M2: { exponentBits: 5, mantissaBits: 2, bias: 15, special: "ieee" },
  f8E4M3: { exponentBits: 4, mantissaBits: 3, bias: 7, special: "ieee" },
  f8E4M3FN: { exponentBits: 4, mantissaBits: 3, bias: 7, special: "fn" },
  f8E5M2FNUZ: { exponentBits: 5, mantissaBits: 2, bias: 16, special: "fnuz" },
  f8E4M3FNUZ: { exponentBits: 4, mantissaBits: 3, bias: 8, special: "fnuz" },
  f8E4M3B11FNUZ: { exponentBits: 4, mantissaBits: 3, bias: 11, special: "fnuz" },
};

export function floatBitWidth(kind: FloatKind): number {
  const f = FORMATS[kind];
  return 1 + f.exponentBits + f.mantissaBits + (f.explicitInteger ? 1 : 0);
}

/** The double closest to the float with these bits (NaN for any NaN). */
export function floatFromBits(kind: FloatKind, bits: bigint): number {
  const f = FORMATS[kind];
  const width = floatBitWidth(kind);
  const sign = (bits >> BigInt(width - 1)) & 1n ? -1 : 1;
  const mantissaField = bits & ((1n << BigInt(f.mantissaBits)) - 1n);
  const exponent = Number((bits >> BigInt(f.mantissaBits + (f.explicitInteger ? 1 : 0))) & ((1n << BigInt(f.exponentBits)) - 1n));
  const maxExponent = (1 << f.exponentBits) - 1;
  const allOnesMantissa = (1n << BigInt(f.mantissaBits)) - 1n;
  if (f.special === "fnuz" && bits === 1n << BigInt(width - 1)) return NaN;
  if (f.special === "fn" && exponent === maxExponent && mantissaField === allOnesMantissa) return NaN;
  if (f.special === "ieee" && exponent === maxExponent) return mantissaField === 0n ? sign * Infinity : NaN;
  const integerBit = f.explicitInteger ? Number((bits >> 63n) & 1n) : exponent === 0 ? 0 : 1;
  const scale = exponent === 0 ? 1 - f.bias : exponent - f.bias;
  // value = (integerBit + mantissa / 2^m) * 2^scale, computed exactly as far as doubles allow.
  const significand = (BigInt(integerBit) << BigInt(f.mantissaBits)) | mantissaField;
  if (significand === 0n) return sign * 0;
  return sign * bigToDouble(significand, scale - f.mantissaBits);
}

/** significand * 2^shift rounded to a double (round to nearest even). */
function bigToDouble(significand: bigint, shift: number): number {
  const length = significand.toString(2).length;
  if (length <= 53) return Number(significand) * 2 ** shift;
  const drop = length - 53;
  const kept = significand >> BigInt(drop);
  const rest = significand & ((1n << BigInt(drop)) - 1n);
  const half = 1n << BigInt(drop - 1);
  let rounded = kept;
  if (rest > half || (rest === half && (kept & 1n) === 1n)) rounded += 1n;
  const exponent = shift + drop;
  // Split the power to avoid overflow to Infinity in the intermediate 2**exponent.
  return Number(rounded) * 2 ** Math.trunc(exponent / 2) * 2 ** (exponent - Math.trunc(exponent / 2));
}

/** Bits of `value` in the format; the value must be representable (NaN maps to the default NaN). */
export function floatToBits(kind: FloatKind, value: number): bigint {
  const f = FORMATS[kind];
  const width = floatBitWidth(kind);
  const signBit = 1n << BigInt(width - 1);
  const explicitShift = f.explicitInteger ? 1 : 0;
  const maxExponent = (1 << f.exponentBits) - 1;
  const exponentShift = BigInt(f.mantissaBits + explicitShift);
  if (Number.isNaN(value)) {
    if (f.special === "fnuz") return signBit;
    if (f.special === "fn") return (BigInt(maxExponent) << exponentShift) | ((1n << BigInt(f.mantissaBits)) - 1n);
    // Quiet NaN: top mantissa bit set (and the integer bit for x87).
    const quiet = (1n << BigInt(f.mantissaBits - 1)) | (f.explicitInteger ? 1n << 63n : 0n);
    return (BigInt(maxExponent) << exponentShift) | quiet;
  }
  const negative = value < 0 || Object.is(value, -0);
  const sign = negative && !(f.special === "fnuz" && value === 0) ? signBit : 0n;
  const magnitude = Math.abs(value);
  if (magnitude === Infinity) return sign | (BigInt(maxExponent) << exponentShift) | (f.explicitInteger ? 1n << 63n : 0n);
  if (magnitude === 0) return sign;
  // magnitude = m * 2^e with m a 53-bit integer.
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, magnitude);
  const hi = view.getUint32(0);
  const lo = view.getUint32(4);
  const dExp = (hi >>> 20) & 0x7ff;
  let m = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let e: number;
  if (dExp === 0) e = -1074;
  else {
    m |= 1n << 52n;
    e = dExp - 1075;
  }
  // Normalize so that m has its leading one at bit (mantissaBits) in the target.
  const length = m.toString(2).length;
  const unbiased = e + length - 1; // floor(log2(magnitude))
  let biased = unbiased + f.bias;
  let mantissaBitsUsed: number;
  if (biased >= 1) mantissaBitsUsed = f.mantissaBits;
  else {
    // Subnormal in the target.
    mantissaBitsUsed = f.mantissaBits - (1 - biased);
    biased = 0;
  }
  const shift = length - 1 - mantissaBitsUsed;
  let significand = shift >= 0 ? m >> BigInt(shift) : m << BigInt(-shift);
  if (biased === 0) {
    const field = significand & ((1n << BigInt(f.mantissaBits)) - 1n);
    return sign | field;
  }
  if (!f.explicitInteger) significand &= (1n << BigInt(f.mantissaBits)) - 1n;
  else significand &= (1n << 64n) - 1n;
  return sign | (BigInt(biased) << exponentShift) | significand;
}
