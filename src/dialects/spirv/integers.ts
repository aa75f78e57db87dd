// MLIR's parseInteger into a uint32_t, as spirv's parsers read offsets, strides and
// decoration values: the literal, optionally negated, narrowed to 32 bits as MLIR narrows
// the APInt it read (a small negative value wraps: `-1` is 4294967295), "integer value too
// large" when the narrowed value does not give back the literal.
import type { AsmParser } from "../../asm/op-asm/index.js";
import { TokenKind } from "../../asm/token.js";
import { integerTokenValue } from "../../asm/token.js";

export function parseUnsigned32(parser: AsmParser): number {
  const at = parser.getCurrentLocation();
  const negative = parser.p.lexer.kind === TokenKind.Minus;
  if (negative) {
    parser.p.consume();
    if (parser.p.lexer.kind !== TokenKind.Integer) throw parser.p.error("expected integer value");
  } else if (parser.p.lexer.kind !== TokenKind.Integer) {
    throw parser.emitError(at, "expected integer value");
  }
  const spelling = parser.p.lexer.spelling();
  const magnitude = integerTokenValue(spelling);
  parser.p.consume();
  // The APInt MLIR reads: 4 bits a digit, one more when the top one is set, then negated.
  const digits = spelling.startsWith("0x") ? spelling.length - 2 : spelling.length;
  let width = Math.max(1, 4 * digits);
  if ((magnitude >> BigInt(width - 1)) & 1n) width++;
  const pattern = negative ? BigInt.asUintN(width, -magnitude) : magnitude;
  const narrowed = width < 32 ? BigInt.asUintN(32, BigInt.asIntN(width, pattern)) : BigInt.asUintN(32, pattern);
  if (BigInt.asUintN(width, narrowed) !== pattern) throw parser.emitError(at, "integer value too large");
  return Number(narrowed);
}
