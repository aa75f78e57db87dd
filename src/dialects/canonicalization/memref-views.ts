// Canonicalization patterns of memref's views (MemRefOps.cpp and ReshapeOpsUtils.h in MLIR
// 19): constant offsets, sizes and strides of a subview made static, memref.cast producers
// pushed past subview and collapse_shape, trivial subviews turned into casts, a
// reinterpret_cast undoing an extract_strided_metadata removed, and chains of reshapes
// composed into one.
import { ArrayAttr, DenseArrayAttr, DYNAMIC, IndexType, IntegerAttr, IntegerType, MemRefType, StridedLayoutAttr, type Int64, type Operation, type Value } from "../../ir/index.js";
import { CastOp, CollapseShapeOp, ExpandShapeOp, ExtractStridedMetadataOp, ReinterpretCastOp, SubViewOp } from "../../../generated/memref.js";
import { definingOp } from "../folding/matchers.js";
import { canFoldIntoConsumer } from "../memref/casts.js";
import { hasIdentityLayout, isDynamic, stridesAndOffset } from "../memref/layout.js";
import { collapsedType } from "../memref/reshapes.js";
import { reassociationGroups } from "../tensor/reassociation.js";
import { inferSubViewType, memrefRankReductionMask } from "../memref/views.js";
import { constantIndexOpValue, constantIntOf, memrefValue, type Rewrite } from "./memref-buffers.js";
import { typed } from "../runtime/values.js";

/** An entry of a mixed offset/size/stride list: a constant, or a value. */
type Mixed = bigint | Value;

function mixed(staticValues: readonly bigint[], values: readonly Value[]): Mixed[] {
  let next = 0;
  return staticValues.map((entry) => (isDynamic(entry) ? (values[next++] as Value) : entry));
}

/** dispatchIndexOpFoldResults: the static list (dynamic markers for values) and the values. */
function dispatch(list: readonly Mixed[]): { statics: bigint[]; values: Value[] } {
  const statics: bigint[] = [];
  const values: Value[] = [];
  for (const entry of list) {
    if (typeof entry === "bigint") statics.push(entry);
    else {
      statics.push(BigInt(DYNAMIC));
      values.push(entry);
    }
  }
  return { statics, values };
}

/** foldDynamicIndexList: values defined by constants become constants (negative or zero ones kept where asked). */
function foldDynamicIndexList(list: Mixed[], onlyNonNegative = false, onlyNonZero = false): boolean {
  let changed = false;
  list.forEach((entry, i) => {
    if (typeof entry === "bigint") return;
    const constant = constantIntOf(entry);
    if (constant === undefined || (onlyNonNegative && constant < 0n) || (onlyNonZero && constant === 0n)) return;
    list[i] = constant;
    changed = true;
  });
  return changed;
}

/** The static sizes of a subview as getMixedSizes gives constants (undefined for a value). */
function staticSizes(op: SubViewOp): (bigint | undefined)[] {
  return op.getStaticSizes().map((size) => (isDynamic(size) ? undefined : size));
}

/** SubViewReturnTypeCanonicalizer: the inferred type, with the dims the op drops dropped. */
function canonicalSubViewType(op: SubViewOp, offsets: readonly bigint[], sizes: readonly bigint[], strides: readonly bigint[]): MemRefType | undefined {
  const source = op.getSource().type;
  const inferred = inferSubViewType(source, offsets, sizes, strides);
  if (inferred === undefined) return undefined;
  const dropped = memrefRankReductionMask(source, op.getResult().type, staticSizes(op));
  if (dropped === undefined || dropped.size === 0) return inferred;
  const layout = stridesAndOffset(inferred);
  if (layout === undefined) return undefined;
  const shape: Int64[] = [];
  const kept: Int64[] = [];
  inferred.shape.forEach((size, i) => {
    if (dropped.has(i)) return;
    shape.push(size);
    kept.push(layout.strides[i] as Int64);
  });
  return MemRefType.get(shape, inferred.elementType, StridedLayoutAttr.get(inferred.context, layout.offset, kept), inferred.memorySpace);
}

