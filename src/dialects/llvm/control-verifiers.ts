// The C++ verifiers of llvm's exception-handling and multiway-branch ops with mlir-opt 19's
// messages: llvm.invoke (its vararg callee type, then its unwind destination starting with a
// landingpad), llvm.landingpad (its function's personality and its clauses) and llvm.switch
// (case values against destinations, branch weights against successors, case value type).
import { DenseArrayAttr, DenseIntOrFPElementsAttr, ElementsAttr, type Operation } from "../../ir/index.js";
import { segmentSizes } from "../runtime/values.js";
import { verifyVarCalleeType } from "./call-verifier.js";
import { llvmTypeBody } from "./types.js";

export function verifyInvoke(op: Operation): void {
  // The first operand group holds the callee pointer (indirect calls) and the arguments.
  const calleeOperands = segmentSizes(op, "operandSegmentSizes")?.[0] ?? op.numOperands;
  const indirect = op.getAttr("callee") === undefined;
  const argTypes = op
    .getOperands()
    .slice(indirect ? 1 : 0, calleeOperands)
    .map((v) => v.type);
  verifyVarCalleeType(op, argTypes);
  const unwind = op.getSuccessor(1);
  const first = unwind.firstOp;
  if (first === null) throw op.emitError("must have at least one operation in unwind destination");
  if (first.opName !== "llvm.landingpad") throw op.emitError("first operation in unwind destination should be a llvm.landingpad operation");
}

/** A catch clause must be a known constant: a null pointer, a global's address, or a bitcast of one. */
export function verifyLandingpad(op: Operation): void {
  const fn = op.getParentOfType("llvm.func");
  if (fn !== null && fn.getAttr("personality") === undefined) throw op.emitError("llvm.landingpad needs to be in a function with a personality");
  if (op.getAttr("cleanup") === undefined && op.numOperands === 0)
    throw op.emitError("landingpad instruction expects at least one clause or cleanup attribute");
  op.getOperands().forEach((clause, index) => {
    // An array-typed clause is a filter, which MLIR does not check.
    if (llvmTypeBody(clause.type)?.startsWith("array<") === true) return;
    const producer = clause.definingOp;
    if (producer?.opName === "llvm.bitcast") {
      if (producer.getOperand(0).definingOp?.opName === "llvm.mlir.addressof") return;
      throw op.emitError("constant clauses expected").attachNote(producer.location, "global addresses expected as operand to bitcast used in clauses for landingpad");
    }
    if (producer?.opName === "llvm.mlir.zero" || producer?.opName === "llvm.mlir.addressof") return;
    throw op.emitError(`clause #${index} is not a known constant - null, addressof, bitcast`);
  });
}

export function verifySwitch(op: Operation): void {
  const caseValues = op.getAttr("case_values");
  const caseCount = op.numSuccessors - 1;
  const valueCount = caseValues instanceof ElementsAttr ? caseValues.getNumElements() : undefined;
  if ((valueCount === undefined && caseCount !== 0) || (valueCount !== undefined && valueCount !== caseCount))
    throw op.emitOpError("expects number of case values to match number of case destinations");
  const weights = op.getAttr("branch_weights");
  if (weights instanceof DenseArrayAttr && weights.values.length !== op.numSuccessors)
    throw op.emitError(`expects number of branch weights to match number of successors: ${weights.values.length} vs ${op.numSuccessors}`);
  if (caseValues instanceof DenseIntOrFPElementsAttr && caseValues.elementType !== op.getOperand(0).type)
    throw op.emitError("expects case value type to match condition value type");
}
