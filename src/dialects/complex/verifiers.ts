// complex's C++ verifiers (ComplexOps.cpp), as hooks of the generated module.
import { ArrayAttr, ComplexType, FloatAttr, IntegerAttr, type Operation } from "../../ir/index.js";
import { printType } from "../runtime/values.js";

/** complex.constant: `value` is two float or integer attributes of the result's element type. */
export function verifyConstantOp(op: Operation): void {
  const value = op.getAttr("value");
  if (!(value instanceof ArrayAttr) || value.value.length !== 2) {
    throw op.emitOpError("requires 'value' to be a complex constant, represented as array of two values");
  }
  const [re, im] = value.value;
  if (!(re instanceof FloatAttr || re instanceof IntegerAttr) || !(im instanceof FloatAttr || im instanceof IntegerAttr)) {
    throw op.emitOpError("requires attribute's elements to be float or integer attributes");
  }
  const resultType = op.getResult(0).type;
  if (!(resultType instanceof ComplexType)) return;
  const element = resultType.elementType;
  if (re.type !== element || im.type !== element) {
    throw op.emitOpError(
      `requires attribute's element types ('${printType(re.type)}', '${printType(im.type)}') to match the element type of the op's return type ('${printType(element)}')`,
    );
  }
}