function buildSubView(rewriter: Parameters<Rewrite>[1], at: Operation, resultType: MemRefType, source: Value, offsets: readonly Mixed[], sizes: readonly Mixed[], strides: readonly Mixed[]): Value {
  const o = dispatch(offsets);
  const s = dispatch(sizes);
  const t = dispatch(strides);
  const context = at.context;
  const i64 = IntegerType.get(context, 64);
  return SubViewOp.build(rewriter, at.location, {
    source: typed(source, MemRefType),
    offsets: o.values.map((value) => typed(value, IndexType)),
    sizes: s.values.map((value) => typed(value, IndexType)),
    strides: t.values.map((value) => typed(value, IndexType)),
    staticOffsets: DenseArrayAttr.get(i64, BigInt64Array.from(o.statics)),
    staticSizes: DenseArrayAttr.get(i64, BigInt64Array.from(s.statics)),
    staticStrides: DenseArrayAttr.get(i64, BigInt64Array.from(t.statics)),
    resultType,
  }).getResult();
}

function replaceWithCast(rewriter: Parameters<Rewrite>[1], operation: Operation, value: Value): void {
  rewriter.replaceOpWithNewOp(operation, () => CastOp.build(rewriter, operation.location, { source: memrefValue(value), destType: operation.getResult(0).type as MemRefType }));
}

/** OpWithOffsetSizesAndStridesConstantArgumentFolder for subview: constants folded in, a memref.cast back to the old type. */
export const subViewConstantArgumentFolder: Rewrite = (operation, rewriter) => {
  const op = SubViewOp.wrap(operation);
  const offsets = mixed(op.getStaticOffsets(), op.getOffsets());
  const sizes = mixed(op.getStaticSizes(), op.getSizes());
  const strides = mixed(op.getStaticStrides(), op.getStrides());
  const changedOffsets = foldDynamicIndexList(offsets, true);
  const changedSizes = foldDynamicIndexList(sizes, true);
  const changedStrides = foldDynamicIndexList(strides, false, true);
  if (!changedOffsets && !changedSizes && !changedStrides) return false;
  const resultType = canonicalSubViewType(op, dispatch(offsets).statics, dispatch(sizes).statics, dispatch(strides).statics);
  if (resultType === undefined) return false;
  const created = buildSubView(rewriter, operation, resultType, op.getSource(), offsets, sizes, strides);
  replaceWithCast(rewriter, operation, created);
  return true;
};

/** getCanonicalSubViewResultType: the type inferred from `source`, with the dims the current op drops dropped. */
function canonicalSubViewResultType(op: SubViewOp, source: MemRefType): MemRefType | undefined {
  const inferred = inferSubViewType(source, op.getStaticOffsets(), op.getStaticSizes(), op.getStaticStrides());
  if (inferred === undefined) return undefined;
  const dropped = memrefRankReductionMask(op.getSource().type, op.getResult().type, staticSizes(op));
  if (dropped === undefined) return undefined;
  const layout = inferred.layout as StridedLayoutAttr;
  const shape: Int64[] = [];
  const strides: Int64[] = [];
  inferred.shape.forEach((size, i) => {
    if (dropped.has(i)) return;
    shape.push(size);
    strides.push(layout.strides[i] as Int64);
  });
  return MemRefType.get(shape, inferred.elementType, StridedLayoutAttr.get(source.context, layout.offset, strides), inferred.memorySpace);
}

/** SubViewOpMemRefCastFolder: a subview of a cast that only forgets static information views the cast's source. */
export const subViewOpMemRefCastFolder: Rewrite = (operation, rewriter) => {
  if (operation.getOperands().some((value) => constantIndexOpValue(value) !== undefined)) return false;
  const op = SubViewOp.wrap(operation);
  const cast = definingOp(op.getSource(), CastOp.operationName);
  if (cast === undefined || !canFoldIntoConsumer(cast)) return false;
  const source = cast.getOperand(0);
  const resultType = canonicalSubViewResultType(op, source.type as MemRefType);
  if (resultType === undefined) return false;
  const created = buildSubView(rewriter, operation, resultType, source, mixed(op.getStaticOffsets(), op.getOffsets()), mixed(op.getStaticSizes(), op.getSizes()), mixed(op.getStaticStrides(), op.getStrides()));
  replaceWithCast(rewriter, operation, created);
  return true;
};

/** getConstantIntValue of a mixed entry. */
function constantOf(entry: Mixed): bigint | undefined {
  return typeof entry === "bigint" ? entry : constantIntOf(entry);
}

