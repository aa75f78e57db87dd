// The canonicalization patterns of tensor's slice ops (TensorOps.cpp in MLIR 19): constant
// offsets, sizes and strides made static (OpWithOffsetSizesAndStridesConstantArgumentFolder,
// InsertSliceOpConstantArgumentFolder), tensor.cast producers that lose static sizes folded
// into the slice (ExtractSliceOpCastFolder, InsertSliceOpCastFolder), a cast of the inserted
// value to the sizes the box gives (InsertSliceOpSourceCastInserter), and a cast adding
// static sizes to an extract_slice folded into it (TensorCastExtractSlice).
import { IndexType, IntegerAttr, RankedTensorType, type Int64, type OpFoldResult, type Operation, type Value } from "../../ir/index.js";
import type { PatternRewriter } from "../../rewrite/index.js";
import { definingOp } from "../folding/matchers.js";
import { compatibleShapes, isDynamicSize } from "../tensor/shapes.js";
import { rankReducedTypeCheck, rankReductionMask } from "../tensor/slices.js";
import { preservesStaticInformation } from "./scf-tensor.js";
import { boxOf, canonicalRankReducedType, constantOf, createExtractSlice, createInsertSlice, foldDynamicIndexList, inferSliceResultType, staticsOf, type Box } from "./tensor-box.js";
import { createOp } from "./support.js";

type Rewrite = (op: Operation, rewriter: PatternRewriter) => boolean;

function castTo(rewriter: PatternRewriter, op: Operation, type: RankedTensorType, value: Value): Value {
  return createOp(rewriter, "tensor.cast", op.location, { operands: [value], resultTypes: [type] }).getResult(0);
}

/** matchConstantIndex on any operand: the constant folders run first. */
function hasConstantIndexOperand(op: Operation): boolean {
  return op.getOperands().some((operand) => operand.type instanceof IndexType && constantOf(operand) !== undefined);
}

/** The source of a tensor.cast producer of `value` that canFoldIntoConsumerOp. */
function foldableCastSource(value: Value): Value | undefined {
  const cast = definingOp(value, "tensor.cast");
  if (cast === undefined || !preservesStaticInformation(cast.getResult(0).type, cast.getOperand(0).type)) return undefined;
  return cast.getOperand(0);
}

/** OpWithOffsetSizesAndStridesConstantArgumentFolder on extract_slice, with SliceReturnTypeCanonicalizer and SliceCanonicalizer. */
export const extractSliceConstantArguments: Rewrite = (op, rewriter) => {
  const box = boxOf(op, 1);
  const offsets = foldDynamicIndexList(box.offsets, true, false);
  const sizes = foldDynamicIndexList(box.sizes, true, false);
  const strides = foldDynamicIndexList(box.strides, false, false);
  if (!offsets && !sizes && !strides) return false;
  const type = op.getResult(0).type as RankedTensorType;
  const resultType = canonicalRankReducedType(type.getRank(), op.getOperand(0).type as RankedTensorType, box);
  const slice = createExtractSlice(rewriter, op.location, resultType, op.getOperand(0), box);
  const replacement = resultType === type ? slice.getResult(0) : castTo(rewriter, op, type, slice.getResult(0));
  rewriter.replaceOp(op, [replacement]);
  return true;
};

/** ExtractSliceOpCastFolder: slice the cast's more static source. */
export const extractSliceCastFolder: Rewrite = (op, rewriter) => {
  if (hasConstantIndexOperand(op)) return false;
  const source = foldableCastSource(op.getOperand(0));
  if (source === undefined) return false;
  const slice = createExtractSlice(rewriter, op.location, op.getResult(0).type, source, boxOf(op, 1));
  rewriter.replaceOp(op, [slice.getResult(0)]);
  return true;
};

/** TensorCastExtractSlice: a cast adding static sizes to an extract_slice result gives those sizes to the slice. */
export const tensorCastExtractSlice: Rewrite = (op, rewriter) => {
  const extract = definingOp(op.getOperand(0), "tensor.extract_slice");
  const resultType = op.getResult(0).type;
  if (extract === undefined || !(resultType instanceof RankedTensorType)) return false;
  const sourceType = op.getOperand(0).type as RankedTensorType;
  if (!preservesStaticInformation(sourceType, resultType) || sameShape(resultType.shape, sourceType.shape)) return false;
  const box = boxOf(extract, 1);
  const mask = rankReductionMask(staticsOf(box.sizes).map(shapeSizeOf), (extract.getResult(0).type as RankedTensorType).shape);
  let dimIndex = 0;
  for (let i = 0; i < box.sizes.length; i++) {
    if (mask?.has(i) === true) continue;
    const dim = resultType.shape[dimIndex++] as Int64;
    if (isDynamicSize(dim)) continue;
    box.sizes[i] = IntegerAttr.get(IndexType.get(op.context), dim);
  }
  rewriter.replaceOpWithNewOp(op, () => createExtractSlice(rewriter, op.location, resultType, extract.getOperand(0), box));
  return true;
};

function sameShape(a: readonly Int64[], b: readonly Int64[]): boolean {
  return a.length === b.length && a.every((size, i) => BigInt(size) === BigInt(b[i] as Int64));
}

function shapeSizeOf(entry: bigint): Int64 {
  return Number.isSafeInteger(Number(entry)) ? Number(entry) : entry;
}

