// Operand and result groups of ODS ops (ODS's getODSOperandIndexAndLength): where group
// `index` starts and how many values it has, from the segment-size property of an
// AttrSizedOperandSegments op, else by sharing what the single groups leave equally
// among the variable-length ones.
import { MutableOperandRange, segmentSizesOf, type OpResult, type Operation, type Value } from "../../ir/index.js";
import { OPERAND_SEGMENTS, RESULT_SEGMENTS, type OpDescriptor, type ValueGroup } from "./descriptor.js";

/** [start, length) of group `index` of `groups` among `total` values (`sizes`: the segment sizes, when segmented). */
/**
 * ODS's result names (MLIR's genOpAsmInterface): each named group's first value is named
 * after the group; `range` gives a group's [start, length] in the op.
 */
export function resultGroupNamer(names: readonly string[], range: (op: Operation, group: number) => readonly [number, number]) {
  return (op: Operation, setName: (value: Value, name: string) => void): void => {
    names.forEach((name, group) => {
      if (name === "") return;
      const [start, length] = range(op, group);
      if (length > 0) setName(op.getResult(start), name);
    });
  };
}

export function groupRange(groups: readonly ValueGroup[], index: number, total: number, sizes: ArrayLike<number> | undefined): [number, number] {
  if (sizes !== undefined) {
    let start = 0;
    for (let i = 0; i < index; i++) start += Number(sizes[i] ?? 0);
    return [start, Number(sizes[index] ?? 0)];
  }
  let numVariable = 0;
  for (let i = 0; i < groups.length; i++) if ((groups[i] as ValueGroup).arity !== "single") numVariable++;
  if (numVariable === 0) return [index, 1];
  const variableSize = Math.floor((total - (groups.length - numVariable)) / numVariable);
  let start = 0;
  for (let i = 0; i < index; i++) start += (groups[i] as ValueGroup).arity === "single" ? 1 : variableSize;
  return [start, (groups[index] as ValueGroup).arity === "single" ? 1 : variableSize];
}

/** The values of a segment-size property, when it is set and a dense array (the IR core's reading). */
export const segmentSizesOfOp = segmentSizesOf;

/** [start, length) of operand group `index` of an op described by `descriptor`. */
export function operandRange(op: Operation, descriptor: OpDescriptor, index: number): [number, number] {
  const sizes = descriptor.operandSegments ? segmentSizesOfOp(op, OPERAND_SEGMENTS) : undefined;
  return groupRange(descriptor.operands, index, op.operands.length, sizes);
}

export function resultRange(op: Operation, descriptor: OpDescriptor, index: number): [number, number] {
  const sizes = descriptor.resultSegments ? segmentSizesOfOp(op, RESULT_SEGMENTS) : undefined;
  return groupRange(descriptor.results, index, op.results.length, sizes);
}

/** The operands of group `index` (clamped to the operands the op has). */
export function operandGroupOf(op: Operation, descriptor: OpDescriptor, index: number): Value[] {
  const [start, length] = operandRange(op, descriptor, index);
  const end = Math.min(start + length, op.operands.length);
  const out: Value[] = [];
  for (let i = start; i < end; i++) out.push(op.getOperand(i));
  return out;
}

/** The results of group `index`. */
export function resultGroupOf(op: Operation, descriptor: OpDescriptor, index: number): OpResult[] {
  const [start, length] = resultRange(op, descriptor, index);
  return op.results.slice(start, start + length);
}

/** The only operand of a single or optional group (undefined when an optional one is absent). */
export function operandOf(op: Operation, descriptor: OpDescriptor, index: number): Value | undefined {
  const [start, length] = operandRange(op, descriptor, index);
  return length === 0 || start >= op.operands.length ? undefined : op.getOperand(start);
}

export function resultOf(op: Operation, descriptor: OpDescriptor, index: number): OpResult | undefined {
  const [start, length] = resultRange(op, descriptor, index);
  return length === 0 ? undefined : op.results[start];
}

/** The operands of group `index` as a MutableOperandRange (keeping the segment sizes in step). */
export function mutableOperandGroupOf(op: Operation, descriptor: OpDescriptor, index: number): MutableOperandRange {
  const [start, length] = operandRange(op, descriptor, index);
  return new MutableOperandRange(op, start, length, descriptor.operandSegments ? { attributeName: OPERAND_SEGMENTS, index } : undefined);
}

/** The segment sizes of value groups as given to a builder (variadic: its length, optional: 0 or 1). */
export function groupSizes(groups: readonly ValueGroup[], values: readonly (readonly unknown[])[]): number[] {
  return groups.map((_, i) => (values[i] ?? []).length);
}
