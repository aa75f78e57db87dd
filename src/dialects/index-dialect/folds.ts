// The folders of index ops, as MLIR 19's IndexOps.cpp folds them: `index` is 32 or 64 bits
// wide depending on the target, so a constant fold is kept only when it gives the same
// (truncated) answer in both widths.
import { IndexType, IntegerAttr, IntegerType, type Attribute, type OpFoldResult, type Type, type Value } from "../../ir/index.js";
import * as ap from "../fold/apint.js";
import type { APInt } from "../fold/apint.js";
import { constantAttribute } from "../fold/constants.js";
import { MaxSOp, MaxUOp, MinSOp, MinUOp, type IndexCmpPredicate, type IndexDialectHooks } from "../../../generated/index-dialect.js";

type Ops = IndexDialectHooks["ops"];
type Operands = readonly (Attribute | undefined)[];
type Calculate = (lhs: APInt, rhs: APInt) => APInt | undefined;

/** An index constant as the 64-bit APInt MLIR stores it in. */
function index(attr: Attribute | undefined): APInt | undefined {
  return attr instanceof IntegerAttr ? ap.apint(64, attr.getValue()) : undefined;
}

function indexAttr(context: Type["context"], value: APInt): IntegerAttr {
  return IntegerAttr.get(IndexType.get(context), value.bits);
}

/** foldBinaryOpUnchecked: operations whose low 32 bits do not depend on the high bits. */
function unchecked(operands: Operands, calculate: Calculate): Attribute | undefined {
  const lhs = index(operands[0]);
  const rhs = index(operands[1]);
  if (lhs === undefined || rhs === undefined) return undefined;
  const result = calculate(lhs, rhs);
  return result === undefined ? undefined : indexAttr((operands[0] as IntegerAttr).context, result);
}

/** foldBinaryOpChecked: the 64-bit result, when its low 32 bits equal the 32-bit result. */
function checked(operands: Operands, calculate: Calculate): Attribute | undefined {
  const lhs = index(operands[0]);
  const rhs = index(operands[1]);
  if (lhs === undefined || rhs === undefined) return undefined;
  const result64 = calculate(lhs, rhs);
  if (result64 === undefined) return undefined;
  const result32 = calculate(ap.trunc(lhs, 32), ap.trunc(rhs, 32));
  if (result32 === undefined || ap.trunc(result64, 32).bits !== result32.bits) return undefined;
  return indexAttr((operands[0] as IntegerAttr).context, result64);
}

const sdiv = (a: APInt, b: APInt): APInt => ap.sdivOv(a, b).value;
const neg = (a: APInt): APInt => ap.sub(ap.apint(a.width, 0n), a);

/** ceildivs(n, m) = n*m > 0 ? (n + x) / m + 1 : -(-n / m), x = m > 0 ? -1 : 1. */
function ceilDivS(n: APInt, m: APInt): APInt | undefined {
  if (ap.isZero(m)) return undefined;
  if (ap.isZero(n)) return n;
  const mPositive = ap.signed(m) > 0n;
  if (ap.signed(n) > 0n !== mPositive) return neg(sdiv(neg(n), m));
  const x = ap.apint(n.width, mPositive ? -1n : 1n);
  return ap.add(sdiv(ap.add(n, x), m), ap.apint(n.width, 1n));
}

/** floordivs(n, m) = n*m < 0 ? -1 - (x - n) / m : n / m, x = m < 0 ? 1 : -1. */
function floorDivS(n: APInt, m: APInt): APInt | undefined {
  if (ap.isZero(m)) return undefined;
  if (ap.isZero(n)) return n;
  const mNegative = ap.signed(m) < 0n;
  if (ap.signed(n) < 0n === mNegative) return sdiv(n, m);
  const x = ap.apint(n.width, mNegative ? 1n : -1n);
  return ap.sub(ap.apint(n.width, -1n), sdiv(ap.sub(x, n), m));
}

function compare(lhs: APInt, rhs: APInt, predicate: IndexCmpPredicate): boolean {
  switch (predicate) {
    case "eq":
      return lhs.bits === rhs.bits;
    case "ne":
      return lhs.bits !== rhs.bits;
    case "sge":
      return ap.signed(lhs) >= ap.signed(rhs);
    case "sgt":
      return ap.signed(lhs) > ap.signed(rhs);
    case "sle":
      return ap.signed(lhs) <= ap.signed(rhs);
    case "slt":
      return ap.signed(lhs) < ap.signed(rhs);
    case "uge":
      return lhs.bits >= rhs.bits;
    case "ugt":
      return lhs.bits > rhs.bits;
    case "ule":
      return lhs.bits <= rhs.bits;
    case "ult":
      return lhs.bits < rhs.bits;
  }
}

/** MLIR's ConstantIntRanges: the unsigned and signed bounds of a value. */
interface IntRange {
  readonly umin: APInt;
  readonly umax: APInt;
  readonly smin: APInt;
  readonly smax: APInt;
}

