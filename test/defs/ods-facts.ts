// Extracts the ODS-level facts of a dialect from printed records, in a form
// that does not depend on the implementation language of predicates and
// code blocks, so that our TypeScript library and upstream's C++ one can be
// compared.

import { dagItems, listItems, stringValue, type PrintedRecord, type RecordMap } from "./print-records.js";

export interface OpFacts {
  readonly def: string;
  readonly facts: ReadonlyMap<string, string>;
}

export interface DialectFacts {
  readonly dialect: ReadonlyMap<string, string>;
  readonly ops: ReadonlyMap<string, OpFacts>;
  /** Enums, enum cases, attribute and type definitions, keyed by def name. */
  readonly others: ReadonlyMap<string, string>;
}

const OP_FLAGS = [
  "hasVerifier", "hasRegionVerifier", "hasCanonicalizer", "hasCanonicalizeMethod", "hasFolder",
  "hasCustomAssemblyFormat", "skipDefaultBuilders", "useCustomPropertiesEncoding",
] as const;

const ATTR_TYPE_FLAGS = [
  "genStorageClass", "hasStorageCustomConstructor", "genAccessors", "skipDefaultBuilders", "genVerifyDecl",
  "hasCustomAssemblyFormat",
] as const;

const DIALECT_FIELDS = [
  "name", "cppNamespace", "dependentDialects", "hasConstantMaterializer", "hasNonDefaultDestructor",
  "hasOperationAttrVerify", "hasRegionArgAttrVerify", "hasRegionResultAttrVerify",
  "hasOperationInterfaceFallback", "useDefaultAttributePrinterParser", "useDefaultTypePrinterParser",
  "hasCanonicalizer", "isExtensible", "usePropertiesForAttributes",
] as const;

function isAnonymous(name: string): boolean {
  return name.startsWith("anonymous_");
}

// Drops C++ (`a::b::`) and TypeScript (`a.b.`) qualifiers from identifiers.
function unqualify(text: string): string {
  return text.replace(/(?:::)?\b[A-Za-z_]\w*(?:::|\.)(?=[A-Za-z_:])/g, "").replace(/^::/, "");
}

function normalizeFormat(text: string | undefined): string {
  return text === undefined ? "?" : text.replace(/\s+/g, " ").trim();
}

/** Builds language-independent keys for records of one dump. */
export class FactExtractor {
  private readonly keys = new Map<string, string>();

  constructor(private readonly records: RecordMap) {}

  private field(record: PrintedRecord, name: string): string | undefined {
    return record.fields.get(name)?.value;
  }

  private str(record: PrintedRecord, name: string): string | undefined {
    return stringValue(this.field(record, name));
  }

  private isa(record: PrintedRecord, cls: string): boolean {
    return record.superclasses.includes(cls);
  }

  /** Structural key of the record `name` (a constraint, trait, effect...). */
  key(name: string): string {
    const cached = this.keys.get(name);
    if (cached !== undefined) return cached;
    const record = this.records.get(name);
    let result: string;
    if (record === undefined) result = name;
    else {
      const structure = this.structure(record);
      result = isAnonymous(name) ? structure : `${name}=${structure}`;
    }
    this.keys.set(name, result);
    return result;
  }

