// The folds of the arith dialect as MLIR 19 defines them (ArithOps.cpp): constant folding
// with APInt/APFloat semantics over scalars, splats and dense elements, the identities
// (x + 0, x * 1, select of a constant condition, trunc of ext...) and the in-place updates
// (cmpi moving its constant to the right, ext of ext, trunc of trunc).
import { isPoison } from "./poison.js";
import {
  APFloat,
  APInt,
  DenseIntOrFPElementsAttr,
  FloatAttr,
  FloatType,
  IntegerAttr,
  IntegerType,
  ShapedType,
  VectorType,
  apFloatOf,
  denseAPFloatAt,
  denseAPIntAt,
  floatAttrFromBits,
  semanticsOf,
  type Attribute,
  type FloatSemantics,
  type IntPredicate,
  type Operation,
  type RoundingMode,
  type Type,
  type Value,
  maximum,
  minimum,
  minnum,
} from "../../ir/index.js";
import {
  boolAttr,
  constFoldBinaryOp,
  constFoldCastOp,
  constFoldUnaryOp,
  denseElementsOf,
  denseSplatOf,
  zeroAttr,
  type Element,
} from "./common.js";
import {
  constantIntOf,
  constantValueOf,
  definingOp,
  isAllOnesInt,
  isNegInfFloat,
  isNegZeroFloat,
  isOneFloat,
  isOneInt,
  isPosInfFloat,
  isPosZeroFloat,
  isZeroInt,
} from "./matchers.js";
import { bitFlagsOf, enumValueOf, type FoldOutcome, type OpFoldFunction } from "./fold-types.js";
import { elementTypeOrSelf, withElementType } from "./shapes.js";
import type { NumericKernels } from "./dense-kernels.js";
import * as kernels from "./arith-kernels.js";
import { i1SameShape } from "../ods.js";

type Operands = readonly (Attribute | undefined)[];

const int = (e: Element): APInt => e as APInt;
const flt = (e: Element): APFloat => e as APFloat;

function lhsOf(op: Operation): Value {
  return op.getOperand(0);
}
function rhsOf(op: Operation): Value {
  return op.getOperand(1);
}
function resultType(op: Operation): Type {
  return op.getResult(0).type;
}

// ---- attribute access ----

/** arith's FastMathFlags bit `contract`. */
const CONTRACT = 32;

const CMPI_PREDICATES: readonly IntPredicate[] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
export type CmpFPredicate = "false" | "oeq" | "ogt" | "oge" | "olt" | "ole" | "one" | "ord" | "ueq" | "ugt" | "uge" | "ult" | "ule" | "une" | "uno" | "true";
const CMPF_PREDICATES: readonly CmpFPredicate[] = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"];
/** arith's RoundingMode cases, in enum order, as LLVM rounding modes. */
const ROUNDING_MODES: readonly RoundingMode[] = ["nearestTiesToEven", "towardNegative", "towardPositive", "towardZero", "nearestTiesToAway"];

function cmpiPredicate(op: Operation): IntPredicate | undefined {
  const v = enumValueOf(op.getAttr("predicate"));
  return typeof v === "number" ? CMPI_PREDICATES[v] : undefined;
}
function cmpfPredicate(op: Operation): CmpFPredicate | undefined {
  const v = enumValueOf(op.getAttr("predicate"));
  return typeof v === "number" ? CMPF_PREDICATES[v] : undefined;
}
function roundingModeOf(op: Operation): RoundingMode {
  const v = enumValueOf(op.getAttr("roundingmode"));
  return typeof v === "number" ? (ROUNDING_MODES[v] ?? "nearestTiesToEven") : "nearestTiesToEven";
}

/** getBoolAttribute: a BoolAttr, or an i1 splat of a statically shaped type. */
function boolAttributeOf(type: Type, value: boolean): Attribute | undefined {
  const b = boolAttr(type, value);
  if (!(type instanceof ShapedType)) return b;
  if (!type.hasStaticShape()) return undefined;
  return denseSplatOf(type, APInt.fromBigInt(1, value ? 1n : 0n));
}

// ---- constant ----

export function foldConstant(op: Operation): FoldOutcome {
  return op.getAttr("value");
}

// ---- integer arithmetic ----

export function foldAddI(op: Operation, operands: Operands): FoldOutcome {
  if (isZeroInt(operands[1])) return lhsOf(op);
  const sub = definingOp(lhsOf(op), "arith.subi");
  if (sub !== undefined && rhsOf(op) === sub.getOperand(1)) return sub.getOperand(0);
  const sub2 = definingOp(rhsOf(op), "arith.subi");
  if (sub2 !== undefined && lhsOf(op) === sub2.getOperand(1)) return sub2.getOperand(0);
  return constFoldBinaryOp(operands, "int", (a, b) => int(a).add(int(b)), undefined, kernels.ADD);
}

