// The folders of arith ops (ODS hasFolder), as MLIR 19's ArithOps.cpp folds them: constant
// folding of integer (APInt) and float (APFloat) scalars, splats and dense elements, the
// algebraic identities (x + 0, x * 1, x ^ x, ...), and in-place folds of cast chains.
import { DenseIntOrFPElementsAttr, FloatAttr, FloatType, IntegerAttr, IntegerType, ShapedType, VectorType, type Attribute, type OpFoldResult, type Type, type Value } from "../../ir/index.js";
import { denseElementByteWidth } from "../../ir/attributes.js";
import { decodeBits, decodedToDouble, floatBits, semanticsOf } from "../../ir/apfloat.js";
import { i1SameShape } from "../ods.js";
import { withElementType } from "./casts.js";
import * as ap from "../fold/apint.js";
import type { APInt } from "../fold/apint.js";
import { boolAttr, elementTypeOrSelf, foldCast, foldFloatBinary, foldFloatUnary, foldIntBinary, intElementsOf, intWidth, zeroAttr, type APFloat } from "../fold/elementwise.js";
import { compare, convertExactly, fromInteger, maximum, maxnum, minimum, minnum, roundTo, toInteger } from "../fold/float.js";
import { definingOp, floatIs, intOf, isAllOnesAttr, isNaNFloat, isNegInfFloat, isNegZeroFloat, isOneAttr, isOneFloat, isPosInfFloat, isPosZeroFloat, isZeroAttr, isZeroValue } from "../fold/matchers.js";
import { constantAttribute } from "../fold/constants.js";
import {
  AddFOp,
  AddIOp,
  AddUIExtendedOp,
  AndIOp,
  BitcastOp,
  CmpIOp,
  CmpIPredicateAttr,
  ExtFOp,
  ExtSIOp,
  ExtUIOp,
  FastMathFlags,
  NegFOp,
  SubIOp,
  TruncFOp,
  TruncIOp,
  XOrIOp,
  type ArithDialectHooks,
  type CmpFPredicate,
  type CmpIPredicate,
} from "../../../generated/arith.js";

type Ops = ArithDialectHooks["ops"];
type Operands = readonly (Attribute | undefined)[];

/** A scalar float calculation in the operands' type (APFloat arithmetic rounds to it). */
const inType = (fn: (a: number, b: number) => number) => (a: APFloat, b: APFloat): number => roundTo(a.type.kind, fn(a.value, b.value));

/** `getZeroAttr` of a type unless it is a dynamically shaped one (no constant can have it). */
function zeroOf(type: Type): Attribute | undefined {
  return type instanceof ShapedType && !type.hasStaticShape() ? undefined : zeroAttr(type);
}

/** A division-like fold that gives up when any element divides by zero or overflows. */
function guarded(operands: Operands, calculate: (a: APInt, b: APInt) => { readonly value: APInt; readonly fail: boolean }): Attribute | undefined {
  let failed = false;
  const result = foldIntBinary(operands, (a, b) => {
    if (failed) return a;
    const { value, fail } = calculate(a, b);
    if (fail) failed = true;
    return value;
  });
  return failed ? undefined : result;
}

/** Shift folds: only when the (last) shift amount is below the width. */
function shift(operands: Operands, lhs: Value, fn: (a: APInt, b: APInt) => APInt): OpFoldResult | undefined {
  if (isZeroAttr(operands[1])) return lhs;
  let bounded = false;
  const result = foldIntBinary(operands, (a, b) => {
    bounded = b.bits < BigInt(b.width);
    return fn(a, b);
  });
  return bounded ? result : undefined;
}

/** signedCeilNonnegInputs: (a - 1) / b + 1, with overflow. */
function signedCeilNonneg(a: APInt, b: APInt): { value: APInt; fail: boolean } {
  const one = ap.apint(a.width, 1n);
  const minus = ap.ssubOv(a, one);
  const div = ap.sdivOv(minus.value, b);
  const plus = ap.saddOv(div.value, one);
  return { value: plus.value, fail: minus.overflow || div.overflow || plus.overflow };
}