/** TrivialSubViewOpFolder: zero offsets, unit strides and the whole static source are the source (or a cast of it). */
export const trivialSubViewOpFolder: Rewrite = (operation, rewriter) => {
  const op = SubViewOp.wrap(operation);
  const source = op.getSource();
  const sourceType = source.type;
  const resultType = op.getResult().type;
  if (sourceType.getRank() !== resultType.getRank()) return false;
  if (!mixed(op.getStaticOffsets(), op.getOffsets()).every((entry) => constantOf(entry) === 0n)) return false;
  if (!mixed(op.getStaticStrides(), op.getStrides()).every((entry) => constantOf(entry) === 1n)) return false;
  const sizes = mixed(op.getStaticSizes(), op.getSizes());
  if (!sizes.every((entry, i) => constantOf(entry) === BigInt(sourceType.shape[i] as Int64))) return false;
  if (sourceType === resultType) rewriter.replaceOp(operation, [source]);
  else replaceWithCast(rewriter, operation, source);
  return true;
};

/** An OpFoldResult as constifyIndexValues leaves it: a constant or a value. */
type Constified = bigint | Value;

/** constifyIndexValues: static entries from the type, else the constant a value holds, else the value. */
function constify(values: readonly Mixed[], statics: readonly Int64[]): Constified[] {
  return values.map((value, i) => {
    const known = statics[i];
    if (known !== undefined && !isDynamic(known)) return BigInt(known);
    return constantOf(value) ?? value;
  });
}

function sameLists(a: readonly Constified[], b: readonly Constified[]): boolean {
  return a.length === b.length && a.every((entry, i) => entry === b[i]);
}

/** ReinterpretCastOpExtractStridedMetadataFolder: a reinterpret_cast rebuilding what extract_strided_metadata took apart is its source. */
export const reinterpretCastOfExtractStridedMetadata: Rewrite = (operation, rewriter) => {
  const op = ReinterpretCastOp.wrap(operation);
  const extractOp = definingOp(op.getSource(), ExtractStridedMetadataOp.operationName);
  if (extractOp === undefined) return false;
  const extract = ExtractStridedMetadataOp.wrap(extractOp);
  const sourceType = extract.getSource().type as MemRefType;
  const resultType = op.getResult().type;
  const sourceLayout = stridesAndOffset(sourceType);
  const resultLayout = stridesAndOffset(resultType);
  if (sourceLayout === undefined || resultLayout === undefined) return false;
  const extractStrides = constify(extract.getStrides(), sourceLayout.strides);
  const castStrides = constify(mixed(op.getStaticStrides(), op.getStrides()), resultLayout.strides);
  if (!sameLists(extractStrides, castStrides)) return false;
  if (!sameLists(constify(extract.getSizes(), sourceType.shape), constify(mixed(op.getStaticSizes(), op.getSizes()), resultType.shape))) return false;
  const extractOffset = constify([extract.getOffset()], [sourceLayout.offset]);
  const castOffset = constify(mixed(op.getStaticOffsets(), op.getOffsets()), [resultLayout.offset]);
  if (!sameLists(extractOffset, castOffset)) return false;
  const source = extract.getSource();
  if (source.type === resultType) rewriter.replaceOp(operation, [source]);
  else replaceWithCast(rewriter, operation, source);
  return true;
};

type Groups = number[][];

function groupsAttr(operation: Operation): Groups {
  const attr = operation.getAttr("reassociation");
  return attr instanceof ArrayAttr ? reassociationGroups(attr) : [];
}

/** composeReassociationIndices: the consumer's groups made of the producer's, none where they do not compose. */
function composeReassociation(producer: Groups, consumer: Groups): Groups | undefined {
  if (producer.length === consumer.length) return undefined;
  const [larger, smaller] = producer.length < consumer.length ? [consumer, producer] : [producer, consumer];
  if (smaller.length === 0) return [];
  const dims = smaller.reduce((all, group) => all + group.length, 0);
  if (larger.length !== dims) return undefined;
  return smaller.map((group) => group.flatMap((index) => larger[index] as number[]));
}

function identityLayout(value: Value): boolean {
  return !(value.type instanceof MemRefType) || hasIdentityLayout(value.type);
}

function groupsToAttr(operation: Operation, groups: Groups): ArrayAttr {
  const context = operation.context;
  const i64 = IntegerType.get(context, 64);
  return ArrayAttr.get(context, groups.map((group) => ArrayAttr.get(context, group.map((dim) => IntegerAttr.get(i64, dim)))));
}

