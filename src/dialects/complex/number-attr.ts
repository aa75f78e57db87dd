// complex's number attribute, `#complex.number<:f64 1.0, 0.0>` (ComplexDialect.cpp in MLIR
// 19): an element type and two floats. Its type is the complex type of that element type,
// whatever type may follow the attribute; the parts are printed in the element type's
// semantics (`1.000000e+00`, `0x7C00` for an f16 infinity).
import { ComplexType, FloatType, type Type } from "../../ir/index.js";
import { formatFloat, roundToKind } from "../../ir/apfloat.js";
import type { AttrTypeAsmParser, AttrTypeAsmPrinter } from "../runtime/attr-type-asm.js";
import type { AttrTypeErrorEmitter } from "../runtime/attr-type-storage.js";
import { printType } from "../runtime/values.js";
import { NumberAttr } from "../../../generated/complex.js";

export function parseNumberAttr(parser: AttrTypeAsmParser, _type: Type | undefined): NumberAttr {
  parser.parseLess();
  parser.parseColon();
  const elementType = parser.parseType();
  const real = parser.parseFloat();
  parser.parseComma();
  const imag = parser.parseFloat();
  parser.parseGreater();
  // MLIR's builder converts the doubles to the element type's semantics.
  const round = (value: number): number => (elementType instanceof FloatType ? roundToKind(elementType.kind, value) : value);
  return NumberAttr.getWithTypeRealImag(ComplexType.get(elementType), round(real), round(imag));
}

export function printNumberAttr(attr: NumberAttr, printer: AttrTypeAsmPrinter): void {
  const type = attr.getType();
  const element = type instanceof ComplexType ? type.elementType : type;
  // A non-float element keeps the parts as doubles (MLIR never converts them then).
  const kind = element instanceof FloatType ? element.kind : "f64";
  printer.write("<:");
  printer.printType(element);
  printer.write(` ${formatFloat(kind, attr.getReal()).text}, ${formatFloat(kind, attr.getImag()).text}>`);
}

/** NumberAttr::verify: the attribute's type is a complex type. */
export function verifyNumberAttr(emitError: AttrTypeErrorEmitter, _real: number, _imag: number, type: Type): void {
  if (!(type instanceof ComplexType)) throw emitError(`complex attribute must be a complex type, got ${printType(type)}`);
}