function ceilDivSigned(a: APInt, b: APInt): { value: APInt; fail: boolean } {
  if (ap.isZero(b)) return { value: a, fail: true };
  if (ap.isZero(a)) return { value: a, fail: false };
  const zero = ap.apint(a.width, 0n);
  const aPositive = ap.signed(a) > 0n;
  const bPositive = ap.signed(b) > 0n;
  if (aPositive && bPositive) return signedCeilNonneg(a, b);
  if (!aPositive && !bPositive) {
    const posA = ap.ssubOv(zero, a);
    const posB = ap.ssubOv(zero, b);
    const res = signedCeilNonneg(posA.value, posB.value);
    return { value: res.value, fail: posA.overflow || posB.overflow || res.fail };
  }
  if (!aPositive && bPositive) {
    const posA = ap.ssubOv(zero, a);
    const div = ap.sdivOv(posA.value, b);
    const neg = ap.ssubOv(zero, div.value);
    return { value: neg.value, fail: posA.overflow || div.overflow || neg.overflow };
  }
  const posB = ap.ssubOv(zero, b);
  const div = ap.sdivOv(a, posB.value);
  const neg = ap.ssubOv(zero, div.value);
  return { value: neg.value, fail: posB.overflow || div.overflow || neg.overflow };
}

function applyCmpI(predicate: CmpIPredicate, a: APInt, b: APInt): boolean {
  switch (predicate) {
    case "eq":
      return a.bits === b.bits;
    case "ne":
      return a.bits !== b.bits;
    case "slt":
      return ap.signed(a) < ap.signed(b);
    case "sle":
      return ap.signed(a) <= ap.signed(b);
    case "sgt":
      return ap.signed(a) > ap.signed(b);
    case "sge":
      return ap.signed(a) >= ap.signed(b);
    case "ult":
      return a.bits < b.bits;
    case "ule":
      return a.bits <= b.bits;
    case "ugt":
      return a.bits > b.bits;
    case "uge":
      return a.bits >= b.bits;
  }
}