/** ComposeReassociativeReshapeOps: a reshape of a reshape of the same kind is one reshape. */
export const composeReassociativeReshapes: Rewrite = (operation, rewriter) => {
  const isExpand = operation.opName === ExpandShapeOp.operationName;
  const producer = definingOp(operation.getOperand(0), operation.opName);
  if (producer === undefined) return false;
  if (!identityLayout(producer.getOperand(0)) || !identityLayout(operation.getOperand(0)) || !identityLayout(operation.getResult(0))) return false;
  const groups = composeReassociation(groupsAttr(producer), groupsAttr(operation));
  if (groups === undefined) return false;
  const resultType = operation.getResult(0).type as MemRefType;
  const src = producer.getOperand(0);
  if (isExpand) {
    const op = ExpandShapeOp.wrap(operation);
    rewriter.replaceOpWithNewOp(operation, () =>
      ExpandShapeOp.build(rewriter, operation.location, { src: typed(src, MemRefType), outputShape: op.getOutputShape(), reassociation: groupsToAttr(operation, groups), staticOutputShape: op.getStaticOutputShapeAttr(), resultType }),
    );
  } else {
    rewriter.replaceOpWithNewOp(operation, () => CollapseShapeOp.build(rewriter, operation.location, { src: typed(src, MemRefType), reassociation: groupsToAttr(operation, groups), resultType }));
  }
  return true;
};

/** ComposeCollapseOfExpandOp: collapse(expand(x)) is one collapse of x, or a cast when the rank stays. */
export const composeCollapseOfExpand: Rewrite = (operation, rewriter) => {
  const expand = definingOp(operation.getOperand(0), ExpandShapeOp.operationName);
  if (expand === undefined) return false;
  const source = expand.getOperand(0);
  const srcType = source.type as MemRefType;
  const resultType = operation.getResult(0).type as MemRefType;
  if (!identityLayout(operation.getOperand(0)) || !identityLayout(source) || !identityLayout(expand.getResult(0))) return false;
  if (srcType === resultType) return false;
  const srcRank = srcType.getRank();
  const resultRank = resultType.getRank();
  const [higher, lower] = srcRank > resultRank ? [groupsAttr(expand), groupsAttr(operation)] : [groupsAttr(operation), groupsAttr(expand)];
  let next = 0;
  const composed: Groups = [];
  for (const lowerGroup of lower) {
    const group: number[] = [];
    const last = lowerGroup[lowerGroup.length - 1] as number;
    while (next < higher.length) {
      const higherGroup = higher[next] as number[];
      const rightmost = higherGroup[higherGroup.length - 1] as number;
      if (rightmost > last) return false;
      group.push(next++);
      if (rightmost === last) break;
    }
    composed.push(group);
  }
  if (srcRank > resultRank) {
    rewriter.replaceOpWithNewOp(operation, () => CollapseShapeOp.build(rewriter, operation.location, { src: typed(source, MemRefType), reassociation: groupsToAttr(operation, composed), resultType }));
    return true;
  }
  // An expand would need its output sizes worked out (ExpandShapeOp::inferOutputShape): not written yet.
  if (srcRank < resultRank) return rewriter.notifyMatchFailure(operation, "expanding composition needs inferred output sizes");
  rewriter.replaceOpWithNewOp(operation, () => CastOp.build(rewriter, operation.location, { source: memrefValue(source), destType: resultType }));
  return true;
};

/** CollapseShapeOpMemRefCastFolder: a collapse of a cast that only forgets static information collapses the cast's source. */
export const collapseShapeOpMemRefCastFolder: Rewrite = (operation, rewriter) => {
  const cast = definingOp(operation.getOperand(0), CastOp.operationName);
  if (cast === undefined || !canFoldIntoConsumer(cast)) return false;
  const source = cast.getOperand(0);
  const groups = groupsAttr(operation);
  const newType = collapsedType(source.type as MemRefType, groups);
  if (newType === undefined) return false;
  const resultType = operation.getResult(0).type as MemRefType;
  if (newType === resultType) {
    rewriter.modifyOpInPlace(operation, () => operation.setOperand(0, source));
    return true;
  }
  const created = CollapseShapeOp.build(rewriter, operation.location, { src: typed(source, MemRefType), reassociation: groupsToAttr(operation, groups), resultType: newType }).getResult();
  replaceWithCast(rewriter, operation, created);
  return true;
};

