// What polynomial's verifiers ask of a ring (MLIR's RingAttr getters): its coefficient type,
// its coefficient modulus and the degree of its polynomial modulus. tsmlir keeps rings opaque
// with the text mlir-opt prints (`<coefficientType = i32, coefficientModulus = 7 : i64,
// polynomialModulus = <1 + x**4>>`, parameters in declaration order), so the facts are read
// back from that canonical text; the ring's own identity is that text.
import { IntegerAttr, OpaqueAttr, type Attribute, type MLIRContext, type Type } from "../../ir/index.js";
import { parseAttributeText, parseTypeText } from "../../asm/standalone.js";
import { isPolynomialType } from "./attributes.js";

export interface RingFacts {
  /** The printed `<...>` body, equal for equal rings. */
  readonly body: string;
  readonly coefficientType: Type;
  readonly coefficientModulus: IntegerAttr | undefined;
  /** The highest exponent of the polynomial modulus, when the ring has one. */
  readonly polynomialModulusDegree: number | undefined;
}

const MODULUS = ", coefficientModulus = ";
const POLYNOMIAL_MODULUS = ", polynomialModulus = ";
const TYPE_KEY = "coefficientType = ";

/** The degree of a printed int polynomial `<c0 + c1x + ... + x**n>`: its highest exponent (0 for a constant). */
export function polynomialDegree(printed: string): number {
  let degree = 0;
  for (const monomial of printed.replace(/^<|>$/g, "").split(" + ")) {
    const power = /x\*\*(\d+)$/.exec(monomial);
    const exponent = power !== null ? Number(power[1]) : /x$/.test(monomial) ? 1 : 0;
    degree = Math.max(degree, exponent);
  }
  return degree;
}

/** The facts of a printed ring body `<coefficientType = ...>`. */
export function ringFactsOfBody(context: MLIRContext, body: string): RingFacts | undefined {
  if (!body.startsWith(`<${TYPE_KEY}`) || !body.endsWith(">")) return undefined;
  const inner = body.slice(1 + TYPE_KEY.length, -1);
  // The parameters print in order: the type, then the optional modulus, then the optional polynomial.
  const polyAt = inner.indexOf(POLYNOMIAL_MODULUS);
  const beforePoly = polyAt < 0 ? inner : inner.slice(0, polyAt);
  const modAt = beforePoly.indexOf(MODULUS);
  const typeText = modAt < 0 ? beforePoly : beforePoly.slice(0, modAt);
  const modulus = modAt < 0 ? undefined : parseAttributeText(beforePoly.slice(modAt + MODULUS.length), context);
  return {
    body,
    coefficientType: parseTypeText(typeText, context),
    coefficientModulus: modulus instanceof IntegerAttr ? modulus : undefined,
    polynomialModulusDegree: polyAt < 0 ? undefined : polynomialDegree(inner.slice(polyAt + POLYNOMIAL_MODULUS.length)),
  };
}

/** The ring of a `!polynomial.polynomial<ring = <...>>`. */
export function ringOfPolynomialType(type: Type): RingFacts | undefined {
  if (!isPolynomialType(type)) return undefined;
  const match = /^polynomial<ring = (<.*>)>$/s.exec(type.data);
  return match === null ? undefined : ringFactsOfBody(type.context, match[1] as string);
}

/** The ring a `#polynomial.ring<...>` attribute holds; undefined for another attribute. */
export function ringOfAttribute(attr: Attribute): RingFacts | undefined {
  if (!(attr instanceof OpaqueAttr) || attr.dialect !== "polynomial" || !attr.data.startsWith("ring<")) return undefined;
  return ringFactsOfBody(attr.context, attr.data.slice("ring".length));
}