export function foldAddUIExtended(op: Operation, operands: Operands): FoldOutcome {
  const overflowType = op.getResult(1).type;
  if (isZeroInt(constantValueOf(rhsOf(op)))) {
    const falseValue = zeroAttr(overflowType);
    if (falseValue === undefined) return undefined;
    return [lhsOf(op), falseValue];
  }
  const sum = constFoldBinaryOp(operands, "int", (a, b) => int(a).add(int(b)));
  if (sum === undefined) return undefined;
  const sumType = (sum as Attribute & { type: Type }).type;
  const overflow = constFoldBinaryOp([sum, operands[0]], "int", (s, l) => APInt.fromBigInt(1, int(s).ult(int(l)) ? 1n : 0n), i1SameShape(sumType));
  if (overflow === undefined) return undefined;
  return [sum, overflow];
}

export function foldSubI(op: Operation, operands: Operands): FoldOutcome {
  // MLIR 19 folds x - x to zero whatever the shape: a dynamically shaped tensor gets a
  // splat of its dynamic type (later MLIR keeps the subtraction).
  if (op.getOperand(0) === op.getOperand(1)) return zeroAttr(resultType(op));
  if (isZeroInt(operands[1])) return lhsOf(op);
  const add = definingOp(lhsOf(op), "arith.addi");
  if (add !== undefined) {
    if (rhsOf(op) === add.getOperand(1)) return add.getOperand(0);
    if (rhsOf(op) === add.getOperand(0)) return add.getOperand(1);
  }
  return constFoldBinaryOp(operands, "int", (a, b) => int(a).sub(int(b)), undefined, kernels.SUB);
}

export function foldMulI(op: Operation, operands: Operands): FoldOutcome {
  if (isZeroInt(operands[1])) return rhsOf(op);
  if (isOneInt(operands[1])) return lhsOf(op);
  return constFoldBinaryOp(operands, "int", (a, b) => int(a).mul(int(b)), undefined, kernels.MUL);
}

function foldMulExtended(op: Operation, operands: Operands, high: (a: APInt, b: APInt) => APInt, unsigned: boolean): FoldOutcome {
  const rhs = operands[1];
  if (isZeroInt(rhs)) return [rhs as Attribute, rhs as Attribute];
  if (unsigned && isOneInt(rhs)) {
    const zero = zeroAttr(lhsOf(op).type);
    if (zero === undefined) return undefined;
    return [lhsOf(op), zero];
  }
  const low = constFoldBinaryOp(operands, "int", (a, b) => int(a).mul(int(b)));
  if (low === undefined) return undefined;
  const hi = constFoldBinaryOp(operands, "int", (a, b) => high(int(a), int(b)));
  if (hi === undefined) return undefined;
  return [low, hi];
}

export function foldMulSIExtended(op: Operation, operands: Operands): FoldOutcome {
  return foldMulExtended(op, operands, (a, b) => a.mulhs(b), false);
}

export function foldMulUIExtended(op: Operation, operands: Operands): FoldOutcome {
  return foldMulExtended(op, operands, (a, b) => a.mulhu(b), true);
}

export function foldDivUI(op: Operation, operands: Operands): FoldOutcome {
  if (isOneInt(operands[1])) return lhsOf(op);
  return constFoldBinaryOp(operands, "int", (a, b) => (int(b).isZero() ? undefined : int(a).udiv(int(b))), undefined, kernels.DIVUI);
}

export function foldDivSI(op: Operation, operands: Operands): FoldOutcome {
  if (isOneInt(operands[1])) return lhsOf(op);
  return constFoldBinaryOp(operands, "int", (a, b) => {
    if (int(b).isZero()) return undefined;
    const r = int(a).sdivOv(int(b));
    return r.overflow ? undefined : r.value;
  }, undefined, kernels.DIVSI);
}

/** (a - 1) / b + 1 for positive a and b, reporting overflow. */
function signedCeilNonnegInputs(a: APInt, b: APInt): { value: APInt; overflow: boolean } {
  const one = APInt.one(a.width);
  const minusOne = a.ssubOv(one);
  const quotient = minusOne.value.sdivOv(b);
  const sum = quotient.value.saddOv(one);
  return { value: sum.value, overflow: minusOne.overflow || quotient.overflow || sum.overflow };
}

