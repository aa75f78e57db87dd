// The affine dialect: its generated module (generated/affine.ts) with the parts MLIR writes
// by hand — the syntax of its ops whose memref indices and bounds are affine maps of SSA
// values, their verifiers, folds and canonicalizations, the control flow interfaces of
// affine.for/if/parallel, their hand-written builders, affine.dma_start's memory effects,
// delinearize_index's result types, and the constant materializer. affine has no attributes or types of its own: its
// maps and integer sets are builtin attributes.
import { IndexType, MemoryEffect, SideEffectResource, type EffectInstance, type Location, type MLIRContext, type Operation, type Type, type Value } from "../../ir/index.js";
import { createAffineDialect, type AffineDialectHooks } from "../../../generated/affine.js";
import type { CustomAssemblyHooks, OpAsmPrinter } from "../../asm/op-asm/index.js";
import { materializeArithConstant } from "../folding/materialize.js";
import { affineBuilders } from "./builders.js";
import { forControlFlow, ifControlFlow, parallelControlFlow } from "./control-flow.js";
import { dmaStartOperands } from "./dma-operands.js";
import { dmaStartSyntax, dmaWaitSyntax } from "./dma-syntax.js";
import { verifyDmaStart, verifyDmaWait } from "./dma-verifiers.js";
import { forSyntax } from "./for-syntax.js";
import { ifSyntax } from "./if-syntax.js";
import { applySyntax, minMaxSyntax } from "./map-ops-syntax.js";
import { loadSyntax, prefetchSyntax, storeSyntax, vectorLoadSyntax, vectorStoreSyntax } from "./memory-ops-syntax.js";
import { parallelSyntax } from "./parallel-syntax.js";
import { affineRewriteHooks } from "./rewrite-hooks.js";
import * as verify from "./verifiers.js";

interface OpView {
  getOperation(): Operation;
}

/** An op's custom parse/print hooks from a hand-written syntax taking the bare operation. */
function syntax(hooks: CustomAssemblyHooks): { parse: CustomAssemblyHooks["parse"]; print: (op: OpView, printer: OpAsmPrinter) => void } {
  return { parse: hooks.parse, print: (op, printer) => hooks.print(op.getOperation(), printer) };
}

/** A verifier of the bare operation as a typed hook. */
function verifier(check: (op: Operation) => void): (op: OpView) => void {
  return (op) => check(op.getOperation());
}

/** AffineDelinearizeIndexOp::inferReturnTypes: one index per basis element. */
function inferDelinearizedTypes(context: MLIRContext, _location: Location | undefined, operands: readonly Value[]): Type[] {
  return Array.from({ length: Math.max(operands.length - 1, 0) }, () => IndexType.get(context));
}

/** AffineDmaStartOp::getEffects: reads its source, writes its destination, reads its tag. */
function dmaStartEffects(op: OpView): EffectInstance[] {
  const { src, dst, tag } = dmaStartOperands(op.getOperation());
  const effect = (kind: MemoryEffect, value: Value | undefined): EffectInstance[] =>
    value === undefined ? [] : [{ effect: kind, resource: SideEffectResource.Default, value, stage: 0, effectOnFullRegion: false }];
  return [...effect(MemoryEffect.Read, src.memref), ...effect(MemoryEffect.Write, dst.memref), ...effect(MemoryEffect.Read, tag.memref)];
}

export const affineHooks: AffineDialectHooks = {
  ops: {
    AffineApplyOp: { ...affineRewriteHooks.AffineApplyOp, ...syntax(applySyntax), verify: verifier(verify.verifyApply) },
    AffineDelinearizeIndexOp: { verify: verifier(verify.verifyDelinearizeIndex), InferTypeOpInterface: { inferReturnTypes: inferDelinearizedTypes } },
    AffineDmaStartOp: { ...affineRewriteHooks.AffineDmaStartOp, ...syntax(dmaStartSyntax), verify: verifier(verifyDmaStart), MemoryEffectOpInterface: { getEffects: dmaStartEffects } },
    AffineDmaWaitOp: { ...affineRewriteHooks.AffineDmaWaitOp, ...syntax(dmaWaitSyntax), verify: verifier(verifyDmaWait) },
    AffineForOp: { ...affineRewriteHooks.AffineForOp, ...syntax(forSyntax), ...forControlFlow, ...affineBuilders.AffineForOp, verifyRegions: verifier(verify.verifyForRegions) },
    AffineIfOp: { ...affineRewriteHooks.AffineIfOp, ...syntax(ifSyntax), ...ifControlFlow, ...affineBuilders.AffineIfOp, verify: verifier(verify.verifyIf) },
    AffineLoadOp: { ...affineRewriteHooks.AffineLoadOp, ...syntax(loadSyntax), verify: verifier(verify.verifyLoad) },
    AffineMaxOp: { ...affineRewriteHooks.AffineMaxOp, ...syntax(minMaxSyntax), verify: verifier(verify.verifyMinMax) },
    AffineMinOp: { ...affineRewriteHooks.AffineMinOp, ...syntax(minMaxSyntax), verify: verifier(verify.verifyMinMax) },
    AffineParallelOp: { ...affineRewriteHooks.AffineParallelOp, ...syntax(parallelSyntax), ...parallelControlFlow, verify: verifier(verify.verifyParallel) },
    AffinePrefetchOp: { ...affineRewriteHooks.AffinePrefetchOp, ...syntax(prefetchSyntax), verify: verifier(verify.verifyPrefetch) },
    AffineStoreOp: { ...affineRewriteHooks.AffineStoreOp, ...syntax(storeSyntax), verify: verifier(verify.verifyStore) },
    AffineVectorLoadOp: { ...affineRewriteHooks.AffineVectorLoadOp, ...syntax(vectorLoadSyntax), verify: verifier(verify.verifyVectorLoad) },
    AffineVectorStoreOp: { ...affineRewriteHooks.AffineVectorStoreOp, ...syntax(vectorStoreSyntax), verify: verifier(verify.verifyVectorStore) },
    AffineYieldOp: { verify: verifier(verify.verifyYield) },
  },
  // AffineDialect::materializeConstant: ub.poison for poison (affine.apply's fold of a poison division), else arith::ConstantOp::materialize.
  materializeConstant: materializeArithConstant,
};

/** The affine dialect, ready to load. */
export const affineDialect = createAffineDialect(affineHooks);
