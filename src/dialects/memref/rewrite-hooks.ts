// The memref ops' folds and canonicalizations as the typed hooks of generated/memref.ts:
// MLIR 19's folds (src/dialects/folding/memref.ts) and canonicalization patterns
// (src/dialects/canonicalization/memref.ts).
import {
  AllocOp,
  AllocaOp,
  AllocaScopeOp,
  AtomicRMWOp,
  CastOp,
  CollapseShapeOp,
  CopyOp,
  DeallocOp,
  DimOp,
  DmaStartOp,
  DmaWaitOp,
  ExpandShapeOp,
  ExtractStridedMetadataOp,
  LoadOp,
  MemorySpaceCastOp,
  PrefetchOp,
  RankOp,
  ReallocOp,
  ReinterpretCastOp,
  StoreOp,
  SubViewOp,
  TransposeOp,
  ViewOp,
} from "../../../generated/memref.js";
import { memrefFolders } from "../folding/memref.js";
import { multiResultFold, singleResultFold } from "../folding/hooks.js";
import { patternsHook } from "../canonicalization/hooks.js";
import { memrefCanonicalizations } from "../canonicalization/memref.js";

/** The hooks of ODS hasFolder and hasCanonicalizer, by op class. */
export const memrefRewriteHooks = {
  AllocOp: { getCanonicalizationPatterns: patternsHook(memrefCanonicalizations, AllocOp) },
  AllocaOp: { getCanonicalizationPatterns: patternsHook(memrefCanonicalizations, AllocaOp) },
  AllocaScopeOp: { getCanonicalizationPatterns: patternsHook(memrefCanonicalizations, AllocaScopeOp) },
  AtomicRMWOp: { fold: singleResultFold(memrefFolders, AtomicRMWOp) },
  CastOp: { fold: singleResultFold(memrefFolders, CastOp) },
  CollapseShapeOp: { fold: singleResultFold(memrefFolders, CollapseShapeOp), getCanonicalizationPatterns: patternsHook(memrefCanonicalizations, CollapseShapeOp) },
  CopyOp: { fold: multiResultFold(memrefFolders, CopyOp), getCanonicalizationPatterns: patternsHook(memrefCanonicalizations, CopyOp) },
  DeallocOp: { fold: multiResultFold(memrefFolders, DeallocOp) },
  DimOp: { fold: singleResultFold(memrefFolders, DimOp), getCanonicalizationPatterns: patternsHook(memrefCanonicalizations, DimOp) },
  DmaStartOp: { fold: multiResultFold(memrefFolders, DmaStartOp) },
  DmaWaitOp: { fold: multiResultFold(memrefFolders, DmaWaitOp) },
  ExpandShapeOp: { fold: singleResultFold(memrefFolders, ExpandShapeOp), getCanonicalizationPatterns: patternsHook(memrefCanonicalizations, ExpandShapeOp) },
  ExtractStridedMetadataOp: { fold: multiResultFold(memrefFolders, ExtractStridedMetadataOp) },
  LoadOp: { fold: singleResultFold(memrefFolders, LoadOp) },
  MemorySpaceCastOp: { fold: singleResultFold(memrefFolders, MemorySpaceCastOp) },
  PrefetchOp: { fold: multiResultFold(memrefFolders, PrefetchOp) },
  RankOp: { fold: singleResultFold(memrefFolders, RankOp) },
  ReallocOp: { getCanonicalizationPatterns: patternsHook(memrefCanonicalizations, ReallocOp) },
  ReinterpretCastOp: { fold: singleResultFold(memrefFolders, ReinterpretCastOp), getCanonicalizationPatterns: patternsHook(memrefCanonicalizations, ReinterpretCastOp) },
  StoreOp: { fold: multiResultFold(memrefFolders, StoreOp) },
  SubViewOp: { fold: singleResultFold(memrefFolders, SubViewOp), getCanonicalizationPatterns: patternsHook(memrefCanonicalizations, SubViewOp) },
  TransposeOp: { fold: singleResultFold(memrefFolders, TransposeOp) },
  ViewOp: { getCanonicalizationPatterns: patternsHook(memrefCanonicalizations, ViewOp) },
};
