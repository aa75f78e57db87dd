// acc's attributes: its enum attributes from their generated specs (`#acc.device_type<nvidia>`,
// `#acc<data_clause acc_copy>`, ../upstream/enum-attributes.ts), and those with a declarative
// syntax read here as MLIR 19 reads them, kept opaque with the body mlir-opt prints:
// `#acc.declare<dataClause =  acc_create, implicit = true>` (MLIR 19 writes two spaces before
// an enum parameter of a struct and leaves out a false `implicit`),
// `#acc.declare_action<postAlloc = @f>` and `#acc.routine_info<[@a, @b]>`.
import { OpaqueAttr, type Attribute, type DialectAsmParser, type Type } from "../../ir/index.js";
import { AsmParser, AsmParserState } from "../../asm/op-asm/index.js";
import { printAttributeText } from "../../asm/standalone.js";
import { DiagnosticsError } from "../../asm/errors.js";
import { DiagnosticError } from "../../support/diagnostic.js";
import { accEnumAttributes } from "../../../generated/upstream/acc-assembly.js";
import { enumAttributeHooks, type EnumAttributeSpec } from "../upstream/enum-attributes.js";
import type { StubExtension } from "../upstream/stub-dialect.js";

const DATA_CLAUSE = accEnumAttributes.find((a) => a.mnemonic === "data_clause") as EnumAttributeSpec;

/** Throws `first` with MLIR's "failed to parse <def> parameter" diagnostic at the point reached. */
function parameterFailure(parser: AsmParser, first: DiagnosticError, defName: string, param: string, typeName: string): DiagnosticsError {
  const second = parser.emitError(parser.getCurrentLocation(), `failed to parse ${defName} parameter '${param}' which is to be a \`${typeName}\``);
  return new DiagnosticsError([...first.diagnostics, ...second.diagnostics]);
}

/** A keyword that must be a case of the enum (the `value` parameter of its attribute). */
function parseEnumKeyword(parser: AsmParser, attr: EnumAttributeSpec): string {
  const location = parser.getCurrentLocation();
  const keyword = parser.parseKeywordAny();
  if (attr.info.symbolize(keyword) === undefined) {
    const first = parser.emitError(location, `expected ${attr.cppEnum} to be one of: ${attr.info.keywords.join(", ")}`);
    throw parameterFailure(parser, first, attr.defName, "value", attr.cppEnum);
  }
  return keyword;
}

/** declare's dataClause: a DataClause attribute's value, itself a parameter of declare. */
function parseDataClause(parser: AsmParser): string {
  try {
    return parseEnumKeyword(parser, DATA_CLAUSE);
  } catch (error) {
    if (!(error instanceof DiagnosticError)) throw error;
    throw parameterFailure(parser, error, "DeclareAttr", "dataClause", "DataClauseAttr");
  }
}

/** `dataClause = acc_x, implicit = true` in any order (ODS's struct(params)). */
function parseDeclare(parser: AsmParser): string {
  parser.parseLess();
  let dataClause: string | undefined;
  let implicit: boolean | undefined;
  do {
    const name = parser.parseKeywordAny();
    parser.parseEqual();
    // MLIR reports an unknown name where its value starts.
    const location = parser.getCurrentLocation();
    if (name === "dataClause" && dataClause === undefined) dataClause = parseDataClause(parser);
    else if (name === "implicit" && implicit === undefined) implicit = parser.parseKeywordAny() === "true";
    else throw parser.emitError(location, `duplicate or unknown struct parameter name: ${name}`);
  } while (parser.parseOptionalComma());
  const end = parser.getCurrentLocation();
  parser.parseGreater();
  if (dataClause === undefined) throw parser.emitError(end, "struct is missing required parameter: dataClause");
  return `declare<dataClause =  ${dataClause}${implicit === true ? ", implicit = true" : ""}>`;
}

const DECLARE_ACTIONS = ["preAlloc", "postAlloc", "preDealloc", "postDealloc"] as const;

/** `postAlloc = @f, ...`: optional symbol parameters, printed in their declaration order. */
function parseDeclareAction(parser: AsmParser): string {
  parser.parseLess();
  const given = new Map<string, Attribute>();
  if (!parser.parseOptionalGreater()) {
    do {
      const name = parser.parseKeywordAny();
      parser.parseEqual();
      if (!(DECLARE_ACTIONS as readonly string[]).includes(name) || given.has(name)) throw parser.emitError(parser.getCurrentLocation(), `duplicate or unknown struct parameter name: ${name}`);
      given.set(name, parser.parseAttribute());
    } while (parser.parseOptionalComma());
    parser.parseGreater();
  }
  const params = DECLARE_ACTIONS.flatMap((name) => {
    const value = given.get(name);
    return value === undefined ? [] : [`${name} = ${printAttributeText(value)}`];
  });
  return `declare_action<${params.join(", ")}>`;
}

/** `[@a, @b]`. */
function parseRoutineInfo(parser: AsmParser): string {
  parser.parseLess();
  const routines: string[] = [];
  parser.parseCommaSeparatedList("square", () => routines.push(printAttributeText(parser.parseAttribute())));
  parser.parseGreater();
  return `routine_info<[${routines.join(", ")}]>`;
}

/** acc's attributes that are not enum attributes; undefined (nothing read) for those it keeps as written. */
function parseOtherAccAttribute(dialectParser: DialectAsmParser, _type: Type | undefined): Attribute | undefined {
  if (!(dialectParser instanceof AsmParserState)) throw new TypeError("the acc dialect parses with the text layer's parser state");
  const parser = new AsmParser(dialectParser);
  const context = parser.getContext();
  if (parser.parseOptionalKeyword("declare")) return OpaqueAttr.get(context, "acc", parseDeclare(parser));
  if (parser.parseOptionalKeyword("declare_action")) return OpaqueAttr.get(context, "acc", parseDeclareAction(parser));
  if (parser.parseOptionalKeyword("routine_info")) return OpaqueAttr.get(context, "acc", parseRoutineInfo(parser));
  return undefined;
}

/** acc's attribute hooks: its enum attributes from their generated specs, the others read here. */
export function accAttributeHooks(): Pick<StubExtension, "parseAttribute" | "parseAttributeBody" | "isAttributeOfClass"> {
  return enumAttributeHooks("acc", accEnumAttributes, parseOtherAccAttribute);
}
