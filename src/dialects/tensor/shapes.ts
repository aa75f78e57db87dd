// Shape utilities the tensor dialect's hooks share (MLIR's TypeUtilities and
// StaticValueUtils): shape compatibility, constant indices, mixed static/dynamic lists.
import { DYNAMIC, IndexType, IntegerAttr, ShapedType, TensorType, Value, type Attribute, type Int64, type OpFoldResult, type Type } from "../../ir/index.js";
import { constantValueOf } from "../folding/matchers.js";

/** ShapedType::isDynamic for a static list entry (a bigint of a DenseI64ArrayAttr) or a shape size. */
export function isDynamicSize(size: Int64 | bigint): boolean {
  return size === DYNAMIC || size === BigInt(DYNAMIC);
}

/** verifyCompatibleShape of two shaped types: unranked matches anything, else same rank and each pair of sizes equal or one dynamic. */
export function compatibleShapes(a: ShapedType, b: ShapedType): boolean {
  if (!a.hasRank() || !b.hasRank()) return true;
  if (a.getRank() !== b.getRank()) return false;
  return a.shape.every((size, i) => {
    const other = b.shape[i] as Int64;
    return isDynamicSize(size) || isDynamicSize(other) || BigInt(size) === BigInt(other);
  });
}

/** getConstantIntValue of an OpFoldResult: an integer attribute's value, or a constant's. */
export function constantIndexOf(value: OpFoldResult): bigint | undefined {
  const attribute: Attribute | undefined = value instanceof Value ? constantValueOf(value) : value;
  return attribute instanceof IntegerAttr ? BigInt(attribute.value) : undefined;
}

/** getMixedValues: each static entry as an index attribute, or the next dynamic value where it is the dynamic marker. */
export function mixedValues(staticValues: readonly bigint[], dynamicValues: readonly Value[], indexType: Type): OpFoldResult[] {
  let next = 0;
  return staticValues.map((entry) => (isDynamicSize(entry) ? (dynamicValues[next++] as Value) : IntegerAttr.get(indexType, entry)));
}

/** The index type of the context a type lives in. */
export function indexTypeOf(type: Type): IndexType {
  return IndexType.get(type.context);
}

/** Whether `type` is a tensor type (ranked or unranked). */
export function isTensor(type: Type): type is TensorType {
  return type instanceof TensorType;
}
