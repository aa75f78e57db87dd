// Hand-written verifiers of tensor ops (ODS hasVerifier / hasRegionVerifier), following
// MLIR 19's rules and wording.
import { DYNAMIC, IndexType, RankedTensorType, TensorType, type Int64, type Operation, type Type, type Value } from "../../ir/index.js";
import type {
  CollapseShapeOp,
  ConcatOp,
  EmptyOp,
  ExpandShapeOp,
  ExtractOp,
  ExtractSliceOp,
  GatherOp,
  GenerateOp,
  InsertOp,
  InsertSliceOp,
  PadOp,
  ParallelInsertSliceOp,
  ReshapeOp,
  ScatterOp,
  SplatOp,
} from "../../../generated/tensor.js";
import { printType } from "../op-runtime.js";
import { verifyOffsetSizeAndStrideOp, type OffsetSizeAndStrideParts } from "../runtime/offset-size-stride.js";
import { checkSliceType, inferSliceType, rankReducedTypeCheck } from "./slices.js";
import { verifyTensorReshape } from "./reassociation.js";
import { isDynamicSize } from "./shapes.js";
import { verifyPackOp, verifyUnPackOp } from "./pack-verifiers.js";

export { verifyPackOp, verifyUnPackOp };

function quoted(type: Type): string {
  return `'${printType(type)}'`;
}

export function verifyConcatOp(op: ConcatOp): void {
  const operation = op.getOperation();
  const inputs = op.getInputs().map((v) => v.type as RankedTensorType);
  if (inputs.length < 1) throw operation.emitOpError("requires at least one input");
  const result = operation.getResult(0).type as RankedTensorType;
  const rank = result.getRank();
  if (inputs.some((t) => t.getRank() !== rank)) throw operation.emitOpError("rank of concatenated inputs must match result rank");
  if (inputs.some((t) => t.elementType !== result.elementType)) throw operation.emitOpError("inputs and result element type must match");
  const dim = Number(op.getDim());
  if (dim >= rank) throw operation.emitOpError("concatenation dim must be less than the tensor rank");
  const sizes: Int64[] = new Array<Int64>(rank).fill(DYNAMIC);
  for (let i = 0; i < rank; i++) {
    if (i === dim) continue;
    // SaturatedInteger::desaturate: the one static size all inputs agree on, dynamic when none says.
    let size: Int64 = DYNAMIC;
    for (const t of inputs) {
      const s = t.shape[i] as Int64;
      if (isDynamicSize(s)) continue;
      if (!isDynamicSize(size) && BigInt(size) !== BigInt(s)) throw operation.emitOpError(`static concatenation size mismatch along non-concatenated dimension ${i}`);
      size = s;
    }
    sizes[i] = size;
  }
  let total: bigint | undefined = 0n;
  for (const t of inputs) {
    const s = t.shape[dim] as Int64;
    total = total === undefined || isDynamicSize(s) ? undefined : total + BigInt(s);
  }
  if (dim >= 0) sizes[dim] = total === undefined ? DYNAMIC : Number(total);
  const inferred = RankedTensorType.get(sizes, (inputs[0] as RankedTensorType).elementType);
  for (let i = 0; i < rank; i++) {
    const a = inferred.shape[i] as Int64;
    const b = result.shape[i] as Int64;
    if (!isDynamicSize(a) && !isDynamicSize(b) && BigInt(a) !== BigInt(b))
      throw operation.emitOpError(`result type ${quoted(result)}does not match inferred shape ${quoted(inferred)} static sizes`);
  }
}

function verifyDynamicSizeCount(operation: Operation, type: RankedTensorType, count: number): void {
  if (type.getNumDynamicDims() !== count)
    throw operation.emitOpError(`incorrect number of dynamic sizes, has ${count}, expected ${type.getNumDynamicDims()}`);
}

export function verifyEmptyOp(op: EmptyOp): void {
  const operation = op.getOperation();
  verifyDynamicSizeCount(operation, operation.getResult(0).type as RankedTensorType, op.getDynamicSizes().length);
}

export function verifySplatOp(op: SplatOp): void {
  const operation = op.getOperation();
  verifyDynamicSizeCount(operation, operation.getResult(0).type as RankedTensorType, op.getDynamicSizes().length);
}

export function verifyExtractOp(op: ExtractOp): void {
  if ((op.getTensor().type as RankedTensorType).getRank() !== op.getIndices().length)
    throw op.getOperation().emitOpError("incorrect number of indices for extract_element");
}

export function verifyInsertOp(op: InsertOp): void {
  if ((op.getDest().type as RankedTensorType).getRank() !== op.getIndices().length) throw op.getOperation().emitOpError("incorrect number of indices");
}

function sliceParts(op: ExtractSliceOp | InsertSliceOp | ParallelInsertSliceOp): OffsetSizeAndStrideParts {
  return {
    staticOffsets: op.getStaticOffsets(),
    staticSizes: op.getStaticSizes(),
    staticStrides: op.getStaticStrides(),
    offsets: op.getOffsets(),
    sizes: op.getSizes(),
    strides: op.getStrides(),
  };
}

