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
import { affineCanonicalizations } from "../canonicalization/affine.js";

/** The hooks of ODS hasFolder and hasCanonicalizer, by op class. */
export const affineRewriteHooks = {
  AffineApplyOp: { fold: singleResultFold(affineFolders, AffineApplyOp), getCanonicalizationPatterns: patternsHook(affineCanonicalizations, AffineApplyOp) },
  AffineDmaStartOp: { fold: multiResultFold(affineFolders, AffineDmaStartOp) },
  AffineDmaWaitOp: { fold: multiResultFold(affineFolders, AffineDmaWaitOp) },
  AffineForOp: { fold: multiResultFold(affineFolders, AffineForOp), getCanonicalizationPatterns: patternsHook(affineCanonicalizations, AffineForOp) },
  AffineIfOp: { fold: multiResultFold(affineFolders, AffineIfOp), getCanonicalizationPatterns: patternsHook(affineCanonicalizations, AffineIfOp) },
  AffineLoadOp: { fold: singleResultFold(affineFolders, AffineLoadOp), getCanonicalizationPatterns: patternsHook(affineCanonicalizations, AffineLoadOp) },
  AffineMaxOp: { fold: singleResultFold(affineFolders, AffineMaxOp), getCanonicalizationPatterns: patternsHook(affineCanonicalizations, AffineMaxOp) },
  AffineMinOp: { fold: singleResultFold(affineFolders, AffineMinOp), getCanonicalizationPatterns: patternsHook(affineCanonicalizations, AffineMinOp) },
  AffineParallelOp: { fold: multiResultFold(affineFolders, AffineParallelOp) },
  AffinePrefetchOp: { fold: multiResultFold(affineFolders, AffinePrefetchOp), getCanonicalizationPatterns: patternsHook(affineCanonicalizations, AffinePrefetchOp) },
  AffineStoreOp: { fold: multiResultFold(affineFolders, AffineStoreOp), getCanonicalizationPatterns: patternsHook(affineCanonicalizations, AffineStoreOp) },
  AffineVectorLoadOp: { getCanonicalizationPatterns: patternsHook(affineCanonicalizations, AffineVectorLoadOp) },
  AffineVectorStoreOp: { getCanonicalizationPatterns: patternsHook(affineCanonicalizations, AffineVectorStoreOp) },
};
