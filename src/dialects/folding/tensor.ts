// The folds of tensor ops (TensorOps.cpp in MLIR 19): constants read at constant indices,
// splats resized, identity slices and reshapes, ops of a producer they undo, dims of known
// sizes, and tensor.cast producers that lose static information folded into their users.
import {
  ArrayAttr,
  DenseIntOrFPElementsAttr,
  ElementsAttr,
  FloatAttr,
  IndexType,
  IntegerAttr,
  RankedTensorType,
  ShapedType,
  TensorType,
  type Attribute,
  type Int64,
  type OpFoldResult,
  type Operation,
  type Value,
} from "../../ir/index.js";
import {
  CollapseShapeOp,
  ConcatOp,
  DimOp,
  ExpandShapeOp,
  ExtractSliceOp,
  FromElementsOp,
  GatherOp,
  GenerateOp,
  InsertSliceOp,
  PackOp,
  PadOp,
  RankOp,
  ReshapeOp,
  SplatOp,
  UnPackOp,
} from "../../../generated/tensor.js";
import { denseSplatOf, isSplatElements } from "./common.js";
import { denseElementsFromAttributes, elementAttributeAt, splatAttributeOf } from "./tensor-elements.js";
import { apFloatOf, apIntOf } from "../../ir/index.js";
import { definingOp } from "./matchers.js";
import { reassociationGroups } from "../tensor/reassociation.js";
import { preservesStaticInformation } from "../canonicalization/scf-tensor.js";
import { constantIndexOf, isDynamicSize, mixedValues } from "../tensor/shapes.js";
import type { FoldOutcome, OpFoldFunction } from "./fold-types.js";

type Operands = readonly (Attribute | undefined)[];

/** The row-major flat index of `indices` in `shape`. */
function flatIndexOf(indices: readonly bigint[], shape: readonly Int64[]): number {
  let flat = 0n;
  let stride = 1n;
  for (let i = indices.length - 1; i >= 0; i--) {
    flat += (indices[i] as bigint) * stride;
    stride *= BigInt(shape[i] as Int64);
  }
  return Number(flat);
}

export function foldExtract(operation: Operation, operands: Operands): FoldOutcome {
  const tensor = operands[0];
  if (tensor instanceof DenseIntOrFPElementsAttr && tensor.isSplat) return splatAttributeOf(tensor);
  const indices: bigint[] = [];
  for (const index of operands.slice(1)) {
    if (!(index instanceof IntegerAttr)) return undefined;
    indices.push(BigInt(index.value));
  }
  const fromElements = definingOp(operation.getOperand(0), FromElementsOp.operationName);
  if (fromElements !== undefined) {
    const type = fromElements.getResult(0).type as RankedTensorType;
    const flat = flatIndexOf(indices, type.shape);
    if (flat < 0 || flat >= fromElements.numOperands) return undefined;
    return fromElements.getOperand(flat);
  }
  if (!(tensor instanceof ElementsAttr)) return undefined;
  // ElementsAttr::isValidIndex: one in-range index per dimension.
  const shape = tensor.type.shape;
  if (indices.length !== shape.length || indices.some((index, i) => index < 0n || index >= BigInt(shape[i] as Int64))) return undefined;
  return elementAttributeAt(tensor, flatIndexOf(indices, shape));
}

/** tensor.cast producers that only make sizes dynamic are folded into their user (foldTensorCast): whether one was. */
function foldTensorCastOperands(operation: Operation): boolean {
  let folded = false;
  for (let i = 0; i < operation.numOperands; i++) {
    const cast = definingOp(operation.getOperand(i), "tensor.cast");
    if (cast === undefined || !preservesStaticInformation(cast.getResult(0).type, cast.getOperand(0).type)) continue;
    operation.setOperand(i, cast.getOperand(0));
    folded = true;
  }
  return folded;
}

