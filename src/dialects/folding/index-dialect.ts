// The folds of the index dialect (IndexOps.cpp in MLIR 19). `index` has no fixed width, so
// a fold is kept only when it is right for both 32- and 64-bit targets: operations whose
// low 32 bits depend only on the operands' low 32 bits fold freely ("unchecked"); the
// others only when the 64-bit result truncated to 32 bits equals the 32-bit result.
import {
  APInt,
  IndexType,
  IntegerAttr,
  IntegerType,
  type Attribute,
  type IntPredicate,
  type Operation,
  type Type,
} from "../../ir/index.js";
import { boolAttr } from "./common.js";
import { constantValueOf, anyDefiningOp } from "./matchers.js";
import { enumValueOf, type FoldOutcome, type OpFoldFunction } from "./fold-types.js";

type Operands = readonly (Attribute | undefined)[];
type Calculation = (lhs: APInt, rhs: APInt) => APInt | undefined;

function indexOperands(operands: Operands): [APInt, APInt] | undefined {
  const lhs = operands[0];
  const rhs = operands[1];
  if (!(lhs instanceof IntegerAttr) || !(rhs instanceof IntegerAttr)) return undefined;
  return [APInt.fromBigInt(64, lhs.getValue()), APInt.fromBigInt(64, rhs.getValue())];
}

function indexAttr(op: Operation, value: APInt): Attribute {
  return IntegerAttr.get(IndexType.get(op.context), value.bits);
}

/** foldBinaryOpUnchecked: for operations with trunc(f(a, b)) = f(trunc(a), trunc(b)). */
function foldUnchecked(op: Operation, operands: Operands, calculate: Calculation): Attribute | undefined {
  const values = indexOperands(operands);
  if (values === undefined) return undefined;
  const result = calculate(values[0], values[1]);
  return result === undefined ? undefined : indexAttr(op, result);
}

/** foldBinaryOpChecked: the 64-bit result, when its low 32 bits equal the 32-bit result. */
function foldChecked(op: Operation, operands: Operands, calculate: Calculation): Attribute | undefined {
  const values = indexOperands(operands);
  if (values === undefined) return undefined;
  const result64 = calculate(values[0], values[1]);
  if (result64 === undefined) return undefined;
  const result32 = calculate(values[0].trunc(32), values[1].trunc(32));
  if (result32 === undefined) return undefined;
  if (!result64.trunc(32).eq(result32)) return undefined;
  return indexAttr(op, result64);
}

function rhsConstant(operands: Operands): APInt | undefined {
  const rhs = operands[1];
  return rhs instanceof IntegerAttr ? APInt.fromBigInt(64, rhs.getValue()) : undefined;
}

export function foldAdd(op: Operation, operands: Operands): FoldOutcome {
  const folded = foldUnchecked(op, operands, (a, b) => a.add(b));
  if (folded !== undefined) return folded;
  if (rhsConstant(operands)?.isZero() === true) return op.getOperand(0);
  return undefined;
}

export function foldSub(op: Operation, operands: Operands): FoldOutcome {
  const folded = foldUnchecked(op, operands, (a, b) => a.sub(b));
  if (folded !== undefined) return folded;
  if (rhsConstant(operands)?.isZero() === true) return op.getOperand(0);
  return undefined;
}

export function foldMul(op: Operation, operands: Operands): FoldOutcome {
  const folded = foldUnchecked(op, operands, (a, b) => a.mul(b));
  if (folded !== undefined) return folded;
  const rhs = rhsConstant(operands);
  if (rhs?.isOne() === true) return op.getOperand(0);
  if (rhs?.isZero() === true) return operands[1];
  return undefined;
}

export function foldDivS(op: Operation, operands: Operands): FoldOutcome {
  return foldChecked(op, operands, (a, b) => (b.isZero() ? undefined : a.sdiv(b)));
}

export function foldDivU(op: Operation, operands: Operands): FoldOutcome {
  return foldChecked(op, operands, (a, b) => (b.isZero() ? undefined : a.udiv(b)));
}

