// The C++ verifiers of spirv's KHR cooperative matrix ops (MLIR 19's CooperativeMatrixOps.cpp):
// loads and stores go through a pointer to a scalar or vector with a memory operand the access
// can honour, and a multiply-add takes A, B and accumulator matrices of one scope whose M, N
// and K sizes agree (integer elements when matrix operands are given).
import { VectorType, type Operation, type Type } from "../../ir/index.js";
import { printType } from "../runtime/values.js";
import type { SpirvAssemblyHooks } from "../../../generated/upstream/spirv-assembly.js";
import { spirvEnumCase } from "./enum-attr.js";
import { pointerParts } from "./type-parts.js";
import { spirvCooperativeMatrixParts } from "./types.js";

/** The pointee and memory operand checks shared by loads and stores; `forbidden` is the operand the access cannot honour. */
function verifyAccess(op: Operation, pointer: Type, forbidden: string): void {
  const pointee = pointerParts(pointer)?.pointee;
  if (pointee !== undefined && !(pointee.isIntOrFloat() || pointee instanceof VectorType))
    throw op.emitOpError(`Pointer must point to a scalar or vector type but provided '${printType(pointee)}'`);
  const operands = spirvEnumCase(op.getAttr("memory_operand"), "memory_access")?.split("|") ?? [];
  if (operands.includes(forbidden)) throw op.emitOpError(`not compatible with memory operand '${forbidden}'`);
  if (operands.includes("Aligned")) throw op.emitOpError("has unhandled memory operand 'Aligned'");
}

const verifyLoad = (op: Operation): void => verifyAccess(op, op.getOperand(0).type, "MakePointerAvailable");
const verifyStore = (op: Operation): void => verifyAccess(op, op.getOperand(0).type, "MakePointerVisible");

function verifyMulAdd(op: Operation): void {
  const [a, b, c] = [0, 1, 2].map((i) => spirvCooperativeMatrixParts(op.getOperand(i).type));
  if (a === undefined || b === undefined || c === undefined) return;
  if (a.use !== "MatrixA") throw op.emitOpError("operand #0 must be of use 'MatrixA'");
  if (b.use !== "MatrixB") throw op.emitOpError("operand #1 must be of use 'MatrixB'");
  if (c.use !== "MatrixAcc") throw op.emitOpError("operand #2 must be of use 'MatrixAcc'");
  if (a.scope !== b.scope || b.scope !== c.scope) throw op.emitOpError("matrix scope mismatch");
  if (a.rows !== c.rows) throw op.emitOpError("matrix size mismatch on dimension 'M'");
  if (b.columns !== c.columns) throw op.emitOpError("matrix size mismatch on dimension 'N'");
  if (a.columns !== b.rows) throw op.emitOpError("matrix size mismatch on dimension 'K'");
  if (op.getAttr("matrix_operands") !== undefined && ![a, b, c].every((m) => m.elementType.isInteger()))
    throw op.emitOpError("Matrix Operands require all matrix element types to be Integer Types");
}

export const spirvCooperativeMatrixVerifiers: SpirvAssemblyHooks["verifiers"] = {
  KHRCooperativeMatrixLoadOp: verifyLoad,
  KHRCooperativeMatrixStoreOp: verifyStore,
  KHRCooperativeMatrixMulAddOp: verifyMulAdd,
};
