// Canonicalization patterns of tensor ops that read one element or build a tensor of one
// input (TensorOps.cpp in MLIR 19): an extract of a side-effect free tensor.generate is its
// body at the extracted indices (ExtractFromTensorGenerate), an extract of an index_cast
// tensor is the index_cast of the extracted element (ExtractElementFromIndexCast), and a
// concat of one input is a cast (SingleInputConcatOp).
import { IRMapping, getElementTypeOrSelf, wouldOpBeTriviallyDead, type Operation, type Value } from "../../ir/index.js";
import type { PatternRewriter } from "../../rewrite/index.js";
import { definingOp } from "../folding/matchers.js";
import { createOp } from "./support.js";

type Rewrite = (op: Operation, rewriter: PatternRewriter) => boolean;

/** ExtractFromTensorGenerate. */
export const extractFromTensorGenerate: Rewrite = (op, rewriter) => {
  const generate = definingOp(op.getOperand(0), "tensor.generate");
  if (generate === undefined || !wouldOpBeTriviallyDead(generate)) return false;
  const body = generate.getRegion(0).firstBlock;
  const terminator = body?.lastOp;
  if (body === null || body === undefined || terminator === null || terminator === undefined) return false;
  const mapping = new IRMapping();
  const indices = op.getOperands().slice(1);
  body.arguments.forEach((argument, i) => mapping.map(argument, indices[i] as Value));
  for (let inner = body.firstOp; inner !== null && inner !== terminator; inner = inner.next) rewriter.clone(inner, mapping);
  const yielded = terminator.getOperand(0);
  rewriter.replaceOp(op, [mapping.lookupValueOrSelf(yielded)]);
  return true;
};

/** ExtractElementFromIndexCast. */
export const extractElementFromIndexCast: Rewrite = (op, rewriter) => {
  const indexCast = definingOp(op.getOperand(0), "arith.index_cast");
  if (indexCast === undefined) return false;
  const input = indexCast.getOperand(0);
  const extract = createOp(rewriter, "tensor.extract", op.location, { operands: [input, ...op.getOperands().slice(1)], resultTypes: [getElementTypeOrSelf(input.type)] });
  const resultType = op.getResult(0).type;
  rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "arith.index_cast", op.location, { operands: [extract.getResult(0)], resultTypes: [resultType] }));
  return true;
};

/** SingleInputConcatOp. */
export const singleInputConcat: Rewrite = (op, rewriter) => {
  if (op.numOperands !== 1) return false;
  const resultType = op.getResult(0).type;
  rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "tensor.cast", op.location, { operands: [op.getOperand(0)], resultTypes: [resultType] }));
  return true;
};
