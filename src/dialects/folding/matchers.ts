// MLIR's constant matchers (mlir/IR/Matchers.h) as the folds use them: on an operand's
// constant attribute (m_Zero, m_One, m_ConstantInt, the float predicates), and on values
// (the defining op of a name, a constant-like defining op's value).
import {
  APFloat,
  APInt,
  FloatAttr,
  IntegerAttr,
  OpResult,
  OpTrait,
  type Attribute,
  type Operation,
  type Value,
} from "../../ir/index.js";
import { apFloatOf, apIntOf } from "../../ir/index.js";
import { isSplatElements, splatValue } from "./common.js";

/** m_ConstantInt: an IntegerAttr, or an int/index splat. */
export function constantIntOf(attr: Attribute | undefined): APInt | undefined {
  if (attr instanceof IntegerAttr) return apIntOf(attr);
  if (isSplatElements(attr)) {
    const v = splatValue(attr);
    return v instanceof APInt ? v : undefined;
  }
  return undefined;
}

/** m_ConstantFloat: a FloatAttr, or a float splat. */
export function constantFloatOf(attr: Attribute | undefined): APFloat | undefined {
  if (attr instanceof FloatAttr) return apFloatOf(attr);
  if (isSplatElements(attr)) {
    const v = splatValue(attr);
    return v instanceof APFloat ? v : undefined;
  }
  return undefined;
}

export function isZeroInt(attr: Attribute | undefined): boolean {
  return constantIntOf(attr)?.isZero() === true;
}
export function isOneInt(attr: Attribute | undefined): boolean {
  return constantIntOf(attr)?.isOne() === true;
}
export function isAllOnesInt(attr: Attribute | undefined): boolean {
  return constantIntOf(attr)?.isAllOnes() === true;
}

/** m_OneFloat: exactly 1.0. */
export function isOneFloat(attr: Attribute | undefined): boolean {
  return constantFloatOf(attr)?.isExactlyValue(1) === true;
}
export function isPosZeroFloat(attr: Attribute | undefined): boolean {
  return constantFloatOf(attr)?.isPosZero() === true;
}
export function isNegZeroFloat(attr: Attribute | undefined): boolean {
  return constantFloatOf(attr)?.isNegZero() === true;
}
export function isAnyZeroFloat(attr: Attribute | undefined): boolean {
  return constantFloatOf(attr)?.isZero() === true;
}
export function isNaNFloat(attr: Attribute | undefined): boolean {
  return constantFloatOf(attr)?.isNaN() === true;
}
export function isPosInfFloat(attr: Attribute | undefined): boolean {
  const v = constantFloatOf(attr);
  return v !== undefined && v.isInfinity() && !v.negative;
}
export function isNegInfFloat(attr: Attribute | undefined): boolean {
  const v = constantFloatOf(attr);
  return v !== undefined && v.isInfinity() && v.negative;
}

/** Value::getDefiningOp<OpTy>: the op named `name` defining `value`, if it is one. */
export function definingOp(value: Value, name: string): Operation | undefined {
  if (!(value instanceof OpResult)) return undefined;
  const op = value.owner;
  return op.name.name === name ? op : undefined;
}

/** The op defining `value` (undefined for block arguments). */
export function anyDefiningOp(value: Value): Operation | undefined {
  return value instanceof OpResult ? value.owner : undefined;
}

/**
 * m_Constant on a value: the attribute of a constant-like defining op. The constant-like
 * ops of these dialects (arith.constant, index.constant, index.bool.constant,
 * func.constant) fold to their `value` attribute.
 */
export function constantValueOf(value: Value): Attribute | undefined {
  const op = anyDefiningOp(value);
  if (op === undefined || !op.hasTrait(OpTrait.ConstantLike)) return undefined;
  return op.getAttr("value");
}
