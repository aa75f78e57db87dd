// The host C math functions MLIR's math folds call (libm's sin/sinf, exp/expf, ...), for
// IEEE double and single values given as JS numbers. MLIR folds with the host's libm; on
// x86-64 Linux that is glibc, whose double functions are correctly rounded in all but rare
// cases: these are the correctly rounded values (elementary.ts; sqrt is exact in the
// engine). The single-precision functions are the double result rounded to single, and a
// NaN result has the bits the x86 libm gives it (see doubleResult).
import { APFloat } from "../../../ir/index.js";
import { erf } from "./erf.js";
import * as cr from "./elementary.js";
import * as composed from "./composed.js";
import * as composedFloat from "./composed-float.js";

export type HostFunction1 = (x: number) => number;
export type HostFunction2 = (x: number, y: number) => number;

/** The unary C functions the math folds use, for doubles. */
export const doubleFunctions: Readonly<Record<string, HostFunction1>> = {
  acos: cr.acos,
  acosh: composed.acosh,
  asin: cr.asin,
  asinh: composed.asinh,
  atan: cr.atan,
  // atanh, expm1 and log1p: the engine's functions are of the C library's lineage.
  atanh: Math.atanh,
  cos: cr.cos,
  cosh: composed.cosh,
  erf,
  exp: cr.exp,
  exp2: cr.exp2,
  expm1: composed.expm1,
  log: cr.log,
  log10: composed.log10,
  log1p: composed.log1p,
  log2: cr.log2,
  sin: cr.sin,
  sinh: composed.sinh,
  sqrt: Math.sqrt,
  tan: cr.tan,
  tanh: composed.tanh,
};

/** The binary C functions the math folds use, for doubles. */
export const doubleFunctions2: Readonly<Record<string, HostFunction2>> = {
  atan2: cr.atan2,
  pow: cr.pow,
};

/**
 * The single-precision C function (sinf, expf, ...): the double function of the (exact)
 * double value, rounded to single.
 */
export function floatFunction(name: string): HostFunction1 | undefined {
  const own = floatFunctions[name];
  if (own !== undefined) return own;
  const f = doubleFunctions[name];
  return f === undefined ? undefined : (x) => Math.fround(f(x));
}

/** Single-precision functions the C library composes in float arithmetic (composed-float.ts). */
const floatFunctions: Readonly<Record<string, HostFunction1>> = {
  acosh: composedFloat.acoshf,
  asinh: composedFloat.asinhf,
  atanh: composedFloat.atanhf,
  cosh: composedFloat.coshf,
  expm1: composedFloat.glibcExpm1f,
  log10: composedFloat.log10f,
  log1p: composedFloat.glibcLog1pf,
  sinh: composedFloat.sinhf,
  tanh: composedFloat.tanhf,
};

export function floatFunction2(name: string): HostFunction2 | undefined {
  const f = doubleFunctions2[name];
  return f === undefined ? undefined : (x, y) => Math.fround(f(x, y));
}

/**
 * The functions whose invalid operands give a positive NaN: glibc's asin and acos return
 * one; the others compute (x - x) / (x - x) or the like, which on x86 is the default NaN
 * with the sign bit set.
 */
const POSITIVE_INVALID_NAN: ReadonlySet<string> = new Set(["asin", "acos"]);

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