export function verifyExtractSliceOp(op: ExtractSliceOp): void {
  const operation = op.getOperation();
  const source = op.getSource().type as RankedTensorType;
  verifyOffsetSizeAndStrideOp(operation, sliceParts(op), [source.getRank(), source.getRank(), source.getRank()]);
  const expected = inferSliceType(source, op.getStaticSizes());
  checkSliceType(operation, rankReducedTypeCheck(expected, operation.getResult(0).type as RankedTensorType), expected);
}

/** verifyInsertSliceOp: the source is the box of `dest`, possibly rank-reduced. */
function verifyInsertion(operation: Operation, op: InsertSliceOp | ParallelInsertSliceOp, dest: RankedTensorType): void {
  verifyOffsetSizeAndStrideOp(operation, sliceParts(op), [dest.getRank(), dest.getRank(), dest.getRank()]);
  const expected = inferSliceType(dest, op.getStaticSizes());
  checkSliceType(operation, rankReducedTypeCheck(expected, op.getSource().type as RankedTensorType), expected);
}

export function verifyInsertSliceOp(op: InsertSliceOp): void {
  const operation = op.getOperation();
  verifyInsertion(operation, op, operation.getResult(0).type as RankedTensorType);
}

export function verifyParallelInsertSliceOp(op: ParallelInsertSliceOp): void {
  const operation = op.getOperation();
  verifyInsertion(operation, op, op.getDest().type as RankedTensorType);
}

/** verifyGatherOrScatterDims. */
function verifyGatherOrScatterDims(operation: Operation, dims: readonly bigint[], rank: number, kind: string, sourceOrDest: string): void {
  if (dims.length === 0) throw operation.emitOpError(`${kind}_dims must be non-empty`);
  if (dims.length > rank) throw operation.emitOpError(`${kind}_dims overflow ${sourceOrDest} rank`);
  for (const d of dims) {
    if (d < 0n) throw operation.emitOpError(`${kind}_dims value must be non-negative`);
    if (d >= BigInt(rank)) throw operation.emitOpError(`${kind}_dims value must be smaller than ${sourceOrDest} rank`);
  }
  for (let i = 1; i < dims.length; i++) if ((dims[i - 1] as bigint) >= (dims[i] as bigint)) throw operation.emitOpError(`${kind}_dims values must be strictly increasing`);
}

/** GatherOp::inferResultType: the indices' leading shape, then the source's with gathered dimensions 1 (or dropped). */
export function inferGatherType(source: RankedTensorType, indices: RankedTensorType, dims: readonly bigint[], rankReduced: boolean): RankedTensorType {
  const shape: Int64[] = indices.shape.slice(0, -1);
  for (let i = 0; i < source.getRank(); i++) {
    if (dims.includes(BigInt(i))) {
      if (!rankReduced) shape.push(1);
      continue;
    }
    shape.push(source.shape[i] as Int64);
  }
  return RankedTensorType.get(shape, source.elementType, source.encoding);
}

export function verifyGatherOp(op: GatherOp): void {
  const operation = op.getOperation();
  const source = op.getSource().type as RankedTensorType;
  const indices = op.getIndices().type as RankedTensorType;
  const dims = op.getGatherDims();
  verifyGatherOrScatterDims(operation, dims, source.getRank(), "gather", "source");
  const expected = inferGatherType(source, indices, dims, false);
  const reduced = inferGatherType(source, indices, dims, true);
  const result = operation.getResult(0).type;
  if (result !== expected && result !== reduced)
    throw operation.emitOpError(`result type mismatch: expected ${quoted(expected)} or its rank-reduced variant ${quoted(reduced)} (got: ${quoted(result)})`);
}

export function verifyScatterOp(op: ScatterOp): void {
  const operation = op.getOperation();
  const dest = op.getDest().type as RankedTensorType;
  const indices = op.getIndices().type as RankedTensorType;
  const dims = op.getScatterDims();
  verifyGatherOrScatterDims(operation, dims, dest.getRank(), "scatter", "dest");
  if (!op.getUnique()) throw operation.emitOpError("requires 'unique' attribute to be set");
  const expected = inferGatherType(dest, indices, dims, false);
  const reduced = inferGatherType(dest, indices, dims, true);
  const source = op.getSource().type;
  if (source !== expected && source !== reduced)
    throw operation.emitOpError(`source type mismatch: expected ${quoted(expected)} or its rank-reduced variant ${quoted(reduced)} (got: ${quoted(source)})`);
}

export function verifyGenerateOp(op: GenerateOp): void {
  const operation = op.getOperation();
  if (operation.numOperands !== (operation.getResult(0).type as RankedTensorType).getNumDynamicDims())
    throw operation.emitError("must have as many index operands as dynamic extents in the result type");
}

