// polynomial's attributes and type: `#polynomial.int_polynomial<1 + x**64>`,
// `#polynomial.float_polynomial<...>`, the ring `#polynomial.ring<coefficientType = i32,
// coefficientModulus = 7 : i64, polynomialModulus = <1 + x**4>>` (ODS's `struct(params)`:
// any order in, declaration order out, absent optional ones left out) and the type
// `!polynomial.polynomial<ring = <...>>`. tsmlir keeps them opaque, with the text mlir-opt
// prints; op formats read the type stripped (`<ring = ...>`) through the same parsers.
import { IntegerAttr, OpaqueAttr, OpaqueType, type Attribute, type DialectAsmParser, type Type } from "../../ir/index.js";
import { AsmParser, AsmParserState } from "../../asm/op-asm/index.js";
import { AttrTypeAsmParser, parseTypeDefParameter } from "../runtime/attr-type-asm.js";
import { printAttributeText, printTypeText } from "../../asm/standalone.js";
import { TokenKind } from "../../asm/token.js";
import { DiagnosticError } from "../../support/diagnostic.js";
import { parseFloatPolynomial, parseIntPolynomial } from "./polynomial-text.js";

type Emit = (offset: number, message: string) => DiagnosticError;

/**
 * One struct parameter; when its parser fails, MLIR's FieldParser adds `failed to parse
 * <Def> parameter '<name>' which is to be a `<type>`` at the point reached.
 */
function parseParameter<T>(parser: AsmParser, _emit: Emit, defName: string, name: string, typeName: string, parse: () => T): T {
  return parseTypeDefParameter(parser, defName, name, typeName, parse);
}

/** An IntegerAttr parameter (MLIR's parseAttribute<IntegerAttr>), printed with its type. */
function parseIntegerParameter(parser: AsmParser, emit: Emit, defName: string, name: string): string {
  return parseParameter(parser, emit, defName, name, "::mlir::IntegerAttr", () => {
    const at = parser.getCurrentLocation();
    const value = parser.parseAttribute();
    if (!(value instanceof IntegerAttr)) throw emit(at, "invalid kind of attribute specified");
    return printAttributeText(value);
  });
}

function parserOf(state: DialectAsmParser): { parser: AsmParser; emit: Emit; atHash: () => boolean } {
  if (!(state instanceof AsmParserState)) throw new TypeError("the polynomial dialect parses with the text layer's parser state");
  const parser = AttrTypeAsmParser.of(state);
  return { parser, emit: (offset, message) => parser.emitError(offset, message), atHash: () => state.lexer.kind === TokenKind.HashIdentifier };
}

/** The `<...>` body of an int_polynomial attribute (as the ring prints it stripped). */
function intPolynomialBody(attr: Attribute): string | undefined {
  if (!(attr instanceof OpaqueAttr) || attr.dialect !== "polynomial") return undefined;
  return /^int_polynomial(<.*>)$/s.exec(attr.data)?.[1];
}

/**
 * `<` and `name = value` pairs in any order, each parameter once; the caller checks the
 * required parameters, then reads the closing `>` (here already when there are none).
 */
function parseStruct(parser: AsmParser, emit: Emit, names: readonly string[], parseValue: (name: string) => void): Set<string> {
  const seen = new Set<string>();
  parser.parseLess();
  if (parser.parseOptionalGreater()) return seen;
  do {
    const name = parser.parseStructParameterName();
    parser.parseEqual();
    // MLIR reports an unknown or repeated name where its value starts.
    if (!names.includes(name) || seen.has(name)) throw emit(parser.getCurrentLocation(), `duplicate or unknown struct parameter name: ${name}`);
    seen.add(name);
    parseValue(name);
  } while (parser.parseOptionalComma());
  return seen;
}

const RING = "Polynomial_RingAttr";

/** The ring's polynomial modulus: a full attribute after `#` (an alias, say), else the stripped form `<...>`. */
function parsePolynomialModulus(parser: AsmParser, emit: Emit, atHash: () => boolean): string {
  if (!atHash()) return `<${parseIntPolynomial(parser, emit)}>`;
  const at = parser.getCurrentLocation();
  const body = intPolynomialBody(parser.parseAttribute());
  if (body === undefined) throw emit(at, "invalid kind of attribute specified");
  return body;
}

/** `#polynomial.primitive_root<value = 31 : i16, degree = 8 : index>`: both parameters, in any order, printed in order and typed. */
function parsePrimitiveRootBody(parser: AsmParser, emit: Emit): string {
  const names = ["value", "degree"];
  const values = new Map<string, string>();
  parser.parseLess();
  for (let i = 0; i < names.length; i++) {
    if (i > 0) parser.parseComma();
    const name = parser.parseStructParameterName();
    parser.parseEqual();
    if (!names.includes(name) || values.has(name)) throw emit(parser.getCurrentLocation(), `duplicate or unknown struct parameter name: ${name}`);
    values.set(name, parseIntegerParameter(parser, emit, "Polynomial_PrimitiveRootAttr", name));
  }
  parser.parseGreater();
  return `<${names.map((name) => `${name} = ${values.get(name) ?? ""}`).join(", ")}>`;
}