export function foldCeilDivUI(op: Operation, operands: Operands): FoldOutcome {
  if (isOneInt(operands[1])) return lhsOf(op);
  return constFoldBinaryOp(operands, "int", (ae, be) => {
    const a = int(ae);
    const b = int(be);
    if (b.isZero()) return undefined;
    const quotient = a.udiv(b);
    if (a.urem(b).isZero()) return quotient;
    const r = quotient.uaddOv(APInt.one(a.width));
    return r.overflow ? undefined : r.value;
  });
}

export function foldCeilDivSI(op: Operation, operands: Operands): FoldOutcome {
  if (isOneInt(operands[1])) return lhsOf(op);
  return constFoldBinaryOp(operands, "int", (ae, be) => {
    const a = int(ae);
    const b = int(be);
    if (b.isZero()) return undefined;
    if (a.isZero()) return a;
    const zero = APInt.zero(a.width);
    const aPositive = a.sgt(zero);
    const bPositive = b.sgt(zero);
    if (aPositive && bPositive) {
      const r = signedCeilNonnegInputs(a, b);
      return r.overflow ? undefined : r.value;
    }
    if (!aPositive && !bPositive) {
      const posA = zero.ssubOv(a);
      const posB = zero.ssubOv(b);
      const r = signedCeilNonnegInputs(posA.value, posB.value);
      return posA.overflow || posB.overflow || r.overflow ? undefined : r.value;
    }
    if (!aPositive && bPositive) {
      const posA = zero.ssubOv(a);
      const div = posA.value.sdivOv(b);
      const res = zero.ssubOv(div.value);
      return posA.overflow || div.overflow || res.overflow ? undefined : res.value;
    }
    const posB = zero.ssubOv(b);
    const div = a.sdivOv(posB.value);
    const res = zero.ssubOv(div.value);
    return posB.overflow || div.overflow || res.overflow ? undefined : res.value;
  });
}

/**
 * floordivsi folds unless the last element divides by zero or overflows: MLIR's element
 * loop sets the flag on a zero divisor (keeping the dividend) and overwrites it with each
 * later division's overflow.
 */
export function foldFloorDivSI(op: Operation, operands: Operands): FoldOutcome {
  if (isOneInt(operands[1])) return lhsOf(op);
  let overflowOrDivByZero = false;
  const result = constFoldBinaryOp(operands, "int", (a, b) => {
    if (int(b).isZero()) {
      overflowOrDivByZero = true;
      return a;
    }
    const r = int(a).sfloordivOv(int(b));
    overflowOrDivByZero = r.overflow;
    return r.value;
  });
  return overflowOrDivByZero ? undefined : result;
}

export function foldRemUI(op: Operation, operands: Operands): FoldOutcome {
  if (isOneInt(operands[1])) return zeroAttr(resultType(op));
  return constFoldBinaryOp(operands, "int", (a, b) => (int(b).isZero() ? undefined : int(a).urem(int(b))), undefined, kernels.REMUI);
}

export function foldRemSI(op: Operation, operands: Operands): FoldOutcome {
  if (isOneInt(operands[1])) return zeroAttr(resultType(op));
  return constFoldBinaryOp(operands, "int", (a, b) => (int(b).isZero() ? undefined : int(a).srem(int(b))), undefined, kernels.REMSI);
}

/** Whether `value` is `xor(other, all-ones)` (a bitwise not of `other`). */
function isNotOf(value: Value, other: Value): boolean {
  const xor = definingOp(value, "arith.xori");
  return xor !== undefined && xor.getOperand(0) === other && isAllOnesInt(constantValueOf(xor.getOperand(1)));
}

/** and(a, and(a, b)) -> and(a, b), with either operand the inner and (lhs first). */
function foldAndIOfAndI(op: Operation): Value | undefined {
  for (const [inner, other] of [
    [lhsOf(op), rhsOf(op)],
    [rhsOf(op), lhsOf(op)],
  ] as const) {
    const prev = definingOp(inner, "arith.andi");
    if (prev !== undefined && (other === prev.getOperand(0) || other === prev.getOperand(1))) return inner;
  }
  return undefined;
}

export function foldAndI(op: Operation, operands: Operands): FoldOutcome {
  if (isZeroInt(operands[1])) return rhsOf(op);
  if (isAllOnesInt(operands[1])) return lhsOf(op);
  if (isNotOf(rhsOf(op), lhsOf(op)) || isNotOf(lhsOf(op), rhsOf(op))) return zeroAttr(resultType(op));
  const andOfAnd = foldAndIOfAndI(op);
  if (andOfAnd !== undefined) return andOfAnd;
  return constFoldBinaryOp(operands, "int", (a, b) => int(a).and(int(b)), undefined, kernels.AND);
}

