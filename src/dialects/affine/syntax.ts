// affine's custom syntax and verifiers: the generated formats (generated/upstream/
// affine-assembly.ts: affine.yield, affine.delinearize_index), the ops AffineOps.cpp parses
// and prints by hand, and its C++ verifiers. affine has no attributes or types of its own:
// its maps and integer sets are builtin attributes.
import { affineAssembly, type AffineAssemblyHooks } from "../../../generated/upstream/affine-assembly.js";
import { dmaStartSyntax, dmaWaitSyntax } from "./dma-syntax.js";
import { verifyDmaStart, verifyDmaWait } from "./dma-verifiers.js";
import { forSyntax } from "./for-syntax.js";
import { ifSyntax } from "./if-syntax.js";
import { applySyntax, minMaxSyntax } from "./map-ops-syntax.js";
import { loadSyntax, prefetchSyntax, storeSyntax, vectorLoadSyntax, vectorStoreSyntax } from "./memory-ops-syntax.js";
import { parallelSyntax } from "./parallel-syntax.js";
import * as verify from "./verifiers.js";

export const affineSyntaxHooks: AffineAssemblyHooks = {
  ops: {
    AffineApplyOp: applySyntax,
    AffineDmaStartOp: dmaStartSyntax,
    AffineDmaWaitOp: dmaWaitSyntax,
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
  verifiers: {
    AffineApplyOp: verify.verifyApply,
    AffineDelinearizeIndexOp: verify.verifyDelinearizeIndex,
    AffineDmaStartOp: verifyDmaStart,
    AffineDmaWaitOp: verifyDmaWait,
    AffineIfOp: verify.verifyIf,
    AffineLoadOp: verify.verifyLoad,
    AffineMaxOp: verify.verifyMinMax,
    AffineMinOp: verify.verifyMinMax,
    AffineParallelOp: verify.verifyParallel,
    AffinePrefetchOp: verify.verifyPrefetch,
    AffineStoreOp: verify.verifyStore,
    AffineVectorLoadOp: verify.verifyVectorLoad,
    AffineVectorStoreOp: verify.verifyVectorStore,
    AffineYieldOp: verify.verifyYield,
  },
  regionVerifiers: { AffineForOp: verify.verifyForRegions },
};

export const affineSyntax = (): ReturnType<typeof affineAssembly> => affineAssembly(affineSyntaxHooks);
