// The C++ verifiers of spirv's value ops outside the cast and group families (MLIR 19's
// SPIRVOps.cpp and GLOps): spirv.Select's vector condition, spirv.GL.FrexpStruct's result
// struct and spirv.GL.Ldexp's operand shapes, with MLIR's messages (FrexpStruct reports
// without the op prefix, as MLIR does).
import { IntegerType, VectorType, type Operation, type Type } from "../../ir/index.js";
import type { SpirvAssemblyHooks } from "../../../generated/upstream/spirv-assembly.js";
import { structMembers } from "./type-parts.js";

/** A vector's element count, or undefined for a scalar. */
const vectorCount = (type: Type): number | undefined => (type instanceof VectorType ? type.getNumElements() : undefined);

const elementOf = (type: Type): Type => (type instanceof VectorType ? type.elementType : type);

function verifySelect(op: Operation): void {
  const conditionCount = vectorCount(op.getOperand(0).type);
  if (conditionCount === undefined) return;
  const resultCount = vectorCount(op.getResult(0).type);
  if (resultCount === undefined) throw op.emitOpError("result expected to be of vector type when condition is of vector type");
  if (resultCount !== conditionCount) throw op.emitOpError("result should have the same number of elements as the condition when condition is of vector type");
}

function verifyFrexpStruct(op: Operation): void {
  const members = structMembers(op.getResult(0).type) ?? [];
  const [significand, exponent] = members;
  if (members.length !== 2 || significand === undefined || exponent === undefined) throw op.emitError("result type must be a struct type with two memebers");
  const operand = op.getOperand(0).type;
  if (significand !== operand) throw op.emitError("member zero of the resulting struct type must be the same type as the operand");
  const operandCount = vectorCount(operand);
  if (vectorCount(exponent) !== operandCount) throw op.emitError("member one of the resulting struct type must have the same number of components as the operand type");
  const element = elementOf(exponent);
  if (!(element instanceof IntegerType && element.width === 32)) {
    // MLIR 19 words the vector case without the space.
    throw op.emitError(`member one of the resulting struct type ${operandCount === undefined ? "must be" : "mustbe"} a scalar or vector of 32 bit integer type`);
  }
}

function verifyLdexp(op: Operation): void {
  const xCount = vectorCount(op.getOperand(0).type);
  const expCount = vectorCount(op.getOperand(1).type);
  if ((xCount === undefined) !== (expCount === undefined)) throw op.emitOpError("operands must both be scalars or vectors");
  if (xCount !== expCount) throw op.emitOpError("operands must have the same number of elements");
}

export const spirvValueVerifiers: SpirvAssemblyHooks["verifiers"] = {
  SelectOp: verifySelect,
  GLFrexpStructOp: verifyFrexpStruct,
  GLLdexpOp: verifyLdexp,
};
