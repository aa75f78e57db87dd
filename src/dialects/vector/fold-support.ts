// Small helpers the vector folds and canonicalization patterns share: building the
// attributes vector's ops carry (I64ArrayAttr) and the constants they fold to.
import { ArrayAttr, DenseIntOrFPElementsAttr, FloatType, IndexType, IntegerAttr, IntegerType, denseElementByteWidth, type Attribute, type MLIRContext, type Type, type VectorType } from "../../ir/index.js";
import { denseElementsFromAttributes } from "../folding/tensor-elements.js";

/** Builder::getI64ArrayAttr. */
export function i64ArrayAttr(context: MLIRContext, values: readonly bigint[]): ArrayAttr {
  const i64 = IntegerType.get(context, 64);
  return ArrayAttr.get(context, values.map((v) => IntegerAttr.get(i64, v)));
}

/** Whether `permutation` is 0, 1, 2, ... */
export function isIdentityPermutation(permutation: readonly bigint[]): boolean {
  return permutation.every((p, i) => p === BigInt(i));
}

/** A dense splat given another shape of the same element type (DenseElementsAttr::reshape of a splat). */
export function splatOfType(splat: DenseIntOrFPElementsAttr, type: VectorType): DenseIntOrFPElementsAttr | undefined {
  if (splat.type.elementType !== type.elementType) return undefined;
  return DenseIntOrFPElementsAttr.getFromRawData(type, splat.data);
}

/** DenseElementsAttr::get(type, values): one attribute per element, or one for a splat. */
export function elementsOfVector(type: VectorType, values: readonly Attribute[]): DenseIntOrFPElementsAttr | undefined {
  // One value is stored once: the attribute is then a splat of `type`.
  return denseElementsFromAttributes(type, values);
}

/** The storage width in bytes of an int or float element, when it has one. */
export function denseElementByteWidthOf(elementType: Type): number | undefined {
  if (!(elementType instanceof IntegerType || elementType instanceof FloatType || elementType instanceof IndexType)) return undefined;
  return denseElementByteWidth(elementType);
}