/** The value a region's tensor.yield gives. */
function yieldedValue(operation: Operation): Value | undefined {
  const block = operation.getRegion(0).firstBlock;
  const terminator = block?.lastOp ?? null;
  return terminator === null ? undefined : terminator.getOperand(0);
}

export function verifyGenerateOpRegions(op: GenerateOp): void {
  const operation = op.getOperation();
  const result = operation.getResult(0).type as RankedTensorType;
  const block = operation.getRegion(0).firstBlock;
  const argumentTypes = block?.getArgumentTypes() ?? [];
  if (!argumentTypes.every((t) => t instanceof IndexType)) throw operation.emitError("all body arguments must be index");
  if (argumentTypes.length !== result.getRank()) throw operation.emitError("must have one body argument per input dimension");
  if (yieldedValue(operation)?.type !== result.elementType)
    throw operation.emitOpError("body must be terminated with a `yield` operation of the tensor element type");
}

export function verifyReshapeOp(op: ReshapeOp): void {
  const operation = op.getOperation();
  const operand = op.getSource().type as TensorType;
  const result = operation.getResult(0).type as TensorType;
  if (operand.elementType !== result.elementType)
    throw operation.emitOpError("element types of source and destination tensor types should be the same");
  const shapeSize = (op.getShape().type as RankedTensorType).shape[0] as Int64;
  if (!(result instanceof RankedTensorType)) return;
  if (operand instanceof RankedTensorType && result.hasStaticShape() && operand.hasStaticShape() && operand.getNumElements() !== result.getNumElements())
    throw operation.emitOpError("source and destination tensor should have the same number of elements");
  if (isDynamicSize(shapeSize)) throw operation.emitOpError("cannot use shape operand with dynamic length to reshape to statically-ranked tensor type");
  if (BigInt(shapeSize) !== BigInt(result.getRank())) throw operation.emitOpError("length of shape operand differs from the result's tensor rank");
}

export function verifyExpandShapeOp(op: ExpandShapeOp): void {
  const operation = op.getOperation();
  const result = operation.getResult(0).type as RankedTensorType;
  const staticShape = op.getStaticOutputShape();
  if (staticShape.length !== result.getRank())
    throw operation.emitOpError(`expected number of static shape dims to be equal to the output rank (${result.getRank()}) but found ${staticShape.length} inputs instead`);
  const dynamic = staticShape.filter(isDynamicSize).length;
  if (op.getOutputShape().length !== dynamic)
    throw operation.emitOpError(`mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has ${dynamic} dynamic dims while output_shape has ${op.getOutputShape().length} values`);
  verifyTensorReshape(operation, result, op.getSrc().type as RankedTensorType, op.getReassociation());
}

export function verifyCollapseShapeOp(op: CollapseShapeOp): void {
  const operation = op.getOperation();
  verifyTensorReshape(operation, op.getSrc().type as RankedTensorType, operation.getResult(0).type as RankedTensorType, op.getReassociation());
}

export function verifyPadOp(op: PadOp): void {
  const operation = op.getOperation();
  const source = op.getSource().type as RankedTensorType;
  const result = operation.getResult(0).type as RankedTensorType;
  const low = op.getStaticLow();
  const high = op.getStaticHigh();
  const rank = source.getRank();
  if (low.length !== rank || high.length !== rank)
    throw operation.emitError(`failed to infer expectedType from sourceType '${printType(source)}', specified resultType is '${printType(result)}'`);
  const expected = RankedTensorType.get(
    source.shape.map((size, i) => {
      const l = low[i] as bigint;
      const h = high[i] as bigint;
      if (isDynamicSize(size) || isDynamicSize(l) || isDynamicSize(h)) return DYNAMIC;
      return Number(BigInt(size) + l + h);
    }),
    source.elementType,
  );
  const mismatch = (): Error => operation.emitError(`specified type ${quoted(result)} does not match the inferred type ${quoted(expected)}`);
  if (result.getRank() !== expected.getRank()) throw mismatch();
  for (let i = 0; i < rank; i++) {
    const r = result.shape[i] as Int64;
    const e = expected.shape[i] as Int64;
    if (BigInt(r) === BigInt(e) || isDynamicSize(e)) continue;
    throw mismatch();
  }
}

export function verifyPadOpRegions(op: PadOp): void {
  const operation = op.getOperation();
  const result = operation.getResult(0).type as RankedTensorType;
  const block = operation.getRegion(0).firstBlock;
  const argumentTypes = block?.getArgumentTypes() ?? [];
  if (argumentTypes.length !== result.getRank()) throw operation.emitError(`expected the block to have ${result.getRank()} arguments`);
  argumentTypes.forEach((t, i) => {
    if (!(t instanceof IndexType)) throw operation.emitOpError(`expected block argument ${i + 1} to be an index`);
  });
  if (yieldedValue(operation)?.type !== result.elementType) throw operation.emitOpError("expected yield type to match shape element type");
}
