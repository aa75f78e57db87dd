// The shape of an op's canonicalization pattern adder (MLIR's getCanonicalizationPatterns).
import type { MLIRContext } from "../../ir/index.js";
import type { RewritePatternSet } from "../../rewrite/index.js";

/** Adds an op's canonicalization patterns to `patterns`. */
export type CanonicalizationPopulator = (patterns: RewritePatternSet, context: MLIRContext) => void;