function fromSigned(smin: APInt, smax: APInt): IntRange {
  const sameSign = ap.isNegative(smin) === ap.isNegative(smax);
  const w = smin.width;
  return sameSign ? { umin: smin, umax: smax, smin, smax } : { umin: ap.apint(w, 0n), umax: ap.apint(w, -1n), smin, smax };
}

function fromUnsigned(umin: APInt, umax: APInt): IntRange {
  const sameSign = ap.isNegative(umin) === ap.isNegative(umax);
  const w = umin.width;
  return sameSign ? { umin, umax, smin: umin, smax: umax } : { umin, umax, smin: ap.apint(w, 1n << BigInt(w - 1)), smax: ap.apint(w, (1n << BigInt(w - 1)) - 1n) };
}

const INVERTED: Readonly<Record<IndexCmpPredicate, IndexCmpPredicate>> = { eq: "ne", ne: "eq", slt: "sge", sge: "slt", sle: "sgt", sgt: "sle", ult: "uge", uge: "ult", ule: "ugt", ugt: "ule" };

function constantOf(r: IntRange): APInt | undefined {
  if (r.umin.bits === r.umax.bits) return r.umin;
  if (r.smin.bits === r.smax.bits) return r.smin;
  return undefined;
}

/** intrange's isStaticallyTrue. */
function staticallyTrue(predicate: IndexCmpPredicate, lhs: IntRange, rhs: IntRange): boolean {
  const s = ap.signed;
  switch (predicate) {
    case "sle":
      return s(lhs.smax) <= s(rhs.smin);
    case "slt":
      return s(lhs.smax) < s(rhs.smin);
    case "ule":
      return lhs.umax.bits <= rhs.umin.bits;
    case "ult":
      return lhs.umax.bits < rhs.umin.bits;
    case "sge":
      return s(lhs.smin) >= s(rhs.smax);
    case "sgt":
      return s(lhs.smin) > s(rhs.smax);
    case "uge":
      return lhs.umin.bits >= rhs.umax.bits;
    case "ugt":
      return lhs.umin.bits > rhs.umax.bits;
    case "eq": {
      const a = constantOf(lhs);
      const b = constantOf(rhs);
      return a !== undefined && b !== undefined && a.bits === b.bits;
    }
    case "ne":
      return (staticallyTrue("slt", lhs, rhs) || staticallyTrue("sgt", lhs, rhs)) && (staticallyTrue("ult", lhs, rhs) || staticallyTrue("ugt", lhs, rhs));
  }
}

/** `cmp(max/min(x, cstA), cstB)` at one width (MLIR's foldCmpOfMaxOrMin with intrange::evaluatePred). */
function cmpOfMaxOrMin(kind: string, a: APInt, b: APInt, predicate: IndexCmpPredicate): boolean | undefined {
  const w = a.width;
  const min = ap.apint(w, 1n << BigInt(w - 1));
  const max = ap.apint(w, (1n << BigInt(w - 1)) - 1n);
  const lhs =
    kind === MinSOp.operationName
      ? fromSigned(min, a)
      : kind === MinUOp.operationName
        ? fromUnsigned(ap.apint(w, 0n), a)
        : kind === MaxSOp.operationName
          ? fromSigned(a, max)
          : fromUnsigned(a, ap.apint(w, -1n));
  const rhs = { umin: b, umax: b, smin: b, smax: b };
  if (staticallyTrue(predicate, lhs, rhs)) return true;
  if (staticallyTrue(INVERTED[predicate], lhs, rhs)) return false;
  return undefined;
}

/** MLIR's foldCastOp: casts to index assume 64 bits; casts from index must agree with a 32-bit index. */
function foldCast(input: Attribute | undefined, type: Type, ext: (x: APInt, w: number) => APInt): Attribute | undefined {
  if (!(input instanceof IntegerAttr)) return undefined;
  const inputWidth = input.type instanceof IntegerType ? input.type.width : 64;
  const value = ap.apint(inputWidth, input.getValue());
  const extOrTrunc = (x: APInt, w: number): APInt => (w >= x.width ? ext(x, w) : ap.trunc(x, w));
  if (type instanceof IndexType) return IntegerAttr.get(type, extOrTrunc(value, 64).bits);
  const width = (type as IntegerType).width;
  if (width <= 32) return IntegerAttr.get(type, ap.trunc(value, width).bits);
  if (width >= 64) {
    if (ext(ap.trunc(value, 32), 64).bits !== value.bits) return undefined;
    return IntegerAttr.get(type, ext(value, width).bits);
  }
  const result = ap.trunc(value, width);
  if (result.bits !== ext(ap.trunc(value, 32), width).bits) return undefined;
  return IntegerAttr.get(type, result.bits);
}

const shiftBelow32 = (fn: (a: APInt, b: APInt) => APInt): Calculate => (a, b) => (b.bits >= 32n ? undefined : fn(a, b));