/** Where a cast of an insert's source goes: before the op, or before the parallel combining parent. */
function atInsertionPointFor(rewriter: PatternRewriter, op: Operation, build: () => Value): Value {
  if (op.name.name !== "tensor.parallel_insert_slice") return build();
  const saved = rewriter.insertionPoint;
  const parent = op.parentOp;
  if (parent !== null) rewriter.setInsertionPoint(parent);
  const value = build();
  rewriter.restoreInsertionPoint(saved);
  return value;
}

/** Replaces an insert op by a new one (an insert_slice's result keeps its type, cast back when it changed). */
function replaceInsert(rewriter: PatternRewriter, op: Operation, source: Value, dest: Value, box: Box): void {
  const insert = createInsertSlice(rewriter, op.name.name, op.location, source, dest, box);
  if (op.numResults === 0) {
    rewriter.replaceOp(op, []);
    return;
  }
  const oldType = op.getResult(0).type as RankedTensorType;
  const result = insert.getResult(0);
  rewriter.replaceOp(op, [result.type === oldType ? result : castTo(rewriter, op, oldType, result)]);
}

/** InsertSliceOpConstantArgumentFolder (insert_slice and parallel_insert_slice). */
export const insertSliceConstantArguments: Rewrite = (op, rewriter) => {
  const box = boxOf(op, 2);
  const offsets = foldDynamicIndexList(box.offsets, true, false);
  const sizes = foldDynamicIndexList(box.sizes, true, false);
  const strides = foldDynamicIndexList(box.strides, false, true);
  if (!offsets && !sizes && !strides) return false;
  const source = op.getOperand(0);
  const sourceType = source.type as RankedTensorType;
  const canonical = canonicalRankReducedType(sourceType.getRank(), op.getOperand(1).type as RankedTensorType, box);
  const toInsert = canonical === sourceType ? source : atInsertionPointFor(rewriter, op, () => castTo(rewriter, op, canonical, source));
  replaceInsert(rewriter, op, toInsert, op.getOperand(1), box);
  return true;
};

/** InsertSliceOpCastFolder: casts of the source or destination that lose static sizes are folded in. */
export const insertSliceCastFolder: Rewrite = (op, rewriter) => {
  if (hasConstantIndexOperand(op)) return false;
  const sourceCast = foldableCastSource(op.getOperand(0));
  const destCast = foldableCastSource(op.getOperand(1));
  if (sourceCast === undefined && destCast === undefined) return false;
  const source = sourceCast ?? op.getOperand(0);
  const dest = destCast ?? op.getOperand(1);
  const sourceType = source.type;
  const destType = dest.type;
  if (!(sourceType instanceof RankedTensorType) || !(destType instanceof RankedTensorType)) return false;
  const box = boxOf(op, 2);
  const staticSizes = staticsOf(box.sizes);
  // Dynamic sizes of the box match any size of the cast's source.
  const mask = rankReductionMaskMatchingDynamic(staticSizes, sourceType.shape);
  if (mask === undefined) return false;
  let reducedIndex = 0;
  for (let i = 0; i < staticSizes.length; i++) {
    if (mask.has(i) || isDynamicSize(sourceType.shape[reducedIndex] as Int64)) continue;
    const size = sourceType.shape[reducedIndex++] as Int64;
    box.sizes[i] = IntegerAttr.get(IndexType.get(op.context), size);
    staticSizes[i] = BigInt(size);
  }
  if (rankReducedTypeCheck(inferSliceResultType(destType, staticSizes), sourceType) !== "success") return false;
  replaceInsert(rewriter, op, source, dest, box);
  return true;
};

/** computeRankReductionMask with matchDynamic: a dynamic size on either side matches. */
function rankReductionMaskMatchingDynamic(original: readonly bigint[], reduced: readonly Int64[]): Set<number> | undefined {
  const unused = new Set<number>();
  let next = 0;
  for (let i = 0; i < original.length; i++) {
    const size = original[i] as bigint;
    const candidate = reduced[next];
    if (candidate !== undefined && (isDynamicSize(size) || isDynamicSize(candidate) || BigInt(candidate) === size)) {
      next++;
      continue;
    }
    unused.add(i);
    if (size !== 1n) return undefined;
  }
  return next === reduced.length ? unused : undefined;
}

/** InsertSliceOpSourceCastInserter: constant sizes of the box give the inserted value a more static type. */
export const insertSliceSourceCastInserter: Rewrite = (op, rewriter) => {
  const source = op.getOperand(0);
  const sourceType = source.type as RankedTensorType;
  const destType = op.getOperand(1).type as RankedTensorType;
  if (sourceType.getRank() !== destType.getRank()) return false;
  const box = boxOf(op, 2);
  const shape: Int64[] = sourceType.shape.slice();
  for (let i = 0; i < sourceType.getRank(); i++) {
    const constant = constantOf(box.sizes[i] as OpFoldResult);
    if (constant === undefined) continue;
    if (constant < 0n) return false;
    shape[i] = shapeSizeOf(constant);
  }
  const newType = RankedTensorType.get(shape, sourceType.elementType, sourceType.encoding);
  if (newType === sourceType || !preservesStaticInformation(sourceType, newType) || !compatibleShapes(sourceType, newType)) return false;
  const cast = atInsertionPointFor(rewriter, op, () => castTo(rewriter, op, newType, source));
  replaceInsert(rewriter, op, cast, op.getOperand(1), box);
  return true;
};
