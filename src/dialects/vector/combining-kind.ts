// vector's CombiningKind: the element types each case combines (VectorOps.cpp's
// isSupportedCombiningKind), by the case's keyword.
import { FloatType, IndexType, IntegerType, ShapedType, type Type } from "../../ir/index.js";
export { combiningKindName } from "./attributes.js";

export function isSupportedCombiningKind(kind: string, element: Type): boolean {
  const isInt = element instanceof IntegerType || element instanceof IndexType;
  switch (kind) {
    case "add":
    case "mul":
      return isInt || element instanceof FloatType;
    case "minui":
    case "minsi":
    case "maxui":
    case "maxsi":
    case "and":
    case "or":
    case "xor":
      return isInt;
    case "minnumf":
    case "maxnumf":
    case "minimumf":
    case "maximumf":
      return element instanceof FloatType;
    default:
      return false;
  }
}

/** getElementTypeOrSelf. */
export function elementTypeOrSelf(type: Type): Type {
  return type instanceof ShapedType ? type.elementType : type;
}
