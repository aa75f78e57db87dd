// The folds of vector ops (VectorOps.cpp in MLIR 19): identities (a transpose that keeps
// the order, a shape_cast or bitcast to the same type, a full-range slice), chains that
// cancel (shape_cast and bitcast of their own kind, extract_strided_slice of the
// insert_strided_slice it reads back), and constants reshaped, resized or reinterpreted.
import { DenseIntOrFPElementsAttr, FloatAttr, FloatType, IntegerAttr, IntegerType, VectorType, type Attribute, type Operation, type Type, type Value } from "../../ir/index.js";
import { definingOp } from "../folding/matchers.js";
import { elementAttributeAt, splatAttributeOf } from "../folding/tensor-elements.js";
import type { OpFoldFunction } from "../folding/fold-types.js";
import { denseElementByteWidthOf, elementsOfVector, i64ArrayAttr, isIdentityPermutation, splatOfType } from "./fold-support.js";
import { integerArrayOf } from "./attribute-values.js";
import { foldTransferRead, foldTransferWrite } from "./transfer-folds.js";
import { foldExtract } from "./extract-folds.js";

type Operands = readonly (Attribute | undefined)[];

function vectorTypeOf(value: Value): VectorType | undefined {
  return value.type instanceof VectorType ? value.type : undefined;
}

/** A dense splat constant reshaped to `type` (DenseElementsAttr::reshape / get(type, splat)). */
function splatAs(attr: Attribute | undefined, type: Type): Attribute | undefined {
  if (!(attr instanceof DenseIntOrFPElementsAttr) || !attr.isSplat || !(type instanceof VectorType)) return undefined;
  return splatOfType(attr, type);
}

/** TransposeOp::fold: a splat constant transposed; the identity permutation. */
export const foldTranspose: OpFoldFunction = (op, operands) => {
  const splat = splatAs(operands[0], op.getResult(0).type);
  if (splat !== undefined) return splat;
  return isIdentityPermutation(integerArrayOf(op, "permutation")) ? op.getOperand(0) : undefined;
};

/** ShapeCastOp::fold. */
export const foldShapeCast: OpFoldFunction = (op, operands) => {
  const source = op.getOperand(0);
  const resultType = op.getResult(0).type as VectorType;
  if (source.type === resultType) return source;
  const producer = definingOp(source, "vector.shape_cast");
  if (producer !== undefined) {
    const original = producer.getOperand(0);
    if (original.type === resultType) return original;
    // Only a transitive cast that is itself valid folds.
    const sourceShape = (original.type as VectorType).shape;
    if (sourceShape.length < resultType.shape.length) {
      if (!isValidShapeCast(sourceShape, resultType.shape)) return undefined;
    } else if (sourceShape.length > resultType.shape.length) {
      if (!isValidShapeCast(resultType.shape, sourceShape)) return undefined;
    } else return undefined;
    op.setOperand(0, original);
    return op.getResult(0);
  }
  const broadcast = definingOp(source, "vector.broadcast");
  if (broadcast !== undefined && broadcast.getOperand(0).type === resultType) return broadcast.getOperand(0);
  return undefined;
};

/** isValidShapeCast: each dimension of the lower-rank `a` is a product of consecutive dimensions of `b`. */
function isValidShapeCast(a: readonly (number | bigint)[], b: readonly (number | bigint)[]): boolean {
  const isOne = (v: number | bigint): boolean => Number(v) === 1;
  if (a.length === 0 && b.every(isOne)) return true;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const dimA = Number(a[i]);
    let dimB = 1;
    while (dimB < dimA && j < b.length) dimB *= Number(b[j++]);
    if (dimA !== dimB) break;
    ++i;
    // Trailing unit dimensions join the contiguous sequence.
    if (i < a.length && a.slice(i).every(isOne)) i = a.length;
    if (j < b.length && b.slice(j).every(isOne)) j = b.length;
  }
  return i === a.length && j === b.length;
}

/** BitCastOp::fold: the same type, bitcasts that cancel, splat constants whose bits repeat. */
export const foldBitCast: OpFoldFunction = (op, operands) => {
  const source = op.getOperand(0);
  const resultType = op.getResult(0).type as VectorType;
  if (source.type === resultType) return source;
  const producer = definingOp(source, "vector.bitcast");
  if (producer !== undefined) {
    if (producer.getOperand(0).type === resultType) return producer.getOperand(0);
    op.setOperand(0, producer.getOperand(0));
    return op.getResult(0);
  }
  const constant = operands[0];
  if (!(constant instanceof DenseIntOrFPElementsAttr) || !constant.isSplat) return undefined;
  const sourceElement = (source.type as VectorType).elementType;
  const resultElement = resultType.elementType;
  const fp16ToF32 = sourceElement instanceof FloatType && sourceElement.kind === "f16" && resultElement instanceof FloatType && resultElement.kind === "f32";
  const widerInteger = sourceElement instanceof IntegerType && resultElement instanceof IntegerType && resultElement.width > sourceElement.width && resultElement.width % sourceElement.width === 0;
  if (!fp16ToF32 && !widerInteger) return undefined;
  const sourceWidth = denseElementByteWidthOf(sourceElement);
  const resultWidth = denseElementByteWidthOf(resultElement);
  if (sourceWidth === undefined || resultWidth === undefined || (sourceElement instanceof IntegerType && sourceElement.width % 8 !== 0)) return undefined;
  // The narrow element's bits repeated to fill the wide one (little-endian storage).
  const bytes = new Uint8Array(resultWidth);
  for (let i = 0; i < resultWidth; i++) bytes[i] = constant.data[i % sourceWidth] as number;
  return DenseIntOrFPElementsAttr.getFromRawData(resultType, bytes);
};

