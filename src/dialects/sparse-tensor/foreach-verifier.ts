// sparse_tensor.foreach's C++ verifier with mlir-opt 19's messages: an order over the
// tensor's levels, a body taking one index per dimension, the value and the loop-carried
// values, and results typed like the inits and the yielded values.
import { AffineMapAttr, IndexType, RankedTensorType, type Operation } from "../../ir/index.js";
import { printType } from "../runtime/values.js";
import { encodingFacts } from "./encoding-facts.js";

/** foreach(tensor, inits...) */
export function verifyForeach(op: Operation): void {
  const tensor = op.getOperand(0).type;
  const facts = encodingFacts(tensor);
  const block = op.regions[0]?.getBlocks()[0];
  if (!(tensor instanceof RankedTensorType) || facts === undefined || block === undefined) return;
  const dimRank = tensor.shape.length;
  const inits = op.getOperands().slice(1);
  const order = op.getInherentAttr("order");
  if (order instanceof AffineMapAttr && order.value.numDims !== facts.levelTypes.length) {
    throw op.emitError("Level traverse order does not match tensor's level rank");
  }
  if (dimRank + 1 + inits.length !== block.numArguments) throw op.emitError("Unmatched number of arguments in the block");
  if (op.numResults !== inits.length) throw op.emitError("Mismatch in number of init arguments and results");
  if (op.results.some((result, i) => result.type !== inits[i]?.type)) throw op.emitError("Mismatch in types of init arguments and results");
  const yielded = block.terminator?.getOperands() ?? [];
  if (yielded.length !== op.numResults || op.results.some((result, i) => result.type !== yielded[i]?.type)) {
    throw op.emitError("Mismatch in types of yield values and results");
  }
  // MLIR reports these last findings without stopping (the op still verifies): every one is emitted.
  const engine = op.context.getDiagEngine();
  for (let d = 0; d < dimRank; d++) {
    if (!(block.getArgument(d).type instanceof IndexType)) engine.emit(op.emitError(`Expecting Index type for argument at index ${d}`));
  }
  const value = block.getArgument(dimRank).type;
  if (value !== tensor.elementType) {
    engine.emit(op.emitError(`Unmatched element type between input tensor and block argument, expected:${printType(tensor.elementType)}, got: ${printType(value)}`));
  }
}
