// shape's C++ verifiers (MLIR's Shape.cpp), as hooks of the generated module.
import { IndexType, type Operation } from "../../ir/index.js";
import { canHoldError, isShapeDialectType } from "./types.js";

/** add, div, mul, get_extent, num_elements, rank: an operand that may hold an error needs a `!shape.size` result. */
export function verifySizeOrIndexOp(op: Operation): void {
  if (!op.getOperands().some((v) => canHoldError(v.type))) return;
  if (!isShapeDialectType(op.getResult(0).type, "size"))
    throw op.emitOpError("if at least one of the operands can hold error values then the result must be of type `size` to propagate them");
}

/** broadcast, shape_of: an operand that may hold an error needs a `!shape.shape` result. */
export function verifyShapeOrExtentTensorOp(op: Operation): void {
  if (!op.getOperands().some((v) => canHoldError(v.type))) return;
  if (!isShapeDialectType(op.getResult(0).type, "shape"))
    throw op.emitOpError("if at least one of the operands can hold error values then the result must be of type `shape` to propagate them");
}

export function verifyAssumingAll(op: Operation): void {
  if (op.numOperands === 0) throw op.emitOpError("no operands specified");
}

export function verifyCstrBroadcastable(op: Operation): void {
  if (op.numOperands < 2) throw op.emitOpError("required at least 2 input shapes");
}

/** reduce's body takes the index, the extent and one value per initial value. */
export function verifyReduce(op: Operation): void {
  const block = op.getRegion(0).firstBlock;
  if (block === null) return;
  const inits = op.getOperands().slice(1);
  const expected = inits.length + 2;
  if (block.numArguments !== expected) throw op.emitOpError(`ReduceOp body is expected to have ${expected} arguments`);
  if (!(block.getArgument(0).type instanceof IndexType)) throw op.emitOpError("argument 0 of ReduceOp body is expected to be of IndexType");
  const extentType = block.getArgument(1).type;
  if (isShapeDialectType(op.getOperand(0).type, "shape")) {
    if (!isShapeDialectType(extentType, "size"))
      throw op.emitOpError("argument 1 of ReduceOp body is expected to be of SizeType if the ReduceOp operates on a ShapeType");
  } else if (!(extentType instanceof IndexType)) {
    throw op.emitOpError("argument 1 of ReduceOp body is expected to be of IndexType if the ReduceOp operates on an extent tensor");
  }
  inits.forEach((init, i) => {
    if (block.getArgument(i + 2).type !== init.type) throw op.emitOpError(`type mismatch between argument ${i + 2} of ReduceOp body and initial value ${i}`);
  });
}

/** shape.yield gives its parent's results. */
export function verifyYield(op: Operation): void {
  const parent = op.parentOp;
  if (parent === null) return;
  if (parent.numResults !== op.numOperands) throw op.emitOpError("number of operands does not match number of results of its parent");
  for (let i = 0; i < op.numOperands; i++) {
    if (parent.getResult(i).type !== op.getOperand(i).type) throw op.emitOpError("types mismatch between yield op and its parent");
  }
}
