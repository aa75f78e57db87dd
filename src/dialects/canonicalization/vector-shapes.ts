// The canonicalization patterns of vector's shape ops (VectorOps.cpp in MLIR 19): masks of
// constant sizes (CreateMaskFolder, StridedSliceConstantMaskFolder), broadcasts and splats
// seen through a slice, transpose, shape_cast, insert or shuffle (StridedSliceBroadcast,
// StridedSliceSplat, FoldTransposedScalarBroadcast, FoldTransposeSplat, ShapeCastBroadcastFolder,
// InsertToBroadcast, InsertSplatToSplat, ShuffleSplat, FoldInsertStridedSliceSplat), chains
// of one kind composed (BroadcastFolder, TransposeFolder), splat constants given a new shape
// (ShapeCastConstantFolder), a 0-d shuffle as a broadcast (Canonicalize0DShuffleOp) and an
// insert_strided_slice of the slice it extracted (FoldInsertStridedSliceOfExtract).
import { DenseIntOrFPElementsAttr, VectorType, type Attribute, type Operation, type Type, type Value } from "../../ir/index.js";
import type { PatternRewriter } from "../../rewrite/index.js";
import { constantValueOf, definingOp } from "../folding/matchers.js";
import { integerArrayOf } from "../vector/attribute-values.js";
import { i64ArrayAttr, splatOfType } from "../vector/fold-support.js";
import { constantInt64Of, createOp, denseI64Array } from "./support.js";

type Rewrite = (op: Operation, rewriter: PatternRewriter) => boolean;

function replaceWith(rewriter: PatternRewriter, op: Operation, name: string, operands: readonly Value[], type: Type, properties: readonly (readonly [string, Attribute | undefined])[] = []): void {
  rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, name, op.location, { operands, resultTypes: [type], properties }));
}

function constantMask(rewriter: PatternRewriter, op: Operation, type: Type, sizes: readonly bigint[]): void {
  replaceWith(rewriter, op, "vector.constant_mask", [], type, [["mask_dim_sizes", i64ArrayAttr(op.context, sizes)]]);
}

/** CreateMaskFolder: constant sizes (clamped to the mask's shape) give a constant_mask. */
export const createMaskFolder: Rewrite = (op, rewriter) => {
  const type = op.getResult(0).type as VectorType;
  // A 0-d mask has one dimension of size 1.
  const shape = type.shape.length === 0 ? [1] : type.shape.map(Number);
  const scalable = type.shape.length === 0 ? [false] : type.shape.map((_, i) => type.isDimScalable(i));
  const sizes: bigint[] = [];
  for (const [i, operand] of op.getOperands().entries()) {
    const size = constantInt64Of(operand);
    if (size === undefined) return false;
    // A scalable dimension folds only to an all-false mask.
    if (scalable[i] === true && size > 0n) return false;
    sizes.push(size);
  }
  const clamped = sizes.map((size, i) => (size < 0n ? 0n : size > BigInt(shape[i] as number) ? BigInt(shape[i] as number) : size));
  constantMask(rewriter, op, type, clamped.includes(0n) ? clamped.map(() => 0n) : clamped);
  return true;
};

function hasNonUnitStrides(op: Operation): boolean {
  return integerArrayOf(op, "strides").some((s) => s !== 1n);
}

/** StridedSliceConstantMaskFolder: a unit-stride slice of a constant_mask is a constant_mask. */
export const stridedSliceConstantMaskFolder: Rewrite = (op, rewriter) => {
  const mask = definingOp(op.getOperand(0), "vector.constant_mask");
  if (mask === undefined || hasNonUnitStrides(op)) return false;
  const maskSizes = integerArrayOf(mask, "mask_dim_sizes");
  const offsets = integerArrayOf(op, "offsets");
  const sizes = integerArrayOf(op, "sizes");
  const sliced: bigint[] = [];
  for (let i = 0; i < Math.min(maskSizes.length, offsets.length, sizes.length); i++) {
    const offset = offsets[i] as bigint;
    const end = offset + (sizes[i] as bigint);
    const maskSize = maskSizes[i] as bigint;
    const size = (end < maskSize ? end : maskSize) - offset;
    sliced.push(size > 0n ? size : 0n);
  }
  for (let i = sliced.length; i < maskSizes.length; i++) sliced.push(maskSizes[i] as bigint);
  constantMask(rewriter, op, op.getResult(0).type, sliced.includes(0n) ? maskSizes.map(() => 0n) : sliced);
  return true;
};