export function foldDim(operation: Operation, operands: Operands): FoldOutcome {
  const index = operands[1];
  if (!(index instanceof IntegerAttr)) return undefined;
  const op = DimOp.wrap(operation);
  const type = op.getSource().type;
  if (!(type instanceof RankedTensorType)) return undefined;
  const position = Number(index.value);
  if (position < 0 || position >= type.getRank()) return undefined;
  const size = type.shape[position] as Int64;
  if (!isDynamicSize(size)) return IntegerAttr.get(IndexType.get(operation.context), size);
  const producer = op.getSource().definingOp ?? undefined;
  if (producer?.name.name === GenerateOp.operationName) {
    const dynamicBefore = type.shape.slice(0, position).filter(isDynamicSize).length;
    return producer.getOperand(dynamicBefore);
  }
  if (producer?.name.name === ExtractSliceOp.operationName) {
    const slice = ExtractSliceOp.wrap(producer);
    const sourceType = slice.getSource().type as RankedTensorType;
    if (type.getRank() === sourceType.getRank()) {
      const sizes = slice.getStaticSizes();
      if (isDynamicSize(sizes[position] as bigint)) return slice.getSizes()[sizes.slice(0, position).filter(isDynamicSize).length];
    }
  }
  return foldTensorCastOperands(operation) ? operation.getResult(0) : undefined;
}

export function foldRank(operation: Operation, _operands: Operands): FoldOutcome {
  const type = RankOp.wrap(operation).getTensor().type;
  if (type instanceof ShapedType && type.hasRank()) return IntegerAttr.get(IndexType.get(operation.context), type.getRank());
  return undefined;
}

export function foldInsert(operation: Operation, operands: Operands): FoldOutcome {
  const [scalar, dest] = operands;
  if (scalar !== undefined && dest instanceof DenseIntOrFPElementsAttr && dest.isSplat && scalar === splatAttributeOf(dest)) return dest;
  return undefined;
}

export function foldSplat(operation: Operation, operands: Operands): FoldOutcome {
  const input = operands[0];
  if (!(input instanceof IntegerAttr || input instanceof FloatAttr)) return undefined;
  const type = SplatOp.wrap(operation).getAggregate().type as RankedTensorType;
  if (!type.hasStaticShape()) return undefined;
  return denseSplatOf(type, input instanceof IntegerAttr ? apIntOf(input) : apFloatOf(input));
}

export function foldFromElements(operation: Operation, operands: Operands): FoldOutcome {
  const values: Attribute[] = [];
  for (const operand of operands) {
    if (operand === undefined) return undefined;
    values.push(operand);
  }
  return denseElementsFromAttributes(FromElementsOp.wrap(operation).getResult().type as RankedTensorType, values);
}

/** DenseElementsAttr::resizeSplat / reshape of int/float elements: the same values under `type`. */
function reshapedElements(attr: DenseIntOrFPElementsAttr, type: ShapedType): DenseIntOrFPElementsAttr {
  return DenseIntOrFPElementsAttr.getFromRawData(type, attr.data);
}

/** reshapeConstantSource: a splat (of `padding` when given) resized to a static `type`. */
function reshapeConstantSource(source: Attribute | undefined, type: TensorType, padding?: Attribute): Attribute | undefined {
  if (!isSplatElements(source) || !type.hasStaticShape()) return undefined;
  if (padding !== undefined && splatAttributeOf(source) !== padding) return undefined;
  return reshapedElements(source, type);
}

/** getConstantIntValue(a) == b for a mixed entry and a static size. */
function constantEquals(value: OpFoldResult, expected: bigint): boolean {
  return constantIndexOf(value) === expected;
}

/** foldIdentityOffsetSizeAndStrideOpInterface: zero offsets, the whole shape, unit strides. */
function isIdentityBox(op: ExtractSliceOp | InsertSliceOp, shape: readonly Int64[]): boolean {
  const index = IndexType.get(op.getOperation().context);
  const offsets = mixedValues(op.getStaticOffsets(), op.getOffsets(), index);
  const sizes = mixedValues(op.getStaticSizes(), op.getSizes(), index);
  const strides = mixedValues(op.getStaticStrides(), op.getStrides(), index);
  if (!offsets.every((o) => constantEquals(o, 0n))) return false;
  if (!sizes.every((s, i) => i < shape.length && !isDynamicSize(shape[i] as Int64) && constantEquals(s, BigInt(shape[i] as Int64)))) return false;
  return strides.every((s) => constantEquals(s, 1n));
}

