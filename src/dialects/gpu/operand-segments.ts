// The operand groups of gpu's launch ops, read through their `operandSegmentSizes` (checked
// by the ops' invariants before their verifiers run).
import type { Operation, Value } from "../../ir/index.js";
import { segmentSizesOfOp } from "../runtime/groups.js";

/** The operands of group `index`. */
export function operandGroup(op: Operation, index: number): Value[] {
  const sizes = segmentSizesOfOp(op, "operandSegmentSizes");
  if (sizes === undefined) return [];
  let start = 0;
  for (let i = 0; i < index; i++) start += Number(sizes[i] ?? 0);
  const length = Number(sizes[index] ?? 0);
  return op.getOperands().slice(start, start + length);
}

/** The operand of an optional group, if present. */
export function optionalOperand(op: Operation, index: number): Value | undefined {
  return operandGroup(op, index)[0];
}
