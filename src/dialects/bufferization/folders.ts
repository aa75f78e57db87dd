// bufferization's folds (MLIR 19's BufferizationOps.cpp): a clone of a memref.cast clones the
// cast's source, and to_memref/to_tensor pairs fold back to the value they started from.
import { OpResult, type OpFoldResult, type Value } from "../../ir/index.js";
import { CloneOp, ToMemrefOp, ToTensorOp } from "../../../generated/bufferization.js";
import { foldMemRefCast } from "../memref/casts.js";

/** The op of class `cls` defining `value` (Value::getDefiningOp<OpTy>), as its typed view. */
export function producer<V>(value: Value, cls: { readonly operationName: string; wrap(op: OpResult["owner"]): V }): V | undefined {
  if (!(value instanceof OpResult) || value.owner.opName !== cls.operationName) return undefined;
  return cls.wrap(value.owner);
}

/** CloneOp::fold: operands of memref.casts of ranked memrefs are replaced by the casts' sources (in place). */
export function foldCloneOp(op: CloneOp): OpFoldResult | undefined {
  return foldMemRefCast(op.getOperation()) ? op.getOutput() : undefined;
}

/**
 * ToTensorOp::fold: to_tensor(to_memref(t)) is t when the to_memref is the op right before it
 * (MLIR's stand-in for an alias analysis: nothing in between may have written the buffer).
 */
export function foldToTensorOp(op: ToTensorOp): OpFoldResult | undefined {
  const toMemref = producer(op.getMemref(), ToMemrefOp);
  if (toMemref === undefined) return undefined;
  const operation = toMemref.getOperation();
  return operation.parent === op.getOperation().parent && operation.next === op.getOperation() ? toMemref.getTensor() : undefined;
}

/** ToMemrefOp::fold: to_memref(to_tensor(m)) is m when the types agree. */
export function foldToMemrefOp(op: ToMemrefOp): OpFoldResult | undefined {
  const toTensor = producer(op.getTensor(), ToTensorOp);
  return toTensor !== undefined && toTensor.getMemref().type === op.getMemref().type ? toTensor.getMemref() : undefined;
}
