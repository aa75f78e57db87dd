// The bulk tensor copies' verifiers (MLIR 19's CpAsyncBulkTensor*Op::verify): a tensor of 1 to
// 5 dimensions, and in im2col mode (offsets given) at least 3, with two offsets fewer than
// coordinates. MLIR reports these without the op prefix.
import { operandSegment, type Operation } from "../../ir/index.js";

const MAX_TENSOR_DIMS = 5;

/** nvvm.cp.async.bulk.tensor.shared.cluster.global (segments: dstMem, tmaDescriptor, coordinates, mbar, im2colOffsets, ...). */
export function verifyBulkTensorLoad(op: Operation): void {
  const dims = operandSegment(op, 2).length;
  const offsets = operandSegment(op, 4).length;
  if (dims < 1 || dims > MAX_TENSOR_DIMS) throw op.emitError("expects coordinates between 1 to 5 dimension");
  if (offsets === 0) return;
  if (dims < 3) throw op.emitError("to use im2col mode, the tensor has to be at least 3-dimensional");
  if (dims !== offsets + 2) throw op.emitError("im2col offsets must be 2 less than number of coordinates");
}

/** nvvm.cp.async.bulk.tensor.global.shared.cta (segments: tmaDescriptor, srcMem, coordinates, predicate); 19 accepts no coordinates. */
export function verifyBulkTensorStore(op: Operation): void {
  if (operandSegment(op, 2).length > MAX_TENSOR_DIMS) throw op.emitError("Maximum 5 coordinates and dimension is supported.");
}
