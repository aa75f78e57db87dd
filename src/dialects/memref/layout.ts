// Memref layouts as MLIR 19 reads them (BuiltinTypes.cpp's getStridesAndOffset and
// canonicalizeStridedLayout, and saturated size arithmetic): the strides and offset of an
// identity, strided or single-result affine layout, where a value not known statically is
// DYNAMIC.
import {
  AffineBinaryOpExpr,
  AffineConstantExpr,
  AffineDimExpr,
  AffineMap,
  AffineMapAttr,
  AffineSymbolExpr,
  DYNAMIC,
  MemRefType,
  StridedLayoutAttr,
  isIdentityLayout,
  type AffineExpr,
  type Int64,
} from "../../ir/index.js";

/** Whether a size, stride or offset is the dynamic marker. */
export function isDynamic(value: Int64 | bigint): boolean {
  return BigInt(value) === BigInt(DYNAMIC);
}

const INT64_MIN = -(1n << 63n);
const INT64_MAX = (1n << 63n) - 1n;

/** A value as MLIR keeps it in an int64_t (sizes that cannot be, as the dynamic marker). */
export function asInt64(value: bigint): Int64 {
  if (value <= INT64_MIN || value > INT64_MAX) return DYNAMIC;
  return Number.isSafeInteger(Number(value)) ? Number(value) : value;
}

/** SaturatedInteger multiplication: 0 when either side is a static 0, else dynamic when either side is. */
export function saturatedMul(a: Int64, b: Int64): Int64 {
  if ((!isDynamic(a) && BigInt(a) === 0n) || (!isDynamic(b) && BigInt(b) === 0n)) return 0;
  if (isDynamic(a) || isDynamic(b)) return DYNAMIC;
  return asInt64(BigInt(a) * BigInt(b));
}

/** SaturatedInteger addition: dynamic when either side is. */
export function saturatedAdd(a: Int64, b: Int64): Int64 {
  if (isDynamic(a) || isDynamic(b)) return DYNAMIC;
  return asInt64(BigInt(a) + BigInt(b));
}

/**
 * MemRefLayoutAttrInterface::isIdentity: no layout, an identity affine map, or a strided
 * layout whose map is one (`strided<[1]>` of a 1-d memref: `(d0) -> (d0)`).
 */
export function hasIdentityLayout(type: MemRefType): boolean {
  const layout = type.layout;
  if (layout instanceof StridedLayoutAttr) return layout.strides.length === 1 && BigInt(layout.strides[0] as Int64) === 1n && BigInt(layout.offset) === 0n;
  return isIdentityLayout(layout);
}

/**
 * The contiguous row-major strides of a shape (makeCanonicalStridedLayoutExpr): going left,
 * every stride after a dynamic or zero size is dynamic.
 */
export function canonicalStrides(shape: readonly Int64[]): Int64[] {
  const strides: Int64[] = new Array<Int64>(shape.length).fill(1);
  let running = 1n;
  let poisoned = false;
  for (let i = shape.length - 1; i >= 0; i--) {
    strides[i] = poisoned ? DYNAMIC : asInt64(running);
    const size = shape[i] as Int64;
    if (!isDynamic(size) && BigInt(size) > 0n) running *= BigInt(size);
    else poisoned = true;
  }
  return strides;
}

export interface StridesAndOffset {
  readonly strides: readonly Int64[];
  readonly offset: Int64;
}

/** A linear expression: a coefficient per dim and a constant part, each known or dynamic. */
interface Linear {
  readonly dims: (bigint | "dynamic")[];
  constant: bigint | "dynamic";
}

function addTo(current: bigint | "dynamic", value: bigint | "dynamic"): bigint | "dynamic" {
  return current === "dynamic" || value === "dynamic" ? "dynamic" : current + value;
}

