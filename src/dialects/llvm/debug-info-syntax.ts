// What the debug-info attributes (`#llvm.di_*`) read beyond the generic struct syntax of
// struct-attributes.ts: the DWARF names their C++ parameter parsers look up, the enums of their
// parameters (DIFlags, DIEmissionKind, ...), the C++ attribute classes their parameters are of
// (DIScopeAttr, DITypeAttr, ...), and the formats of di_file, di_expression and its elements.
import type { Attribute, OpaqueAttr } from "../../ir/index.js";
import { TokenKind } from "../../asm/token.js";
import { DiagnosticsError } from "../../asm/errors.js";
import { DiagnosticError } from "../../support/diagnostic.js";
import { BitEnumInfo, IntEnumInfo, parseEnumField, type EnumInfo } from "../runtime/attr-type-enums.js";
import type { AttrTypeAsmParser } from "../runtime/attr-type-asm.js";
import { LLVM_ATTRIBUTE_DEFS, LLVM_PARAMETER_ENUMS, type LlvmAttributeDef, type LlvmAttributeParameter } from "../../../generated/upstream/llvm-attributes.js";
import { DWARF_ATTRIBUTE_ENCODINGS, DWARF_NAME_TABLES } from "./dwarf-names.js";
import { parseTargetFeaturesBody } from "./target-features.js";

/** What one parameter value prints as: text, or attributes printed in full or stripped (a nested llvm attribute: its alias, else its body). */
export type Piece = string | Attribute | { readonly stripped: OpaqueAttr };

/** A parameter's printed pieces, and its value when it is a number, bool or enum (compared with its default). */
export interface ParsedElement {
  readonly pieces: readonly Piece[];
  readonly scalar?: bigint;
  /** An optional value left out (FieldParser<std::optional<T>> finding none): printed as absent. */
  readonly absent?: boolean;
}

/** How a hook reads a nested value of a C++ type (the struct runtime's element parser). */
export type ElementParser = (parser: AttrTypeAsmParser, cppType: string) => ParsedElement;

/**
 * The C++ attribute classes of LLVMAttrs.h that several defs implement, by the mnemonics
 * their classof accepts beyond the defs declaring them as base class: every scope and type
 * is a node, a composite type is also a scope, and a variable is a local or global one.
 */
const CLASS_MEMBERS_BEYOND_BASE: ReadonlyMap<string, readonly string[]> = new Map([
  ["DINodeAttr", ["DIScopeAttr", "DITypeAttr"]],
  ["DIScopeAttr", ["di_composite_type"]],
  ["DIVariableAttr", ["di_local_variable", "di_global_variable"]],
]);

/** The mnemonics of the attributes of C++ class `cppClass` (a base class some defs name), empty when none. */
export function mnemonicsOfClass(cppClass: string): readonly string[] {
  const mnemonics = LLVM_ATTRIBUTE_DEFS.filter((d) => d.baseClass === cppClass).map((d) => d.mnemonic);
  for (const member of CLASS_MEMBERS_BEYOND_BASE.get(cppClass) ?? []) {
    const viaBase = LLVM_ATTRIBUTE_DEFS.filter((d) => d.baseClass === member).map((d) => d.mnemonic);
    mnemonics.push(...(viaBase.length > 0 ? viaBase : [member]));
  }
  return mnemonics;
}

type ParameterEnum = (typeof LLVM_PARAMETER_ENUMS)[number];

function enumInfoOf(spec: ParameterEnum): EnumInfo<string> | EnumInfo<number> {
  if (spec.kind === "int") return new IntEnumInfo<string>({ qualifiedName: spec.className, summary: spec.summary, cases: spec.cases });
  return new BitEnumInfo<number>({ qualifiedName: spec.className, summary: spec.summary, width: spec.width, separator: spec.separator, primaryGroups: spec.primaryGroups, cases: spec.cases });
}

const PARAMETER_ENUMS: ReadonlyMap<string, { readonly spec: ParameterEnum; readonly info: EnumInfo<string> | EnumInfo<number> }> = new Map(
  LLVM_PARAMETER_ENUMS.map((spec) => [spec.className, { spec, info: enumInfoOf(spec) }]),
);

/** Whether `className` is the C++ class of a parameter enum. */
export function isParameterEnum(className: string): boolean {
  return PARAMETER_ENUMS.has(className);
}

/** The value of case `name` of enum `className`, undefined when there is no such case. */
export function enumCaseValue(className: string, name: string): bigint | undefined {
  const found = PARAMETER_ENUMS.get(className)?.spec.cases.find(([caseName]) => caseName === name);
  return found === undefined ? undefined : BigInt(found[1]);
}

/** MLIR's FieldParser of enum `className` (a keyword or string naming cases), undefined when no parameter enum has that class. */
export function parseParameterEnum(parser: AttrTypeAsmParser, className: string): ParsedElement | undefined {
  const found = PARAMETER_ENUMS.get(className);
  if (found === undefined) return undefined;
  const { spec, info } = found;
  if (spec.kind === "int") {
    const intInfo = info as IntEnumInfo<string>;
    const value = parseEnumField(parser, intInfo);
    return { pieces: [intInfo.printsQuoted(value) ? `"${value}"` : value], scalar: BigInt(intInfo.valueOf(value)) };
  }
  const bitInfo = info as BitEnumInfo<number>;
  const value = parseEnumField(parser, bitInfo);
  const text = bitInfo.stringify(value);
  return { pieces: [bitInfo.printsQuoted(value) ? `"${text}"` : text], scalar: BigInt(value) };
}

