// The C++ verifiers of spirv's INTEL joint matrix ops (MLIR 19's JointMatrixOps.cpp): loads
// and stores go through a Workgroup or CrossWorkgroup pointer to a scalar or vector (reported
// without the op prefix, as MLIR does), and a multiply-add's A and B agree with the
// accumulator's sizes and scope and with each other's element type.
import { VectorType, type Operation } from "../../ir/index.js";
import { printType } from "../runtime/values.js";
import type { SpirvAssemblyHooks } from "../../../generated/upstream/spirv-assembly.js";
import { pointerParts } from "./type-parts.js";
import { spirvJointMatrixParts } from "./types.js";

function verifyAccess(op: Operation): void {
  const pointer = pointerParts(op.getOperand(0).type);
  if (pointer === undefined) return;
  if (!(pointer.pointee.isIntOrFloat() || pointer.pointee instanceof VectorType))
    throw op.emitError(`Pointer must point to a scalar or vector type but provided '${printType(pointer.pointee)}'`);
  if (pointer.storageClass !== "Workgroup" && pointer.storageClass !== "CrossWorkgroup")
    throw op.emitError(`Pointer storage class must be Workgroup or CrossWorkgroup but provided ${pointer.storageClass}`);
}

function verifyMad(op: Operation): void {
  const [a, b, c] = [0, 1, 2].map((i) => spirvJointMatrixParts(op.getOperand(i).type));
  if (a === undefined || b === undefined || c === undefined) return;
  if (a.columns !== b.rows || a.rows !== c.rows || b.columns !== c.columns) throw op.emitOpError("matrix size must match");
  if (a.scope !== b.scope || a.scope !== c.scope) throw op.emitOpError("matrix scope must match");
  if (a.elementType !== b.elementType) throw op.emitOpError("matrix element type must match");
}

export const spirvJointMatrixVerifiers: SpirvAssemblyHooks["verifiers"] = {
  INTELJointMatrixLoadOp: verifyAccess,
  INTELJointMatrixStoreOp: verifyAccess,
  INTELJointMatrixMadOp: verifyMad,
};
