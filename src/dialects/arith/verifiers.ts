// Hand-written verifiers of arith ops (ODS `hasVerifier`), following MLIR 19's rules and wording.
import {
  ElementsAttr,
  FloatAttr,
  FloatType,
  IndexType,
  IntegerAttr,
  IntegerType,
  RankedTensorType,
  ShapedType,
  TensorType,
  UnrankedTensorType,
  VectorType,
  hasType,
  type Operation,
  type Type,
  type Value,
} from "../../ir/index.js";
import { i1SameShape } from "../ods.js";
import { printType } from "../op-runtime.js";

export function verifyConstantOp(op: Operation): void {
  const value = op.getInherentAttr("value");
  const type = op.getResult(0).type;
  if (value !== undefined && hasType(value) && value.type !== type)
    throw op.emitOpError(`value type '${printType(value.type)}' must match return type: '${printType(type)}'`);
  if (type instanceof IntegerType && type.signedness !== "signless") throw op.emitOpError("integer return type must be signless");
  if (!(value instanceof IntegerAttr || value instanceof FloatAttr || value instanceof ElementsAttr))
    throw op.emitOpError("value must be an integer, float, or elements attribute");
  if (type instanceof VectorType && type.scalableDims.some((s) => s) && !(value instanceof ElementsAttr && "isSplat" in value && value.isSplat === true))
    throw op.emitOpError("intializing scalable vectors with elements attribute is not supported unless it's a vector splat");
}

function elementWidth(t: Type): number {
  const e = t instanceof ShapedType ? t.elementType : t;
  return e.getIntOrFloatBitWidth();
}

function verifyWidth(op: Operation, wider: boolean): void {
  const src = op.getOperand(0).type;
  const dst = op.getResult(0).type;
  const ok = wider ? elementWidth(src) < elementWidth(dst) : elementWidth(dst) < elementWidth(src);
  if (!ok) throw op.emitError(`result type '${printType(dst)}' must be ${wider ? "wider" : "shorter"} than operand type '${printType(src)}'`);
}

export function verifyExtFOp(op: Operation): void {
  verifyWidth(op, true);
}
export function verifyExtSIOp(op: Operation): void {
  verifyWidth(op, true);
}
export function verifyExtUIOp(op: Operation): void {
  verifyWidth(op, true);
}
export function verifyTruncFOp(op: Operation): void {
  verifyWidth(op, false);
}
export function verifyTruncIOp(op: Operation): void {
  verifyWidth(op, false);
}

export function verifySelectOp(op: Operation): void {
  const conditionType = op.getOperand(0).type;
  if (conditionType instanceof IntegerType && conditionType.signedness === "signless" && conditionType.width === 1) return;
  const resultType = op.getResult(0).type;
  if (!(resultType instanceof TensorType || resultType instanceof VectorType))
    throw op.emitOpError(`expected condition to be a signless i1, but got '${printType(conditionType)}'`);
  const expected = i1SameShape(resultType);
  if (conditionType !== expected)
    throw op.emitOpError(
      `expected condition type to have the same shape as the result type, expected '${printType(expected)}', but got '${printType(conditionType)}'`,
    );
}