  private structure(record: PrintedRecord): string {
    if (record.fields.has("cppInterfaceName")) {
      const methods = listItems(this.field(record, "alwaysOverriddenMethods"));
      const iface = `${this.str(record, "cppNamespace") ?? ""}::${this.str(record, "cppInterfaceName") ?? ""}`;
      return methods.length > 0 ? `interface ${iface}[${methods.join(",")}]` : `interface ${iface}`;
    }
    if (this.isa(record, "SideEffectsTraitBase")) {
      return `effects[${listItems(this.field(record, "effects")).map((e) => this.key(e)).join(",")}]`;
    }
    if (this.isa(record, "SideEffect")) {
      return `effect ${this.str(record, "effect") ?? ""} on ${this.str(record, "resource") ?? ""} stage ${this.field(record, "stage")} full ${this.field(record, "effectOnFullRegion")}`;
    }
    if (this.isa(record, "TraitList")) {
      return `list[${listItems(this.field(record, "traits")).map((t) => this.key(t)).join(",")}]`;
    }
    if (this.isa(record, "PredTrait")) return `pred(${this.str(record, "summary") ?? ""})`;
    if (record.fields.has("trait")) {
      // Qualified trait names are how ODS and other backends recognize traits.
      const namespace = this.str(record, "cppNamespace") ?? "";
      const trait = this.str(record, "trait") ?? "";
      return `native ${namespace.length > 0 ? `${namespace}::` : ""}${trait}`;
    }
    if (this.isa(record, "OpVariable")) {
      const decorators = listItems(this.field(record, "decorators")).map((d) => this.key(d));
      return `arg ${this.key(this.field(record, "constraint") ?? "?")}[${decorators.join(",")}]`;
    }
    if (this.isa(record, "Constraint") || this.isa(record, "Property")) {
      const parts = [record.superclasses.at(-1) ?? "", JSON.stringify(this.str(record, "summary") ?? "")];
      for (const nested of ["baseAttr", "baseType"]) {
        const value = this.field(record, nested);
        if (value !== undefined && value !== "?") parts.push(`${nested}=${this.key(value)}`);
      }
      const defaultValue = this.str(record, "defaultValue");
      if (defaultValue !== undefined) parts.push(`default=${unqualify(defaultValue)}`);
      const optional = this.field(record, "isOptional");
      if (optional === "1") parts.push("optional");
      const minSize = this.field(record, "minSize");
      if (minSize !== undefined && minSize !== "0") parts.push(`min=${minSize}`);
      return parts.join(" ");
    }
    return record.superclasses.at(-1) ?? "";
  }

  // Attribute/type parameters: names, and the parameter class when one is
  // used; plain parameter types are language-specific strings.
  private parameterKeys(value: string | undefined): string {
    const { args } = dagItems(value);
    return args.map((arg) => {
      if (arg.value.startsWith("\"")) return `${arg.name}:<type>`;
      const record = this.records.get(arg.value);
      const cls = record === undefined ? arg.value : (record.superclasses.at(-1) ?? "");
      return `${arg.name}:${isAnonymous(arg.value) ? cls : `${arg.value}=${cls}`}`;
    }).join(", ");
  }

  private dagKeys(value: string | undefined): string {
    const { args } = dagItems(value);
    return args.map((arg) => `${arg.name}:${this.key(arg.value)}`).join(", ");
  }