/** A splat constant reshaped or sliced (operand 0) is a splat constant of the result type. */
const splatConstantOfResultType: Rewrite = (op, rewriter) => {
  const constant = constantValueOf(op.getOperand(0));
  if (!(constant instanceof DenseIntOrFPElementsAttr) || !constant.isSplat) return false;
  const type = op.getResult(0).type as VectorType;
  const value = splatOfType(constant, type);
  if (value === undefined) return false;
  replaceWith(rewriter, op, "arith.constant", [], type, [["value", value]]);
  return true;
};

/** StridedSliceSplatConstantFolder: a slice of a splat constant is a splat constant. */
export const stridedSliceSplatConstantFolder: Rewrite = splatConstantOfResultType;

/** StridedSliceBroadcast: a slice of a broadcast is a broadcast (of a slice of its source when needed). */
export const stridedSliceBroadcast: Rewrite = (op, rewriter) => {
  const broadcast = definingOp(op.getOperand(0), "vector.broadcast");
  if (broadcast === undefined) return false;
  const sourceType = broadcast.getOperand(0).type;
  const sourceShape = sourceType instanceof VectorType ? sourceType.shape.map(Number) : [];
  const resultType = op.getResult(0).type as VectorType;
  const rankDiff = resultType.shape.length - sourceShape.length;
  const lowerDimMatch = sourceShape.every((size, i) => size === Number(resultType.shape[i + rankDiff]));
  const isScalarSource = sourceShape.length === 0 || sourceShape.reduce((a, b) => a * b, 1) === 1;
  let source = broadcast.getOperand(0);
  if (!lowerDimMatch && !isScalarSource) {
    const drop = (name: string): bigint[] => integerArrayOf(op, name).slice(rankDiff);
    const sizes = drop("sizes");
    const slicedType = VectorType.get(sizes.map(Number), (sourceType as VectorType).elementType, (sourceType as VectorType).scalableDims);
    source = createOp(rewriter, "vector.extract_strided_slice", op.location, {
      operands: [source],
      resultTypes: [slicedType],
      properties: [
        ["offsets", i64ArrayAttr(op.context, drop("offsets"))],
        ["sizes", i64ArrayAttr(op.context, sizes)],
        ["strides", i64ArrayAttr(op.context, drop("strides"))],
      ],
    }).getResult(0);
  }
  replaceWith(rewriter, op, "vector.broadcast", [source], resultType);
  return true;
};

/** StridedSliceSplat (and FoldTransposeSplat): a splat's slice or transpose is a splat of the result's type. */
export const splatOfSplat: Rewrite = (op, rewriter) => {
  const splat = definingOp(op.getOperand(0), "vector.splat");
  if (splat === undefined) return false;
  replaceWith(rewriter, op, "vector.splat", [splat.getOperand(0)], op.getResult(0).type);
  return true;
};

/** TransposeFolder: transpose(transpose(x)) is one transpose of the composed permutation. */
export const transposeFolder: Rewrite = (op, rewriter) => {
  const parent = definingOp(op.getOperand(0), "vector.transpose");
  if (parent === undefined) return false;
  const outer = integerArrayOf(op, "permutation");
  const inner = integerArrayOf(parent, "permutation");
  const composed = outer.map((index) => inner[Number(index)] as bigint);
  replaceWith(rewriter, op, "vector.transpose", [parent.getOperand(0)], op.getResult(0).type, [["permutation", denseI64Array(op, composed)]]);
  return true;
};

/** FoldTransposedScalarBroadcast: a transposed broadcast of one element is a broadcast. */
export const foldTransposedScalarBroadcast: Rewrite = (op, rewriter) => {
  const broadcast = definingOp(op.getOperand(0), "vector.broadcast");
  if (broadcast === undefined) return false;
  const sourceType = broadcast.getOperand(0).type;
  if (sourceType instanceof VectorType && numElements(sourceType) !== 1) return false;
  replaceWith(rewriter, op, "vector.broadcast", [broadcast.getOperand(0)], op.getResult(0).type);
  return true;
};

function numElements(type: VectorType): number {
  return type.shape.reduce<number>((a, b) => a * Number(b), 1);
}

