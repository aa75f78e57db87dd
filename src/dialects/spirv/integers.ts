// MLIR's parseInteger into an unsigned C++ integer (uint32_t, bool), as spirv's parsers read
// offsets, strides, decoration values, descriptor sets and flags: the literal (or `true` /
// `false`), optionally negated, narrowed as MLIR narrows the APInt it read (a small negative
// value wraps: `-1` is 4294967295 as a uint32_t), "integer value too large" when the narrowed
// value does not give back the literal.
import type { AsmParser } from "../../asm/op-asm/index.js";
import { integerTokenValue, TokenKind } from "../../asm/token.js";

/** The next integer as a `bits`-wide unsigned value, or undefined when no integer starts here. */
export function parseOptionalUnsigned(parser: AsmParser, bits: number): number | undefined {
  const at = parser.getCurrentLocation();
  // MLIR reads `false` and `true` as 1-bit integers.
  if (parser.parseOptionalKeyword("false")) return 0;
  if (parser.parseOptionalKeyword("true")) return 1;
  const negative = parser.p.lexer.kind === TokenKind.Minus;
  if (negative) {
    parser.p.consume();
    if (parser.p.lexer.kind !== TokenKind.Integer) throw parser.p.error("expected integer value");
  } else if (parser.p.lexer.kind !== TokenKind.Integer) {
    return undefined;
  }
  const spelling = parser.p.lexer.spelling();
  const magnitude = integerTokenValue(spelling);
  parser.p.consume();
  // The APInt MLIR reads: 4 bits a digit, one more when the top one is set, then negated.
  const digits = spelling.startsWith("0x") ? spelling.length - 2 : spelling.length;
  let width = Math.max(1, 4 * digits);
  if ((magnitude >> BigInt(width - 1)) & 1n) width++;
  const pattern = negative ? BigInt.asUintN(width, -magnitude) : magnitude;
  const narrowed = width < bits ? BigInt.asUintN(bits, BigInt.asIntN(width, pattern)) : BigInt.asUintN(bits, pattern);
  if (BigInt.asUintN(width, narrowed) !== pattern) throw parser.emitError(at, "integer value too large");
  return Number(narrowed);
}

/** The next integer as a `bits`-wide unsigned value; "expected integer value" when there is none. */
export function parseUnsigned(parser: AsmParser, bits: number): number {
  const at = parser.getCurrentLocation();
  const value = parseOptionalUnsigned(parser, bits);
  if (value === undefined) throw parser.emitError(at, "expected integer value");
  return value;
}

export function parseUnsigned32(parser: AsmParser): number {
  return parseUnsigned(parser, 32);
}
