// The canonicalizations of src/dialects/canonicalization as the typed hooks generated
// dialect modules declare: `getCanonicalizationPatterns` (ODS hasCanonicalizer) adds the
// op's patterns from its dialect's table, `canonicalize` (hasCanonicalizeMethod) runs the
// op's method from its dialect's table. Each dialect hands over its own tables (not the
// combined ones of ./index.ts), so loading a dialect loads only its own canonicalizations:
// tsmlir-opt's warm start keeps the others in their lazy chunks. An op whose
// canonicalization is not written yet adds no pattern; canonicalizationCoverage() lists
// them (reported by test/rewrite/canonicalization-coverage.test.ts).
import type { MLIRContext } from "../../ir/index.js";
import type { PatternRewriter, RewritePatternSet } from "../../rewrite/index.js";
import type { OpClassLike, OpViewLike } from "../folding/hooks.js";
import type { CanonicalizationPopulator } from "./populator.js";
import type { CanonicalizeMethod } from "./index.js";

/** The `getCanonicalizationPatterns` hook of op `cls`, from its dialect's patterns by full op name. */
export function patternsHook(patterns: ReadonlyMap<string, CanonicalizationPopulator>, cls: OpClassLike): (patterns: RewritePatternSet, context: MLIRContext) => void {
  const populate = patterns.get(cls.operationName);
  return (set, context) => populate?.(set, context);
}

/** The `canonicalize` hook of op `cls`, from its dialect's methods by full op name. */
export function canonicalizeHook(methods: ReadonlyMap<string, CanonicalizeMethod>, cls: OpClassLike): (op: OpViewLike, rewriter: PatternRewriter) => boolean {
  const method = methods.get(cls.operationName);
  return (op, rewriter) => method?.(op.getOperation(), rewriter) ?? false;
}
