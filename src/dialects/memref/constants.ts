// Index constants memref's folds make (MLIR's arith::ConstantIndexOp built with an
// OpBuilder at the folded op): the dialect's folds that replace uses by constants.
import { IndexType, IntegerAttr, OpBuilder, type Operation, type Value } from "../../ir/index.js";
import { ConstantOp } from "../../../generated/arith.js";

/** An `arith.constant <value> : index` inserted right before `operation`. */
export function materializeIndexConstantBefore(operation: Operation, value: bigint): Value {
  const builder = new OpBuilder(operation.context);
  builder.setInsertionPoint(operation);
  const attr = IntegerAttr.get(IndexType.get(operation.context), value);
  return ConstantOp.build(builder, operation.location, { value: attr }).getResult();
}
