// memref::findDealloc (MemRefUtils in MLIR 19): the op that frees a buffer, for the patterns
// that drop redundant copies and frees (bufferization's SimplifyClones).
import { MemoryEffect, getMemoryEffects, type Operation, type Value } from "../../ir/index.js";
import { ReallocOp } from "../../../generated/memref.js";

/**
 * The one user freeing `value`: null when none does, undefined when several do or a
 * memref.realloc does (the buffer lives on in the realloc's result).
 */
export function findDealloc(value: Value): Operation | null | undefined {
  let dealloc: Operation | null = null;
  for (const user of value.users()) {
    const frees = getMemoryEffects(user)?.some((e) => e.effect === MemoryEffect.Free && e.value === value) === true;
    if (!frees) continue;
    if (user.opName === ReallocOp.operationName) return undefined;
    if (dealloc !== null && dealloc !== user) return undefined;
    dealloc = user;
  }
  return dealloc;
}
