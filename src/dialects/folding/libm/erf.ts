// erf for doubles, correctly rounded: JavaScript has no Math.erf, and the C library's erf
// is within an ulp of the exact value, which this returns. The Taylor series
// erf(x) = 2/sqrt(pi) * sum (-1)^n x^(2n+1) / (n! (2n+1)) is summed in 320-bit fixed point
// (enough for the cancellation up to |x| = 6, beyond which erf rounds to +-1).
import { APFloat, bitLengthOf, doubleToBits, roundToSemantics } from "../../../ir/index.js";

const PRECISION = 320n;
const ONE = 1n << PRECISION;

/** floor(sqrt(n)) for a non-negative bigint (Newton's method). */
function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = 1n << BigInt(Math.ceil(bitLengthOf(n) / 2));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/** atan(1/k) in fixed point (for Machin's formula). */
function arctanInverse(k: bigint): bigint {
  let sum = 0n;
  let power = ONE / k;
  const k2 = k * k;
  for (let n = 1n, sign = 1n; power !== 0n; n += 2n, sign = -sign) {
    sum += (sign * power) / n;
    power /= k2;
  }
  return sum;
}

/** 2/sqrt(pi) in fixed point, computed once when the module loads. */
const TWO_OVER_SQRT_PI: bigint = (() => {
  const pi = 16n * arctanInverse(5n) - 4n * arctanInverse(239n);
  return (2n * ONE * ONE) / isqrt(pi * ONE);
})();

const f64 = APFloat.semanticsOf("f64");

/** The exact parts of a finite non-zero double: |x| = m * 2^e. */
function partsOf(x: number): { m: bigint; e: number } {
  const bits = doubleToBits(Math.abs(x));
  const field = Number(bits >> 52n);
  const fraction = bits & ((1n << 52n) - 1n);
  if (field === 0) return { m: fraction, e: -1074 };
  return { m: fraction | (1n << 52n), e: field - 1075 };
}

export function erf(x: number): number {
  if (Number.isNaN(x) || x === 0) return x;
  if (Math.abs(x) >= 6) return x > 0 ? 1 : -1;
  const { m, e } = partsOf(x);
  // x^2 in fixed point (exact when representable; tiny x lose only far-below bits).
  const shift = 2 * e + Number(PRECISION);
  const x2 = shift >= 0 ? (m * m) << BigInt(shift) : (m * m) >> BigInt(-shift);
  // ratio = sum (-1)^n x^(2n) / (n! (2n+1)) = erf(x) * sqrt(pi) / (2x)
  let term = ONE;
  let sum = ONE;
  for (let n = 1n; term !== 0n; n++) {
    term = -((term * x2) >> PRECISION) / n;
    sum += term / (2n * n + 1n);
  }
  const scaled = (sum * TWO_OVER_SQRT_PI) >> PRECISION; // erf(x) / x in fixed point
  // erf(|x|) = m * scaled * 2^(e - PRECISION); the truncations above are far below an ulp.
  const rounded = roundToSemantics(f64, x < 0, m * scaled, e - Number(PRECISION), true, "nearestTiesToEven");
  return rounded.value.toDouble();
}
