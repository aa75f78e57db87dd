// The constant folders of vector's insert and slice ops (VectorOps.cpp in MLIR 19): a
// constant inserted into a constant (InsertOpConstantFolder, InsertStridedSliceConstantFolder)
// and a unit-stride slice of a non-splat constant (StridedSliceNonSplatConstantFolder) are
// constants. Large destinations (more than 256 elements) fold only when used once.
import { DenseIntOrFPElementsAttr, VectorType, type Attribute, type Operation, type Value } from "../../ir/index.js";
import type { PatternRewriter } from "../../rewrite/index.js";
import { constantValueOf } from "../folding/matchers.js";
import { elementAttributeAt, splatAttributeOf } from "../folding/tensor-elements.js";
import { integerArrayOf } from "../vector/attribute-values.js";
import { elementsOfVector } from "../vector/fold-support.js";
import { createOp } from "./support.js";

type Rewrite = (op: Operation, rewriter: PatternRewriter) => boolean;

const VECTOR_SIZE_FOLD_THRESHOLD = 256;

function numElements(shape: readonly number[]): number {
  return shape.reduce((a, b) => a * b, 1);
}

/** Row-major strides of `shape`. */
function stridesOf(shape: readonly number[]): number[] {
  const strides = new Array<number>(shape.length).fill(1);
  for (let i = shape.length - 2; i >= 0; i--) strides[i] = (strides[i + 1] as number) * (shape[i + 1] as number);
  return strides;
}

/** Every element of dense `attr` as an attribute. */
function valuesOf(attr: DenseIntOrFPElementsAttr): Attribute[] | undefined {
  const count = attr.type.getNumElements();
  const values: Attribute[] = [];
  for (let i = 0; i < count; i++) {
    const value = attr.isSplat ? splatAttributeOf(attr) : elementAttributeAt(attr, i);
    if (value === undefined) return undefined;
    values.push(value);
  }
  return values;
}

/** Each position of a box of `shape` at `offsets`, in lexicographic order. */
function* boxPositions(shape: readonly number[], offsets: readonly number[]): Generator<number[]> {
  if (shape.some((s) => s <= 0)) return;
  const position = [...offsets];
  for (;;) {
    yield position;
    let dim = shape.length - 1;
    for (; dim >= 0; dim--) {
      position[dim] = (position[dim] as number) + 1;
      if ((position[dim] as number) < (offsets[dim] as number) + (shape[dim] as number)) break;
      position[dim] = offsets[dim] as number;
    }
    if (dim < 0) return;
  }
}

function linearize(position: readonly number[], strides: readonly number[]): number {
  return position.reduce((sum, p, i) => sum + p * (strides[i] as number), 0);
}

function replaceWithConstant(rewriter: PatternRewriter, op: Operation, type: VectorType, values: readonly Attribute[]): boolean {
  const value = elementsOfVector(type, values);
  if (value === undefined) return false;
  rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "arith.constant", op.location, { resultTypes: [type], properties: [["value", value]] }));
  return true;
}

/** The dense constant destination of an insert, within the size limit. */
function constantDestination(dest: Value): DenseIntOrFPElementsAttr | undefined {
  const attr = constantValueOf(dest);
  const type = dest.type as VectorType;
  if (!(attr instanceof DenseIntOrFPElementsAttr) || type.isScalable()) return undefined;
  if (numElements(type.shape.map(Number)) > VECTOR_SIZE_FOLD_THRESHOLD && !dest.hasOneUse()) return undefined;
  return attr;
}