/** ceildivs(n, m) = n*m > 0 ? (n + (m > 0 ? -1 : 1)) / m + 1 : -(-n / m). */
function ceilDivS(n: APInt, m: APInt): APInt | undefined {
  if (m.isZero()) return undefined;
  if (n.isZero()) return n;
  const zero = APInt.zero(n.width);
  const mPositive = m.sgt(zero);
  if (n.sgt(zero) !== mPositive) return n.neg().sdiv(m).neg();
  const x = APInt.fromBigInt(n.width, mPositive ? -1n : 1n);
  return n.add(x).sdiv(m).add(APInt.one(n.width));
}

/** floordivs(n, m) = n*m < 0 ? -1 - ((m < 0 ? 1 : -1) - n) / m : n / m. */
function floorDivS(n: APInt, m: APInt): APInt | undefined {
  if (m.isZero()) return undefined;
  if (n.isZero()) return n;
  const zero = APInt.zero(n.width);
  const mNegative = m.slt(zero);
  if (n.slt(zero) === mNegative) return n.sdiv(m);
  const x = APInt.fromBigInt(n.width, mNegative ? 1n : -1n);
  return APInt.fromBigInt(n.width, -1n).sub(x.sub(n).sdiv(m));
}

export function foldCeilDivS(op: Operation, operands: Operands): FoldOutcome {
  return foldChecked(op, operands, ceilDivS);
}

export function foldCeilDivU(op: Operation, operands: Operands): FoldOutcome {
  return foldChecked(op, operands, (n, m) => {
    if (m.isZero()) return undefined;
    if (n.isZero()) return n;
    return n.sub(APInt.one(n.width)).udiv(m).add(APInt.one(n.width));
  });
}

export function foldFloorDivS(op: Operation, operands: Operands): FoldOutcome {
  return foldChecked(op, operands, floorDivS);
}

export function foldRemS(op: Operation, operands: Operands): FoldOutcome {
  return foldChecked(op, operands, (a, b) => (b.isZero() ? undefined : a.srem(b)));
}

export function foldRemU(op: Operation, operands: Operands): FoldOutcome {
  return foldChecked(op, operands, (a, b) => (b.isZero() ? undefined : a.urem(b)));
}

export function foldMaxS(op: Operation, operands: Operands): FoldOutcome {
  return foldChecked(op, operands, (a, b) => (a.sgt(b) ? a : b));
}
export function foldMaxU(op: Operation, operands: Operands): FoldOutcome {
  return foldChecked(op, operands, (a, b) => (a.ugt(b) ? a : b));
}
export function foldMinS(op: Operation, operands: Operands): FoldOutcome {
  return foldChecked(op, operands, (a, b) => (a.slt(b) ? a : b));
}
export function foldMinU(op: Operation, operands: Operands): FoldOutcome {
  return foldChecked(op, operands, (a, b) => (a.ult(b) ? a : b));
}

/** Shifts by 32 or more are not folded: they are undefined on 32-bit targets. */
export function foldShl(op: Operation, operands: Operands): FoldOutcome {
  return foldUnchecked(op, operands, (a, b) => (b.uge(APInt.fromBigInt(64, 32n)) ? undefined : a.shl(b)));
}
export function foldShrS(op: Operation, operands: Operands): FoldOutcome {
  return foldChecked(op, operands, (a, b) => (b.uge(APInt.fromBigInt(b.width, 32n)) ? undefined : a.ashr(b)));
}
export function foldShrU(op: Operation, operands: Operands): FoldOutcome {
  return foldChecked(op, operands, (a, b) => (b.uge(APInt.fromBigInt(b.width, 32n)) ? undefined : a.lshr(b)));
}

export function foldAnd(op: Operation, operands: Operands): FoldOutcome {
  return foldUnchecked(op, operands, (a, b) => a.and(b));
}
export function foldOr(op: Operation, operands: Operands): FoldOutcome {
  return foldUnchecked(op, operands, (a, b) => a.or(b));
}
export function foldXOr(op: Operation, operands: Operands): FoldOutcome {
  return foldUnchecked(op, operands, (a, b) => a.xor(b));
}

/**
 * index.casts / index.castu: to index, extend or truncate to 64 bits (any target width then
 * truncates consistently); from index, only when the 32-bit source gives the same result.
 */
