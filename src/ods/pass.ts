// Passes (PassBase records) with their options and statistics.
import { getListOfDefs, getListOfStrings, getString, getStringOrEmpty, isSubClassOf, type Record } from "./access.js";
import { Pass as PassSchema, type Pass } from "./schema.js";
import { validated } from "./validate.js";

export function loadPass(record: Record): Pass {
  return validated(
    PassSchema,
    {
      defName: record.name,
      argument: getString(record, "argument"),
      baseClass: getString(record, "baseClass"),
      summary: getString(record, "summary"),
      description: getString(record, "description"),
      constructor: getStringOrEmpty(record, "constructor"),
      dependentDialects: getListOfStrings(record, "dependentDialects"),
      options: getListOfDefs(record, "options").map((option) => ({
        cppName: getString(option, "cppName"),
        argument: getString(option, "argument"),
        type: getString(option, "type"),
        defaultValue: getStringOrEmpty(option, "defaultValue"),
        description: getString(option, "description"),
        isList: isSubClassOf(option, "ListOption"),
      })),
      statistics: getListOfDefs(record, "statistics").map((stat) => ({
        cppName: getString(stat, "cppName"),
        name: getString(stat, "name"),
        description: getString(stat, "description"),
      })),
    },
    record,
  );
}