/** The ring's body `<coefficientType = ..., ...>`, as printed. */
function parseRingBody(parser: AsmParser, emit: Emit, atHash: () => boolean): string {
  const values = new Map<string, string>();
  const seen = parseStruct(parser, emit, ["coefficientType", "coefficientModulus", "polynomialModulus"], (name) => {
    if (name === "coefficientType") values.set(name, parseParameter(parser, emit, RING, name, "Type", () => printTypeText(parser.parseType())));
    else if (name === "coefficientModulus") values.set(name, parseIntegerParameter(parser, emit, RING, name));
    else values.set(name, parseParameter(parser, emit, RING, name, "::mlir::polynomial::IntPolynomialAttr", () => parsePolynomialModulus(parser, emit, atHash)));
  });
  if (!seen.has("coefficientType")) throw emit(parser.getCurrentLocation(), "struct is missing required parameter: coefficientType");
  if (seen.size > 0) parser.parseGreater();
  const parts = ["coefficientType", "coefficientModulus", "polynomialModulus"].flatMap((n) => (values.has(n) ? [`${n} = ${values.get(n)}`] : []));
  return `<${parts.join(", ")}>`;
}

/** A ring attribute (`#polynomial.ring<...>`, an alias of one) or its stripped body, as printed stripped. */
function parseRingParameter(parser: AsmParser, emit: Emit, atHash: () => boolean): string {
  if (!atHash()) return parseRingBody(parser, emit, atHash);
  const at = parser.getCurrentLocation();
  const ring = parser.parseAttribute();
  const body = ring instanceof OpaqueAttr && ring.dialect === "polynomial" ? /^ring(<.*>)$/s.exec(ring.data)?.[1] : undefined;
  if (body === undefined) throw emit(at, "invalid kind of attribute specified");
  return body;
}

/** The body of one of polynomial's attribute classes (MLIR's `<Attr>::parse`), or undefined for another mnemonic. */
export function parsePolynomialAttributeBody(mnemonic: string, state: DialectAsmParser, _type: Type | undefined): Attribute | undefined {
  const { parser, emit, atHash } = parserOf(state);
  const context = parser.getContext();
  switch (mnemonic) {
    case "int_polynomial":
      return OpaqueAttr.get(context, "polynomial", `int_polynomial<${parseIntPolynomial(parser, emit)}>`);
    case "float_polynomial":
      return OpaqueAttr.get(context, "polynomial", `float_polynomial<${parseFloatPolynomial(parser, emit)}>`);
    case "ring":
      return OpaqueAttr.get(context, "polynomial", `ring${parseRingBody(parser, emit, atHash)}`);
    case "primitive_root":
      return OpaqueAttr.get(context, "polynomial", `primitive_root${parsePrimitiveRootBody(parser, emit)}`);
    case "typed_int_polynomial":
    case "typed_float_polynomial": {
      // `$value : $type`: the polynomial stripped, then the type the attribute carries.
      const body = mnemonic === "typed_int_polynomial" ? parseIntPolynomial(parser, emit) : parseFloatPolynomial(parser, emit);
      parser.parseColon();
      return typedPolynomial(mnemonic === "typed_int_polynomial" ? "int" : "float", `<${body}>`, parser.parseType());
    }
    default:
      return undefined;
  }
}

export function parsePolynomialAttribute(state: DialectAsmParser, type: Type | undefined): Attribute | undefined {
  const { parser } = parserOf(state);
  const mnemonic = parser.parseOptionalKeywordAny(["int_polynomial", "float_polynomial", "ring", "primitive_root", "typed_int_polynomial", "typed_float_polynomial"]);
  return mnemonic === undefined ? undefined : parsePolynomialAttributeBody(mnemonic, state, type);
}

/** The body of `!polynomial.polynomial`: `<ring = ...>`, as printed. */
export function parsePolynomialTypeBody(state: DialectAsmParser): string {
  const { parser, emit, atHash } = parserOf(state);
  let ring: string | undefined;
  parseStruct(parser, emit, ["ring"], () => {
    ring = parseParameter(parser, emit, "Polynomial_PolynomialType", "ring", "::mlir::polynomial::RingAttr", () => parseRingParameter(parser, emit, atHash));
  });
  if (ring === undefined) throw emit(parser.getCurrentLocation(), "struct is missing required parameter: ring");
  parser.parseGreater();
  return `<ring = ${ring}>`;
}

export function polynomialType(context: AsmParserState["context"], body: string): Type {
  return OpaqueType.get(context, "polynomial", `polynomial${body}`);
}

export function parsePolynomialType(state: DialectAsmParser): Type | undefined {
  const { parser } = parserOf(state);
  if (!parser.parseOptionalKeyword("polynomial")) return undefined;
  return polynomialType(parser.getContext(), parsePolynomialTypeBody(state));
}

/** Whether `type` is a `!polynomial.polynomial`. */
export function isPolynomialType(type: Type): type is OpaqueType {
  return type instanceof OpaqueType && type.dialect === "polynomial" && type.data.startsWith("polynomial<");
}

/** `#polynomial.typed_<kind>_polynomial`: a polynomial (its printed `<...>`) with the type it is a constant of. */
export function typedPolynomial(kind: "int" | "float", body: string, type: Type): Attribute {
  return OpaqueAttr.get(type.context, "polynomial", `typed_${kind}_polynomial ${body} : ${printTypeText(type)}`, type);
}

/** The kind and printed `<...>` polynomial of a typed polynomial attribute, or undefined for another attribute. */
export function typedPolynomialParts(attr: Attribute | undefined): { readonly kind: "int" | "float"; readonly body: string } | undefined {
  if (!(attr instanceof OpaqueAttr) || attr.dialect !== "polynomial") return undefined;
  const match = /^typed_(int|float)_polynomial (<[^>]*>) : /s.exec(attr.data);
  return match === null ? undefined : { kind: match[1] as "int" | "float", body: match[2] as string };
}
