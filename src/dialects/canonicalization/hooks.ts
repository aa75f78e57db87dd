// The canonicalizations of src/dialects/canonicalization as the typed hooks generated
// dialect modules declare: `getCanonicalizationPatterns` (ODS hasCanonicalizer) adds the
// op's patterns from `canonicalizationPatterns`, `canonicalize` (hasCanonicalizeMethod)
// runs the op's method from `canonicalizeMethods`. An op whose canonicalization is not
// written yet adds no pattern; canonicalizationCoverage() lists them (reported by
// test/rewrite/canonicalization-coverage.test.ts).
import type { MLIRContext } from "../../ir/index.js";
import type { PatternRewriter, RewritePatternSet } from "../../rewrite/index.js";
import type { OpClassLike, OpViewLike } from "../folding/hooks.js";
import { canonicalizationPatterns, canonicalizeMethods } from "./index.js";


/** The `getCanonicalizationPatterns` hook of op `cls`. */
export function patternsHook(cls: OpClassLike): (patterns: RewritePatternSet, context: MLIRContext) => void {
  const populate = canonicalizationPatterns.get(cls.operationName);
  return (patterns, context) => populate?.(patterns, context);
}

/** The `canonicalize` hook of op `cls`. */
export function canonicalizeHook(cls: OpClassLike): (op: OpViewLike, rewriter: PatternRewriter) => boolean {
  const method = canonicalizeMethods.get(cls.operationName);
  return (op, rewriter) => method?.(op.getOperation(), rewriter) ?? false;
}