/** BroadcastFolder: broadcast(broadcast(x)) is one broadcast. */
export const broadcastFolder: Rewrite = (op, rewriter) => {
  const producer = definingOp(op.getOperand(0), "vector.broadcast");
  if (producer === undefined) return false;
  replaceWith(rewriter, op, "vector.broadcast", [producer.getOperand(0)], op.getResult(0).type);
  return true;
};

/** ShapeCastConstantFolder: a shape_cast of a splat constant is a splat constant. */
export const shapeCastConstantFolder: Rewrite = splatConstantOfResultType;

/** ShapeCastBroadcastFolder: a shape_cast of a broadcast whose source is a suffix of the result is a broadcast. */
export const shapeCastBroadcastFolder: Rewrite = (op, rewriter) => {
  const broadcast = definingOp(op.getOperand(0), "vector.broadcast");
  if (broadcast === undefined) return false;
  const sourceType = broadcast.getOperand(0).type;
  const sourceShape = sourceType instanceof VectorType ? sourceType.shape.map(Number) : [];
  const resultType = op.getResult(0).type as VectorType;
  const target = resultType.shape.map(Number);
  const suffix = target.slice(target.length - sourceShape.length);
  if (sourceShape.length <= target.length && sourceShape.every((size, i) => size === suffix[i])) {
    replaceWith(rewriter, op, "vector.broadcast", [broadcast.getOperand(0)], resultType);
    return true;
  }
  if (sourceType instanceof VectorType && numElements(sourceType) === numElements(resultType)) {
    replaceWith(rewriter, op, "vector.shape_cast", [broadcast.getOperand(0)], resultType);
    return true;
  }
  return false;
};

/** Whether `a` and `b` are splats of one value. */
function splatInputsMatch(a: Value, b: Value): Value | undefined {
  const one = definingOp(a, "vector.splat");
  const two = definingOp(b, "vector.splat");
  if (one === undefined || two === undefined || one.getOperand(0) !== two.getOperand(0)) return undefined;
  return one.getOperand(0);
}

/** ShuffleSplat and InsertSplatToSplat: combining two splats of one value is a splat of it. */
export const splatOfSplatPair: Rewrite = (op, rewriter) => {
  const input = splatInputsMatch(op.getOperand(0), op.getOperand(1));
  if (input === undefined) return false;
  replaceWith(rewriter, op, "vector.splat", [input], op.getResult(0).type);
  return true;
};

/** FoldInsertStridedSliceSplat: inserting a splat into a splat of the same value is the destination. */
export const foldInsertStridedSliceSplat: Rewrite = (op, rewriter) => {
  if (splatInputsMatch(op.getOperand(0), op.getOperand(1)) === undefined) return false;
  rewriter.replaceOp(op, [op.getOperand(1)]);
  return true;
};

/** FoldInsertStridedSliceOfExtract: inserting back the slice extracted from the destination is the destination. */
export const foldInsertStridedSliceOfExtract: Rewrite = (op, rewriter) => {
  const extract = definingOp(op.getOperand(0), "vector.extract_strided_slice");
  if (extract === undefined || extract.getOperand(0) !== op.getOperand(1)) return false;
  if (extract.getAttr("strides") !== op.getAttr("strides") || extract.getAttr("offsets") !== op.getAttr("offsets")) return false;
  rewriter.replaceOp(op, [op.getOperand(1)]);
  return true;
};

/** Canonicalize0DShuffleOp: a shuffle of 0-d vectors is a broadcast of the one its mask picks. */
export const canonicalize0DShuffle: Rewrite = (op, rewriter) => {
  const v1Type = op.getOperand(0).type as VectorType;
  if (v1Type.shape.length !== 0) return false;
  const mask = integerArrayOf(op, "mask");
  if (mask.length !== 1) return false;
  const source = mask[0] === 0n ? op.getOperand(0) : op.getOperand(1);
  replaceWith(rewriter, op, "vector.broadcast", [source], op.getResult(0).type);
  return true;
};

/** InsertToBroadcast: inserting a vector with as many elements as the destination is a broadcast. */
export const insertToBroadcast: Rewrite = (op, rewriter) => {
  const sourceType = op.getOperand(0).type;
  const destType = op.getResult(0).type as VectorType;
  if (!(sourceType instanceof VectorType) || numElements(sourceType) !== numElements(destType)) return false;
  replaceWith(rewriter, op, "vector.broadcast", [op.getOperand(0)], destType);
  return true;
};
