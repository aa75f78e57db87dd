// transform.named_sequence's C++ verifier with mlir-opt 19's messages (verifyNamedSequenceOp
// and verifyFunctionLikeConsumeAnnotations): where a named sequence may be defined, its body
// and yield, and its arguments' consumed/readonly annotations against what its body does.
import { FunctionType, IRDiagnosticError, OpTrait, TypeAttr, type Operation, type Type } from "../../ir/index.js";
import { printType } from "../runtime/values.js";
import { verifyFunctionOpInterface } from "../runtime/interface-verifiers.js";
import { argumentHasAttr, consumedBlockArguments } from "./handle-effects.js";
import { implementsTransformOpInterface } from "./op-kinds.js";
import { errorAt } from "./top-level.js";

export const WITH_NAMED_SEQUENCE = "transform.with_named_sequence";
export const CONSUMED = "transform.consumed";
export const READONLY = "transform.readonly";

export function functionTypeOf(op: Operation): FunctionType | undefined {
  const attr = op.getAttr("function_type");
  return attr instanceof TypeAttr && attr.value instanceof FunctionType ? attr.value : undefined;
}

/** A named sequence without a body (an external one). */
export function isExternal(op: Operation): boolean {
  return op.numRegions === 0 || op.getRegion(0).empty();
}

/**
 * The consumed/readonly annotations of a function-like transform op's arguments; the first
 * violation, or undefined. Warnings (arguments marked consumed that the body only reads) are
 * emitted as they are met when `emitWarnings`.
 */
export function consumeAnnotationsFailure(op: Operation, emitWarnings: boolean, alsoVerifyInternal = false): IRDiagnosticError | undefined {
  const external = isExternal(op);
  const body = external ? null : op.getRegion(0).firstBlock;
  const consumed = body === null ? new Set<number>() : consumedBlockArguments(body);
  const count = functionTypeOf(op)?.inputs.length ?? 0;
  for (let i = 0; i < count; i++) {
    const isConsumed = argumentHasAttr(op, i, CONSUMED);
    const isReadOnly = argumentHasAttr(op, i, READONLY);
    if (isConsumed && isReadOnly) return errorAt(op, `argument #${i} cannot be both readonly and consumed`);
    if ((external || alsoVerifyInternal) && !isConsumed && !isReadOnly) return errorAt(op, "must provide consumed/readonly status for arguments of external or called ops");
    if (external) continue;
    if (consumed.has(i) && !isConsumed && isReadOnly) return errorAt(op, `argument #${i} is consumed in the body but is not marked as such`);
    if (emitWarnings && !consumed.has(i) && isConsumed)
      op.context.getDiagEngine().emit(new IRDiagnosticError(op.location, `op argument #${i} is not consumed in the body but is marked as consumed`, "warning"));
  }
  return undefined;
}

/** MLIR's verifyNamedSequenceOp: the first failure, or undefined. */
export function namedSequenceFailure(op: Operation, emitWarnings: boolean): IRDiagnosticError | undefined {
  let table: Operation | null = op.parentOp;
  while (table !== null && !table.hasTrait(OpTrait.SymbolTable)) table = table.parentOp;
  if (table !== null && table.getAttr(WITH_NAMED_SEQUENCE) === undefined)
    return errorAt(op, `expects the parent symbol table to have the '${WITH_NAMED_SEQUENCE}' attribute`).attachNote(table.location, "symbol table operation");
  for (let parent = op.parentOp; parent !== null; parent = parent.parentOp)
    if (implementsTransformOpInterface(parent)) return errorAt(op, "cannot be defined inside another transform op").attachNote(parent.location, "ancestor transform op");
  if (isExternal(op)) return emitWarnings ? consumeAnnotationsFailure(op, emitWarnings) : undefined;
  const body = op.getRegion(0).firstBlock;
  const terminator = body?.lastOp ?? null;
  if (body === null || terminator === null) return errorAt(op, "expected a non-empty body block");
  if (terminator.opName !== "transform.yield") return errorAt(op, "expected 'transform.yield' as terminator").attachNote(terminator.location, "terminator");
  const results: readonly Type[] = functionTypeOf(op)?.results ?? [];
  if (terminator.numOperands !== results.length) return errorAt(terminator, "expected terminator to have as many operands as the parent op has results");
  for (let i = 0; i < results.length; i++) {
    const operandType = terminator.getOperand(i).type;
    const resultType = results[i] as Type;
    if (operandType !== resultType)
      return errorAt(
        terminator,
        `the type of the terminator operand #${i} must match the type of the corresponding parent op result ('${printType(operandType)}' vs '${printType(resultType)}')`,
      );
  }
  return consumeAnnotationsFailure(op, emitWarnings);
}

export function verifyNamedSequence(op: Operation): void {
  const failure = namedSequenceFailure(op, true);
  if (failure !== undefined) throw failure;
}

/** FunctionOpInterface's verifier as named_sequence has it (its bodiless form is no symbol declaration). */
export function verifyNamedSequenceFunction(op: Operation): void {
  verifyFunctionOpInterface(op, false);
}
