// Dialect attribute syntax helpers used by generated parse/print hooks: mnemonics and
// enum keywords read from the shared MLIR lexer, with MLIR's diagnostics.
import type { AsmParserState } from "../asm/parser-state.js";
import { TokenKind } from "../asm/token.js";
import type { DiagnosticError } from "../support/diagnostic.js";
import { DiagnosticsError } from "../asm/errors.js";
import { emitErrorAt } from "../asm/op-asm/emit-error.js";

/** The parser a dialect hook receives (the text layer's parser state). */
export type DialectParser = AsmParserState;

export interface Mnemonic {
  readonly name: string;
  readonly offset: number;
}

function isWordStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
}

/** The current token when it is a bare word (identifiers and keywords), else undefined. */
function currentWord(p: DialectParser): string | undefined {
  const lexer = p.lexer;
  if (lexer.kind === TokenKind.Eof || lexer.kind === TokenKind.Error) return undefined;
  if (!isWordStart(lexer.text.charCodeAt(lexer.start))) return undefined;
  return lexer.spelling();
}

export function parseMnemonic(p: DialectParser): Mnemonic {
  const offset = p.lexer.start;
  const word = currentWord(p);
  if (word === undefined) throw p.wrongTokenError("expected valid keyword");
  p.consume();
  return { name: word, offset };
}

export function unknownMnemonic(p: DialectParser, mnemonic: Mnemonic, dialect: string, what: "attribute" | "type"): DiagnosticError {
  return p.errorAt(mnemonic.offset, `unknown ${what} \`${mnemonic.name}\` in dialect \`${dialect}\``);
}

const PUNCTUATION: ReadonlyMap<string, TokenKind> = new Map([
  ["<", TokenKind.Less],
  [">", TokenKind.Greater],
  [",", TokenKind.Comma],
  ["|", TokenKind.VerticalBar],
]);

export function expectPunctuation(p: DialectParser, spelling: string): void {
  const kind = PUNCTUATION.get(spelling);
  if (kind === undefined) throw new RangeError(`unsupported punctuation '${spelling}'`);
  p.expect(kind, `expected '${spelling}'`);
}

/** Where an enum is parsed: MLIR's names for the diagnostics. */
export interface EnumSyntax {
  /** The C++-qualified enum name MLIR prints (`::mlir::arith::FastMathFlags`). */
  readonly qualifiedName: string;
  /** The attribute definition and parameter being parsed, for the follow-up "failed to parse" error. */
  readonly attrDefName: string;
  readonly paramName: string;
}

function enumFailure(p: DialectParser, first: DiagnosticError, syntax: EnumSyntax): DiagnosticsError {
  const second = emitErrorAt(
    p,
    p.lexer.start,
    `failed to parse ${syntax.attrDefName} parameter '${syntax.paramName}' which is to be a \`${syntax.qualifiedName}\``,
  );
  return new DiagnosticsError([first.diagnostic, second.diagnostic]);
}

function enumKeyword<T>(p: DialectParser, symbolize: (text: string) => T | undefined, syntax: EnumSyntax, spellings: readonly string[], start?: number): T {
  // A bit enum's keywords are symbolized together upstream, so an unknown one is reported where the list starts.
  const offset = start ?? p.lexer.start;
  const word = currentWord(p);
  if (word === undefined) throw enumFailure(p, p.wrongTokenError("expected valid keyword"), syntax);
  p.consume();
  const value = symbolize(word);
  if (value === undefined) throw enumFailure(p, emitErrorAt(p, offset, `expected ${syntax.qualifiedName} to be one of: ${spellings.join(", ")}`), syntax);
  return value;
}

/** One enum keyword, with MLIR's two diagnostics on anything else. */
export function parseEnumKeyword<T>(p: DialectParser, symbolize: (text: string) => T | undefined, syntax: EnumSyntax, spellings: readonly string[]): T {
  return enumKeyword(p, symbolize, syntax, spellings);
}

/** Keywords separated by `separator` (`,` or `|`), or-ed together. */
export function parseBitEnumKeywords(
  p: DialectParser,
  symbolize: (text: string) => number | undefined,
  syntax: EnumSyntax,
  spellings: readonly string[],
  separator: string,
): number {
  const start = p.lexer.start;
  let value = enumKeyword(p, symbolize, syntax, spellings, start);
  const kind = PUNCTUATION.get(separator);
  while (kind !== undefined && p.consumeIf(kind)) value |= enumKeyword(p, symbolize, syntax, spellings, start);
  return value;
}

/** A string naming a parameter value inside uniquing keys. */
export function uniqueKeyPart(value: unknown): string {
  if (typeof value === "object" && value !== null && "uid" in value) return `#${String((value as { uid: number }).uid)}`;
  if (Array.isArray(value)) return `[${value.map(uniqueKeyPart).join(",")}]`;
  return JSON.stringify(typeof value === "bigint" ? `${value}n` : value) ?? "undefined";
}