export function foldOrI(op: Operation, operands: Operands): FoldOutcome {
  const rhs = constantIntOf(operands[1]);
  if (rhs !== undefined) {
    if (rhs.isZero()) return lhsOf(op);
    if (rhs.isAllOnes()) return operands[1];
  }
  if (isNotOf(rhsOf(op), lhsOf(op))) return (definingOp(rhsOf(op), "arith.xori") as Operation).getOperand(1);
  if (isNotOf(lhsOf(op), rhsOf(op))) return (definingOp(lhsOf(op), "arith.xori") as Operation).getOperand(1);
  return constFoldBinaryOp(operands, "int", (a, b) => int(a).or(int(b)), undefined, kernels.OR);
}

export function foldXOrI(op: Operation, operands: Operands): FoldOutcome {
  if (isZeroInt(operands[1])) return lhsOf(op);
  if (lhsOf(op) === rhsOf(op)) return zeroAttr(resultType(op));
  const prev = definingOp(lhsOf(op), "arith.xori");
  if (prev !== undefined) {
    if (prev.getOperand(1) === rhsOf(op)) return prev.getOperand(0);
    if (prev.getOperand(0) === rhsOf(op)) return prev.getOperand(1);
  }
  const prevRhs = definingOp(rhsOf(op), "arith.xori");
  if (prevRhs !== undefined) {
    if (prevRhs.getOperand(1) === lhsOf(op)) return prevRhs.getOperand(0);
    if (prevRhs.getOperand(0) === lhsOf(op)) return prevRhs.getOperand(1);
  }
  return constFoldBinaryOp(operands, "int", (a, b) => int(a).xor(int(b)), undefined, kernels.XOR);
}

// ---- min / max ----

function foldIntMinMax(op: Operation, operands: Operands, absorbing: (v: APInt) => boolean, identity: (v: APInt) => boolean, pick: (a: APInt, b: APInt) => APInt, numeric: NumericKernels): FoldOutcome {
  if (lhsOf(op) === rhsOf(op)) return rhsOf(op);
  const rhs = constantIntOf(operands[1]);
  if (rhs !== undefined) {
    if (absorbing(rhs)) return rhsOf(op);
    if (identity(rhs)) return lhsOf(op);
  }
  return constFoldBinaryOp(operands, "int", (a, b) => pick(int(a), int(b)), undefined, numeric);
}

export function foldMaxSI(op: Operation, operands: Operands): FoldOutcome {
  return foldIntMinMax(op, operands, (v) => v.isMaxSignedValue(), (v) => v.isMinSignedValue(), (a, b) => a.smax(b), kernels.MAXSI);
}
export function foldMaxUI(op: Operation, operands: Operands): FoldOutcome {
  return foldIntMinMax(op, operands, (v) => v.isMaxValue(), (v) => v.isMinValue(), (a, b) => a.umax(b), kernels.MAXUI);
}
export function foldMinSI(op: Operation, operands: Operands): FoldOutcome {
  return foldIntMinMax(op, operands, (v) => v.isMinSignedValue(), (v) => v.isMaxSignedValue(), (a, b) => a.smin(b), kernels.MINSI);
}
export function foldMinUI(op: Operation, operands: Operands): FoldOutcome {
  return foldIntMinMax(op, operands, (v) => v.isMinValue(), (v) => v.isMaxValue(), (a, b) => a.umin(b), kernels.MINUI);
}

// ---- float arithmetic ----

export function foldNegF(op: Operation, operands: Operands): FoldOutcome {
  const inner = definingOp(op.getOperand(0), "arith.negf");
  if (inner !== undefined) return inner.getOperand(0);
  return constFoldUnaryOp(operands, "float", (a) => flt(a).neg(), { float: (a) => -a });
}

export function foldAddF(op: Operation, operands: Operands): FoldOutcome {
  if (isNegZeroFloat(operands[1])) return lhsOf(op);
  return constFoldBinaryOp(operands, "float", (a, b) => flt(a).add(flt(b)).value, undefined, kernels.ADDF);
}

export function foldSubF(op: Operation, operands: Operands): FoldOutcome {
  if (isPosZeroFloat(operands[1])) return lhsOf(op);
  return constFoldBinaryOp(operands, "float", (a, b) => flt(a).subtract(flt(b)).value, undefined, kernels.SUBF);
}

export function foldMulF(op: Operation, operands: Operands): FoldOutcome {
  if (isOneFloat(operands[1])) return lhsOf(op);
  return constFoldBinaryOp(operands, "float", (a, b) => flt(a).multiply(flt(b)).value, undefined, kernels.MULF);
}

export function foldDivF(op: Operation, operands: Operands): FoldOutcome {
  if (isOneFloat(operands[1])) return lhsOf(op);
  return constFoldBinaryOp(operands, "float", (a, b) => flt(a).divide(flt(b)).value, undefined, kernels.DIVF);
}

