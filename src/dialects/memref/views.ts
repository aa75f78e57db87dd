// The type rules of memref's strided views: subview's inferred result type and its
// rank-reduction check, reinterpret_cast's agreement with its result layout, transpose's
// permuted layout (MLIR 19's MemRefOps.cpp, with its messages).
import { AffineDimExpr, AffineMap, AffineMapAttr, DYNAMIC, MemRefType, StridedLayoutAttr, affineAdd, affineMul, constantExpr, dimExpr, symbolExpr, type AffineExpr, type Int64, type Operation } from "../../ir/index.js";
import type { ReinterpretCastOp, SubViewOp } from "../../../generated/memref.js";
import { verifyOffsetSizeAndStrideOp, type OffsetSizeAndStrideParts } from "../runtime/offset-size-stride.js";
import { printType } from "../runtime/values.js";
import { rankReductionMask, sizeOf } from "../tensor/slices.js";
import { canonicalStrides, isDynamic, saturatedAdd, saturatedMul, stridesAndOffset, type StridesAndOffset } from "./layout.js";

function partsOf(op: SubViewOp | ReinterpretCastOp): OffsetSizeAndStrideParts {
  return {
    staticOffsets: op.getStaticOffsets(),
    staticSizes: op.getStaticSizes(),
    staticStrides: op.getStaticStrides(),
    offsets: op.getOffsets(),
    sizes: op.getSizes(),
    strides: op.getStrides(),
  };
}

function typeText(type: MemRefType): string {
  return `'${printType(type)}'`;
}

/** SubViewOp::inferResultType: the box's sizes with the source layout's strides scaled and its offset moved. */
export function inferSubViewType(source: MemRefType, staticOffsets: readonly bigint[], staticSizes: readonly bigint[], staticStrides: readonly bigint[]): MemRefType | undefined {
  const layout = stridesAndOffset(source);
  if (layout === undefined) return undefined;
  let offset: Int64 = layout.offset;
  staticOffsets.forEach((entry, i) => {
    offset = saturatedAdd(offset, saturatedMul(sizeOf(entry), layout.strides[i] ?? DYNAMIC));
  });
  const strides = layout.strides.map((stride, i) => saturatedMul(stride, sizeOf(staticStrides[i] ?? BigInt(DYNAMIC))));
  return MemRefType.get(staticSizes.map(sizeOf), source.elementType, StridedLayoutAttr.get(source.context, offset, strides), source.memorySpace);
}

function occurrences(values: readonly Int64[]): Map<bigint, number> {
  const counts = new Map<bigint, number>();
  for (const value of values) counts.set(BigInt(value), (counts.get(BigInt(value)) ?? 0) + 1);
  return counts;
}

/**
 * computeMemRefRankReductionMask: which dimensions of `original` are dropped in `reduced`,
 * told apart by their strides where several unit sizes could be; undefined when none fits.
 */
export function memrefRankReductionMask(original: MemRefType, reduced: MemRefType, mixedSizes: readonly (bigint | undefined)[]): Set<number> | undefined {
  const unused = new Set<number>();
  if (original.getRank() === reduced.getRank()) return unused;
  mixedSizes.forEach((size, i) => {
    if (size === 1n) unused.add(i);
  });
  if (unused.size + reduced.getRank() === original.getRank()) return unused;
  const from = stridesAndOffset(original);
  const to = stridesAndOffset(reduced);
  if (from === undefined || to === undefined) return undefined;
  const unaccounted = occurrences(from.strides);
  const candidate = occurrences(to.strides);
  for (let dim = 0; dim < original.getRank(); dim++) {
    if (!unused.has(dim)) continue;
    const stride = BigInt(from.strides[dim] as Int64);
    const left = unaccounted.get(stride) ?? 0;
    const kept = candidate.get(stride) ?? 0;
    if (left > kept) unaccounted.set(stride, left - 1);
    else if (left === kept) unused.delete(dim);
    else return undefined;
  }
  return unused.size + reduced.getRank() === original.getRank() ? unused : undefined;
}

/** The static sizes of a subview as getMixedSizes gives constants (undefined for a dynamic one). */
function staticSizeList(sizes: readonly bigint[]): (bigint | undefined)[] {
  return sizes.map((size) => (isDynamic(size) ? undefined : size));
}

type ViewCheck = "rank-too-large" | "size-mismatch" | "element-type-mismatch" | "memory-space-mismatch" | "layout-mismatch";

function subViewError(op: Operation, check: ViewCheck, expected: MemRefType): never {
  switch (check) {
    case "rank-too-large":
      throw op.emitError("expected result rank to be smaller or equal to the source rank. ");
    case "size-mismatch":
      throw op.emitError(`expected result type to be ${typeText(expected)} or a rank-reduced version. (mismatch of result sizes) `);
    case "element-type-mismatch":
      throw op.emitError(`expected result element type to be '${printType(expected.elementType)}'`);
    case "memory-space-mismatch":
      throw op.emitError("expected result and source memory spaces to match.");
    case "layout-mismatch":
      throw op.emitError(`expected result type to be ${typeText(expected)} or a rank-reduced version. (mismatch of result layout) `);
  }
}

function sameOffsets(a: StridesAndOffset | undefined, b: StridesAndOffset | undefined): boolean {
  return a !== undefined && b !== undefined && BigInt(a.offset) === BigInt(b.offset);
}

function sameStrides(a: StridesAndOffset | undefined, b: StridesAndOffset | undefined, dropped: ReadonlySet<number>): boolean {
  if (a === undefined || b === undefined) return false;
  let j = 0;
  for (let i = 0; i < a.strides.length; i++) {
    if (dropped.has(i)) continue;
    if (BigInt(a.strides[i] as Int64) !== BigInt(b.strides[j] as Int64)) return false;
    j++;
  }
  return true;
}

