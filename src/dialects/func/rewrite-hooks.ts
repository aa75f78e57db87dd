// The func ops' folds and canonicalizations as the typed hooks of generated/func.ts: MLIR 19's
// folds (src/dialects/folding) and canonicalization patterns and methods (src/dialects/canonicalization).
import { CallIndirectOp, ConstantOp } from "../../../generated/func.js";
import { funcFolders } from "../folding/func.js";
import { singleResultFold } from "../folding/hooks.js";
import { canonicalizeHook } from "../canonicalization/hooks.js";
import { funcCanonicalizeMethods } from "../canonicalization/func.js";

/** The hooks of ODS hasFolder, hasCanonicalizer and hasCanonicalizeMethod, by op class. */
export const funcRewriteHooks = {
  CallIndirectOp: { canonicalize: canonicalizeHook(funcCanonicalizeMethods, CallIndirectOp) },
  ConstantOp: { fold: singleResultFold(funcFolders, ConstantOp) },
};
