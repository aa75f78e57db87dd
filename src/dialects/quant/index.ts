// The quant dialect as mlir-opt 19 registers it, for its types' syntax: a quant type is
// parsed and verified like upstream, then kept as an OpaqueType holding the canonical
// body MLIR prints (the representation the bytecode layer's quant encoding expects), so
// `!quant.uniform<ui8:f32, 1.0>` re-prints as `!quant.uniform<u8:f32, 1.000000e+00>`.
// quant ops are not defined by tsmlir; they parse as unregistered ops.
import { OpaqueType, type Dialect, type DialectAsmParser, type Type } from "../../ir/index.js";
import { AsmParser, AsmParserState } from "../../asm/op-asm/index.js";
import { parseQuantType } from "./type-parser.js";
import { quantTypeBody } from "./quant-types.js";

export { parseQuantType, diagnosticDouble } from "./type-parser.js";
export { quantTypeBody, type QuantTypeValue, type QuantStorage } from "./quant-types.js";

function parseType(parser: DialectAsmParser): Type {
  if (!(parser instanceof AsmParserState)) throw new TypeError("the quant dialect parses with the text layer's parser state");
  const value = parseQuantType(new AsmParser(parser));
  return OpaqueType.get(parser.context, "quant", quantTypeBody(value));
}

export const quantDialect: Dialect = {
  namespace: "quant",
  parseType,
};
