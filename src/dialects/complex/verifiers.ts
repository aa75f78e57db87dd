// complex's C++ verifiers (ComplexOps.cpp in MLIR 19), as hooks of the generated module.
import { ArrayAttr, ComplexType, FloatAttr, FloatType, IntegerAttr, IntegerType, type Type } from "../../ir/index.js";
import { printType } from "../runtime/values.js";
import type { BitcastOp, ConstantOp } from "../../../generated/complex.js";

/** complex.constant: `value` is two float or integer attributes of the result's element type. */
export function verifyConstantOp(view: ConstantOp): void {
  const op = view.getOperation();
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

function isIntOrFloat(type: Type): type is IntegerType | FloatType {
  return type instanceof IntegerType || type instanceof FloatType;
}

/**
 * complex.bitcast: between a complex type and an integer or float type twice as wide as its
 * element (a bitcast to the same type is allowed: it folds away).
 */
export function verifyBitcastOp(view: BitcastOp): void {
  const op = view.getOperation();
  let operandType = view.getOperand().type;
  let resultType = view.getResult().type;
  if (operandType === resultType) return;
  if (!isIntOrFloat(operandType) && !(operandType instanceof ComplexType)) throw op.emitOpError("operand must be int/float/complex");
  if (!isIntOrFloat(resultType) && !(resultType instanceof ComplexType)) throw op.emitOpError("result must be int/float/complex");
  if (operandType instanceof ComplexType === resultType instanceof ComplexType) throw op.emitOpError("requires that either input or output has a complex type");
  if (resultType instanceof ComplexType) [operandType, resultType] = [resultType, operandType];
  const element = (operandType as ComplexType).elementType;
  if (!isIntOrFloat(element) || !isIntOrFloat(resultType) || 2 * element.width !== resultType.width) {
    throw op.emitOpError("casting bitwidths do not match");
  }
}
