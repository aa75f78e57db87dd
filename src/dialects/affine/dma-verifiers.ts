// The checks of affine.dma_start / affine.dma_wait (their C++ verifyInvariantsImpl), with
// mlir-opt 19's messages.
import { IndexType, MemRefType, type Operation, type Value } from "../../ir/index.js";
import { dmaStartOperands, dmaWaitOperands } from "./dma-operands.js";
import { affineScopeOf, isValidAffineIndexOperand } from "./valid-operands.js";

function isMemRef(value: Value | undefined): boolean {
  return value?.type instanceof MemRefType;
}

/** Index operands that are dims or symbols (the messages name which list). */
function verifyIndices(op: Operation, indices: readonly Value[], typeMessage: string, validMessage: string): void {
  const scope = affineScopeOf(op);
  for (const index of indices) {
    if (!(index.type instanceof IndexType)) throw op.emitOpError(typeMessage);
    if (!isValidAffineIndexOperand(index, scope)) throw op.emitOpError(validMessage);
  }
}

export function verifyDmaStart(op: Operation): void {
  const { src, dst, tag } = dmaStartOperands(op);
  if (!isMemRef(src.memref)) throw op.emitOpError("expected DMA source to be of memref type");
  if (!isMemRef(dst.memref)) throw op.emitOpError("expected DMA destination to be of memref type");
  if (!isMemRef(tag.memref)) throw op.emitOpError("expected DMA tag to be of memref type");
  const inputs = (src.map?.value.getNumInputs() ?? 0) + (dst.map?.value.getNumInputs() ?? 0) + (tag.map?.value.getNumInputs() ?? 0);
  if (op.numOperands !== inputs + 4 && op.numOperands !== inputs + 6) throw op.emitOpError("incorrect number of operands");
  verifyIndices(op, src.indices, "src index to dma_start must have 'index' type", "src index must be a valid dimension or symbol identifier");
  verifyIndices(op, dst.indices, "dst index to dma_start must have 'index' type", "dst index must be a valid dimension or symbol identifier");
  verifyIndices(op, tag.indices, "tag index to dma_start must have 'index' type", "tag index must be a valid dimension or symbol identifier");
}

export function verifyDmaWait(op: Operation): void {
  const { tag } = dmaWaitOperands(op);
  if (!isMemRef(tag.memref)) throw op.emitOpError("expected DMA tag to be of memref type");
  verifyIndices(op, tag.indices, "index to dma_wait must have 'index' type", "index must be a valid dimension or symbol identifier");
}
