// The tensor ops' folds and canonicalizations as the typed hooks of generated/tensor.ts:
// MLIR 19's folds (src/dialects/folding) and canonicalization patterns and methods
// (src/dialects/canonicalization).
import { BitcastOp, CastOp, CollapseShapeOp, ConcatOp, DimOp, EmptyOp, ExpandShapeOp, ExtractOp, ExtractSliceOp, FromElementsOp, GatherOp, GenerateOp, InsertOp, InsertSliceOp, PackOp, PadOp, ParallelInsertSliceOp, RankOp, ReshapeOp, SplatOp, UnPackOp } from "../../../generated/tensor.js";
import { tensorFolders } from "../folding/tensor.js";
import { singleResultFold } from "../folding/hooks.js";
import { canonicalizeHook, patternsHook } from "../canonicalization/hooks.js";
import { tensorCanonicalizations } from "../canonicalization/tensor.js";
import { canonicalizePack, canonicalizeUnPack } from "../canonicalization/tensor-pack.js";

/** The tensor ops' canonicalize methods (hasCanonicalizeMethod), by full op name. */
const tensorCanonicalizeMethods = new Map([
  [PackOp.operationName, canonicalizePack],
  [UnPackOp.operationName, canonicalizeUnPack],
]);

/** The hooks of ODS hasFolder, hasCanonicalizer and hasCanonicalizeMethod, by op class. */
export const tensorRewriteHooks = {
  BitcastOp: { getCanonicalizationPatterns: patternsHook(tensorCanonicalizations, BitcastOp) },
  CastOp: { getCanonicalizationPatterns: patternsHook(tensorCanonicalizations, CastOp) },
  CollapseShapeOp: { fold: singleResultFold(tensorFolders, CollapseShapeOp), getCanonicalizationPatterns: patternsHook(tensorCanonicalizations, CollapseShapeOp) },
  ConcatOp: { fold: singleResultFold(tensorFolders, ConcatOp), getCanonicalizationPatterns: patternsHook(tensorCanonicalizations, ConcatOp) },
  DimOp: { fold: singleResultFold(tensorFolders, DimOp), getCanonicalizationPatterns: patternsHook(tensorCanonicalizations, DimOp) },
  EmptyOp: { getCanonicalizationPatterns: patternsHook(tensorCanonicalizations, EmptyOp) },
  ExpandShapeOp: { fold: singleResultFold(tensorFolders, ExpandShapeOp), getCanonicalizationPatterns: patternsHook(tensorCanonicalizations, ExpandShapeOp) },
  ExtractOp: { fold: singleResultFold(tensorFolders, ExtractOp), getCanonicalizationPatterns: patternsHook(tensorCanonicalizations, ExtractOp) },
  ExtractSliceOp: { fold: singleResultFold(tensorFolders, ExtractSliceOp), getCanonicalizationPatterns: patternsHook(tensorCanonicalizations, ExtractSliceOp) },
  FromElementsOp: { fold: singleResultFold(tensorFolders, FromElementsOp), getCanonicalizationPatterns: patternsHook(tensorCanonicalizations, FromElementsOp) },
  GenerateOp: { getCanonicalizationPatterns: patternsHook(tensorCanonicalizations, GenerateOp) },
  GatherOp: { fold: singleResultFold(tensorFolders, GatherOp) },
  InsertOp: { fold: singleResultFold(tensorFolders, InsertOp) },
  InsertSliceOp: { fold: singleResultFold(tensorFolders, InsertSliceOp), getCanonicalizationPatterns: patternsHook(tensorCanonicalizations, InsertSliceOp) },
  PackOp: { fold: singleResultFold(tensorFolders, PackOp), canonicalize: canonicalizeHook(tensorCanonicalizeMethods, PackOp) },
  PadOp: { fold: singleResultFold(tensorFolders, PadOp), getCanonicalizationPatterns: patternsHook(tensorCanonicalizations, PadOp) },
  ParallelInsertSliceOp: { getCanonicalizationPatterns: patternsHook(tensorCanonicalizations, ParallelInsertSliceOp) },
  RankOp: { fold: singleResultFold(tensorFolders, RankOp) },
  ReshapeOp: { fold: singleResultFold(tensorFolders, ReshapeOp) },
  SplatOp: { fold: singleResultFold(tensorFolders, SplatOp) },
  UnPackOp: { fold: singleResultFold(tensorFolders, UnPackOp), canonicalize: canonicalizeHook(tensorCanonicalizeMethods, UnPackOp) },
};
