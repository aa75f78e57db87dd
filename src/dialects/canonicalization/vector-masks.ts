// The canonicalization patterns of vector's masked memory ops (VectorOps.cpp in MLIR 19):
// with an all-true mask a masked load or store is a plain vector.load / vector.store
// (MaskedLoadFolder, MaskedStoreFolder, ExpandLoadFolder, CompressStoreFolder), with an
// all-false one a load is its pass-through value and a store is erased (also GatherFolder,
// ScatterFolder, which have no unmasked form); transposes of masks are permuted masks
// (FoldTransposeCreateMask), extracted from a create_mask they are create_masks or all false
// (ExtractOpFromCreateMask), and a shape_cast dropping trailing unit dimensions drops them
// from the mask (ShapeCastCreateMaskFolderTrailingOneDim); from_elements of one value is a
// splat (rewriteFromElementsAsSplat).
import { IndexType, IntegerAttr, VectorType, type Operation, type Value } from "../../ir/index.js";
import type { PatternRewriter } from "../../rewrite/index.js";
import { definingOp } from "../folding/matchers.js";
import { integerArrayOf } from "../vector/attribute-values.js";
import { elementsOfVector, i64ArrayAttr } from "../vector/fold-support.js";
import { maskFormatOf } from "../vector/mask-format.js";
import { constantInt64Of, createOp } from "./support.js";

type Rewrite = (op: Operation, rewriter: PatternRewriter) => boolean;

/** A masked load's folder: the mask is operand `maskFromEnd` counted from the last; pass_thru is last. */
function maskedLoadFolder(maskFromEnd: number, hasUnmaskedForm: boolean): Rewrite {
  return (op, rewriter) => {
    const operands = op.getOperands();
    const format = maskFormatOf(operands[operands.length - maskFromEnd] as Value);
    if (format === "all-false") {
      rewriter.replaceOp(op, [operands[operands.length - 1] as Value]);
      return true;
    }
    if (format !== "all-true" || !hasUnmaskedForm) return false;
    // base and indices come first.
    const baseAndIndices = operands.slice(0, operands.length - maskFromEnd);
    rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "vector.load", op.location, { operands: baseAndIndices, resultTypes: [op.getResult(0).type] }));
    return true;
  };
}

/** A masked store's folder: value to store last, the mask before it. */
function maskedStoreFolder(maskFromEnd: number, hasUnmaskedForm: boolean): Rewrite {
  return (op, rewriter) => {
    const operands = op.getOperands();
    const format = maskFormatOf(operands[operands.length - maskFromEnd] as Value);
    if (format === "all-false") {
      rewriter.eraseOp(op);
      return true;
    }
    if (format !== "all-true" || !hasUnmaskedForm) return false;
    const baseAndIndices = operands.slice(0, operands.length - maskFromEnd);
    rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "vector.store", op.location, { operands: [operands[operands.length - 1] as Value, ...baseAndIndices] }));
    return true;
  };
}

export const maskedLoadFolderPattern = maskedLoadFolder(2, true);
export const maskedStoreFolderPattern = maskedStoreFolder(2, true);
export const gatherFolder = maskedLoadFolder(2, false);
export const scatterFolder = maskedStoreFolder(2, false);

/** FoldTransposeCreateMask: a transposed create_mask or constant_mask is one of the permuted sizes. */
export const foldTransposeCreateMask: Rewrite = (op, rewriter) => {
  const createMask = definingOp(op.getOperand(0), "vector.create_mask");
  const constantMask = definingOp(op.getOperand(0), "vector.constant_mask");
  if (createMask === undefined && constantMask === undefined) return false;
  const permutation = integerArrayOf(op, "permutation").map(Number);
  const type = op.getResult(0).type;
  if (createMask !== undefined) {
    const operands = createMask.getOperands();
    const permuted = permutation.map((p) => operands[p] as Value);
    rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "vector.create_mask", op.location, { operands: permuted, resultTypes: [type] }));
    return true;
  }
  const sizes = integerArrayOf(constantMask as Operation, "mask_dim_sizes");
  const permuted = permutation.map((p) => sizes[p] as bigint);
  rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "vector.constant_mask", op.location, { resultTypes: [type], properties: [["mask_dim_sizes", i64ArrayAttr(op.context, permuted)]] }));
  return true;
};

