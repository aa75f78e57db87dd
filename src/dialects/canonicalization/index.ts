// The canonicalization patterns of our dialects' ops, by op name (MLIR's
// getCanonicalizationPatterns / canonicalize methods of ODS `hasCanonicalizer` and
// `hasCanonicalizeMethod`). Each dialect's file adds its entries; src/dialects/constant-folds.ts
// attaches them to the registrations until the op generator's typed hooks carry them.
import type { MLIRContext } from "../../ir/index.js";
import type { RewritePatternSet } from "../../rewrite/index.js";
import { cfCanonicalizations } from "./cf.js";
import { funcCanonicalizations } from "./func.js";
import { indexCanonicalizations } from "./index-dialect.js";
import { scfCanonicalizations } from "./scf.js";

/** Adds an op's canonicalization patterns to `patterns`. */
export type CanonicalizationPopulator = (patterns: RewritePatternSet, context: MLIRContext) => void;

/** Every op's canonicalization patterns, by full op name. */
export const canonicalizationPatterns: ReadonlyMap<string, CanonicalizationPopulator> = new Map<string, CanonicalizationPopulator>([
  ...cfCanonicalizations,
  ...funcCanonicalizations,
  ...indexCanonicalizations,
  ...scfCanonicalizations,
]);