export function foldRemF(_op: Operation, operands: Operands): FoldOutcome {
  return constFoldBinaryOp(operands, "float", (a, b) => flt(a).mod(flt(b)).value, undefined, kernels.REMF);
}

export function foldMaximumF(op: Operation, operands: Operands): FoldOutcome {
  if (lhsOf(op) === rhsOf(op)) return rhsOf(op);
  if (isNegInfFloat(operands[1])) return lhsOf(op);
  return constFoldBinaryOp(operands, "float", (a, b) => maximum(flt(a), flt(b)), undefined, kernels.MAXIMUMF);
}
/**
 * MLIR 19's maxnumf fold is maximumf's (its -inf identity and llvm::maximum, so a NaN
 * operand propagates), not IEEE maxNum.
 */
export function foldMaxNumF(op: Operation, operands: Operands): FoldOutcome {
  if (lhsOf(op) === rhsOf(op)) return rhsOf(op);
  if (isNegInfFloat(operands[1])) return lhsOf(op);
  return constFoldBinaryOp(operands, "float", (a, b) => maximum(flt(a), flt(b)), undefined, kernels.MAXIMUMF);
}
export function foldMinimumF(op: Operation, operands: Operands): FoldOutcome {
  if (lhsOf(op) === rhsOf(op)) return rhsOf(op);
  if (isPosInfFloat(operands[1])) return lhsOf(op);
  return constFoldBinaryOp(operands, "float", (a, b) => minimum(flt(a), flt(b)), undefined, kernels.MINIMUMF);
}
/** minnumf: +inf is its identity; IEEE minNum (a NaN operand gives the other one). */
export function foldMinNumF(op: Operation, operands: Operands): FoldOutcome {
  if (lhsOf(op) === rhsOf(op)) return rhsOf(op);
  if (isPosInfFloat(operands[1])) return lhsOf(op);
  return constFoldBinaryOp(operands, "float", (a, b) => minnum(flt(a), flt(b)), undefined, kernels.MINIMUMF);
}

// ---- casts ----

function intWidthOf(type: Type): number {
  const e = elementTypeOrSelf(type);
  return e instanceof IntegerType ? e.width : 64;
}

function floatSemanticsOf(type: Type): FloatSemantics {
  return semanticsOf((elementTypeOrSelf(type) as FloatType).kind);
}

/** convertFloatValue: the conversion only when it is exact (status OK, no information lost). */
function convertFloatValue(a: APFloat, to: FloatSemantics, rm: RoundingMode = "nearestTiesToEven"): APFloat | undefined {
  const r = a.convert(to, rm);
  return r.losesInfo || r.status !== 0 ? undefined : r.value;
}

export function foldExtUI(op: Operation, operands: Operands): FoldOutcome {
  const inner = definingOp(op.getOperand(0), "arith.extui");
  if (inner !== undefined) {
    op.setOperand(0, inner.getOperand(0));
    return op.getResult(0);
  }
  const width = intWidthOf(resultType(op));
  return constFoldCastOp(operands, resultType(op), "int", (a) => int(a).zext(width));
}

export function foldExtSI(op: Operation, operands: Operands): FoldOutcome {
  const inner = definingOp(op.getOperand(0), "arith.extsi");
  if (inner !== undefined) {
    op.setOperand(0, inner.getOperand(0));
    return op.getResult(0);
  }
  const width = intWidthOf(resultType(op));
  return constFoldCastOp(operands, resultType(op), "int", (a) => int(a).sext(width));
}

export function foldExtF(op: Operation, operands: Operands): FoldOutcome {
  const trunc = definingOp(op.getOperand(0), "arith.truncf");
  if (trunc !== undefined && trunc.getOperand(0).type === resultType(op)) {
    const truncContract = (bitFlagsOf(trunc.getAttr("fastmath")) & CONTRACT) !== 0;
    const extContract = (bitFlagsOf(op.getAttr("fastmath")) & CONTRACT) !== 0;
    if (truncContract && extContract) return trunc.getOperand(0);
  }
  const target = floatSemanticsOf(resultType(op));
  return constFoldCastOp(operands, resultType(op), "float", (a) => convertFloatValue(flt(a), target));
}

