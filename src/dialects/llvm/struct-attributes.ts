// llvm's attributes whose syntax MLIR generates from a declarative format (`<` struct(params) `>`
// and its optional form, `<` params `>`), read parameter by parameter from the table generated
// from LLVMAttrDefs.td (generated/upstream/llvm-attributes.ts) and kept opaque with the body
// mlir-opt prints: parameters in declaration order, absent or default-valued ones left out.
//
// A parameter of one of the dialect's own attribute classes may be written in full
// (`#llvm.loop_vectorize<...>`) or stripped (`<...>`); it is kept as a nested attribute
// printed as MLIR's printStrippedAttrOrType prints it: its alias, else its body alone
// (tbaa members). The parameters MLIR reads with C++ of their own are hooks: tbaa members
// in braces below, DWARF names and the debug-info formats in debug-info-syntax.ts.
import { DistinctAttr, FusedLoc, IntegerAttr, OpaqueAttr, StringAttr, type Attribute } from "../../ir/index.js";
import { TokenKind } from "../../asm/token.js";
import { escapeString } from "../../asm/escape.js";
import { printAttributeText } from "../../asm/standalone.js";
import type { AttrTypeAsmParser } from "../runtime/attr-type-asm.js";
import { LLVM_ATTRIBUTE_DEFS, type LlvmAttributeDef, type LlvmAttributeParameter } from "../../../generated/upstream/llvm-attributes.js";
import { enumCaseValue, isParameterEnum, mnemonicsOfClass, parseDwarfName, parseHookedBody, parseParameterEnum, type ParsedElement, type Piece } from "./debug-info-syntax.js";

/** A nested llvm attribute printed stripped (its alias, else its body after the mnemonic). */
type Stripped = Extract<Piece, { readonly stripped: OpaqueAttr }>;

const DEFS_BY_MNEMONIC: ReadonlyMap<string, LlvmAttributeDef> = new Map(LLVM_ATTRIBUTE_DEFS.map((d) => [d.mnemonic, d]));
const DEFS_BY_CLASS: ReadonlyMap<string, LlvmAttributeDef> = new Map(LLVM_ATTRIBUTE_DEFS.map((d) => [d.cppClassName, d]));

/** The def of `mnemonic` when its syntax is read from the generated table. */
export function llvmStructAttributeDef(mnemonic: string): LlvmAttributeDef | undefined {
  return DEFS_BY_MNEMONIC.get(mnemonic);
}

/** The parsed value of one parameter: what it prints as, and whether it holds its default. */
interface ParsedValue {
  readonly pieces: readonly Piece[];
  readonly isDefault: boolean;
}

function isStripped(piece: Piece): piece is Stripped {
  return typeof piece === "object" && "stripped" in piece;
}

/** The opaque `#llvm.<pieces>`; nested attributes stay apart so that they print with aliases. */
function opaqueFromPieces(parser: AttrTypeAsmParser, pieces: readonly Piece[]): OpaqueAttr {
  const parts: (string | Attribute)[] = [];
  const strippedParts: number[] = [];
  for (const piece of pieces) {
    const last = parts[parts.length - 1];
    if (typeof piece === "string" && typeof last === "string") parts[parts.length - 1] = last + piece;
    else if (isStripped(piece)) {
      strippedParts.push(parts.length);
      parts.push(piece.stripped);
    } else parts.push(piece);
  }
  const nested = parts.filter((p): p is Attribute => typeof p !== "string");
  const data = parts.map((p, index) => (typeof p === "string" ? p : strippedParts.includes(index) && p instanceof OpaqueAttr ? strippedText(p) : printAttributeText(p))).join("");
  // Nested attributes that print alike (distinct ids, before numbering) still differ.
  const identity = nested.length === 0 ? undefined : nested.map((a) => a.uid).join(",");
  return OpaqueAttr.get(parser.getContext(), "llvm", data, undefined, parts.length === 1 && typeof parts[0] === "string" ? undefined : parts, identity, strippedParts);
}

/** A nested llvm attribute's body after its mnemonic, printed without aliases. */
function strippedText(attr: OpaqueAttr): string {
  return attr.data.slice(mnemonicOf(attr).length);
}

/** An attribute of the kind `accept` tells, spelled in full (MLIR's parseAttribute<T> of a class without a parser). */
function parseAttributeOf(parser: AttrTypeAsmParser, accept: (attr: Attribute) => boolean): Attribute {
  const at = parser.getCurrentLocation();
  const attr = parser.parseAttribute();
  if (!accept(attr)) throw parser.emitError(at, "invalid kind of attribute specified");
  return attr;
}

function isLlvmAttributeOf(attr: Attribute, accept: (mnemonic: string) => boolean): attr is OpaqueAttr {
  return attr instanceof OpaqueAttr && attr.dialect === "llvm" && accept(mnemonicOf(attr));
}

