// Hand-written verifiers of cf ops, following MLIR 19's rules and wording.
import type { CustomAssemblyTable, DefaultDialectTable, ResultNamesTable } from "./assembly.js";
import { DenseIntOrFPElementsAttr, type Operation, type Value } from "../../ir/index.js";
import { printType, segmentSizes } from "../op-runtime.js";

export function verifySwitchOp(op: Operation): void {
  const caseValues = op.getInherentAttr("case_values");
  const caseDestinations = op.successors.length - 1;
  if (caseValues === undefined && caseDestinations === 0) return;
  const flagType = op.getOperand(0).type;
  if (caseValues instanceof DenseIntOrFPElementsAttr) {
    const caseValueType = caseValues.elementType;
    if (caseValueType !== flagType) throw op.emitOpError(`'flag' type ('${printType(flagType)}') should match case value type ('${printType(caseValueType)}')`);
    const count = caseValues.getNumElements();
    if (count !== caseDestinations)
      throw op.emitOpError(`number of case values (${count}) should match number of case destinations (${caseDestinations})`);
  }
}

// cf.switch's case list syntax (custom<SwitchOpCases>) is upstream C++; its TypeScript lives with the op-asm runtime.
export { parseSwitchOpCases, printSwitchOpCases } from "../../asm/op-asm/index.js";

// ---- BranchOpInterface: the operands each successor receives ----

function group(op: Operation, index: number): Value[] {
  const sizes = segmentSizes(op, "operandSegmentSizes") ?? [];
  let start = 0;
  for (let i = 0; i < index; i++) start += sizes[i] ?? 0;
  return op.getOperands().slice(start, start + (sizes[index] ?? 0));
}

export function successorOperandsBranchOp(op: Operation, _successor: number): readonly Value[] {
  return op.getOperands();
}

export function successorOperandsCondBranchOp(op: Operation, successor: number): readonly Value[] {
  return group(op, successor === 0 ? 1 : 2);
}

/** cf.switch: successor 0 gets defaultOperands, case k gets its slice of caseOperands (case_operand_segments). */
export function successorOperandsSwitchOp(op: Operation, successor: number): readonly Value[] {
  if (successor === 0) return group(op, 1);
  const cases = group(op, 2);
  const segments = segmentSizes(op, "case_operand_segments") ?? [];
  let start = 0;
  for (let i = 0; i < successor - 1; i++) start += segments[i] ?? 0;
  return cases.slice(start, start + (segments[successor - 1] ?? 0));
}

/** Hand-written custom syntax, by op class (none yet: these ops print in generic form). */
export const customAssembly: CustomAssemblyTable = {};
/** OpAsmOpInterface default dialects, by op class. */
export const defaultDialects: DefaultDialectTable = {};

/** OpAsmOpInterface result names, by op class (none). */
export const resultNames: ResultNamesTable = {};
