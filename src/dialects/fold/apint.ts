// LLVM APInt arithmetic over bigint bit patterns: a value of width `w` is held as its
// unsigned pattern in [0, 2^w), and each operation returns such a pattern (wrapping as
// APInt does), reading it signed where the operation is signed.
export interface APInt {
  readonly width: number;
  /** The unsigned bit pattern. */
  readonly bits: bigint;
}

export function apint(width: number, value: bigint): APInt {
  return { width, bits: BigInt.asUintN(width, value) };
}

/** The value read as signed (two's complement). */
export function signed(a: APInt): bigint {
  return BigInt.asIntN(a.width, a.bits);
}

export const isZero = (a: APInt): boolean => a.bits === 0n;
export const isOne = (a: APInt): boolean => a.bits === 1n;
export const isAllOnes = (a: APInt): boolean => a.bits === (1n << BigInt(a.width)) - 1n;
export const isMaxSigned = (a: APInt): boolean => a.width > 0 && a.bits === (1n << BigInt(a.width - 1)) - 1n;
export const isMinSigned = (a: APInt): boolean => a.width > 0 && a.bits === 1n << BigInt(a.width - 1);
export const isNegative = (a: APInt): boolean => a.width > 0 && signed(a) < 0n;

export const add = (a: APInt, b: APInt): APInt => apint(a.width, a.bits + b.bits);
export const sub = (a: APInt, b: APInt): APInt => apint(a.width, a.bits - b.bits);
export const mul = (a: APInt, b: APInt): APInt => apint(a.width, a.bits * b.bits);
export const and = (a: APInt, b: APInt): APInt => apint(a.width, a.bits & b.bits);
export const or = (a: APInt, b: APInt): APInt => apint(a.width, a.bits | b.bits);
export const xor = (a: APInt, b: APInt): APInt => apint(a.width, a.bits ^ b.bits);

/** The high half of the full signed / unsigned product (APIntOps::mulhs / mulhu). */
export const mulhs = (a: APInt, b: APInt): APInt => apint(a.width, (signed(a) * signed(b)) >> BigInt(a.width));
export const mulhu = (a: APInt, b: APInt): APInt => apint(a.width, (a.bits * b.bits) >> BigInt(a.width));

/** Truncating unsigned division and remainder (the divisor is not zero). */
export const udiv = (a: APInt, b: APInt): APInt => apint(a.width, a.bits / b.bits);
export const urem = (a: APInt, b: APInt): APInt => apint(a.width, a.bits % b.bits);
export const srem = (a: APInt, b: APInt): APInt => apint(a.width, signed(a) % signed(b));

/** Signed division; `overflow` when it is INT_MIN / -1 (APInt::sdiv_ov). */
export function sdivOv(a: APInt, b: APInt): { readonly value: APInt; readonly overflow: boolean } {
  const overflow = isMinSigned(a) && isAllOnes(b);
  return { value: apint(a.width, signed(a) / signed(b)), overflow };
}

/** Signed subtraction with overflow (APInt::ssub_ov). */
export function ssubOv(a: APInt, b: APInt): { readonly value: APInt; readonly overflow: boolean } {
  const exact = signed(a) - signed(b);
  const value = apint(a.width, exact);
  return { value, overflow: signed(value) !== exact };
}

/** Signed addition with overflow (APInt::sadd_ov). */
export function saddOv(a: APInt, b: APInt): { readonly value: APInt; readonly overflow: boolean } {
  const exact = signed(a) + signed(b);
  const value = apint(a.width, exact);
  return { value, overflow: signed(value) !== exact };
}

/** Unsigned addition with overflow (APInt::uadd_ov). */
export function uaddOv(a: APInt, b: APInt): { readonly value: APInt; readonly overflow: boolean } {
  const exact = a.bits + b.bits;
  return { value: apint(a.width, exact), overflow: exact >= 1n << BigInt(a.width) };
}

/** Signed floor division with overflow (APInt::sfloordiv_ov). */
export function sfloordivOv(a: APInt, b: APInt): { readonly value: APInt; readonly overflow: boolean } {
  const q = sdivOv(a, b);
  if (mul(q.value, b).bits !== a.bits && isNegative(a) !== isNegative(b)) return { value: sub(q.value, apint(a.width, 1n)), overflow: q.overflow };
  return q;
}

/** Shifts by `b` (the caller checks `b` is below the width, as folders do; APInt gives 0 / the sign otherwise). */
export function shl(a: APInt, b: APInt): APInt {
  return b.bits >= BigInt(a.width) ? apint(a.width, 0n) : apint(a.width, a.bits << b.bits);
}
export function lshr(a: APInt, b: APInt): APInt {
  return b.bits >= BigInt(a.width) ? apint(a.width, 0n) : apint(a.width, a.bits >> b.bits);
}
export function ashr(a: APInt, b: APInt): APInt {
  const shift = b.bits >= BigInt(a.width) ? BigInt(Math.max(0, a.width - 1)) : b.bits;
  return apint(a.width, signed(a) >> shift);
}

export const ult = (a: APInt, b: APInt): boolean => a.bits < b.bits;
export const slt = (a: APInt, b: APInt): boolean => signed(a) < signed(b);
export const smax = (a: APInt, b: APInt): APInt => (signed(a) >= signed(b) ? a : b);
export const smin = (a: APInt, b: APInt): APInt => (signed(a) <= signed(b) ? a : b);
export const umax = (a: APInt, b: APInt): APInt => (a.bits >= b.bits ? a : b);
export const umin = (a: APInt, b: APInt): APInt => (a.bits <= b.bits ? a : b);

export const zext = (a: APInt, width: number): APInt => apint(width, a.bits);
export const sext = (a: APInt, width: number): APInt => apint(width, signed(a));
export const trunc = (a: APInt, width: number): APInt => apint(width, a.bits);
export const abs = (a: APInt): APInt => apint(a.width, signed(a) < 0n ? -signed(a) : signed(a));

export function countLeadingZeros(a: APInt): number {
  for (let i = a.width - 1; i >= 0; i--) if (((a.bits >> BigInt(i)) & 1n) !== 0n) return a.width - 1 - i;
  return a.width;
}
export function countTrailingZeros(a: APInt): number {
  for (let i = 0; i < a.width; i++) if (((a.bits >> BigInt(i)) & 1n) !== 0n) return i;
  return a.width;
}
export function countPopulation(a: APInt): number {
  let n = 0;
  for (let v = a.bits; v !== 0n; v >>= 1n) if ((v & 1n) !== 0n) n++;
  return n;
}
