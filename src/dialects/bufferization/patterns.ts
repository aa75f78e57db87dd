// bufferization's canonicalization patterns (MLIR 19's BufferizationOps.cpp), each added by
// the op whose getCanonicalizationPatterns adds it upstream, in upstream's order.
import { IndexType, IntegerAttr, MemRefType, MemoryEffect, RankedTensorType, UnrankedMemRefType, getMemoryEffects, type Int64, type Location, type MLIRContext, type Operation, type Type, type Value } from "../../ir/index.js";
import { opPattern, type PatternRewriter, type RewritePatternSet } from "../../rewrite/index.js";
import { AllocTensorOp, CloneOp, DeallocOp, ToMemrefOp, ToTensorOp } from "../../../generated/bufferization.js";
import { CastOp as TensorCastOp, DimOp as TensorDimOp, ExtractOp } from "../../../generated/tensor.js";
import { AllocOp, CastOp as MemRefCastOp, CopyOp, DimOp as MemRefDimOp, ExtractStridedMetadataOp, LoadOp } from "../../../generated/memref.js";
import { ConstantOp, OrIOp } from "../../../generated/arith.js";
import { castCompatible } from "../memref/casts.js";
import { findDealloc } from "../memref/find-dealloc.js";
import { isDynamic, stridesAndOffset } from "../memref/layout.js";
import { constantIntOf } from "../canonicalization/memref-buffers.js";
import { createBoolConstant } from "../canonicalization/support.js";
import { producer } from "./folders.js";
import { viewSource } from "./views.js";

const anonymous = (name: string): { debugName: string } => ({ debugName: `(anonymous namespace)::${name}` });

/** An `arith.constant <value> : index` at the rewriter's insertion point. */
function indexConstant(rewriter: PatternRewriter, location: Location, value: number): Value {
  return ConstantOp.build(rewriter, location, { value: IntegerAttr.get(IndexType.get(rewriter.context), BigInt(value)) }).getResult();
}

// ---- alloc_tensor ----

/** AllocTensorOp::getDynamicSize: the size operand of dynamic dimension `dim`, or a tensor.dim of the copied tensor. */
function allocTensorDynamicSize(rewriter: PatternRewriter, op: AllocTensorOp, dim: number): Value {
  const operation = op.getOperation();
  const copy = op.getCopy();
  if (copy !== undefined) return TensorDimOp.build(rewriter, operation.location, { source: copy, index: indexConstant(rewriter, operation.location, dim) }).getResult();
  // The operand of a dynamic dimension follows those of the dynamic dimensions before it.
  const shape = (op.getResult().type as RankedTensorType).shape;
  return operation.getOperand(shape.slice(0, dim).filter((size) => isDynamic(size)).length);
}

/** FoldDimOfAllocTensorOp: tensor.dim of a dynamic dimension of an alloc_tensor is its size. */
function foldDimOfAllocTensor(dim: TensorDimOp, rewriter: PatternRewriter): boolean {
  const index = constantIntOf(dim.getIndex());
  const alloc = producer(dim.getSource(), AllocTensorOp);
  if (alloc === undefined || index === undefined) return false;
  const type = alloc.getResult().type;
  if (!(type instanceof RankedTensorType) || index < 0n || index >= BigInt(type.shape.length)) return false;
  if (!isDynamic(type.shape[Number(index)] as Int64)) return false;
  rewriter.replaceOp(dim.getOperation(), [allocTensorDynamicSize(rewriter, alloc, Number(index))]);
  return true;
}

/** ReplaceStaticShapeDims: non-negative constant sizes become static dimensions, and a tensor.cast gives back the old type. */
function replaceStaticShapeDims(op: AllocTensorOp, rewriter: PatternRewriter): boolean {
  const type = op.getResult().type;
  if (op.getCopy() !== undefined || !(type instanceof RankedTensorType)) return false;
  const shape: Int64[] = [...type.shape];
  const sizes = op.getDynamicSizes();
  const kept: Value[] = [];
  let next = 0;
  shape.forEach((size, i) => {
    if (!isDynamic(size)) return;
    const value = sizes[next++] as Value;
    const constant = constantIntOf(value);
    if (constant !== undefined && constant >= 0n) shape[i] = Number(constant);
    else kept.push(value);
  });
  const newType = RankedTensorType.get(shape, type.elementType, type.encoding);
  if (newType === type) return false;
  const operation = op.getOperation();
  const alloc = AllocTensorOp.build(rewriter, operation.location, { dynamicSizes: kept as AllocTensorSizes, resultType: newType });
  rewriter.replaceOpWithNewOp(operation, () => TensorCastOp.build(rewriter, operation.location, { source: alloc.getResult(), destType: type }));
  return true;
}