function mnemonicOf(attr: OpaqueAttr): string {
  return /^[A-Za-z_][A-Za-z0-9_]*/.exec(attr.data)?.[0] ?? "";
}

/** A value of one of the dialect's attribute classes: in full, or its body alone (MLIR's parseCustomAttributeWithFallback). */
function parseNestedDef(parser: AttrTypeAsmParser, def: LlvmAttributeDef): ParsedElement {
  const attr =
    parser.p.lexer.kind === TokenKind.HashIdentifier
      ? parseAttributeOf(parser, (a) => isLlvmAttributeOf(a, (m) => m === def.mnemonic))
      : parseStructAttributeBody(parser, def);
  if (!(attr instanceof OpaqueAttr)) throw new Error("llvm attributes are kept opaque");
  return { pieces: [{ stripped: attr }] };
}

/** The widths of the C++ integers FieldParser reads with parseInteger<T>. */
const INTEGER_WIDTHS: ReadonlyMap<string, { readonly bits: number; readonly signedness: "signed" | "unsigned" }> = new Map([
  ["int64_t", { bits: 64, signedness: "signed" }],
  ["uint64_t", { bits: 64, signedness: "unsigned" }],
  ["uint32_t", { bits: 32, signedness: "unsigned" }],
  ["unsigned", { bits: 32, signedness: "unsigned" }],
]);

const OPTIONAL = /^std::optional<(.+)>$/;

/** One element of a parameter of C++ type `cppType`. */
function parseElement(parser: AttrTypeAsmParser, cppType: string): ParsedElement {
  // Any attribute at all (not only the llvm defs deriving from the C++ base class).
  if (cppType === "::mlir::Attribute") return { pieces: [parser.parseAttribute()] };
  const def = DEFS_BY_CLASS.get(cppType);
  if (def !== undefined) return parseNestedDef(parser, def);
  const implementers = mnemonicsOfClass(cppType);
  if (implementers.length > 0) return { pieces: [parseAttributeOf(parser, (a) => isLlvmAttributeOf(a, (m) => implementers.includes(m)))] };
  const integer = INTEGER_WIDTHS.get(cppType);
  if (integer !== undefined) {
    const value = parser.parseSizedInteger(integer.bits, integer.signedness);
    return { pieces: [String(value)], scalar: value };
  }
  const optionalInteger = INTEGER_WIDTHS.get(OPTIONAL.exec(cppType)?.[1] ?? "");
  if (optionalInteger !== undefined) {
    const value = parser.parseOptionalSizedInteger(optionalInteger.bits, optionalInteger.signedness);
    return value === undefined ? { pieces: [], absent: true } : { pieces: [String(value)] };
  }
  const enumerated = parseParameterEnum(parser, cppType);
  if (enumerated !== undefined) return enumerated;
  switch (cppType) {
    case "BoolAttr":
      return { pieces: [parseAttributeOf(parser, (a) => a instanceof IntegerAttr && a.isBool())] };
    case "IntegerAttr":
      return { pieces: [parseAttributeOf(parser, (a) => a instanceof IntegerAttr)] };
    case "StringAttr":
      return { pieces: [parseAttributeOf(parser, (a) => a instanceof StringAttr)] };
    case "DistinctAttr":
      return { pieces: [parseAttributeOf(parser, (a) => a instanceof DistinctAttr)] };
    case "FusedLoc":
      return { pieces: [parseAttributeOf(parser, (a) => a instanceof FusedLoc)] };
    case "bool": {
      const value = parser.parseSizedInteger(1, "unsigned");
      return { pieces: [value === 1n ? "true" : "false"], scalar: value };
    }
    case "::llvm::StringRef":
      return { pieces: [`"${escapeString(parser.parseString())}"`] };
  }
  throw new Error(`llvm attributes: no parser for parameters of C++ type ${cppType}`);
}

/**
 * The value a parameter's C++ default stands for when it is a number, bool or enum: `0`,
 * `false`, an enum case (`DIFlags::Zero`), or a value-initialized `T()` of such a type; undefined
 * for the others (an attribute's null default, which a parsed value never equals).
 */
function defaultScalar(parameter: LlvmAttributeParameter): bigint | undefined {
  const text = parameter.defaultValue;
  if (text === "0" || text === "false") return 0n;
  const enumCase = /^([A-Za-z_][A-Za-z0-9_]*)::([A-Za-z_][A-Za-z0-9_]*)$/.exec(text);
  if (enumCase !== null) return enumCaseValue(enumCase[1] ?? "", enumCase[2] ?? "");
  const valueInitialized = /^(.+)\(\)$/.exec(text)?.[1];
  if (valueInitialized === parameter.cppType && (INTEGER_WIDTHS.has(valueInitialized) || valueInitialized === "bool" || isParameterEnum(valueInitialized))) return 0n;
  return undefined;
}

const ARRAY_REF = /^::llvm::ArrayRef<(.+)>$/;

