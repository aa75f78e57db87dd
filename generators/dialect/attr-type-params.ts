// Parameters of AttrDef/TypeDef records as the generators use them: their TypeScript
// types (own dialect prefix dropped), storage behaviour (allocator, comparator), defaults,
// accessors, and how a parameter of each TypeScript type is parsed and printed when the
// format does not give it a `parser`/`printer` (MLIR's FieldParser and
// printStrippedAttrOrType, decided from the type at generation time).
import type { AttrOrTypeDef, EnumAttr, OdsModel } from "../../src/ods/index.js";
import { DagInit, DefInit, StringInit, fieldInit, isSubClassOf, odsError, type Record, type RecordKeeper } from "../../src/ods/access.js";
import { identifier, substitute } from "./names.js";

/** `::mlir` -> `ir`, `::mlir::arith` -> `arith`, `::a::b` -> `a.b` (defs' tsNamespace). */
export function tsNamespaceOf(cppNamespace: string): string {
  const trimmed = cppNamespace.startsWith("::") ? cppNamespace.slice(2) : cppNamespace;
  if (trimmed === "mlir") return "ir";
  const inMlir = trimmed.startsWith("mlir::");
  return (inMlir ? trimmed.slice(6) : trimmed).split("::").join(".");
}

/** defs' tsQualified: `name` qualified by the TypeScript form of `cppNamespace`. */
export function tsQualifiedName(cppNamespace: string, name: string): string {
  return cppNamespace === "" ? name : `${tsNamespaceOf(cppNamespace)}.${name}`;
}

/** Drops the dialect's own namespace prefix (`arith.FastMathFlags` -> `FastMathFlags`): own exports are in scope. */
export function localizeCode(code: string, namespace: string): string {
  if (namespace === "ir" || namespace === "") return code;
  const escaped = namespace.replace(/\./g, "\\.");
  return code.replace(new RegExp(`(?<![A-Za-z0-9_.$])${escaped}\\.(?=[A-Za-z_$])`, "g"), "");
}

/** How a value of a parameter's TypeScript type is read and written by default. */
export type ValueKind =
  | { readonly kind: "int" | "bigint" | "boolean" | "string" }
  /** An attribute/type; `cls` is the class to check (undefined: any), `stripped` whether it has its own syntax to print stripped. */
  | { readonly kind: "attr" | "type"; readonly cls: string | undefined; readonly stripped: boolean }
  /** A plain enum value (MLIR's FieldParser<Enum>); `info` is the EnumInfo expression. */
  | { readonly kind: "enum"; readonly info: string }
  | { readonly kind: "array"; readonly element: ValueKind }
  | { readonly kind: "unknown" };

export interface ParamInfo {
  /** The ODS name (`elementType`). */
  readonly name: string;
  /** The TypeScript field holding it. */
  readonly field: string;
  /** The local variable name generated code uses for it. */
  readonly local: string;
  /** The parameter's TypeScript type (cppType), localized. */
  readonly baseType: string;
  /** The field's type: `baseType`, with `| undefined` when the parameter defaults to undefined. */
  readonly fieldType: string;
  /** The type named in `failed to parse ... which is to be a `T`` (MLIR prints the C++ type). */
  readonly diagnosticType: string;
  /** Whether it has a default (MLIR's isOptional). */
  readonly optional: boolean;
  /** The default value expression, `$_ctxt` left in place. */
  readonly defaultValue: string | undefined;
  readonly isSelfType: boolean;
  /** Custom comparator expression over `$_lhs`/`$_rhs`, when given. */
  readonly comparator: string | undefined;
  /** Allocator statement over `$_dst`/`$_self`, when given. */
  readonly allocator: string | undefined;
  readonly parser: string | undefined;
  readonly printer: string | undefined;
  /** The accessor's type and conversion from the stored value (`$_self`). */
  readonly accessorType: string;
  readonly convertFromStorage: string;
  readonly summary: string | undefined;
  readonly kind: ValueKind;
  /** Set for an EnumAttr parameter whose parser is the enum's default (`expected E to be one of: ...`). */
  readonly enumParameter: { readonly info: string } | undefined;
}

