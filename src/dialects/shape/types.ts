// shape's types as tsmlir holds them: the dialect is not defined here, so `!shape.shape`,
// `!shape.size`, `!shape.value_shape` and `!shape.witness` are opaque types of that body.
import { IndexType, OpaqueType, RankedTensorType, type MLIRContext, type Type } from "../../ir/index.js";

export type ShapeTypeName = "shape" | "size" | "value_shape" | "witness";

export function isShapeDialectType(type: Type, name: ShapeTypeName): boolean {
  return type instanceof OpaqueType && type.dialect === "shape" && type.data === name;
}

export function shapeDialectType(context: MLIRContext, name: ShapeTypeName): Type {
  return OpaqueType.get(context, "shape", name);
}

/** A value of one of these types may hold an error (MLIR's isErrorPropagationPossible). */
export function canHoldError(type: Type): boolean {
  return isShapeDialectType(type, "size") || isShapeDialectType(type, "shape") || isShapeDialectType(type, "value_shape");
}

/** `tensor<N x index>` or `tensor<? x index>`: a shape as a tensor of its extents. */
export function isExtentTensorType(type: Type): boolean {
  return type instanceof RankedTensorType && type.shape.length === 1 && type.elementType instanceof IndexType;
}
