// The tensor ops' folds and canonicalizations as the typed hooks of generated/tensor.ts:
// MLIR 19's folds (src/dialects/folding) and canonicalization patterns and methods
// (src/dialects/canonicalization).
import { BitcastOp, CastOp, CollapseShapeOp, ConcatOp, DimOp, EmptyOp, ExpandShapeOp, ExtractOp, ExtractSliceOp, FromElementsOp, GatherOp, GenerateOp, InsertOp, InsertSliceOp, PackOp, PadOp, ParallelInsertSliceOp, RankOp, ReshapeOp, SplatOp, UnPackOp } from "../../../generated/tensor.js";
import { tensorFolders } from "../folding/tensor.js";
import { singleResultFold } from "../folding/hooks.js";
import { canonicalizeHook, patternsHook } from "../canonicalization/hooks.js";

/** The hooks of ODS hasFolder, hasCanonicalizer and hasCanonicalizeMethod, by op class. */
export const tensorRewriteHooks = {
  BitcastOp: { getCanonicalizationPatterns: patternsHook(BitcastOp) },
  CastOp: { getCanonicalizationPatterns: patternsHook(CastOp) },
  CollapseShapeOp: { fold: singleResultFold(tensorFolders, CollapseShapeOp), getCanonicalizationPatterns: patternsHook(CollapseShapeOp) },
  ConcatOp: { fold: singleResultFold(tensorFolders, ConcatOp), getCanonicalizationPatterns: patternsHook(ConcatOp) },
  DimOp: { fold: singleResultFold(tensorFolders, DimOp), getCanonicalizationPatterns: patternsHook(DimOp) },
  EmptyOp: { getCanonicalizationPatterns: patternsHook(EmptyOp) },
  ExpandShapeOp: { fold: singleResultFold(tensorFolders, ExpandShapeOp), getCanonicalizationPatterns: patternsHook(ExpandShapeOp) },
  ExtractOp: { fold: singleResultFold(tensorFolders, ExtractOp), getCanonicalizationPatterns: patternsHook(ExtractOp) },
  ExtractSliceOp: { fold: singleResultFold(tensorFolders, ExtractSliceOp), getCanonicalizationPatterns: patternsHook(ExtractSliceOp) },
  FromElementsOp: { fold: singleResultFold(tensorFolders, FromElementsOp), getCanonicalizationPatterns: patternsHook(FromElementsOp) },
  GenerateOp: { getCanonicalizationPatterns: patternsHook(GenerateOp) },
  GatherOp: { fold: singleResultFold(tensorFolders, GatherOp) },
  InsertOp: { fold: singleResultFold(tensorFolders, InsertOp) },
  InsertSliceOp: { fold: singleResultFold(tensorFolders, InsertSliceOp), getCanonicalizationPatterns: patternsHook(InsertSliceOp) },
  PackOp: { fold: singleResultFold(tensorFolders, PackOp), canonicalize: canonicalizeHook(PackOp) },
  PadOp: { fold: singleResultFold(tensorFolders, PadOp), getCanonicalizationPatterns: patternsHook(PadOp) },
  ParallelInsertSliceOp: { getCanonicalizationPatterns: patternsHook(ParallelInsertSliceOp) },
  RankOp: { fold: singleResultFold(tensorFolders, RankOp) },
  ReshapeOp: { fold: singleResultFold(tensorFolders, ReshapeOp) },
  SplatOp: { fold: singleResultFold(tensorFolders, SplatOp) },
  UnPackOp: { fold: singleResultFold(tensorFolders, UnPackOp), canonicalize: canonicalizeHook(UnPackOp) },
};