/** The classes and enums a dialect's parameter types can name. */
export interface TypeScope {
  readonly namespace: string;
  /** Own attribute/type classes with syntax (parsed/printed stripped), by class name. */
  readonly ownClasses: ReadonlyMap<string, { readonly kind: "attr" | "type"; readonly hasSyntax: boolean }>;
  /** Enum TypeScript names (local or qualified) -> the expression of their EnumInfo descriptor. */
  readonly enums: ReadonlyMap<string, EnumInScope>;
}

export interface EnumInScope {
  /** The expression of its EnumInfo descriptor. */
  readonly info: string;
  readonly model: EnumAttr;
  /** The enum's own `parameterParser` (what EnumParameter copies into `parser`). */
  readonly parameterParser: string | undefined;
}

/** The enum descriptor export of an enum class (`FastMathFlags` -> `FastMathFlagsEnumInfo`). */
export function enumInfoName(className: string): string {
  return `${className}EnumInfo`;
}

export function typeScope(model: OdsModel, keeper: RecordKeeper, dialectDefName: string, namespace: string): TypeScope {
  const ownClasses = new Map<string, { kind: "attr" | "type"; hasSyntax: boolean }>();
  for (const def of model.attrOrTypeDefs) {
    if (def.dialect !== dialectDefName) continue;
    ownClasses.set(def.cppClassName, { kind: def.kind, hasSyntax: def.mnemonic !== undefined });
  }
  const enums = new Map<string, EnumInScope>();
  for (const e of model.enums) {
    const qualified = tsQualifiedName(e.cppNamespace, e.className);
    const local = localizeCode(qualified, namespace);
    const info = local === e.className ? enumInfoName(e.className) : `${qualified.slice(0, qualified.length - e.className.length)}${enumInfoName(e.className)}`;
    const record = keeper.getDef(e.defName);
    if (!enums.has(local)) enums.set(local, { info, model: e, parameterParser: record === undefined ? undefined : stringField(record, "parameterParser") });
  }
  return { namespace, ownClasses, enums };
}

function stringField(record: Record | undefined, field: string): string | undefined {
  if (record === undefined) return undefined;
  const init = fieldInit(record, field);
  return init instanceof StringInit ? init.value : undefined;
}

function nonEmpty(text: string | undefined): string | undefined {
  return text === undefined || text.trim() === "" ? undefined : text;
}

/** Builtin IR names that are attributes although their names do not end in `Attr`. */
const BUILTIN_ATTRIBUTE_NAMES = new Set(["ir.Attribute", "ir.Location", "ir.LocationAttr", "ir.TypedAttr", "ir.ElementsAttr"]);

function splitArray(type: string): string | undefined {
  const t = type.trim();
  const match = /^readonly\s+(.+)\[\]$/.exec(t) ?? /^(?:Readonly)?Array<(.+)>$/.exec(t) ?? /^(.+)\[\]$/.exec(t);
  if (match === null) return undefined;
  const inner = (match[1] as string).trim();
  return inner.startsWith("(") && inner.endsWith(")") ? inner.slice(1, -1).trim() : inner;
}

/** The default parse/print behaviour of a (localized) TypeScript type. */
export function classify(type: string, scope: TypeScope): ValueKind {
  const t = type.trim();
  const element = splitArray(t);
  if (element !== undefined) return { kind: "array", element: classify(element, scope) };
  switch (t) {
    case "number":
      return { kind: "int" };
    case "bigint":
      return { kind: "bigint" };
    case "boolean":
      return { kind: "boolean" };
    case "string":
      return { kind: "string" };
    case "ir.Type":
      return { kind: "type", cls: undefined, stripped: false };
    case "ir.Attribute":
      return { kind: "attr", cls: undefined, stripped: false };
    default:
      break;
  }
  const enumEntry = scope.enums.get(t);
  if (enumEntry !== undefined) return { kind: "enum", info: enumEntry.info };
  const own = scope.ownClasses.get(t);
  if (own !== undefined) return { kind: own.kind, cls: t, stripped: own.hasSyntax };
  if (!/^[A-Za-z_$][A-Za-z0-9_$]*(\.[A-Za-z_$][A-Za-z0-9_$]*)*$/.test(t)) return { kind: "unknown" };
  const builtin = t.startsWith("ir.");
  const last = t.slice(t.lastIndexOf(".") + 1);
  // Classes of other generated dialects may have their own syntax: the runtime asks the class.
  if (BUILTIN_ATTRIBUTE_NAMES.has(t) || /Attr$/.test(last) || (builtin && /Loc$/.test(last))) return { kind: "attr", cls: t, stripped: !builtin };
  if (/Type$/.test(last)) return { kind: "type", cls: t, stripped: !builtin };
  return { kind: "unknown" };
}

