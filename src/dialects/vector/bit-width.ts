// Bit widths of vector element types under the default data layout (DataLayout's
// getTypeSizeInBits as vector.bitcast and the transfer checks use it).
import { FloatType, IndexType, IntegerType, type Type } from "../../ir/index.js";

/** The size in bits of an integer, index (64) or float type; 0 for any other. */
export function bitWidthOf(type: Type): number {
  if (type instanceof IntegerType || type instanceof FloatType) return type.width;
  if (type instanceof IndexType) return 64;
  return 0;
}
