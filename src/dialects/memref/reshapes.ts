// memref.expand_shape and memref.collapse_shape: the shape each reassociation group allows
// and the strided layout the result gets (MLIR 19's verifyCollapsedShape,
// computeExpandedLayoutMap and computeCollapsedLayoutMap, with their messages).
import { ArrayAttr, DYNAMIC, StridedLayoutAttr, MemRefType, type Int64, type Operation } from "../../ir/index.js";
import type { CollapseShapeOp, ExpandShapeOp } from "../../../generated/memref.js";
import { printType } from "../runtime/values.js";
import { reassociationGroups } from "../tensor/reassociation.js";
import { hasIdentityLayout, isDynamic, saturatedMul, stridesAndOffset, withLayout } from "./layout.js";

type Groups = readonly (readonly number[])[];

/** The groups of a reshape's `reassociation` attribute. */
export function groupsOf(op: ExpandShapeOp | CollapseShapeOp): number[][] {
  return reassociationGroups(op.getReassociationAttr() as ArrayAttr);
}

/** verifyCollapsedShape, with several dynamic dims allowed in a group (as memref's ops allow). */
function verifyCollapsedShape(op: Operation, collapsed: readonly Int64[], expanded: readonly Int64[], groups: Groups): void {
  if (collapsed.length !== groups.length) throw op.emitOpError(`invalid number of reassociation groups: found ${groups.length}, expected ${collapsed.length}`);
  let next = 0;
  groups.forEach((group, collapsedDim) => {
    let foundDynamic = false;
    for (const dim of group) {
      if (dim !== next++) throw op.emitOpError("reassociation indices must be contiguous");
      if (dim >= expanded.length) throw op.emitOpError(`reassociation index ${dim} is out of bounds`);
      if (isDynamic(expanded[dim] as Int64)) foundDynamic = true;
    }
    const size = collapsed[collapsedDim] as Int64;
    if (isDynamic(size) !== foundDynamic) throw op.emitOpError(`collapsed dim (${collapsedDim}) must be dynamic if and only if reassociation group is dynamic`);
    if (!foundDynamic) {
      let product = 1n;
      for (const dim of group) product *= BigInt(expanded[dim] as Int64);
      if (product !== BigInt(size)) throw op.emitOpError(`collapsed dim size (${size}) must equal reassociation group size (${product})`);
    }
  });
  if (collapsed.length === 0) {
    if (expanded.some((size) => BigInt(size) !== 1n)) throw op.emitOpError("rank 0 memrefs can only be extended/collapsed with/from ones");
  } else if (next !== expanded.length) {
    throw op.emitOpError(`expanded rank (${expanded.length}) inconsistent with number of reassociation indices (${next})`);
  }
}

/** computeExpandedLayoutMap: each source stride spread over its group, from the group's last dim. */
function expandedLayout(source: MemRefType, resultShape: readonly Int64[], groups: Groups): StridedLayoutAttr | undefined {
  const layout = stridesAndOffset(source);
  if (layout === undefined) return undefined;
  const reversed: Int64[] = [];
  let shapeIndex = resultShape.length - 1;
  for (let g = groups.length - 1; g >= 0; g--) {
    let stride = layout.strides[g] as Int64;
    for (let k = 0; k < (groups[g] as readonly number[]).length; k++) {
      reversed.push(stride);
      stride = saturatedMul(stride, resultShape[shapeIndex--] as Int64);
    }
  }
  const strides = reversed.reverse();
  while (strides.length < resultShape.length) strides.push(1);
  return StridedLayoutAttr.get(source.context, layout.offset, strides.slice(0, resultShape.length));
}

/** ExpandShapeOp::computeExpandedType. */
export function expandedType(source: MemRefType, resultShape: readonly Int64[], groups: Groups): MemRefType | undefined {
  if (hasIdentityLayout(source)) return withLayout(source, null, resultShape);
  const layout = expandedLayout(source, resultShape, groups);
  return layout === undefined ? undefined : withLayout(source, layout, resultShape);
}

/**
 * computeCollapsedLayoutMap: each group takes the stride of its last non-unit dim; a group
 * whose dims are not contiguous (where static strides tell) has none. `strict` also refuses
 * what dynamic strides leave unknown.
 */