/** Whether values of this kind can hold attributes or types (for the sub-element walk). */
export function mayHoldIR(kind: ValueKind): boolean {
  switch (kind.kind) {
    case "attr":
    case "type":
    case "unknown":
      return true;
    case "array":
      return mayHoldIR(kind.element);
    default:
      return false;
  }
}

/**
 * Instance members of the generated classes and their bases (ir.Attribute / ir.Type): a
 * parameter with one of these names gets a field with a trailing `_`.
 */
const TAKEN_MEMBERS = new Set([
  "context",
  "uid",
  "dialectNamespace",
  "constructor",
  "print",
  "printBody",
  "walkImmediateSubElements",
  "isMemRefElementType",
  "isInteger",
  "isSignlessInteger",
  "isIndex",
  "isFloat",
  "isIntOrIndex",
  "isIntOrFloat",
  "isIntOrIndexOrFloat",
  "getIntOrFloatBitWidth",
]);

function parenthesizeUnion(type: string): string {
  return /[|&]/.test(type) && !(type.startsWith("(") && type.endsWith(")")) ? `(${type})` : type;
}

/** The parameters of `def`, read from its record; `typed` tells whether the attribute is a TypedAttr. */
export function loadParams(record: Record, def: AttrOrTypeDef, scope: TypeScope, typed: boolean): ParamInfo[] {
  const dag = fieldInit(record, "parameters");
  const used = new Set<string>();
  return def.parameters.map((p, i) => {
    const init = dag instanceof DagInit ? dag.getArg(i) : undefined;
    const param = init instanceof DefInit ? init.record : undefined;
    const isSelfType = param !== undefined && isSubClassOf(param, "AttributeSelfTypeParameter");
    const baseType = localizeCode(p.cppType, scope.namespace);
    const defaultValue = p.defaultValue;
    const undefinedDefault = defaultValue !== undefined && defaultValue.trim() === "undefined";
    const fieldType = undefinedDefault && !/\bundefined\b/.test(baseType) ? `${parenthesizeUnion(baseType)} | undefined` : baseType;
    if (p.name === "") throw odsError(record, `parameter #${i} of ${def.defName} has no name`);
    let field = identifier(p.name);
    if (TAKEN_MEMBERS.has(field)) field = `${field}_`;
    // A `type` field makes an attribute typed for the text layer (TypedAttr); others are renamed.
    if (def.kind === "attr" && field === "type" && !isSelfType && !typed) field = "type_";
    if (used.has(field)) throw odsError(record, `parameters of ${def.defName} map to the same TypeScript name '${field}'`);
    used.add(field);
    const enumEntry = scope.enums.get(baseType);
    const parser = nonEmpty(stringField(param, "parser"));
    const enumParameter =
      param !== undefined && isSubClassOf(param, "EnumParameter") && enumEntry !== undefined && parser !== undefined && parser === enumEntry.parameterParser
        ? { info: enumEntry.info }
        : undefined;
    const printer = nonEmpty(stringField(param, "printer"));
    const accessorType = localizeCode(nonEmpty(stringField(param, "cppAccessorType")) ?? p.cppType, scope.namespace);
    return {
      name: p.name,
      field,
      local: `${field.replace(/_$/, "")}Value`,
      baseType,
      fieldType,
      diagnosticType: enumEntry !== undefined && enumParameter !== undefined ? `${enumEntry.model.cppNamespace}::${enumEntry.model.className}` : p.cppType,
      optional: defaultValue !== undefined,
      defaultValue: defaultValue === undefined ? undefined : localizeCode(defaultValue, scope.namespace),
      isSelfType,
      comparator: nonEmpty(stringField(param, "comparator")),
      allocator: nonEmpty(stringField(param, "allocator")),
      parser: enumParameter !== undefined || parser === undefined ? undefined : localizeCode(parser, scope.namespace),
      printer: printer === undefined ? undefined : localizeCode(printer, scope.namespace),
      accessorType: accessorType === baseType ? fieldType : accessorType,
      convertFromStorage: localizeCode(nonEmpty(stringField(param, "convertFromStorage")) ?? "$_self", scope.namespace),
      summary: p.summary,
      kind: classify(baseType, scope),
      enumParameter,
    };
  });
}

