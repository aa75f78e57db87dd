// Type helpers the upstream dialects' syntax hooks share (MLIR's C++ type utilities).
import { ComplexType, MemRefType, NoneType, RankedTensorType, ShapedType, UnrankedMemRefType, UnrankedTensorType, type Operation, type Type, type Value } from "../../../ir/index.js";

/**
 * The element type of a shaped or complex type (`cast<...>(t).getElementType()` in the
 * formats' type transformers). A type of another kind stands for itself: the verifier
 * then reports the operand's type constraint, where MLIR's parser would have.
 */
export function elementTypeOf(type: Type): Type {
  if (type instanceof ShapedType || type instanceof ComplexType) return type.elementType;
  return type;
}

/** memref::getTensorTypeFromMemRefType: the tensor of a memref's shape and element type, else none. */
export function tensorTypeFromMemRefType(type: Type): Type {
  if (type instanceof MemRefType) return RankedTensorType.get(type.shape, type.elementType);
  if (type instanceof UnrankedMemRefType) return UnrankedTensorType.get(type.elementType);
  return NoneType.get(type.context);
}

/** getAsmResultNames of an op naming its single result `name`. */
export function resultNamed(name: string): (op: Operation, setName: (value: Value, name: string) => void) => void {
  return (op, setName) => {
    if (op.numResults > 0) setName(op.getResult(0), name);
  };
}
