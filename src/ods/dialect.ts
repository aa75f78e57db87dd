// Dialect records, and the choice of which dialect a generator documents.
import { errorAt } from "../support/diagnostic.js";
import { getString, getStringOrEmpty, type Record, type RecordKeeper } from "./access.js";
import { allDerivedDefinitionsIfDefined } from "./order.js";
import { Dialect as DialectSchema, type Dialect } from "./schema.js";
import { validated } from "./validate.js";

export function loadDialect(record: Record): Dialect {
  return validated(
    DialectSchema,
    {
      defName: record.name,
      name: getString(record, "name"),
      summary: getStringOrEmpty(record, "summary"),
      description: getStringOrEmpty(record, "description"),
      cppNamespace: getStringOrEmpty(record, "cppNamespace"),
    },
    record,
  );
}

export function dialectRecords(keeper: RecordKeeper): Record[] {
  return allDerivedDefinitionsIfDefined(keeper, "Dialect");
}

/**
 * The dialect to generate for: the only one when `-dialect` is not given, else the
 * one named by it (mlir-tblgen's findDialectToGenerate, with its messages).
 */
export function selectDialect(keeper: RecordKeeper, selected: string | undefined): Dialect {
  const dialects = dialectRecords(keeper).map(loadDialect);
  if (dialects.length === 0) throw errorAt(undefined, "no dialect was found");
  if (dialects.length === 1 && selected === undefined) return dialects[0] as Dialect;
  if (selected === undefined) throw errorAt(undefined, "when more than 1 dialect is present, one must be selected via '-dialect'");
  const found = dialects.find((d) => d.name === selected);
  if (found === undefined) throw errorAt(undefined, "selected dialect with '-dialect' does not exist");
  return found;
}
