// Where the operands of affine.dma_start / affine.dma_wait are: each memref is followed by
// the operands of its map (`src_map`, `dst_map`, `tag_map`, discardable attributes of these
// C++-only ops), then the element count and, for a strided transfer, two stride operands.
import { AffineMapAttr, type Operation, type Value } from "../../ir/index.js";

/** A memref operand and the indices its map addresses it with. */
export interface DmaAccess {
  readonly memref: Value | undefined;
  readonly map: AffineMapAttr | undefined;
  readonly indices: readonly Value[];
}

export function dmaMap(op: Operation, name: string): AffineMapAttr | undefined {
  const map = op.getAttr(name);
  return map instanceof AffineMapAttr ? map : undefined;
}

/** The access starting at operand `at` whose map is the attribute `mapName`. */
function accessAt(op: Operation, at: number, mapName: string): DmaAccess {
  const operands = op.getOperands();
  const map = dmaMap(op, mapName);
  return { memref: operands[at], map, indices: operands.slice(at + 1, at + 1 + (map?.value.getNumInputs() ?? 0)) };
}

export interface DmaStartOperands {
  readonly src: DmaAccess;
  readonly dst: DmaAccess;
  readonly tag: DmaAccess;
  readonly numElements: Value | undefined;
  /** Stride and elements per stride, when strided. */
  readonly stride: readonly Value[];
}

export function dmaStartOperands(op: Operation): DmaStartOperands {
  const src = accessAt(op, 0, "src_map");
  const dst = accessAt(op, 1 + src.indices.length, "dst_map");
  const tagAt = 2 + src.indices.length + dst.indices.length;
  const tag = accessAt(op, tagAt, "tag_map");
  const numElementsAt = tagAt + 1 + tag.indices.length;
  const operands = op.getOperands();
  return { src, dst, tag, numElements: operands[numElementsAt], stride: operands.slice(numElementsAt + 1) };
}

export function dmaWaitOperands(op: Operation): { readonly tag: DmaAccess; readonly numElements: Value | undefined } {
  const tag = accessAt(op, 0, "tag_map");
  return { tag, numElements: op.getOperands()[1 + tag.indices.length] };
}
