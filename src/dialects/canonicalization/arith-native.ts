// What the TypeScript snippets of arith's canonicalization patterns
// (defs/mlir/Dialect/Arith/IR/ArithCanonicalization.td) call as `native.*`: the helpers
// MLIR 19's ArithOps.cpp defines for its DRR patterns (integer attribute arithmetic,
// overflow flag merging, predicate inversion, int-or-splat values, element widths).
import { APInt, IntegerAttr, IntegerType, ShapedType, apIntOf, type Attribute, type Type, type Value } from "../../ir/index.js";
import * as arith from "../../../generated/arith.js";
import { zeroAttr as builderZeroAttr } from "../folding/common.js";
import { constantIntOf } from "../folding/matchers.js";

function intValue(attr: Attribute): APInt {
  if (!(attr instanceof IntegerAttr)) throw new TypeError("arith canonicalization: expected an integer attribute");
  return apIntOf(attr);
}

/** `res`'s type holding `lhs op rhs` (MLIR's applyToIntegerAttrs). */
function applyToIntegerAttrs(res: Value, lhs: Attribute, rhs: Attribute, fn: (a: APInt, b: APInt) => APInt): Attribute {
  return IntegerAttr.get(res.type, fn(intValue(lhs), intValue(rhs)).unsigned);
}

export function addIntegerAttrs(res: Value, lhs: Attribute, rhs: Attribute): Attribute {
  return applyToIntegerAttrs(res, lhs, rhs, (a, b) => a.add(b));
}
export function subIntegerAttrs(res: Value, lhs: Attribute, rhs: Attribute): Attribute {
  return applyToIntegerAttrs(res, lhs, rhs, (a, b) => a.sub(b));
}
export function mulIntegerAttrs(res: Value, lhs: Attribute, rhs: Attribute): Attribute {
  return applyToIntegerAttrs(res, lhs, rhs, (a, b) => a.mul(b));
}

/** The flags both ops guarantee (MLIR's mergeOverflowFlags: their intersection). */
export function mergeOverflowFlags(a: Attribute, b: Attribute): Attribute {
  if (!(a instanceof arith.IntegerOverflowFlagsAttr) || !(b instanceof arith.IntegerOverflowFlagsAttr))
    throw new TypeError("arith canonicalization: expected overflow flags attributes");
  return arith.IntegerOverflowFlagsAttr.get(a.context, (a.value & b.value) as arith.IntegerOverflowFlags);
}

const INVERSE: Readonly<Record<arith.CmpIPredicate, arith.CmpIPredicate>> = {
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

/** The predicate true exactly when `predicate` is false (MLIR's arith::invertPredicate). */
export function invertPredicate(predicate: Attribute): Attribute {
  const value = arith.CmpIPredicateAttr.valueOf(predicate as arith.CmpIPredicateAttr);
  return arith.CmpIPredicateAttr.get(predicate.context, INVERSE[value]);
}

/** Whether a cmpi predicate is `eq` or `ne`. */
export function isEqualityPredicate(predicate: Attribute): boolean {
  const value = arith.CmpIPredicateAttr.valueOf(predicate as arith.CmpIPredicateAttr);
  return value === "eq" || value === "ne";
}

/** An integer attribute's value or an integer splat's (MLIR's getIntOrSplatIntValue), else undefined. */
export function intOrSplatIntValue(attr: Attribute): APInt | undefined {
  return constantIntOf(attr);
}

/** The bit width of a value's scalar or element type, -1 when it is not an integer or float (MLIR's getScalarOrElementWidth). */
export function scalarOrElementWidth(value: Value): number {
  const type: Type = value.type instanceof ShapedType ? value.type.elementType : value.type;
  return type.isIntOrFloat() ? type.getIntOrFloatBitWidth() : -1;
}

/** Builder::getZeroAttr of a type. */
export function zeroAttr(type: Type): Attribute {
  const attr = builderZeroAttr(type);
  if (attr === undefined) throw new TypeError("arith canonicalization: no zero attribute for this type");
  return attr;
}

/** An integer type (not a vector or tensor of them) other than i1 (SelectToExtUI's condition on the result). */
export function isIntegerOtherThanI1(type: Type): boolean {
  return type instanceof IntegerType && type.width !== 1;
}
