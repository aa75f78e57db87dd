// The canonicalization patterns of tensor ops (TensorOps.cpp in MLIR 19), by op: those
// written here (chains of casts and bitcasts, extract and dim looking through a cast, dim of
// a reshape read from its shape operand, dim of tensor.empty given by its size operand,
// constant sizes of tensor.empty and tensor.generate made static, casts of tensor.empty
// folded into it, dim of a destination-style op's result read from its init) and those of
// the slice, pad, reshape and single-element files beside it.
import { RankedTensorType, TensorType, type Int64, type MLIRContext, type Operation, type Type, type Value } from "../../ir/index.js";
import { FunctionRewritePattern, type PatternRewriter } from "../../rewrite/index.js";
import { definingOp } from "../folding/matchers.js";
import { constantIndexOf, isDynamicSize } from "../tensor/shapes.js";
import type { CanonicalizationPopulator } from "./populator.js";
import { createOp, patternOptions } from "./support.js";
import { preservesStaticInformation } from "./scf-tensor.js";
import { tiedDpsInit } from "./tensor-dialect.js";
import { extractElementFromIndexCast, extractFromTensorGenerate, singleInputConcat } from "./tensor-elementwise.js";
import {
  composeCollapseOfCollapse,
  composeCollapseOfExpand,
  composeExpandOfCollapse,
  composeExpandOfExpand,
  foldCollapseOfCast,
  foldDimOfCollapseShape,
  foldDimOfExpandShape,
  foldReshapeWithConstant,
  foldReshapeWithFromElements,
  foldReshapeWithSplat,
} from "./tensor-reshape.js";
import { foldOrthogonalPaddings, foldSourceTensorCast, foldStaticPadding, foldStaticZeroPadding, foldTargetTensorCast } from "./tensor-pad.js";
import {
  extractSliceCastFolder,
  extractSliceConstantArguments,
  insertSliceCastFolder,
  insertSliceConstantArguments,
  insertSliceSourceCastInserter,
  tensorCastExtractSlice,
} from "./tensor-slices.js";

type Rewrite = (op: Operation, rewriter: PatternRewriter) => boolean;

function pattern(root: string, name: string, context: MLIRContext, rewrite: Rewrite): FunctionRewritePattern {
  return new FunctionRewritePattern(root, context, rewrite, patternOptions(name));
}

/** joinShapes: the most static type both shapes allow, none when they conflict. */
function joinShapes(one: TensorType, two: TensorType): TensorType | undefined {
  if (!one.hasRank()) return two;
  if (!two.hasRank()) return one;
  if (one.getRank() !== two.getRank()) return undefined;
  const join: Int64[] = [];
  for (let i = 0; i < one.getRank(); i++) {
    const a = one.shape[i] as Int64;
    const b = two.shape[i] as Int64;
    if (isDynamicSize(a)) join.push(b);
    else if (isDynamicSize(b)) join.push(a);
    else if (BigInt(a) !== BigInt(b)) return undefined;
    else join.push(a);
  }
  return RankedTensorType.get(join, one.elementType);
}

/** ChainedTensorCast: cast(cast(x)) is one cast when the intermediate type adds no runtime check. */
const chainedTensorCast: Rewrite = (op, rewriter) => {
  const producer = definingOp(op.getOperand(0), "tensor.cast");
  if (producer === undefined) return false;
  const source = producer.getOperand(0).type as TensorType;
  const intermediate = producer.getResult(0).type as TensorType;
  const result = op.getResult(0).type as TensorType;
  const first = joinShapes(source, intermediate);
  const firstJoin = first === undefined ? undefined : joinShapes(first, result);
  if (firstJoin === undefined || firstJoin !== joinShapes(source, result)) return false;
  rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "tensor.cast", op.location, { operands: [producer.getOperand(0)], resultTypes: [result] }));
  return true;
};

/** ChainedTensorBitcast: bitcast(bitcast(x)) is one bitcast. */
const chainedTensorBitcast: Rewrite = (op, rewriter) => {
  const producer = definingOp(op.getOperand(0), "tensor.bitcast");
  if (producer === undefined) return false;
  rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "tensor.bitcast", op.location, { operands: [producer.getOperand(0)], resultTypes: [op.getResult(0).type] }));
  return true;
};

