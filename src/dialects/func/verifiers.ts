// Hand-written verifiers of func ops (ODS hasVerifier, SymbolUserOpInterface), with
// MLIR 19's rules and wording.
import { FunctionType, SymbolRefAttr, TypeAttr, getNearestSymbolTable, lookupNearestSymbolFrom, type Operation, type Type } from "../../ir/index.js";
import { printType } from "../op-runtime.js";

function symbolName(op: Operation): string {
  const name = op.getInherentAttr("sym_name");
  return name !== undefined && "value" in name && typeof name.value === "string" ? name.value : "";
}

function functionTypeOf(op: Operation): FunctionType | undefined {
  const attr = op.getInherentAttr("function_type");
  return attr instanceof TypeAttr && attr.value instanceof FunctionType ? attr.value : undefined;
}

export function verifyReturnOp(op: Operation): void {
  const fn = op.parentOp;
  if (fn === null) return;
  const type = functionTypeOf(fn);
  if (type === undefined) return;
  const results = type.results;
  if (op.operands.length !== results.length)
    throw op.emitOpError(`has ${op.operands.length} operands, but enclosing function (@${symbolName(fn)}) returns ${results.length}`);
  for (let i = 0; i < results.length; i++) {
    const actual = op.getOperand(i).type;
    if (actual !== results[i])
      throw op.emitError(
        `type of return operand ${i} ('${printType(actual)}') doesn't match function result type ('${printType(results[i] as FunctionType)}') in function @${symbolName(fn)}`,
      );
  }
}

/** func.constant: the referenced function must exist in the enclosing module with the result's type. */
export function verifyConstantOp(op: Operation): void {
  const ref = op.getInherentAttr("value");
  const name = ref instanceof SymbolRefAttr ? ref.rootReference : "";
  let module = op.parentOp;
  while (module !== null && module.name.name !== "builtin.module") module = module.parentOp;
  let found: Operation | undefined;
  const body = module?.regions[0]?.firstBlock ?? null;
  for (let o = body?.firstOp ?? null; o !== null; o = o.next) {
    if (o.name.name === "func.func" && symbolName(o) === name) {
      found = o;
      break;
    }
  }
  if (found === undefined) throw op.emitOpError(`reference to undefined function '${name}'`);
  if (functionTypeOf(found) !== op.getResult(0).type) throw op.emitOpError("reference to function with mismatched type");
}

const quotedTypes = (types: readonly Type[]): string => types.map((t) => `'${printType(t)}'`).join(", ");

/**
 * func.call against its callee's signature (MLIR's CallOp::verifySymbolUses). Calls outside
 * any symbol table are left alone, as MLIR only checks symbol uses from a symbol table.
 */
export function verifyCallOpSymbolUses(op: Operation): void {
  if (getNearestSymbolTable(op) === null) return;
  const ref = op.getInherentAttr("callee");
  if (!(ref instanceof SymbolRefAttr)) throw op.emitOpError("requires a 'callee' symbol reference attribute");
  const fn = lookupNearestSymbolFrom(op, ref);
  const type = fn !== undefined && fn.name.name === "func.func" ? functionTypeOf(fn) : undefined;
  if (type === undefined) throw op.emitOpError(`'${ref.rootReference}' does not reference a valid function`);
  if (type.inputs.length !== op.operands.length) throw op.emitOpError("incorrect number of operands for callee");
  for (let i = 0; i < type.inputs.length; i++) {
    const provided = op.getOperand(i).type;
    if (provided !== type.inputs[i])
      throw op.emitOpError(
        `operand type mismatch: expected operand type '${printType(type.inputs[i] as Type)}', but provided '${printType(provided)}' for operand number ${i}`,
      );
  }
  if (type.results.length !== op.results.length) throw op.emitOpError("incorrect number of results for callee");
  for (let i = 0; i < type.results.length; i++) {
    if (op.getResult(i).type === type.results[i]) continue;
    const error = op.emitOpError(`result type mismatch at index ${i}`);
    error.attachNote(op.location, `      op result types: ${quotedTypes(op.results.map((r) => r.type))}`);
    error.attachNote(op.location, `function result types: ${quotedTypes(type.results)}`);
    throw error;
  }
}
