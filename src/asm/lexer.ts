// The MLIR text lexer: a cursor over a byte string that produces one token at a time.
// The current token lives in plain fields (kind/start/end) so lexing allocates nothing
// except for bare identifiers (keyword lookup); callers slice the spelling on demand.
import type { SourceFile, SourceLocation } from "../support/source.js";
import { DiagnosticError } from "../support/diagnostic.js";
import { TokenKind, keywordKindAt } from "./token.js";

/** A saved token, for the few places that need to look back or re-lex. */
export interface Token {
  readonly kind: TokenKind;
  readonly start: number;
  readonly end: number;
}

// Character classes indexed by char code (< 128); everything else is "other".
const ALPHA = 1;
const DIGIT = 2;
const HEX = 4;
const BARE_REST = 8; // letter | digit | [_$.]
const SUFFIX_REST = 16; // letter | digit | [_$.-]
const classes = new Uint8Array(256);
for (let c = 0; c < 128; c++) {
  let bits = 0;
  const isAlpha = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  const isDigit = c >= 48 && c <= 57;
  if (isAlpha) bits |= ALPHA;
  if (isDigit) bits |= DIGIT | HEX;
  if ((c >= 65 && c <= 70) || (c >= 97 && c <= 102)) bits |= HEX;
  if (isAlpha || isDigit || c === 95 || c === 36 || c === 46) bits |= BARE_REST;
  if (isAlpha || isDigit || c === 95 || c === 36 || c === 46 || c === 45) bits |= SUFFIX_REST;
  classes[c] = bits;
}

function is(c: number, bits: number): boolean {
  return c < 256 && ((classes[c] as number) & bits) !== 0;
}

/** Characters of a string literal read one by one before the rest is scanned natively. */
const LONG_STRING = 256;
/** The characters that end a run of plain string-body characters. */
const STRING_STOPS: readonly string[] = ['"', "\\", "\n", "\v", "\f"];

export class Lexer {
  readonly file: SourceFile;
  readonly text: string;
  private readonly length: number;
  private pos: number;
  /**
   * Where the next quote, `\\`, newline, `\v` and `\f` are at or after the last position
   * asked (the length when there is none): a string body that has run past LONG_STRING
   * (hex payloads of megabytes) skips to the nearest of them with native searches. Each
   * is searched again only once the lexer has passed it (or moved back before where it
   * was searched from), so the searches of a whole file stay linear however many long
   * strings it has.
   */
  private readonly nextStop = new Float64Array(STRING_STOPS.length).fill(-1);
  private readonly stopSearchedFrom = new Float64Array(STRING_STOPS.length);

  /** The current token. */
  kind: TokenKind = TokenKind.Eof;
  start = 0;
  end = 0;
  /** Set when `kind` is Error: what went wrong and where (may differ from `start`). */
  errorMessage = "";
  errorOffset = 0;

  constructor(file: SourceFile, startOffset = 0) {
    this.file = file;
    this.text = file.text;
    this.length = file.text.length;
    this.pos = startOffset;
    this.next();
  }

  /** The spelling of the current token. */
  spelling(): string {
    return this.text.slice(this.start, this.end);
  }

  /** A snapshot of the current token. */
  token(): Token {
    return { kind: this.kind, start: this.start, end: this.end };
  }

  /** Whether the current token's spelling equals `s` (without slicing). */
  spellingIs(s: string): boolean {
    const n = s.length;
    if (this.end - this.start !== n) return false;
    const text = this.text;
    const start = this.start;
    for (let i = 0; i < n; i++) if (text.charCodeAt(start + i) !== s.charCodeAt(i)) return false;
    return true;
  }

  /** Re-lex from `offset` (a token start previously seen) and return the token kind there. */
  resetTo(offset: number): TokenKind {
    this.pos = offset;
    return this.next();
  }

  /** The offset just past the current token, where the next token's lexing starts. */
  get offsetAfterToken(): number {
    return this.pos;
  }

  location(offset: number = this.start): SourceLocation {
    return { file: this.file, offset };
  }

  /** A located error diagnostic, ready to throw. */
  errorAt(offset: number, message: string): DiagnosticError {
    return new DiagnosticError({ severity: "error", message, location: { file: this.file, offset } });
  }

  /** The diagnostic of the current Error token. */
  tokenError(): DiagnosticError {
    return this.errorAt(this.errorOffset, this.errorMessage);
  }

  private form(kind: TokenKind, start: number, end: number): TokenKind {
    this.kind = kind;
    this.start = start;
    this.end = end;
    this.pos = end;
    return kind;
  }

