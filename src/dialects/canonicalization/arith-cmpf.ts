// MLIR 19's CmpFIntToFPConst (arith.cmpf's C++ canonicalization, after LLVM InstCombine's
// foldFCmpIntToFPConst): `cmpf pred, (sitofp|uitofp %x), cst` becomes an integer comparison
// of %x with the constant converted to %x's type, or a constant i1 when the constant lies
// outside %x's range or the comparison's answer does not depend on %x; when the integer type
// is wider than the float's mantissa, only constants the conversion's rounding cannot affect.
import { APFloat, APInt, FloatAttr, FloatStatus, FloatType, IntegerAttr, IntegerType, apFloatOf, type FloatSemantics, type Operation, type Value } from "../../ir/index.js";
import { RewritePattern, matchConstant, type PatternRewriter } from "../../rewrite/index.js";
import * as arith from "../../../generated/arith.js";
import { createBoolConstant, createOp } from "./support.js";

type IntPredicate = arith.CmpIPredicate;

/** The integer predicate of an ordered or unordered float predicate (not false/true/ord/uno). */
function integerPredicate(predicate: arith.CmpFPredicate, isUnsigned: boolean): IntPredicate | undefined {
  switch (predicate) {
    case "oeq":
    case "ueq":
      return "eq";
    case "ogt":
    case "ugt":
      return isUnsigned ? "ugt" : "sgt";
    case "oge":
    case "uge":
      return isUnsigned ? "uge" : "sge";
    case "olt":
    case "ult":
      return isUnsigned ? "ult" : "slt";
    case "ole":
    case "ule":
      return isUnsigned ? "ule" : "sle";
    case "one":
    case "une":
      return "ne";
    default:
      return undefined;
  }
}

/** APFloat's ilogb: the leading bit's exponent; +inf and zero as LLVM's IEK_Inf and IEK_Zero. */
const IEK_INF = 0x7fffffff;
const IEK_ZERO = -0x7fffffff;
function ilogb(value: APFloat): number {
  if (value.isInfinity()) return IEK_INF;
  if (value.isZero()) return IEK_ZERO;
  return value.leadingExponent;
}

/** `value` of an integer type converted to the float semantics, rounding to nearest even. */
function fromInt(semantics: FloatSemantics, value: APInt, isSigned: boolean): APFloat {
  return APFloat.fromAPInt(semantics, value, isSigned).value;
}

class CmpFIntToFPConst extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const constant = matchConstant(op.getOperand(1));
    if (!(constant instanceof FloatAttr)) return false;
    const rhs = apFloatOf(constant);
    if (rhs.isNaN()) return false;
    const floatType = op.getOperand(1).type;
    if (!(floatType instanceof FloatType)) return false;
    const semantics = APFloat.semanticsOf(floatType.kind);
    const mantissaWidth = semantics.precision;
    if (mantissaWidth <= 0) return false;

    const conversion = op.getOperand(0).definingOp;
    let isUnsigned: boolean;
    if (conversion?.name.name === "arith.sitofp") isUnsigned = false;
    else if (conversion?.name.name === "arith.uitofp") isUnsigned = true;
    else return false;
    const intVal: Value = conversion.getOperand(0);
    const intType = intVal.type;
    if (!(intType instanceof IntegerType)) return false;
    const intWidth = intType.width;
    const valueBits = isUnsigned ? intWidth : intWidth - 1;

    // An integer wider than the mantissa loses bits in the conversion: only constants whose
    // comparison that cannot change are rewritten.
    if (intWidth > mantissaWidth) {
      const exponent = ilogb(rhs);
      if (exponent === IEK_INF) {
        if (semantics.maxExponent < valueBits) return false;
      } else if (mantissaWidth <= exponent && exponent <= valueBits) return false;
    }

    const floatPredicate = arith.CmpFPredicateAttr.valueOf(op.getInherentAttr("predicate") as IntegerAttr);
    const replaceWithBool = (value: boolean): boolean => {
      rewriter.replaceOpWithNewOp(op, () => createBoolConstant(rewriter, op.location, value).definingOp as Operation);
      return true;
    };
    // The conversion never gives a NaN.
    if (floatPredicate === "ord") return replaceWithBool(true);
    if (floatPredicate === "uno") return replaceWithBool(false);
    let pred = integerPredicate(floatPredicate, isUnsigned);
    if (pred === undefined) return false;

    // A constant above the integer type's maximum (+inf included) or below its minimum.
    const max = fromInt(semantics, isUnsigned ? APInt.allOnes(intWidth) : APInt.signedMax(intWidth), !isUnsigned);
    if (max.compare(rhs) === "less") return replaceWithBool(pred === "ne" || pred === (isUnsigned ? "ult" : "slt") || pred === (isUnsigned ? "ule" : "sle"));
    const min = fromInt(semantics, isUnsigned ? APInt.zero(intWidth) : APInt.signedMin(intWidth), !isUnsigned);
    if (min.compare(rhs) === "greater") return replaceWithBool(pred === "ne" || pred === (isUnsigned ? "ugt" : "sgt") || pred === (isUnsigned ? "uge" : "sge"));

    // In range, but maybe fractional: the constant rounded toward zero, converted back.
    const converted = rhs.convertToInteger(intWidth, !isUnsigned, "towardZero");
    if (converted.status === FloatStatus.invalidOp) return false;
    const rhsInt = converted.value;
    if (!rhs.isZero()) {
      const back = fromInt(semantics, rhsInt, !isUnsigned);
      if (back.compare(rhs) !== "equal") {
        const negative = rhs.isNegative();
        switch (pred) {
          case "ne":
            return replaceWithBool(true);
          case "eq":
            return replaceWithBool(false);
          case "ule":
            if (negative) return replaceWithBool(false);
            break;
          case "sle":
            if (negative) pred = "slt";
            break;
          case "ult":
            if (negative) return replaceWithBool(false);
            pred = "ule";
            break;
          case "slt":
            if (!negative) pred = "sle";
            break;
          case "ugt":
            if (negative) return replaceWithBool(true);
            break;
          case "sgt":
            if (negative) pred = "sge";
            break;
          case "uge":
            if (negative) return replaceWithBool(true);
            pred = "ugt";
            break;
          case "sge":
            if (!negative) pred = "sgt";
            break;
        }
      }
    }

    const intPredicate = pred;
    const attr = IntegerAttr.get(intType, rhsInt.unsigned);
    const bound = createOp(rewriter, "arith.constant", op.location, { resultTypes: [intType], properties: [["value", attr]] }).getResult(0);
    rewriter.replaceOpWithNewOp(op, () =>
      createOp(rewriter, "arith.cmpi", op.location, {
        operands: [intVal, bound],
        resultTypes: [op.getResult(0).type],
        properties: [["predicate", arith.CmpIPredicateAttr.get(op.context, intPredicate)]],
      }),
    );
    return true;
  }
}

/** arith.cmpf's patterns, as MLIR 19's CmpFOp::getCanonicalizationPatterns adds them. */
export function cmpfPatterns(context: Operation["context"]): RewritePattern[] {
  return [new CmpFIntToFPConst("arith.cmpf", context, { debugName: "CmpFIntToFPConst" })];
}