/** Adds `expr` times `factor` to `linear`; false where the expression is not linear in the dims. */
function accumulate(expr: AffineExpr, factor: bigint | "dynamic", linear: Linear): boolean {
  if (expr instanceof AffineConstantExpr) {
    linear.constant = addTo(linear.constant, factor === "dynamic" ? "dynamic" : factor * BigInt(expr.value));
    return true;
  }
  if (expr instanceof AffineSymbolExpr) {
    linear.constant = "dynamic";
    return true;
  }
  if (expr instanceof AffineDimExpr) {
    linear.dims[expr.position] = addTo(linear.dims[expr.position] ?? 0n, factor);
    return true;
  }
  if (!(expr instanceof AffineBinaryOpExpr)) return false;
  if (expr.kind === "add") return accumulate(expr.lhs, factor, linear) && accumulate(expr.rhs, factor, linear);
  if (expr.kind !== "mul") return false;
  // One side of a product holds no dim (affine): it is the factor of the other.
  const [withDims, other] = usesDims(expr.lhs) ? [expr.lhs, expr.rhs] : [expr.rhs, expr.lhs];
  if (usesDims(other)) return false;
  const scale = other instanceof AffineConstantExpr ? BigInt(other.value) : "dynamic";
  const next = factor === "dynamic" || scale === "dynamic" ? "dynamic" : factor * scale;
  return accumulate(withDims, next, linear);
}

function usesDims(expr: AffineExpr): boolean {
  if (expr instanceof AffineDimExpr) return true;
  if (expr instanceof AffineBinaryOpExpr) return usesDims(expr.lhs) || usesDims(expr.rhs);
  return false;
}

function known(value: bigint | "dynamic"): Int64 {
  return value === "dynamic" ? DYNAMIC : asInt64(value);
}

/** MemRefType::getStridesAndOffset: the layout's strides and offset, or undefined when it is not strided. */
export function stridesAndOffset(type: MemRefType): StridesAndOffset | undefined {
  const layout = type.layout;
  if (layout instanceof StridedLayoutAttr) return { strides: layout.strides, offset: layout.offset };
  if (layout === null || isIdentityLayout(layout)) return { strides: canonicalStrides(type.shape), offset: 0 };
  if (!(layout instanceof AffineMapAttr)) return undefined;
  const map: AffineMap = layout.value;
  if (map.results.length !== 1) return undefined;
  const linear: Linear = { dims: new Array<bigint | "dynamic">(map.numDims).fill(0n), constant: 0n };
  if (!accumulate(map.results[0] as AffineExpr, 1n, linear)) return undefined;
  return { strides: linear.dims.map(known), offset: known(linear.constant) };
}

/** MemRefType::isStrided. */
export function isStridedMemRef(type: MemRefType): boolean {
  return stridesAndOffset(type) !== undefined;
}

/** A strided layout equal to the identity of `shape` (offset 0, contiguous strides). */
export function isContiguousLayout(layout: StridesAndOffset, shape: readonly Int64[]): boolean {
  if (BigInt(layout.offset) !== 0n) return false;
  const canonical = canonicalStrides(shape);
  return layout.strides.every((stride, i) => {
    // A stride of a unit dimension is never read; MLIR's canonical form still compares it.
    return BigInt(stride) === BigInt(canonical[i] as Int64);
  });
}

/** memref<shape x element, layout, space> with `layout` replaced (identity as none). */
export function withLayout(type: MemRefType, layout: StridedLayoutAttr | null, shape: readonly Int64[] = type.shape): MemRefType {
  return MemRefType.get(shape, type.elementType, layout, type.memorySpace);
}

/** The same type with its shape replaced. */
export function withShape(type: MemRefType, shape: readonly Int64[]): MemRefType {
  return MemRefType.get(shape, type.elementType, type.layout, type.memorySpace);
}

/** The memref's element count of dimension `dim`, as a shape entry. */
export function dimSize(type: MemRefType, dim: number): Int64 {
  return type.shape[dim] as Int64;
}

/** How many dynamic dimensions come before `dim` (MemRefType::getDynamicDimIndex). */
export function dynamicDimIndex(type: MemRefType, dim: number): number {
  let count = 0;
  for (let i = 0; i < dim; i++) if (isDynamic(type.shape[i] as Int64)) count++;
  return count;
}

/** The number of dynamic dimensions. */
export function numDynamicDims(type: MemRefType): number {
  return type.shape.filter((size) => isDynamic(size)).length;
}

/** The number of symbols of an affine-map layout (0 for none, the identity, or a strided layout). */
export function layoutSymbolCount(type: MemRefType): number {
  if (hasIdentityLayout(type)) return 0;
  const layout = type.layout;
  if (layout instanceof AffineMapAttr) return layout.value.numSymbols;
  if (layout instanceof StridedLayoutAttr) {
    // A strided layout's affine map has a symbol per dynamic stride and for a dynamic offset.
    return (isDynamic(layout.offset) ? 1 : 0) + layout.strides.filter((stride) => isDynamic(stride)).length;
  }
  return 0;
}
