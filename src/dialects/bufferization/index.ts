// The bufferization dialect: its generated module (generated/bufferization.ts) with the parts
// MLIR writes by hand — alloc_tensor's syntax, the verifiers, the folds and canonicalization
// patterns, dealloc's result types, materialize_in_destination's effects, and the checks of
// the `bufferization.*` attributes.
import { DenseArrayAttr, DictionaryAttr, IntegerType, MemoryEffect, SideEffectResource, TensorType, type Attribute, type EffectInstance, type Location, type MLIRContext, type OpOperand, type Type, type Value } from "../../ir/index.js";
import { createBufferizationDialect, type BufferizationDialectHooks, type MaterializeInDestinationOp } from "../../../generated/bufferization.js";
import { foldCloneOp, foldToMemrefOp, foldToTensorOp } from "./folders.js";
import { allocTensorPatterns, clonePatterns, deallocPatterns, toMemrefPatterns, toTensorPatterns } from "./patterns.js";
import { parseAllocTensorOp, printAllocTensorOp } from "./syntax.js";
import * as verifiers from "./verifiers.js";
import { initsAtOperandGroup } from "../runtime/destination-style.js";

/** MaterializeInDestinationOp::getEffects: a memref destination is written; a tensor one is a value. */
function materializeEffects(op: MaterializeInDestinationOp): EffectInstance[] {
  const dest = op.getOperation().operands[1] as OpOperand;
  if (dest.get().type instanceof TensorType) return [];
  return [{ effect: MemoryEffect.Write, resource: SideEffectResource.Default, value: dest.get(), operand: dest, stage: 0, effectOnFullRegion: false }];
}

/** DeallocOp::inferReturnTypes: one i1 per retained memref (the third operand group). */
function inferDeallocTypes(context: MLIRContext, _location: Location | undefined, _operands: readonly Value[], attributes: DictionaryAttr, properties: Attribute | null): Type[] {
  const segments = (properties instanceof DictionaryAttr ? properties.get("operandSegmentSizes") : undefined) ?? attributes.get("operandSegmentSizes");
  const retained = segments instanceof DenseArrayAttr ? Number((segments.values as ArrayLike<number>)[2] ?? 0) : 0;
  return new Array<Type>(retained).fill(IntegerType.get(context, 1));
}

export const bufferizationHooks: BufferizationDialectHooks = {
  ops: {
    AllocTensorOp: { verify: verifiers.verifyAllocTensorOp, getCanonicalizationPatterns: allocTensorPatterns, parse: parseAllocTensorOp, print: printAllocTensorOp },
    CloneOp: { fold: foldCloneOp, getCanonicalizationPatterns: clonePatterns },
    DeallocOp: {
      verify: verifiers.verifyDeallocOp,
      getCanonicalizationPatterns: deallocPatterns,
      // One i1 per retained memref (DeallocOp::inferReturnTypes).
      InferTypeOpInterface: { inferReturnTypes: inferDeallocTypes },
    },
    MaterializeInDestinationOp: { verify: verifiers.verifyMaterializeInDestinationOp, MemoryEffectOpInterface: { getEffects: materializeEffects }, DestinationStyleOpInterface: initsAtOperandGroup(1) },
    ToMemrefOp: { fold: foldToMemrefOp, getCanonicalizationPatterns: toMemrefPatterns },
    ToTensorOp: { fold: foldToTensorOp, getCanonicalizationPatterns: toTensorPatterns },
  },
  verifyOperationAttribute: verifiers.verifyBufferizationOperationAttribute,
  verifyRegionArgAttribute: verifiers.verifyBufferizationRegionArgAttribute,
};

/** The bufferization dialect, ready to load. */
export const bufferizationDialect = createBufferizationDialect(bufferizationHooks);
