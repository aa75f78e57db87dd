// Enum attributes (EnumAttrInfo: integer and bit enums) and their cases.
import { getInt, getListOfDefs, getString, getStringOrEmpty, isSubClassOf, type Record } from "./access.js";
import { constraintSummary } from "./constraint.js";
import { EnumAttr as EnumAttrSchema, type EnumAttr, type EnumCase } from "./schema.js";
import { validated } from "./validate.js";

export function loadEnumCase(record: Record): EnumCase {
  return {
    defName: record.name,
    symbol: getString(record, "symbol"),
    str: getString(record, "str"),
    value: BigInt.asIntN(64, getInt(record, "value")).toString(),
  };
}

/** Reads an enum the way mlir-tblgen's EnumAttr wrapper does (className, enumerants...). */
export function loadEnumAttr(record: Record): EnumAttr {
  return validated(
    EnumAttrSchema,
    {
      defName: record.name,
      className: getString(record, "className"),
      cppNamespace: getStringOrEmpty(record, "cppNamespace"),
      summary: constraintSummary(record),
      isBitEnum: isSubClassOf(record, "BitEnumAttr"),
      cases: getListOfDefs(record, "enumerants").map(loadEnumCase),
    },
    record,
  );
}