export function foldTruncI(op: Operation, operands: Operands): FoldOutcome {
  const operand = op.getOperand(0);
  const ext = definingOp(operand, "arith.extui") ?? definingOp(operand, "arith.extsi");
  if (ext !== undefined) {
    const src = ext.getOperand(0);
    const srcType = elementTypeOrSelf(src.type) as IntegerType;
    const dstType = elementTypeOrSelf(resultType(op)) as IntegerType;
    if (srcType.width > dstType.width) {
      op.setOperand(0, src);
      return op.getResult(0);
    }
    if (srcType === dstType) return src;
  }
  const trunc = definingOp(operand, "arith.trunci");
  if (trunc !== undefined) {
    op.setOperand(0, trunc.getOperand(0));
    return op.getResult(0);
  }
  const width = intWidthOf(resultType(op));
  return constFoldCastOp(operands, resultType(op), "int", (a) => int(a).trunc(width));
}

export function foldTruncF(op: Operation, operands: Operands): FoldOutcome {
  const resultElement = elementTypeOrSelf(resultType(op)) as FloatType;
  const target = semanticsOf(resultElement.kind);
  const rm = roundingModeOf(op);
  return constFoldCastOp(operands, resultType(op), "float", (a) => convertFloatValue(flt(a), target, rm));
}

function foldIntToFloat(op: Operation, operands: Operands, isSigned: boolean): FoldOutcome {
  const target = floatSemanticsOf(resultType(op));
  return constFoldCastOp(operands, resultType(op), "int", (a) => APFloat.fromAPInt(target, int(a), isSigned).value);
}
export function foldUIToFP(op: Operation, operands: Operands): FoldOutcome {
  return foldIntToFloat(op, operands, false);
}
export function foldSIToFP(op: Operation, operands: Operands): FoldOutcome {
  return foldIntToFloat(op, operands, true);
}

function foldFloatToInt(op: Operation, operands: Operands, isSigned: boolean): FoldOutcome {
  const width = intWidthOf(resultType(op));
  return constFoldCastOp(operands, resultType(op), "float", (a) => {
    const r = flt(a).convertToInteger(width, isSigned, "towardZero");
    return (r.status & 1) !== 0 ? undefined : r.value;
  });
}
export function foldFPToUI(op: Operation, operands: Operands): FoldOutcome {
  return foldFloatToInt(op, operands, false);
}
export function foldFPToSI(op: Operation, operands: Operands): FoldOutcome {
  return foldFloatToInt(op, operands, true);
}

function foldIndexCastLike(op: Operation, operands: Operands, name: string, cast: (a: APInt, width: number) => APInt): FoldOutcome {
  const width = intWidthOf(resultType(op));
  const folded = constFoldCastOp(operands, resultType(op), "int", (a) => cast(int(a), width));
  if (folded !== undefined) return folded;
  // index_cast(index_cast(x : A) : B) : A -> x, whatever B's width (as MLIR 19 folds it).
  const inner = definingOp(op.getOperand(0), name);
  if (inner !== undefined && inner.getOperand(0).type === resultType(op)) return inner.getOperand(0);
  return undefined;
}

export function foldIndexCast(op: Operation, operands: Operands): FoldOutcome {
  return foldIndexCastLike(op, operands, "arith.index_cast", (a, w) => a.sextOrTrunc(w));
}
export function foldIndexCastUI(op: Operation, operands: Operands): FoldOutcome {
  return foldIndexCastLike(op, operands, "arith.index_castui", (a, w) => a.zextOrTrunc(w));
}

export function foldBitcast(op: Operation, operands: Operands): FoldOutcome {
  const operand = operands[0];
  if (operand === undefined) return undefined;
  const type = resultType(op);
  if (operand instanceof DenseIntOrFPElementsAttr) {
    if (!(type instanceof ShapedType)) return undefined;
    if (operand.type.elementType === type.elementType) return operand;
    const newType = withElementType(operand.type, type.elementType);
    if (newType === undefined) return undefined;
    return DenseIntOrFPElementsAttr.getFromRawData(newType, operand.data);
  }
  if (type instanceof ShapedType) return undefined;
  let bits: bigint;
  if (operand instanceof FloatAttr) bits = apFloatOf(operand).toBits();
  else if (operand instanceof IntegerAttr) bits = APInt.fromBigInt(type.getIntOrFloatBitWidth(), operand.getValue()).bits;
  else return undefined;
  if (type instanceof FloatType) return floatAttrFromBits(type, APFloat.fromBits(semanticsOf(type.kind), bits).toBits());
  return IntegerAttr.get(type, bits);
}

// ---- comparisons ----

function cmpiOnEqualOperands(predicate: IntPredicate): boolean {
  return predicate === "eq" || predicate === "sle" || predicate === "sge" || predicate === "ule" || predicate === "uge";
}

/** The predicate with its operands swapped (not the inverse: eq stays eq). */
const SWAPPED_CMPI: Readonly<Record<IntPredicate, IntPredicate>> = {
  eq: "eq",
  ne: "ne",
  slt: "sgt",
  sgt: "slt",
  sle: "sge",
  sge: "sle",
  ult: "ugt",
  ugt: "ult",
  ule: "uge",
  uge: "ule",
};

