// AttrDef/TypeDef records and their parameters, read as mlir-tblgen's
// AttrOrTypeDef does, including its checks on mnemonic and assembly format.
import {
  DagInit,
  DefInit,
  fieldInit,
  getBitOr,
  getOptionalString,
  getString,
  hasField,
  isSubClassOf,
  ListInit,
  odsError,
  StringInit,
  type Record,
} from "./access.js";
import { constraintDescription, constraintSummary } from "./constraint.js";
import { AttrOrTypeDef as AttrOrTypeDefSchema, type AttrOrTypeDef, type AttrOrTypeParameter, type DialectConstraintDoc, type Trait } from "./schema.js";
import { memoByRecord } from "./memo.js";
import { loadTrait } from "./trait.js";
import { validated } from "./validate.js";

function paramStringField(param: Record | undefined, field: string): string | undefined {
  if (param === undefined) return undefined;
  const init = fieldInit(param, field);
  return init instanceof StringInit ? init.value : undefined;
}

function loadParameter(owner: Record, dag: DagInit, index: number): AttrOrTypeParameter {
  const init = dag.getArg(index);
  const name = dag.getArgName(index) ?? "";
  if (init instanceof StringInit) {
    return { name, cppType: init.value, syntax: init.value, optional: false };
  }
  const param = init instanceof DefInit ? init.record : undefined;
  const cppType = paramStringField(param, "cppType");
  if (cppType === undefined) {
    const where = param ?? owner;
    throw odsError(where, `Missing \`cppType\` field in Attribute/Type parameter: ${init?.getAsString() ?? "?"}`);
  }
  const summary = paramStringField(param, "summary");
  const defaultValue = paramStringField(param, "defaultValue");
  return {
    name,
    cppType,
    syntax: paramStringField(param, "syntax") ?? cppType,
    ...(summary === undefined ? {} : { summary }),
    ...(defaultValue === undefined || defaultValue.length === 0 ? {} : { defaultValue }),
    optional: defaultValue !== undefined && defaultValue.length > 0,
  };
}

function loadDefTraits(record: Record): Trait[] {
  const init = fieldInit(record, "traits");
  if (!(init instanceof ListInit)) return [];
  const seen = new Set<Record>();
  const out: Trait[] = [];
  const visit = (list: ListInit): void => {
    for (const element of list.elements) {
      if (!(element instanceof DefInit) || seen.has(element.record)) continue;
      seen.add(element.record);
      if (isSubClassOf(element.record, "Interface")) {
        const bases = fieldInit(element.record, "baseInterfaces");
        if (bases instanceof ListInit) visit(bases);
      }
      out.push(loadTrait(element.record));
    }
  };
  visit(init);
  return out;
}

function optionalStringField(record: Record, field: string): string | undefined {
  return hasField(record, field) ? getOptionalString(record, field) : undefined;
}

export const loadAttrOrTypeDef = memoByRecord(function loadAttrOrTypeDef(record: Record): AttrOrTypeDef {
  const kind = isSubClassOf(record, "AttrDef") ? "attr" : "type";
  const dialectInit = fieldInit(record, "dialect");
  const dialect = dialectInit instanceof DefInit ? dialectInit.record : undefined;
  const parameters: AttrOrTypeParameter[] = [];
  const dag = fieldInit(record, "parameters");
  if (dag instanceof DagInit) for (let i = 0; i < dag.numArgs; i++) parameters.push(loadParameter(record, dag, i));

  const mnemonic = optionalStringField(record, "mnemonic");
  const assemblyFormat = optionalStringField(record, "assemblyFormat");
  const hasCustomAssemblyFormat = getBitOr(record, "hasCustomAssemblyFormat", false);
  const genAccessors = getBitOr(record, "genAccessors", false);
  if (mnemonic !== undefined) {
    if (hasCustomAssemblyFormat && assemblyFormat !== undefined) {
      throw odsError(record, "cannot specify both 'assemblyFormat' and 'hasCustomAssemblyFormat'");
    }
    if (parameters.length > 0 && !hasCustomAssemblyFormat && assemblyFormat === undefined) {
      throw odsError(record, "must specify either 'assemblyFormat' or 'hasCustomAssemblyFormat' when 'mnemonic' is set");
    }
  } else if (hasCustomAssemblyFormat || assemblyFormat !== undefined) {
    throw odsError(record, "'assemblyFormat' or 'hasCustomAssemblyFormat' can only be used when 'mnemonic' is set");
  }
  if (assemblyFormat !== undefined && !genAccessors) throw odsError(record, "'assemblyFormat' requires 'genAccessors' to be true");

  const summaryInit = fieldInit(record, "summary");
  const descriptionInit = fieldInit(record, "description");
  return validated(
    AttrOrTypeDefSchema,
    {
      kind,
      defName: record.name,
      ...(dialect === undefined ? {} : { dialect: dialect.name }),
      dialectName: dialect === undefined ? "" : getString(dialect, "name"),
      cppClassName: getString(record, "cppClassName"),
      ...(mnemonic === undefined ? {} : { mnemonic }),
      ...(summaryInit instanceof StringInit ? { summary: summaryInit.value } : {}),
      ...(descriptionInit instanceof StringInit ? { description: descriptionInit.value } : {}),
      ...(assemblyFormat === undefined ? {} : { assemblyFormat }),
      hasCustomAssemblyFormat,
      parameters,
      traits: loadDefTraits(record),
      genAccessors,
      genVerifyDecl: getBitOr(record, "genVerifyDecl", false),
    },
    record,
  );
});

/** A DialectAttr / DialectType constraint as the dialect doc lists it. */
export function loadDialectConstraintDoc(record: Record): DialectConstraintDoc {
  const dialectInit = fieldInit(record, "dialect");
  return {
    defName: record.name,
    ...(dialectInit instanceof DefInit ? { dialect: dialectInit.record.name } : {}),
    summary: constraintSummary(record),
    description: constraintDescription(record),
  };
}
