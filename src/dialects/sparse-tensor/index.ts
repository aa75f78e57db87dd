// The hand-written part of the sparse_tensor dialect as mlir-opt 19 registers it (its ops
// are a stub of generated/upstream with the syntax of ./syntax.ts): its attributes' syntax
// (its enum attributes from their generated specs, ../upstream/enum-attributes.ts) and their
// alias. An encoding or dim-slice
// attribute is parsed like upstream, then kept as an OpaqueAttr holding the canonical text
// MLIR prints (the representation the bytecode layer's textual fallback reads and writes),
// so a spelled-out map re-prints in mlir-opt's form. Its types are read by ./types.ts.
import { OpaqueAttr, opaqueMnemonic, type Attribute, type DialectAsmParser, type Type } from "../../ir/index.js";
import { AsmParserState } from "../../asm/op-asm/index.js";
import { isKeyword, TokenKind } from "../../asm/token.js";
import type { StubExtension } from "../upstream/stub-dialect.js";
import { parseEncodingAttr, parseSliceBody } from "./encoding-parser.js";
import { sparseTensorEnumAttributes } from "../../../generated/upstream/sparse-tensor-assembly.js";
import { enumAttributeHooks } from "../upstream/enum-attributes.js";
import { parseSparseTensorType } from "./types.js";
import { sparseTensorOpaqueInterfaceImpl } from "./tensor-encoding-verifier.js";

export { parseEncodingAttr, parseSliceBody } from "./encoding-parser.js";

/** The attributes that are not enum attributes: an encoding, a slice; any other mnemonic is unknown. */
function parseOtherAttribute(parser: DialectAsmParser, type: Type | undefined): Attribute {
  if (!(parser instanceof AsmParserState)) throw new TypeError("the sparse_tensor dialect parses with the text layer's parser state");
  const p = parser;
  const attrAt = p.lexer.start;
  if (p.lexer.kind === TokenKind.BareIdentifier && p.lexer.spelling() === "encoding") {
    p.consume();
    return parseEncodingAttr(p, attrAt, type);
  }
  if (p.lexer.kind === TokenKind.BareIdentifier && p.lexer.spelling() === "slice") return OpaqueAttr.get(p.context, "sparse_tensor", parseSliceBody(p), type);
  // Its generated attribute parser starts with a keyword switch.
  if (p.lexer.kind !== TokenKind.BareIdentifier && !isKeyword(p.lexer.kind)) throw p.errorAt(p.lexer.start, "expected valid keyword");
  throw p.error(`unknown attribute \`${p.lexer.spelling()}\` in dialect \`sparse_tensor\``);
}

/** Its OpAsmDialectInterface names every encoding attribute `#sparse` (C++ upstream, recorded here). */
function getAlias(value: Attribute | Type): string | undefined {
  return value instanceof OpaqueAttr && value.dialect === "sparse_tensor" && opaqueMnemonic(value.data) === "encoding" ? "sparse" : undefined;
}

export function sparseTensorExtension(): StubExtension {
  return { ...enumAttributeHooks("sparse_tensor", sparseTensorEnumAttributes, parseOtherAttribute), parseType: parseSparseTensorType, getAlias, opaqueInterfaceImpl: sparseTensorOpaqueInterfaceImpl };
}