type AllocTensorSizes = Parameters<typeof AllocTensorOp.build>[2]["dynamicSizes"];

export function allocTensorPatterns(patterns: RewritePatternSet, context: MLIRContext): void {
  patterns.add(opPattern(TensorDimOp, context, foldDimOfAllocTensor, anonymous("FoldDimOfAllocTensorOp")));
  patterns.add(opPattern(AllocTensorOp, context, replaceStaticShapeDims, anonymous("ReplaceStaticShapeDims")));
}

// ---- clone ----

/** SimplifyClones: a clone whose source (or itself) is freed in the clone's block becomes the source (cast if needed), that dealloc erased. */
function simplifyClones(op: CloneOp, rewriter: PatternRewriter): boolean {
  const operation = op.getOperation();
  if (operation.useEmpty()) {
    rewriter.eraseOp(operation);
    return true;
  }
  let source: Value = op.getInput();
  const type = op.getOutput().type;
  if (source.type !== type && !castCompatible([source.type], [type])) return false;
  // The dealloc of the buffer the source views frees the source too.
  let canonical = source;
  for (let view = viewSource(canonical); view !== undefined; view = viewSource(canonical)) canonical = view;
  const cloneDealloc = findDealloc(op.getOutput());
  if (cloneDealloc === undefined) return false;
  const sourceDealloc = findDealloc(canonical);
  if (sourceDealloc === undefined) return false;
  // Both freed in one block: which lifetime ends first is not known.
  if (cloneDealloc !== null && sourceDealloc !== null && cloneDealloc.parent === sourceDealloc.parent) return false;
  const block = operation.parent;
  const redundant = cloneDealloc !== null && cloneDealloc.parent === block ? cloneDealloc : sourceDealloc !== null && sourceDealloc.parent === block ? sourceDealloc : null;
  if (redundant === null) return false;
  // No other op may free memory between the clone and that dealloc.
  for (let pos = operation.next; pos !== redundant; pos = pos.next) {
    if (pos === null) return false;
    if (getMemoryEffects(pos)?.some((e) => e.effect === MemoryEffect.Free) === true) return false;
  }
  if (source.type !== type) source = MemRefCastOp.build(rewriter, operation.location, { source: op.getInput(), destType: type as MemRefType | UnrankedMemRefType }).getDest();
  rewriter.replaceOp(operation, [source]);
  rewriter.eraseOp(redundant);
  return true;
}

export function clonePatterns(patterns: RewritePatternSet, context: MLIRContext): void {
  patterns.add(opPattern(CloneOp, context, simplifyClones, anonymous("SimplifyClones")));
}

// ---- to_tensor ----

/** DimOfToTensorFolder: tensor.dim of a to_tensor is memref.dim of its memref. */
function dimOfToTensor(dim: TensorDimOp, rewriter: PatternRewriter): boolean {
  const toTensor = producer(dim.getSource(), ToTensorOp);
  if (toTensor === undefined) return false;
  const operation = dim.getOperation();
  rewriter.replaceOpWithNewOp(operation, () => MemRefDimOp.build(rewriter, operation.location, { source: toTensor.getMemref(), index: dim.getIndex() }));
  return true;
}

export function toTensorPatterns(patterns: RewritePatternSet, context: MLIRContext): void {
  patterns.add(opPattern(TensorDimOp, context, dimOfToTensor, anonymous("DimOfToTensorFolder")));
}

// ---- to_memref ----

/** DimOfCastOp: memref.dim of a to_memref is tensor.dim of its tensor. */
function dimOfToMemref(dim: MemRefDimOp, rewriter: PatternRewriter): boolean {
  const toMemref = producer(dim.getSource(), ToMemrefOp);
  if (toMemref === undefined) return false;
  const operation = dim.getOperation();
  rewriter.replaceOpWithNewOp(operation, () => TensorDimOp.build(rewriter, operation.location, { source: toMemref.getTensor(), index: dim.getIndex() }));
  return true;
}

