// vector's CombiningKind (kept opaque: `#vector.kind<add>`): its case and the element types
// each case combines (VectorOps.cpp's isSupportedCombiningKind).
import { FloatType, IndexType, IntegerType, OpaqueAttr, ShapedType, type Attribute, type Type } from "../../ir/index.js";

/** The case of a `#vector.kind<...>` attribute, undefined for any other attribute. */
export function combiningKindName(attr: Attribute | undefined): string | undefined {
  return attr instanceof OpaqueAttr && attr.dialect === "vector" ? /^kind<\s*([a-z]+)\s*>$/.exec(attr.data)?.[1] : undefined;
}

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
