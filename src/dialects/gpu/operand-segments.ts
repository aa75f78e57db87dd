// The operand groups of gpu's launch ops, read through their `operandSegmentSizes` (checked
// by the ops' invariants before their verifiers run).
import type { Operation, Value } from "../../ir/index.js";
import { operandGroup as segmentedOperandGroup } from "../../asm/op-asm/index.js";
import { segmentSizesOfOp } from "../runtime/groups.js";

/** The operands of group `index` (none when the op has no segment sizes). */
export function operandGroup(op: Operation, index: number): Value[] {
  if (segmentSizesOfOp(op, "operandSegmentSizes") === undefined) return [];
  return segmentedOperandGroup(op, index, [], "operandSegmentSizes");
}

/** The operand of an optional group, if present. */
export function optionalOperand(op: Operation, index: number): Value | undefined {
  return operandGroup(op, index)[0];
}
