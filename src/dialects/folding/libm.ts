// The host C math functions MLIR's math folds call (libm's sin/sinf, exp/expf, ...), for
// IEEE double and single values given as JS numbers. MLIR folds with whatever libm the
// host has; these reproduce glibc on x86-64: doubles through the engine's functions (or an
// exact evaluation where the engine has none), singles as the double result rounded to
// single, and NaN results with the bit patterns the x86 libm produces (see nanResult).
import { APFloat, doubleToBits, floatToBits } from "../../ir/index.js";
import { erf } from "./erf.js";

export type HostFunction1 = (x: number) => number;
export type HostFunction2 = (x: number, y: number) => number;

/** The unary C functions the math folds use, for doubles. */
export const doubleFunctions: Readonly<Record<string, HostFunction1>> = {
  acos: Math.acos,
  acosh: Math.acosh,
  asin: Math.asin,
  asinh: Math.asinh,
  atan: Math.atan,
  atanh: Math.atanh,
  cos: Math.cos,
  cosh: Math.cosh,
  erf,
  exp: Math.exp,
  exp2: (x) => 2 ** x,
  expm1: Math.expm1,
  log: Math.log,
  log10: Math.log10,
  log1p: Math.log1p,
  log2: Math.log2,
  sin: Math.sin,
  sinh: Math.sinh,
  sqrt: Math.sqrt,
  tan: Math.tan,
  tanh: Math.tanh,
};

/** The binary C functions the math folds use, for doubles. */
export const doubleFunctions2: Readonly<Record<string, HostFunction2>> = {
  atan2: Math.atan2,
  pow: (x, y) => (x === 1 || y === 0 ? 1 : x ** y),
};

/**
 * The single-precision C function (sinf, expf, ...): the double function of the (exact)
 * double value, rounded to single.
 */
export function floatFunction(name: string): HostFunction1 | undefined {
  const f = doubleFunctions[name];
  return f === undefined ? undefined : (x) => Math.fround(f(x));
}

export function floatFunction2(name: string): HostFunction2 | undefined {
  const f = doubleFunctions2[name];
  return f === undefined ? undefined : (x, y) => Math.fround(f(x, y));
}

/**
 * The functions whose invalid operands give a positive NaN: glibc's asin and acos return
 * one; the others compute (x - x) / (x - x) or the like, which on x86 is the default NaN
 * with the sign bit set.
 */
const POSITIVE_INVALID_NAN = new Set(["asin", "acos"]);

/**
 * The APFloat of a host double result. A NaN result keeps a NaN operand's payload
 * (quieted, as x86 arithmetic does); a NaN made from non-NaN operands is the function's
 * invalid-operation NaN.
 */
export function doubleResult(name: string, result: number, nanOperands: readonly APFloat[]): APFloat {
  if (!Number.isNaN(result)) return APFloat.fromDouble(result);
  const first = nanOperands.find((v) => v.isNaN());
  if (first !== undefined) return first.quiet();
  return APFloat.nan(APFloat.semanticsOf("f64"), !POSITIVE_INVALID_NAN.has(name));
}

export function floatResult(name: string, result: number, nanOperands: readonly APFloat[]): APFloat {
  if (!Number.isNaN(result)) return APFloat.fromFloat(result);
  const first = nanOperands.find((v) => v.isNaN());
  if (first !== undefined) return first.quiet();
  return APFloat.nan(APFloat.semanticsOf("f32"), !POSITIVE_INVALID_NAN.has(name));
}

export { doubleToBits, floatToBits };
