// The C++ verifiers of transform's region-holding script ops with mlir-opt 19's messages:
// sequence, alternatives, foreach and with_pdl_patterns, and the double-consumption check
// of the handles a sequence's body uses.
import { OpTrait, type Block, type Operation, type Value } from "../../ir/index.js";
import type { IRDiagnosticError } from "../../ir/index.js";
import { segmentSizes } from "../runtime/values.js";
import { isPotentialConsumer } from "./handle-effects.js";
import { implementsTransformOpInterface, isPossibleTopLevelTransformOp, isTestExtensionStandIn } from "./op-kinds.js";
import { verifyPossibleTopLevel } from "./top-level.js";

/** A handle with two potential consumers is an error (MLIR's checkDoubleConsume). */
function checkDoubleConsume(value: Value, report: (message: string) => IRDiagnosticError): void {
  let first: { owner: Operation; index: number } | undefined;
  for (const use of value.uses()) {
    if (!isPotentialConsumer(use)) continue;
    const here = { owner: use.owner, index: use.owner.operandNumber(use) };
    if (first === undefined) {
      first = here;
      continue;
    }
    throw report(" has more than one potential consumer")
      .attachNote(first.owner.location, `used here as operand #${first.index}`)
      .attachNote(here.owner.location, `used here as operand #${here.index}`);
  }
}

function bodyOf(op: Operation): Block | null {
  return op.numRegions > 0 ? op.getRegion(0).firstBlock : null;
}

function sameTypes(values: readonly Value[], types: readonly { type: unknown }[]): boolean {
  return values.length === types.length && values.every((v, i) => v.type === types[i]?.type);
}

export function verifySequence(op: Operation): void {
  verifyPossibleTopLevel(op);
  const body = bodyOf(op);
  if (body === null) return;
  const [roots, extraBindings] = segmentSizes(op, "operandSegmentSizes") ?? [0, 0];
  if (roots === 0 && (extraBindings ?? 0) > 0) throw op.emitOpError("does not expect extra operands when used as top-level");
  for (const argument of body.arguments) checkDoubleConsume(argument, (rest) => op.emitOpError(`block argument #${argument.index}${rest}`));
  for (const child of body.operations()) {
    if (!implementsTransformOpInterface(child) && !isTestExtensionStandIn(child) && child !== body.lastOp)
      throw op.emitOpError("expected children ops to implement TransformOpInterface").attachNote(child.location, "op without interface");
    for (const result of child.results) checkDoubleConsume(result, (rest) => child.emitError(`result #${result.index}${rest}`));
  }
  const terminator = body.lastOp;
  if (terminator === null || !terminator.mightHaveTrait(OpTrait.IsTerminator)) throw op.emitOpError("expects to have a terminator in the body");
  if (!sameTypes(terminator.getOperands(), op.results))
    throw op.emitOpError("expects the types of the terminator operands to match the types of the result").attachNote(terminator.location, "terminator");
}

export function verifyAlternatives(op: Operation): void {
  verifyPossibleTopLevel(op);
  for (const region of op.regions) {
    const terminator = region.firstBlock?.lastOp ?? null;
    if (terminator === null) continue;
    if (!sameTypes(terminator.getOperands(), op.results))
      throw op.emitOpError("expects terminator operands to have the same type as results of the operation").attachNote(terminator.location, "terminator");
  }
}

export function verifyForeach(op: Operation): void {
  const body = bodyOf(op);
  if (body === null) return;
  const targets = op.getOperands();
  const count = Math.max(targets.length, body.numArguments);
  for (let i = 0; i < count; i++) {
    const target = targets[i];
    const argument = i < body.numArguments ? body.getArgument(i) : undefined;
    if (target === undefined || argument === undefined) throw op.emitOpError("expects the same number of targets as the body has block arguments");
    if (target.type !== argument.type) throw op.emitOpError("expects co-indexed targets and the body's block arguments to have the same op/value/param type");
  }
  const yielded = body.lastOp?.getOperands() ?? [];
  const results = op.results;
  for (let i = 0; i < Math.max(results.length, yielded.length); i++) {
    const result = results[i];
    const operand = yielded[i];
    if (result === undefined || operand === undefined) throw op.emitOpError("expects the same number of results as the yield terminator has operands");
    if (result.type !== operand.type) throw op.emitOpError("expects co-indexed results and yield operands to have the same op/value/param type");
  }
}

export function verifyWithPdlPatterns(op: Operation): void {
  verifyPossibleTopLevel(op);
  const body = bodyOf(op);
  if (body === null) return;
  let topLevel: Operation | undefined;
  for (const child of body.operations()) {
    if (child.opName === "pdl.pattern") continue;
    if (isPossibleTopLevelTransformOp(child)) {
      if (topLevel !== undefined)
        throw op
          .emitOpError("expects only one non-pattern op in its body")
          .attachNote(topLevel.location, "first non-pattern op")
          .attachNote(child.location, "second non-pattern op");
      topLevel = child;
      continue;
    }
    throw op.emitOpError("expects only pattern and top-level transform ops in its body").attachNote(child.location, "offending op");
  }
  for (let parent = op.parentOp; parent !== null; parent = parent.parentOp)
    if (parent.opName === op.opName) throw op.emitOpError("cannot be nested").attachNote(parent.location, "parent operation");
  if (topLevel === undefined) throw op.emitOpError("expects at least one non-pattern op");
}