/** MLIR's FieldParser of a list: elements separated by commas, with no delimiters of their own. */
function parseList(parser: AttrTypeAsmParser, elementType: string): Piece[] {
  const pieces: Piece[] = [...parseElement(parser, elementType).pieces];
  while (parser.parseOptionalComma()) pieces.push(", ", ...parseElement(parser, elementType).pieces);
  return pieces;
}

/** The C++ parser tbaa_type_desc's members have: the list in braces. */
function parseBracedList(parser: AttrTypeAsmParser, elementType: string): Piece[] {
  parser.parseLBrace();
  const pieces = parseList(parser, elementType);
  parser.parseRBrace();
  return ["{", ...pieces, "}"];
}

function parseValue(parser: AttrTypeAsmParser, parameter: LlvmAttributeParameter): ParsedValue {
  const element = ARRAY_REF.exec(parameter.cppType)?.[1];
  if (element !== undefined) return { pieces: parameter.customParser ? parseBracedList(parser, element) : parseList(parser, element), isDefault: false };
  if (parameter.customParser && parameter.dwarfTable === "") throw new Error(`llvm attributes: no hook for the C++ parser of ${parameter.name}`);
  const parsed = parameter.customParser ? parseDwarfName(parser, parameter) : parseElement(parser, parameter.cppType);
  // The generated printer leaves out a value equal to the parameter's default.
  const fallback = defaultScalar(parameter);
  const isDefault = parsed.absent === true || (fallback !== undefined && parsed.scalar === fallback);
  return { pieces: parsed.pieces, isDefault };
}

/** `<name = value, ...>` in any order (MLIR's generated struct parser), values by name. */
function parseStruct(parser: AttrTypeAsmParser, def: LlvmAttributeDef): Map<string, ParsedValue> {
  const values = new Map<string, ParsedValue>();
  const parseEntry = (key: string): void => {
    parser.parseEqual();
    const parameter = def.parameters.find((p) => p.name === key);
    if (parameter === undefined || values.has(key)) throw parser.emitError(parser.getCurrentLocation(), `duplicate or unknown struct parameter name: ${key}`);
    values.set(key, parser.parseParameter(def.defName, key, parameter.cppType, () => parseValue(parser, parameter)));
  };
  const optional = def.parameters.filter((p) => p.defaultValue !== "").length;
  if (optional === 0) {
    def.parameters.forEach((_, index) => {
      parseEntry(parser.parseStructParameterName());
      if (index !== def.parameters.length - 1) parser.parseComma();
    });
  } else if (optional === def.parameters.length) {
    const first = parser.parseOptionalMnemonic();
    if (first !== undefined) {
      parseEntry(first);
      while (parser.parseOptionalComma()) parseEntry(parser.parseStructParameterName());
    }
  } else {
    do parseEntry(parser.parseStructParameterName());
    while (parser.parseOptionalComma());
    for (const parameter of def.parameters) {
      if (parameter.defaultValue === "" && !values.has(parameter.name)) throw parser.emitError(parser.getCurrentLocation(), `struct is missing required parameter: ${parameter.name}`);
    }
  }
  return values;
}

/** The body of `#llvm.<mnemonic>` after its mnemonic, read per its def and kept as mlir-opt prints it. */
export function parseStructAttributeBody(parser: AttrTypeAsmParser, def: LlvmAttributeDef): Attribute {
  const pieces: Piece[] = [def.mnemonic];
  if (def.format === "none") return opaqueFromPieces(parser, pieces);
  if (def.format === "hooked") return opaqueFromPieces(parser, [...pieces, ...parseHookedBody(parser, def, parseElement)]);
  if (def.format === "params") {
    parser.parseLess();
    pieces.push("<");
    def.parameters.forEach((parameter, index) => {
      if (index > 0) {
        parser.parseComma();
        pieces.push(", ");
      }
      pieces.push(...parser.parseParameter(def.defName, parameter.name, parameter.cppType, () => parseValue(parser, parameter)).pieces);
    });
    parser.parseGreater();
    pieces.push(">");
    return opaqueFromPieces(parser, pieces);
  }
  if (def.format === "optional-struct" && !parser.parseOptionalLess()) return opaqueFromPieces(parser, pieces);
  if (def.format === "struct") parser.parseLess();
  const values = parseStruct(parser, def);
  parser.parseGreater();
  const printed = def.parameters.filter((p) => {
    const value = values.get(p.name);
    return value !== undefined && !value.isDefault;
  });
  // The optional form prints nothing when no parameter is printed.
  if (def.format === "optional-struct" && printed.length === 0) return opaqueFromPieces(parser, pieces);
  pieces.push("<");
  printed.forEach((p, index) => pieces.push(`${index === 0 ? "" : ", "}${p.name} = `, ...(values.get(p.name)?.pieces ?? [])));
  pieces.push(">");
  return opaqueFromPieces(parser, pieces);
}
