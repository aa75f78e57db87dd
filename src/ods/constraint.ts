// Constraints (type, attribute, region, successor) read as mlir-tblgen's
// Constraint/TypeConstraint/Attribute wrappers read them.
import {
  DefInit,
  fieldInit,
  getBit,
  getDef,
  getOptionalString,
  hasField,
  isAnonymous,
  isSubClassOf,
  odsError,
  StringInit,
  type Record,
} from "./access.js";
import { memoByRecord } from "./memo.js";
import type { AttributeConstraint, Constraint, TypeConstraint } from "./schema.js";

export type ConstraintKindName = Constraint["kind"];

/** Looks through an OpVariable (decorated argument) to the constraint it wraps. */
export function unwrapOpVariable(record: Record): Record {
  return isSubClassOf(record, "OpVariable") ? getDef(record, "constraint") : record;
}

export function constraintKind(record: Record): ConstraintKindName {
  if (isSubClassOf(record, "TypeConstraint")) return "type";
  if (isSubClassOf(record, "AttrConstraint")) return "attr";
  if (isSubClassOf(record, "RegionConstraint")) return "region";
  if (isSubClassOf(record, "SuccessorConstraint")) return "successor";
  if (!isSubClassOf(record, "Constraint")) throw odsError(record, `expected a constraint but got '${record.name}'`);
  return "other";
}

/** `summary` when set, else the record's name. */
export function constraintSummary(record: Record): string {
  if (hasField(record, "summary")) {
    const summary = getOptionalString(record, "summary");
    if (summary !== undefined) return summary;
  }
  return record.name;
}

export function constraintDescription(record: Record): string {
  if (!hasField(record, "description")) return "";
  return getOptionalString(record, "description") ?? "";
}

export function loadConstraint(input: Record): Constraint {
  const record = unwrapOpVariable(input);
  return {
    defName: record.name,
    kind: constraintKind(record),
    anonymous: isAnonymous(record),
    summary: constraintSummary(record),
    description: constraintDescription(record),
  };
}

function nonEmptyStringField(record: Record, field: string): string | undefined {
  const init = fieldInit(record, field);
  return init instanceof StringInit && init.value.length > 0 ? init.value : undefined;
}

export const loadTypeConstraint = memoByRecord(function loadTypeConstraint(input: Record): TypeConstraint {
  const record = unwrapOpVariable(input);
  const variadic = isSubClassOf(record, "Variadic");
  const optional = isSubClassOf(record, "Optional");
  const variadicOfVariadic = isSubClassOf(record, "VariadicOfVariadic");
  const base = variadic || optional ? baseTypeOf(record) : record;
  const builderCall = base === undefined ? undefined : nonEmptyStringField(base, "builderCall");
  return {
    ...loadConstraint(record),
    kind: "type",
    variadic,
    optional,
    variadicOfVariadic,
    ...(builderCall === undefined ? {} : { builderCall }),
  };
});

function baseTypeOf(record: Record): Record | undefined {
  const init = fieldInit(record, "baseType");
  return init instanceof DefInit ? init.record : undefined;
}

/** Trimmed string value, or "" when the field is not a string (Attribute.cpp's helper). */
function trimmedString(record: Record, field: string): string {
  const init = fieldInit(record, field);
  return init instanceof StringInit ? init.value.trim() : "";
}

export function baseAttr(record: Record): Record {
  let current = record;
  for (;;) {
    const init = fieldInit(current, "baseAttr");
    if (!(init instanceof DefInit)) return current;
    current = init.record;
  }
}

export const loadAttribute = memoByRecord(function loadAttribute(record: Record): AttributeConstraint {
  const description = constraintDescription(record);
  const storage = trimmedString(record, "storageType");
  const defaultValue = trimmedString(record, "defaultValue");
  const dialectInit = fieldInit(record, "dialect");
  return {
    ...loadConstraint(record),
    kind: "attr",
    storageType: storage.length === 0 ? "::mlir::Attribute" : storage,
    returnType: trimmedString(record, "returnType"),
    ...(defaultValue.length > 0 ? { defaultValue } : {}),
    isOptional: hasField(record, "isOptional") ? getBit(record, "isOptional") : false,
    isDerived: isSubClassOf(record, "DerivedAttr"),
    resolvedDescription: description.length > 0 ? description : constraintDescription(baseAttr(record)),
    ...(dialectInit instanceof DefInit ? { dialect: dialectInit.record.name } : {}),
  };
});