function foldCast(op: Operation, operands: Operands, extend: (x: APInt, width: number) => APInt): FoldOutcome {
  const input = operands[0];
  if (!(input instanceof IntegerAttr)) return undefined;
  const type = op.getResult(0).type;
  const sourceWidth = input.type instanceof IntegerType ? input.type.width : 64;
  const value = APInt.fromBigInt(sourceWidth, input.getValue());
  if (type instanceof IndexType) {
    const result = value.width < 64 ? extend(value, 64) : value.trunc(64);
    return IntegerAttr.get(type, result.bits);
  }
  const width = (type as IntegerType).width;
  if (width <= 32) return IntegerAttr.get(type, value.trunc(width).bits);
  if (width >= 64) {
    if (!extend(value.trunc(32), 64).eq(value)) return undefined;
    return IntegerAttr.get(type, extend(value, width).bits);
  }
  const result = value.trunc(width);
  if (!result.eq(extend(value.trunc(32), width))) return undefined;
  return IntegerAttr.get(type, result.bits);
}

export function foldCastS(op: Operation, operands: Operands): FoldOutcome {
  return foldCast(op, operands, (x, w) => x.sext(w));
}
export function foldCastU(op: Operation, operands: Operands): FoldOutcome {
  return foldCast(op, operands, (x, w) => x.zext(w));
}

// ---- cmp ----

const PREDICATES: readonly IntPredicate[] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];

function predicateOf(op: Operation): IntPredicate | undefined {
  const v = enumValueOf(op.getAttr("pred"));
  if (typeof v === "string") return PREDICATES.includes(v as IntPredicate) ? (v as IntPredicate) : undefined;
  return typeof v === "number" ? PREDICATES[v] : undefined;
}

/** An integer range (MLIR's ConstantIntRanges): unsigned and signed bounds. */
interface IntRange {
  readonly umin: APInt;
  readonly umax: APInt;
  readonly smin: APInt;
  readonly smax: APInt;
}

function rangeFromSigned(smin: APInt, smax: APInt): IntRange {
  if (smin.isNonNegative() === smax.isNonNegative())
    return { umin: smin.ult(smax) ? smin : smax, umax: smin.ugt(smax) ? smin : smax, smin, smax };
  return { umin: APInt.zero(smin.width), umax: APInt.allOnes(smin.width), smin, smax };
}

function rangeFromUnsigned(umin: APInt, umax: APInt): IntRange {
  if (umin.isNegative() === umax.isNegative())
    return { umin, umax, smin: umin.slt(umax) ? umin : umax, smax: umin.sgt(umax) ? umin : umax };
  return { umin, umax, smin: APInt.signedMin(umin.width), smax: APInt.signedMax(umin.width) };
}

function constantOfRange(r: IntRange): APInt | undefined {
  if (r.umin.eq(r.umax)) return r.umin;
  if (r.smin.eq(r.smax)) return r.smin;
  return undefined;
}

function staticallyTrue(pred: IntPredicate, lhs: IntRange, rhs: IntRange): boolean {
  switch (pred) {
    case "sle":
      return lhs.smax.sle(rhs.smin);
    case "slt":
      return lhs.smax.slt(rhs.smin);
    case "ule":
      return lhs.umax.ule(rhs.umin);
    case "ult":
      return lhs.umax.ult(rhs.umin);
    case "sge":
      return lhs.smin.sge(rhs.smax);
    case "sgt":
      return lhs.smin.sgt(rhs.smax);
    case "uge":
      return lhs.umin.uge(rhs.umax);
    case "ugt":
      return lhs.umin.ugt(rhs.umax);
    case "eq": {
      const a = constantOfRange(lhs);
      const b = constantOfRange(rhs);
      return a !== undefined && b !== undefined && a.eq(b);
    }
    case "ne": {
      const signedNe = staticallyTrue("slt", lhs, rhs) || staticallyTrue("sgt", lhs, rhs);
      const unsignedNe = staticallyTrue("ult", lhs, rhs) || staticallyTrue("ugt", lhs, rhs);
      return signedNe && unsignedNe;
    }
  }
}

const INVERTED: Readonly<Record<IntPredicate, IntPredicate>> = {
  eq: "ne",
  ne: "eq",
  slt: "sge",
  sge: "slt",
  sle: "sgt",
  sgt: "sle",
  ult: "uge",
  uge: "ult",
  ule: "ugt",
  ugt: "ule",
};