/** isSameAs with identity of OpFoldResults: equal static lists and the same dynamic values. */
function sameBox(a: ExtractSliceOp | InsertSliceOp, b: ExtractSliceOp | InsertSliceOp): boolean {
  const same = (x: readonly bigint[], y: readonly bigint[]): boolean => x.length === y.length && x.every((v, i) => v === y[i]);
  const sameValues = (x: readonly Value[], y: readonly Value[]): boolean => x.length === y.length && x.every((v, i) => v === y[i]);
  return (
    same(a.getStaticOffsets(), b.getStaticOffsets()) &&
    same(a.getStaticSizes(), b.getStaticSizes()) &&
    same(a.getStaticStrides(), b.getStaticStrides()) &&
    sameValues(a.getOffsets(), b.getOffsets()) &&
    sameValues(a.getSizes(), b.getSizes()) &&
    sameValues(a.getStrides(), b.getStrides())
  );
}

export function foldExtractSlice(operation: Operation, operands: Operands): FoldOutcome {
  const op = ExtractSliceOp.wrap(operation);
  const resultType = operation.getResult(0).type as RankedTensorType;
  const source = operands[0];
  if (isSplatElements(source) && resultType.hasStaticShape()) return reshapedElements(source, resultType);
  const sourceType = op.getSource().type as RankedTensorType;
  if (sourceType === resultType && isIdentityBox(op, sourceType.shape)) return op.getSource();
  const producer = definingOp(op.getSource(), InsertSliceOp.operationName);
  if (producer !== undefined) {
    const insert = InsertSliceOp.wrap(producer);
    if (insert.getSource().type === resultType && sameBox(insert, op)) return insert.getSource();
  }
  return undefined;
}

export function foldInsertSlice(operation: Operation, _operands: Operands): FoldOutcome {
  const op = InsertSliceOp.wrap(operation);
  const sourceType = op.getSource().type as RankedTensorType;
  const type = operation.getResult(0).type as RankedTensorType;
  if (sourceType.hasStaticShape() && type.hasStaticShape() && sourceType === type && isIdentityBox(op, type.shape)) return op.getSource();
  // An insert over a previous insert of the same box replaces it (foldInsertAfterInsertSlice).
  const previous = definingOp(op.getDest(), InsertSliceOp.operationName);
  if (previous !== undefined) {
    const prior = InsertSliceOp.wrap(previous);
    if (prior.getSource().type === sourceType && sameBox(prior, op)) {
      operation.setOperand(1, prior.getDest());
      return operation.getResult(0);
    }
  }
  // Inserting back what was extracted from the destination (foldInsertAfterExtractSlice).
  const extracted = definingOp(op.getSource(), ExtractSliceOp.operationName);
  if (extracted !== undefined) {
    const extract = ExtractSliceOp.wrap(extracted);
    if (extract.getSource() === op.getDest() && sameBox(extract, op)) return extract.getSource();
  }
  // Inserting nothing leaves the destination as it is.
  const index = IndexType.get(operation.context);
  if (mixedValues(op.getStaticSizes(), op.getSizes(), index).some((size) => constantEquals(size, 0n))) return op.getDest();
  return undefined;
}

/** foldReshapeOp (ReshapeOpsUtils): identity, constants reshaped, and the undoing of an inverse reshape. */
function foldReshape(operation: Operation, operands: Operands, inverse: string): FoldOutcome {
  const source = operation.getOperand(0);
  const resultType = operation.getResult(0).type;
  if (source.type === resultType) return source;
  const constant = operands[0];
  if (constant instanceof DenseIntOrFPElementsAttr) return reshapedElements(constant, resultType as ShapedType);
  const producer = definingOp(source, inverse);
  if (producer === undefined) return undefined;
  const original = producer.getOperand(0);
  const originalType = original.type as RankedTensorType;
  if (originalType !== resultType) return undefined;
  const dynamicCount = (sizes: readonly Int64[]): number => sizes.filter(isDynamicSize).length;
  if (dynamicCount(originalType.shape) < 2) return original;
  // Perfect inverses: the same groups, and no group with two dynamic sizes (an expand then a collapse always is).
  const groups = reassociationGroups(operation.getInherentAttr("reassociation") as ArrayAttr);
  const producerGroups = reassociationGroups(producer.getInherentAttr("reassociation") as ArrayAttr);
  const same = groups.length === producerGroups.length && groups.every((g, i) => g.length === (producerGroups[i] as number[]).length && g.every((d, j) => d === (producerGroups[i] as number[])[j]));
  if (!same) return undefined;
  if (originalType.getRank() < (producer.getResult(0).type as RankedTensorType).getRank()) return original;
  if (groups.every((group) => dynamicCount(originalType.shape.slice(group[0], (group[0] ?? 0) + group.length)) < 2)) return original;
  return undefined;
}

