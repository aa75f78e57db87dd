// MLIR's int64_t values (shapes, strides, offsets, affine constants) in JavaScript.
//
// A value is a `number` when a double holds it exactly as a safe integer, and a `bigint`
// otherwise; the one exception is INT64_MIN (ShapedType::kDynamic), kept as the number
// -2^63, which a double holds exactly. Every producer normalizes through `int64`, so
// two equal values always have the same representation and compare with `===`
// (bigint primitives compare by value), and the common small values never allocate.
//
// Arithmetic wraps modulo 2^64 as int64_t arithmetic does in MLIR (a constant fold of
// `d0 * 9223372036854775807 * 9223372036854775807` gives `d0 * 1`, as in mlir-opt).

export type Int64 = number | bigint;

/** INT64_MIN as a number (exact): MLIR's ShapedType::kDynamic. */
export const INT64_MIN_NUMBER = -(2 ** 63);
export const INT64_MAX_BIGINT = (1n << 63n) - 1n;
export const INT64_MIN_BIGINT = -(1n << 63n);

/** The normalized int64 of `value` (wrapped to 64 bits). */
export function int64(value: bigint | number): Int64 {
  if (typeof value === "number") {
    if (Number.isSafeInteger(value) || value === INT64_MIN_NUMBER) return value;
    if (!Number.isInteger(value)) throw new RangeError(`not an integer: ${value}`);
    value = BigInt(value);
  }
  const wrapped = BigInt.asIntN(64, value);
  const n = Number(wrapped);
  if (Number.isSafeInteger(n) || wrapped === INT64_MIN_BIGINT) return n;
  return wrapped;
}

function big(v: Int64): bigint {
  return typeof v === "bigint" ? v : BigInt(v);
}

function isSmall(v: Int64): v is number {
  return typeof v === "number" && v !== INT64_MIN_NUMBER;
}

export function addInt64(a: Int64, b: Int64): Int64 {
  if (isSmall(a) && isSmall(b)) {
    const r = a + b;
    if (Number.isSafeInteger(r)) return r;
  }
  return int64(big(a) + big(b));
}

/** llvm::AddOverflow on int64_t. */
export function addOverflows(a: Int64, b: Int64): boolean {
  if (isSmall(a) && isSmall(b)) return false;
  const r = big(a) + big(b);
  return r > INT64_MAX_BIGINT || r < INT64_MIN_BIGINT;
}

/** llvm::MulOverflow on int64_t. */
export function mulOverflows(a: Int64, b: Int64): boolean {
  if (isSmall(a) && isSmall(b) && Number.isSafeInteger(a * b)) return false;
  const r = big(a) * big(b);
  return r > INT64_MAX_BIGINT || r < INT64_MIN_BIGINT;
}

export function subInt64(a: Int64, b: Int64): Int64 {
  if (isSmall(a) && isSmall(b)) {
    const r = a - b;
    if (Number.isSafeInteger(r)) return r;
  }
  return int64(big(a) - big(b));
}

export function mulInt64(a: Int64, b: Int64): Int64 {
  if (isSmall(a) && isSmall(b)) {
    // Exact whenever the true product is a safe integer; a product beyond 2^53 rounds
    // to a value that is not safe either, so this test never accepts a rounded result.
    const r = a * b;
    if (Number.isSafeInteger(r)) return r === 0 ? 0 : r;
  }
  return int64(big(a) * big(b));
}

export function negInt64(a: Int64): Int64 {
  return isSmall(a) ? (a === 0 ? 0 : -a) : int64(-big(a));
}

/** std::abs on int64_t: abs(INT64_MIN) stays INT64_MIN. */
export function absInt64(a: Int64): Int64 {
  return isSmall(a) ? Math.abs(a) : int64(big(a) < 0n ? -big(a) : big(a));
}

/** C++ `a % b` (truncating, sign of the dividend); `b` must not be 0. */
export function remInt64(a: Int64, b: Int64): Int64 {
  if (isSmall(a) && isSmall(b)) {
    const r = a % b;
    return r === 0 ? 0 : r;
  }
  return int64(big(a) % big(b));
}

/** C++ `a / b` (truncating); `b` must not be 0. */
export function divInt64(a: Int64, b: Int64): Int64 {
  if (isSmall(a) && isSmall(b)) {
    const r = Math.trunc(a / b);
    // a/b of safe integers rounds only when the quotient is not an integer; truncation
    // is then exact unless |a/b| is beyond 2^53, which safe operands cannot produce
    // with |b| >= 1 — except through rounding near 2^53, checked here.
    if (Number.isSafeInteger(r) && Math.abs(r) < 2 ** 52) return r === 0 ? 0 : r;
  }
  return int64(big(a) / big(b));
}

/** mlir::floorDiv. */
export function floorDivInt64(a: Int64, b: Int64): Int64 {
  const q = divInt64(a, b);
  const r = remInt64(a, b);
  if (r !== 0 && lessThanZero(r) !== lessThanZero(b)) return subInt64(q, 1);
  return q;
}

/** mlir::ceilDiv. */
export function ceilDivInt64(a: Int64, b: Int64): Int64 {
  const q = divInt64(a, b);
  const r = remInt64(a, b);
  if (r !== 0 && lessThanZero(r) === lessThanZero(b)) return addInt64(q, 1);
  return q;
}

/** mlir::mod: the non-negative remainder for a positive `b`. */
export function modInt64(a: Int64, b: Int64): Int64 {
  const r = remInt64(a, b);
  return lessThanZero(r) ? addInt64(r, b) : r;
}

/** llvm::GreatestCommonDivisor64: the operands are taken as uint64_t, the result read back as int64_t. */
export function gcdInt64(a: Int64, b: Int64): Int64 {
  if (isSmall(a) && isSmall(b) && a >= 0 && b >= 0) {
    let x = a;
    let y = b;
    while (y !== 0) {
      const t = x % y;
      x = y;
      y = t;
    }
    return x;
  }
  let x = BigInt.asUintN(64, big(a));
  let y = BigInt.asUintN(64, big(b));
  while (y !== 0n) {
    const t = x % y;
    x = y;
    y = t;
  }
  return int64(x);
}

export function lessThanZero(a: Int64): boolean {
  return a < 0;
}

export function compareInt64(a: Int64, b: Int64): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The int64 spelled by decimal or `0x` digits `text` (no sign), or undefined when it
 * exceeds `limit` (INT64_MAX by default).
 */
export function parseInt64Magnitude(text: string, limit: bigint = INT64_MAX_BIGINT): Int64 | undefined {
  if (text.length <= 15 && text.charCodeAt(1) !== 120 && text.charCodeAt(1) !== 88) return Number(text);
  const v = BigInt(text);
  if (v > limit) return undefined;
  return int64(v);
}

/** Decimal text of the value (String() would print the number INT64_MIN rounded). */
export function int64ToString(a: Int64): string {
  return a === INT64_MIN_NUMBER ? "-9223372036854775808" : String(a);
}

/** The value as a double (rounded beyond 2^53), for callers that only need magnitudes. */
export function int64ToNumber(a: Int64): number {
  return typeof a === "number" ? a : Number(a);
}

/** The value when it is an exact safe integer, else undefined. */
export function int64AsSafeNumber(a: Int64): number | undefined {
  return typeof a === "number" && Number.isSafeInteger(a) ? a : undefined;
}
