// Token kinds of MLIR's textual form and helpers that interpret a token's spelling.
//
// Convention for every MLIR text consumer in tsmlir: the source text is held as a
// "byte string" (the file's bytes decoded as latin1, one char per byte), so offsets
// and columns are byte offsets like MLIR's, and string literal values are byte strings
// too (`"\E2\82\AC"` and a literal UTF-8 `€` decode to the same three chars).

export const enum TokenKind {
  // Markers.
  Eof,
  Error,
  // Identifiers.
  BareIdentifier, // foo
  AtIdentifier, // @foo or @"foo"
  HashIdentifier, // #foo
  PercentIdentifier, // %foo
  CaretIdentifier, // ^foo
  ExclamationIdentifier, // !foo
  // Literals.
  FloatLiteral, // 2.0
  Integer, // 42, 0x2A
  String, // "foo"
  IntType, // i4, si8, ui16
  // Punctuation.
  Arrow, // ->
  Colon, // :
  Comma, // ,
  Ellipsis, // ...
  Equal, // =
  Greater, // >
  LBrace, // {
  LParen, // (
  LSquare, // [
  Less, // <
  Minus, // -
  Plus, // +
  Question, // ?
  RBrace, // }
  RParen, // )
  RSquare, // ]
  Star, // *
  VerticalBar, // |
  FileMetadataBegin, // {-#
  FileMetadataEnd, // #-}
  // Keywords (MLIR 19's set); every kind from here on is a keyword.
  KwAffineMap,
  KwAffineSet,
  KwArray,
  KwAttributes,
  KwBf16,
  KwCeildiv,
  KwComplex,
  KwDense,
  KwDenseResource,
  KwDistinct,
  KwF16,
  KwF32,
  KwF64,
  KwF80,
  KwF8E5M2,
  KwF8E4M3,
  KwF8E4M3FN,
  KwF8E5M2FNUZ,
  KwF8E4M3FNUZ,
  KwF8E4M3B11FNUZ,
  KwF128,
  KwFalse,
  KwFloordiv,
  KwFor,
  KwFunc,
  KwIndex,
  KwLoc,
  KwMax,
  KwMemref,
  KwMin,
  KwMod,
  KwNone,
  KwOffset,
  KwSize,
  KwSparse,
  KwStep,
  KwStrided,
  KwSymbol,
  KwTensor,
  KwTf32,
  KwTo,
  KwTrue,
  KwTuple,
  KwType,
  KwUnit,
  KwVector,
}

export const FIRST_KEYWORD: TokenKind = TokenKind.KwAffineMap;

const keywordSpellings: ReadonlyArray<readonly [string, TokenKind]> = [
  ["affine_map", TokenKind.KwAffineMap],
  ["affine_set", TokenKind.KwAffineSet],
  ["array", TokenKind.KwArray],
  ["attributes", TokenKind.KwAttributes],
  ["bf16", TokenKind.KwBf16],
  ["ceildiv", TokenKind.KwCeildiv],
  ["complex", TokenKind.KwComplex],
  ["dense", TokenKind.KwDense],
  ["dense_resource", TokenKind.KwDenseResource],
  ["distinct", TokenKind.KwDistinct],
  ["f16", TokenKind.KwF16],
  ["f32", TokenKind.KwF32],
  ["f64", TokenKind.KwF64],
  ["f80", TokenKind.KwF80],
  ["f8E5M2", TokenKind.KwF8E5M2],
  ["f8E4M3", TokenKind.KwF8E4M3],
  ["f8E4M3FN", TokenKind.KwF8E4M3FN],
  ["f8E5M2FNUZ", TokenKind.KwF8E5M2FNUZ],
  ["f8E4M3FNUZ", TokenKind.KwF8E4M3FNUZ],
  ["f8E4M3B11FNUZ", TokenKind.KwF8E4M3B11FNUZ],
  ["f128", TokenKind.KwF128],
  ["false", TokenKind.KwFalse],
  ["floordiv", TokenKind.KwFloordiv],
  ["for", TokenKind.KwFor],
  ["func", TokenKind.KwFunc],
  ["index", TokenKind.KwIndex],
  ["loc", TokenKind.KwLoc],
  ["max", TokenKind.KwMax],
  ["memref", TokenKind.KwMemref],
  ["min", TokenKind.KwMin],
  ["mod", TokenKind.KwMod],
  ["none", TokenKind.KwNone],
  ["offset", TokenKind.KwOffset],
  ["size", TokenKind.KwSize],
  ["sparse", TokenKind.KwSparse],
  ["step", TokenKind.KwStep],
  ["strided", TokenKind.KwStrided],
  ["symbol", TokenKind.KwSymbol],
  ["tensor", TokenKind.KwTensor],
  ["tf32", TokenKind.KwTf32],
  ["to", TokenKind.KwTo],
  ["true", TokenKind.KwTrue],
  ["tuple", TokenKind.KwTuple],
  ["type", TokenKind.KwType],
  ["unit", TokenKind.KwUnit],
  ["vector", TokenKind.KwVector],
];

