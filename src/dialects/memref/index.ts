// The memref dialect: its generated module (generated/memref.ts) with the parts MLIR writes
// by hand — verifiers, folds and canonicalizations, cast compatibility, result names, the
// syntax of alloca_scope, dma_start, generic_atomic_rmw, prefetch and transpose, memref.global's
// initial value directive, and the constant materializer.
import { IndexType, MemRefType, Speculatability, type Location, type MLIRContext, type Operation, type Value, type RegionBranchPoint, type RegionSuccessor, type Type } from "../../ir/index.js";
import { createMemrefDialect, type AllocaScopeOp, type DimOp, type MemrefDialectHooks } from "../../../generated/memref.js";
import type { CustomAssemblyHooks, OpAsmPrinter } from "../../asm/op-asm/index.js";
import { parseDynamicIndexList, printDynamicIndexList } from "../upstream/syntax/dynamic-index-list.js";
import { materializeArithConstantOp } from "../folding/materialize.js";
import { constantIndexOf } from "../tensor/shapes.js";
import { castCompatible, memorySpaceCastCompatible } from "./casts.js";
import { allocaScopeSyntax, dmaStartSyntax, genericAtomicRMWSyntax, prefetchSyntax, transposeSyntax } from "./handwritten-syntax.js";
import { memrefRewriteHooks } from "./rewrite-hooks.js";
import { named, parseGlobalMemrefOpTypeAndInitialValue, printGlobalMemrefOpTypeAndInitialValue, stridedMetadataNames } from "./syntax.js";
import * as verifiers from "./verifiers.js";

/** An op's custom parse/print hooks from a hand-written syntax taking the bare operation. */
function syntax(hooks: CustomAssemblyHooks): { parse: CustomAssemblyHooks["parse"]; print: (op: { getOperation(): Operation }, printer: OpAsmPrinter) => void } {
  return { parse: hooks.parse, print: (op, printer) => hooks.print(op.getOperation(), printer) };
}

/** DimOp::getSpeculatability: only a constant index within a ranked memref's rank cannot be out of range. */
function dimSpeculatability(op: DimOp): Speculatability {
  const index = constantIndexOf(op.getIndex());
  const source = op.getSource().type;
  if (index === undefined || !(source instanceof MemRefType)) return Speculatability.NotSpeculatable;
  return BigInt(source.getRank()) > index ? Speculatability.Speculatable : Speculatability.NotSpeculatable;
}

/** ExtractStridedMetadataOp::inferReturnTypes: a 0-d base buffer, the offset, then a size and a stride per dimension. */
function inferStridedMetadataTypes(context: MLIRContext, _location: Location | undefined, operands: readonly Value[]): Type[] | undefined {
  const source = operands[0]?.type;
  if (!(source instanceof MemRefType)) return undefined;
  const index = IndexType.get(context);
  const base = MemRefType.get([], source.elementType, null, source.memorySpace);
  return [base, index, ...Array.from({ length: 2 * source.getRank() }, () => index)];
}

/** AllocaScopeOp::getSuccessorRegions: the body from the op, the op's results from the body. */
function allocaScopeSuccessors(op: AllocaScopeOp, point: RegionBranchPoint): RegionSuccessor[] {
  if (point !== "parent") return [{ region: undefined, inputs: op.getOperation().results }];
  return [{ region: op.getBodyRegion(), inputs: [] }];
}