/** LoadOfToMemref: memref.load of a to_memref is tensor.extract of its tensor. */
function loadOfToMemref(load: LoadOp, rewriter: PatternRewriter): boolean {
  const toMemref = producer(load.getMemref(), ToMemrefOp);
  if (toMemref === undefined) return false;
  const tensor = toMemref.getTensor();
  if (!(tensor.type instanceof RankedTensorType)) return false;
  const operation = load.getOperation();
  rewriter.replaceOpWithNewOp(operation, () => ExtractOp.build(rewriter, operation.location, { tensor: tensor as ExtractOpTensor, indices: load.getIndices() }));
  return true;
}
type ExtractOpTensor = Parameters<typeof ExtractOp.build>[2]["tensor"];

/** ToMemrefOfCast: to_memref(tensor.cast(t)) as memref.cast(to_memref(t)) of t's static shape. */
function toMemrefOfCast(op: ToMemrefOp, rewriter: PatternRewriter): boolean {
  const cast = producer(op.getTensor(), TensorCastOp);
  if (cast === undefined) return false;
  const source = cast.getSource();
  if (!(source.type instanceof RankedTensorType)) return false;
  const operation = op.getOperation();
  const memrefType = MemRefType.get(source.type.shape, source.type.elementType);
  const memref = ToMemrefOp.build(rewriter, operation.location, { tensor: source, memrefType }).getMemref();
  rewriter.replaceOpWithNewOp(operation, () => MemRefCastOp.build(rewriter, operation.location, { source: memref, destType: op.getMemref().type }));
  return true;
}

/** Whether no offset or stride goes from dynamic to static (a cast that cannot fail at run time). */
function guaranteedCastCompatible(source: MemRefType, target: MemRefType): boolean {
  const from = stridesAndOffset(source);
  const to = stridesAndOffset(target);
  if (from === undefined || to === undefined) return false;
  const dynamicToStatic = (a: Int64, b: Int64): boolean => isDynamic(a) && !isDynamic(b);
  if (dynamicToStatic(from.offset, to.offset)) return false;
  return from.strides.every((stride, i) => !dynamicToStatic(stride, to.strides[i] as Int64));
}

/**
 * castOrReallocMemRefValue: `value` as a memref of `type`: a memref.cast when that always
 * succeeds, else a new buffer (memref.alloc with the dynamic sizes of `value`) it is copied into.
 */
function castOrRealloc(rewriter: PatternRewriter, value: Value, type: MemRefType): Value | undefined {
  const source = value.type;
  if (!(source instanceof MemRefType)) return undefined;
  if (source.elementType !== type.elementType || source.memorySpace !== type.memorySpace || source.getRank() !== type.getRank()) return undefined;
  // The new ops are located where the value is defined, as upstream's are.
  const location = value.location;
  if (castCompatible([source], [type]) && guaranteedCastCompatible(source, type)) return MemRefCastOp.build(rewriter, location, { source: value as MemRefCastSource, destType: type }).getDest();
  const sizes: Value[] = [];
  type.shape.forEach((size, i) => {
    if (isDynamic(size)) sizes.push(MemRefDimOp.build(rewriter, location, { source: value as MemRefCastSource, index: indexConstant(rewriter, location, i) }).getResult());
  });
  const alloc = AllocOp.build(rewriter, location, { dynamicSizes: sizes as AllocDynamicSizes, symbolOperands: [], memrefType: type }).getMemref();
  CopyOp.build(rewriter, location, { source: value as MemRefCastSource, target: alloc });
  return alloc;
}
type MemRefCastSource = Parameters<typeof MemRefCastOp.build>[2]["source"];
type AllocDynamicSizes = Parameters<typeof AllocOp.build>[2]["dynamicSizes"];

