// The groups of an AttrSizedOperandSegments op (ODS's getODSOperands): each group's size is
// an entry of a dense i32 array property, `operandSegmentSizes` unless named otherwise. The
// one reading of that property every dialect's verifiers, syntax and patterns share.
import { DenseArrayAttr } from "./attributes.js";
import type { Operation, Value } from "./operation.js";

/** The property holding an op's operand group sizes. */
export const OPERAND_SEGMENT_SIZES = "operandSegmentSizes";

/** The sizes in the segment-size property `name` of `op`, when it is set and a dense array. */
export function segmentSizesOf(op: Operation, name: string = OPERAND_SEGMENT_SIZES): ArrayLike<number> | undefined {
  const attr = op.getInherentAttr(name);
  return attr instanceof DenseArrayAttr ? (attr.values as ArrayLike<number>) : undefined;
}

/**
 * The operands of group `index` per the segment-size property `name`: none when the op has
 * no such property (its invariants, checked first, report that), clamped to the operands
 * the op has. Reads the sizes in place: patterns ask for the groups of every op they visit.
 */
export function operandSegment(op: Operation, index: number, name: string = OPERAND_SEGMENT_SIZES): Value[] {
  const sizes = segmentSizesOf(op, name);
  if (sizes === undefined || index >= sizes.length) return [];
  let start = 0;
  for (let i = 0; i < index; i++) start += Number(sizes[i]);
  const end = Math.min(start + Number(sizes[index]), op.numOperands);
  const out = new Array<Value>(Math.max(0, end - start));
  for (let i = start; i < end; i++) out[i - start] = op.getOperand(i);
  return out;
}

/** The first index of group `index` among the op's operands (0 without segment sizes). */
export function operandSegmentStart(op: Operation, index: number, name: string = OPERAND_SEGMENT_SIZES): number {
  const sizes = segmentSizesOf(op, name);
  let start = 0;
  if (sizes !== undefined) for (let i = 0; i < index && i < sizes.length; i++) start += Number(sizes[i]);
  return start;
}
