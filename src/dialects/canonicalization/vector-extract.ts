// The canonicalization patterns of vector.extract (VectorOps.cpp in MLIR 19): extracts of
// splat and non-splat constants as constants (ExtractOpSplatConstantFolder,
// ExtractOpNonSplatConstantFolder), of a broadcast of a lower-rank source as a broadcast
// (ExtractOpFromBroadcast), and of a shape_cast with as many elements as the result as a
// shape_cast (foldExtractFromShapeCastToShapeCast). ExtractOpFromCreateMask is not written yet.
import { DenseIntOrFPElementsAttr, VectorType, type Attribute, type Operation } from "../../ir/index.js";
import type { PatternRewriter } from "../../rewrite/index.js";
import { constantValueOf, definingOp } from "../folding/matchers.js";
import { elementAttributeAt, splatAttributeOf } from "../folding/tensor-elements.js";
import { integerArrayOf } from "../vector/attribute-values.js";
import { elementsOfVector } from "../vector/fold-support.js";
import { createOp } from "./support.js";

type Rewrite = (op: Operation, rewriter: PatternRewriter) => boolean;

function replaceWithConstant(rewriter: PatternRewriter, op: Operation, value: Attribute): void {
  rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "arith.constant", op.location, { resultTypes: [op.getResult(0).type], properties: [["value", value]] }));
}

function numElements(type: VectorType): number {
  return type.shape.reduce<number>((a, b) => a * Number(b), 1);
}

/** ExtractOpSplatConstantFolder. */
export const extractSplatConstant: Rewrite = (op, rewriter) => {
  const constant = constantValueOf(op.getOperand(0));
  if (!(constant instanceof DenseIntOrFPElementsAttr) || !constant.isSplat) return false;
  const scalar = splatAttributeOf(constant);
  if (scalar === undefined) return false;
  const resultType = op.getResult(0).type;
  const value = resultType instanceof VectorType ? elementsOfVector(resultType, [scalar]) : scalar;
  if (value === undefined) return false;
  replaceWithConstant(rewriter, op, value);
  return true;
};

/** ExtractOpNonSplatConstantFolder: the contiguous run of elements at a static position. */
export const extractNonSplatConstant: Rewrite = (op, rewriter) => {
  if (op.numOperands > 1) return false;
  const constant = constantValueOf(op.getOperand(0));
  const sourceType = op.getOperand(0).type as VectorType;
  if (sourceType.isScalable() || !(constant instanceof DenseIntOrFPElementsAttr) || constant.isSplat) return false;
  const shape = sourceType.shape.map(Number);
  const position = integerArrayOf(op, "static_position").map(Number);
  let begin = 0;
  let stride = 1;
  for (let i = shape.length - 1; i >= 0; i--) {
    begin += (position[i] ?? 0) * stride;
    stride *= shape[i] as number;
  }
  const resultType = op.getResult(0).type;
  const count = resultType instanceof VectorType ? numElements(resultType) : 1;
  const values: Attribute[] = [];
  for (let i = 0; i < count; i++) {
    const value = elementAttributeAt(constant, begin + i);
    if (value === undefined) return false;
    values.push(value);
  }
  const value = resultType instanceof VectorType ? elementsOfVector(resultType, values) : values[0];
  if (value === undefined) return false;
  replaceWithConstant(rewriter, op, value);
  return true;
};

/** ExtractOpFromBroadcast: extracting at most the broadcast's own dimensions is a broadcast of its source. */
export const extractFromBroadcast: Rewrite = (op, rewriter) => {
  const producer = definingOp(op.getOperand(0), "vector.broadcast") ?? definingOp(op.getOperand(0), "vector.splat");
  if (producer === undefined) return false;
  const source = producer.getOperand(0);
  const resultType = op.getResult(0).type;
  if (resultType === source.type) return false;
  const sourceRank = source.type instanceof VectorType ? source.type.shape.length : 0;
  const resultRank = resultType instanceof VectorType ? resultType.shape.length : 0;
  if (resultRank < sourceRank) return false;
  // A 0-d source read as a scalar.
  const name = resultRank === 0 ? "vector.extractelement" : "vector.broadcast";
  rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, name, op.location, { operands: [source], resultTypes: [resultType] }));
  return true;
};

/** foldExtractFromShapeCastToShapeCast. */
export const extractFromShapeCastToShapeCast: Rewrite = (op, rewriter) => {
  const cast = definingOp(op.getOperand(0), "vector.shape_cast");
  const resultType = op.getResult(0).type;
  if (cast === undefined || !(resultType instanceof VectorType)) return false;
  if (numElements(cast.getOperand(0).type as VectorType) !== numElements(resultType)) return false;
  rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "vector.shape_cast", op.location, { operands: [cast.getOperand(0)], resultTypes: [resultType] }));
  return true;
};
