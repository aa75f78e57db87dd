// The folds of transfer_read and transfer_write (VectorOps.cpp in MLIR 19): a read of what
// a write to a tensor just stored (foldRAW), a write of what was read from the same place
// (foldWAR) or of a whole tensor read (foldReadInitWrite), dimensions proven in bounds by
// constant indices and static sizes (foldTransferInBoundsAttribute), and memref.cast /
// tensor.cast producers of the source folded in, and all-true masks dropped
// (foldTransferFullMask).
import { AffineConstantExpr, AffineDimExpr, AffineMapAttr, ArrayAttr, IntegerAttr, operandSegment, RankedTensorType, segmentSizesOf, VectorType, type ShapedType, type AffineMap, type OpFoldResult, type Operation, type Value } from "../../ir/index.js";
import { definingOp } from "../folding/matchers.js";
import type { FoldOutcome, OpFoldFunction } from "../folding/fold-types.js";
import { foldMemRefCast } from "../memref/casts.js";
import { constantInt64Of, denseI32Array } from "../canonicalization/support.js";
import { maskFormatOf } from "./mask-format.js";
import { preservesStaticInformation } from "../canonicalization/scf-tensor.js";
import { isDynamicSize } from "../tensor/shapes.js";

/** The parts of a transfer op its folds read. */
export interface Transfer {
  readonly op: Operation;
  readonly source: Value;
  readonly indices: Value[];
  readonly mask: Value | undefined;
  readonly vectorType: VectorType;
  readonly map: AffineMap;
}

export function transferOf(op: Operation): Transfer | undefined {
  const isRead = op.name.name === "vector.transfer_read";
  const source = operandSegment(op, isRead ? 0 : 1)[0];
  const indices = operandSegment(op, isRead ? 1 : 2);
  const mask = operandSegment(op, 3)[0];
  const vectorType = (isRead ? op.getResult(0) : op.getOperand(0)).type;
  const map = op.getAttr("permutation_map");
  if (source === undefined || !(vectorType instanceof VectorType) || !(map instanceof AffineMapAttr)) return undefined;
  return { op, source, indices, mask, vectorType, map: map.value };
}

function inBoundsOf(op: Operation): boolean[] {
  const attr = op.getAttr("in_bounds");
  if (!(attr instanceof ArrayAttr)) return [];
  return attr.value.map((v) => v instanceof IntegerAttr && BigInt(v.value) !== 0n);
}

export function hasOutOfBoundsDim(t: Transfer): boolean {
  const inBounds = inBoundsOf(t.op);
  return t.map.results.some((_, i) => inBounds[i] !== true);
}

/** isInBounds: a constant index plus the vector size stays within a static source size. */
function isInBounds(t: Transfer, resultIndex: number, indexIndex: number): boolean {
  const shaped = t.source.type as ShapedType;
  const size = shaped.shape[indexIndex];
  if (size === undefined || isDynamicSize(size)) return false;
  const index = t.indices[indexIndex];
  const constant = index === undefined ? undefined : constantInt64Of(index);
  if (constant === undefined) return false;
  return constant + BigInt(t.vectorType.shape[resultIndex] as number) <= BigInt(size);
}

/** foldTransferInBoundsAttribute. */
function foldInBounds(t: Transfer): boolean {
  const rank = t.map.getNumResults();
  if (rank === 0) return false;
  const current = inBoundsOf(t.op);
  const next: boolean[] = [];
  const nonBroadcastDims: number[] = [];
  let changed = false;
  for (let i = 0; i < rank; i++) {
    if (current[i] === true) {
      next.push(true);
      continue;
    }
    const expr = t.map.results[i];
    let inBounds = false;
    if (expr instanceof AffineDimExpr) {
      inBounds = isInBounds(t, i, expr.position);
      nonBroadcastDims.push(i);
    }
    next.push(inBounds);
    changed ||= inBounds;
  }
  // With every other dimension in bounds, the broadcast ones are too.
  if (nonBroadcastDims.every((i) => next[i] === true)) {
    t.map.results.forEach((expr, i) => {
      if (expr instanceof AffineConstantExpr && BigInt(expr.value) === 0n) {
        changed ||= next[i] !== true;
        next[i] = true;
      }
    });
  }
  if (!changed) return false;
  const builder = t.op.context;
  t.op.setAttr("in_bounds", ArrayAttr.get(builder, next.map((b) => IntegerAttr.bool(builder, b))));
  return true;
}

/** foldTransferFullMask: an all-true mask is dropped. */
function foldFullMask(t: Transfer): boolean {
  if (t.mask === undefined || maskFormatOf(t.mask) !== "all-true") return false;
  const op = t.op;
  const segments = segmentSizesOf(op);
  if (segments === undefined) return false;
  const sizes = Array.from(segments, Number);
  sizes[3] = 0;
  op.setOperands(op.getOperands().slice(0, op.numOperands - 1));
  op.setAttr("operandSegmentSizes", denseI32Array(op, sizes));
  return true;
}

