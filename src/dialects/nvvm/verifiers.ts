// nvvm's C++ verifiers with mlir-opt 19's messages: shfl.sync, cp.async, setmaxregister,
// barrier, ldmatrix, stmatrix and fence.proxy (mma.sync's, wmma's, wgmma's and the bulk tensor
// copies' have files of their own).
import { IntegerAttr, IntegerType, operandSegment, UnitAttr, type Operation, type Type } from "../../ir/index.js";
import { enumAttributeCase } from "../upstream/enum-attributes.js";
import { llvmPointerAddressSpace } from "../llvm/stripped-pointer.js";
import { llvmTypeBody, nestedType, structFields } from "../llvm/types.js";

function intAttr(op: Operation, name: string): bigint | undefined {
  const attr = op.getAttr(name);
  return attr instanceof IntegerAttr ? BigInt(attr.value) : undefined;
}

/** The field types of an llvm struct type, or undefined for another type. */
export function structFieldTypes(type: Type): Type[] | undefined {
  const body = llvmTypeBody(type);
  const fields = body === undefined ? undefined : structFields(body);
  return fields?.filter((f) => f !== "").map((f) => nestedType(f, type.context));
}

const isI32 = (t: Type): boolean => t instanceof IntegerType && t.width === 32 && t.signedness === "signless";

/** With `return_value_and_is_valid`, the result is a struct of the value and an i1. */
export function verifyShfl(op: Operation): void {
  if (!(op.getAttr("return_value_and_is_valid") instanceof UnitAttr)) return;
  const fields = structFieldTypes(op.getResult(0).type);
  const second = fields?.length === 2 ? fields[1] : undefined;
  if (!(second instanceof IntegerType) || second.width !== 1) throw op.emitError("expected return type to be a two-element struct with i1 as the second element");
}

export function verifyCpAsync(op: Operation): void {
  const modifier = enumAttributeCase(op.getAttr("modifier"), "nvvm", "load_cache_modifier");
  if (modifier !== "cg" && modifier !== "ca") throw op.emitError("Only CG and CA cache modifiers are supported.");
  const size = intAttr(op, "size") ?? 0n;
  if (size !== 4n && size !== 8n && size !== 16n) throw op.emitError("expected byte size to be either 4, 8 or 16.");
  if (modifier === "cg" && size !== 16n) throw op.emitError("CG cache modifier is only support for 16 bytes copy.");
}

export function verifySetMaxRegister(op: Operation): void {
  const count = intAttr(op, "regCount") ?? 0n;
  if (count % 8n !== 0n) throw op.emitOpError("new register size must be multiple of 8");
  if (count < 24n || count > 256n) throw op.emitOpError("new register size must be in between 24 to 256");
}

/** A thread count needs a barrier id (operands: barrierId?, numberOfThreads?). */
export function verifyBarrier(op: Operation): void {
  if (operandSegment(op, 1).length > 0 && operandSegment(op, 0).length === 0) throw op.emitOpError("barrier id is missing, it should be set between 0 to 15");
}

/** Loads from shared memory (address space 3) 1, 2 or 4 i32 registers. */
export function verifyLdMatrix(op: Operation): void {
  if (llvmPointerAddressSpace(op.getOperand(0).type) !== 3n) throw op.emitOpError("expected source pointer in memory space 3");
  const num = intAttr(op, "num") ?? 0n;
  if (num !== 1n && num !== 2n && num !== 4n) throw op.emitOpError("expected num attribute to be 1, 2 or 4");
  const type = op.getResult(0).type;
  if (num === 1n) {
    if (!isI32(type)) throw op.emitOpError("expected destination type is i32");
    return;
  }
  const fields = structFieldTypes(type);
  if (fields === undefined || BigInt(fields.length) !== num || !fields.every(isI32)) throw op.emitOpError(`expected destination type is a structure of ${num} elements of type i32`);
}

/** The number of stored values (the operands after the pointer) is 1, 2 or 4. */
export function verifyStMatrix(op: Operation): void {
  const sources = op.numOperands - 1;
  if (sources !== 1 && sources !== 2 && sources !== 4) throw op.emitOpError("expected num attribute to be 1, 2 or 4");
}

/** Only the async.shared proxy names a shared memory space, and it must. */
export function verifyFenceProxy(op: Operation): void {
  const sharedProxy = enumAttributeCase(op.getAttr("kind"), "nvvm", "proxy_kind") === "async.shared";
  const hasSpace = op.getAttr("space") !== undefined;
  if (sharedProxy && !hasSpace) throw op.emitOpError("async_shared fence requires space attribute");
  if (!sharedProxy && hasSpace) throw op.emitOpError("only async_shared fence can have space attribute");
}