/** BroadcastOp::fold: the same type; a constant scalar or splat broadcast to a splat. */
export const foldBroadcast: OpFoldFunction = (op, operands) => {
  const source = op.getOperand(0);
  const resultType = op.getResult(0).type as VectorType;
  if (source.type === resultType) return source;
  const constant = operands[0];
  if (constant === undefined) return undefined;
  if (constant instanceof IntegerAttr || constant instanceof FloatAttr) return splatFromScalar(constant, resultType);
  return splatAs(constant, resultType);
};

function splatFromScalar(scalar: Attribute, type: VectorType): Attribute | undefined {
  return elementsOfVector(type, [scalar]);
}

/** SplatOp::fold: a constant scalar splatted. */
export const foldSplat: OpFoldFunction = (op, operands) => {
  const scalar = operands[0];
  if (scalar === undefined || !(scalar instanceof IntegerAttr || scalar instanceof FloatAttr)) return undefined;
  return splatFromScalar(scalar, op.getResult(0).type as VectorType);
};

/** ExtractStridedSliceOp::fold: the full slice, a slice of what an insert_strided_slice put there, a splat. */
export const foldExtractStridedSlice: OpFoldFunction = (op, operands) => {
  if (op.getOperand(0).type === op.getResult(0).type) return op.getOperand(0);
  if (foldFromInsertChain(op)) return op.getResult(0);
  return splatAs(operands[0], op.getResult(0).type);
};

/** foldExtractStridedOpFromInsertChain: reads the inserted vector when the slice lies within it. */
function foldFromInsertChain(op: Operation): boolean {
  const offsets = integerArrayOf(op, "offsets");
  const sizes = integerArrayOf(op, "sizes");
  const strides = integerArrayOf(op, "strides");
  const sourceRank = (op.getOperand(0).type as VectorType).shape.length;
  let insert = definingOp(op.getOperand(0), "vector.insert_strided_slice");
  while (insert !== undefined) {
    const insertedType = insert.getOperand(0).type as VectorType;
    if (sourceRank !== insertedType.shape.length) return false;
    const insertOffsets = integerArrayOf(insert, "offsets");
    const insertStrides = integerArrayOf(insert, "strides");
    if (offsets.length > insertOffsets.length) return false;
    let partialOverlap = false;
    let disjoint = false;
    const offsetDiffs: bigint[] = [];
    for (let dim = 0; dim < offsets.length; dim++) {
      if (strides[dim] !== insertStrides[dim]) return false;
      const start = insertOffsets[dim] as bigint;
      const end = start + BigInt(insertedType.shape[dim] as number);
      const offset = offsets[dim] as bigint;
      const size = sizes[dim] as bigint;
      if (start <= offset && offset < end) {
        if (offset + size > end) partialOverlap = true;
        offsetDiffs.push(offset - start);
        continue;
      }
      disjoint = true;
      break;
    }
    if (!disjoint && !partialOverlap) {
      op.setOperand(0, insert.getOperand(0));
      op.setAttr("offsets", i64ArrayAttr(op.context, offsetDiffs));
      return true;
    }
    if (!disjoint) return false;
    insert = definingOp(insert.getOperand(1), "vector.insert_strided_slice");
  }
  return false;
}

/** InsertStridedSliceOp::fold: a source as large as the destination is the result. */
export const foldInsertStridedSlice: OpFoldFunction = (op) => (op.getOperand(0).type === op.getResult(0).type ? op.getOperand(0) : undefined);

/** MultiDimReductionOp::fold: a 1-d reduction over no dimension is its source. */
export const foldMultiDimReduction: OpFoldFunction = (op) => {
  const source = vectorTypeOf(op.getOperand(0));
  if (source === undefined || source.shape.length !== 1) return undefined;
  return integerArrayOf(op, "reduction_dims").length === 0 ? op.getOperand(0) : undefined;
};