/** rewriteFromElementsAsSplat. */
export const fromElementsAsSplat: Rewrite = (op, rewriter) => {
  const elements = op.getOperands();
  const first = elements[0];
  if (first === undefined || elements.some((e) => e !== first)) return false;
  rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "vector.splat", op.location, { operands: [first], resultTypes: [op.getResult(0).type] }));
  return true;
};

const DYNAMIC_POSITION = -(2n ** 63n);

/** ExtractOpFromCreateMask: a sub-mask of a create_mask is a create_mask of its inner sizes, or all false. */
export const extractFromCreateMask: Rewrite = (op, rewriter) => {
  const createMask = definingOp(op.getOperand(0), "vector.create_mask");
  const resultType = op.getResult(0).type;
  if (createMask === undefined || !(resultType instanceof VectorType)) return false;
  const operands = createMask.getOperands();
  const position = integerArrayOf(op, "static_position");
  const maskShape = (createMask.getResult(0).type as VectorType).shape;
  let allFalse = maskFormatOf(createMask.getResult(0)) === "all-false";
  let unknown = false;
  for (let dim = 0; !allFalse && dim < position.length; dim++) {
    const operand = operands[dim] as Value;
    if (definingOp(operand, "arith.constant") === undefined) {
      unknown = true;
      continue;
    }
    const bound = constantInt64Of(operand);
    if (bound === undefined) return false;
    const pos = position[dim] as bigint;
    if (pos !== DYNAMIC_POSITION) allFalse ||= pos >= bound;
    else if (bound < BigInt(maskShape[dim] as number)) unknown = true;
  }
  if (allFalse) {
    const value = elementsOfVector(resultType, [IntegerAttr.bool(op.context, false)]);
    if (value === undefined) return false;
    rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "arith.constant", op.location, { resultTypes: [resultType], properties: [["value", value]] }));
    return true;
  }
  if (unknown) return false;
  rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "vector.create_mask", op.location, { operands: operands.slice(position.length), resultTypes: [resultType] }));
  return true;
};

/** ShapeCastCreateMaskFolderTrailingOneDim: a shape_cast dropping trailing unit dimensions of a mask of size 1 there. */
export const shapeCastCreateMaskFolderTrailingOneDim: Rewrite = (op, rewriter) => {
  const createMask = definingOp(op.getOperand(0), "vector.create_mask");
  const constantMask = definingOp(op.getOperand(0), "vector.constant_mask");
  if (createMask === undefined && constantMask === undefined) return false;
  const sourceShape = (op.getOperand(0).type as VectorType).shape.map(Number);
  const resultType = op.getResult(0).type as VectorType;
  const resultShape = resultType.shape.map(Number);
  const drop = sourceShape.length - resultShape.length;
  if (drop <= 0 || resultShape.some((s, i) => s !== sourceShape[i]) || sourceShape.slice(resultShape.length).some((s) => s !== 1)) return false;
  if (createMask !== undefined) {
    const operands = createMask.getOperands();
    const dropped = operands.slice(operands.length - drop);
    if (dropped.some((operand) => !(operand.type instanceof IndexType) || definingOp(operand, "arith.constant") === undefined || constantInt64Of(operand) !== 1n)) return false;
    rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "vector.create_mask", op.location, { operands: operands.slice(0, operands.length - drop), resultTypes: [resultType] }));
    return true;
  }
  const sizes = integerArrayOf(constantMask as Operation, "mask_dim_sizes");
  if (sizes.slice(sizes.length - drop).some((s) => s !== 1n)) return false;
  rewriter.replaceOpWithNewOp(op, () =>
    createOp(rewriter, "vector.constant_mask", op.location, { resultTypes: [resultType], properties: [["mask_dim_sizes", i64ArrayAttr(op.context, sizes.slice(0, sizes.length - drop))]] }),
  );
  return true;
};