/** ToMemrefToTensorFolding (foldToMemrefToTensorPair): to_memref(to_tensor(m)) as m, cast or copied to the result type. */
function toMemrefToTensorFolding(op: ToMemrefOp, rewriter: PatternRewriter): boolean {
  const toTensor = producer(op.getTensor(), ToTensorOp);
  if (toTensor === undefined) return false;
  const operation = op.getOperation();
  const memref = toTensor.getMemref();
  const source: Type = memref.type;
  const dest = op.getMemref().type;
  if (source === dest) {
    rewriter.replaceOp(operation, [memref]);
    return true;
  }
  if (source instanceof MemRefType && dest instanceof MemRefType) {
    const replacement = castOrRealloc(rewriter, memref, dest);
    if (replacement === undefined) return false;
    rewriter.replaceOp(operation, [replacement]);
    return true;
  }
  // Unranked to ranked may need a copy, which MLIR 19 does not make.
  if (source instanceof UnrankedMemRefType && dest instanceof MemRefType) return false;
  rewriter.replaceOpWithNewOp(operation, () => MemRefCastOp.build(rewriter, operation.location, { source: memref, destType: dest }));
  return true;
}

export function toMemrefPatterns(patterns: RewritePatternSet, context: MLIRContext): void {
  patterns.add(opPattern(MemRefDimOp, context, dimOfToMemref, anonymous("DimOfCastOp")));
  patterns.add(opPattern(LoadOp, context, loadOfToMemref, anonymous("LoadOfToMemref")));
  patterns.add(opPattern(ToMemrefOp, context, toMemrefOfCast, anonymous("ToMemrefOfCast")));
  patterns.add(opPattern(ToMemrefOp, context, toMemrefToTensorFolding, anonymous("ToMemrefToTensorFolding")));
}

// ---- dealloc ----

/** updateDeallocIfChanged: sets the memrefs and conditions when they differ; whether they did. */
function updateDealloc(op: DeallocOp, memrefs: readonly Value[], conditions: readonly Value[], rewriter: PatternRewriter): boolean {
  const same = (a: readonly Value[], b: readonly Value[]): boolean => a.length === b.length && a.every((v, i) => v === b[i]);
  if (same(op.getMemrefs(), memrefs) && same(op.getConditions(), conditions)) return false;
  rewriter.modifyOpInPlace(op.getOperation(), () => {
    op.getMemrefsMutable().assign(memrefs);
    op.getConditionsMutable().assign(conditions);
  });
  return true;
}

/** DeallocRemoveDuplicateDeallocMemrefs: a memref listed twice is freed once, under the disjunction of its conditions. */
function removeDuplicateDeallocMemrefs(op: DeallocOp, rewriter: PatternRewriter): boolean {
  const position = new Map<Value, number>();
  const memrefs: Value[] = [];
  const conditions: Value[] = [];
  const allConditions = op.getConditions();
  op.getMemrefs().forEach((memref, i) => {
    const condition = allConditions[i] as Value;
    const seen = position.get(memref);
    if (seen === undefined) {
      position.set(memref, conditions.length);
      memrefs.push(memref);
      conditions.push(condition);
      return;
    }
    const previous = conditions[seen] as Value;
    if (previous !== condition) conditions[seen] = OrIOp.build(rewriter, op.getOperation().location, { lhs: previous as OrIOpOperand, rhs: condition as OrIOpOperand }).getResult();
  });
  return updateDealloc(op, memrefs, conditions, rewriter);
}
type OrIOpOperand = Parameters<typeof OrIOp.build>[2]["lhs"];

/** DeallocRemoveDuplicateRetainedMemrefs: a retained memref listed twice is listed once; its result answers both. */
function removeDuplicateRetainedMemrefs(op: DeallocOp, rewriter: PatternRewriter): boolean {
  const seen = new Map<Value, number>();
  const retained: Value[] = [];
  const replacementIndex: number[] = [];
  for (const value of op.getRetained()) {
    const index = seen.get(value);
    if (index !== undefined) {
      replacementIndex.push(index);
      continue;
    }
    seen.set(value, retained.length);
    replacementIndex.push(retained.length);
    retained.push(value);
  }
  if (retained.length === op.getRetained().length) return false;
  const operation = op.getOperation();
  const i1 = op.getUpdatedConditions()[0]?.type;
  const dealloc = DeallocOp.build(rewriter, operation.location, {
    memrefs: op.getMemrefs(),
    conditions: op.getConditions(),
    retained: retained as readonly Value[] as DeallocRetained,
    updatedConditionsType: retained.map(() => i1 as NonNullable<typeof i1>),
  });
  const results = dealloc.getUpdatedConditions();
  rewriter.replaceOp(operation, replacementIndex.map((i) => results[i] as Value));
  return true;
}
type DeallocRetained = Parameters<typeof DeallocOp.build>[2]["retained"];