/** The width of an integer or a vector of integers (getIntegerWidth in ArithOps.cpp). */
function integerWidthOf(type: Type): number | undefined {
  if (type instanceof IntegerType) return type.width;
  if (type instanceof VectorType && type.elementType instanceof IntegerType) return type.elementType.width;
  return undefined;
}

export function foldCmpI(op: Operation, operands: Operands): FoldOutcome {
  const predicate = cmpiPredicate(op);
  if (predicate === undefined) return undefined;
  if (lhsOf(op) === rhsOf(op)) return boolAttributeOf(resultType(op), cmpiOnEqualOperands(predicate));
  if (isZeroInt(operands[1])) {
    for (const name of ["arith.extsi", "arith.extui"]) {
      const ext = definingOp(lhsOf(op), name);
      if (ext !== undefined && integerWidthOf(ext.getOperand(0).type) === 1 && predicate === "ne") return ext.getOperand(0);
    }
  }
  if (operands[0] !== undefined && operands[1] === undefined) {
    const lhs = lhsOf(op);
    const rhs = rhsOf(op);
    op.setAttr("predicate", IntegerAttr.get(IntegerType.get(op.context, 64), CMPI_PREDICATES.indexOf(SWAPPED_CMPI[predicate])));
    op.setOperand(0, rhs);
    op.setOperand(1, lhs);
    return op.getResult(0);
  }
  const lhsAttr = operands[0];
  const lhsType = lhsAttr !== undefined ? (lhsAttr as { type?: Type }).type : undefined;
  if (lhsType === undefined) return undefined;
  return constFoldBinaryOp(operands, "int", (a, b) => APInt.fromBigInt(1, int(a).compare(predicate, int(b)) ? 1n : 0n), i1SameShape(lhsType), kernels.cmpiKernel(predicate));
}

/** applyCmpPredicate for floats. */
export function applyCmpFPredicate(predicate: CmpFPredicate, lhs: APFloat, rhs: APFloat): boolean {
  const c = lhs.compare(rhs);
  switch (predicate) {
    case "false":
      return false;
    case "oeq":
      return c === "equal";
    case "ogt":
      return c === "greater";
    case "oge":
      return c === "greater" || c === "equal";
    case "olt":
      return c === "less";
    case "ole":
      return c === "less" || c === "equal";
    case "one":
      return c !== "unordered" && c !== "equal";
    case "ord":
      return c !== "unordered";
    case "ueq":
      return c === "unordered" || c === "equal";
    case "ugt":
      return c === "unordered" || c === "greater";
    case "uge":
      return c === "unordered" || c === "greater" || c === "equal";
    case "ult":
      return c === "unordered" || c === "less";
    case "ule":
      return c === "unordered" || c === "less" || c === "equal";
    case "une":
      return c !== "equal";
    case "uno":
      return c === "unordered";
    case "true":
      return true;
  }
}

export function foldCmpF(op: Operation, operands: Operands): FoldOutcome {
  const predicate = cmpfPredicate(op);
  if (predicate === undefined) return undefined;
  let lhs = operands[0] instanceof FloatAttr ? operands[0] : undefined;
  let rhs = operands[1] instanceof FloatAttr ? operands[1] : undefined;
  // One NaN operand decides every predicate: compare it with itself.
  if (lhs !== undefined && Number.isNaN(lhs.value)) rhs = lhs;
  if (rhs !== undefined && Number.isNaN(rhs.value)) lhs = rhs;
  if (lhs === undefined || rhs === undefined) return undefined;
  return boolAttr(resultType(op), applyCmpFPredicate(predicate, apFloatOf(lhs), apFloatOf(rhs)));
}

// ---- select ----