/** intrange::evaluatePred. */
function evaluatePredicate(pred: IntPredicate, lhs: IntRange, rhs: IntRange): boolean | undefined {
  if (staticallyTrue(pred, lhs, rhs)) return true;
  if (staticallyTrue(INVERTED[pred], lhs, rhs)) return false;
  return undefined;
}

/** cmp(min/max(x, a), b): the range of the min/max against the constant b. */
function foldCmpOfMinMax(name: string, a: APInt, b: APInt, width: number, pred: IntPredicate): boolean | undefined {
  let range: IntRange;
  switch (name) {
    case "index.mins":
      range = rangeFromSigned(APInt.signedMin(width), a);
      break;
    case "index.minu":
      range = rangeFromUnsigned(APInt.zero(width), a);
      break;
    case "index.maxs":
      range = rangeFromSigned(a, APInt.signedMax(width));
      break;
    default:
      range = rangeFromUnsigned(a, APInt.allOnes(width));
  }
  const constant: IntRange = { umin: b, umax: b, smin: b, smax: b };
  return evaluatePredicate(pred, range, constant);
}

const MIN_MAX_OPS: ReadonlySet<string> = new Set(["index.mins", "index.minu", "index.maxs", "index.maxu"]);

export function foldCmp(op: Operation, operands: Operands): FoldOutcome {
  const pred = predicateOf(op);
  if (pred === undefined) return undefined;
  const lhs = operands[0];
  const rhs = operands[1];
  if (lhs instanceof IntegerAttr && rhs instanceof IntegerAttr) {
    const a = APInt.fromBigInt(64, lhs.getValue());
    const b = APInt.fromBigInt(64, rhs.getValue());
    const result64 = a.compare(pred, b);
    const result32 = a.trunc(32).compare(pred, b.trunc(32));
    if (result64 === result32) return boolAttr(op.getResult(0).type, result64);
  }
  const lhsOp = anyDefiningOp(op.getOperand(0));
  if (lhsOp !== undefined && MIN_MAX_OPS.has(lhsOp.name.name) && rhs instanceof IntegerAttr) {
    const cstA = constantValueOf(lhsOp.getOperand(1));
    if (cstA instanceof IntegerAttr) {
      const a = APInt.fromBigInt(64, cstA.getValue());
      const b = APInt.fromBigInt(64, rhs.getValue());
      const result64 = foldCmpOfMinMax(lhsOp.name.name, a, b, 64, pred);
      const result32 = foldCmpOfMinMax(lhsOp.name.name, a.trunc(32), b.trunc(32), 32, pred);
      if (result64 !== undefined && result32 !== undefined && result64 === result32) return boolAttr(op.getResult(0).type, result64);
    }
  }
  if (op.getOperand(0) === op.getOperand(1)) {
    return boolAttr(op.getResult(0).type, pred === "eq" || pred === "sge" || pred === "sle" || pred === "uge" || pred === "ule");
  }
  return undefined;
}

export function foldIndexConstant(op: Operation): FoldOutcome {
  return op.getAttr("value");
}

/** The folds of index ops, by op name. */
export const indexFolders: ReadonlyMap<string, OpFoldFunction> = new Map<string, OpFoldFunction>([
  ["index.add", foldAdd],
  ["index.and", foldAnd],
  ["index.bool.constant", foldIndexConstant],
  ["index.casts", foldCastS],
  ["index.castu", foldCastU],
  ["index.ceildivs", foldCeilDivS],
  ["index.ceildivu", foldCeilDivU],
  ["index.cmp", foldCmp],
  ["index.constant", foldIndexConstant],
  ["index.divs", foldDivS],
  ["index.divu", foldDivU],
  ["index.floordivs", foldFloorDivS],
  ["index.maxs", foldMaxS],
  ["index.maxu", foldMaxU],
  ["index.mins", foldMinS],
  ["index.minu", foldMinU],
  ["index.mul", foldMul],
  ["index.or", foldOr],
  ["index.rems", foldRemS],
  ["index.remu", foldRemU],
  ["index.shl", foldShl],
  ["index.shrs", foldShrS],
  ["index.shru", foldShrU],
  ["index.sub", foldSub],
  ["index.xor", foldXOr],
]);

export type { Type };
