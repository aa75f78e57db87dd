// The tensor dialect: its generated module (generated/tensor.ts) with the parts MLIR writes
// by hand — result names, cast compatibility, speculatability, the dynamic index lists of
// the slice ops' syntax and the constant materializer.
import { IntegerType, FloatType, RankedTensorType, ShapedType, Speculatability, type Operation, type Type, type Value } from "../../ir/index.js";
import { createTensorDialect, type DimOp, type PackOp, type TensorDialectHooks, type UnPackOp } from "../../../generated/tensor.js";
import { parseDynamicIndexList, printDynamicIndexList } from "../upstream/syntax/dynamic-index-list.js";
import { compatibleShapes, constantIndexOf, indexTypeOf, isDynamicSize, isTensor, mixedValues } from "./shapes.js";
import { materializeTensorConstant } from "./materialize.js";
import { tensorRewriteHooks } from "./rewrite-hooks.js";
import { tensorDialectCanonicalizations } from "../canonicalization/tensor-dialect.js";
import * as verifiers from "./verifiers.js";
import { initsAtOperandGroup } from "../runtime/destination-style.js";

/** The destination-style tensor ops (insert, insert_slice, pack, unpack) write into their `dest`, operand group 1. */
const destination = initsAtOperandGroup(1);

type SetName = (value: Value, name: string) => void;

/** getAsmResultNames of an op naming its result `name`. */
function named(name: string): { getAsmResultNames: (op: { getOperation(): Operation }, setName: SetName) => void } {
  return { getAsmResultNames: (op, setName) => setName(op.getOperation().getResult(0), name) };
}

/** The bit width of an integer or float element type (Type::getIntOrFloatBitWidth), none for another type. */
function intOrFloatBitWidth(type: Type): number | undefined {
  if (type instanceof IntegerType) return type.width;
  if (type instanceof FloatType) return type.width;
  return undefined;
}

/** BitcastOp::areCastCompatible: tensors of compatible shapes whose elements have one bit width. */
function bitcastCompatible(inputs: readonly Type[], outputs: readonly Type[]): boolean {
  if (inputs.length !== 1 || outputs.length !== 1) return false;
  const [a, b] = [inputs[0], outputs[0]];
  if (a === undefined || b === undefined || !isTensor(a) || !isTensor(b)) return false;
  const width = intOrFloatBitWidth(a.elementType);
  if (width === undefined || width !== intOrFloatBitWidth(b.elementType)) return false;
  return compatibleShapes(a, b);
}

/** CastOp::areCastCompatible: tensors of one element type and compatible shapes. */
export function castCompatible(inputs: readonly Type[], outputs: readonly Type[]): boolean {
  if (inputs.length !== 1 || outputs.length !== 1) return false;
  const [a, b] = [inputs[0], outputs[0]];
  if (a === undefined || b === undefined || !isTensor(a) || !isTensor(b)) return false;
  return a.elementType === b.elementType && compatibleShapes(a, b);
}

/** DimOp::getSpeculatability: only a constant index within a ranked tensor's rank cannot be out of range. */
function dimSpeculatability(op: DimOp): Speculatability {
  const index = constantIndexOf(op.getIndex());
  const source = op.getSource().type;
  if (index === undefined || !(source instanceof RankedTensorType)) return Speculatability.NotSpeculatable;
  return index >= 0n && index < BigInt(source.getRank()) ? Speculatability.Speculatable : Speculatability.NotSpeculatable;
}

/** Whether every tile size is a constant and every tiled dimension of the packed type static (areTilesAndTiledDimsAllConstant). */
function tilesAllConstant(packedType: ShapedType, staticTiles: readonly bigint[], dynamicTiles: readonly Value[]): boolean {
  const tiles = mixedValues(staticTiles, dynamicTiles, indexTypeOf(packedType));
  const tiledDims = packedType.shape.slice(packedType.getRank() - tiles.length);
  return tiles.every((tile, i) => constantIndexOf(tile) !== undefined && !isDynamicSize(tiledDims[i] ?? 0));
}

function packSpeculatability(op: PackOp): Speculatability {
  if (op.getPaddingValue() !== undefined) return Speculatability.Speculatable;
  return tilesAllConstant(op.getDest().type, op.getStaticInnerTiles(), op.getInnerTiles()) ? Speculatability.Speculatable : Speculatability.NotSpeculatable;
}

function unpackSpeculatability(op: UnPackOp): Speculatability {
  return tilesAllConstant(op.getSource().type, op.getStaticInnerTiles(), op.getInnerTiles()) ? Speculatability.Speculatable : Speculatability.NotSpeculatable;
}

