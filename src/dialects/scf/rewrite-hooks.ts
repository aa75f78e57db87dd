// The scf ops' folds and canonicalizations as the typed hooks of generated/scf.ts: MLIR 19's
// folds (src/dialects/folding) and canonicalization patterns and methods (src/dialects/canonicalization).
import { ExecuteRegionOp, ForOp, ForallOp, IfOp, IndexSwitchOp, ParallelOp, WhileOp } from "../../../generated/scf.js";
import { scfFolders } from "../folding/scf.js";
import { multiResultFold } from "../folding/hooks.js";
import { patternsHook } from "../canonicalization/hooks.js";
import { scfCanonicalizations } from "../canonicalization/scf.js";

/** The hooks of ODS hasFolder, hasCanonicalizer and hasCanonicalizeMethod, by op class. */
export const scfRewriteHooks = {
  ExecuteRegionOp: { getCanonicalizationPatterns: patternsHook(scfCanonicalizations, ExecuteRegionOp) },
  ForOp: { getCanonicalizationPatterns: patternsHook(scfCanonicalizations, ForOp) },
  ForallOp: { getCanonicalizationPatterns: patternsHook(scfCanonicalizations, ForallOp) },
  IfOp: { fold: multiResultFold(scfFolders, IfOp), getCanonicalizationPatterns: patternsHook(scfCanonicalizations, IfOp) },
  IndexSwitchOp: { getCanonicalizationPatterns: patternsHook(scfCanonicalizations, IndexSwitchOp) },
  ParallelOp: { getCanonicalizationPatterns: patternsHook(scfCanonicalizations, ParallelOp) },
  WhileOp: { getCanonicalizationPatterns: patternsHook(scfCanonicalizations, WhileOp) },
};
