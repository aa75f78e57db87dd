// Which memref casts are valid and which lose only static information (MemRefOps.cpp's
// CastOp::areCastCompatible, CastOp::canFoldIntoConsumerOp and
// MemorySpaceCastOp::areCastCompatible).
import { MemRefType, UnrankedMemRefType, type Int64, type Operation, type Type, type Value } from "../../ir/index.js";
import { CastOp } from "../../../generated/memref.js";
import { isDynamic, stridesAndOffset } from "./layout.js";

/** Static values agree, or either is dynamic. */
function compatible(a: Int64, b: Int64): boolean {
  return isDynamic(a) || isDynamic(b) || BigInt(a) === BigInt(b);
}

function rankedCastCompatible(a: MemRefType, b: MemRefType): boolean {
  if (a.elementType !== b.elementType) return false;
  if (a.layout !== b.layout) {
    const left = stridesAndOffset(a);
    const right = stridesAndOffset(b);
    if (left === undefined || right === undefined || left.strides.length !== right.strides.length) return false;
    if (!compatible(left.offset, right.offset)) return false;
    if (!left.strides.every((stride, i) => compatible(stride, right.strides[i] as Int64))) return false;
  }
  if (a.memorySpace !== b.memorySpace) return false;
  if (a.getRank() !== b.getRank()) return false;
  return a.shape.every((size, i) => compatible(size, b.shape[i] as Int64));
}

/** CastOp::areCastCompatible. */
export function castCompatible(inputs: readonly Type[], outputs: readonly Type[]): boolean {
  if (inputs.length !== 1 || outputs.length !== 1) return false;
  const [a, b] = [inputs[0] as Type, outputs[0] as Type];
  if (a instanceof MemRefType && b instanceof MemRefType) return rankedCastCompatible(a, b);
  const aKnown = a instanceof MemRefType || a instanceof UnrankedMemRefType;
  const bKnown = b instanceof MemRefType || b instanceof UnrankedMemRefType;
  if (!aKnown || !bKnown) return false;
  // Unranked to unranked is no cast.
  if (a instanceof UnrankedMemRefType && b instanceof UnrankedMemRefType) return false;
  return a.elementType === b.elementType && a.memorySpace === b.memorySpace;
}

/** MemorySpaceCastOp::areCastCompatible: everything but the memory space agrees. */
export function memorySpaceCastCompatible(inputs: readonly Type[], outputs: readonly Type[]): boolean {
  if (inputs.length !== 1 || outputs.length !== 1) return false;
  const [a, b] = [inputs[0] as Type, outputs[0] as Type];
  if (a instanceof MemRefType && b instanceof MemRefType) {
    return a.elementType === b.elementType && a.layout === b.layout && a.shape.length === b.shape.length && a.shape.every((size, i) => BigInt(size) === BigInt(b.shape[i] as Int64));
  }
  if (a instanceof UnrankedMemRefType && b instanceof UnrankedMemRefType) return a.elementType === b.elementType;
  return false;
}

/** `from` is at least as static as `to` (a static entry may become dynamic, never the reverse). */
function noMoreStatic(from: readonly Int64[], to: readonly Int64[]): boolean {
  return from.every((size, i) => {
    const other = to[i] as Int64;
    return BigInt(size) === BigInt(other) || !(isDynamic(size) && !isDynamic(other));
  });
}

/** CastOp::canFoldIntoConsumerOp: a ranked strided cast that only forgets static information. */
export function canFoldIntoConsumer(cast: Operation): boolean {
  const source = cast.getOperand(0).type;
  const result = cast.getResult(0).type;
  if (!(source instanceof MemRefType) || !(result instanceof MemRefType)) return false;
  if (source.elementType !== result.elementType || source.getRank() !== result.getRank()) return false;
  const from = stridesAndOffset(source);
  const to = stridesAndOffset(result);
  if (from === undefined || to === undefined) return false;
  return noMoreStatic(source.shape, result.shape) && noMoreStatic([from.offset], [to.offset]) && noMoreStatic(from.strides, to.strides);
}

/** The memref.cast defining `value`, if one does. */
export function definingCast(value: Value): Operation | undefined {
  const op = value.definingOp;
  return op?.opName === CastOp.operationName ? op : undefined;
}

/**
 * foldMemRefCast: each operand (other than `inner`) a memref.cast of a ranked memref defines
 * is replaced by the cast's source; whether any was.
 */
export function foldMemRefCast(op: Operation, inner?: Value): boolean {
  let folded = false;
  for (let i = 0; i < op.numOperands; i++) {
    const operand = op.getOperand(i);
    const cast = definingCast(operand);
    if (cast === undefined || operand === inner) continue;
    const source = cast.getOperand(0);
    if (source.type instanceof UnrankedMemRefType) continue;
    op.setOperand(i, source);
    folded = true;
  }
  return folded;
}