  private fail(start: number, errorOffset: number, message: string): TokenKind {
    this.errorMessage = message;
    this.errorOffset = errorOffset;
    this.kind = TokenKind.Error;
    this.start = start;
    this.end = Math.max(start, Math.min(errorOffset + 1, this.length));
    this.pos = this.end;
    return TokenKind.Error;
  }

  /** Advances to the next token and returns its kind. */
  next(): TokenKind {
    const text = this.text;
    const length = this.length;
    let pos = this.pos;
    for (;;) {
      if (pos >= length) return this.form(TokenKind.Eof, length, length);
      const start = pos;
      const c = text.charCodeAt(pos++);
      switch (c) {
        case 32: // ' '
        case 9: // \t
        case 10: // \n
        case 13: // \r
        case 0: // NUL in the middle of the buffer is skipped like whitespace
          continue;
        case 58: // :
          return this.form(TokenKind.Colon, start, pos);
        case 44: // ,
          return this.form(TokenKind.Comma, start, pos);
        case 40: // (
          return this.form(TokenKind.LParen, start, pos);
        case 41: // )
          return this.form(TokenKind.RParen, start, pos);
        case 123: // {
          if (text.charCodeAt(pos) === 45 && text.charCodeAt(pos + 1) === 35)
            return this.form(TokenKind.FileMetadataBegin, start, pos + 2);
          return this.form(TokenKind.LBrace, start, pos);
        case 125: // }
          return this.form(TokenKind.RBrace, start, pos);
        case 91: // [
          return this.form(TokenKind.LSquare, start, pos);
        case 93: // ]
          return this.form(TokenKind.RSquare, start, pos);
        case 60: // <
          return this.form(TokenKind.Less, start, pos);
        case 62: // >
          return this.form(TokenKind.Greater, start, pos);
        case 61: // =
          return this.form(TokenKind.Equal, start, pos);
        case 43: // +
          return this.form(TokenKind.Plus, start, pos);
        case 42: // *
          return this.form(TokenKind.Star, start, pos);
        case 45: // -
          if (text.charCodeAt(pos) === 62) return this.form(TokenKind.Arrow, start, pos + 1);
          return this.form(TokenKind.Minus, start, pos);
        case 63: // ?
          return this.form(TokenKind.Question, start, pos);
        case 124: // |
          return this.form(TokenKind.VerticalBar, start, pos);
        case 46: // .
          if (text.charCodeAt(pos) === 46 && text.charCodeAt(pos + 1) === 46)
            return this.form(TokenKind.Ellipsis, start, pos + 2);
          return this.fail(start, pos, "expected three consecutive dots for an ellipsis");
        case 47: // /
          if (text.charCodeAt(pos) === 47) {
            pos++;
            while (pos < length) {
              const d = text.charCodeAt(pos);
              if (d === 10 || d === 13) break;
              pos++;
            }
            continue;
          }
          return this.fail(start, start, "unexpected character");
        case 64: // @
          return this.lexAtIdentifier(start);
        case 35: // #
          if (text.charCodeAt(pos) === 45 && text.charCodeAt(pos + 1) === 125)
            return this.form(TokenKind.FileMetadataEnd, start, pos + 2);
          return this.lexPrefixedIdentifier(start, TokenKind.HashIdentifier, "invalid attribute name");
        case 33: // !
          return this.lexPrefixedIdentifier(start, TokenKind.ExclamationIdentifier, "invalid type identifier");
        case 94: // ^
          return this.lexPrefixedIdentifier(start, TokenKind.CaretIdentifier, "invalid block name");
        case 37: // %
          return this.lexPrefixedIdentifier(start, TokenKind.PercentIdentifier, "invalid SSA name");
        case 34: // "
          return this.lexString(start, pos, TokenKind.String);
        default:
          if (c >= 48 && c <= 57) return this.lexNumber(start);
          if (c === 95 || is(c, ALPHA)) return this.lexBareIdentifier(start);
          return this.fail(start, start, "unexpected character");
      }
    }
  }

  private lexAtIdentifier(start: number): TokenKind {
    const text = this.text;
    let pos = start + 1;
    const c = text.charCodeAt(pos);
    if (c === 34) {
      const kind = this.lexString(start, pos + 1, TokenKind.AtIdentifier);
      return kind;
    }
    if (!(c === 95 || is(c, ALPHA))) return this.fail(start, pos, "@ identifier expected to start with letter or '_'");
    pos++;
    while (is(text.charCodeAt(pos), BARE_REST)) pos++;
    return this.form(TokenKind.AtIdentifier, start, pos);
  }

