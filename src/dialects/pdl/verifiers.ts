// pdl's C++ verifiers (hasVerifier), as hooks of the generated module. Region verifiers
// (pdl.pattern, pdl.rewrite: hasRegionVerifier) are not hooks of the generated module yet.
import { ArrayAttr, InferTypeOpInterface, IntegerAttr, OpTrait, operandSegment, StringAttr, type Attribute, type Operation, type Value } from "../../ir/index.js";
import { printType } from "../runtime/values.js";
import { pdlType, rangeElementOrSelf } from "./types.js";

function parentIs(op: Operation, name: string): boolean {
  return op.parentOp?.name.name === name;
}

/** Whether a use binds the op: any user other than pdl.result(s), or a result(s) that is bound itself. */
function hasBindingUse(op: Operation): boolean {
  for (const result of op.results) {
    for (const user of result.users()) {
      if ((user.name.name !== "pdl.result" && user.name.name !== "pdl.results") || hasBindingUse(user)) return true;
    }
  }
  return false;
}

/** In a pdl.pattern's matcher body, an op needs a binding user (pdl.operand, pdl.operands). */
export function verifyHasBindingUse(op: Operation): void {
  if (!parentIs(op, "pdl.pattern") || hasBindingUse(op)) return;
  throw op.emitOpError("expected a bindable user when defined in the matcher body of a `pdl.pattern`");
}

export function verifyApplyNativeConstraintOp(op: Operation): void {
  if (op.numOperands === 0) throw op.emitOpError("expected at least one argument");
}

export function verifyApplyNativeRewriteOp(op: Operation): void {
  if (op.numOperands === 0 && op.numResults === 0) throw op.emitOpError("expected at least one argument or result");
}

export function verifyAttributeOp(op: Operation): void {
  if (op.getAttr("value") === undefined) {
    if (parentIs(op, "pdl.rewrite")) throw op.emitOpError("expected constant value when specified within a `pdl.rewrite`");
    verifyHasBindingUse(op);
    return;
  }
  if (op.numOperands > 0) throw op.emitOpError("expected only one of [`type`, `value`] to be set");
}

export function verifyOperationOp(op: Operation): void {
  const withinRewrite = parentIs(op, "pdl.rewrite");
  const opName = op.getAttr("opName");
  if (withinRewrite && opName === undefined) throw op.emitOpError("must have an operation name when nested within a `pdl.rewrite`");
  const names = op.getAttr("attributeValueNames");
  const nameCount = names instanceof ArrayAttr ? names.value.length : 0;
  const valueCount = operandSegment(op, 1).length;
  if (nameCount !== valueCount) {
    throw op.emitOpError(`expected the same number of attribute values and attribute names, got ${nameCount} names and ${valueCount} values`);
  }
  if (withinRewrite && !mightInferTypes(op, opName)) verifyResultTypesAreInferrable(op, opName, operandSegment(op, 2));
  verifyHasBindingUse(op);
}

export function verifyRangeOp(op: Operation): void {
  const element = rangeElementOrSelf(op.getResult(0).type);
  for (const operand of op.getOperands()) {
    const operandElement = rangeElementOrSelf(operand.type);
    if (operandElement !== element) {
      throw op.emitOpError(`expected operand to have element type '${printType(element)}', but got '${printType(operandElement)}'`);
    }
  }
}

export function verifyReplaceOp(op: Operation): void {
  if (operandSegment(op, 1).length > 0 && operandSegment(op, 2).length > 0) {
    throw op.emitOpError("expected no replacement values to be provided when the replacement operation is present");
  }
}

export function verifyResultsOp(op: Operation): void {
  const type = op.getResult(0).type;
  if (!(op.getAttr("index") instanceof IntegerAttr) && type === pdlType(op.context, "value")) {
    throw op.emitOpError(`expected \`pdl.range<value>\` result type when no index is specified, but got: '${printType(type)}'`);
  }
}

export function verifyTypeOp(op: Operation): void {
  if (op.getAttr("constantType") === undefined) verifyHasBindingUse(op);
}

export function verifyTypesOp(op: Operation): void {
  if (op.getAttr("constantTypes") === undefined) verifyHasBindingUse(op);
}

/** Whether the created op may infer its result types: unknown ops may, registered ones when they implement InferTypeOpInterface. */
function mightInferTypes(op: Operation, opName: Attribute | undefined): boolean {
  if (!(opName instanceof StringAttr)) return false;
  const name = op.context.lookupOperationName(opName.value);
  return !name.isRegistered() || name.getInterfaceImpl(InferTypeOpInterface) !== undefined;
}

const CONSTRAINING_USERS = new Set(["pdl.operand", "pdl.operands", "pdl.operation"]);

/**
 * The result types of an op created in a pdl.rewrite must be known: from a pdl.replace of an
 * earlier op by it, or from types that are constant, produced natively, or constrain an input
 * of the matcher. Created without types, a registered op is rejected when its count trait
 * says it has results (neither ZeroResults nor VariadicResults).
 */
function verifyResultTypesAreInferrable(op: Operation, opName: Attribute | undefined, resultTypes: readonly Value[]): void {
  const rewriterBlock = op.parent;
  const result = op.results[0];
  const inferableFromUse = [...(result?.uses() ?? [])].some((use) => {
    const user = use.owner;
    if (user.name.name !== "pdl.replace" || use.index === 0) return false;
    const replaced = user.getOperand(0).definingOp;
    return replaced !== null && (replaced.parent !== rewriterBlock || replaced.isBeforeInBlock(op));
  });
  if (inferableFromUse === true) return;
  if (resultTypes.length === 0) {
    verifyCreatedWithoutResultTypes(op, opName);
    return;
  }
  resultTypes.forEach((type, index) => {
    const producer = type.definingOp;
    if (producer === null || producer.name.name === "pdl.apply_native_rewrite") return;
    const constrainsInput = producer.results.some((r) => r.users().some((user) => user.parent !== rewriterBlock && CONSTRAINING_USERS.has(user.name.name)));
    if (producer.name.name === "pdl.type" && (producer.getAttr("constantType") !== undefined || constrainsInput)) return;
    if (producer.name.name === "pdl.types" && (producer.getAttr("constantTypes") !== undefined || constrainsInput)) return;
    throw op
      .emitOpError("must have inferable or constrained result types when nested within `pdl.rewrite`")
      .attachNote(op.location, `result type #${index} was not constrained`);
  });
}

/** An op created without result types cannot get them when its registration expects at least one. */
function verifyCreatedWithoutResultTypes(op: Operation, opName: Attribute | undefined): void {
  if (!(opName instanceof StringAttr)) return;
  const name = op.context.lookupOperationName(opName.value);
  if (!name.isRegistered() || name.hasTrait(OpTrait.ZeroResults) || name.hasTrait(OpTrait.VariadicResults)) return;
  throw op
    .emitOpError("must have inferable or constrained result types when nested within `pdl.rewrite`")
    .attachNote(op.location, `operation is created in a non-inferrable context, but '${opName.value}' does not implement InferTypeOpInterface`);
}