/** tensor::foldTensorCast: casts that only drop static sizes are folded into the transfer. */
function foldTensorCast(op: Operation): boolean {
  let folded = false;
  for (let i = 0; i < op.numOperands; i++) {
    const cast = definingOp(op.getOperand(i), "tensor.cast");
    if (cast === undefined || !preservesStaticInformation(cast.getResult(0).type, cast.getOperand(0).type)) continue;
    op.setOperand(i, cast.getOperand(0));
    folded = true;
  }
  return folded;
}

export function sameValues(a: readonly Value[], b: readonly Value[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** isDisjointTransferIndices without bounds analysis. */
export function isDisjointTransferIndices(a: Transfer, b: Transfer): boolean {
  if (a.vectorType !== b.vectorType) return false;
  const rankOffset = (a.source.type as ShapedType).shape.length - a.vectorType.shape.length;
  for (let i = 0; i < a.indices.length; i++) {
    const one = constantInt64Of(a.indices[i] as Value);
    const two = b.indices[i] === undefined ? undefined : constantInt64Of(b.indices[i] as Value);
    if (one === undefined || two === undefined) continue;
    if (i < rankOffset) {
      if (one !== two) return true;
      continue;
    }
    const distance = one > two ? one - two : two - one;
    if (distance >= BigInt(a.vectorType.shape[i - rankOffset] as number)) return true;
  }
  return false;
}

/** checkSameValueRAW: the read reads exactly what the write stored. */
function sameValueRAW(write: Transfer, read: Transfer): boolean {
  return sameValues(write.indices, read.indices) && write.mask === undefined && read.mask === undefined && write.vectorType === read.vectorType && write.map === read.map && !hasOutOfBoundsDim(write);
}

/** foldRAW: a tensor read of a value a write in the chain of its source stored. */
function foldRAW(read: Transfer): Value | undefined {
  if (!(read.source.type instanceof RankedTensorType)) return undefined;
  let write = definingOp(read.source, "vector.transfer_write");
  while (write !== undefined) {
    const w = transferOf(write);
    if (w === undefined) return undefined;
    if (sameValueRAW(w, read)) return write.getOperand(0);
    if (!isDisjointTransferIndices(w, read)) return undefined;
    write = definingOp(w.source, "vector.transfer_write");
  }
  return undefined;
}

export const foldTransferRead: OpFoldFunction = (op): FoldOutcome => {
  const t = transferOf(op);
  if (t === undefined) return undefined;
  const raw = foldRAW(t);
  if (raw !== undefined) return raw;
  if (foldInBounds(t)) return op.getResult(0);
  if (foldFullMask(t)) return op.getResult(0);
  if (foldMemRefCast(op)) return op.getResult(0);
  if (foldTensorCast(op)) return op.getResult(0);
  return undefined;
};

function isConstantZero(value: Value): boolean {
  return constantInt64Of(value) === 0n;
}

/** foldReadInitWrite: writing a whole-tensor read back into a tensor of its type is that tensor. */
function foldReadInitWrite(write: Transfer): Value | undefined {
  if (write.map.getNumResults() === 0) return undefined;
  const tensorType = write.source.type;
  if (!(tensorType instanceof RankedTensorType)) return undefined;
  const readOp = definingOp(write.op.getOperand(0), "vector.transfer_read");
  const read = readOp === undefined ? undefined : transferOf(readOp);
  if (read === undefined || read.map.getNumResults() === 0) return undefined;
  if (!isMinorIdentityMap(read.map) || !isMinorIdentityMap(write.map)) return undefined;
  if (read.map.getNumResults() !== write.map.getNumResults()) return undefined;
  if (hasOutOfBoundsDim(read) || hasOutOfBoundsDim(write)) return undefined;
  if (read.source.type !== tensorType || read.vectorType !== write.vectorType) return undefined;
  if (read.vectorType.shape.length !== tensorType.shape.length || read.vectorType.shape.some((s, i) => BigInt(s) !== BigInt(tensorType.shape[i] as number))) return undefined;
  if (!read.indices.every(isConstantZero) || !write.indices.every(isConstantZero)) return undefined;
  return read.source;
}

function isMinorIdentityMap(map: AffineMap): boolean {
  const offset = map.numDims - map.getNumResults();
  return offset >= 0 && map.results.every((e, i) => e instanceof AffineDimExpr && e.position === offset + i);
}

/** foldWAR: writing back what was read from the same place of a tensor is that tensor. */
function foldWAR(write: Transfer): Value | undefined {
  if (!(write.source.type instanceof RankedTensorType)) return undefined;
  const readOp = definingOp(write.op.getOperand(0), "vector.transfer_read");
  const read = readOp === undefined ? undefined : transferOf(readOp);
  if (read === undefined) return undefined;
  const same = read.source === write.source && sameValues(read.indices, write.indices) && read.map === write.map && read.vectorType === write.vectorType && read.mask === undefined && write.mask === undefined;
  return same ? read.source : undefined;
}

export const foldTransferWrite: OpFoldFunction = (op): FoldOutcome => {
  const t = transferOf(op);
  if (t === undefined) return undefined;
  const initWrite = foldReadInitWrite(t);
  if (initWrite !== undefined) return [initWrite as OpFoldResult];
  const war = foldWAR(t);
  if (war !== undefined) return [war as OpFoldResult];
  if (foldInBounds(t)) return [];
  if (foldFullMask(t)) return [];
  if (foldMemRefCast(op)) return [];
  return undefined;
};