// ---------------------------------------------------------------- parse/print code

/** `$_parser`, `$_ctxt` (and `$_type`) substituted in a parameter snippet. */
export function parserSnippet(code: string, parser: string, context: string): string {
  return substitute(code, new Map([["_parser", parser], ["_ctxt", context]]));
}

export function printerSnippet(code: string, printer: string, self: string, context: string): string {
  return substitute(code, new Map([["_printer", printer], ["_self", self], ["_ctxt", context]]));
}

/**
 * The expression reading a value of `kind` (MLIR's FieldParser); `optional` picks the
 * variant that yields undefined when the value is absent.
 */
export function parseExpression(kind: ValueKind, parser: string, optional: boolean, qualified: boolean): string | undefined {
  switch (kind.kind) {
    case "int":
      return optional ? `${parser}.parseOptionalSafeInteger()` : `${parser}.parseSafeInteger()`;
    case "bigint":
      return optional ? `${parser}.parseOptionalInteger()` : `${parser}.parseInteger()`;
    case "boolean":
      return optional ? `${parser}.parseOptionalParameter(() => ${parser}.parseBoolean())` : `${parser}.parseBoolean()`;
    case "string":
      return optional ? `${parser}.parseOptionalString()` : `${parser}.parseString()`;
    case "type": {
      if (kind.cls === undefined) return optional ? `${parser}.parseOptionalType()` : `${parser}.parseType()`;
      const call = kind.stripped && !qualified ? `${parser}.parseStrippedType(${kind.cls})` : `${parser}.parseTypeOfClass(${kind.cls})`;
      return optional ? `${parser}.parseOptionalParameter(() => ${call})` : call;
    }
    case "attr": {
      if (kind.cls === undefined) return optional ? `${parser}.parseOptionalAttribute()` : `${parser}.parseAttribute()`;
      if (optional) return `${parser}.parseOptionalAttributeOfClass(${kind.cls})`;
      return kind.stripped && !qualified ? `${parser}.parseStrippedAttribute(${kind.cls})` : `${parser}.parseAttributeOfClass(${kind.cls})`;
    }
    case "enum":
      return optional ? `rt.parseOptionalEnumField(${parser}, ${kind.info})` : `rt.parseEnumField(${parser}, ${kind.info})`;
    case "array": {
      const element = parseExpression(kind.element, parser, false, qualified);
      if (element === undefined) return undefined;
      const list = `${parser}.parseParameterList(() => ${element})`;
      return optional ? `${parser}.parseOptionalParameter(() => ${list})` : list;
    }
    case "unknown":
      return undefined;
  }
}

/** The statement printing `value` of `kind` (MLIR's printStrippedAttrOrType, or `<<` when qualified). */
export function printStatement(kind: ValueKind, printer: string, value: string, qualified: boolean): string | undefined {
  switch (kind.kind) {
    case "int":
    case "bigint":
      return `${printer}.write(String(${value}));`;
    case "boolean":
      return `${printer}.write(${value} ? "true" : "false");`;
    case "string":
      return `${printer}.printString(${value});`;
    case "type":
      return kind.stripped && !qualified ? `${printer}.printStrippedAttrOrType(${value});` : `${printer}.printType(${value});`;
    case "attr":
      return kind.stripped && !qualified ? `${printer}.printStrippedAttrOrType(${value});` : `${printer}.printAttribute(${value});`;
    case "enum":
      return `rt.printEnumField(${printer}, ${kind.info}, ${value});`;
    case "array": {
      const element = printStatement(kind.element, printer, "element", qualified);
      if (element === undefined) return undefined;
      return `${value}.forEach((element, i) => {\n  if (i > 0) ${printer}.write(", ");\n  ${element}\n});`;
    }
    case "unknown":
      return undefined;
  }
}

/** The comparison of two parameter values (its comparator, default identity / element-wise). */
export function compareExpression(param: ParamInfo, lhs: string, rhs: string): string {
  if (param.comparator === undefined) return `rt.sameParameter(${lhs}, ${rhs})`;
  return `(${substitute(param.comparator, new Map([["_lhs", lhs], ["_rhs", rhs]]))})`;
}
