// The symbol uses of transform's calling ops with mlir-opt 19's messages (their
// SymbolUserOpInterface::verifySymbolUses): transform.include against the named sequence it
// includes, foreach_match and collect_matching against their matchers and actions.
import { ArrayAttr, SymbolRefAttr, type Operation, type Type } from "../../ir/index.js";
import { lookupNearestSymbolFrom } from "../../ir/symbol-table.js";
import { printAttribute, printType } from "../runtime/values.js";
import { argumentHasAttr } from "./handle-effects.js";
import { CONSUMED, READONLY, consumeAnnotationsFailure, functionTypeOf } from "./named-sequence.js";
import { implementSameTransformInterface, isHandleType } from "./op-kinds.js";

/** The named sequence `ref` names from `op` (a FunctionOpInterface op that is a transform op), if any. */
function namedSequence(op: Operation, ref: SymbolRefAttr): Operation | undefined {
  const symbol = lookupNearestSymbolFrom(op, ref);
  return symbol?.opName === "transform.named_sequence" ? symbol : undefined;
}

export function verifyIncludeSymbolUses(op: Operation): void {
  const target = op.getAttr("target");
  if (!(target instanceof SymbolRefAttr)) throw op.emitOpError("expects a 'target' symbol reference attribute");
  const callee = namedSequence(op, target);
  const type = callee === undefined ? undefined : functionTypeOf(callee);
  if (callee === undefined || type === undefined) throw op.emitOpError("does not reference a named transform sequence");
  if (type.inputs.length !== op.numOperands) throw op.emitError("incorrect number of operands for callee");
  type.inputs.forEach((expected, i) => {
    const provided = op.getOperand(i).type;
    if (provided !== expected)
      throw op.emitOpError(`operand type mismatch: expected operand type '${printType(expected)}', but provided '${printType(provided)}' for operand number ${i}`);
  });
  if (type.results.length !== op.numResults) throw op.emitError("incorrect number of results for callee");
  type.results.forEach((expected, i) => {
    if (!implementSameTransformInterface(op.getResult(i).type, expected))
      throw op.emitOpError(`type of result #${i} must implement the same transform dialect interface as the corresponding callee result`);
  });
  const failure = consumeAnnotationsFailure(callee, false, true);
  if (failure !== undefined) throw failure;
}

function symbolRefs(op: Operation, name: string): SymbolRefAttr[] {
  const attr = op.getAttr(name);
  return attr instanceof ArrayAttr ? attr.value.filter((a): a is SymbolRefAttr => a instanceof SymbolRefAttr) : [];
}

export function verifyForeachMatchSymbolUses(op: Operation): void {
  const matchers = symbolRefs(op, "matchers");
  const actions = symbolRefs(op, "actions");
  for (let k = 0; k < Math.min(matchers.length, actions.length); k++) {
    const [matcher, action] = [matchers[k] as SymbolRefAttr, actions[k] as SymbolRefAttr];
    const matcherOp = namedSequence(op, matcher);
    const actionOp = namedSequence(op, action);
    if (matcherOp === undefined) throw op.emitError(`unresolved matcher symbol ${printAttribute(matcher)}`);
    if (actionOp === undefined) throw op.emitError(`unresolved action symbol ${printAttribute(action)}`);
    for (const symbol of [matcherOp, actionOp]) {
      const failure = consumeAnnotationsFailure(symbol, false, true);
      if (failure !== undefined) throw failure;
    }
    const matcherType = functionTypeOf(matcherOp);
    const actionType = functionTypeOf(actionOp);
    const matcherArguments: readonly Type[] = matcherType?.inputs ?? [];
    const operandTypes = op.getOperands().map((v) => v.type);
    if (operandTypes.length !== matcherArguments.length)
      throw op
        .emitError(`the number of operands (${operandTypes.length}) doesn't match the number of matcher arguments (${matcherArguments.length}) for ${printAttribute(matcher)}`)
        .attachNote(matcherOp.location, "symbol declaration");
    for (let i = 0; i < operandTypes.length; i++) {
      if (argumentHasAttr(matcherOp, i, CONSUMED))
        throw op.emitOpError(`does not expect matcher symbol to consume its operand #${i}`).attachNote(matcherOp.location, "symbol declaration");
      if (!implementSameTransformInterface(operandTypes[i] as Type, matcherArguments[i] as Type))
        throw op
          .emitError(`mismatching type interfaces for operand and matcher argument #${i} of matcher ${printAttribute(matcher)}`)
          .attachNote(matcherOp.location, "symbol declaration");
    }
    const matcherResults: readonly Type[] = matcherType?.results ?? [];
    const actionArguments: readonly Type[] = actionType?.inputs ?? [];
    if (matcherResults.length !== actionArguments.length)
      throw op.emitError(
        `mismatching number of matcher results and action arguments between ${printAttribute(matcher)} (${matcherResults.length}) and ${printAttribute(action)} (${actionArguments.length})`,
      );
    for (let i = 0; i < matcherResults.length; i++) {
      // MLIR's message lacks the space before "of".
      if (!implementSameTransformInterface(matcherResults[i] as Type, actionArguments[i] as Type))
        throw op.emitError(`mismatching type interfaces for matcher result and action argument #${i}of matcher ${printAttribute(matcher)} and action ${printAttribute(action)}`);
    }
    const actionResults: readonly Type[] = actionType?.results ?? [];
    const extraResults = op.results.slice(1).map((r) => r.type);
    if (actionResults.length !== extraResults.length)
      throw op
        .emitError(`the number of action results (${actionResults.length}) for ${printAttribute(action)} doesn't match the number of extra op results (${extraResults.length})`)
        .attachNote(actionOp.location, "symbol declaration");
    for (let i = 0; i < extraResults.length; i++) {
      if (!implementSameTransformInterface(extraResults[i] as Type, actionResults[i] as Type))
        throw op
          .emitError(`mismatching type interfaces for action result #${i} of action ${printAttribute(action)} and op result`)
          .attachNote(actionOp.location, "symbol declaration");
    }
  }
}

export function verifyCollectMatchingSymbolUses(op: Operation): void {
  const ref = op.getAttr("matcher");
  const matcher = ref instanceof SymbolRefAttr ? namedSequence(op, ref) : undefined;
  if (matcher === undefined) throw op.emitError(`unresolved matcher symbol ${ref === undefined ? "" : printAttribute(ref)}`);
  const type = functionTypeOf(matcher);
  const inputs: readonly Type[] = type?.inputs ?? [];
  if (inputs.length !== 1 || !isHandleType(inputs[0] as Type)) throw op.emitError("expected the matcher to take one operation handle argument");
  if (!argumentHasAttr(matcher, 0, READONLY)) throw op.emitError("expected the matcher argument to be marked readonly");
  const results: readonly Type[] = type?.results ?? [];
  if (results.length !== op.numResults) throw op.emitError(`expected the matcher to yield as many values as op has results (${op.numResults}), got ${results.length}`);
  results.forEach((t, i) => {
    if (!implementSameTransformInterface(t, op.getResult(i).type)) throw op.emitError(`mismatching type interfaces for matcher result and op result #${i}`);
  });
}