/** ExtractFromTensorCast: extract reads the cast's ranked source. */
const extractFromTensorCast: Rewrite = (op, rewriter) => {
  const cast = definingOp(op.getOperand(0), "tensor.cast");
  if (cast === undefined || !(cast.getOperand(0).type instanceof RankedTensorType)) return false;
  const operands = [cast.getOperand(0), ...op.getOperands().slice(1)];
  rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "tensor.extract", op.location, { operands, resultTypes: [op.getResult(0).type] }));
  return true;
};

/** DimOfCastOp: dim reads the cast's source. */
const dimOfCast: Rewrite = (op, rewriter) => {
  const cast = definingOp(op.getOperand(0), "tensor.cast");
  if (cast === undefined) return false;
  rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "tensor.dim", op.location, { operands: [cast.getOperand(0), op.getOperand(1)], resultTypes: [op.getResult(0).type] }));
  return true;
};

/** DimOfDestStyleOp: dim of a destination-style op's result is dim of its init. */
const dimOfDestStyle: Rewrite = (op, rewriter) => {
  const init = tiedDpsInit(op.getOperand(0));
  if (init === undefined) return false;
  rewriter.modifyOpInPlace(op, () => op.setOperand(0, init));
  return true;
};

/** DimOfReshapeOp: the size is the element of the reshape's shape operand (index-cast when it is not index). */
const dimOfReshape: Rewrite = (op, rewriter) => {
  const reshape = definingOp(op.getOperand(0), "tensor.reshape");
  if (reshape === undefined) return false;
  const shape = reshape.getOperand(1);
  const saved = rewriter.insertionPoint;
  rewriter.setInsertionPointAfter(op);
  const elementType: Type = (shape.type as RankedTensorType).elementType;
  let extract: Value = createOp(rewriter, "tensor.extract", op.location, { operands: [shape, op.getOperand(1)], resultTypes: [elementType] }).getResult(0);
  if (extract.type !== op.getResult(0).type)
    extract = createOp(rewriter, "arith.index_cast", op.location, { operands: [extract], resultTypes: [op.getResult(0).type] }).getResult(0);
  rewriter.restoreInsertionPoint(saved);
  rewriter.replaceOp(op, [extract]);
  return true;
};

/** FoldEmptyTensorWithDimOp: dim of a dynamic size of tensor.empty is the size operand. */
const dimOfEmpty: Rewrite = (op, rewriter) => {
  const empty = definingOp(op.getOperand(0), "tensor.empty");
  const index = constantIndexOf(op.getOperand(1));
  if (empty === undefined || index === undefined) return false;
  const type = empty.getResult(0).type as RankedTensorType;
  const position = Number(index);
  if (position < 0 || position >= type.getRank() || !isDynamicSize(type.shape[position] as Int64)) return false;
  const dynamicBefore = type.shape.slice(0, position).filter(isDynamicSize).length;
  rewriter.replaceOp(op, [empty.getOperand(dynamicBefore)]);
  return true;
};

/** foldDynamicToStaticDimSizes: sizes given by non-negative constants become static. */
function foldDynamicToStaticDimSizes(type: RankedTensorType, dynamicSizes: readonly Value[]): { type: RankedTensorType; dynamicSizes: Value[] } {
  const shape: Int64[] = type.shape.slice();
  const kept: Value[] = [];
  let next = 0;
  for (let i = 0; i < shape.length; i++) {
    if (!isDynamicSize(shape[i] as Int64)) continue;
    const size = dynamicSizes[next++] as Value;
    const constant = constantIndexOf(size);
    if (constant === undefined || constant < 0n) kept.push(size);
    else shape[i] = Number(constant);
  }
  return { type: RankedTensorType.get(shape, type.elementType, type.encoding), dynamicSizes: kept };
}

