// The registration hooks the rewrite layer owns, added to the IR core's registration types
// by declaration merging (as the text layer adds `assembly`): an op's canonicalization
// patterns (ODS hasCanonicalizer) or canonicalize method (hasCanonicalizeMethod), and a
// dialect's own canonicalization patterns. The fold hook itself is the core's `fold`.
import type { MLIRContext } from "../ir/context.js";
import type { Operation } from "../ir/operation.js";
import type { RewritePatternSet } from "./pattern-set.js";
import type { PatternRewriter } from "./rewriter.js";

declare module "../ir/dialect.js" {
  interface RegisteredOperationInfo {
    /** Adds the op's canonicalization patterns (MLIR's getCanonicalizationPatterns, ODS `hasCanonicalizer`). */
    getCanonicalizationPatterns?(patterns: RewritePatternSet, context: MLIRContext): void;
    /**
     * The op's canonicalize method (ODS `hasCanonicalizeMethod`): rewrites `op` through
     * `rewriter` and returns true, or returns false leaving it untouched. Used as a
     * pattern when the op has no getCanonicalizationPatterns.
     */
    canonicalize?(op: Operation, rewriter: PatternRewriter): boolean;
  }
  interface Dialect {
    /** Adds canonicalization patterns that are not tied to one op (MLIR's Dialect::getCanonicalizationPatterns). */
    getCanonicalizationPatterns?(patterns: RewritePatternSet): void;
  }
}

export {};
