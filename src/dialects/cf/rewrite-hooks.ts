// The cf ops' folds and canonicalizations as the typed hooks of generated/cf.ts: MLIR 19's
// folds (src/dialects/folding) and canonicalization patterns and methods (src/dialects/canonicalization).
import { AssertOp, BranchOp, CondBranchOp, SwitchOp } from "../../../generated/cf.js";
import { canonicalizeHook, patternsHook } from "../canonicalization/hooks.js";
import { cfCanonicalizations, cfCanonicalizeMethods } from "../canonicalization/cf.js";

/** The hooks of ODS hasFolder, hasCanonicalizer and hasCanonicalizeMethod, by op class. */
export const cfRewriteHooks = {
  AssertOp: { canonicalize: canonicalizeHook(cfCanonicalizeMethods, AssertOp) },
  BranchOp: { canonicalize: canonicalizeHook(cfCanonicalizeMethods, BranchOp) },
  CondBranchOp: { getCanonicalizationPatterns: patternsHook(cfCanonicalizations, CondBranchOp) },
  SwitchOp: { getCanonicalizationPatterns: patternsHook(cfCanonicalizations, SwitchOp) },
};
