// The quant dialect as mlir-opt 19 registers it: its ops as a stub (generated/upstream),
// its types' syntax and its bytecode encodings. A quant type is parsed and verified like
// upstream, then kept as an OpaqueType holding the canonical body MLIR prints (the
// representation its bytecode encodings, generated from
// defs/mlir/Dialect/Quant/QuantDialectBytecode.td, read and write through quant-fields.ts), so
// `!quant.uniform<ui8:f32, 1.0>` re-prints as `!quant.uniform<u8:f32, 1.000000e+00>`.
import { OpaqueType, type Dialect, type DialectAsmParser, type Type } from "../../ir/index.js";
import { AsmParser, AsmParserState } from "../../asm/op-asm/index.js";
import { quantStub } from "../../../generated/upstream/stubs.js";
import { stubDialect } from "../upstream/stub-dialect.js";
import { parseQuantType } from "./type-parser.js";
import { quantTypeBody } from "./quant-types.js";
import { quantBytecode } from "../../../generated/quant-bytecode.js";

export { parseQuantType, diagnosticDouble } from "./type-parser.js";
export { quantTypeBody, type QuantTypeValue, type QuantStorage } from "./quant-types.js";

function parseType(parser: DialectAsmParser): Type {
  if (!(parser instanceof AsmParserState)) throw new TypeError("the quant dialect parses with the text layer's parser state");
  const value = parseQuantType(new AsmParser(parser));
  return OpaqueType.get(parser.context, "quant", quantTypeBody(value));
}

// Quant has no attributes and tsmlir parses all its types: nothing of it is kept opaque.
export const quantDialect: Dialect = stubDialect(quantStub, { parseType, bytecode: quantBytecode, keepsUnknownSyntaxOpaque: false });
