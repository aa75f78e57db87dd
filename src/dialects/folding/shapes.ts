// Type helpers the folds share (MLIR's getElementTypeOrSelf, ShapedType::clone).
import { RankedTensorType, ShapedType, UnrankedTensorType, VectorType, type Type } from "../../ir/index.js";

/** getElementTypeOrSelf. */
export function elementTypeOrSelf(type: Type): Type {
  return type instanceof ShapedType ? type.elementType : type;
}

/** ShapedType::clone(elementType): the same shape (and encoding / scalable dims) with another element type. */
export function withElementType(type: ShapedType, elementType: Type): ShapedType | undefined {
  if (type instanceof VectorType) return VectorType.get(type.shape, elementType, type.scalableDims);
  if (type instanceof RankedTensorType) return RankedTensorType.get(type.shape, elementType, type.encoding);
  if (type instanceof UnrankedTensorType) return UnrankedTensorType.get(elementType);
  return undefined;
}
