// ml_program's verifiers (MLProgramOps.cpp in MLIR 19): globals, the terminators of func and
// subgraph, and the global each load and store names.
import { FunctionType, lookupNearestSymbolFrom, StringAttr, TypeAttr, type Operation, type SymbolRefAttr, type Type } from "../../ir/index.js";
import { GlobalOp, type GlobalLoadConstOp, type GlobalLoadGraphOp, type GlobalLoadOp, type GlobalStoreGraphOp, type GlobalStoreOp } from "../../../generated/ml-program.js";
import { printAttribute, printType } from "../runtime/values.js";

export function verifyGlobalOp(op: GlobalOp): void {
  if (!op.getIsMutable() && op.getValue() === undefined) throw op.getOperation().emitOpError("immutable global must have an initial value");
}

/** func's return and subgraph's output: operand count and types match the enclosing function's results. */
export function verifyTerminator(op: Operation, verb: "returns" | "outputs"): void {
  const parent = op.parentOp;
  const type = parent?.getAttr("function_type");
  if (parent === null || parent === undefined || !(type instanceof TypeAttr) || !(type.value instanceof FunctionType)) return;
  const results = type.value.results;
  const name = parent.getAttr("sym_name");
  const functionName = name instanceof StringAttr ? name.value : "";
  if (op.numOperands !== results.length) {
    throw op.emitOpError(`has ${op.numOperands} operands, but enclosing function (@${functionName}) ${verb} ${results.length}`);
  }
  results.forEach((expected, i) => {
    const actual = op.getOperand(i).type;
    if (actual !== expected) {
      const what = verb === "returns" ? "return" : "output";
      throw op.emitError(`type of ${what} operand ${i} ('${printType(actual)}') doesn't match function result type ('${printType(expected)}') in function @${functionName}`);
    }
  });
}

/** getGlobalOp: the ml_program.global `ref` names from the op's parent (lookupNearestSymbolFrom<GlobalOp>), or the error. */
function referencedGlobal(op: Operation, ref: SymbolRefAttr): GlobalOp {
  const parent = op.parentOp;
  const global = parent !== null ? lookupNearestSymbolFrom(parent, ref) : undefined;
  if (global === undefined || global.opName !== GlobalOp.operationName) throw op.emitOpError(`undefined global: ${printAttribute(ref)}`);
  return GlobalOp.wrap(global);
}

function verifyLoadType(op: Operation, global: GlobalOp, resultType: Type): void {
  const type = global.getType();
  if (type !== resultType) throw op.emitOpError(`cannot load from global typed '${printType(type)}' as '${printType(resultType)}'`);
}

function verifyStore(op: Operation, ref: SymbolRefAttr, valueType: Type): void {
  const global = referencedGlobal(op, ref);
  if (!global.getIsMutable()) throw op.emitOpError(`cannot store to an immutable global ${printAttribute(ref)}`);
  const type = global.getType();
  if (type !== valueType) throw op.emitOpError(`cannot store to a global typed '${printType(type)}' from '${printType(valueType)}'`);
}

export function verifyGlobalLoadUses(op: GlobalLoadOp | GlobalLoadGraphOp): void {
  const operation = op.getOperation();
  verifyLoadType(operation, referencedGlobal(operation, op.getGlobal()), op.getResult().type);
}

export function verifyGlobalLoadConstUses(op: GlobalLoadConstOp): void {
  const operation = op.getOperation();
  const global = referencedGlobal(operation, op.getGlobal());
  if (global.getIsMutable()) throw operation.emitOpError(`cannot load as const from mutable global ${printAttribute(op.getGlobal())}`);
  verifyLoadType(operation, global, op.getResult().type);
}

export function verifyGlobalStoreUses(op: GlobalStoreOp | GlobalStoreGraphOp): void {
  verifyStore(op.getOperation(), op.getGlobal(), op.getValue().type);
}