export function foldExpandShape(operation: Operation, operands: Operands): FoldOutcome {
  return foldReshape(operation, operands, CollapseShapeOp.operationName);
}

export function foldCollapseShape(operation: Operation, operands: Operands): FoldOutcome {
  return foldReshape(operation, operands, ExpandShapeOp.operationName);
}

export function foldReshapeOp(operation: Operation, operands: Operands): FoldOutcome {
  const op = ReshapeOp.wrap(operation);
  const resultType = operation.getResult(0).type as TensorType;
  const reshaped = reshapeConstantSource(operands[0], resultType);
  if (reshaped !== undefined) return reshaped;
  const producer = definingOp(op.getSource(), ReshapeOp.operationName);
  if (producer !== undefined) {
    operation.setOperand(0, producer.getOperand(0));
    return operation.getResult(0);
  }
  const source = op.getSource();
  const sourceType = source.type;
  if (!(sourceType instanceof RankedTensorType) || sourceType !== resultType) return undefined;
  if (sourceType.getRank() === 1) return source;
  const fromElements = definingOp(op.getShape(), FromElementsOp.operationName);
  if (fromElements === undefined || fromElements.numOperands !== sourceType.getRank()) return undefined;
  const noop = fromElements.getOperands().every((element, id) => {
    const constant = constantIndexOf(element);
    if (constant !== undefined) return BigInt(sourceType.shape[id] as Int64) === constant;
    const dim = definingOp(element, DimOp.operationName);
    return dim !== undefined && dim.getOperand(0) === source && constantIndexOf(dim.getOperand(1)) === BigInt(id);
  });
  return noop ? source : undefined;
}

export function foldPack(operation: Operation, operands: Operands): FoldOutcome {
  const op = PackOp.wrap(operation);
  const padding = op.getPaddingValue() === undefined ? undefined : operands[2];
  if (op.getPaddingValue() !== undefined && padding === undefined) {
    // An unknown padding value compares unequal to the splat, as a null attribute does.
    return undefined;
  }
  return reshapeConstantSource(operands[0], op.getDest().type as TensorType, padding);
}

export function foldUnPack(operation: Operation, operands: Operands): FoldOutcome {
  return reshapeConstantSource(operands[0], UnPackOp.wrap(operation).getResult().type as TensorType);
}

export function foldGather(operation: Operation, operands: Operands): FoldOutcome {
  return reshapeConstantSource(operands[0], GatherOp.wrap(operation).getResult().type as TensorType);
}

export function foldPad(operation: Operation, _operands: Operands): FoldOutcome {
  const op = PadOp.wrap(operation);
  const resultType = operation.getResult(0).type as RankedTensorType;
  if (resultType.hasStaticShape() && resultType === op.getSource().type && !op.getNofold()) return op.getSource();
  return undefined;
}

export function foldConcat(operation: Operation, _operands: Operands): FoldOutcome {
  const inputs = ConcatOp.wrap(operation).getInputs();
  if (inputs.length === 1 && inputs[0]?.type === operation.getResult(0).type) return inputs[0];
  return undefined;
}

/** The folds of tensor ops, by op name. */
export const tensorFolders: ReadonlyMap<string, OpFoldFunction> = new Map<string, OpFoldFunction>([
  ["tensor.collapse_shape", foldCollapseShape],
  ["tensor.concat", foldConcat],
  ["tensor.dim", foldDim],
  ["tensor.expand_shape", foldExpandShape],
  ["tensor.extract", foldExtract],
  ["tensor.extract_slice", foldExtractSlice],
  ["tensor.from_elements", foldFromElements],
  ["tensor.gather", foldGather],
  ["tensor.insert", foldInsert],
  ["tensor.insert_slice", foldInsertSlice],
  ["tensor.pack", foldPack],
  ["tensor.pad", foldPad],
  ["tensor.rank", foldRank],
  ["tensor.reshape", foldReshapeOp],
  ["tensor.splat", foldSplat],
  ["tensor.unpack", foldUnPack],
]);
