// Public surface of the rewrite layer (src/rewrite): rewriters and listeners, patterns and
// their application, folding, the greedy driver and the canonicalizer.
//   listener.ts        RewriterListener, ForwardingListener, match failure reasons
//   rewriter.ts        RewriterBase, PatternRewriter, IRRewriter
//   pattern.ts         Pattern, RewritePattern, OpRewritePattern, interface/trait patterns
//   pattern-set.ts     RewritePatternSet, FrozenRewritePatternSet
//   applicator.ts      PatternApplicator (cost model, ordering)
//   fold.ts            foldOperation (MLIR's Operation::fold), m_Constant, DialectFoldInterface
//   folder.ts          OperationFolder (constant de-duplication and hoisting)
//   region-simplify.ts simplifyRegions and its parts (unreachable blocks, region DCE, block merging)
//   greedy-driver.ts   applyPatternsAndFoldGreedily, applyOpPatternsAndFold, GreedyRewriteConfig
//   canonicalize.ts    canonicalize, Canonicalizer, collectCanonicalizationPatterns
//   hooks.ts           the registration hooks (getCanonicalizationPatterns, canonicalize)
//   inlining/          DialectInlinerInterface, inlineRegion/inlineCall, the call graph
import "./hooks.js";
export * from "./listener.js";
export * from "./rewriter.js";
export * from "./pattern.js";
export * from "./pattern-set.js";
export * from "./applicator.js";
export * from "./fold.js";
export * from "./folder.js";
export * from "./region-simplify.js";
export * from "./greedy-driver.js";
export * from "./canonicalize.js";
export { Worklist } from "./worklist.js";
export * from "./conversion/index.js";
export * from "./inlining/index.js";
