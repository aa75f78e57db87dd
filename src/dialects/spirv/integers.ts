// MLIR's parseInteger into a C++ integer (uint32_t, int, bool), as spirv's parsers read
// offsets, strides, decoration values, descriptor sets, sizes and flags: the literal (or
// `true` / `false`, 1-bit values), optionally negated, narrowed as MLIR narrows the APInt it
// read (sign-extended or truncated to the C++ width: `-1` is 4294967295 as a uint32_t, `true`
// is -1 as an int), "integer value too large" when the narrowed value does not give back the
// literal.
import type { AsmParser } from "../../asm/op-asm/index.js";
import { integerTokenValue, TokenKind } from "../../asm/token.js";

/** The APInt MLIR reads: its bit pattern and width; undefined when no integer starts here. */
function readLiteral(parser: AsmParser): { readonly pattern: bigint; readonly width: number } | undefined {
  if (parser.parseOptionalKeyword("false")) return { pattern: 0n, width: 1 };
  if (parser.parseOptionalKeyword("true")) return { pattern: 1n, width: 1 };
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
  // 4 bits a digit, one more when the top one is set, then negated.
  const digits = spelling.startsWith("0x") ? spelling.length - 2 : spelling.length;
  let width = Math.max(1, 4 * digits);
  if ((magnitude >> BigInt(width - 1)) & 1n) width++;
  return { pattern: negative ? BigInt.asUintN(width, -magnitude) : magnitude, width };
}

/** `pattern` sign-extended or truncated to `bits` (APInt::sextOrTrunc), as an unsigned value. */
function sextOrTrunc(pattern: bigint, width: number, bits: number): bigint {
  return width < bits ? BigInt.asUintN(bits, BigInt.asIntN(width, pattern)) : BigInt.asUintN(bits, pattern);
}

/** The next integer as a `bits`-wide unsigned value, or undefined when no integer starts here. */
export function parseOptionalUnsigned(parser: AsmParser, bits: number): number | undefined {
  const at = parser.getCurrentLocation();
  const literal = readLiteral(parser);
  if (literal === undefined) return undefined;
  const narrowed = sextOrTrunc(literal.pattern, literal.width, bits);
  if (BigInt.asUintN(literal.width, narrowed) !== literal.pattern) throw parser.emitError(at, "integer value too large");
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

/** The next integer as a `bits`-wide signed value (C++ int), or undefined when no integer starts here. */
export function parseOptionalSigned(parser: AsmParser, bits: number): number | undefined {
  const at = parser.getCurrentLocation();
  const literal = readLiteral(parser);
  if (literal === undefined) return undefined;
  const result = BigInt.asIntN(bits, sextOrTrunc(literal.pattern, literal.width, bits));
  // APInt(width, (uint64_t)result): the 64-bit two's complement, truncated to the literal's width.
  const back = BigInt.asUintN(Math.min(literal.width, 64), BigInt.asUintN(64, result));
  if (back !== literal.pattern) throw parser.emitError(at, "integer value too large");
  return Number(result);
}

export function parseSigned(parser: AsmParser, bits: number): number {
  const at = parser.getCurrentLocation();
  const value = parseOptionalSigned(parser, bits);
  if (value === undefined) throw parser.emitError(at, "expected integer value");
  return value;
}