export const indexFolds = {
  AddOp: {
    fold: (op, operands) => unchecked(operands, ap.add) ?? (index(operands[1]) !== undefined && ap.isZero(index(operands[1]) as APInt) ? op.getLhs() : undefined),
  },
  SubOp: {
    fold: (op, operands) => unchecked(operands, ap.sub) ?? (index(operands[1]) !== undefined && ap.isZero(index(operands[1]) as APInt) ? op.getLhs() : undefined),
  },
  MulOp: {
    fold: (op, operands): OpFoldResult | undefined => {
      const folded = unchecked(operands, ap.mul);
      if (folded !== undefined) return folded;
      const rhs = index(operands[1]);
      if (rhs !== undefined && ap.isOne(rhs)) return op.getLhs();
      if (rhs !== undefined && ap.isZero(rhs)) return operands[1];
      return undefined;
    },
  },
  DivSOp: { fold: (_op, operands) => checked(operands, (a, b) => (ap.isZero(b) ? undefined : sdiv(a, b))) },
  DivUOp: { fold: (_op, operands) => checked(operands, (a, b) => (ap.isZero(b) ? undefined : ap.udiv(a, b))) },
  CeilDivSOp: { fold: (_op, operands) => checked(operands, ceilDivS) },
  CeilDivUOp: {
    fold: (_op, operands) =>
      checked(operands, (n, m) => (ap.isZero(m) ? undefined : ap.isZero(n) ? n : ap.add(ap.udiv(ap.sub(n, ap.apint(n.width, 1n)), m), ap.apint(n.width, 1n)))),
  },
  FloorDivSOp: { fold: (_op, operands) => checked(operands, floorDivS) },
  RemSOp: { fold: (_op, operands) => checked(operands, (a, b) => (ap.isZero(b) ? undefined : ap.srem(a, b))) },
  RemUOp: { fold: (_op, operands) => checked(operands, (a, b) => (ap.isZero(b) ? undefined : ap.urem(a, b))) },
  MaxSOp: { fold: (_op, operands) => checked(operands, (a, b) => (ap.signed(a) > ap.signed(b) ? a : b)) },
  MaxUOp: { fold: (_op, operands) => checked(operands, (a, b) => (a.bits > b.bits ? a : b)) },
  MinSOp: { fold: (_op, operands) => checked(operands, (a, b) => (ap.signed(a) < ap.signed(b) ? a : b)) },
  MinUOp: { fold: (_op, operands) => checked(operands, (a, b) => (a.bits < b.bits ? a : b)) },
  ShlOp: { fold: (_op, operands) => unchecked(operands, shiftBelow32(ap.shl)) },
  ShrSOp: { fold: (_op, operands) => checked(operands, shiftBelow32(ap.ashr)) },
  ShrUOp: { fold: (_op, operands) => checked(operands, shiftBelow32(ap.lshr)) },
  AndOp: { fold: (_op, operands) => unchecked(operands, ap.and) },
  OrOp: { fold: (_op, operands) => unchecked(operands, ap.or) },
  XOrOp: { fold: (_op, operands) => unchecked(operands, ap.xor) },
  CastSOp: { fold: (op, operands) => foldCast(operands[0], op.getOutput().type, ap.sext) },
  CastUOp: { fold: (op, operands) => foldCast(operands[0], op.getOutput().type, ap.zext) },
  CmpOp: {
    fold: (op, operands) => {
      const bool = (value: boolean): IntegerAttr => IntegerAttr.bool(op.context, value);
      const predicate = op.getPred();
      const lhs = index(operands[0]);
      const rhs = index(operands[1]);
      if (lhs !== undefined && rhs !== undefined) {
        const result64 = compare(lhs, rhs, predicate);
        if (result64 === compare(ap.trunc(lhs, 32), ap.trunc(rhs, 32), predicate)) return bool(result64);
      }
      const lhsOp = op.getLhs().definingOp;
      const kinds = [MinSOp.operationName, MinUOp.operationName, MaxSOp.operationName, MaxUOp.operationName];
      if (lhsOp !== null && kinds.includes(lhsOp.name.name) && rhs !== undefined) {
        const cstA = constantAttribute(lhsOp.getOperand(1) as Value);
        if (cstA instanceof IntegerAttr) {
          const a = ap.apint(64, cstA.getValue());
          const result64 = cmpOfMaxOrMin(lhsOp.name.name, a, rhs, predicate);
          const result32 = cmpOfMaxOrMin(lhsOp.name.name, ap.trunc(a, 32), ap.trunc(rhs, 32), predicate);
          if (result64 !== undefined && result32 !== undefined && result64 === result32) return bool(result64);
        }
      }
      if (op.getLhs() === op.getRhs()) return bool(["eq", "sge", "sle", "uge", "ule"].includes(predicate));
      return undefined;
    },
  },
  ConstantOp: { fold: (op) => op.getValueAttr() },
  BoolConstantOp: { fold: (op) => op.getValueAttr() },
} satisfies { readonly [K in keyof Ops]?: Pick<Ops[K], "fold" & keyof Ops[K]> };
