// mlir-tblgen's documentation generators (-gen-*-doc, -gen-*-interface-docs):
// records -> ODS model -> views -> handlebars templates.
import { errorAt } from "../../src/support/diagnostic.js";
import type { Record, RecordKeeper } from "../../src/tablegen/index.js";
import {
  allDerivedDefinitions,
  derivedRecords,
  interfaceRecords,
  loadAttrOrTypeDef,
  loadDialectConstraintDoc,
  loadEnumAttr,
  loadInterface,
  loadOperator,
  loadPass,
  requestedOpRecords,
  selectDialect,
  type Operator,
} from "../../src/ods/index.js";
import { render } from "./render.js";
import { compareBytes, compareInsensitive, reindent, trimLlvm } from "./text.js";
import { attrOrTypeDefView, constraintView, enumView, interfaceView, opView, passView, type OpDocOptions } from "./views.js";

export interface DocOptions {
  /** `-dialect=`: the dialect to document when several are defined. */
  readonly dialect?: string;
  /** `-op-include-regex=` / `-op-exclude-regex=` (POSIX extended, unanchored). */
  readonly opIncludeRegex?: string;
  readonly opExcludeRegex?: string;
  /** `-strip-prefix=` (default `::mlir::`). */
  readonly stripPrefix?: string;
  /** `-allow-hugo-specific-features`. */
  readonly allowHugoSpecificFeatures?: boolean;
}

function opOptions(options: DocOptions): OpDocOptions {
  return { stripPrefix: options.stripPrefix ?? "::mlir::", allowHugoSpecificFeatures: options.allowHugoSpecificFeatures === true };
}

function regex(source: string | undefined, option: string): RegExp | undefined {
  if (source === undefined || source.length === 0) return undefined;
  try {
    return new RegExp(source);
  } catch {
    throw errorAt(undefined, `invalid regular expression for -${option}: '${source}'`);
  }
}

function requestedOps(keeper: RecordKeeper, options: DocOptions): Record[] {
  return requestedOpRecords(keeper, regex(options.opIncludeRegex, "op-include-regex"), regex(options.opExcludeRegex, "op-exclude-regex"));
}

/** The `[source](...)` link upstream adds when the input lives under mlir/include/mlir/. */
function sourceLink(inputFilename: string): string | undefined {
  const at = inputFilename.indexOf("mlir/include/mlir/");
  return at < 0 ? undefined : inputFilename.slice(at);
}

export function generateOpDoc(keeper: RecordKeeper, options: DocOptions = {}): string {
  const opts = opOptions(options);
  const ops = requestedOps(keeper, options).map((r) => opView(loadOperator(keeper, r), opts));
  return render("op-doc", { sourceLink: sourceLink(keeper.inputFilename), ops });
}

export function generateAttrOrTypeDefDoc(keeper: RecordKeeper, kind: "attr" | "type"): string {
  const defs = allDerivedDefinitions(keeper, kind === "attr" ? "AttrDef" : "TypeDef");
  return render("attr-or-type-def-doc", { defs: defs.map((d) => attrOrTypeDefView(loadAttrOrTypeDef(d))) });
}

export function generateEnumDoc(keeper: RecordKeeper): string {
  const enums = allDerivedDefinitions(keeper, "EnumAttr").map((d) => enumView(loadEnumAttr(d)));
  return render("enum-doc", { enums });
}

export function generatePassDoc(keeper: RecordKeeper): string {
  const passes = allDerivedDefinitions(keeper, "PassBase").map(loadPass);
  const sorted = [...passes].sort((a, b) => compareBytes(a.argument, b.argument));
  return render("pass-doc", { passes: sorted.map(passView) });
}

const INTERFACE_BASE_TYPES = { op: "OpInterface", attr: "AttributeInterface", type: "TypeInterface" } as const;

export function generateInterfaceDocs(keeper: RecordKeeper, kind: "op" | "attr" | "type"): string {
  const interfaces = interfaceRecords(keeper, kind, keeper.inputFilename).map((r) => interfaceView(loadInterface(r)));
  return render("interface-docs", { baseType: INTERFACE_BASE_TYPES[kind], interfaces });
}

interface OpGroupView {
  nested: boolean;
  summary: string;
  description: string;
  sortKey: string;
  ops: object[];
}

const TOC_MARKER = /^\s*\[TOC\]$/m;

export function generateDialectDoc(keeper: RecordKeeper, options: DocOptions = {}): string {
  const dialect = selectDialect(keeper, options.dialect);
  const opts = opOptions(options);
  const opRecords = requestedOps(keeper, options);
  const seen = new Set<Record>();
  const addIfNew = (record: Record): boolean => {
    if (seen.has(record)) return false;
    seen.add(record);
    return true;
  };

  const attrDefs = [];
  for (const record of derivedRecords(keeper, "AttrDef")) {
    const def = loadAttrOrTypeDef(record);
    if (def.dialect === dialect.defName && addIfNew(record)) attrDefs.push(attrOrTypeDefView(def));
  }
  const attrConstraints = [];
  for (const record of derivedRecords(keeper, "DialectAttr")) {
    const doc = loadDialectConstraintDoc(record);
    if (doc.dialect === dialect.defName && addIfNew(record)) attrConstraints.push(constraintView(doc.summary, doc.description));
  }

  const groups: OpGroupView[] = [];
  const grouped = new Map<string, Operator[]>();
  for (const record of opRecords) {
    const op = loadOperator(keeper, record);
    if (op.dialect !== dialect.defName || !addIfNew(record)) continue;
    if (op.docGroup !== undefined) {
      const members = grouped.get(op.docGroup) ?? [];
      members.push(op);
      grouped.set(op.docGroup, members);
    } else {
      groups.push({ nested: false, summary: "", description: "", sortKey: op.opName, ops: [opView(op, opts)] });
    }
  }
  for (const record of derivedRecords(keeper, "OpDocGroup")) {
    const members = grouped.get(record.name);
    if (members === undefined || members.length === 0) continue;
    const summary = record.getValueAsString("summary");
    groups.push({
      nested: summary.length > 0,
      summary: trimLlvm(summary),
      description: reindent(record.getValueAsString("description")),
      sortKey: summary.length > 0 ? summary : members[0]?.opName ?? "",
      ops: members.map((op) => opView(op, opts)),
    });
  }
  groups.sort((a, b) => compareInsensitive(a.sortKey, b.sortKey));

  const typeDefs = [];
  for (const record of derivedRecords(keeper, "TypeDef")) {
    const def = loadAttrOrTypeDef(record);
    if (def.dialect === dialect.defName && addIfNew(record)) typeDefs.push(attrOrTypeDefView(def));
  }
  const typeConstraints = [];
  for (const record of derivedRecords(keeper, "DialectType")) {
    const doc = loadDialectConstraintDoc(record);
    if (doc.dialect === dialect.defName && addIfNew(record)) typeConstraints.push(constraintView(doc.summary, doc.description));
  }
  const enums = [];
  for (const record of derivedRecords(keeper, "EnumAttrInfo")) {
    if (addIfNew(record)) enums.push(enumView(loadEnumAttr(record)));
  }

  return render("dialect-doc", {
    name: dialect.name,
    hasSummary: dialect.summary.length > 0,
    summary: reindent(dialect.summary),
    hasDescription: dialect.description.length > 0,
    description: reindent(dialect.description),
    hasToc: TOC_MARKER.test(dialect.description),
    sourceLink: sourceLink(keeper.inputFilename),
    opGroups: groups,
    attrConstraints,
    attrDefs,
    typeConstraints,
    typeDefs,
    enums,
  });
}
