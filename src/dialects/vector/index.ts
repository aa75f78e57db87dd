// The vector dialect: its generated module (generated/vector.ts) with the parts MLIR writes
// by hand — the verifiers, the syntax of contract, outerproduct, mask, transfer_read/write
// and warp_execute_on_lane_0, the result types shuffle, extract, deinterleave and
// multi_reduction infer, the mask types of maskable ops, the transfers' memory effects, and
// the constant materializer. Folds come from ./folds.ts and ./transfer-folds.ts,
// canonicalization patterns from src/dialects/canonicalization/vector.ts.
import { MemRefType, MemoryEffect, SideEffectResource, VectorType, type EffectInstance, type Operation, type RegionBranchPoint, type RegionSuccessor, type Type, type Value } from "../../ir/index.js";
import {
  ContractionOp,
  createVectorDialect,
  BitCastOp,
  BroadcastOp,
  CompressStoreOp,
  CreateMaskOp,
  ExpandLoadOp,
  ExtractElementOp,
  ExtractOp,
  ExtractStridedSliceOp,
  FromElementsOp,
  GatherOp,
  InsertElementOp,
  InsertOp,
  InsertStridedSliceOp,
  MaskOp,
  MaskedLoadOp,
  MaskedStoreOp,
  MultiDimReductionOp,
  ReductionOp,
  ScatterOp,
  ShapeCastOp,
  ShuffleOp,
  SplatOp,
  TransferReadOp,
  TransferWriteOp,
  TransposeOp,
  type VectorDialectHooks,
  type WarpExecuteOnLane0Op,
} from "../../../generated/vector.js";
import type { CustomAssemblyHooks, OpAsmPrinter } from "../../asm/op-asm/index.js";
import { parseDynamicIndexList, printDynamicIndexList } from "../upstream/syntax/dynamic-index-list.js";
import { materializeArithConstantOp } from "../folding/materialize.js";
import { patternsHook } from "../canonicalization/hooks.js";
import { vectorCanonicalizations } from "../canonicalization/vector.js";
import { multiResultFold, singleResultFold } from "../folding/hooks.js";
import { vectorFolders } from "./folds.js";
import { named } from "../memref/syntax.js";
import { scaleTrailingDim } from "../ods.js";
import { integerArray } from "./attribute-values.js";
import { contractSyntax } from "./contract-syntax.js";
import { maskSyntax } from "./mask-syntax.js";
import { outerProductSyntax } from "./outerproduct-syntax.js";
import { transferReadSyntax, transferWriteSyntax } from "./transfer-syntax.js";
import { warpExecuteOnLane0Syntax } from "./warp-syntax.js";
import { verifyContractionOp } from "./contract-verifier.js";
import { verifyOuterProductOp } from "./outerproduct-verifier.js";
import { verifyTransferReadOp, verifyTransferWriteOp } from "./transfer-verifiers.js";
import { distributionError, verifyWarpExecuteOnLane0Op } from "./warp-verifier.js";
import { verifyMaskOp } from "./mask-verifier.js";
import { contractionMaskType, i1VectorLike, transferMaskTypeOf } from "./masked-types.js";
import * as shapes from "./shape-verifiers.js";
import * as memory from "./memory-verifiers.js";
import * as reductions from "./reduction-verifiers.js";
import { initsAtOperandGroup, withoutInits } from "../runtime/destination-style.js";

/** An op's custom parse/print hooks from a hand-written syntax taking the bare operation. */
function syntax(hooks: CustomAssemblyHooks): { parse: CustomAssemblyHooks["parse"]; print: (op: { getOperation(): Operation }, printer: OpAsmPrinter) => void } {
  return { parse: hooks.parse, print: (op, printer) => hooks.print(op.getOperation(), printer) };
}

/** A verifier of the bare operation as a typed hook. */
function verifier(check: (op: Operation) => void): (op: { getOperation(): Operation }) => void {
  return (op) => check(op.getOperation());
}

/** The hook of ODS hasCanonicalizer: the op's patterns, by op name. */
const patterns = (cls: { readonly operationName: string }): { getCanonicalizationPatterns: ReturnType<typeof patternsHook> } => ({ getCanonicalizationPatterns: patternsHook(vectorCanonicalizations, cls) });

/** getExpectedMaskType from a function of the bare operation. */
function maskType(of: (op: Operation) => Type): { getExpectedMaskType: (op: { getOperation(): Operation }) => Type } {
  return { getExpectedMaskType: (op) => of(op.getOperation()) };
}

