// spirv's memory ops' C++ verifiers (MLIR 19's MemoryOps.cpp), with its messages: a load's
// or store's value against its pointer, the memory access operands (an alignment exactly
// when `Aligned` is asked for), CopyMemory's pointees, and the aliasing decoration a
// variable holding a physical buffer pointer needs.
import type { Operation, Type } from "../../ir/index.js";
import type { SpirvAssemblyHooks } from "../../../generated/upstream/spirv-assembly.js";
import { spirvEnumCase } from "./enum-attr.js";
import { arrayParts, pointerParts } from "./type-parts.js";

/** MLIR's verifyMemoryAccessAttribute over one pair of attributes (the target's or the source's). */
function verifyMemoryAccess(op: Operation, accessName: string, alignmentName: string): void {
  const access = op.getAttr(accessName);
  const hasAlignment = op.getAttr(alignmentName) !== undefined;
  if (access === undefined) {
    if (hasAlignment) throw op.emitOpError("invalid alignment specification without aligned memory access specification");
    return;
  }
  const flags = (spirvEnumCase(access, "memory_access") ?? "").split("|");
  if (flags.includes("Aligned")) {
    if (!hasAlignment) throw op.emitOpError("missing alignment value");
  } else if (hasAlignment) {
    throw op.emitOpError("invalid alignment specification with non-aligned memory access specification");
  }
}

function verifyLoadStore(op: Operation, pointerIndex: number, value: Type): void {
  if (pointerParts(op.getOperand(pointerIndex).type)?.pointee !== value) throw op.emitOpError("mismatch in result type and pointer type");
  verifyMemoryAccess(op, "memory_access", "alignment");
}

function verifyCopyMemory(op: Operation): void {
  const target = pointerParts(op.getOperand(0).type)?.pointee;
  const source = pointerParts(op.getOperand(1).type)?.pointee;
  if (target !== source) throw op.emitOpError("both operands must be pointers to the same type");
  verifyMemoryAccess(op, "memory_access", "alignment");
  verifyMemoryAccess(op, "source_memory_access", "source_alignment");
}

/** A variable of a physical buffer pointer (or an array of them) is decorated AliasedPointer or RestrictPointer, not both. */
export function verifyVariablePointerDecorations(op: Operation): void {
  const pointee = pointerParts(op.getResult(0).type)?.pointee;
  if (pointee === undefined) return;
  const held = pointerParts(pointee) ?? pointerParts(arrayParts(pointee)?.element ?? pointee);
  if (held?.storageClass !== "PhysicalStorageBuffer") return;
  const aliased = op.getAttr("aliased_pointer") !== undefined;
  const restrict = op.getAttr("restrict_pointer") !== undefined;
  // MLIR streams its message after emitOpError(), hence the doubled space.
  if (!aliased && !restrict) throw op.emitOpError(" with physical buffer pointer must be decorated either 'AliasedPointer' or 'RestrictPointer'");
  if (aliased && restrict) throw op.emitOpError(" with physical buffer pointer must have exactly one aliasing decoration");
}

export const spirvMemoryVerifiers: SpirvAssemblyHooks["verifiers"] = {
  CopyMemoryOp: verifyCopyMemory,
  LoadOp: (op) => verifyLoadStore(op, 0, op.getResult(0).type),
  StoreOp: (op) => verifyLoadStore(op, 0, op.getOperand(1).type),
};
