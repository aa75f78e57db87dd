// vector.mask's verifier (VectorOps.cpp, MLIR 19): the region holds at most one op and a
// vector.yield of the mask's results; that op is maskable, has the mask's result types,
// takes a mask of the type it expects, and supports a passthru when one is given.
import { type Operation } from "../../ir/index.js";
import { printType } from "../runtime/values.js";
import { MaskableOpInterface } from "../../../generated/vector.js";

export function verifyMaskOp(op: Operation): void {
  const block = op.getRegion(0).firstBlock;
  if (block === null || block.size === 0) throw op.emitOpError("expects a terminator within the mask region");
  if (block.size > 2) throw op.emitOpError("expects only one operation to mask");
  const terminator = block.lastOp as Operation;
  if (terminator.opName !== "vector.yield") throw op.emitOpError("expects a terminator within the mask region");
  if (terminator.numOperands !== op.numResults) throw op.emitOpError("expects number of results to match mask region yielded values");
  if (block.size === 1) return;
  const masked = block.firstOp as Operation;
  const maskable = MaskableOpInterface.get(masked);
  // MLIR 19 checks nothing more of an op that is not maskable.
  if (maskable === undefined) return;
  if (masked.numResults !== op.numResults) throw op.emitOpError("expects number of results to match maskable operation number of results");
  const resultTypes = masked.getResultTypes();
  if (!resultTypes.every((t, i) => t === op.getResult(i).type)) throw op.emitOpError("expects result type to match maskable operation result type");
  if (resultTypes.filter((t) => t.constructor.name === "VectorType").length > 1) throw op.emitOpError("multiple vector results not supported");
  const expected = maskable.getExpectedMaskType();
  if (op.getOperand(0).type !== expected) throw op.emitOpError(`expects a '${printType(expected)}' mask for the maskable operation`);
  if (op.numOperands < 2) return;
  if (!maskable.supportsPassthru()) throw op.emitOpError("doesn't expect a passthru argument for this maskable operation");
  if (masked.numResults !== 1) throw op.emitOpError("expects result when passthru argument is provided");
  if (op.getOperand(1).type !== resultTypes[0]) throw op.emitOpError("expects passthru type to match result type");
}
