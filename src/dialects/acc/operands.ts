// Reading acc's ops: a data clause op's clause (kept opaque, `#acc<data_clause acc_copyin>`).
import { OpaqueAttr, opaqueParameter, type Operation } from "../../ir/index.js";

/** The dataClause case of a data op (`acc_copyin` of `#acc<data_clause acc_copyin>`). */
export function dataClauseOf(op: Operation): string | undefined {
  const attr = op.getAttr("dataClause");
  if (!(attr instanceof OpaqueAttr)) return undefined;
  return /^<?\s*data_clause\s+(\w+)\s*>?$/.exec(attr.data)?.[1] ?? opaqueParameter(attr.data, "data_clause");
}