/** ReplaceEmptyTensorStaticShapeDims: constant sizes of tensor.empty become static, cast back to the old type. */
const emptyStaticShapeDims: Rewrite = (op, rewriter) => {
  const type = op.getResult(0).type as RankedTensorType;
  const folded = foldDynamicToStaticDimSizes(type, op.getOperands());
  if (folded.type === type) return false;
  const empty = createOp(rewriter, "tensor.empty", op.location, { operands: folded.dynamicSizes, resultTypes: [folded.type] });
  rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "tensor.cast", op.location, { operands: [empty.getResult(0)], resultTypes: [type] }));
  return true;
};

/** StaticTensorGenerate: constant extents of tensor.generate become static, cast back to the old type. */
const staticTensorGenerate: Rewrite = (op, rewriter) => {
  const type = op.getResult(0).type as RankedTensorType;
  if (type.hasStaticShape()) return false;
  const folded = foldDynamicToStaticDimSizes(type, op.getOperands());
  if (folded.type === type) return false;
  const generate = createOp(rewriter, "tensor.generate", op.location, { operands: folded.dynamicSizes, resultTypes: [folded.type], regions: 1 });
  rewriter.inlineRegionBefore(op.getRegion(0), generate.getRegion(0), null);
  rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "tensor.cast", op.location, { operands: [generate.getResult(0)], resultTypes: [type] }));
  return true;
};

/** FoldEmptyTensorWithCastOp: a cast adding static sizes to tensor.empty is a tensor.empty of those sizes. */
const emptyWithCast: Rewrite = (op, rewriter) => {
  const source = op.getOperand(0);
  const resultType = op.getResult(0).type;
  if (!preservesStaticInformation(source.type, resultType)) return false;
  const empty = definingOp(source, "tensor.empty");
  if (empty === undefined) return false;
  const emptyType = empty.getResult(0).type as RankedTensorType;
  const result = resultType as RankedTensorType;
  const shape: Int64[] = [];
  const dynamicSizes: Value[] = [];
  let next = 0;
  for (let i = 0; i < emptyType.getRank(); i++) {
    const current = emptyType.shape[i] as Int64;
    const wanted = result.shape[i] as Int64;
    if (!isDynamicSize(current)) {
      if (isDynamicSize(wanted) || BigInt(wanted) !== BigInt(current)) return false;
      shape.push(current);
      continue;
    }
    const size = empty.getOperand(next++);
    // EmptyOp::build from mixed sizes: an attribute is a static size, a value a dynamic one.
    if (!isDynamicSize(wanted)) shape.push(wanted);
    else {
      shape.push(wanted);
      dynamicSizes.push(size);
    }
  }
  const type = RankedTensorType.get(shape, result.elementType);
  rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "tensor.empty", op.location, { operands: dynamicSizes, resultTypes: [type] }));
  return true;
};

