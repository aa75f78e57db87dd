// The C++ verifiers of gpu's memory ops (alloc, memcpy, dynamic_shared_memory), with
// mlir-opt 19's messages.
import { getElementTypeOrSelf, MemRefType, operandSegment, type Operation, OpTrait } from "../../ir/index.js";
import { compatibleShape } from "../../ir/trait-verifiers.js";
import { layoutSymbolCount, numDynamicDims } from "../memref/layout.js";
import { hasWorkgroupMemoryAddressSpace } from "./address-spaces.js";

// gpu.alloc's operand groups: asyncDependencies, dynamicSizes, symbolOperands.
const ALLOC_DYNAMIC_SIZES = 1;
const ALLOC_SYMBOL_OPERANDS = 2;

/** AllocOp::verify: one size per dynamic dimension, one symbol per symbol of the layout. */
export function verifyAlloc(op: Operation): void {
  const type = op.getResult(0).type;
  if (!(type instanceof MemRefType)) return;
  if (operandSegment(op, ALLOC_DYNAMIC_SIZES).length !== numDynamicDims(type))
    throw op.emitOpError("dimension operand count does not equal memref dynamic dimension count");
  if (operandSegment(op, ALLOC_SYMBOL_OPERANDS).length !== layoutSymbolCount(type))
    throw op.emitOpError("symbol operand count does not equal memref symbol count");
}

/** MemcpyOp::verify: source and destination of one element type and compatible shapes. */
export function verifyMemcpy(op: Operation): void {
  // The async dependencies come first; dst and src are the last two operands.
  const count = op.numOperands;
  const dst = op.getOperand(count - 2).type;
  const src = op.getOperand(count - 1).type;
  if (getElementTypeOrSelf(src) !== getElementTypeOrSelf(dst)) throw op.emitOpError("arguments have incompatible element type");
  if (!compatibleShape(src, dst)) throw op.emitOpError("arguments have incompatible shape");
}

/** DynamicSharedMemoryOp::verify: under a symbol table, a dynamically sized memref in workgroup memory. */
export function verifyDynamicSharedMemory(op: Operation): void {
  if (op.getParentWithTrait(OpTrait.SymbolTable) === null) throw op.emitOpError("must be inside an op with symbol table");
  const type = op.getResult(0).type;
  if (!(type instanceof MemRefType)) return;
  if (!hasWorkgroupMemoryAddressSpace(type)) throw op.emitOpError("address space must be address_space<workgroup>");
  if (type.hasStaticShape()) throw op.emitOpError("result memref type must be memref<?xi8, #gpu.address_space<workgroup>>");
}