const keywordKinds = new Map<string, TokenKind>(keywordSpellings);
const kindToKeyword = new Map<TokenKind, string>(keywordSpellings.map(([s, k]) => [k, s]));

/** The keyword kind for a bare identifier spelling, or BareIdentifier. */
export function keywordKind(spelling: string): TokenKind {
  return keywordKinds.get(spelling) ?? TokenKind.BareIdentifier;
}

const MAX_KEYWORD_LENGTH = 16;
/**
 * Keywords bucketed by (length, first char), so the lexer looks one up without slicing.
 * Allocated at full size: an array first written far past its end (a bucket index is in
 * the thousands) is kept by V8 as a hash table, and every lookup would hash.
 */
const keywordsByShape: Array<Array<readonly [string, TokenKind]> | undefined> = new Array<Array<readonly [string, TokenKind]> | undefined>(
  (MAX_KEYWORD_LENGTH + 1) * 128,
).fill(undefined);
for (const entry of keywordSpellings) {
  const key = entry[0].length * 128 + entry[0].charCodeAt(0);
  (keywordsByShape[key] ??= []).push(entry);
}

/** keywordKind of text[start, end) (a bare identifier's span). */
export function keywordKindAt(text: string, start: number, end: number): TokenKind {
  const length = end - start;
  const first = text.charCodeAt(start);
  if (length > MAX_KEYWORD_LENGTH || first >= 128) return TokenKind.BareIdentifier;
  const candidates = keywordsByShape[length * 128 + first];
  if (candidates === undefined) return TokenKind.BareIdentifier;
  for (let i = 0; i < candidates.length; i++) {
    const [spelling, kind] = candidates[i] as readonly [string, TokenKind];
    if (text.startsWith(spelling, start)) return kind;
  }
  return TokenKind.BareIdentifier;
}

export function isKeyword(kind: TokenKind): boolean {
  return kind >= TokenKind.KwAffineMap;
}

const punctuationSpellings: ReadonlyArray<readonly [TokenKind, string]> = [
  [TokenKind.Arrow, "->"],
  [TokenKind.Colon, ":"],
  [TokenKind.Comma, ","],
  [TokenKind.Ellipsis, "..."],
  [TokenKind.Equal, "="],
  [TokenKind.Greater, ">"],
  [TokenKind.LBrace, "{"],
  [TokenKind.LParen, "("],
  [TokenKind.LSquare, "["],
  [TokenKind.Less, "<"],
  [TokenKind.Minus, "-"],
  [TokenKind.Plus, "+"],
  [TokenKind.Question, "?"],
  [TokenKind.RBrace, "}"],
  [TokenKind.RParen, ")"],
  [TokenKind.RSquare, "]"],
  [TokenKind.Star, "*"],
  [TokenKind.VerticalBar, "|"],
  [TokenKind.FileMetadataBegin, "{-#"],
  [TokenKind.FileMetadataEnd, "#-}"],
];
const kindToPunctuation = new Map<TokenKind, string>(punctuationSpellings);

/** The fixed spelling of a punctuation or keyword kind (used in "expected '...'" messages). */
export function tokenSpelling(kind: TokenKind): string {
  return kindToPunctuation.get(kind) ?? kindToKeyword.get(kind) ?? describeKind(kind);
}

function describeKind(kind: TokenKind): string {
  switch (kind) {
    case TokenKind.Eof:
      return "end of file";
    case TokenKind.Error:
      return "error";
    case TokenKind.BareIdentifier:
      return "identifier";
    case TokenKind.AtIdentifier:
      return "symbol reference";
    case TokenKind.HashIdentifier:
      return "attribute alias";
    case TokenKind.PercentIdentifier:
      return "SSA value";
    case TokenKind.CaretIdentifier:
      return "block name";
    case TokenKind.ExclamationIdentifier:
      return "type alias";
    case TokenKind.FloatLiteral:
      return "float literal";
    case TokenKind.Integer:
      return "integer literal";
    case TokenKind.String:
      return "string literal";
    case TokenKind.IntType:
      return "integer type";
    default:
      return "token";
  }
}

function hexDigitValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

/**
 * The value of a string literal spanning text[start, end) including its quotes,
 * with MLIR's escapes (`\"`, `\\`, `\n`, `\t`, `\XX`) resolved. The lexer has already
 * checked that the escapes are valid. The result is a byte string.
 */
export function decodeStringLiteral(text: string, start: number, end: number): string {
  const first = start + 1;
  const last = end - 1;
  // Fast path: no escapes means the value is a plain slice.
  let i = first;
  while (i < last && text.charCodeAt(i) !== 92) i++;
  if (i === last) return text.slice(first, last);
  const parts: string[] = [text.slice(first, i)];
  let runStart = i;
  while (i < last) {
    if (text.charCodeAt(i) !== 92) {
      i++;
      continue;
    }
    if (i > runStart) parts.push(text.slice(runStart, i));
    const c1 = text.charCodeAt(i + 1);
    if (c1 === 34 || c1 === 92) {
      parts.push(String.fromCharCode(c1));
      i += 2;
    } else if (c1 === 110) {
      parts.push("\n");
      i += 2;
    } else if (c1 === 116) {
      parts.push("\t");
      i += 2;
    } else {
      const value = (hexDigitValue(c1) << 4) | hexDigitValue(text.charCodeAt(i + 2));
      parts.push(String.fromCharCode(value & 0xff));
      i += 3;
    }
    runStart = i;
  }
  if (runStart < last) parts.push(text.slice(runStart, last));
  return parts.join("");
}

/**
 * For a string literal `"0x..."` with an even number of hex digits, the decoded bytes
 * as a byte string; undefined otherwise (MLIR's getHexStringValue).
 */
export function decodeHexStringLiteral(text: string, start: number, end: number): string | undefined {
  const first = start + 1;
  const last = end - 1;
  if (last - first < 2 || text.charCodeAt(first) !== 48 || text.charCodeAt(first + 1) !== 120) return undefined;
  if ((last - first) % 2 !== 0) return undefined;
  const bytes: string[] = [];
  for (let i = first + 2; i < last; i += 2) {
    const hi = hexDigitValue(text.charCodeAt(i));
    const lo = hexDigitValue(text.charCodeAt(i + 1));
    if (hi < 0 || lo < 0) return undefined;
    bytes.push(String.fromCharCode((hi << 4) | lo));
  }
  return bytes.join("");
}

/**
 * The value of an integer token spelling (decimal or `0x` hex), as a bigint. Integer
 * tokens are unbounded, so callers decide which widths they accept.
 */
export function integerTokenValue(spelling: string): bigint {
  return BigInt(spelling);
}

/**
 * The value of an integer token when it fits in a non-negative safe integer
 * (the common case, without allocating a bigint), or -1 when it does not.
 */
export function smallIntegerTokenValue(text: string, start: number, end: number): number {
  let value = 0;
  if (end - start > 2 && text.charCodeAt(start + 1) === 120) {
    if (end - start > 15) return -1;
    for (let i = start + 2; i < end; i++) value = value * 16 + hexDigitValue(text.charCodeAt(i));
    return value;
  }
  if (end - start > 15) return -1;
  for (let i = start; i < end; i++) value = value * 10 + (text.charCodeAt(i) - 48);
  return value;
}

/** Bit width of an `inttype` token spelling (`i32`, `si8`, `ui16`), or undefined if it overflows 32 bits. */
export function intTypeBitwidth(spelling: string): number | undefined {
  const digits = spelling.charCodeAt(0) === 105 ? spelling.slice(1) : spelling.slice(2);
  const value = Number(digits);
  return value > 0xffffffff ? undefined : value;
}

/** Signedness of an `inttype` token: "signless" for `iN`, "signed" for `siN`, "unsigned" for `uiN`. */
export function intTypeSignedness(spelling: string): "signless" | "signed" | "unsigned" {
  const c = spelling.charCodeAt(0);
  return c === 105 ? "signless" : c === 115 ? "signed" : "unsigned";
}

/** The name of an `@` identifier token spanning text[start, end): bare or decoded string. */
export function symbolReferenceName(text: string, start: number, end: number): string {
  if (text.charCodeAt(start + 1) === 34) return decodeStringLiteral(text, start + 1, end);
  return text.slice(start + 1, end);
}