  private lexBareIdentifier(start: number): TokenKind {
    const text = this.text;
    let pos = start + 1;
    while (is(text.charCodeAt(pos), BARE_REST)) pos++;
    const first = text.charCodeAt(start);
    // i123, si456, ui789 are integer types.
    const digitsFrom = first === 105 ? start + 1 : (first === 115 || first === 117) && text.charCodeAt(start + 1) === 105 ? start + 2 : -1;
    if (digitsFrom > 0 && digitsFrom < pos) {
      let allDigits = true;
      for (let i = digitsFrom; i < pos; i++) {
        if (!is(text.charCodeAt(i), DIGIT)) {
          allDigits = false;
          break;
        }
      }
      if (allDigits) return this.form(TokenKind.IntType, start, pos);
    }
    const kind = keywordKindAt(text, start, pos);
    return this.form(kind, start, pos);
  }

  private lexNumber(start: number): TokenKind {
    const text = this.text;
    let pos = start + 1;
    if (text.charCodeAt(start) === 48 && text.charCodeAt(pos) === 120) {
      // `0xi32` is the integer 0 followed by the identifier `xi32`.
      if (!is(text.charCodeAt(pos + 1), HEX)) return this.form(TokenKind.Integer, start, pos);
      pos += 2;
      while (is(text.charCodeAt(pos), HEX)) pos++;
      return this.form(TokenKind.Integer, start, pos);
    }
    while (is(text.charCodeAt(pos), DIGIT)) pos++;
    if (text.charCodeAt(pos) !== 46) return this.form(TokenKind.Integer, start, pos);
    pos++;
    while (is(text.charCodeAt(pos), DIGIT)) pos++;
    const e = text.charCodeAt(pos);
    if (e === 101 || e === 69) {
      const s = text.charCodeAt(pos + 1);
      if (is(s, DIGIT) || ((s === 45 || s === 43) && is(text.charCodeAt(pos + 2), DIGIT))) {
        pos += 2;
        while (is(text.charCodeAt(pos), DIGIT)) pos++;
      }
    }
    return this.form(TokenKind.FloatLiteral, start, pos);
  }

  private lexPrefixedIdentifier(start: number, kind: TokenKind, errorKind: string): TokenKind {
    const text = this.text;
    let pos = start + 1;
    const c = text.charCodeAt(pos);
    if (is(c, DIGIT)) {
      do pos++;
      while (is(text.charCodeAt(pos), DIGIT));
    } else if (is(c, SUFFIX_REST)) {
      do pos++;
      while (is(text.charCodeAt(pos), SUFFIX_REST));
    } else {
      return this.fail(start, start, errorKind);
    }
    return this.form(kind, start, pos);
  }

  /** The first position at or after `pos` holding a quote or a character a string body treats specially. */
  private plainStringEnd(pos: number): number {
    const text = this.text;
    const length = this.length;
    let end = length;
    const stops = this.nextStop;
    const searchedFrom = this.stopSearchedFrom;
    for (let i = 0; i < STRING_STOPS.length; i++) {
      let at = stops[i] as number;
      if (at < pos || (searchedFrom[i] as number) > pos) {
        const found = text.indexOf(STRING_STOPS[i] as string, pos);
        at = found === -1 ? length : found;
        stops[i] = at;
        searchedFrom[i] = pos;
      }
      if (at < end) end = at;
    }
    return end;
  }

  /** Lexes a string body starting at `bodyStart` (just past the opening quote). */
  private lexString(start: number, bodyStart: number, kind: TokenKind): TokenKind {
    const text = this.text;
    const length = this.length;
    let pos = bodyStart;
    let plainUntilLong = LONG_STRING;
    for (;;) {
      if (pos >= length) return this.fail(start, pos, "expected '\"' in string literal");
      if (--plainUntilLong === 0) {
        plainUntilLong = LONG_STRING;
        pos = this.plainStringEnd(pos);
        if (pos >= length) return this.fail(start, pos, "expected '\"' in string literal");
      }
      const c = text.charCodeAt(pos++);
      if (c === 34) return this.form(kind, start, pos);
      if (c === 10 || c === 11 || c === 12) return this.fail(start, pos - 1, "expected '\"' in string literal");
      if (c === 92) {
        const d = text.charCodeAt(pos);
        if (d === 34 || d === 92 || d === 110 || d === 116) pos++;
        else if (is(d, HEX) && is(text.charCodeAt(pos + 1), HEX)) pos += 2;
        else return this.fail(start, pos - 1, "unknown escape in string literal");
      }
    }
  }
}