/** InsertOpConstantFolder. */
export const insertConstantFolder: Rewrite = (op, rewriter) => {
  if (op.numOperands > 2) return false;
  const dest = op.getOperand(1);
  const destAttr = constantDestination(dest);
  if (destAttr === undefined) return false;
  const source = constantValueOf(op.getOperand(0));
  if (source === undefined) return false;
  const destType = dest.type as VectorType;
  const shape = destType.shape.map(Number);
  const position = integerArrayOf(op, "static_position").map(Number);
  const complete = shape.map((_, i) => position[i] ?? 0);
  const begin = linearize(complete, stridesOf(shape));
  const inserted = source instanceof DenseIntOrFPElementsAttr ? valuesOf(source) : [source];
  const all = valuesOf(destAttr);
  if (inserted === undefined || all === undefined) return false;
  inserted.forEach((v, i) => (all[begin + i] = v));
  return replaceWithConstant(rewriter, op, destType, all);
};

function hasNonUnitStrides(op: Operation): boolean {
  return integerArrayOf(op, "strides").some((s) => s !== 1n);
}

/** StridedSliceNonSplatConstantFolder. */
export const stridedSliceNonSplatConstantFolder: Rewrite = (op, rewriter) => {
  if (hasNonUnitStrides(op)) return false;
  const attr = constantValueOf(op.getOperand(0));
  if (!(attr instanceof DenseIntOrFPElementsAttr) || attr.isSplat) return false;
  const sourceType = op.getOperand(0).type as VectorType;
  if (sourceType.isScalable()) return false;
  const sourceShape = sourceType.shape.map(Number);
  const sliceType = op.getResult(0).type as VectorType;
  const sliceShape = sliceType.shape.map(Number);
  const given = integerArrayOf(op, "offsets").map(Number);
  const offsets = sliceShape.map((_, i) => given[i] ?? 0);
  const strides = stridesOf(sourceShape);
  const all = valuesOf(attr);
  if (all === undefined) return false;
  const values: Attribute[] = [];
  for (const position of boxPositions(sliceShape, offsets)) values.push(all[linearize(position, strides)] as Attribute);
  return replaceWithConstant(rewriter, op, sliceType, values);
};

/** InsertStridedSliceConstantFolder. */
export const insertStridedSliceConstantFolder: Rewrite = (op, rewriter) => {
  const dest = op.getOperand(1);
  const destAttr = constantDestination(dest);
  if (destAttr === undefined) return false;
  const sourceAttr = constantValueOf(op.getOperand(0));
  if (!(sourceAttr instanceof DenseIntOrFPElementsAttr) || hasNonUnitStrides(op)) return false;
  const destType = dest.type as VectorType;
  const destShape = destType.shape.map(Number);
  const sliceShape = (op.getOperand(0).type as VectorType).shape.map(Number);
  const rankDifference = destShape.length - sliceShape.length;
  const offsets = integerArrayOf(op, "offsets").map(Number);
  const strides = stridesOf(destShape);
  const slice = valuesOf(sourceAttr);
  const all = valuesOf(destAttr);
  if (slice === undefined || all === undefined) return false;
  const leading = offsets.slice(0, rankDifference);
  let next = 0;
  for (const position of boxPositions(sliceShape, offsets.slice(rankDifference))) all[linearize([...leading, ...position], strides)] = slice[next++] as Attribute;
  return replaceWithConstant(rewriter, op, destType, all);
};

/** ShuffleInterleave: shuffle(a, b, [0, n, 1, n + 1, ...]) of two 1-d vectors of one type is vector.interleave. */
export const shuffleInterleave: Rewrite = (op, rewriter) => {
  const resultType = op.getResult(0).type as VectorType;
  if (resultType.shape.length !== 1) return false;
  const sourceType = op.getOperand(0).type as VectorType;
  const n = numElements(sourceType.shape.map(Number));
  if (sourceType !== op.getOperand(1).type || n * 2 !== numElements(resultType.shape.map(Number))) return false;
  const mask = integerArrayOf(op, "mask").map(Number);
  if (!mask.every((index, i) => index === Math.floor(i / 2) + (i % 2) * n)) return false;
  rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "vector.interleave", op.location, { operands: [op.getOperand(0), op.getOperand(1)], resultTypes: [resultType] }));
  return true;
};
