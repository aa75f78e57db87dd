// llvm.call's symbol-use check (SymbolUserOpInterface::verifySymbolUses in MLIR 19), with
// mlir-opt's messages and order: the vararg callee type against the call first, then the
// callee (direct calls only) against the operands and results.
import { SymbolRefAttr, TypeAttr, type Operation, type Type } from "../../ir/index.js";
import { lookupNearestSymbolFrom } from "../../ir/symbol-table.js";
import { printType } from "../runtime/values.js";
import { functionTypeParts, isVoidType, llvmTypeBody, type LlvmFunctionTypeParts } from "./types.js";

function functionTypeOf(op: Operation, attrName: string): LlvmFunctionTypeParts | undefined {
  const attr = op.getAttr(attrName);
  return attr instanceof TypeAttr ? functionTypeParts(attr.value, op.context) : undefined;
}

/** The var_callee_type of a vararg call against the call's own arguments and result. */
function verifyVarCalleeType(op: Operation, argTypes: readonly Type[]): void {
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
