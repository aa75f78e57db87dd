// memref.dma_start and memref.dma_wait: their operands are one flat list cut by the ranks
// of the buffers they name (MLIR 19's DmaStartOp accessors and verifiers, with their messages).
import { IndexType, MemRefType, type Operation, type Value } from "../../ir/index.js";
import type { DmaStartOp, DmaWaitOp } from "../../../generated/memref.js";

function rankOf(value: Value): number {
  return value.type instanceof MemRefType ? value.type.getRank() : 0;
}

function allIndex(values: readonly Value[]): boolean {
  return values.every((value) => value.type instanceof IndexType);
}

/** Where the parts of a dma_start's operand list start. */
export interface DmaStartLayout {
  readonly dst: number;
  readonly numElements: number;
  readonly tag: number;
  /** One past the tag's indices: the stride operands follow, if any. */
  readonly end: number;
}

/** The positions of a dma_start's operands, as far as the buffer operands are memrefs. */
export function dmaStartLayout(op: Operation): DmaStartLayout {
  const dst = 1 + rankOf(op.getOperand(0));
  const numElements = dst + 1 + rankOf(op.getOperand(dst));
  const tag = numElements + 1;
  return { dst, numElements, tag, end: tag + 1 + rankOf(op.getOperand(tag)) };
}

export function verifyDmaStartOp(op: DmaStartOp): void {
  const operation = op.getOperation();
  const operands = operation.getOperands();
  const count = operands.length;
  if (count < 4) throw operation.emitOpError("expected at least 4 operands");
  const src = operands[0] as Value;
  if (!(src.type instanceof MemRefType)) throw operation.emitOpError("expected source to be of memref type");
  const srcRank = src.type.getRank();
  if (count < srcRank + 4) throw operation.emitOpError(`expected at least ${srcRank + 4} operands`);
  if (!allIndex(operands.slice(1, 1 + srcRank))) throw operation.emitOpError("expected source indices to be of index type");
  const dst = operands[1 + srcRank] as Value;
  if (!(dst.type instanceof MemRefType)) throw operation.emitOpError("expected destination to be of memref type");
  const dstRank = dst.type.getRank();
  let expected = srcRank + dstRank + 4;
  if (count < expected) throw operation.emitOpError(`expected at least ${expected} operands`);
  if (!allIndex(operands.slice(2 + srcRank, 2 + srcRank + dstRank))) throw operation.emitOpError("expected destination indices to be of index type");
  const numElementsAt = 2 + srcRank + dstRank;
  if (!((operands[numElementsAt] as Value).type instanceof IndexType)) throw operation.emitOpError("expected num elements to be of index type");
  const tag = operands[numElementsAt + 1] as Value;
  if (!(tag.type instanceof MemRefType)) throw operation.emitOpError("expected tag to be of memref type");
  const tagRank = tag.type.getRank();
  expected += tagRank;
  if (count < expected) throw operation.emitOpError(`expected at least ${expected} operands`);
  if (!allIndex(operands.slice(numElementsAt + 2, numElementsAt + 2 + tagRank))) throw operation.emitOpError("expected tag indices to be of index type");
  if (count !== expected && count !== expected + 2) throw operation.emitOpError("incorrect number of operands");
  if (count === expected + 2 && !allIndex(operands.slice(expected))) throw operation.emitOpError("expected stride and num elements per stride to be of type index");
}

export function verifyDmaWaitOp(op: DmaWaitOp): void {
  const indices = op.getTagIndices().length;
  const rank = op.getTagMemRef().type.getRank();
  if (indices !== rank) throw op.getOperation().emitOpError(`expected tagIndices to have the same number of elements as the tagMemRef rank, expected ${rank}, but got ${indices}`);
}