function applyCmpF(predicate: CmpFPredicate, a: number, b: number): boolean {
  const c = compare(a, b);
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

/** CmpI predicates with the operands swapped (not inverted). */
const SWAPPED: Readonly<Record<CmpIPredicate, CmpIPredicate>> = { slt: "sgt", sgt: "slt", sle: "sge", sge: "sle", ult: "ugt", ugt: "ult", ule: "uge", uge: "ule", eq: "eq", ne: "ne" };

/** The integer width of an integer-like type or its elements. */
const widthOf = (type: Type): number => intWidth(elementTypeOrSelf(type));

export const arithFolds = {
  ConstantOp: { fold: (op) => op.getValueAttr() },
  AddIOp: {
    fold: (op, operands) => {
      if (isZeroAttr(operands[1])) return op.getLhs();
      const lhsSub = definingOp(op.getLhs(), SubIOp);
      if (lhsSub !== undefined && op.getRhs() === lhsSub.getRhs()) return lhsSub.getLhs();
      const rhsSub = definingOp(op.getRhs(), SubIOp);
      if (rhsSub !== undefined && op.getLhs() === rhsSub.getRhs()) return rhsSub.getLhs();
      return foldIntBinary(operands, ap.add);
    },
  },
  AddUIExtendedOp: {
    fold: (op, operands) => {
      if (isZeroValue(op.getRhs())) {
        const falseValue = zeroOf(op.getOverflow().type);
        return falseValue === undefined ? undefined : [op.getLhs(), falseValue];
      }
      const sum = foldIntBinary(operands, ap.add);
      if (sum === undefined) return undefined;
      const overflow = foldIntBinary([sum, operands[0]], (s, a) => ap.apint(1, ap.ult(s, a) ? 1n : 0n), i1SameShape(attributeType(sum)));
      return overflow === undefined ? undefined : [sum, overflow];
    },
  },
  SubIOp: {
    fold: (op, operands) => {
      if (op.getLhs() === op.getRhs()) {
        const zero = zeroOf(op.getResult().type);
        if (zero !== undefined) return zero;
      }
      if (isZeroAttr(operands[1])) return op.getLhs();
      const add = definingOp(op.getLhs(), AddIOp);
      if (add !== undefined) {
        if (op.getRhs() === add.getRhs()) return add.getLhs();
        if (op.getRhs() === add.getLhs()) return add.getRhs();
      }
      return foldIntBinary(operands, ap.sub);
    },
  },
  MulIOp: {
    fold: (op, operands) => {
      if (isZeroAttr(operands[1])) return op.getRhs();
      if (isOneAttr(operands[1])) return op.getLhs();
      return foldIntBinary(operands, ap.mul);
    },
  },
  MulSIExtendedOp: {
    fold: (op, operands) => {
      const rhs = operands[1];
      if (rhs !== undefined && isZeroAttr(rhs)) return [rhs, rhs];
      const low = foldIntBinary(operands, ap.mul);
      if (low === undefined) return undefined;
      const high = foldIntBinary(operands, ap.mulhs);
      return high === undefined ? undefined : [low, high];
    },
  },
  MulUIExtendedOp: {
    fold: (op, operands) => {
      const rhs = operands[1];
      if (rhs !== undefined && isZeroAttr(rhs)) return [rhs, rhs];
      if (isOneAttr(rhs)) {
        const zero = zeroOf(op.getLhs().type);
        return zero === undefined ? undefined : [op.getLhs(), zero];
      }
      const low = foldIntBinary(operands, ap.mul);
      if (low === undefined) return undefined;
      const high = foldIntBinary(operands, ap.mulhu);
      return high === undefined ? undefined : [low, high];
    },
  },
  DivUIOp: {
    fold: (op, operands) => (isOneAttr(operands[1]) ? op.getLhs() : guarded(operands, (a, b) => (ap.isZero(b) ? { value: a, fail: true } : { value: ap.udiv(a, b), fail: false }))),
  },
  DivSIOp: {
    fold: (op, operands) => {
      if (isOneAttr(operands[1])) return op.getLhs();
      return guarded(operands, (a, b) => {
        if (ap.isZero(b)) return { value: a, fail: true };
        const q = ap.sdivOv(a, b);
        return { value: q.value, fail: q.overflow };
      });
    },
  },
  CeilDivUIOp: {
    fold: (op, operands) => {
      if (isOneAttr(operands[1])) return op.getLhs();
      return guarded(operands, (a, b) => {
        if (ap.isZero(b)) return { value: a, fail: true };
        const quotient = ap.udiv(a, b);
        if (ap.isZero(ap.urem(a, b))) return { value: quotient, fail: false };
        const plus = ap.uaddOv(quotient, ap.apint(a.width, 1n));
        return { value: plus.value, fail: plus.overflow };
      });
    },
  },
  CeilDivSIOp: { fold: (op, operands) => (isOneAttr(operands[1]) ? op.getLhs() : guarded(operands, ceilDivSigned)) },
  FloorDivSIOp: {
    fold: (op, operands) => {
      if (isOneAttr(operands[1])) return op.getLhs();
      return guarded(operands, (a, b) => {
        if (ap.isZero(b)) return { value: a, fail: true };
        const q = ap.sfloordivOv(a, b);
        return { value: q.value, fail: q.overflow };
      });
    },
  },
  RemUIOp: {
    fold: (op, operands) => (isOneAttr(operands[1]) ? zeroOf(op.getResult().type) : guarded(operands, (a, b) => (ap.isZero(b) ? { value: a, fail: true } : { value: ap.urem(a, b), fail: false }))),
  },
  RemSIOp: {
    fold: (op, operands) => (isOneAttr(operands[1]) ? zeroOf(op.getResult().type) : guarded(operands, (a, b) => (ap.isZero(b) ? { value: a, fail: true } : { value: ap.srem(a, b), fail: false }))),
  },
  AndIOp: {
    fold: (op, operands) => {
      if (isZeroAttr(operands[1])) return op.getRhs();
      if (isAllOnesAttr(operands[1])) return op.getLhs();
      const notOf = (value: Value, x: Value): boolean => {
        const xor = definingOp(value, XOrIOp);
        return xor !== undefined && xor.getLhs() === x && isAllOnesAttr(constantAttribute(xor.getRhs()));
      };
      if (notOf(op.getRhs(), op.getLhs()) || notOf(op.getLhs(), op.getRhs())) return zeroOf(op.getResult().type);
      // and(a, and(a, b)) -> and(a, b)
      for (const [prevValue, other] of [
        [op.getLhs(), op.getRhs()],
        [op.getRhs(), op.getLhs()],
      ] as const) {
        const prev = definingOp(prevValue, AndIOp);
        if (prev !== undefined && (other === prev.getLhs() || other === prev.getRhs())) return prev.getResult();
      }
      return foldIntBinary(operands, ap.and);
    },
  },
  OrIOp: {
    fold: (op, operands) => {
      const rhs = intOf(operands[1]);
      if (rhs !== undefined) {
        if (ap.isZero(rhs)) return op.getLhs();
        if (ap.isAllOnes(rhs)) return operands[1];
      }
      const xorWith = (value: Value, x: Value): Value | undefined => {
        const xor = definingOp(value, XOrIOp);
        return xor !== undefined && xor.getLhs() === x && isAllOnesAttr(constantAttribute(xor.getRhs())) ? xor.getRhs() : undefined;
      };
      const viaRhs = xorWith(op.getRhs(), op.getLhs());
      if (viaRhs !== undefined) return viaRhs;
      const viaLhs = xorWith(op.getLhs(), op.getRhs());
      if (viaLhs !== undefined) return viaLhs;
      return foldIntBinary(operands, ap.or);
    },
  },
  XOrIOp: {
    fold: (op, operands) => {
      if (isZeroAttr(operands[1])) return op.getLhs();
      if (op.getLhs() === op.getRhs()) return zeroOf(op.getResult().type);
      const lhsXor = definingOp(op.getLhs(), XOrIOp);
      if (lhsXor !== undefined) {
        if (lhsXor.getRhs() === op.getRhs()) return lhsXor.getLhs();
        if (lhsXor.getLhs() === op.getRhs()) return lhsXor.getRhs();
      }
      const rhsXor = definingOp(op.getRhs(), XOrIOp);
      if (rhsXor !== undefined) {
        if (rhsXor.getRhs() === op.getLhs()) return rhsXor.getLhs();
        if (rhsXor.getLhs() === op.getLhs()) return rhsXor.getRhs();
      }
      return foldIntBinary(operands, ap.xor);
    },
  },
  ShLIOp: { fold: (op, operands) => shift(operands, op.getLhs(), ap.shl) },
  ShRUIOp: { fold: (op, operands) => shift(operands, op.getLhs(), ap.lshr) },
  ShRSIOp: { fold: (op, operands) => shift(operands, op.getLhs(), ap.ashr) },
  MaxSIOp: {
    fold: (op, operands) => {
      if (op.getLhs() === op.getRhs()) return op.getRhs();
      const rhs = intOf(operands[1]);
      if (rhs !== undefined && ap.isMaxSigned(rhs)) return op.getRhs();
      if (rhs !== undefined && ap.isMinSigned(rhs)) return op.getLhs();
      return foldIntBinary(operands, ap.smax);
    },
  },
  MaxUIOp: {
    fold: (op, operands) => {
      if (op.getLhs() === op.getRhs()) return op.getRhs();
      const rhs = intOf(operands[1]);
      if (rhs !== undefined && ap.isAllOnes(rhs)) return op.getRhs();
      if (rhs !== undefined && ap.isZero(rhs)) return op.getLhs();
      return foldIntBinary(operands, ap.umax);
    },
  },
  MinSIOp: {
    fold: (op, operands) => {
      if (op.getLhs() === op.getRhs()) return op.getRhs();
      const rhs = intOf(operands[1]);
      if (rhs !== undefined && ap.isMinSigned(rhs)) return op.getRhs();
      if (rhs !== undefined && ap.isMaxSigned(rhs)) return op.getLhs();
      return foldIntBinary(operands, ap.smin);
    },
  },
  MinUIOp: {
    fold: (op, operands) => {
      if (op.getLhs() === op.getRhs()) return op.getRhs();
      const rhs = intOf(operands[1]);
      if (rhs !== undefined && ap.isZero(rhs)) return op.getRhs();
      if (rhs !== undefined && ap.isAllOnes(rhs)) return op.getLhs();
      return foldIntBinary(operands, ap.umin);
    },
  },
  CmpIOp: {
    fold: (op, operands) => {
      if (op.getLhs() === op.getRhs()) return boolAttr(op.getResult().type, ["eq", "sle", "sge", "ule", "uge"].includes(op.getPredicate()));
      if (isZeroAttr(operands[1]) && op.getPredicate() === "ne") {
        // extsi / extui (%x : i1 -> iN) != 0  ->  %x (scalars and vectors, as MLIR's getIntegerWidth sees them)
        for (const cls of [ExtSIOp, ExtUIOp]) {
          const ext = definingOp(op.getLhs(), cls);
          if (ext === undefined) continue;
          const input = ext.getIn().type;
          const element = input instanceof VectorType ? input.elementType : input;
          if (element instanceof IntegerType && element.width === 1) return ext.getIn();
        }
      }
      // Constants go to the right-hand side (the predicate swapped, in place).
      if (operands[0] !== undefined && operands[1] === undefined) {
        const lhs = op.getLhs();
        const rhs = op.getRhs();
        op.setPredicateAttr(CmpIPredicateAttr.get(op.context, SWAPPED[op.getPredicate()]));
        op.getOperation().setOperand(0, rhs);
        op.getOperation().setOperand(1, lhs);
        return op.getResult();
      }
      const lhsAttr = operands[0];
      if (lhsAttr === undefined) return undefined;
      const predicate = op.getPredicate();
      return foldIntBinary(operands, (a, b) => ap.apint(1, applyCmpI(predicate, a, b) ? 1n : 0n), i1SameShape(attributeType(lhsAttr)));
    },
  },
  CmpFOp: {
    fold: (op, operands) => {
      let lhs = scalarFloat(operands[0]);
      let rhs = scalarFloat(operands[1]);
      // One NaN operand decides the result as two would.
      if (lhs !== undefined && Number.isNaN(lhs)) rhs = lhs;
      if (rhs !== undefined && Number.isNaN(rhs)) lhs = rhs;
      if (lhs === undefined || rhs === undefined) return undefined;
      return boolAttr(IntegerType.get(op.context, 1), applyCmpF(op.getPredicate(), lhs, rhs));
    },
  },
  SelectOp: {
    fold: (op, operands) => {
      const trueValue = op.getTrueValue();
      const falseValue = op.getFalseValue();
      if (trueValue === falseValue) return trueValue;
      if (isOneAttr(operands[0])) return trueValue;
      if (isZeroAttr(operands[0])) return falseValue;
      const resultType = op.getResult().type;
      if (resultType instanceof IntegerType && resultType.width === 1 && resultType.signedness === "signless" && isOneAttr(operands[1]) && isZeroAttr(operands[2]))
        return op.getCondition();
      const cmp = definingOp(op.getCondition(), CmpIOp);
      if (cmp !== undefined && (cmp.getPredicate() === "eq" || cmp.getPredicate() === "ne")) {
        const [a, b] = [cmp.getLhs(), cmp.getRhs()];
        if ((a === trueValue && b === falseValue) || (b === trueValue && a === falseValue)) return cmp.getPredicate() === "ne" ? trueValue : falseValue;
      }
      return selectElements(operands);
    },
  },
  ExtUIOp: { fold: (op, operands) => extend(op, operands, ExtUIOp, ap.zext) },
  ExtSIOp: { fold: (op, operands) => extend(op, operands, ExtSIOp, ap.sext) },
  TruncIOp: {
    fold: (op, operands) => {
      const input = op.getIn();
      const ext = definingOp(input, ExtUIOp) ?? definingOp(input, ExtSIOp);
      if (ext !== undefined) {
        const src = ext.getIn();
        const srcWidth = widthOf(src.type);
        const dstWidth = widthOf(op.getOut().type);
        if (srcWidth > dstWidth) {
          op.getOperation().setOperand(0, src);
          return op.getOut();
        }
        if (elementTypeOrSelf(src.type) === elementTypeOrSelf(op.getOut().type)) return src;
      }
      const trunc = definingOp(input, TruncIOp);
      if (trunc !== undefined) {
        op.getOperation().setOperand(0, trunc.getIn());
        return op.getOut();
      }
      const width = widthOf(op.getOut().type);
      return foldCast(operands, op.getOut().type, "int", (a) => ap.trunc(a as APInt, width));
    },
  },
  ExtFOp: {
    fold: (op, operands) => {
      const trunc = definingOp(op.getIn(), TruncFOp);
      if (trunc !== undefined && trunc.getIn().type === op.getOut().type) {
        const contract = (flags: FastMathFlags): boolean => (flags & FastMathFlags.contract) === FastMathFlags.contract;
        if (contract(trunc.getFastmath() ?? FastMathFlags.none) && contract(op.getFastmath() ?? FastMathFlags.none)) return trunc.getIn();
      }
      const kind = (elementTypeOrSelf(op.getOut().type) as FloatType).kind;
      return foldCast(operands, op.getOut().type, "float", (a) => convertExactly((a as APFloat).value, kind));
    },
  },
  TruncFOp: {
    fold: (_op, operands) => {
      const op = _op;
      const kind = (elementTypeOrSelf(op.getOut().type) as FloatType).kind;
      return foldCast(operands, op.getOut().type, "float", (a) => convertExactly((a as APFloat).value, kind));
    },
  },
  UIToFPOp: {
    fold: (op, operands) => foldCast(operands, op.getOut().type, "int", (a) => fromInteger(a as APInt, false, elementTypeOrSelf(op.getOut().type) as FloatType)),
  },
  SIToFPOp: {
    fold: (op, operands) => foldCast(operands, op.getOut().type, "int", (a) => fromInteger(a as APInt, true, elementTypeOrSelf(op.getOut().type) as FloatType)),
  },
  FPToUIOp: {
    fold: (op, operands) => foldCast(operands, op.getOut().type, "float", (a) => toInteger((a as APFloat).value, widthOf(op.getOut().type), false)),
  },
  FPToSIOp: {
    fold: (op, operands) => foldCast(operands, op.getOut().type, "float", (a) => toInteger((a as APFloat).value, widthOf(op.getOut().type), true)),
  },
  IndexCastOp: {
    fold: (op, operands) => {
      const width = widthOf(op.getOut().type);
      return foldCast(operands, op.getOut().type, "int", (a) => ((a as APInt).width < width ? ap.sext(a as APInt, width) : ap.trunc(a as APInt, width)));
    },
  },
  IndexCastUIOp: {
    fold: (op, operands) => {
      const width = widthOf(op.getOut().type);
      return foldCast(operands, op.getOut().type, "int", (a) => ((a as APInt).width < width ? ap.zext(a as APInt, width) : ap.trunc(a as APInt, width)));
    },
  },
  BitcastOp: { fold: (op, operands) => bitcast(op, operands) },
  NegFOp: {
    fold: (op, operands) => {
      const inner = definingOp(op.getOperand(), NegFOp);
      if (inner !== undefined) return inner.getOperand();
      return foldFloatUnary(operands, (a) => -a.value);
    },
  },
  AddFOp: {
    fold: (op, operands) => (floatIs(operands[1], isNegZeroFloat) ? op.getLhs() : foldFloatBinary(operands, inType((a, b) => a + b))),
  },
  SubFOp: {
    fold: (op, operands) => (floatIs(operands[1], isPosZeroFloat) ? op.getLhs() : foldFloatBinary(operands, inType((a, b) => a - b))),
  },
  MulFOp: {
    fold: (op, operands) => (floatIs(operands[1], isOneFloat) ? op.getLhs() : foldFloatBinary(operands, inType((a, b) => a * b))),
  },
  DivFOp: {
    fold: (op, operands) => (floatIs(operands[1], isOneFloat) ? op.getLhs() : foldFloatBinary(operands, inType((a, b) => a / b))),
  },
  // APFloat::mod: the remainder with the sign of the dividend (C's fmod).
  RemFOp: { fold: (_op, operands) => foldFloatBinary(operands, inType((a, b) => a % b)) },
  MaximumFOp: {
    fold: (op, operands) => (op.getLhs() === op.getRhs() ? op.getRhs() : floatIs(operands[1], isNegInfFloat) ? op.getLhs() : foldFloatBinary(operands, inType(maximum))),
  },
  MinimumFOp: {
    fold: (op, operands) => (op.getLhs() === op.getRhs() ? op.getRhs() : floatIs(operands[1], isPosInfFloat) ? op.getLhs() : foldFloatBinary(operands, inType(minimum))),
  },
  MaxNumFOp: {
    fold: (op, operands) => (op.getLhs() === op.getRhs() ? op.getRhs() : floatIs(operands[1], isNaNFloat) ? op.getLhs() : foldFloatBinary(operands, inType(maxnum))),
  },
  MinNumFOp: {
    fold: (op, operands) => (op.getLhs() === op.getRhs() ? op.getRhs() : floatIs(operands[1], isNaNFloat) ? op.getLhs() : foldFloatBinary(operands, inType(minnum))),
  },
} satisfies { readonly [K in keyof Ops]?: Pick<Ops[K], "fold" & keyof Ops[K]> };

/** The type of a typed attribute (constants always have one). */
function attributeType(attr: Attribute): Type {
  return (attr as Attribute & { readonly type: Type }).type;
}

/** A scalar FloatAttr's value (cmpf folds scalars only). */
function scalarFloat(attr: Attribute | undefined): number | undefined {
  return attr instanceof FloatAttr ? attr.value : undefined;
}

/** ext(ext(x)) folds in place; constants extend element by element. */
function extend(op: ExtUIOp | ExtSIOp, operands: Operands, cls: typeof ExtUIOp | typeof ExtSIOp, fn: (a: APInt, width: number) => APInt): OpFoldResult | undefined {
  const inner = definingOp(op.getIn(), cls);
  if (inner !== undefined) {
    op.getOperation().setOperand(0, inner.getIn());
    return op.getOut();
  }
  const width = widthOf(op.getOut().type);
  return foldCast(operands, op.getOut().type, "int", (a) => fn(a as APInt, width));
}

/** The raw bytes of element `index` of dense elements (a splat repeats its one element). */
function elementBytes(attr: DenseIntOrFPElementsAttr, index: number): Uint8Array {
  const width = denseElementByteWidth(attr.type.elementType);
  const at = attr.isSplat ? 0 : index * width;
  return attr.data.subarray(at, at + width);
}

/** select over a constant (dense) condition and constant values: element by element. */
function selectElements(operands: Operands): Attribute | undefined {
  const [condition, onTrue, onFalse] = operands;
  if (!(condition instanceof DenseIntOrFPElementsAttr) || !(onTrue instanceof DenseIntOrFPElementsAttr) || !(onFalse instanceof DenseIntOrFPElementsAttr)) return undefined;
  const conditions = intElementsOf(condition);
  if (conditions === undefined) return undefined;
  const width = denseElementByteWidth(onTrue.type.elementType);
  const data = new Uint8Array(width * conditions.length);
  conditions.forEach((c, i) => data.set(elementBytes(ap.isZero(c) ? onFalse : onTrue, i), i * width));
  return DenseIntOrFPElementsAttr.getFromRawData(onTrue.type, data);
}

/** arith.bitcast of a constant: the same bits read as the result type. */
function bitcast(op: BitcastOp, operands: Operands): Attribute | undefined {
  const operand = operands[0];
  const resultType = op.getOut().type;
  if (operand === undefined) return undefined;
  if (operand instanceof DenseIntOrFPElementsAttr) {
    if (!(resultType instanceof ShapedType)) return undefined;
    const type = withElementType(operand.type, resultType.elementType);
    return type instanceof ShapedType ? DenseIntOrFPElementsAttr.getFromRawData(type, operand.data) : undefined;
  }
  if (resultType instanceof ShapedType) return undefined;
  let bits: bigint;
  if (operand instanceof FloatAttr) bits = floatBits(operand.type.kind, operand.value, operand.bits);
  else if (operand instanceof IntegerAttr) bits = BigInt.asUintN(intWidth(operand.type), operand.getValue());
  else return undefined;
  if (resultType instanceof FloatType) {
    const value = decodedToDouble(decodeBits(semanticsOf(resultType.kind), bits));
    return FloatAttr.get(resultType, value, Number.isNaN(value) ? bits : undefined);
  }
  return IntegerAttr.get(resultType, bits);
}
