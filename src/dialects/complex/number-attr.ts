// complex's number attribute, `#complex.number<:f64 1.0, 0.0>`: read as MLIR's NumberAttr
// parser reads it (an element type and two floats; its type is the complex of that element
// type, whatever type follows) and kept as the opaque attribute holding the body mlir-opt
// prints (`<:f64 1.000000e+00, 0.000000e+00>`).
import { ComplexType, FloatAttr, FloatType, OpaqueAttr, type Attribute, type DialectAsmParser, type Type } from "../../ir/index.js";
import { formatFloat, roundToKind } from "../../ir/apfloat.js";
import { AsmParser, AsmParserState } from "../../asm/op-asm/index.js";
import { printTypeText } from "../../asm/standalone.js";

/** A float literal, an integer literal or a negated one, as MLIR's parseFloat reads it. */
function parseFloatValue(parser: AsmParser): number {
  const negative = parser.parseOptionalMinus();
  const location = parser.getCurrentLocation();
  const integer = parser.parseOptionalInteger();
  let value: number;
  if (integer !== undefined) value = Number(integer);
  else {
    const attr = parser.parseOptionalAttribute(FloatType.get(parser.getContext(), "f64"));
    if (!(attr instanceof FloatAttr)) throw parser.emitError(location, "expected floating point literal");
    value = attr.value;
  }
  return negative ? -value : value;
}

/** The complex dialect's attribute hook: `number<...>` parsed, anything else left opaque. */
export function parseComplexAttribute(dialectParser: DialectAsmParser, _type: Type | undefined): Attribute | undefined {
  if (!(dialectParser instanceof AsmParserState)) throw new TypeError("the complex dialect parses with the text layer's parser state");
  const parser = new AsmParser(dialectParser);
  if (!parser.parseOptionalKeyword("number")) return undefined;
  parser.parseLess();
  parser.parseColon();
  const elementType = parser.parseType();
  const real = parseFloatValue(parser);
  parser.parseComma();
  const imag = parseFloatValue(parser);
  parser.parseGreater();
  const text = (value: number): string => (elementType instanceof FloatType ? formatFloat(elementType.kind, roundToKind(elementType.kind, value)).text : String(value));
  return OpaqueAttr.get(parser.getContext(), "complex", `number<:${printTypeText(elementType)} ${text(real)}, ${text(imag)}>`, ComplexType.get(elementType));
}
