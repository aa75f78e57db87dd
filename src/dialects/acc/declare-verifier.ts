// MLIR 19's checks of acc.declare_enter, acc.declare_exit and acc.declare: their operands come
// from the data entry ops a declare directive decomposes into, and a variable produced by an
// op carries an `acc.declare` attribute agreeing with the operand's data clause and implicitness.
import { boolValue, IRDiagnosticError, OpaqueAttr, operandSegment, type Operation, type Value } from "../../ir/index.js";
import { dataClauseOf } from "./operands.js";

const DECLARE_ENTRY_OPS = new Set(["acc.copyin", "acc.copyout", "acc.create", "acc.deviceptr", "acc.getdeviceptr", "acc.present", "acc.declare_device_resident", "acc.declare_link"]);

/** The variable a data clause op acts on: operand 1 of acc.copyout (after accPtr), operand 0 of an entry op. */
function variableOf(op: Operation): Value | undefined {
  return op.name.name === "acc.copyout" ? op.getOperand(1) : op.getOperand(0);
}

/** `dataClause` and `implicit` of an `#acc.declare<...>` (kept opaque, as attributes.ts prints it). */
function declareParameters(attr: OpaqueAttr): { dataClause: string | undefined; implicit: boolean } {
  return { dataClause: /dataClause =\s+(\w+)/.exec(attr.data)?.[1], implicit: /implicit = true/.test(attr.data) };
}

/** The `implicit` flag of a data entry op. */
function isImplicit(op: Operation): boolean {
  const flag = op.getAttr("implicit");
  return flag !== undefined && boolValue(flag) === true;
}

function checkDeclareOperands(op: Operation, operands: readonly Value[], requireOne: boolean): void {
  // MLIR reports this one at the op's location only (a plain emitError(loc): no op note).
  if (operands.length === 0 && requireOne) throw new IRDiagnosticError(op.location, "at least one operand must appear on the declare operation");
  for (const operand of operands) {
    const entry = operand.definingOp;
    if (entry === null || !DECLARE_ENTRY_OPS.has(entry.name.name)) throw op.emitError("expect valid declare data entry operation or acc.getdeviceptr as defining op");
    // A variable that is a block argument (a function's) has nothing more to check.
    const variableOp = variableOf(entry)?.definingOp ?? null;
    if (variableOp === null) continue;
    const declare = variableOp.getAttr("acc.declare");
    if (declare === undefined) throw op.emitError("expect declare attribute on variable in declare operation");
    const params = declare instanceof OpaqueAttr ? declareParameters(declare) : { dataClause: undefined, implicit: false };
    if (params.dataClause !== dataClauseOf(entry)) throw op.emitError("expect matching declare attribute on variable in declare operation");
    if (params.implicit && !isImplicit(entry)) throw op.emitError("implicitness must match between declare op and flag on variable");
  }
}

/** acc.declare_enter: operand groups dataClauseOperands. */
export function verifyDeclareEnter(op: Operation): void {
  checkDeclareOperands(op, op.getOperands(), true);
}

/** acc.declare_exit: operand groups token, dataClauseOperands; with a token it may have none. */
export function verifyDeclareExit(op: Operation): void {
  checkDeclareOperands(op, operandSegment(op, 1), operandSegment(op, 0).length === 0);
}

/** acc.declare: operand groups dataClauseOperands. */
export function verifyDeclare(op: Operation): void {
  checkDeclareOperands(op, op.getOperands(), true);
}
