// The symbol-use checks of llvm.call and llvm.mlir.addressof (SymbolUserOpInterface::
// verifySymbolUses in MLIR 19), with mlir-opt's messages and order: for a call, the vararg
// callee type against the call first, then the callee (direct calls only) against the
// operands and results.
import { IntegerAttr, SymbolRefAttr, TypeAttr, type Operation, type Type } from "../../ir/index.js";
import { lookupNearestSymbolFrom, lookupSymbolIn } from "../../ir/symbol-table.js";
import { printType } from "../runtime/values.js";
import { satisfiesLLVMModule } from "./symbol-verifiers.js";
import { functionTypeParts, isVoidType, llvmTypeBody, type LlvmFunctionTypeParts } from "./types.js";

function functionTypeOf(op: Operation, attrName: string): LlvmFunctionTypeParts | undefined {
  const attr = op.getAttr(attrName);
  return attr instanceof TypeAttr ? functionTypeParts(attr.value, op.context) : undefined;
}

/** The var_callee_type of a vararg call against the call's own arguments and result. */
export function verifyVarCalleeType(op: Operation, argTypes: readonly Type[]): void {
  const varCallee = functionTypeOf(op, "var_callee_type");
  if (varCallee === undefined) return;
  if (!varCallee.variadic) throw op.emitOpError("expected var_callee_type to be a variadic function type");
  if (varCallee.params.length > argTypes.length) throw op.emitOpError(`expected var_callee_type to have at most ${argTypes.length} parameters`);
  varCallee.params.forEach((param, i) => {
    const arg = argTypes[i] as Type;
    if (param !== arg) throw op.emitOpError(`var_callee_type parameter type mismatch: '${printType(param)}' != '${printType(arg)}'`);
  });
  if (op.numResults === 0) {
    if (!isVoidType(varCallee.result)) throw op.emitOpError("expected var_callee_type to return void");
  } else if (varCallee.result !== op.getResult(0).type) {
    throw op.emitOpError(`var_callee_type return type mismatch: '${printType(varCallee.result)}' != '${printType(op.getResult(0).type)}'`);
  }
}

export function verifyCallSymbolUses(op: Operation): void {
  const calleeAttr = op.getAttr("callee");
  const callee = calleeAttr instanceof SymbolRefAttr ? calleeAttr : undefined;
  const indirect = callee === undefined;
  const operandTypes = op.getOperands().map((v) => v.type);
  const argTypes = indirect ? operandTypes.slice(1) : operandTypes;
  verifyVarCalleeType(op, argTypes);
  if (callee === undefined) {
    if (op.numOperands === 0) throw op.emitOpError("must have either a `callee` attribute or at least an operand");
    const calleeType = op.getOperand(0).type;
    if (llvmTypeBody(calleeType)?.startsWith("ptr") !== true) throw op.emitOpError(`indirect call expects a pointer as callee: '${printType(calleeType)}'`);
    return;
  }
  const name = callee.rootReference;
  const target = lookupNearestSymbolFrom(op, callee);
  if (target === undefined) throw op.emitOpError(`'${name}' does not reference a symbol in the current scope`);
  if (target.opName !== "llvm.func") throw op.emitOpError(`'${name}' does not reference a valid LLVM function`);
  const fnType = functionTypeOf(target, "function_type");
  if (fnType === undefined) return;
  if (fnType.variadic && op.getAttr("var_callee_type") === undefined) throw op.emitOpError("missing var_callee_type attribute for vararg call");
  const expected = fnType.params.length;
  if (!fnType.variadic && expected !== argTypes.length) throw op.emitOpError(`incorrect number of operands (${argTypes.length}) for callee (expecting: ${expected})`);
  if (expected > argTypes.length) throw op.emitOpError(`incorrect number of operands (${argTypes.length}) for varargs callee (expecting at least: ${expected})`);
  fnType.params.forEach((param, i) => {
    const arg = argTypes[i] as Type;
    if (arg !== param) throw op.emitOpError(`operand type mismatch for operand ${i}: '${printType(arg)}' != '${printType(param)}'`);
  });
  const returnsVoid = isVoidType(fnType.result);
  if (op.numResults === 0 && !returnsVoid) throw op.emitOpError("expected function call to produce a value");
  if (op.numResults !== 0 && returnsVoid) throw op.emitOpError("calling function with void result must not produce values");
  if (op.numResults > 1) throw op.emitOpError("expected LLVM function call to produce 0 or 1 result");
  if (op.numResults === 1 && op.getResult(0).type !== fnType.result)
    throw op.emitOpError(`result type mismatch: '${printType(op.getResult(0).type)}' != '${printType(fnType.result)}'`);
}

/** The nearest enclosing op an llvm module may be (a symbol table isolated from above). */
function parentLLVMModule(op: Operation): Operation | null {
  let module = op.parentOp;
  while (module !== null && !satisfiesLLVMModule(module)) module = module.parentOp;
  return module;
}

/** llvm.mlir.addressof: a global or function of the enclosing module, in the pointer's address space. */
export function verifyAddressOfSymbolUses(op: Operation): void {
  const name = op.getAttr("global_name");
  const module = parentLLVMModule(op);
  const symbol = name instanceof SymbolRefAttr && module !== null ? lookupSymbolIn(module, name) : undefined;
  const isGlobal = symbol?.opName === "llvm.mlir.global";
  if (!isGlobal && symbol?.opName !== "llvm.func") throw op.emitOpError("must reference a global defined by 'llvm.mlir.global' or 'llvm.func'");
  if (!isGlobal || symbol === undefined) return;
  const space = symbol.getAttr("addr_space");
  const globalSpace = space instanceof IntegerAttr ? space.getValue() : 0n;
  const body = llvmTypeBody(op.getResult(0).type) ?? "";
  const pointerSpace = body === "ptr" ? 0n : BigInt(/^ptr<(\d+)>$/.exec(body)?.[1] ?? "0");
  if (globalSpace !== pointerSpace) throw op.emitOpError("pointer address space must match address space of the referenced global");
}
