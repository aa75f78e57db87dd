// The affine ops' folds and canonicalizations as the typed hooks of generated/affine.ts:
// MLIR 19's folds (src/dialects/folding/affine.ts) and canonicalization patterns
// (src/dialects/canonicalization/affine.ts).
import {
  AffineApplyOp,
  AffineDmaStartOp,
  AffineDmaWaitOp,
  AffineForOp,
  AffineIfOp,
  AffineLoadOp,
  AffineMaxOp,
  AffineMinOp,
  AffineParallelOp,
  AffinePrefetchOp,
  AffineStoreOp,
  AffineVectorLoadOp,
  AffineVectorStoreOp,
} from "../../../generated/affine.js";
import { affineFolders } from "../folding/affine.js";
import { multiResultFold, singleResultFold } from "../folding/hooks.js";
import { patternsHook } from "../canonicalization/hooks.js";

/** The hooks of ODS hasFolder and hasCanonicalizer, by op class. */
export const affineRewriteHooks = {
  AffineApplyOp: { fold: singleResultFold(affineFolders, AffineApplyOp), getCanonicalizationPatterns: patternsHook(AffineApplyOp) },
  AffineDmaStartOp: { fold: multiResultFold(affineFolders, AffineDmaStartOp) },
  AffineDmaWaitOp: { fold: multiResultFold(affineFolders, AffineDmaWaitOp) },
  AffineForOp: { fold: multiResultFold(affineFolders, AffineForOp), getCanonicalizationPatterns: patternsHook(AffineForOp) },
  AffineIfOp: { fold: multiResultFold(affineFolders, AffineIfOp), getCanonicalizationPatterns: patternsHook(AffineIfOp) },
  AffineLoadOp: { fold: singleResultFold(affineFolders, AffineLoadOp), getCanonicalizationPatterns: patternsHook(AffineLoadOp) },
  AffineMaxOp: { fold: singleResultFold(affineFolders, AffineMaxOp), getCanonicalizationPatterns: patternsHook(AffineMaxOp) },
  AffineMinOp: { fold: singleResultFold(affineFolders, AffineMinOp), getCanonicalizationPatterns: patternsHook(AffineMinOp) },
  AffineParallelOp: { fold: multiResultFold(affineFolders, AffineParallelOp) },
  AffinePrefetchOp: { fold: multiResultFold(affineFolders, AffinePrefetchOp), getCanonicalizationPatterns: patternsHook(AffinePrefetchOp) },
  AffineStoreOp: { fold: multiResultFold(affineFolders, AffineStoreOp), getCanonicalizationPatterns: patternsHook(AffineStoreOp) },
  AffineVectorLoadOp: { getCanonicalizationPatterns: patternsHook(AffineVectorLoadOp) },
  AffineVectorStoreOp: { getCanonicalizationPatterns: patternsHook(AffineVectorStoreOp) },
};
