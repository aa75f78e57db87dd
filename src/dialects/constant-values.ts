// Constants as folders and canonicalizers see them (MLIR's m_Constant family): the
// attribute a ConstantLike op folds to, and the integer or float it holds, whether a
// scalar or a splat of a shaped constant.
import {
  Attribute,
  DenseIntOrFPElementsAttr,
  FloatAttr,
  FloatType,
  IntegerAttr,
  OpTrait,
  type OpFoldResult,
  type Value,
} from "../ir/index.js";
import { floatElementAt, intElementAt, isIntegerLike } from "../ir/dense-elements.js";

/** The attribute a value's ConstantLike defining op folds to (MLIR's m_Constant), if any. */
export function constantAttribute(value: Value): Attribute | undefined {
  const def = value.definingOp;
  if (def === null || !def.hasTrait(OpTrait.ConstantLike)) return undefined;
  const info = def.name.info;
  const single = info?.foldSingleResult;
  if (single !== undefined) {
    const folded = single(def, []);
    // What `fold` would push; the op's own result (an in-place update) gives no constant.
    return folded instanceof Attribute ? folded : undefined;
  }
  const fold = info?.fold;
  if (fold === undefined) return undefined;
  const results: OpFoldResult[] = [];
  if (!fold(def, [], results)) return undefined;
  const first = results[0];
  return first instanceof Attribute ? first : undefined;
}

/** The integer of an IntegerAttr or of a splat integer elements attribute (m_ConstantInt's binder). */
export function intOfAttr(attr: Attribute | undefined): bigint | undefined {
  if (attr instanceof IntegerAttr) return attr.getValue();
  if (attr instanceof DenseIntOrFPElementsAttr && attr.isSplat && isIntegerLike(attr.type.elementType)) {
    const element = intElementAt(attr, 0);
    return typeof element === "bigint" ? element : BigInt(element);
  }
  return undefined;
}

/** The float of a FloatAttr or of a splat float elements attribute (m_ConstantFloat's binder). */
export function floatOfAttr(attr: Attribute | undefined): number | undefined {
  if (attr instanceof FloatAttr) return attr.value;
  if (attr instanceof DenseIntOrFPElementsAttr && attr.isSplat && attr.type.elementType instanceof FloatType) return floatElementAt(attr, 0).value;
  return undefined;
}

/** The integer a value holds when it is a constant (MLIR's getConstantIntValue / m_ConstantInt). */
export function constantIntValue(value: Value | OpFoldResult | undefined): bigint | undefined {
  if (value === undefined) return undefined;
  if (value instanceof Attribute) return intOfAttr(value);
  return intOfAttr(constantAttribute(value));
}

/** An OpFoldResult for a value: its constant attribute when it has one, else the value (MLIR's getAsOpFoldResult). */
export function asOpFoldResult(value: Value): OpFoldResult {
  return constantAttribute(value) ?? value;
}
