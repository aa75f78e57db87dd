// MLIR's MutableOperandRange: a run of an op's operands that can be reassigned, grown or
// shrunk in place, keeping the op's `operandSegmentSizes` in step when the run is one
// segment of an AttrSizedOperandSegments op (and any further segment-size property it is an
// entry of, as a range of a MutableOperandRangeRange: cf.switch's case operands).
import { DenseArrayAttr } from "./attributes.js";
import { IntegerType } from "./types.js";
import type { OpOperand, Operation, Value } from "./operation.js";

/** Which entry of a segment-size property a range is (MLIR's OperandSegment). */
export interface OperandSegment {
  /** The property holding the sizes, usually `operandSegmentSizes`. */
  readonly attributeName: string;
  readonly index: number;
}

export class MutableOperandRange {
  readonly owner: Operation;
  private start: number;
  private count: number;
  private readonly segments: readonly OperandSegment[];

  constructor(owner: Operation, start = 0, length: number = owner.numOperands - start, segment?: OperandSegment | readonly OperandSegment[]) {
    this.owner = owner;
    this.start = start;
    this.count = length;
    this.segments = segment === undefined ? [] : "attributeName" in segment ? [segment] : segment;
  }

  get beginIndex(): number {
    return this.start;
  }

  get length(): number {
    return this.count;
  }

  /** The operand at `index` of the range. */
  get(index: number): OpOperand {
    if (index < 0 || index >= this.count) throw new RangeError(`operand #${index} of a range of ${this.count}`);
    return this.owner.getOpOperand(this.start + index);
  }

  get values(): Value[] {
    const out: Value[] = [];
    for (let i = 0; i < this.count; i++) out.push(this.owner.getOperand(this.start + i));
    return out;
  }

  /** Replaces the range's operands with `values` (MLIR's assign). */
  assign(values: readonly Value[]): void {
    this.splice(0, this.count, values);
  }

  append(values: readonly Value[]): void {
    this.splice(this.count, 0, values);
  }

  erase(index: number, count = 1): void {
    this.splice(index, count, []);
  }

  clear(): void {
    this.splice(0, this.count, []);
  }

  private splice(index: number, remove: number, insert: readonly Value[]): void {
    const all = this.owner.getOperands();
    all.splice(this.start + index, remove, ...insert);
    this.owner.setOperands(all);
    const delta = insert.length - remove;
    this.count += delta;
    if (delta !== 0) for (const segment of this.segments) this.updateSegment(segment, delta);
  }

  private updateSegment({ attributeName, index }: OperandSegment, delta: number): void {
    const sizes = this.owner.getInherentAttr(attributeName);
    if (!(sizes instanceof DenseArrayAttr)) return;
    const values = Int32Array.from(sizes.values as ArrayLike<number>);
    values[index] = (values[index] ?? 0) + delta;
    this.owner.setAttr(attributeName, DenseArrayAttr.get(IntegerType.get(this.owner.context, 32), values));
  }
}
