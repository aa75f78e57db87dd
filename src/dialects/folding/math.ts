// The folds of the math dialect (MathOps.cpp in MLIR 19). Rounding, sign and integer ops
// fold exactly for every type; the transcendental functions fold only f32 and f64 values,
// through the host's C functions (sinf / sin, ...; see libm.ts) as MLIR does.
import { APFloat, APInt, type Attribute, type Operation } from "../../ir/index.js";
import { constFoldBinaryOp, constFoldUnaryOp, type Element } from "./common.js";
import { doubleFunctions, doubleFunctions2, doubleResult, floatFunction, floatFunction2, floatResult } from "./libm/index.js";
import type { FoldOutcome, OpFoldFunction } from "./fold-types.js";

type Operands = readonly (Attribute | undefined)[];

const flt = (e: Element): APFloat => e as APFloat;
const int = (e: Element): APInt => e as APInt;

/** A unary libm fold: f64 through `name`, f32 through `name` + "f"; other types do not fold. */
function hostUnary(name: string, operands: Operands, refuse?: (a: APFloat) => boolean): FoldOutcome {
  const f64 = doubleFunctions[name];
  const f32 = floatFunction(name);
  return constFoldUnaryOp(operands, "float", (e) => {
    const a = flt(e);
    if (refuse?.(a) === true) return undefined;
    switch (a.semantics.kind) {
      case "f64":
        return f64 === undefined ? undefined : doubleResult(name, f64(a.toDouble()), [a]);
      case "f32":
        return f32 === undefined ? undefined : floatResult(name, f32(a.toFloat()), [a]);
      default:
        return undefined;
    }
  });
}

/**
 * pow's NaN results as glibc gives them: the NaN operand quieted, and for a negative NaN
 * base with an odd integer exponent its sign flipped (glibc negates x*x for odd exponents);
 * pow(x, 0) and pow(1, y) give 1 unless the NaN is signaling.
 */
function powOfNaN(a: APFloat, b: APFloat): APFloat | undefined {
  const kind = a.semantics.kind;
  if ((kind !== "f32" && kind !== "f64") || b.semantics !== a.semantics) return undefined;
  // pow(x, 0) and pow(1, y) are 1 even for a NaN, but not for a signaling one (x + y).
  if (b.isZero()) return a.isSignaling() ? a.quiet() : undefined;
  if (a.isExactlyValue(1)) return b.isSignaling() ? b.quiet() : undefined;
  if (!a.isNaN() || b.isNaN()) return undefined;
  return isOddInteger(b) && a.isNegative() ? a.quiet().neg() : a.quiet();
}

function isOddInteger(v: APFloat): boolean {
  if (!v.isFiniteNonZero()) return false;
  if (v.exponent > 0) return false;
  if (v.exponent === 0) return (v.significand & 1n) === 1n;
  const shift = BigInt(-v.exponent);
  if ((v.significand & ((1n << shift) - 1n)) !== 0n) return false;
  return ((v.significand >> shift) & 1n) === 1n;
}

function hostBinary(name: string, operands: Operands, special?: (a: APFloat, b: APFloat) => APFloat | undefined): FoldOutcome {
  const f64 = doubleFunctions2[name];
  const f32 = floatFunction2(name);
  return constFoldBinaryOp(operands, "float", (ea, eb) => {
    const a = flt(ea);
    const b = flt(eb);
    const s = special?.(a, b);
    if (s !== undefined) return s;
    // A NaN operand comes back as the C code returns it: atan2(y, x) computes x + y, whose
    // NaN on x86 is the first NaN operand, x.
    const nanOrder = name === "atan2" ? [b, a] : [a, b];
    if (a.semantics.kind === "f64" && b.semantics.kind === "f64")
      return f64 === undefined ? undefined : doubleResult(name, f64(a.toDouble(), b.toDouble()), nanOrder);
    if (a.semantics.kind === "f32" && b.semantics.kind === "f32")
      return f32 === undefined ? undefined : floatResult(name, f32(a.toFloat(), b.toFloat()), nanOrder);
    return undefined;
  });
}

const unaryHostOp = (name: string, refuse?: (a: APFloat) => boolean): OpFoldFunction => (_op, operands) => hostUnary(name, operands, refuse);

const negative = (a: APFloat): boolean => a.isNegative();

/** log1p refuses operands below -1: a + 1 (in the operand's semantics) is negative. */
function log1pRefuses(a: APFloat): boolean {
  const one = APFloat.fromDouble(1).convert(a.semantics).value;
  return a.add(one).value.isNegative();
}

export function foldAbsF(_op: Operation, operands: Operands): FoldOutcome {
  return constFoldUnaryOp(operands, "float", (a) => flt(a).abs(), { float: Math.abs });
}
export function foldAbsI(_op: Operation, operands: Operands): FoldOutcome {
  return constFoldUnaryOp(operands, "int", (a) => int(a).abs());
}

