// The polynomials of the polynomial dialect as text (MLIR's IntPolynomialAttr and
// FloatPolynomialAttr parse and print): `<1 + 3x + x**4>`, monomials joined by `+`, each a
// coefficient, the one indeterminate, or both, with `**` and an exponent. mlir-opt keeps
// them sorted by exponent and prints a coefficient of 1 only alone.
import type { AsmParser } from "../../asm/op-asm/index.js";
import { doubleToAPFloatString } from "../../ir/apfloat.js";
import { DiagnosticsError } from "../../asm/errors.js";
import { DiagnosticError } from "../../support/diagnostic.js";

/** A monomial's coefficient as printed, and its exponent. */
interface Monomial {
  readonly coefficient: string;
  readonly isOne: boolean;
  readonly exponent: bigint;
}

/** A coefficient reader: its text and whether it is 1, or undefined when no coefficient starts here. */
type CoefficientReader = (parser: AsmParser) => { readonly text: string; readonly isOne: boolean } | undefined;

const readInteger: CoefficientReader = (parser) => {
  const value = parser.parseOptionalInteger();
  return value === undefined ? undefined : { text: value.toString(), isOne: value === 1n };
};

const readFloat: CoefficientReader = (parser) => {
  // MLIR reads every float coefficient with parseFloat, which is not optional: a monomial
  // without one fails there.
  const value = parser.parseFloatValue();
  return { text: doubleToAPFloatString(value), isOne: value === 1 };
};

/** One monomial (MLIR's parseMonomial); undefined where MLIR's fails without a message of its own. */
function parseMonomial(parser: AsmParser, read: CoefficientReader, variables: Set<string>): { monomial: Monomial; more: boolean } | undefined {
  const coefficient = read(parser);
  const value = coefficient ?? { text: "1", isOne: true };
  if (parser.parseOptionalPlus()) {
    if (coefficient === undefined) return undefined;
    return { monomial: { coefficient: value.text, isOne: value.isOne, exponent: 0n }, more: true };
  }
  const variable = parser.parseOptionalKeywordAny();
  if (variable === undefined) {
    if (coefficient === undefined) return undefined;
    return { monomial: { coefficient: value.text, isOne: value.isOne, exponent: 0n }, more: false };
  }
  variables.add(variable);
  let exponent = 1n;
  if (parser.parseOptionalStar()) {
    parser.parseStar();
    try {
      exponent = parser.parseInteger();
    } catch (error) {
      if (!(error instanceof DiagnosticError)) throw error;
      const second = parser.emitError(parser.getCurrentLocation(), "found invalid integer exponent");
      throw new DiagnosticsError([...error.diagnostics, ...second.diagnostics]);
    }
  }
  return { monomial: { coefficient: value.text, isOne: value.isOne, exponent }, more: parser.parseOptionalPlus() };
}

function monomialText(m: Monomial): string {
  const coefficient = m.isOne && m.exponent >= 1n ? "" : m.coefficient;
  if (m.exponent === 0n) return coefficient;
  if (m.exponent === 1n) return `${coefficient}x`;
  return `${coefficient}x**${m.exponent}`;
}

/** `<monomials>`: the printed polynomial (without its angle brackets). */
function parsePolynomial(parser: AsmParser, read: CoefficientReader, emit: (offset: number, message: string) => Error): string {
  parser.parseLess();
  const monomials: Monomial[] = [];
  const variables = new Set<string>();
  for (;;) {
    let parsed: ReturnType<typeof parseMonomial>;
    try {
      parsed = parseMonomial(parser, read, variables);
    } catch (error) {
      // A monomial that fails with errors of its own gets MLIR's summary too.
      if (!(error instanceof DiagnosticError)) throw error;
      const summary = emit(parser.getCurrentLocation(), "expected a monomial");
      throw new DiagnosticsError([...error.diagnostics, ...(summary instanceof DiagnosticError ? summary.diagnostics : [])]);
    }
    if (parsed === undefined) throw emit(parser.getCurrentLocation(), "expected a monomial");
    monomials.push(parsed.monomial);
    if (parsed.more) continue;
    if (parser.parseOptionalGreater()) break;
    throw emit(parser.getCurrentLocation(), "expected + and more monomials, or > to end polynomial attribute");
  }
  if (variables.size > 1) throw emit(parser.getCurrentLocation(), `polynomials must have one indeterminate, but there were multiple: ${[...variables].sort().join(", ")}`);
  const sorted = [...monomials].sort((a, b) => (a.exponent < b.exponent ? -1 : a.exponent > b.exponent ? 1 : 0));
  if (sorted.some((m, i) => i > 0 && (sorted[i - 1] as Monomial).exponent === m.exponent)) {
    throw emit(parser.getCurrentLocation(), "parsed polynomial must have unique exponents among monomials");
  }
  return sorted.map(monomialText).join(" + ");
}

export function parseIntPolynomial(parser: AsmParser, emit: (offset: number, message: string) => Error): string {
  return parsePolynomial(parser, readInteger, emit);
}

export function parseFloatPolynomial(parser: AsmParser, emit: (offset: number, message: string) => Error): string {
  return parsePolynomial(parser, readFloat, emit);
}