export function verifySubViewOp(op: SubViewOp): void {
  const operation = op.getOperation();
  const base = op.getSource().type;
  const result = op.getResult().type;
  verifyOffsetSizeAndStrideOp(operation, partsOf(op), [base.getRank(), base.getRank(), base.getRank()]);
  if (base.memorySpace !== result.memorySpace) throw operation.emitError(`different memory spaces specified for base memref type ${typeText(base)} and subview memref type ${typeText(result)}`);
  const expected = inferSubViewType(base, op.getStaticOffsets(), op.getStaticSizes(), op.getStaticStrides());
  if (expected === undefined) throw operation.emitError(`base type ${typeText(base)} is not strided`);
  if (expected !== result) {
    if (result.getRank() > expected.getRank()) subViewError(operation, "rank-too-large", expected);
    if (rankReductionMask(expected.shape, result.shape) === undefined) subViewError(operation, "size-mismatch", expected);
    if (expected.elementType !== result.elementType) subViewError(operation, "element-type-mismatch", expected);
  }
  if (expected.memorySpace !== result.memorySpace) subViewError(operation, "memory-space-mismatch", expected);
  const expectedLayout = stridesAndOffset(expected);
  const resultLayout = stridesAndOffset(result);
  if (!sameOffsets(expectedLayout, resultLayout)) subViewError(operation, "layout-mismatch", expected);
  const dropped = memrefRankReductionMask(expected, result, staticSizeList(op.getStaticSizes()));
  if (dropped === undefined || !sameStrides(expectedLayout, resultLayout, dropped)) subViewError(operation, "layout-mismatch", expected);
}

function entryText(value: bigint): string {
  return isDynamic(value) ? "dynamic" : String(value);
}

export function verifyReinterpretCastOp(op: ReinterpretCastOp): void {
  const operation = op.getOperation();
  const source = op.getSource().type as MemRefType;
  const result = op.getResult().type;
  verifyOffsetSizeAndStrideOp(operation, partsOf(op), [1, result.getRank(), result.getRank()]);
  if (source.memorySpace !== result.memorySpace) throw operation.emitError(`different memory spaces specified for source type ${typeText(source)} and result memref type ${typeText(result)}`);
  if (source.elementType !== result.elementType) throw operation.emitError(`different element types specified for source type ${typeText(source)} and result memref type ${typeText(result)}`);
  const sizes = op.getStaticSizes();
  result.shape.forEach((size, i) => {
    const expected = sizes[i] as bigint;
    if (!isDynamic(size) && BigInt(size) !== expected) throw operation.emitError(`expected result type with size = ${entryText(expected)} instead of ${size} in dim = ${i}`);
  });
  const layout = stridesAndOffset(result);
  if (layout === undefined) throw operation.emitError(`expected result type to have strided layout but found ${typeText(result)}`);
  const expectedOffset = op.getStaticOffsets()[0] as bigint;
  if (!isDynamic(layout.offset) && BigInt(layout.offset) !== expectedOffset) throw operation.emitError(`expected result type with offset = ${entryText(expectedOffset)} instead of ${layout.offset}`);
  const strides = op.getStaticStrides();
  layout.strides.forEach((stride, i) => {
    const expected = strides[i] as bigint;
    if (!isDynamic(stride) && BigInt(stride) !== expected) throw operation.emitError(`expected result type with stride = ${entryText(expected)} instead of ${stride} in dim = ${i}`);
  });
}

/** The sizes, strides and offset transpose gives `source` under `permutation`, and that type. */
export function permuted(source: MemRefType, permutation: AffineMap): { shape: Int64[]; strides: Int64[]; offset: Int64; type: MemRefType } | undefined {
  const layout = stridesAndOffset(source);
  if (layout === undefined) return undefined;
  const positions = permutation.results.map((expr) => (expr instanceof AffineDimExpr ? expr.position : -1));
  if (positions.some((p) => p < 0 || p >= source.getRank())) return undefined;
  const shape = positions.map((p) => source.shape[p] as Int64);
  const strides = positions.map((p) => layout.strides[p] as Int64);
  const type = MemRefType.get(shape, source.elementType, StridedLayoutAttr.get(source.context, layout.offset, strides), source.memorySpace);
  return { shape, strides, offset: layout.offset, type };
}

/** makeStridedLinearLayoutMap: offset + sum of d_i * stride_i, a symbol for each dynamic value in turn. */
function stridedLinearMap(layout: StridedLayoutAttr): AffineMap {
  const context = layout.context;
  let symbols = 0;
  const known = (value: Int64): AffineExpr => (isDynamic(value) ? symbolExpr(context, symbols++) : constantExpr(context, value));
  let expr = known(layout.offset);
  layout.strides.forEach((stride, i) => {
    expr = affineAdd(expr, affineMul(dimExpr(context, i), known(stride)));
  });
  return AffineMap.get(context, layout.strides.length, symbols, [expr]);
}

/**
 * canonicalizeStridedLayout as far as tsmlir's messages need it: a strided layout as its
 * linear affine map, or none where that is the contiguous layout of the shape.
 */
export function canonicalStridedType(type: MemRefType): MemRefType {
  const layout = type.layout;
  if (!(layout instanceof StridedLayoutAttr) || type.shape.length === 0) return type;
  const contiguous = BigInt(layout.offset) === 0n && canonicalStrides(type.shape).every((stride, i) => BigInt(stride) === BigInt(layout.strides[i] as Int64) && !isDynamic(stride));
  const map = contiguous ? null : AffineMapAttr.get(stridedLinearMap(layout));
  return MemRefType.get(type.shape, type.elementType, map, type.memorySpace);
}
