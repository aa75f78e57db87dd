// Facts about memref operands that nvgpu's verifiers check (MLIR's
// NVGPUDialect::hasSharedMemoryAddressSpace and isLastDimUnitStride).
import { AffineBinaryOpExpr, AffineConstantExpr, AffineDimExpr, AffineMapAttr, FloatType, IntegerAttr, IntegerType, OpaqueAttr, StridedLayoutAttr, type AffineExpr, type MemRefType, type Type } from "../../ir/index.js";

/** The address space nvgpu calls shared memory: 3, or #gpu.address_space<workgroup>. */
export function hasSharedMemoryAddressSpace(type: MemRefType): boolean {
  const space = type.memorySpace;
  if (space instanceof IntegerAttr) return BigInt(space.value) === 3n;
  return space instanceof OpaqueAttr && space.dialect === "gpu" && space.data === "address_space<workgroup>";
}

/** The bit width of an integer or float element type (undefined for any other). */
export function bitWidth(type: Type): number | undefined {
  if (type instanceof IntegerType) return type.width;
  if (type instanceof FloatType) return type.width;
  return undefined;
}

/**
 * Whether the innermost dimension is contiguous: its stride, as the layout gives it, is 1
 * (a layout whose strides are not known, or not constant, is not).
 */
export function isLastDimUnitStride(type: MemRefType): boolean {
  const layout = type.layout;
  if (layout === null) return true;
  if (layout instanceof StridedLayoutAttr) {
    const last = layout.strides[layout.strides.length - 1];
    return last === undefined || BigInt(last) === 1n;
  }
  if (!(layout instanceof AffineMapAttr)) return false;
  const map = layout.value;
  if (map.isIdentity()) return true;
  if (map.results.length !== 1 || map.numDims === 0) return false;
  const stride = coefficientOf(map.results[0] as AffineExpr, map.numDims - 1);
  return stride === 1n;
}

/** The constant coefficient of dim `position` in a linear expression, or undefined when it has none. */
function coefficientOf(expr: AffineExpr, position: number): bigint | undefined {
  if (expr instanceof AffineDimExpr) return expr.position === position ? 1n : 0n;
  if (expr instanceof AffineConstantExpr) return 0n;
  if (expr instanceof AffineBinaryOpExpr) {
    const lhs = coefficientOf(expr.lhs, position);
    const rhs = coefficientOf(expr.rhs, position);
    if (lhs === undefined || rhs === undefined) return undefined;
    if (expr.kind === "add") return lhs + rhs;
    if (expr.kind === "mul") {
      if (expr.rhs instanceof AffineConstantExpr) return lhs * BigInt(expr.rhs.value);
      if (expr.lhs instanceof AffineConstantExpr) return rhs * BigInt(expr.lhs.value);
      return lhs === 0n && rhs === 0n ? 0n : undefined;
    }
    return lhs === 0n && rhs === 0n ? 0n : undefined;
  }
  // A symbol: no dim in it.
  return 0n;
}
