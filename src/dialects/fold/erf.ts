// The error function, correctly rounded to a double (C's erf, which JavaScript lacks):
// its Taylor series summed in fixed point with 320 fractional bits, then rounded once.
const FRACTION = 320n;
const ONE = 1n << FRACTION;

/** atan(1/k) in fixed point (Machin's series). */
function arctanInverse(k: bigint): bigint {
  let term = ONE / k;
  let sum = term;
  const k2 = k * k;
  for (let n = 1n; term !== 0n; n++) {
    term /= k2;
    sum += (n % 2n === 1n ? -term : term) / (2n * n + 1n);
  }
  return sum;
}

function integerSqrt(value: bigint): bigint {
  if (value < 2n) return value;
  let x = BigInt(Math.floor(Math.sqrt(Number(value))));
  if (x === 0n) x = 1n;
  for (;;) {
    const next = (x + value / x) >> 1n;
    if (next >= x && next - x <= 1n) {
      let r = next < x ? next : x;
      while (r * r > value) r--;
      while ((r + 1n) * (r + 1n) <= value) r++;
      return r;
    }
    x = next;
  }
}

/** 2 / sqrt(pi) in fixed point. */
function twoOverSqrtPi(): bigint {
  const pi = 16n * arctanInverse(5n) - 4n * arctanInverse(239n);
  const sqrtPi = integerSqrt(pi << FRACTION);
  return (2n * ONE * ONE) / sqrtPi;
}

const TWO_OVER_SQRT_PI = twoOverSqrtPi();

/** A positive fixed-point value rounded to the nearest double (ties to even). */
function toDouble(fixed: bigint): number {
  if (fixed === 0n) return 0;
  const length = fixed.toString(2).length;
  const shift = length - 53;
  if (shift <= 0) return Number(fixed) / 2 ** Number(FRACTION);
  let q = fixed >> BigInt(shift);
  const rest = fixed & ((1n << BigInt(shift)) - 1n);
  const half = 1n << BigInt(shift - 1);
  if (rest > half || (rest === half && (q & 1n) === 1n)) q += 1n;
  return Number(q) * 2 ** (shift - Number(FRACTION));
}

/** A positive double in fixed point, exactly (its significand shifted by its exponent). */
function exactFixed(x: number): bigint {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const exponentField = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & ((1n << 52n) - 1n);
  const significand = exponentField === 0 ? fraction : fraction | (1n << 52n);
  const exponent = (exponentField === 0 ? -1074 : exponentField - 1075) + Number(FRACTION);
  return exponent >= 0 ? significand << BigInt(exponent) : significand >> BigInt(-exponent);
}

/** erf(x), correctly rounded. */
export function erf(x: number): number {
  if (Number.isNaN(x)) return x;
  if (x === 0) return x;
  if (!Number.isFinite(x) || Math.abs(x) >= 6) return x < 0 ? -1 : 1;
  const negative = x < 0;
  // Below 2^-100 the series is its first term, 2x / sqrt(pi), to double precision.
  if (Math.abs(x) < 2 ** -100) return x * 1.1283791670955126;
  const scaled = exactFixed(Math.abs(x));
  const squared = (scaled * scaled) >> FRACTION;
  let term = scaled;
  let sum = scaled;
  for (let n = 1n; term !== 0n; n++) {
    term = (term * squared) / (n << FRACTION);
    const part = term / (2n * n + 1n);
    sum += n % 2n === 1n ? -part : part;
  }
  const result = toDouble((sum * TWO_OVER_SQRT_PI) >> FRACTION);
  return negative ? -result : result;
}
