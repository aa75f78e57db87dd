// The canonicalization patterns of our dialects' ops, by op name (MLIR's
// getCanonicalizationPatterns / canonicalize methods of ODS `hasCanonicalizer` and
// `hasCanonicalizeMethod`). Each dialect's file adds its entries; the dialects' hooks
// (src/dialects/<dialect>/rewrite-hooks.ts, through ./hooks.ts) hand them to the registrations.
import type { Operation } from "../../ir/index.js";
import type { PatternRewriter } from "../../rewrite/index.js";
import { arithCanonicalizationPatterns } from "./arith.js";
import { cfCanonicalizations, cfCanonicalizeMethods } from "./cf.js";
import { funcCanonicalizeMethods } from "./func.js";
import { indexCanonicalizeMethods } from "./index-dialect.js";
import type { CanonicalizationPopulator } from "./populator.js";
import { scfCanonicalizations } from "./scf.js";
import { tensorCanonicalizations } from "./tensor.js";
import { canonicalizePack, canonicalizeUnPack } from "./tensor-pack.js";
import { memrefCanonicalizations } from "./memref.js";
import { affineCanonicalizations } from "./affine.js";
import { vectorCanonicalizations } from "./vector.js";
import { linalgCanonicalizations } from "./linalg.js";

export type { CanonicalizationPopulator } from "./populator.js";

/** Every op's canonicalization patterns (ODS hasCanonicalizer), by full op name. */
export const canonicalizationPatterns: ReadonlyMap<string, CanonicalizationPopulator> = new Map<string, CanonicalizationPopulator>([
  ...arithCanonicalizationPatterns,
  ...cfCanonicalizations,
  ...scfCanonicalizations,
  ...tensorCanonicalizations,
  ...memrefCanonicalizations,
  ...affineCanonicalizations,
  ...vectorCanonicalizations,
  ...linalgCanonicalizations,
]);

/** An op's canonicalize method (ODS hasCanonicalizeMethod): true when it rewrote the op through `rewriter`. */
export type CanonicalizeMethod = (op: Operation, rewriter: PatternRewriter) => boolean;

/** Every canonicalize method, by full op name. */
export const canonicalizeMethods: ReadonlyMap<string, CanonicalizeMethod> = new Map<string, CanonicalizeMethod>([
  ...cfCanonicalizeMethods,
  ...funcCanonicalizeMethods,
  ...indexCanonicalizeMethods,
  ["tensor.pack", canonicalizePack],
  ["tensor.unpack", canonicalizeUnPack],
]);