/** TransferReadOp/TransferWriteOp::getEffects: a read (write) of a memref source; none on tensors. */
function transferEffects(effect: MemoryEffect, sourceAt: number): (op: { getOperation(): Operation }) => EffectInstance[] {
  return (view) => {
    const source = view.getOperation().getOperand(sourceAt);
    if (!(source.type instanceof MemRefType)) return [];
    return [{ effect, resource: SideEffectResource.Default, value: source, stage: 0, effectOnFullRegion: false }];
  };
}

/** DeinterleaveOp's inferred results: twice the source with its trailing dimension halved. */
function deinterleaveTypes(operands: readonly Value[]): Type[] | undefined {
  const source = operands[0]?.type;
  if (!(source instanceof VectorType) || source.shape.length === 0) return undefined;
  const half = scaleTrailingDim(source, 0.5);
  return [half, half];
}

/** The value of an inherent attribute from the attributes or properties given to inferReturnTypes. */
function inherentOf(attributes: { get(name: string): unknown }, properties: unknown, name: string): Parameters<typeof integerArray>[0] {
  const fromProperties = properties !== null && typeof properties === "object" && "get" in properties ? (properties as { get(name: string): unknown }).get(name) : undefined;
  return (fromProperties ?? attributes.get(name)) as Parameters<typeof integerArray>[0];
}


/** WarpExecuteOnLane0Op::getSuccessorRegions: the body from the op, the op's results from the body. */
function warpSuccessors(op: WarpExecuteOnLane0Op, point: RegionBranchPoint): RegionSuccessor[] {
  if (point !== "parent") return [{ region: undefined, inputs: op.getOperation().results }];
  return [{ region: op.getWarpRegion(), inputs: [] }];
}

