// The canonicalization patterns of our dialects' ops, by op name (MLIR's
// getCanonicalizationPatterns / canonicalize methods of ODS `hasCanonicalizer` and
// `hasCanonicalizeMethod`). Each dialect's file adds its entries; src/dialects/constant-folds.ts
// attaches them to the registrations until the op generator's typed hooks carry them.
import { arithCanonicalizationPatterns } from "./arith.js";
import type { CanonicalizationPopulator } from "./populator.js";

export type { CanonicalizationPopulator } from "./populator.js";

/** Every op's canonicalization patterns, by full op name. */
export const canonicalizationPatterns: ReadonlyMap<string, CanonicalizationPopulator> = new Map<string, CanonicalizationPopulator>([
  ...arithCanonicalizationPatterns,
]);
