// async's C++ verifiers (MLIR's Async.cpp), as hooks of the generated module.
import { FunctionType, operandSegmentStart, SymbolRefAttr, TypeAttr, type Operation, type Type, type Value } from "../../ir/index.js";
import { lookupNearestSymbolFrom } from "../../ir/symbol-table.js";
import { printType } from "../runtime/values.js";
import { asyncValueTypeOf, isAsyncType } from "./types.js";

function functionTypeOf(op: Operation): FunctionType | undefined {
  const attr = op.getAttr("function_type");
  return attr instanceof TypeAttr && attr.value instanceof FunctionType ? attr.value : undefined;
}

/** A type as MLIR's diagnostics print one: quoted. */
const quoted = (type: Type): string => `'${printType(type)}'`;
const typeList = (types: readonly Type[]): string => types.map(quoted).join(", ");

export function verifyAwait(op: Operation): void {
  const argType = op.getOperand(0).type;
  if (isAsyncType(argType, "token") && op.numResults > 0) throw op.emitOpError("awaiting on a token must have empty result");
  const inner = asyncValueTypeOf(argType);
  if (inner !== undefined && op.numResults > 0 && op.getResult(0).type !== inner)
    throw op.emitOpError(`result type ${quoted(op.getResult(0).type)} does not match async value type ${quoted(inner)}`);
}

/** async.func returns an optional token first, then async values. */
export function verifyFunc(op: Operation): void {
  const results = functionTypeOf(op)?.results ?? [];
  if (results.length === 0) throw op.emitOpError(`result is expected to be at least of size 1, but got ${results.length}`);
  results.forEach((type, i) => {
    const isToken = isAsyncType(type, "token");
    if (!isToken && asyncValueTypeOf(type) === undefined) throw op.emitOpError(`result type must be async value type or async token type, but got ${quoted(type)}`);
    if (isToken && i !== 0) throw op.emitOpError(` results' (optional) async token type is expected to appear as the 1st return value, but got ${i + 1}`);
  });
}

/** async.return gives the value types its function's async values wrap. */
export function verifyReturn(op: Operation): void {
  const func = op.getParentOfType("async.func");
  if (func === null) return;
  const results = functionTypeOf(func)?.results ?? [];
  const values = results[0] !== undefined && isAsyncType(results[0], "token") ? results.slice(1) : results;
  const expected = values.map((t) => asyncValueTypeOf(t));
  const operands = op.getOperands();
  if (operands.length !== expected.length || operands.some((v, i) => v.type !== expected[i]))
    throw op.emitOpError("operand types do not match the types returned from the parent FuncOp");
}

/** async.execute's operands after its dependencies: the async values its body unwraps. */
function bodyOperands(op: Operation): Value[] {
  return op.getOperands().slice(operandSegmentStart(op, 1));
}

/** ExecuteOp::areTypesCompatible: equal once unwrapped from `!async.value`. */
const compatible = (lhs: Type, rhs: Type): boolean => (asyncValueTypeOf(lhs) ?? lhs) === (asyncValueTypeOf(rhs) ?? rhs);

function checkEdge(op: Operation, edge: string, sources: readonly Type[], inputs: readonly Type[]): void {
  if (sources.length !== inputs.length)
    throw op.emitOpError(` region control flow edge ${edge}: source has ${sources.length} operands, but target successor needs ${inputs.length}`);
  sources.forEach((source, i) => {
    const input = inputs[i] as Type;
    if (source !== input && !compatible(source, input))
      throw op.emitOpError(` along control flow edge ${edge}: source type #${i} ${quoted(source)} should match input type #${i} ${quoted(input)}`);
  });
}

/**
 * RegionBranchOpInterface's check of async.execute: its values flow into the body's
 * arguments, what the body's yield gives flows to its results after the token.
 */
export function verifyExecuteControlFlow(op: Operation): void {
  const body = op.getRegion(0);
  checkEdge(op, "from parent operands to Region #0", bodyOperands(op).map((v) => v.type), body.firstBlock?.getArgumentTypes() ?? []);
  for (let block = body.firstBlock; block !== null; block = block.next) {
    const terminator = block.lastOp;
    if (terminator === null || terminator.opName !== "async.yield") continue;
    checkEdge(op, "from Region #0 to parent results", terminator.getOperands().map((v) => v.type), op.getResultTypes().slice(1));
  }
}

/** async.execute's body arguments are its operands' value types. */
export function verifyExecuteRegions(op: Operation): void {
  const unwrapped = bodyOperands(op).map((v) => asyncValueTypeOf(v.type));
  const args = op.getRegion(0).firstBlock?.getArgumentTypes() ?? [];
  if (args.length !== unwrapped.length || args.some((t, i) => t !== unwrapped[i]))
    throw op.emitOpError("async body region argument types do not match the execute operation arguments types");
}

/** async.call names an async.func whose signature it matches. */
export function verifyCallSymbolUses(op: Operation): void {
  const callee = op.getAttr("callee");
  if (!(callee instanceof SymbolRefAttr) || !callee.isFlat()) throw op.emitOpError("requires a 'callee' symbol reference attribute");
  const fn = lookupNearestSymbolFrom(op, callee);
  const type = fn !== undefined && fn.opName === "async.func" ? functionTypeOf(fn) : undefined;
  if (type === undefined) throw op.emitOpError(`'${callee.rootReference}' does not reference a valid async function`);
  if (type.inputs.length !== op.numOperands) throw op.emitOpError("incorrect number of operands for callee");
  type.inputs.forEach((input, i) => {
    if (op.getOperand(i).type !== input)
      throw op.emitOpError(`operand type mismatch: expected operand type ${quoted(input)}, but provided ${quoted(op.getOperand(i).type)} for operand number ${i}`);
  });
  if (type.results.length !== op.numResults) throw op.emitOpError("incorrect number of results for callee");
  type.results.forEach((result, i) => {
    if (op.getResult(i).type !== result)
      throw op
        .emitOpError(`result type mismatch at index ${i}`)
        .attachNote(op.location, `      op result types: ${typeList(op.getResultTypes())}`)
        .attachNote(op.location, `function result types: ${typeList(type.results)}`);
  });
}