export function foldSelect(op: Operation, operands: Operands): FoldOutcome {
  const condition = op.getOperand(0);
  const trueValue = op.getOperand(1);
  const falseValue = op.getOperand(2);
  if (trueValue === falseValue) return trueValue;
  if (isOneInt(operands[0])) return trueValue;
  if (isZeroInt(operands[0])) return falseValue;
  // A poison operand: the other one.
  if (isPoison(operands[1])) return falseValue;
  if (isPoison(operands[2])) return trueValue;
  const type = resultType(op);
  if (type instanceof IntegerType && type.signedness === "signless" && type.width === 1 && isOneInt(operands[1]) && isZeroInt(operands[2])) return condition;
  const cmp = definingOp(condition, "arith.cmpi");
  if (cmp !== undefined) {
    const predicate = cmpiPredicate(cmp);
    if (predicate === "eq" || predicate === "ne") {
      const cmpLhs = cmp.getOperand(0);
      const cmpRhs = cmp.getOperand(1);
      if ((cmpLhs === trueValue && cmpRhs === falseValue) || (cmpRhs === trueValue && cmpLhs === falseValue))
        return predicate === "ne" ? trueValue : falseValue;
    }
  }
  const cond = operands[0];
  const lhs = operands[1];
  const rhs = operands[2];
  if (cond instanceof DenseIntOrFPElementsAttr && lhs instanceof DenseIntOrFPElementsAttr && rhs instanceof DenseIntOrFPElementsAttr) {
    const count = cond.type.getNumElements();
    const isFloat = lhs.type.elementType instanceof FloatType;
    const pick = (i: number): Element => {
      const chosen = denseAPIntAt(cond, i).isZero() ? rhs : lhs;
      return isFloat ? denseAPFloatAt(chosen, i) : denseAPIntAt(chosen, i);
    };
    return denseElementsOf(lhs.type, count, pick);
  }
  return undefined;
}

// ---- shifts ----

/**
 * Shifts fold only when the amount is below the width. The check is made per element but
 * only the last element's outcome is kept, as in ArithOps.cpp.
 */
function foldShift(op: Operation, operands: Operands, shift: (a: APInt, b: APInt) => APInt): FoldOutcome {
  if (isZeroInt(operands[1])) return lhsOf(op);
  let bounded = false;
  const result = constFoldBinaryOp(operands, "int", (a, b) => {
    bounded = int(b).ult(APInt.fromBigInt(int(b).width, BigInt(int(b).width)));
    return shift(int(a), int(b));
  });
  return bounded ? result : undefined;
}

export function foldShLI(op: Operation, operands: Operands): FoldOutcome {
  return foldShift(op, operands, (a, b) => a.shl(b));
}
export function foldShRUI(op: Operation, operands: Operands): FoldOutcome {
  return foldShift(op, operands, (a, b) => a.lshr(b));
}
export function foldShRSI(op: Operation, operands: Operands): FoldOutcome {
  return foldShift(op, operands, (a, b) => a.ashr(b));
}

/** The folds of arith ops, by op name. */
export const arithFolders: ReadonlyMap<string, OpFoldFunction> = new Map<string, OpFoldFunction>([
  ["arith.addf", foldAddF],
  ["arith.addi", foldAddI],
  ["arith.addui_extended", foldAddUIExtended],
  ["arith.andi", foldAndI],
  ["arith.bitcast", foldBitcast],
  ["arith.ceildivsi", foldCeilDivSI],
  ["arith.ceildivui", foldCeilDivUI],
  ["arith.cmpf", foldCmpF],
  ["arith.cmpi", foldCmpI],
  ["arith.constant", foldConstant],
  ["arith.divf", foldDivF],
  ["arith.divsi", foldDivSI],
  ["arith.divui", foldDivUI],
  ["arith.extf", foldExtF],
  ["arith.extsi", foldExtSI],
  ["arith.extui", foldExtUI],
  ["arith.floordivsi", foldFloorDivSI],
  ["arith.fptosi", foldFPToSI],
  ["arith.fptoui", foldFPToUI],
  ["arith.index_cast", foldIndexCast],
  ["arith.index_castui", foldIndexCastUI],
  ["arith.maximumf", foldMaximumF],
  ["arith.maxnumf", foldMaxNumF],
  ["arith.maxsi", foldMaxSI],
  ["arith.maxui", foldMaxUI],
  ["arith.minimumf", foldMinimumF],
  ["arith.minnumf", foldMinNumF],
  ["arith.minsi", foldMinSI],
  ["arith.minui", foldMinUI],
  ["arith.mulf", foldMulF],
  ["arith.muli", foldMulI],
  ["arith.mulsi_extended", foldMulSIExtended],
  ["arith.mului_extended", foldMulUIExtended],
  ["arith.negf", foldNegF],
  ["arith.ori", foldOrI],
  ["arith.remf", foldRemF],
  ["arith.remsi", foldRemSI],
  ["arith.remui", foldRemUI],
  ["arith.select", foldSelect],
  ["arith.shli", foldShLI],
  ["arith.shrsi", foldShRSI],
  ["arith.shrui", foldShRUI],
  ["arith.sitofp", foldSIToFP],
  ["arith.subf", foldSubF],
  ["arith.subi", foldSubI],
  ["arith.truncf", foldTruncF],
  ["arith.trunci", foldTruncI],
  ["arith.uitofp", foldUIToFP],
  ["arith.xori", foldXOrI],
]);
