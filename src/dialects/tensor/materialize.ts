// TensorDialect::materializeConstant: an arith.constant where arith can hold the value,
// else a complex.constant for a [re, im] pair of a complex type.
import type { Attribute, Location, OpBuilder, Operation, Type } from "../../ir/index.js";
import { materializeArithConstantOp } from "../folding/materialize.js";
import { materializeComplexConstantOp } from "../complex/index.js";

export function materializeTensorConstant(builder: OpBuilder, value: Attribute, type: Type, location: Location): Operation | undefined {
  return materializeArithConstantOp(builder, value, type, location) ?? materializeComplexConstantOp(builder, value, type, location);
}