export const memrefHooks: MemrefDialectHooks = {
  ops: {
    AllocOp: { ...memrefRewriteHooks.AllocOp, verify: verifiers.verifyAllocOp, OpAsmOpInterface: named("alloc") },
    AllocaOp: { ...memrefRewriteHooks.AllocaOp, verify: verifiers.verifyAllocaOp, OpAsmOpInterface: named("alloca") },
    AllocaScopeOp: { ...memrefRewriteHooks.AllocaScopeOp, ...syntax(allocaScopeSyntax), RegionBranchOpInterface: { getSuccessorRegions: allocaScopeSuccessors } },
    AssumeAlignmentOp: { verify: verifiers.verifyAssumeAlignmentOp },
    AtomicRMWOp: { ...memrefRewriteHooks.AtomicRMWOp, verify: verifiers.verifyAtomicRMWOp },
    AtomicYieldOp: { verify: verifiers.verifyAtomicYieldOp },
    CastOp: { ...memrefRewriteHooks.CastOp, CastOpInterface: { areCastCompatible: (inputs: readonly Type[], outputs: readonly Type[]) => castCompatible(inputs, outputs) }, OpAsmOpInterface: named("cast") },
    CollapseShapeOp: { ...memrefRewriteHooks.CollapseShapeOp, verify: verifiers.verifyCollapseShapeOp, OpAsmOpInterface: named("collapse_shape") },
    CopyOp: memrefRewriteHooks.CopyOp,
    DeallocOp: memrefRewriteHooks.DeallocOp,
    DimOp: { ...memrefRewriteHooks.DimOp, OpAsmOpInterface: named("dim"), ConditionallySpeculatable: { getSpeculatability: dimSpeculatability } },
    DmaStartOp: { ...memrefRewriteHooks.DmaStartOp, ...syntax(dmaStartSyntax), verify: verifiers.verifyDmaStartOp },
    DmaWaitOp: { ...memrefRewriteHooks.DmaWaitOp, verify: verifiers.verifyDmaWaitOp },
    ExpandShapeOp: { ...memrefRewriteHooks.ExpandShapeOp, verify: verifiers.verifyExpandShapeOp, OpAsmOpInterface: named("expand_shape") },
    ExtractAlignedPointerAsIndexOp: { OpAsmOpInterface: named("intptr") },
    ExtractStridedMetadataOp: { ...memrefRewriteHooks.ExtractStridedMetadataOp, OpAsmOpInterface: stridedMetadataNames, InferTypeOpInterface: { inferReturnTypes: inferStridedMetadataTypes } },
    GenericAtomicRMWOp: { ...syntax(genericAtomicRMWSyntax), verify: verifiers.verifyGenericAtomicRMWOp },
    GetGlobalOp: { SymbolUserOpInterface: verifiers.getGlobalSymbolUses },
    GlobalOp: { verify: verifiers.verifyGlobalOp },
    LoadOp: { ...memrefRewriteHooks.LoadOp, verify: verifiers.verifyLoadOp },
    MemorySpaceCastOp: { ...memrefRewriteHooks.MemorySpaceCastOp, CastOpInterface: { areCastCompatible: (inputs: readonly Type[], outputs: readonly Type[]) => memorySpaceCastCompatible(inputs, outputs) }, OpAsmOpInterface: named("memspacecast") },
    PrefetchOp: { ...memrefRewriteHooks.PrefetchOp, ...syntax(prefetchSyntax), verify: verifiers.verifyPrefetchOp },
    RankOp: memrefRewriteHooks.RankOp,
    ReallocOp: { ...memrefRewriteHooks.ReallocOp, verify: verifiers.verifyReallocOp },
    ReinterpretCastOp: { ...memrefRewriteHooks.ReinterpretCastOp, verify: verifiers.verifyReinterpretCastOp, OpAsmOpInterface: named("reinterpret_cast") },
    ReshapeOp: { verify: verifiers.verifyReshapeOp, OpAsmOpInterface: named("reshape") },
    StoreOp: { ...memrefRewriteHooks.StoreOp, verify: verifiers.verifyStoreOp },
    SubViewOp: { ...memrefRewriteHooks.SubViewOp, verify: verifiers.verifySubViewOp, OpAsmOpInterface: named("subview") },
    TransposeOp: { ...memrefRewriteHooks.TransposeOp, ...syntax(transposeSyntax), verify: verifiers.verifyTransposeOp, OpAsmOpInterface: named("transpose") },
    ViewOp: { ...memrefRewriteHooks.ViewOp, verify: verifiers.verifyViewOp, OpAsmOpInterface: named("view") },
  },
  directives: { parseDynamicIndexList, printDynamicIndexList, parseGlobalMemrefOpTypeAndInitialValue, printGlobalMemrefOpTypeAndInitialValue },
  // MemRefDialect::materializeConstant is arith::ConstantOp::materialize.
  materializeConstant: materializeArithConstantOp,
};

/** The memref dialect, ready to load. */
const generatedMemrefDialect = createMemrefDialect(memrefHooks);
/**
 * The memref dialect, ready to load. mlir-opt 19's extensions of memref (registerAllExtensions)
 * load affine with it, beside the arith its definition depends on.
 */
export const memrefDialect = { ...generatedMemrefDialect, dependentDialects: [...(generatedMemrefDialect.dependentDialects ?? []), "affine"] };