export const vectorHooks: VectorDialectHooks = {
  ops: {
    VectorScaleOp: { OpAsmOpInterface: named("vscale") },
    BitCastOp: { verify: verifier(shapes.verifyBitCastOp), fold: singleResultFold(vectorFolders, BitCastOp) },
    BroadcastOp: { ...patterns(BroadcastOp), verify: verifier(shapes.verifyBroadcastOp), fold: singleResultFold(vectorFolders, BroadcastOp) },
    CompressStoreOp: { ...patterns(CompressStoreOp), verify: verifier(memory.verifyMaskedStoreLike) },
    ConstantMaskOp: { verify: verifier(shapes.verifyConstantMaskOp) },
    ContractionOp: { ...patterns(ContractionOp), ...syntax(contractSyntax), verify: verifier(verifyContractionOp), MaskableOpInterface: maskType(contractionMaskType) },
    CreateMaskOp: { ...patterns(CreateMaskOp), verify: verifier(shapes.verifyCreateMaskOp) },
    DeinterleaveOp: { InferTypeOpInterface: { inferReturnTypes: (_context, _location, operands) => deinterleaveTypes(operands) } },
    ExpandLoadOp: { ...patterns(ExpandLoadOp), verify: verifier(memory.verifyMaskedLoadLike) },
    ExtractElementOp: { verify: verifier(shapes.elementOpVerifier(0, 1)), fold: singleResultFold(vectorFolders, ExtractElementOp) },
    ExtractOp: {
      fold: singleResultFold(vectorFolders, ExtractOp),
      ...patterns(ExtractOp),
      verify: verifier(shapes.verifyExtractOp),
      InferTypeOpInterface: {
        inferReturnTypes: (_context, _location, operands, attributes, properties) => {
          const type = operands[0] === undefined ? undefined : shapes.extractResultType(operands[0].type, integerArray(inherentOf(attributes, properties, "static_position")).length);
          return type === undefined ? undefined : [type];
        },
        isCompatibleReturnTypes: shapes.extractTypesCompatible,
      },
    },
    ExtractStridedSliceOp: { ...patterns(ExtractStridedSliceOp), verify: verifier(shapes.verifyExtractStridedSliceOp), fold: singleResultFold(vectorFolders, ExtractStridedSliceOp) },
    FromElementsOp: patterns(FromElementsOp),
    GatherOp: { ...patterns(GatherOp), verify: verifier(memory.verifyGatherOp), MaskableOpInterface: maskType((op) => i1VectorLike(op.getResult(0).type)) },
    InsertElementOp: { verify: verifier(shapes.elementOpVerifier(1, 2)), fold: singleResultFold(vectorFolders, InsertElementOp) },
    InsertOp: { ...patterns(InsertOp), verify: verifier(shapes.verifyInsertOp), fold: singleResultFold(vectorFolders, InsertOp) },
    InsertStridedSliceOp: { ...patterns(InsertStridedSliceOp), verify: verifier(shapes.verifyInsertStridedSliceOp), fold: singleResultFold(vectorFolders, InsertStridedSliceOp) },
    LoadOp: { verify: verifier(memory.verifyLoadOp) },
    MaskOp: { ...patterns(MaskOp), ...syntax(maskSyntax), verify: verifier(verifyMaskOp) },
    MaskedLoadOp: { ...patterns(MaskedLoadOp), verify: verifier(memory.verifyMaskedLoadLike) },
    MaskedStoreOp: { ...patterns(MaskedStoreOp), verify: verifier(memory.verifyMaskedStoreLike) },
    MultiDimReductionOp: {
      fold: singleResultFold(vectorFolders, MultiDimReductionOp),
      ...patterns(MultiDimReductionOp),
      verify: verifier(reductions.verifyMultiDimReductionOp),
      MaskableOpInterface: maskType((op) => i1VectorLike(op.getOperand(0).type)),
    },
    OuterProductOp: { ...syntax(outerProductSyntax), verify: verifier(verifyOuterProductOp), MaskableOpInterface: maskType((op) => i1VectorLike(op.getResult(0).type)) },
    ReductionOp: { ...patterns(ReductionOp), verify: verifier(reductions.verifyReductionOp), MaskableOpInterface: maskType((op) => i1VectorLike(op.getOperand(0).type)) },
    ReshapeOp: { verify: verifier(shapes.verifyReshapeOp) },
    ScanOp: { verify: verifier(reductions.verifyScanOp) },
    ScatterOp: { ...patterns(ScatterOp), verify: verifier(memory.verifyScatterOp) },
    ShapeCastOp: { ...patterns(ShapeCastOp), verify: verifier(shapes.verifyShapeCastOp), fold: singleResultFold(vectorFolders, ShapeCastOp) },
    ShuffleOp: {
      fold: singleResultFold(vectorFolders, ShuffleOp),
      ...patterns(ShuffleOp),
      verify: verifier(shapes.verifyShuffleOp),
      InferTypeOpInterface: { inferReturnTypes: (_context, _location, operands, attributes, properties) => (operands[0] === undefined ? undefined : shapes.shuffleResultTypes(operands[0].type, integerArray(inherentOf(attributes, properties, "mask")).length)) },
    },
    SplatOp: { fold: singleResultFold(vectorFolders, SplatOp) },
    StoreOp: { verify: verifier(memory.verifyStoreOp) },
    TransferReadOp: {
      fold: singleResultFold(vectorFolders, TransferReadOp),
      ...patterns(TransferReadOp),
      ...syntax(transferReadSyntax),
      verify: verifier(verifyTransferReadOp),
      // A masked transfer_read may take a passthru (MLIR 19's TransferReadOp).
      MaskableOpInterface: { ...maskType((op) => transferMaskTypeOf(op, op.getResult(0).type)), supportsPassthru: () => true },
      MemoryEffectOpInterface: { getEffects: transferEffects(MemoryEffect.Read, 0) },
      DestinationStyleOpInterface: withoutInits,
    },
    TransferWriteOp: {
      fold: multiResultFold(vectorFolders, TransferWriteOp),
      ...patterns(TransferWriteOp),
      ...syntax(transferWriteSyntax),
      verify: verifier(verifyTransferWriteOp),
      MaskableOpInterface: maskType((op) => transferMaskTypeOf(op, op.getOperand(0).type)),
      MemoryEffectOpInterface: { getEffects: transferEffects(MemoryEffect.Write, 1) },
      // The tensor or memref written into.
      DestinationStyleOpInterface: initsAtOperandGroup(1),
    },
    TransposeOp: { ...patterns(TransposeOp), verify: verifier(shapes.verifyTransposeOp), fold: singleResultFold(vectorFolders, TransposeOp) },
    TypeCastOp: { verify: verifier(memory.verifyTypeCastOp) },
    WarpExecuteOnLane0Op: {
      ...syntax(warpExecuteOnLane0Syntax),
      verify: verifier(verifyWarpExecuteOnLane0Op),
      RegionBranchOpInterface: {
        getSuccessorRegions: warpSuccessors,
        // Types are compatible when one is the other distributed over the warp.
        areTypesCompatible: (op: WarpExecuteOnLane0Op, lhs: Type, rhs: Type) => distributionError(lhs, rhs, BigInt(op.getWarpSize())) === undefined,
      },
    },
  },
  directives: { parseDynamicIndexList, printDynamicIndexList },
  // VectorDialect::materializeConstant is arith::ConstantOp::materialize.
  materializeConstant: materializeArithConstantOp,
};

/** The vector dialect, ready to load. */
export const vectorDialect = createVectorDialect(vectorHooks);
