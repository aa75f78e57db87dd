// xegpu's types, kept opaque with the text mlir-opt 19 prints: `!xegpu.nbarrier` and
// `!xegpu.tensor_desc<8x16xf32>` / `!xegpu.tensor_desc<8x16xf32, encoding>` (any attribute
// as encoding, `#xegpu.tdesc_attr<...>` in practice). A tensor_desc keeps its element type
// and encoding as parts, so it answers MLIR's ShapedType questions (OpaqueShapedTypeInterface)
// and prints its nested values with their aliases.
import { DYNAMIC, OpaqueType, type AnyInterface, type Attribute, type DialectAsmParser, type Int64, type MLIRContext, type Type } from "../../ir/index.js";
import { AsmParser, AsmParserState, type OpAsmParser, type OpAsmPrinter } from "../../asm/op-asm/index.js";
import { printAttributeText, printTypeText } from "../../asm/standalone.js";
import { TokenKind } from "../../asm/token.js";
import { scanDialectSymbolBody } from "../../asm/attr-type/parser.js";
import { DiagnosticsError } from "../../asm/errors.js";
import { DiagnosticError } from "../../support/diagnostic.js";
import { OpaqueShapedTypeInterface, type OpaqueShapedTypeMethods } from "../ir.js";

const PREFIX = "tensor_desc<";

function dimsText(shape: readonly Int64[]): string {
  return shape.map((d) => `${d === DYNAMIC ? "?" : String(d)}x`).join("");
}

export function tensorDescType(context: MLIRContext, shape: readonly Int64[], elementType: Type, encoding: Attribute | undefined): OpaqueType {
  const head = `${PREFIX}${dimsText(shape)}`;
  if (encoding === undefined) return OpaqueType.get(context, "xegpu", `${head}${printTypeText(elementType)}>`, [head, elementType, ">"]);
  return OpaqueType.get(context, "xegpu", `${head}${printTypeText(elementType)}, ${printAttributeText(encoding)}>`, [head, elementType, ", ", encoding, ">"]);
}

export function isTensorDescType(type: Type | undefined): type is OpaqueType {
  return type instanceof OpaqueType && type.dialect === "xegpu" && type.data.startsWith(PREFIX) && type.parts !== null;
}

/** A tensor_desc's shape, element type and encoding (from the parts it was made with). */
export function tensorDescParts(type: OpaqueType): { readonly shape: readonly Int64[]; readonly elementType: Type; readonly encoding: Attribute | undefined } {
  const parts = type.parts ?? [];
  const head = (parts[0] as string).slice(PREFIX.length);
  const shape = head === "" ? [] : head.slice(0, -1).split("x").map((d): Int64 => (d === "?" ? DYNAMIC : Number.isSafeInteger(Number(d)) ? Number(d) : BigInt(d)));
  return { shape, elementType: parts[1] as Type, encoding: parts.length > 3 ? (parts[3] as Attribute) : undefined };
}

/**
 * The offset past the attribute starting at `start` as MLIR's lexer sees it: a dialect
 * attribute's pretty or verbose body is one token, so a failed body leaves the parser there.
 */
function endOfAttribute(parser: AsmParser, start: number): number {
  const text = parser.p.lexer.text;
  let end = start + 1;
  while (end < text.length && /[\w$.]/.test(text.charAt(end))) end++;
  if (text.charAt(start) === "#" && text.charAt(end) === "<") end = scanDialectSymbolBody(parser.p, end);
  while (end < text.length && /\s/.test(text.charAt(end))) end++;
  return end;
}

/** The encoding; when it fails, TensorDescType::parse adds its own error where the attribute ended. */
function parseEncoding(parser: AsmParser): Attribute {
  const start = parser.getCurrentLocation();
  try {
    return parser.parseAttribute();
  } catch (error) {
    if (!(error instanceof DiagnosticError)) throw error;
    const second = parser.emitError(endOfAttribute(parser, start), "Failed to parse the attribute field for TensorDescType.\n");
    throw new DiagnosticsError([...error.diagnostics, second.diagnostic]);
  }
}

/** TensorDescType::parse: `<` dims element-type (`,` attribute)? `>`. */
function parseTensorDescBody(parser: AsmParser): Type {
  parser.parseLess();
  const shape = parser.parseDimensionList(true);
  const elementType = parser.parseType();
  let encoding: Attribute | undefined;
  if (parser.parseOptionalComma()) encoding = parseEncoding(parser);
  parser.parseGreater();
  return tensorDescType(parser.getContext(), shape, elementType, encoding);
}

export function parseXegpuType(state: DialectAsmParser): Type {
  if (!(state instanceof AsmParserState)) throw new TypeError("the xegpu dialect parses with the text layer's parser state");
  const parser = new AsmParser(state);
  const verbose = parser.parseOptionalLess();
  const at = parser.getCurrentLocation();
  const mnemonic = parser.parseKeywordAny();
  let type: Type;
  if (mnemonic === "nbarrier") type = OpaqueType.get(state.context, "xegpu", "nbarrier");
  else if (mnemonic === "tensor_desc") type = parseTensorDescBody(parser);
  else throw parser.emitError(at, `unknown  type \`${mnemonic}\` in dialect \`xegpu\``);
  if (verbose) parser.parseGreater();
  return type;
}

const shapedTensorDesc: OpaqueShapedTypeMethods = {
  shape: (type) => tensorDescParts(type as OpaqueType).shape,
  elementType: (type) => tensorDescParts(type as OpaqueType).elementType,
};

/** What xegpu's opaque values implement: a tensor_desc is shaped. */
export function xegpuOpaqueInterfaceImpl(value: Attribute | Type, key: AnyInterface): object | undefined {
  if (key !== (OpaqueShapedTypeInterface as unknown as AnyInterface)) return undefined;
  return isTensorDescType(value as Type) ? shapedTensorDesc : undefined;
}

/** A tensor_desc in an op's format without `qualified`: `<8x16xf32>`, or a full type. */
export const strippedTensorDesc = {
  parse(parser: OpAsmParser): Type {
    if (parser.p.kind === TokenKind.ExclamationIdentifier) {
      const at = parser.getCurrentLocation();
      const type = parser.parseType();
      if (!isTensorDescType(type)) throw parser.emitError(at, "invalid kind of Type specified");
      return type;
    }
    return parseTensorDescBody(parser);
  },
  print(printer: OpAsmPrinter, type: Type): void {
    if (!isTensorDescType(type)) {
      printer.printType(type);
      return;
    }
    for (const [i, part] of (type.parts ?? []).entries()) {
      if (typeof part === "string") printer.write(i === 0 ? part.slice("tensor_desc".length) : part);
      else if (i === 1) printer.printType(part as Type);
      else printer.printAttribute(part as Attribute);
    }
  },
};
