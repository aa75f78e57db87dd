// affine's custom syntax: the generated formats (generated/upstream/affine-assembly.ts:
// affine.yield, affine.delinearize_index) and the ops AffineOps.cpp parses and prints by
// hand. affine has no attributes or types of its own: its maps and integer sets are
// builtin attributes.
import { affineAssembly, type AffineAssemblyHooks } from "../../../generated/upstream/affine-assembly.js";
import { forSyntax } from "./for-syntax.js";
import { ifSyntax } from "./if-syntax.js";
import { applySyntax, minMaxSyntax } from "./map-ops-syntax.js";
import { loadSyntax, prefetchSyntax, storeSyntax, vectorLoadSyntax, vectorStoreSyntax } from "./memory-ops-syntax.js";
import { parallelSyntax } from "./parallel-syntax.js";

export const affineSyntaxHooks: AffineAssemblyHooks = {
  ops: {
    AffineApplyOp: applySyntax,
    AffineForOp: forSyntax,
    AffineIfOp: ifSyntax,
    AffineLoadOp: loadSyntax,
    AffineMaxOp: minMaxSyntax,
    AffineMinOp: minMaxSyntax,
    AffineParallelOp: parallelSyntax,
    AffinePrefetchOp: prefetchSyntax,
    AffineStoreOp: storeSyntax,
    AffineVectorLoadOp: vectorLoadSyntax,
    AffineVectorStoreOp: vectorStoreSyntax,
  },
  // No C++ verifier is reproduced yet: the ops are checked for their structure only.
  verifiers: {},
};

export const affineSyntax = (): ReturnType<typeof affineAssembly> => affineAssembly(affineSyntaxHooks);
