// Reading acc's ops: an operand group by its operandSegmentSizes index, and a data clause op's
// clause (kept opaque, `#acc<data_clause acc_copyin>`).
import { OpaqueAttr, opaqueParameter, type Operation, type Value } from "../../ir/index.js";
import { segmentSizes } from "./device-types.js";

/** The values of operand group `index` of an op with operandSegmentSizes (empty when absent). */
export function operandGroup(op: Operation, index: number): Value[] {
  const sizes = segmentSizes(op.getAttr("operandSegmentSizes"));
  const start = sizes.slice(0, index).reduce((a, b) => a + b, 0);
  return op.getOperands().slice(start, start + (sizes[index] ?? 0));
}

/** The dataClause case of a data op (`acc_copyin` of `#acc<data_clause acc_copyin>`). */
export function dataClauseOf(op: Operation): string | undefined {
  const attr = op.getAttr("dataClause");
  if (!(attr instanceof OpaqueAttr)) return undefined;
  return /^<?\s*data_clause\s+(\w+)\s*>?$/.exec(attr.data)?.[1] ?? opaqueParameter(attr.data, "data_clause");
}