function roundingFold(rm: "towardPositive" | "towardNegative" | "nearestTiesToEven"): OpFoldFunction {
  return (_op, operands) => constFoldUnaryOp(operands, "float", (a) => flt(a).roundToIntegral(rm).value);
}

/** math.round / math.trunc: C round / trunc, for f32 and f64 only. */
function cRoundingFold(rm: "nearestTiesToAway" | "towardZero"): OpFoldFunction {
  return (_op, operands) =>
    constFoldUnaryOp(operands, "float", (e) => {
      const a = flt(e);
      if (a.semantics.kind !== "f32" && a.semantics.kind !== "f64") return undefined;
      return a.roundToIntegral(rm).value;
    });
}

export function foldCopySign(_op: Operation, operands: Operands): FoldOutcome {
  return constFoldBinaryOp(operands, "float", (a, b) => flt(a).copySign(flt(b)));
}

function countFold(count: (a: APInt) => number): OpFoldFunction {
  return (_op, operands) => constFoldUnaryOp(operands, "int", (e) => APInt.fromBigInt(int(e).width, BigInt(count(int(e)))));
}

/** math.ipowi: integer power by squaring; a negative power folds only for bases 1 and -1 (and gives 0 otherwise). */
export function foldIPowI(_op: Operation, operands: Operands): FoldOutcome {
  return constFoldBinaryOp(operands, "int", (eb, ep) => {
    const base = int(eb);
    const power = int(ep);
    const width = base.width;
    const one = APInt.one(width);
    const minusOne = APInt.allOnes(width);
    if (power.isZero()) return one;
    if (power.isNegative()) {
      if (base.isZero()) return undefined;
      if (base.eq(one)) return one;
      if (base.ne(minusOne)) return APInt.zero(width);
      return power.bit(0) ? minusOne : one;
    }
    let result = one;
    let current = base;
    let p = power;
    for (;;) {
      if (p.bit(0)) result = result.mul(current);
      p = p.lshr(1);
      if (p.isZero()) return result;
      current = current.mul(current);
    }
  });
}

/** math.atan2: (0, 0) gives a NaN for every type; then atan2 / atan2f. */
export function foldAtan2(_op: Operation, operands: Operands): FoldOutcome {
  return hostBinary("atan2", operands, (a, b) => (a.isZero() && b.isZero() ? APFloat.nan(a.semantics) : undefined));
}

export function foldPowF(_op: Operation, operands: Operands): FoldOutcome {
  return hostBinary("pow", operands, powOfNaN);
}

/** The folds of math ops, by op name. */
export const mathFolders: ReadonlyMap<string, OpFoldFunction> = new Map<string, OpFoldFunction>([
  ["math.absf", foldAbsF],
  ["math.absi", foldAbsI],
  ["math.acos", unaryHostOp("acos")],
  ["math.acosh", unaryHostOp("acosh")],
  ["math.asin", unaryHostOp("asin")],
  ["math.asinh", unaryHostOp("asinh")],
  ["math.atan", unaryHostOp("atan")],
  ["math.atan2", foldAtan2],
  ["math.atanh", unaryHostOp("atanh")],
  ["math.ceil", roundingFold("towardPositive")],
  ["math.copysign", foldCopySign],
  ["math.cos", unaryHostOp("cos")],
  ["math.cosh", unaryHostOp("cosh")],
  ["math.ctlz", countFold((a) => a.countLeadingZeros())],
  ["math.ctpop", countFold((a) => a.popcount())],
  ["math.cttz", countFold((a) => a.countTrailingZeros())],
  ["math.erf", unaryHostOp("erf")],
  ["math.exp", unaryHostOp("exp")],
  ["math.exp2", unaryHostOp("exp2")],
  ["math.expm1", unaryHostOp("expm1")],
  ["math.floor", roundingFold("towardNegative")],
  ["math.ipowi", foldIPowI],
  ["math.log", unaryHostOp("log", negative)],
  ["math.log10", unaryHostOp("log10", negative)],
  ["math.log1p", unaryHostOp("log1p", log1pRefuses)],
  ["math.log2", unaryHostOp("log2", negative)],
  ["math.powf", foldPowF],
  ["math.round", cRoundingFold("nearestTiesToAway")],
  ["math.roundeven", roundingFold("nearestTiesToEven")],
  ["math.sin", unaryHostOp("sin")],
  ["math.sinh", unaryHostOp("sinh")],
  ["math.sqrt", unaryHostOp("sqrt", negative)],
  ["math.tan", unaryHostOp("tan")],
  ["math.tanh", unaryHostOp("tanh")],
  ["math.trunc", cRoundingFold("towardZero")],
]);