  /** Facts of every op of dialect `dialectDef`. */
  dialectFacts(dialectName: string): DialectFacts {
    const dialect = new Map<string, string>();
    const ops = new Map<string, OpFacts>();
    const others = new Map<string, string>();
    let dialectDef: string | undefined;
    for (const record of this.records.values()) {
      if (this.isa(record, "Dialect") || (record.superclasses.length === 0 && record.fields.has("usePropertiesForAttributes"))) {
        if (this.str(record, "name") === dialectName) {
          dialectDef = record.name;
          for (const field of DIALECT_FIELDS) dialect.set(field, this.field(record, field) ?? "?");
          dialect.set("def", record.name);
        }
      }
    }
    for (const record of this.records.values()) {
      if (isAnonymous(record.name)) continue;
      if (this.isa(record, "Op") && this.field(record, "opDialect") === dialectDef) {
        const facts = new Map<string, string>();
        facts.set("opName", this.str(record, "opName") ?? "?");
        facts.set("cppNamespace", this.str(record, "cppNamespace") ?? "?");
        facts.set("arguments", this.dagKeys(this.field(record, "arguments")));
        facts.set("results", this.dagKeys(this.field(record, "results")));
        facts.set("regions", this.dagKeys(this.field(record, "regions")));
        facts.set("successors", this.dagKeys(this.field(record, "successors")));
        facts.set("traits", listItems(this.field(record, "traits")).map((t) => this.key(t)).join(" | "));
        facts.set("assemblyFormat", normalizeFormat(this.str(record, "assemblyFormat")));
        for (const flag of OP_FLAGS) facts.set(flag, this.field(record, flag) ?? "?");
        ops.set(record.name, { def: record.name, facts });
        continue;
      }
      if (this.isa(record, "EnumAttrInfo")) {
        const cases = listItems(this.field(record, "enumerants")).map((c) => this.caseKey(c));
        others.set(record.name, [
          `enum ${this.str(record, "className")}`, `summary=${JSON.stringify(this.str(record, "summary"))}`,
          `specialized=${this.field(record, "genSpecializedAttr")}`, `separator=${JSON.stringify(this.str(record, "separator") ?? "")}`,
          `groups=${this.field(record, "printBitEnumPrimaryGroups") ?? "-"}`, `base=${this.key(this.field(record, "baseAttrClass") ?? "?")}`,
          `cases=[${cases.join(", ")}]`,
        ].join(" "));
      } else if (this.isa(record, "EnumAttrCaseInfo")) {
        others.set(record.name, this.caseKey(record.name));
      } else if (this.isa(record, "AttrDef") || this.isa(record, "TypeDef")) {
        const kind = this.isa(record, "AttrDef") ? "attr" : "type";
        others.set(record.name, [
          kind, `mnemonic=${this.str(record, "mnemonic") ?? "?"}`,
          `name=${this.str(record, kind === "attr" ? "attrName" : "typeName") ?? "?"}`,
          `class=${this.str(record, "cppClassName") ?? "?"}`, `base=${unqualify(this.str(record, "cppBaseClassName") ?? "?")}`,
          `summary=${JSON.stringify(this.str(record, "summary") ?? "")}`,
          `dialect=${this.field(record, "dialect")}`, `params=${this.parameterKeys(this.field(record, "parameters"))}`,
          `format=${normalizeFormat(this.str(record, "assemblyFormat"))}`, `traits=${listItems(this.field(record, "traits")).map((t) => this.key(t)).join(" | ")}`,
          ...ATTR_TYPE_FLAGS.map((flag) => `${flag}=${this.field(record, flag) ?? "?"}`),
        ].join(" "));
      }
    }
    return { dialect, ops, others };
  }

  private caseKey(name: string): string {
    const record = this.records.get(name);
    if (record === undefined) return name;
    return `${this.str(record, "symbol")}=${this.field(record, "value")}:${JSON.stringify(this.str(record, "str"))}`;
  }
}

export interface Mismatch {
  readonly where: string;
  readonly ours: string;
  readonly upstream: string;
}

/** Compares two dialects' facts; returns matched op count and all differences. */
export function compareDialects(ours: DialectFacts, upstream: DialectFacts): { matchedOps: number; totalOps: number; matchedOthers: number; totalOthers: number; mismatches: Mismatch[] } {
  const mismatches: Mismatch[] = [];
  const diffMaps = (where: string, a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean => {
    let same = true;
    for (const key of new Set([...a.keys(), ...b.keys()])) {
      const left = a.get(key) ?? "<missing>";
      const right = b.get(key) ?? "<missing>";
      if (left !== right) {
        mismatches.push({ where: `${where}.${key}`, ours: left, upstream: right });
        same = false;
      }
    }
    return same;
  };
  diffMaps("dialect", ours.dialect, upstream.dialect);
  let matchedOps = 0;
  for (const [name, op] of upstream.ops) {
    const mine = ours.ops.get(name);
    if (mine === undefined) {
      mismatches.push({ where: `op ${name}`, ours: "<missing>", upstream: op.facts.get("opName") ?? "" });
      continue;
    }
    if (diffMaps(`op ${name}`, mine.facts, op.facts)) matchedOps += 1;
  }
  for (const name of ours.ops.keys()) {
    if (!upstream.ops.has(name)) mismatches.push({ where: `op ${name}`, ours: "extra", upstream: "<missing>" });
  }
  let matchedOthers = 0;
  for (const [name, value] of upstream.others) {
    const mine = ours.others.get(name);
    if (mine !== value) mismatches.push({ where: name, ours: mine ?? "<missing>", upstream: value });
    else matchedOthers += 1;
  }
  return { matchedOps, totalOps: upstream.ops.size, matchedOthers, totalOthers: upstream.others.size, mismatches };
}
