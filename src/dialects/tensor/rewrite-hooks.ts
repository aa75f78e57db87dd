// The tensor ops' folds and canonicalizations as the typed hooks of generated/tensor.ts:
// MLIR 19's folds (src/dialects/folding) and canonicalization patterns and methods
// (src/dialects/canonicalization).
import { BitcastOp, CastOp, CollapseShapeOp, ConcatOp, DimOp, EmptyOp, ExpandShapeOp, ExtractOp, ExtractSliceOp, FromElementsOp, GenerateOp, InsertSliceOp, PackOp, PadOp, ParallelInsertSliceOp, UnPackOp } from "../../../generated/tensor.js";
import { canonicalizeHook, patternsHook } from "../canonicalization/hooks.js";

/** The hooks of ODS hasFolder, hasCanonicalizer and hasCanonicalizeMethod, by op class. */
export const tensorRewriteHooks = {
  BitcastOp: { getCanonicalizationPatterns: patternsHook(BitcastOp) },
  CastOp: { getCanonicalizationPatterns: patternsHook(CastOp) },
  CollapseShapeOp: { getCanonicalizationPatterns: patternsHook(CollapseShapeOp) },
  ConcatOp: { getCanonicalizationPatterns: patternsHook(ConcatOp) },
  DimOp: { getCanonicalizationPatterns: patternsHook(DimOp) },
  EmptyOp: { getCanonicalizationPatterns: patternsHook(EmptyOp) },
  ExpandShapeOp: { getCanonicalizationPatterns: patternsHook(ExpandShapeOp) },
  ExtractOp: { getCanonicalizationPatterns: patternsHook(ExtractOp) },
  ExtractSliceOp: { getCanonicalizationPatterns: patternsHook(ExtractSliceOp) },
  FromElementsOp: { getCanonicalizationPatterns: patternsHook(FromElementsOp) },
  GenerateOp: { getCanonicalizationPatterns: patternsHook(GenerateOp) },
  InsertSliceOp: { getCanonicalizationPatterns: patternsHook(InsertSliceOp) },
  PackOp: { canonicalize: canonicalizeHook(PackOp) },
  PadOp: { getCanonicalizationPatterns: patternsHook(PadOp) },
  ParallelInsertSliceOp: { getCanonicalizationPatterns: patternsHook(ParallelInsertSliceOp) },
  UnPackOp: { canonicalize: canonicalizeHook(UnPackOp) },
};
