// A native op property read from its ODS `Property` record (upstream's
// mlir/IR/Properties.td field names and meanings): its types, code fields and defaults as
// written. Which language the code is in is the generator's business (tsmlir's `.td`
// files hold TypeScript, upstream's C++; the stub generator reads only names and kinds).
import { getOptionalString, getStringOrEmpty, hasField, isSubClassOf, isUnsetField, odsError, type Record } from "./access.js";
import type { Property } from "./schema.js";

const KINDS = ["IntProperty", "ArrayProperty", "EnumProperty"] as const;

/** A string field that may be unset (`?`) or missing from the class altogether. */
function optionalField(record: Record, field: string): string | undefined {
  if (!hasField(record, field) || isUnsetField(record, field)) return undefined;
  return getOptionalString(record, field);
}

/** The property `record` declares, as argument `name` of an op. */
export function loadProperty(record: Record, name: string): Property {
  if (name.length === 0) throw odsError(record, "properties must be named");
  const defaultValue = optionalField(record, "defaultValue");
  const initialValue = optionalField(record, "initialValue");
  return {
    name,
    defName: record.name,
    summary: getStringOrEmpty(record, "summary"),
    description: getStringOrEmpty(record, "description"),
    storageType: getStringOrEmpty(record, "storageType"),
    interfaceType: getStringOrEmpty(record, "interfaceType"),
    convertFromStorage: getStringOrEmpty(record, "convertFromStorage"),
    assignToStorage: getStringOrEmpty(record, "assignToStorage"),
    convertToAttribute: getStringOrEmpty(record, "convertToAttribute"),
    convertFromAttribute: getStringOrEmpty(record, "convertFromAttribute"),
    hashProperty: getStringOrEmpty(record, "hashProperty"),
    writeToMlirBytecode: getStringOrEmpty(record, "writeToMlirBytecode"),
    readFromMlirBytecode: getStringOrEmpty(record, "readFromMlirBytecode"),
    ...(defaultValue === undefined ? {} : { defaultValue }),
    ...(initialValue === undefined ? {} : { initialValue }),
    kinds: KINDS.filter((kind) => isSubClassOf(record, kind)),
  };
}