export const tensorHooks: TensorDialectHooks = {
  ops: {
    BitcastOp: { ...tensorRewriteHooks.BitcastOp, CastOpInterface: { areCastCompatible: bitcastCompatible } },
    CastOp: { ...tensorRewriteHooks.CastOp, CastOpInterface: { areCastCompatible: castCompatible }, OpAsmOpInterface: named("cast") },
    CollapseShapeOp: { ...tensorRewriteHooks.CollapseShapeOp, verify: verifiers.verifyCollapseShapeOp, OpAsmOpInterface: named("collapsed") },
    ConcatOp: { ...tensorRewriteHooks.ConcatOp, verify: verifiers.verifyConcatOp, OpAsmOpInterface: named("concat") },
    DimOp: { ...tensorRewriteHooks.DimOp, OpAsmOpInterface: named("dim"), ConditionallySpeculatable: { getSpeculatability: dimSpeculatability } },
    EmptyOp: { ...tensorRewriteHooks.EmptyOp, verify: verifiers.verifyEmptyOp },
    ExpandShapeOp: { ...tensorRewriteHooks.ExpandShapeOp, verify: verifiers.verifyExpandShapeOp, OpAsmOpInterface: named("expanded") },
    ExtractOp: { ...tensorRewriteHooks.ExtractOp, verify: verifiers.verifyExtractOp, OpAsmOpInterface: named("extracted") },
    ExtractSliceOp: { ...tensorRewriteHooks.ExtractSliceOp, verify: verifiers.verifyExtractSliceOp, OpAsmOpInterface: named("extracted_slice") },
    FromElementsOp: { ...tensorRewriteHooks.FromElementsOp, OpAsmOpInterface: named("from_elements") },
    GatherOp: { ...tensorRewriteHooks.GatherOp, verify: verifiers.verifyGatherOp, OpAsmOpInterface: named("gather") },
    GenerateOp: { ...tensorRewriteHooks.GenerateOp, verify: verifiers.verifyGenerateOp, verifyRegions: verifiers.verifyGenerateOpRegions, OpAsmOpInterface: named("generated") },
    InsertOp: { ...tensorRewriteHooks.InsertOp, verify: verifiers.verifyInsertOp, OpAsmOpInterface: named("inserted"), DestinationStyleOpInterface: destination },
    InsertSliceOp: { ...tensorRewriteHooks.InsertSliceOp, verify: verifiers.verifyInsertSliceOp, OpAsmOpInterface: named("inserted_slice"), DestinationStyleOpInterface: destination },
    PackOp: { ...tensorRewriteHooks.PackOp, verify: verifiers.verifyPackOp, OpAsmOpInterface: named("pack"), DestinationStyleOpInterface: destination, ConditionallySpeculatable: { getSpeculatability: packSpeculatability } },
    PadOp: { ...tensorRewriteHooks.PadOp, verify: verifiers.verifyPadOp, verifyRegions: verifiers.verifyPadOpRegions, OpAsmOpInterface: named("padded") },
    ParallelInsertSliceOp: { ...tensorRewriteHooks.ParallelInsertSliceOp, verify: verifiers.verifyParallelInsertSliceOp },
    RankOp: { ...tensorRewriteHooks.RankOp, OpAsmOpInterface: named("rank") },
    ReshapeOp: { ...tensorRewriteHooks.ReshapeOp, verify: verifiers.verifyReshapeOp, OpAsmOpInterface: named("reshape") },
    ScatterOp: { verify: verifiers.verifyScatterOp, OpAsmOpInterface: named("scatter") },
    SplatOp: { ...tensorRewriteHooks.SplatOp, verify: verifiers.verifySplatOp, OpAsmOpInterface: named("splat") },
    UnPackOp: { ...tensorRewriteHooks.UnPackOp, verify: verifiers.verifyUnPackOp, OpAsmOpInterface: named("unpack"), DestinationStyleOpInterface: destination, ConditionallySpeculatable: { getSpeculatability: unpackSpeculatability } },
  },
  directives: { parseDynamicIndexList, printDynamicIndexList },
  materializeConstant: materializeTensorConstant,
  getCanonicalizationPatterns: tensorDialectCanonicalizations,
};

/** The tensor dialect, ready to load. */
const generatedTensorDialect = createTensorDialect(tensorHooks);
/**
 * The tensor dialect, ready to load. mlir-opt 19's extensions of tensor (registerAllExtensions)
 * load linalg with it, beside the dialects its definition depends on.
 */
export const tensorDialect = { ...generatedTensorDialect, dependentDialects: [...(generatedTensorDialect.dependentDialects ?? []), "linalg"] };