/** ShuffleOp::fold. */
export const foldShuffle: OpFoldFunction = (op, operands) => {
  const v1Type = op.getOperand(0).type as VectorType;
  const resultType = op.getResult(0).type as VectorType;
  const mask = integerArrayOf(op, "mask");
  // A 0-d shuffle's result is 1-d: that is a canonicalization into a broadcast, not a fold.
  if (v1Type.shape.length === 0) return undefined;
  const v2Type = op.getOperand(1).type as VectorType;
  if (!v1Type.isScalable() && isStepIndexArray(mask, 0n, v1Type.shape[0] as number)) return op.getOperand(0);
  if (!v1Type.isScalable() && !v2Type.isScalable() && isStepIndexArray(mask, BigInt(v1Type.shape[0] as number), v2Type.shape[0] as number)) return op.getOperand(1);
  const lhs = operands[0];
  const rhs = operands[1];
  if (lhs === undefined || rhs === undefined) return undefined;
  // Only 1-d shuffles of constants fold.
  if (v1Type.shape.length !== 1) return undefined;
  const lhsSize = v1Type.shape[0] as number;
  const values: Attribute[] = [];
  for (const index of mask) {
    const i = Number(index);
    const value = i < lhsSize ? elementAt(lhs, i) : elementAt(rhs, i - lhsSize);
    if (value === undefined) return undefined;
    values.push(value);
  }
  return elementsOfVector(resultType, values);
};

/** isStepIndexArray: `mask` is begin, begin + 1, ... of width elements. */
function isStepIndexArray(mask: readonly bigint[], begin: bigint, width: number): boolean {
  if (mask.length !== width) return false;
  return mask.every((v, i) => v === begin + BigInt(i));
}

function elementAt(attr: Attribute, index: number): Attribute | undefined {
  if (!(attr instanceof DenseIntOrFPElementsAttr)) return undefined;
  return attr.isSplat ? splatAttributeOf(attr) : elementAttributeAt(attr, index);
}

/** ExtractElementOp::fold: a splat's value, or the element of a constant at a constant position. */
export const foldExtractElement: OpFoldFunction = (op, operands) => {
  // 0-d extractelement (no position) does not fold.
  if (op.numOperands < 2 || operands[1] === undefined) return undefined;
  const splat = definingOp(op.getOperand(0), "vector.splat");
  if (splat !== undefined) return splat.getOperand(0);
  const broadcast = definingOp(op.getOperand(0), "vector.broadcast");
  if (broadcast !== undefined && !(broadcast.getOperand(0).type instanceof VectorType)) return broadcast.getOperand(0);
  const vector = operands[0];
  const position = operands[1];
  if (!(vector instanceof DenseIntOrFPElementsAttr) || !(position instanceof IntegerAttr)) return undefined;
  // The position read as unsigned: a negative one is out of range.
  const index = BigInt.asUintN(64, BigInt(position.value));
  if (index >= BigInt(vector.type.getNumElements())) return undefined;
  return elementAt(vector, Number(index));
};

/** InsertElementOp::fold: a constant inserted into a constant at a constant position. */
export const foldInsertElement: OpFoldFunction = (op, operands) => {
  // 0-d insertelement (no position) does not fold.
  if (op.numOperands < 3) return undefined;
  const [scalar, vector, position] = operands;
  if (!(scalar instanceof IntegerAttr || scalar instanceof FloatAttr) || !(vector instanceof DenseIntOrFPElementsAttr) || !(position instanceof IntegerAttr)) return undefined;
  const type = op.getResult(0).type as VectorType;
  if (scalar.type !== type.elementType) return undefined;
  const count = vector.type.getNumElements();
  const index = BigInt.asUintN(64, BigInt(position.value));
  if (index >= BigInt(count)) return undefined;
  const values: Attribute[] = [];
  for (let i = 0; i < count; i++) {
    const value = BigInt(i) === index ? scalar : elementAt(vector, i);
    if (value === undefined) return undefined;
    values.push(value);
  }
  return elementsOfVector(type, values);
};

/**
 * InsertOp::fold: an insert at no position is its source. MLIR 19 does not check that the
 * source has the destination's type, so a scalar inserted into a 0-d vector folds to the
 * scalar (and the verifier then rejects its uses), as mlir-opt 19 does.
 */
export const foldInsert: OpFoldFunction = (op) => (integerArrayOf(op, "static_position").length === 0 && op.numOperands === 2 ? op.getOperand(0) : undefined);


/** The fold of each vector op declaring ODS hasFolder, by op name. */
export const vectorFolders: ReadonlyMap<string, OpFoldFunction> = new Map<string, OpFoldFunction>([
  ["vector.bitcast", foldBitCast],
  ["vector.broadcast", foldBroadcast],
  ["vector.extract", foldExtract],
  ["vector.extractelement", foldExtractElement],
  ["vector.extract_strided_slice", foldExtractStridedSlice],
  ["vector.insert", foldInsert],
  ["vector.insertelement", foldInsertElement],
  ["vector.insert_strided_slice", foldInsertStridedSlice],
  ["vector.multi_reduction", foldMultiDimReduction],
  ["vector.shape_cast", foldShapeCast],
  ["vector.shuffle", foldShuffle],
  ["vector.splat", foldSplat],
  ["vector.transfer_read", foldTransferRead],
  ["vector.transfer_write", foldTransferWrite],
  ["vector.transpose", foldTranspose],
]);
