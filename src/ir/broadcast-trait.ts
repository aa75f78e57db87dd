// The ResultsBroadcastableShape trait's check (MLIR 19's verifyCompatibleOperandBroadcast in
// Dialect/Traits.cpp): the ranked tensor operands broadcast together, and each ranked tensor
// result ends with the broadcast shape (dynamic sizes matching anything).
import type { Int64 } from "./int64.js";
import { DYNAMIC, isDynamic, RankedTensorType, TensorType, VectorType, type Type } from "./types.js";
import type { Operation } from "./operation.js";

/**
 * MLIR's getBroadcastedShape: the two shapes aligned at their ends, each pair of sizes equal
 * or one of them 1; a dynamic size yields to a static one above 1. Undefined when they clash.
 * Sizes stay Int64 (a bigint beyond 2^53, normalized, so equal sizes compare equal).
 */
function broadcastShapes(a: readonly Int64[], b: readonly Int64[]): Int64[] | undefined {
  const result = (a.length > b.length ? a : b).slice();
  for (let i = 1; i <= a.length && i <= b.length; i++) {
    const x = a[a.length - i] as Int64;
    const y = b[b.length - i] as Int64;
    let size: Int64;
    if (isDynamic(x) || isDynamic(y)) {
      if (x > 1) size = x;
      else if (y > 1) size = y;
      else if (x === 1) size = y;
      else if (y === 1) size = x;
      else size = DYNAMIC;
    } else if (x === y || y === 1) size = x;
    else if (x === 1) size = y;
    else return undefined;
    result[result.length - i] = size;
  }
  return result;
}

/** `'2x?x3'`, as the trait's messages print a shape. */
function shapeText(shape: readonly Int64[]): string {
  return `'${shape.map((d) => (isDynamic(d) ? "?" : String(d))).join("x")}'`;
}

export function verifyResultsBroadcastableShape(op: Operation): void {
  const operandTypes = op.getOperands().map((v) => v.type);
  const resultTypes: Type[] = op.results.map((r) => r.type);
  const all = [...operandTypes, ...resultTypes];
  if (all.some((t) => t instanceof TensorType) && all.some((t) => t instanceof VectorType)) throw op.emitError("cannot broadcast vector with tensor");
  const rankedOperands = operandTypes.filter((t): t is RankedTensorType => t instanceof RankedTensorType);
  const first = rankedOperands[0];
  if (first === undefined) return;
  let shape: Int64[] = first.shape.slice();
  for (const operand of rankedOperands) {
    const broadcast = broadcastShapes(shape, operand.shape);
    if (broadcast === undefined) throw op.emitOpError("operands don't have broadcast-compatible shapes");
    shape = broadcast;
  }
  for (const result of resultTypes) {
    if (!(result instanceof RankedTensorType)) continue;
    const full = result.shape;
    const suffix = full.slice(Math.max(0, full.length - shape.length));
    const compatible = suffix.length === shape.length && suffix.every((d, i) => isDynamic(d) || isDynamic(shape[i] as Int64) || d === shape[i]);
    if (!compatible) throw op.emitOpError(`result type ${shapeText(full)} not broadcast compatible with broadcasted operands's shapes ${shapeText(shape)}`);
  }
}