export const tensorCanonicalizations: ReadonlyMap<string, CanonicalizationPopulator> = new Map<string, CanonicalizationPopulator>([
  ["tensor.bitcast", (patterns, context) => void patterns.add(pattern("tensor.bitcast", "ChainedTensorBitcast", context, chainedTensorBitcast))],
  [
    "tensor.cast",
    (patterns, context) =>
      void patterns.add(pattern("tensor.cast", "ChainedTensorCast", context, chainedTensorCast), pattern("tensor.cast", "TensorCastExtractSlice", context, tensorCastExtractSlice)),
  ],
  [
    "tensor.extract_slice",
    (patterns, context) =>
      void patterns.add(
        pattern("tensor.extract_slice", "OpWithOffsetSizesAndStridesConstantArgumentFolder", context, extractSliceConstantArguments),
        pattern("tensor.extract_slice", "ExtractSliceOpCastFolder", context, extractSliceCastFolder),
      ),
  ],
  ...(["tensor.insert_slice", "tensor.parallel_insert_slice"] as const).map(
    (name): [string, CanonicalizationPopulator] => [
      name,
      (patterns, context) =>
        void patterns.add(
          pattern(name, "InsertSliceOpConstantArgumentFolder", context, insertSliceConstantArguments),
          pattern(name, "InsertSliceOpCastFolder", context, insertSliceCastFolder),
          pattern(name, "InsertSliceOpSourceCastInserter", context, insertSliceSourceCastInserter),
        ),
    ],
  ),
  [
    "tensor.dim",
    (patterns, context) =>
      void patterns.add(
        pattern("tensor.dim", "DimOfCastOp", context, dimOfCast),
        pattern("tensor.dim", "DimOfDestStyleOp", context, dimOfDestStyle),
        pattern("tensor.dim", "DimOfReshapeOp", context, dimOfReshape),
      ),
  ],
  [
    "tensor.empty",
    (patterns, context) =>
      void patterns.add(
        pattern("tensor.cast", "FoldEmptyTensorWithCastOp", context, emptyWithCast),
        pattern("tensor.dim", "FoldEmptyTensorWithDimOp", context, dimOfEmpty),
        pattern("tensor.empty", "ReplaceEmptyTensorStaticShapeDims", context, emptyStaticShapeDims),
      ),
  ],
  [
    "tensor.expand_shape",
    (patterns, context) =>
      void patterns.add(
        pattern("tensor.expand_shape", "ComposeReassociativeReshapeOps", context, composeExpandOfExpand),
        pattern("tensor.expand_shape", "ComposeExpandOfCollapseOp", context, composeExpandOfCollapse),
        pattern("tensor.expand_shape", "FoldReshapeWithConstant", context, foldReshapeWithConstant),
        pattern("tensor.expand_shape", "FoldReshapeWithSplat", context, foldReshapeWithSplat),
        pattern("tensor.expand_shape", "FoldReshapeWithFromElements", context, foldReshapeWithFromElements),
        pattern("tensor.dim", "FoldDimOfExpandShape", context, foldDimOfExpandShape),
        pattern("tensor.dim", "FoldDimOfCollapseShape", context, foldDimOfCollapseShape),
      ),
  ],
  [
    "tensor.collapse_shape",
    (patterns, context) =>
      void patterns.add(
        pattern("tensor.collapse_shape", "ComposeReassociativeReshapeOps", context, composeCollapseOfCollapse),
        pattern("tensor.collapse_shape", "ComposeCollapseOfExpandOp", context, composeCollapseOfExpand),
        pattern("tensor.collapse_shape", "FoldReshapeWithConstant", context, foldReshapeWithConstant),
        pattern("tensor.collapse_shape", "FoldReshapeWithSplat", context, foldReshapeWithSplat),
        pattern("tensor.collapse_shape", "FoldReshapeWithFromElements", context, foldReshapeWithFromElements),
        pattern("tensor.collapse_shape", "FoldCollapseOfCastOp", context, foldCollapseOfCast),
      ),
  ],
  [
    "tensor.pad",
    (patterns, context) =>
      void patterns.add(
        pattern("tensor.pad", "FoldStaticZeroPadding", context, foldStaticZeroPadding),
        pattern("tensor.pad", "FoldSourceTensorCast", context, foldSourceTensorCast),
        pattern("tensor.pad", "FoldTargetTensorCast", context, foldTargetTensorCast),
        pattern("tensor.pad", "FoldOrthogonalPaddings", context, foldOrthogonalPaddings),
        pattern("tensor.pad", "FoldStaticPadding", context, foldStaticPadding),
      ),
  ],
  [
    "tensor.generate",
    (patterns, context) =>
      void patterns.add(pattern("tensor.extract", "ExtractFromTensorGenerate", context, extractFromTensorGenerate), pattern("tensor.generate", "StaticTensorGenerate", context, staticTensorGenerate)),
  ],
  ["tensor.from_elements", (patterns, context) => void patterns.add(pattern("tensor.extract", "ExtractElementFromIndexCast", context, extractElementFromIndexCast))],
  ["tensor.concat", (patterns, context) => void patterns.add(pattern("tensor.concat", "SingleInputConcatOp", context, singleInputConcat))],
  ["tensor.extract", (patterns, context) => void patterns.add(pattern("tensor.extract", "ExtractFromTensorCast", context, extractFromTensorCast))],
]);

