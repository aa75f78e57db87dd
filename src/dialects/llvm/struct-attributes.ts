// llvm's attributes whose syntax MLIR generates from a declarative format (`<` struct(params) `>`
// and its optional form, `<` params `>`), read parameter by parameter from the table generated
// from LLVMAttrDefs.td (generated/upstream/llvm-attributes.ts) and kept opaque with the body
// mlir-opt prints: parameters in declaration order, absent or default-valued ones left out.
//
// A parameter of one of the dialect's own attribute classes may be written in full
// (`#llvm.loop_vectorize<...>`) or stripped (`<...>`); it is kept as a nested attribute
// printed as MLIR's printStrippedAttrOrType prints it: its alias, else its body alone
// (tbaa members). The one parameter MLIR reads with C++ of its own (tbaa members in
// braces) is a hook below.
import { DistinctAttr, FusedLoc, IntegerAttr, OpaqueAttr, StringAttr, type Attribute } from "../../ir/index.js";
import { TokenKind } from "../../asm/token.js";
import { escapeString } from "../../asm/escape.js";
import { printAttributeText } from "../../asm/standalone.js";
import type { AttrTypeAsmParser } from "../runtime/attr-type-asm.js";
import { LLVM_ATTRIBUTE_DEFS, type LlvmAttributeDef, type LlvmAttributeParameter } from "../../../generated/upstream/llvm-attributes.js";

/** A nested llvm attribute printed stripped (its alias, else its body after the mnemonic). */
interface Stripped {
  readonly stripped: OpaqueAttr;
}

type Piece = string | Attribute | Stripped;

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
function parseNestedDef(parser: AttrTypeAsmParser, def: LlvmAttributeDef): Piece[] {
  const attr =
    parser.p.lexer.kind === TokenKind.HashIdentifier
      ? parseAttributeOf(parser, (a) => isLlvmAttributeOf(a, (m) => m === def.mnemonic))
      : parseStructAttributeBody(parser, def);
  if (!(attr instanceof OpaqueAttr)) throw new Error("llvm attributes are kept opaque");
  return [{ stripped: attr }];
}

/** One element of a parameter of C++ type `cppType`. */
function parseElement(parser: AttrTypeAsmParser, cppType: string): Piece[] {
  const def = DEFS_BY_CLASS.get(cppType);
  if (def !== undefined) return parseNestedDef(parser, def);
  const implementers = LLVM_ATTRIBUTE_DEFS.filter((d) => d.baseClass === cppType).map((d) => d.mnemonic);
  if (implementers.length > 0) return [parseAttributeOf(parser, (a) => isLlvmAttributeOf(a, (m) => implementers.includes(m)))];
  switch (cppType) {
    case "BoolAttr":
      return [parseAttributeOf(parser, (a) => a instanceof IntegerAttr && a.isBool())];
    case "IntegerAttr":
      return [parseAttributeOf(parser, (a) => a instanceof IntegerAttr)];
    case "StringAttr":
      return [parseAttributeOf(parser, (a) => a instanceof StringAttr)];
    case "DistinctAttr":
      return [parseAttributeOf(parser, (a) => a instanceof DistinctAttr)];
    case "FusedLoc":
      return [parseAttributeOf(parser, (a) => a instanceof FusedLoc)];
    case "int64_t":
      return [String(parser.parseSizedInteger(64))];
    case "bool":
      return [parser.parseSizedInteger(1, "unsigned") === 1n ? "true" : "false"];
    case "::llvm::StringRef":
      return [`"${escapeString(parser.parseString())}"`];
  }
  throw new Error(`llvm attributes: no parser for parameters of C++ type ${cppType}`);
}

const ARRAY_REF = /^::llvm::ArrayRef<(.+)>$/;

/** MLIR's FieldParser of a list: elements separated by commas, with no delimiters of their own. */
function parseList(parser: AttrTypeAsmParser, elementType: string): Piece[] {
  const pieces: Piece[] = [...parseElement(parser, elementType)];
  while (parser.parseOptionalComma()) pieces.push(", ", ...parseElement(parser, elementType));
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
  if (parameter.customParser) throw new Error(`llvm attributes: no hook for the C++ parser of ${parameter.name}`);
  const pieces = parseElement(parser, parameter.cppType);
  // A C++ default other than the empty value (DefaultValuedParameter): compared as printed.
  const isDefault = parameter.defaultValue !== "" && !parameter.defaultValue.endsWith("()") && pieces.length === 1 && pieces[0] === parameter.defaultValue;
  return { pieces, isDefault };
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
