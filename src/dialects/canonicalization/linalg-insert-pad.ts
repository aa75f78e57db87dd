// MLIR's FoldInsertPadIntoFill (a linalg.fill canonicalization rooted on tensor.insert_slice):
// a tensor.pad inserted into a fill of its padding value, possibly through a chain of inserts
// whose static boxes are disjoint from it, becomes an insert of the pad's source at the offsets
// shifted by the low padding (the padding cells already hold the fill's value).
import { IndexType, IntegerAttr, operandSegment, type Operation, type OpFoldResult, RankedTensorType, type Value } from "../../ir/index.js";
import type { PatternRewriter } from "../../rewrite/index.js";
import { definingOp } from "../folding/matchers.js";
import { isDynamicSize } from "../tensor/shapes.js";
import { composedIndexSum } from "./index-sum.js";
import { boxOf, createInsertSlice, staticsOf } from "./tensor-box.js";
import { constantPaddingValue, mixedLowPad } from "./tensor-pad.js";
import { createDim } from "./tensor-reshape.js";

const rankOf = (value: Value): number => (value.type as RankedTensorType).getRank();

/** The static offset, size and stride lists of an insert_slice (the dynamic marker for values). */
function staticBox(op: Operation): { offsets: bigint[]; sizes: bigint[]; strides: bigint[] } {
  const box = boxOf(op, 2);
  return { offsets: staticsOf(box.offsets), sizes: staticsOf(box.sizes), strides: staticsOf(box.strides) };
}

/** Whether the static boxes of two inserts are disjoint in some dimension where neither is dynamic. */
function disjointInserts(insert: Operation, previous: Operation): boolean {
  const next = staticBox(insert);
  const prev = staticBox(previous);
  for (let i = 0; i < rankOf(previous.getResult(0)); i++) {
    const entries = [next.offsets[i], next.sizes[i], next.strides[i], prev.offsets[i], prev.sizes[i], prev.strides[i]];
    if (entries.some((entry) => entry === undefined || isDynamicSize(entry))) continue;
    const [nextStart, nextSize, nextStride, prevStart, prevSize, prevStride] = entries as bigint[];
    const prevEnd = (prevStart as bigint) + ((prevSize as bigint) - 1n) * (prevStride as bigint);
    const nextEnd = (nextStart as bigint) + ((nextSize as bigint) - 1n) * (nextStride as bigint);
    if (prevEnd < (nextStart as bigint) || nextEnd < (prevStart as bigint)) return true;
  }
  return false;
}

export function foldInsertPadIntoFill(op: Operation, rewriter: PatternRewriter): boolean {
  const pad = definingOp(op.getOperand(0), "tensor.pad");
  if (pad === undefined) return false;
  if (rankOf(op.getResult(0)) !== rankOf(op.getOperand(0))) return false;
  // Walk back the chain of inserts whose boxes are disjoint from this one to the first destination.
  let firstDest = op.getOperand(1);
  for (let previous = definingOp(firstDest, "tensor.insert_slice"); previous !== undefined; previous = definingOp(firstDest, "tensor.insert_slice")) {
    if (rankOf(previous.getResult(0)) !== rankOf(previous.getOperand(0))) return false;
    if (!disjointInserts(op, previous)) break;
    firstDest = previous.getOperand(1);
  }
  const fill = definingOp(firstDest, "linalg.fill");
  if (fill === undefined) return false;
  const padValue = constantPaddingValue(pad);
  if (padValue === undefined || operandSegment(fill, 0)[0] !== padValue) return false;
  const box = boxOf(op, 2);
  const lowPads = mixedLowPad(pad);
  const offsets = lowPads.map((low, i) => composedIndexSum(rewriter, op.location, [low, box.offsets[i] as OpFoldResult]));
  const source = pad.getOperand(0);
  const sourceType = source.type as RankedTensorType;
  const index = IndexType.get(rewriter.context);
  const sizes: OpFoldResult[] = sourceType.shape.map((size, i) => (isDynamicSize(size) ? createDim(rewriter, op, source, i) : IntegerAttr.get(index, size)));
  const insert = createInsertSlice(rewriter, "tensor.insert_slice", op.location, source, op.getOperand(1), { offsets, sizes, strides: box.strides });
  rewriter.replaceOp(op, [insert.getResult(0)]);
  return true;
}