/** EraseEmptyDealloc: a dealloc freeing nothing gives `false` for every retained memref. */
function eraseEmptyDealloc(op: DeallocOp, rewriter: PatternRewriter): boolean {
  if (op.getMemrefs().length > 0) return false;
  const operation = op.getOperation();
  const constFalse = createBoolConstant(rewriter, operation.location, false);
  rewriter.replaceOp(operation, op.getUpdatedConditions().map(() => constFalse));
  return true;
}

/** EraseAlwaysFalseDealloc: memrefs whose condition is constant false are dropped. */
function eraseAlwaysFalseDealloc(op: DeallocOp, rewriter: PatternRewriter): boolean {
  const memrefs: Value[] = [];
  const conditions: Value[] = [];
  const allConditions = op.getConditions();
  op.getMemrefs().forEach((memref, i) => {
    const condition = allConditions[i] as Value;
    if (constantIntOf(condition) === 0n) return;
    memrefs.push(memref);
    conditions.push(condition);
  });
  return updateDealloc(op, memrefs, conditions, rewriter);
}

/** Whether `op` declares an Allocate effect on `value`. */
function allocates(op: Operation, value: Value): boolean {
  return getMemoryEffects(op)?.some((e) => e.effect === MemoryEffect.Allocate && e.value === value) === true;
}

/** SkipExtractMetadataOfAlloc: the base buffer of an allocation's extract_strided_metadata is the allocation itself. */
function skipExtractMetadataOfAlloc(op: DeallocOp, rewriter: PatternRewriter): boolean {
  const memrefs = op.getMemrefs().map((memref): Value => {
    const extract = producer(memref, ExtractStridedMetadataOp);
    if (extract === undefined) return memref;
    const allocated = extract.getSource();
    const allocOp = allocated.definingOp;
    return allocOp !== null && allocates(allocOp, allocated) ? allocated : memref;
  });
  return updateDealloc(op, memrefs, op.getConditions(), rewriter);
}

/** hasSingleEffect<Allocate>(op, value): every effect of the op on `value` is an allocation, and there is one. */
function onlyAllocates(op: Operation, value: Value): boolean {
  const effects = getMemoryEffects(op);
  if (effects === undefined) return false;
  let single = false;
  for (const effect of effects) {
    if (effect.value !== value) continue;
    single = effect.effect === MemoryEffect.Allocate;
    if (!single) return false;
  }
  return single;
}

/** RemoveAllocDeallocPairWhenNoOtherUsers: an allocation used only by the dealloc is erased with its entry. */
function removeAllocDeallocPair(op: DeallocOp, rewriter: PatternRewriter): boolean {
  const memrefs: Value[] = [];
  const conditions: Value[] = [];
  const toDelete: Operation[] = [];
  const allConditions = op.getConditions();
  op.getMemrefs().forEach((memref, i) => {
    const allocOp = memref.definingOp;
    if (allocOp !== null && allocates(allocOp, memref) && onlyAllocates(allocOp, memref) && memref.hasOneUse()) {
      toDelete.push(allocOp);
      return;
    }
    memrefs.push(memref);
    conditions.push(allConditions[i] as Value);
  });
  if (!updateDealloc(op, memrefs, conditions, rewriter)) return false;
  for (const dead of toDelete) rewriter.eraseOp(dead);
  return true;
}

export function deallocPatterns(patterns: RewritePatternSet, context: MLIRContext): void {
  patterns.add(opPattern(DeallocOp, context, removeDuplicateDeallocMemrefs, anonymous("DeallocRemoveDuplicateDeallocMemrefs")));
  patterns.add(opPattern(DeallocOp, context, removeDuplicateRetainedMemrefs, anonymous("DeallocRemoveDuplicateRetainedMemrefs")));
  patterns.add(opPattern(DeallocOp, context, eraseEmptyDealloc, anonymous("EraseEmptyDealloc")));
  patterns.add(opPattern(DeallocOp, context, eraseAlwaysFalseDealloc, anonymous("EraseAlwaysFalseDealloc")));
  patterns.add(opPattern(DeallocOp, context, skipExtractMetadataOfAlloc, anonymous("SkipExtractMetadataOfAlloc")));
  patterns.add(opPattern(DeallocOp, context, removeAllocDeallocPair, anonymous("RemoveAllocDeallocPairWhenNoOtherUsers")));
}
