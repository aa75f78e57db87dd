// spirv's cast ops' C++ verifiers (MLIR 19's CastOps.cpp), with its messages.
import { VectorType, type Operation, type Type } from "../../ir/index.js";
import { printType } from "../runtime/values.js";
import type { SpirvAssemblyHooks } from "../../../generated/upstream/spirv-assembly.js";
import { spirvEnumCase } from "./enum-attr.js";
import { cooperativeMatrixElement, isPointerType, pointerParts } from "./type-parts.js";

/** The scalar a vector or cooperative matrix holds, or the type itself. */
function elementOf(type: Type): Type {
  if (type instanceof VectorType) return type.elementType;
  return cooperativeMatrixElement(type) ?? type;
}

/** SConvert/UConvert/FConvert change the bit width: the same width on both sides is rejected (the message names the element types). */
function verifyWidthChangingConvert(op: Operation): void {
  const operand = elementOf(op.getOperand(0).type);
  const result = elementOf(op.getResult(0).type);
  if (operand.getIntOrFloatBitWidth() === result.getIntOrFloatBitWidth()) {
    throw op.emitOpError(`expected the different bit widths for operand type and result type, but provided '${printType(operand)}' and '${printType(result)}'`);
  }
}

/** A bitcast's width: pointers count as 64 bits, vectors as all their elements. */
function bitcastWidth(type: Type): number {
  if (isPointerType(type)) return 64;
  if (type instanceof VectorType) return type.getNumElements() * type.elementType.getIntOrFloatBitWidth();
  return type.getIntOrFloatBitWidth();
}

function verifyBitcast(op: Operation): void {
  const operand = op.getOperand(0).type;
  const result = op.getResult(0).type;
  if (operand === result) throw op.emitError("result type must be different from operand type");
  if (isPointerType(operand) && !isPointerType(result)) throw op.emitError("unhandled bit cast conversion from pointer type to non-pointer type");
  if (!isPointerType(operand) && isPointerType(result)) throw op.emitError("unhandled bit cast conversion from non-pointer type to pointer type");
  const operandWidth = bitcastWidth(operand);
  const resultWidth = bitcastWidth(result);
  if (operandWidth !== resultWidth) throw op.emitOpError(`mismatch in result type bitwidth ${resultWidth} and operand type bitwidth ${operandWidth}`);
}

/** The storage classes a generic pointer may be cast from or to. */
const specificStorageClasses = new Set(["Workgroup", "CrossWorkgroup", "Function"]);

function verifySamePointee(op: Operation, operandPointee: Type, resultPointee: Type): void {
  if (operandPointee !== resultPointee) {
    throw op.emitOpError(`pointer operand's pointee type must have the same as the op result type, but found '${printType(operandPointee)}' vs '${printType(resultPointee)}'`);
  }
}

function verifyPtrCastToGeneric(op: Operation): void {
  const operand = pointerParts(op.getOperand(0).type);
  const result = pointerParts(op.getResult(0).type);
  if (operand === undefined || result === undefined) return;
  if (!specificStorageClasses.has(operand.storageClass)) throw op.emitError("pointer must point to the Workgroup, CrossWorkgroup, or Function Storage Class");
  if (result.storageClass !== "Generic") throw op.emitError("result type must be of storage class Generic");
  verifySamePointee(op, operand.pointee, result.pointee);
}

function verifyGenericCastToPtr(op: Operation): void {
  const operand = pointerParts(op.getOperand(0).type);
  const result = pointerParts(op.getResult(0).type);
  if (operand === undefined || result === undefined) return;
  if (operand.storageClass !== "Generic") throw op.emitError("pointer type must be of storage class Generic");
  if (!specificStorageClasses.has(result.storageClass)) throw op.emitError("result must point to the Workgroup, CrossWorkgroup, or Function Storage Class");
  verifySamePointee(op, operand.pointee, result.pointee);
}

/**
 * Whether a pointer of `storageClass` is physical under the enclosing spirv.module's
 * addressing model (outside a module nothing is checked): Logical has none, and
 * PhysicalStorageBuffer64 only PhysicalStorageBuffer pointers.
 */
function isPhysicalPointer(op: Operation, storageClass: string): boolean {
  const module = op.getParentOfType("spirv.module");
  if (module === null) return true;
  const model = spirvEnumCase(module.getAttr("addressing_model"), "addressing_model");
  if (model === "Logical") return false;
  return model !== "PhysicalStorageBuffer64" || storageClass === "PhysicalStorageBuffer";
}

function verifyConvertPtrToU(op: Operation): void {
  const pointer = pointerParts(op.getOperand(0).type);
  if (pointer !== undefined && !isPhysicalPointer(op, pointer.storageClass)) throw op.emitError("operand must be a physical pointer");
}

function verifyConvertUToPtr(op: Operation): void {
  const pointer = pointerParts(op.getResult(0).type);
  if (pointer !== undefined && !isPhysicalPointer(op, pointer.storageClass)) throw op.emitError("result must be a physical pointer");
}

/** INTEL.ConvertFToBF16 / ConvertBF16ToF: vectors of as many elements on both sides (ODS checks the shapes). */
function verifyBFloat16Convert(op: Operation): void {
  const operand = op.getOperand(0).type;
  const result = op.getResult(0).type;
  if (operand instanceof VectorType && result instanceof VectorType && operand.getNumElements() !== result.getNumElements())
    throw op.emitOpError("operand and result must have same number of elements");
}

export const spirvCastVerifiers: SpirvAssemblyHooks["verifiers"] = {
  INTELConvertBF16ToFOp: verifyBFloat16Convert,
  INTELConvertFToBF16Op: verifyBFloat16Convert,
  BitcastOp: verifyBitcast,
  ConvertPtrToUOp: verifyConvertPtrToU,
  ConvertUToPtrOp: verifyConvertUToPtr,
  FConvertOp: verifyWidthChangingConvert,
  GenericCastToPtrOp: verifyGenericCastToPtr,
  GenericCastToPtrExplicitOp: verifyGenericCastToPtr,
  PtrCastToGenericOp: verifyPtrCastToGeneric,
  SConvertOp: verifyWidthChangingConvert,
  UConvertOp: verifyWidthChangingConvert,
};