/** A DWARF name read by a parameter's C++ parser (`tag = DW_TAG_member`), printed as written. */
export function parseDwarfName(parser: AttrTypeAsmParser, parameter: LlvmAttributeParameter): ParsedElement {
  const names = DWARF_NAME_TABLES.get(parameter.dwarfTable);
  if (names === undefined) throw new Error(`llvm attributes: no DWARF names for ${parameter.dwarfTable}`);
  const at = parser.getCurrentLocation();
  const name = parser.parseKeywordAny();
  if (!names.has(name)) throw parser.emitError(at, `invalid debug info ${parameter.summary} name: ${name}`);
  // Every DWARF value but DW_TAG_null is non-zero; the defaults of these parameters are 0.
  return { pieces: [name], scalar: name === "DW_TAG_null" ? 0n : 1n };
}

function parameterOf(def: LlvmAttributeDef, name: string): LlvmAttributeParameter {
  const parameter = def.parameters.find((p) => p.name === name);
  if (parameter === undefined) throw new Error(`llvm attributes: ${def.defName} has no parameter ${name}`);
  return parameter;
}

/** di_file's `<` $name `in` $directory `>`. */
function parseFileBody(parser: AttrTypeAsmParser, def: LlvmAttributeDef, element: ElementParser): Piece[] {
  const stringOf = (name: string): readonly Piece[] => parser.parseParameter(def.defName, name, parameterOf(def, name).cppType, () => element(parser, parameterOf(def, name).cppType)).pieces;
  parser.parseLess();
  const name = stringOf("name");
  parser.parseKeyword("in");
  const directory = stringOf("directory");
  parser.parseGreater();
  return ["<", ...name, " in ", ...directory, ">"];
}

/** di_expression's `<` ( `[` $operations^ `]` )? `>`: its operations, elements of their own syntax. */
function parseExpressionBody(parser: AttrTypeAsmParser, def: LlvmAttributeDef, element: ElementParser): Piece[] {
  parser.parseLess();
  const pieces: Piece[] = ["<"];
  if (parser.parseOptionalLSquare()) {
    const operations = parameterOf(def, "operations");
    const elementType = /^::llvm::ArrayRef<(.+)>$/.exec(operations.cppType)?.[1] ?? operations.cppType;
    const elementDef = LLVM_ATTRIBUTE_DEFS.find((d) => d.cppClassName === elementType);
    // An element written stripped prints as its own text (the elements have no alias).
    const parseOperation = (): readonly Piece[] =>
      elementDef === undefined || parser.p.lexer.kind === TokenKind.HashIdentifier ? element(parser, elementType).pieces : parseExpressionElementBody(parser, elementDef);
    pieces.push("[");
    parser.parseParameter(def.defName, operations.name, operations.cppType, () => {
      pieces.push(...parseOperation());
      while (parser.parseOptionalComma()) pieces.push(", ", ...parseOperation());
    });
    parser.parseRSquare();
    pieces.push("]");
  }
  parser.parseGreater();
  pieces.push(">");
  return pieces;
}

const CONVERT = "DW_OP_LLVM_convert";

/** The name of attribute encoding `value`, undefined when it has none. */
function encodingName(value: bigint): string | undefined {
  for (const [name, encoding] of DWARF_ATTRIBUTE_ENCODINGS) if (BigInt(encoding) === value) return name;
  return undefined;
}

/**
 * An expression element: `` $opcode ( `(` custom<ExpressionArg>(...) `)` )?. Its arguments are
 * unsigned integers; DW_OP_LLVM_convert's after the first may name an attribute encoding, and
 * print by name when the value has one.
 */
function parseExpressionElementBody(parser: AttrTypeAsmParser, def: LlvmAttributeDef): Piece[] {
  const opcodeParameter = parameterOf(def, "opcode");
  const opcode = parser.parseParameter(def.defName, opcodeParameter.name, opcodeParameter.cppType, () => parseDwarfName(parser, opcodeParameter)).pieces[0];
  if (typeof opcode !== "string" || !parser.parseOptionalLParen()) return [String(opcode)];
  const printed: string[] = [];
  const parseArgument = (): void => {
    if (printed.length > 0 && opcode === CONVERT && parser.p.lexer.kind !== TokenKind.Integer) {
      const keyword = parser.parseOptionalKeywordAny();
      if (keyword !== undefined) {
        if (!DWARF_ATTRIBUTE_ENCODINGS.has(keyword)) throw parser.emitError(parser.getCurrentLocation(), `encountered unknown attribute encoding "${keyword}"`);
        printed.push(keyword);
        return;
      }
    }
    let value: bigint;
    try {
      value = parser.parseSizedInteger(64, "unsigned");
    } catch (error) {
      // The custom parser adds its own error after the integer parser's.
      if (!(error instanceof DiagnosticError)) throw error;
      throw new DiagnosticsError([...error.diagnostics, parser.emitError(parser.getCurrentLocation(), "expected integer operand").diagnostic]);
    }
    const name = printed.length > 0 && opcode === CONVERT ? encodingName(value) : undefined;
    printed.push(name ?? String(value));
  };
  parseArgument();
  while (parser.parseOptionalComma()) parseArgument();
  parser.parseRParen();
  return [`${opcode}(${printed.join(", ")})`];
}

/** The body (after the mnemonic) of an attribute whose format has a hook (debug-info ones, target_features), as pieces. */
export function parseHookedBody(parser: AttrTypeAsmParser, def: LlvmAttributeDef, element: ElementParser): Piece[] {
  switch (def.mnemonic) {
    case "di_file":
      return parseFileBody(parser, def, element);
    case "di_expression":
      return parseExpressionBody(parser, def, element);
    case "di_expression_elem":
      return parseExpressionElementBody(parser, def);
    case "target_features":
      return parseTargetFeaturesBody(parser, def, element);
  }
  throw new Error(`llvm attributes: no hook for the format of ${def.mnemonic}`);
}
