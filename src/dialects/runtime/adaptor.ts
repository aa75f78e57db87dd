// MLIR's op adaptor: an op's operands given as a plain list (before the op exists, e.g.
// in folding or type inference), read by group through the op's descriptor.
import { DictionaryAttr, type Attribute, type Value } from "../../ir/index.js";
import { OPERAND_SEGMENTS, type OpDescriptor } from "./descriptor.js";
import { groupRange } from "./groups.js";

export class OpAdaptor {
  readonly descriptor: OpDescriptor;
  readonly operands: readonly Value[];
  readonly properties: DictionaryAttr | undefined;

  constructor(descriptor: OpDescriptor, operands: readonly Value[], properties?: Attribute | null) {
    this.descriptor = descriptor;
    this.operands = operands;
    this.properties = properties instanceof DictionaryAttr ? properties : undefined;
  }

  /** The operands of group `index`. */
  getOperandGroup(index: number): Value[] {
    const sizesAttr = this.descriptor.operandSegments ? this.properties?.get(OPERAND_SEGMENTS) : undefined;
    const sizes = sizesAttr !== undefined && "values" in sizesAttr ? (sizesAttr.values as ArrayLike<number>) : undefined;
    const [start, length] = groupRange(this.descriptor.operands, index, this.operands.length, sizes);
    return this.operands.slice(start, start + length);
  }

  /** The operands of the group named `name` (its ODS name). */
  getOperands(name: string): Value[] {
    const index = this.descriptor.operands.findIndex((g) => g.name === name);
    if (index < 0) throw new RangeError(`'${this.descriptor.name}' has no operand group '${name}'`);
    return this.getOperandGroup(index);
  }

  /** An inherent attribute, by name. */
  getAttr(name: string): Attribute | undefined {
    return this.properties?.get(name);
  }
}
