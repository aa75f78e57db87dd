// The canonicalization patterns of vector ops (VectorOps.cpp in MLIR 19), by op, in the
// order each op's getCanonicalizationPatterns adds them: the patterns of vector-shapes.ts,
// vector-extract.ts, vector-masks.ts, vector-constants.ts, vector-reductions.ts and
// vector-transfers.ts.
import type { MLIRContext, Operation } from "../../ir/index.js";
import { FunctionRewritePattern, type PatternRewriter } from "../../rewrite/index.js";
import type { CanonicalizationPopulator } from "./populator.js";
import { patternOptions } from "./support.js";
import {
  broadcastFolder,
  canonicalize0DShuffle,
  createMaskFolder,
  foldInsertStridedSliceOfExtract,
  foldInsertStridedSliceSplat,
  foldTransposedScalarBroadcast,
  insertToBroadcast,
  shapeCastBroadcastFolder,
  shapeCastConstantFolder,
  splatOfSplat,
  splatOfSplatPair,
  stridedSliceBroadcast,
  stridedSliceConstantMaskFolder,
  stridedSliceSplatConstantFolder,
  transposeFolder,
} from "./vector-shapes.js";
import { extractFromBroadcast, extractFromShapeCastToShapeCast, extractNonSplatConstant, extractSplatConstant } from "./vector-extract.js";
import {
  extractFromCreateMask,
  foldTransposeCreateMask,
  fromElementsAsSplat,
  gatherFolder,
  maskedLoadFolderPattern,
  maskedStoreFolderPattern,
  scatterFolder,
  shapeCastCreateMaskFolderTrailingOneDim,
} from "./vector-masks.js";
import { insertConstantFolder, insertStridedSliceConstantFolder, shuffleInterleave, stridedSliceNonSplatConstantFolder } from "./vector-constants.js";
import { elideSingleElementReduction, elideUnitDimsInMultiDimReduction } from "./vector-reductions.js";
import { canonicalizeContractAdd, foldWaw, swapExtractSliceOfTransferWrite, transferReadAfterWriteToBroadcast } from "./vector-transfers.js";

type Rewrite = (op: Operation, rewriter: PatternRewriter) => boolean;

/** An op's patterns: [class name, rewrite] in MLIR's order. */
function populator(root: string, entries: readonly (readonly [string, Rewrite])[]): [string, CanonicalizationPopulator] {
  return [root, (patterns, context: MLIRContext) => void patterns.add(...entries.map(([name, rewrite]) => new FunctionRewritePattern(root, context, rewrite, patternOptions(name))))];
}

/** ContractionOp's patterns are rooted on the additions that consume a contraction. */
const contractPatterns: CanonicalizationPopulator = (patterns, context) =>
  void patterns.add(
    new FunctionRewritePattern("arith.addi", context, canonicalizeContractAdd, patternOptions("CanonicalizeContractAdd<mlir::arith::AddIOp>")),
    new FunctionRewritePattern("arith.addf", context, canonicalizeContractAdd, patternOptions("CanonicalizeContractAdd<mlir::arith::AddFOp>")),
  );

export const vectorCanonicalizations: ReadonlyMap<string, CanonicalizationPopulator> = new Map<string, CanonicalizationPopulator>([
  populator("vector.broadcast", [["BroadcastFolder", broadcastFolder]]),
  ["vector.contract", contractPatterns],
  populator("vector.compressstore", [["CompressStoreFolder", maskedStoreFolderPattern]]),
  populator("vector.create_mask", [["CreateMaskFolder", createMaskFolder]]),
  populator("vector.expandload", [["ExpandLoadFolder", maskedLoadFolderPattern]]),
  populator("vector.extract", [
    ["ExtractOpSplatConstantFolder", extractSplatConstant],
    ["ExtractOpNonSplatConstantFolder", extractNonSplatConstant],
    ["ExtractOpFromBroadcast", extractFromBroadcast],
    ["ExtractOpFromCreateMask", extractFromCreateMask],
    ["foldExtractFromShapeCastToShapeCast", extractFromShapeCastToShapeCast],
  ]),
  populator("vector.extract_strided_slice", [
    ["StridedSliceConstantMaskFolder", stridedSliceConstantMaskFolder],
    ["StridedSliceSplatConstantFolder", stridedSliceSplatConstantFolder],
    ["StridedSliceNonSplatConstantFolder", stridedSliceNonSplatConstantFolder],
    ["StridedSliceBroadcast", stridedSliceBroadcast],
    ["StridedSliceSplat", splatOfSplat],
  ]),
  populator("vector.from_elements", [["rewriteFromElementsAsSplat", fromElementsAsSplat]]),
  populator("vector.gather", [["GatherFolder", gatherFolder]]),
  populator("vector.insert", [
    ["InsertToBroadcast", insertToBroadcast],
    ["BroadcastFolder", broadcastFolder],
    ["InsertSplatToSplat", splatOfSplatPair],
    ["InsertOpConstantFolder", insertConstantFolder],
  ]),
  populator("vector.insert_strided_slice", [
    ["FoldInsertStridedSliceSplat", foldInsertStridedSliceSplat],
    ["FoldInsertStridedSliceOfExtract", foldInsertStridedSliceOfExtract],
    ["InsertStridedSliceConstantFolder", insertStridedSliceConstantFolder],
  ]),
  populator("vector.maskedload", [["MaskedLoadFolder", maskedLoadFolderPattern]]),
  populator("vector.maskedstore", [["MaskedStoreFolder", maskedStoreFolderPattern]]),
  populator("vector.multi_reduction", [["ElideUnitDimsInMultiDimReduction", elideUnitDimsInMultiDimReduction]]),
  populator("vector.reduction", [["ElideSingleElementReduction", elideSingleElementReduction]]),
  populator("vector.scatter", [["ScatterFolder", scatterFolder]]),
  populator("vector.shape_cast", [
    ["ShapeCastConstantFolder", shapeCastConstantFolder],
    ["ShapeCastBroadcastFolder", shapeCastBroadcastFolder],
    ["ShapeCastCreateMaskFolderTrailingOneDim", shapeCastCreateMaskFolderTrailingOneDim],
  ]),
  populator("vector.shuffle", [
    ["ShuffleSplat", splatOfSplatPair],
    ["ShuffleInterleave", shuffleInterleave],
    ["Canonicalize0DShuffleOp", canonicalize0DShuffle],
  ]),
  populator("vector.transfer_read", [["TransferReadAfterWriteToBroadcast", transferReadAfterWriteToBroadcast]]),
  [
    "vector.transfer_write",
    (patterns, context) =>
      void patterns.add(
        new FunctionRewritePattern("vector.transfer_write", context, foldWaw, patternOptions("FoldWaw")),
        new FunctionRewritePattern("tensor.insert_slice", context, swapExtractSliceOfTransferWrite, patternOptions("SwapExtractSliceOfTransferWrite")),
      ),
  ],
  populator("vector.transpose", [
    ["FoldTransposeCreateMask", foldTransposeCreateMask],
    ["FoldTransposedScalarBroadcast", foldTransposedScalarBroadcast],
    ["TransposeFolder", transposeFolder],
    ["FoldTransposeSplat", splatOfSplat],
  ]),
]);