export function collapsedLayout(source: MemRefType, groups: Groups, strict = false): StridedLayoutAttr | undefined {
  const layout = stridesAndOffset(source);
  if (layout === undefined) return undefined;
  const shape = source.shape;
  const strides: Int64[] = groups.map((group) => {
    let end = group.length;
    while (end > 1 && BigInt(shape[group[end - 1] as number] as Int64) === 1n) end--;
    const last = group[end - 1] as number;
    return !isDynamic(shape[last] as Int64) || end === 1 ? (layout.strides[last] as Int64) : DYNAMIC;
  });
  for (let g = groups.length - 1; g >= 0; g--) {
    const group = groups[g] as readonly number[];
    let stride = strides[g] as Int64;
    for (let k = group.length - 1; k >= 1; k--) {
      const dim = group[k] as number;
      stride = saturatedMul(stride, shape[dim] as Int64);
      // MLIR 19 compares the strides of unit dims too (later versions skip them).
      const sourceStride = layout.strides[dim - 1] as Int64;
      if (strict && (isDynamic(stride) || isDynamic(sourceStride))) return undefined;
      if (!isDynamic(stride) && !isDynamic(sourceStride) && BigInt(stride) !== BigInt(sourceStride)) return undefined;
    }
  }
  return StridedLayoutAttr.get(source.context, layout.offset, strides);
}

/** CollapseShapeOp::computeCollapsedType. */
export function collapsedType(source: MemRefType, groups: Groups): MemRefType | undefined {
  const shape = groups.map((group) => group.reduce<Int64>((size, dim) => saturatedMul(size, source.shape[dim] as Int64), 1));
  if (hasIdentityLayout(source)) return withLayout(source, null, shape);
  const layout = collapsedLayout(source, groups);
  return layout === undefined ? undefined : withLayout(source, layout, shape);
}

function typeText(type: MemRefType): string {
  return `'${printType(type)}'`;
}

export function verifyExpandShapeOp(op: ExpandShapeOp): void {
  const operation = op.getOperation();
  const source = op.getSrc().type;
  const result = op.getResult().type as MemRefType;
  if (source.getRank() > result.getRank()) {
    const [r0, r1] = [source.getRank(), result.getRank()];
    throw operation.emitOpError(`has source rank ${r0} and result rank ${r1}. This is not an expansion (${r0} > ${r1}).`);
  }
  const groups = groupsOf(op);
  verifyCollapsedShape(operation, source.shape, result.shape, groups);
  const expected = expandedType(source, result.shape, groups);
  if (expected === undefined) throw operation.emitOpError("invalid source layout map");
  if (expected !== result) throw operation.emitOpError(`expected expanded type to be ${typeText(expected)} but found ${typeText(result)}`);
  const staticShape = op.getStaticOutputShape();
  if (staticShape.length !== result.getRank()) throw operation.emitOpError(`expected number of static shape bounds to be equal to the output rank (${result.getRank()}) but found ${staticShape.length} inputs instead`);
  const dynamic = staticShape.filter(isDynamic).length;
  if (op.getOutputShape().length !== dynamic) throw operation.emitOpError(`mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has ${dynamic} dynamic dims while output_shape has ${op.getOutputShape().length} values`);
  result.shape.forEach((size, pos) => {
    if (!isDynamic(size) && BigInt(size) !== staticShape[pos]) throw operation.emitOpError(`invalid output shape provided at pos ${pos}`);
  });
}

export function verifyCollapseShapeOp(op: CollapseShapeOp): void {
  const operation = op.getOperation();
  const source = op.getSrc().type;
  const result = op.getResult().type as MemRefType;
  if (source.getRank() < result.getRank()) {
    const [r0, r1] = [source.getRank(), result.getRank()];
    throw operation.emitOpError(`has source rank ${r0} and result rank ${r1}. This is not a collapse (${r0} < ${r1}).`);
  }
  const groups = groupsOf(op);
  verifyCollapsedShape(operation, result.shape, source.shape, groups);
  let expected: MemRefType;
  if (hasIdentityLayout(source)) expected = withLayout(source, null, result.shape);
  else {
    const layout = collapsedLayout(source, groups);
    if (layout === undefined) throw operation.emitOpError("invalid source layout map or collapsing non-contiguous dims");
    expected = withLayout(source, layout, result.shape);
  }
  if (expected !== result) throw operation.emitOpError(`expected collapsed type to be ${typeText(expected)} but found ${typeText(result)}`);
}
