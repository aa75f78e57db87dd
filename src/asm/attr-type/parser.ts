// Parsing of builtin types, attributes and locations from MLIR text, driven by the op
// parser's AsmParserState (lexer, aliases, error placement). Error messages follow
// MLIR 19's AsmParser so diagnostics match mlir-opt's.
import type { AsmParserState, AttrTypeParseTables } from "../parser-state.js";
import { TokenKind, decodeStringLiteral, isKeyword, smallIntegerTokenValue, symbolReferenceName } from "../token.js";
import { decodeHexLiteralBytes } from "../hex.js";
import {
  AffineMapAttr,
  ArrayAttr,
  type Attribute,
  DenseArrayAttr,
  DenseIntOrFPElementsAttr,
  DenseResourceElementsAttr,
  DenseStringElementsAttr,
  DictionaryAttr,
  DistinctAttr,
  FloatAttr,
  IntegerAttr,
  IntegerSetAttr,
  OpaqueAttr,
  SparseElementsAttr,
  StridedLayoutAttr,
  StringAttr,
  SymbolRefAttr,
  TypeAttr,
  UnitAttr,
  denseArrayStorageFor,
  denseArrayElementByteWidth,
  denseElementByteWidth,
  hasTypedDenseArrayStorage,
  hasType,
  type NamedAttribute,
} from "../../ir/attributes.js";
import {
  ComplexType,
  DialectType,
  DYNAMIC,
  FloatType,
  FunctionType,
  IndexType,
  IntegerType,
  MemRefType,
  NoneType,
  OpaqueType,
  RankedTensorType,
  ShapedType,
  TupleType,
  type Type,
  UnrankedMemRefType,
  UnrankedTensorType,
  VectorType,
  type FloatKind,
  type Signedness,
} from "../../ir/types.js";
import { CallSiteLoc, FileLineColLoc, FusedLoc, Location, NameLoc, UnknownLoc } from "../../ir/location.js";
import { UNREGISTERED_DIALECT_REFUSAL, keepsUnknownSymbolsOpaque } from "../../ir/dialect.js";
import { VerifiableTensorEncoding } from "../../ir/tensor-encoding.js";
import { decodeBits, decodedToDouble, encodeDouble, roundToKind, semanticsOf } from "../../ir/apfloat.js";
import { readInt, writeFloat, writeFloatBits, writeInt } from "../../ir/dense-elements.js";
import { int64, negInt64, parseInt64Magnitude, type Int64 } from "../../ir/int64.js";
import { parseAffineMapOrSet, parseAffineMapBody, parseIntegerSetBody } from "./affine-parser.js";
import { printerForDiagnostics } from "./diagnostic-text.js";
import { SpanCache, SpanInterner } from "./intern.js";
import { resolveOpaqueBodyAliases } from "./opaque-body.js";
import { DiagnosticError } from "../../support/diagnostic.js";

const MAX_INTEGER_WIDTH = 16777215;
const INT64_MAX = 2n ** 63n - 1n;

// ------------------------------------------------------------------ helpers

/** A type as MLIR streams it into a diagnostic: quoted. */
function quotedType(type: Type): string {
  return `'${printerForDiagnostics().printType(type)}'`;
}

function k(p: AsmParserState): TokenKind {
  return p.lexer.kind;
}

function spelling(p: AsmParserState): string {
  return p.lexer.spelling();
}

/** The attribute/type parser's tables of this parse (kept on the parser state). */
function tables(p: AsmParserState): AttrTypeParseTables {
  let t = p.attrTypeTables;
  if (t === undefined) {
    t = { spellings: new SpanInterner(), functionTypes: new SpanCache(), dictionaries: new SpanCache(), distinct: new Map() };
    p.attrTypeTables = t;
  }
  return t;
}

/** The interner of spellings for this parse. */
function interner(p: AsmParserState): SpanInterner {
  return tables(p).spellings;
}

/** The current string literal token's value (cached for repeats). */
function stringValue(p: AsmParserState): string {
  const lexer = p.lexer;
  return interner(p).stringLiteral(lexer.text, lexer.start, lexer.end);
}

/** The value of the current integer token if it is a small decimal, else -1. */
function smallDecimal(p: AsmParserState): number {
  const lexer = p.lexer;
  const text = lexer.text;
  const start = lexer.start;
  const end = lexer.end;
  if (end - start > 15) return -1;
  let v = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    v = v * 10 + c;
  }
  return v;
}

/** The parse-wide map of `distinct[N]` ids to their attributes. */
function distinctTable(p: AsmParserState): Map<string, DistinctAttr> {
  return tables(p).distinct;
}

/** Comma-separated elements until `close` (consumed); MLIR's parseCommaSeparatedListUntil. */
function listUntil(p: AsmParserState, close: TokenKind, closeText: string, element: () => void, allowEmpty = true): void {
  if (k(p) === close) {
    if (!allowEmpty) throw p.wrongTokenError("expected list element");
    p.consume();
    return;
  }
  do element();
  while (p.consumeIf(TokenKind.Comma));
  if (k(p) !== close) throw p.wrongTokenError(`expected ',' or '${closeText}'`);
  p.consume();
}

/**
 * `open` of a delimited list, with MLIR's " in <context>" message (its
 * parseCommaSeparatedList with a delimiter); true when `close` follows at once (consumed).
 * Messages are only built on error: list parsing runs for nearly every op.
 */
function openDelimitedList(p: AsmParserState, open: TokenKind, openText: string, close: TokenKind, context: string): boolean {
  if (k(p) !== open) throw p.wrongTokenError(`expected '${openText}'${context}`);
  p.consume();
  return p.consumeIf(close);
}

/** The `close` of a delimited list (see openDelimitedList). */
function closeDelimitedList(p: AsmParserState, close: TokenKind, closeText: string, context: string): void {
  if (k(p) !== close) throw p.wrongTokenError(`expected '${closeText}'${context}`);
  p.consume();
}

/**
 * mlir-opt's error for an opaque symbol of an unknown dialect: the symbol as its
 * diagnostic prints it (namespace and data quoted, data unescaped; an attribute with its
 * type), at the data of the pretty form `#ns.data`, else at the sigil.
 */
function unregisteredDialectError(p: AsmParserState, sym: ExtendedSymbol, isType: boolean, attrType?: Type) {
  const dialect = sym.dialect as string;
  const data = sym.data as string;
  const pretty = p.lexer.text.charCodeAt(sym.offset + 1 + dialect.length) === 46; // '.'
  const at = pretty ? sym.dataOffset : sym.offset;
  const what = isType
    ? `\`!"${dialect}"<"${data}">\` type`
    : `#"${dialect}"<"${data}"> : ${attrType !== undefined ? quotedType(attrType) : "'none'"} attribute`;
  return p.errorAt(at, `${what} ${UNREGISTERED_DIALECT_REFUSAL}`);
}

/**
 * Scans a dialect symbol body `<...>` starting at `offset` (which holds `<`), with nested
 * punctuation and string literals; returns the offset just past the closing `>`.
 */
export function scanDialectSymbolBody(p: AsmParserState, offset: number): number {
  const text = p.lexer.text;
  const stack: number[] = [];
  let pos = offset;
  // MLIR reports at its current token: the `<`, or the last string literal it lexed to skip it.
  let errorOffset = offset;
  do {
    if (pos >= text.length) {
      if (stack.length > 0) throw p.errorAt(errorOffset, `unbalanced '${String.fromCharCode(stack[stack.length - 1] as number)}' character in pretty dialect name`);
      throw p.errorAt(errorOffset, "unexpected nul or EOF in pretty dialect name");
    }
    const c = text.charCodeAt(pos++);
    switch (c) {
      case 0:
        if (stack.length > 0) throw p.errorAt(errorOffset, `unbalanced '${String.fromCharCode(stack[stack.length - 1] as number)}' character in pretty dialect name`);
        throw p.errorAt(errorOffset, "unexpected nul or EOF in pretty dialect name");
      case 60: // <
      case 91: // [
      case 40: // (
      case 123: // {
        stack.push(c);
        break;
      case 45: // '->' is one token
        if (text.charCodeAt(pos) === 62) pos++;
        break;
      case 62: // >
        closeWith(60);
        break;
      case 93: // ]
        closeWith(91);
        break;
      case 41: // )
        closeWith(40);
        break;
      case 125: // }
        closeWith(123);
        break;
      case 34: {
        // Skip the string literal with the lexer's rules.
        errorOffset = pos - 1;
        if (p.lexer.resetTo(pos - 1) === TokenKind.Error) throw p.lexer.tokenError();
        pos = p.lexer.end;
        break;
      }
      default:
        break;
    }
  } while (stack.length > 0);
  return pos;

  function closeWith(open: number): void {
    const top = stack[stack.length - 1];
    if (top !== open) throw p.errorAt(errorOffset, `unbalanced '${String.fromCharCode(top as number)}' character in pretty dialect name`);
    stack.pop();
  }
}

interface ExtendedSymbol {
  /** Alias hit (already resolved) or a dialect symbol to build. */
  readonly alias?: Attribute | Type;
  readonly dialect?: string;
  readonly data?: string;
  readonly offset: number;
  /** Where the symbol body starts (for dialect hooks). */
  readonly dataOffset: number;
}

/** MLIR's parseExtendedSymbol for `#...` / `!...`. */
function parseExtendedSymbol(p: AsmParserState, isType: boolean): ExtendedSymbol {
  const lexer = p.lexer;
  const offset = lexer.start;
  const identifierEnd = lexer.end;
  const identifier = lexer.text.slice(lexer.start + 1, lexer.end);
  p.consume();
  const dot = identifier.indexOf(".");
  const dialect = dot < 0 ? identifier : identifier.slice(0, dot);
  let data = dot < 0 ? "" : identifier.slice(dot + 1);
  const isPrettyName = data.length > 0 || identifier.endsWith(".");
  if (k(p) !== TokenKind.Less && !isPrettyName) {
    const alias = isType ? p.typeAliases.get(identifier) : p.attributeAliases.get(identifier);
    if (alias === undefined) throw p.wrongTokenError(`undefined symbol alias id '${identifier}'`);
    return { alias, offset, dataOffset: offset };
  }
  if (!isPrettyName) {
    // Verbose form `#dialect<body>`: the data is the text between the brackets.
    const bodyStart = lexer.start;
    const end = scanDialectSymbolBody(p, bodyStart);
    data = lexer.text.slice(bodyStart + 1, end - 1);
    if (lexer.resetTo(end) === TokenKind.Error) throw lexer.tokenError();
    return { dialect, data, offset, dataOffset: bodyStart + 1 };
  }
  const dataOffset = offset + 1 + dot + 1;
  if (k(p) === TokenKind.Less && lexer.start === identifierEnd) {
    const end = scanDialectSymbolBody(p, lexer.start);
    data = lexer.text.slice(dataOffset, end);
    if (lexer.resetTo(end) === TokenKind.Error) throw lexer.tokenError();
  }
  return { dialect, data, offset, dataOffset };
}

function dialectAllowed(p: AsmParserState, dialect: string): boolean {
  return p.options.allowUnregisteredDialect || p.context.allowUnregisteredDialects || p.context.isDialectRegistered(dialect);
}

// ------------------------------------------------------------------ types

/** Whether the current token can start a type. */
export function isTypeStart(kind: TokenKind): boolean {
  switch (kind) {
    case TokenKind.LParen:
    case TokenKind.KwMemref:
    case TokenKind.KwTensor:
    case TokenKind.KwComplex:
    case TokenKind.KwTuple:
    case TokenKind.KwVector:
    case TokenKind.IntType:
    case TokenKind.KwBf16:
    case TokenKind.KwF16:
    case TokenKind.KwF32:
    case TokenKind.KwF64:
    case TokenKind.KwF80:
    case TokenKind.KwF128:
    case TokenKind.KwTf32:
    case TokenKind.KwF8E5M2:
    case TokenKind.KwF8E4M3:
    case TokenKind.KwF8E4M3FN:
    case TokenKind.KwF8E5M2FNUZ:
    case TokenKind.KwF8E4M3FNUZ:
    case TokenKind.KwF8E4M3B11FNUZ:
    case TokenKind.KwIndex:
    case TokenKind.KwNone:
    case TokenKind.ExclamationIdentifier:
      return true;
    default:
      return false;
  }
}

export function parseOptionalType(p: AsmParserState): Type | undefined {
  return isTypeStart(k(p)) ? parseType(p) : undefined;
}

export function parseType(p: AsmParserState): Type {
  if (k(p) === TokenKind.LParen) return parseFunctionType(p);
  return parseNonFunctionType(p);
}

function parseTypeListParens(p: AsmParserState, out: Type[]): void {
  p.expect(TokenKind.LParen, "expected '('");
  if (p.consumeIf(TokenKind.RParen)) return;
  do out.push(parseType(p));
  while (p.consumeIf(TokenKind.Comma));
  p.expect(TokenKind.RParen, "expected ')'");
}

/** `(types)` or a single non-function type (function results). */
export function parseFunctionResultTypes(p: AsmParserState): Type[] {
  const out: Type[] = [];
  if (k(p) === TokenKind.LParen) parseTypeListParens(p, out);
  else out.push(parseNonFunctionType(p));
  return out;
}

/** Per-parse caches of recently parsed function types and dictionaries, by exact text. */
interface SpanCaches {
  readonly functionTypes: SpanCache<FunctionType>;
  readonly dictionaries: SpanCache<DictionaryAttr>;
}
function cachesOf(p: AsmParserState): SpanCaches {
  return tables(p);
}

function parseFunctionType(p: AsmParserState): FunctionType {
  const lexer = p.lexer;
  const text = lexer.text;
  const offset = lexer.start;
  const cache = cachesOf(p).functionTypes;
  const hit = cache.lookup(text, offset);
  if (hit !== undefined) {
    if (lexer.resetTo(offset + cache.hitLength) === TokenKind.Error) throw lexer.tokenError();
    return hit;
  }
  const inputs: Type[] = [];
  p.enterNesting(offset);
  parseTypeListParens(p, inputs);
  p.expect(TokenKind.Arrow, "expected '->' in function type");
  const results = parseFunctionResultTypes(p);
  p.exitNesting();
  const type = FunctionType.get(p.context, inputs, results);
  cache.record(text, offset, lexer.start, type);
  return type;
}

const floatKeywords = new Map<TokenKind, FloatKind>([
  [TokenKind.KwBf16, "bf16"],
  [TokenKind.KwF16, "f16"],
  [TokenKind.KwF32, "f32"],
  [TokenKind.KwF64, "f64"],
  [TokenKind.KwF80, "f80"],
  [TokenKind.KwF128, "f128"],
  [TokenKind.KwTf32, "tf32"],
  [TokenKind.KwF8E5M2, "f8E5M2"],
  [TokenKind.KwF8E4M3, "f8E4M3"],
  [TokenKind.KwF8E4M3FN, "f8E4M3FN"],
  [TokenKind.KwF8E5M2FNUZ, "f8E5M2FNUZ"],
  [TokenKind.KwF8E4M3FNUZ, "f8E4M3FNUZ"],
  [TokenKind.KwF8E4M3B11FNUZ, "f8E4M3B11FNUZ"],
]);

export function parseNonFunctionType(p: AsmParserState): Type {
  const kind = k(p);
  switch (kind) {
    case TokenKind.IntType: {
      const text = p.lexer.text;
      const start = p.lexer.start;
      const c = text.charCodeAt(start);
      const digitsFrom = c === 105 ? start + 1 : start + 2;
      const digits = text.slice(digitsFrom, p.lexer.end);
      if (digits.length > 10 || Number(digits) > 0xffffffff) throw p.error("invalid integer width");
      const width = Number(digits);
      if (width > MAX_INTEGER_WIDTH) throw p.error(`integer bitwidth is limited to ${MAX_INTEGER_WIDTH} bits`);
      const signedness: Signedness = c === 105 ? "signless" : c === 115 ? "signed" : "unsigned";
      p.consume();
      return IntegerType.get(p.context, width, signedness);
    }
    case TokenKind.KwIndex:
      p.consume();
      return IndexType.get(p.context);
    case TokenKind.KwNone:
      p.consume();
      return NoneType.get(p.context);
    case TokenKind.KwMemref:
      return parseMemRefType(p);
    case TokenKind.KwTensor:
      return parseTensorType(p);
    case TokenKind.KwComplex:
      return parseComplexType(p);
    case TokenKind.KwTuple:
      return parseTupleType(p);
    case TokenKind.KwVector:
      return parseVectorType(p);
    case TokenKind.ExclamationIdentifier:
      return parseExtendedType(p);
    default: {
      const fk = floatKeywords.get(kind);
      if (fk !== undefined) {
        p.consume();
        return FloatType.get(p.context, fk);
      }
      throw p.wrongTokenError("expected non-function type");
    }
  }
}

/**
 * OpaqueType/OpaqueAttr::verify: the namespace of an unregistered dialect's symbol must be
 * a dialect name (`[a-zA-Z_][a-zA-Z_0-9$]*`); the lexer also lets `-` and digits start it.
 */
function checkOpaqueNamespace(p: AsmParserState, dialect: string, offset: number): void {
  let valid = dialect.length > 0;
  for (let i = 0; i < dialect.length && valid; i++) {
    const c = dialect.charCodeAt(i);
    const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
    valid = letter || (i > 0 && ((c >= 48 && c <= 57) || c === 36));
  }
  if (!valid) throw p.errorAt(offset, `invalid dialect namespace '"${dialect}"'`);
}

function parseExtendedType(p: AsmParserState): Type {
  const sym = parseExtendedSymbol(p, true);
  if (sym.alias !== undefined) return sym.alias as Type;
  const dialect = sym.dialect as string;
  const data = sym.data as string;
  const registered = p.context.getDialect(dialect);
  if (registered !== undefined && registered.parseType === undefined && !keepsUnknownSymbolsOpaque(registered, "types")) {
    throw p.errorAt(sym.dataOffset, `dialect '${dialect}' provides no type parsing hook`);
  }
  if (registered?.parseType !== undefined) {
    const parsed = parseWithDialectHook(p, sym, () => (registered.parseType as (q: AsmParserState) => Type | undefined)(p));
    if (parsed !== undefined) return parsed;
  }
  if (!dialectAllowed(p, dialect)) throw unregisteredDialectError(p, sym, true);
  // In a registered dialect's body an alias names a real nested value (its parser would
  // resolve it): keep what it stands for.
  if (registered === undefined) checkOpaqueNamespace(p, dialect, sym.dataOffset);
  const resolved = registered !== undefined ? resolveOpaqueBodyAliases(p, data, sym.dataOffset) : undefined;
  if (resolved !== undefined) return OpaqueType.get(p.context, dialect, resolved.data, resolved.parts);
  return OpaqueType.get(p.context, dialect, data);
}

/**
 * Runs a dialect's parse hook over the symbol body with the shared lexer. What the hook
 * leaves of the body is dropped, as MLIR's parser drops it (it parses the body apart and
 * resumes after the whole symbol: `!async.token<3>` reads as `!async.token`).
 */
function parseWithDialectHook<T>(p: AsmParserState, sym: ExtendedSymbol, hook: () => T): T {
  const lexer = p.lexer;
  const resumeAt = lexer.start;
  if (lexer.resetTo(sym.dataOffset) === TokenKind.Error) throw lexer.tokenError();
  let result: T;
  try {
    result = hook();
  } catch (error) {
    // MLIR parses the body apart from the enclosing text, which is already past the whole
    // symbol: a parser that reports where it stands after this failure points there.
    if (error instanceof DiagnosticError && lexer.resetTo(resumeAt) === TokenKind.Error) throw lexer.tokenError();
    throw error;
  }
  if (lexer.resetTo(resumeAt) === TokenKind.Error) throw lexer.tokenError();
  return result;
}

/** `x` separators of dimension lists: `4xf32` lexes as `4` then `xf32`, which is split. */
function parseXInDimensionList(p: AsmParserState): void {
  const lexer = p.lexer;
  if (lexer.kind !== TokenKind.BareIdentifier || lexer.text.charCodeAt(lexer.start) !== 120)
    throw p.wrongTokenError("expected 'x' in dimension list");
  if (lexer.end - lexer.start !== 1) {
    if (lexer.resetTo(lexer.start + 1) === TokenKind.Error) throw lexer.tokenError();
  } else p.consume();
}

function parseIntegerInDimensionList(p: AsmParserState): Int64 {
  const lexer = p.lexer;
  // `0xf32` is the dimension 0, then `xf32`.
  if (lexer.end - lexer.start > 1 && lexer.text.charCodeAt(lexer.start + 1) === 120) {
    if (lexer.resetTo(lexer.start + 1) === TokenKind.Error) throw lexer.tokenError();
    return 0;
  }
  // Token::getUInt64IntegerValue: only an integer's spelling reads as one.
  const value = k(p) === TokenKind.Integer ? parseInt64Magnitude(spelling(p)) : undefined;
  if (value === undefined) throw p.error("invalid dimension");
  p.consume();
  return value;
}

function parseDimensionListRanked(p: AsmParserState, dims: Int64[]): void {
  for (;;) {
    const kind = k(p);
    if (kind === TokenKind.Question) {
      p.consume();
      dims.push(DYNAMIC);
    } else if (kind === TokenKind.Integer) dims.push(parseIntegerInDimensionList(p));
    else return;
    parseXInDimensionList(p);
  }
}

/**
 * A dialect type's dimension list with its trailing `x` (MLIR's DialectAsmParser::
 * parseDimensionList with withTrailingX): `4x?x` before an element type; `?` only when
 * `allowDynamic`.
 */
export function parseDimensionList(p: AsmParserState, allowDynamic: boolean): Int64[] {
  const dims: Int64[] = [];
  for (;;) {
    const kind = k(p);
    if (kind === TokenKind.Question) {
      if (!allowDynamic) throw p.error("expected static shape");
      p.consume();
      dims.push(DYNAMIC);
    } else if (kind === TokenKind.Integer) dims.push(parseIntegerInDimensionList(p));
    else return dims;
    parseXInDimensionList(p);
  }
}

/**
 * `2x?x4` with no `x` after the last dimension (MLIR's parseDimensionList with withTrailingX
 * false): dimensions while an `x` separates them; none when the list does not start with one.
 */
export function parseDimensionListWithoutTrailingX(p: AsmParserState, allowDynamic: boolean): Int64[] {
  const dims: Int64[] = [];
  const parseDimension = (): void => {
    if (k(p) === TokenKind.Question) {
      if (!allowDynamic) throw p.error("expected static shape");
      p.consume();
      dims.push(DYNAMIC);
    } else dims.push(parseIntegerInDimensionList(p));
  };
  const kind = k(p);
  if (kind !== TokenKind.Integer && kind !== TokenKind.Question) return dims;
  parseDimension();
  while (k(p) === TokenKind.BareIdentifier && p.lexer.text.charCodeAt(p.lexer.start) === 120) {
    parseXInDimensionList(p);
    parseDimension();
  }
  return dims;
}

function parseTensorType(p: AsmParserState): Type {
  const offset = p.lexer.start;
  p.consume();
  p.expect(TokenKind.Less, "expected '<' in tensor type");
  p.enterNesting(offset);
  let unranked = false;
  const dims: Int64[] = [];
  if (p.consumeIf(TokenKind.Star)) {
    unranked = true;
    parseXInDimensionList(p);
  } else parseDimensionListRanked(p, dims);
  const elementOffset = p.lexer.start;
  const elementType = parseType(p);
  let encoding: Attribute | null = null;
  if (p.consumeIf(TokenKind.Comma)) encoding = parseOptionalAttribute(p) ?? null;
  // MLIR asks the encoding to verify itself here, at the `>`, before the element type and
  // rankedness are checked (an unranked tensor's shape is empty to it).
  if (encoding !== null) {
    const problem = VerifiableTensorEncoding.impl(encoding)?.verifyEncoding(encoding, dims, elementType);
    if (problem !== undefined) throw p.error(problem);
  }
  p.expect(TokenKind.Greater, "expected '>' in tensor type");
  p.exitNesting();
  if (!isValidTensorElementType(elementType)) throw p.errorAt(elementOffset, "invalid tensor element type");
  if (unranked) {
    if (encoding !== null) throw p.error("cannot apply encoding to unranked tensor");
    return UnrankedTensorType.get(elementType);
  }
  return RankedTensorType.get(dims, elementType, encoding);
}

/** MLIR's TensorType::isValidElementType (non-builtin dialect types are allowed). */
function isValidTensorElementType(t: Type): boolean {
  return (
    t instanceof ComplexType ||
    t instanceof FloatType ||
    t instanceof IntegerType ||
    t instanceof OpaqueType ||
    t instanceof VectorType ||
    t instanceof IndexType ||
    t instanceof DialectType
  );
}

function parseMemRefType(p: AsmParserState): Type {
  const offset = p.lexer.start;
  p.consume();
  p.expect(TokenKind.Less, "expected '<' in memref type");
  p.enterNesting(offset);
  let unranked = false;
  const dims: Int64[] = [];
  if (p.consumeIf(TokenKind.Star)) {
    unranked = true;
    parseXInDimensionList(p);
  } else parseDimensionListRanked(p, dims);
  const elementOffset = p.lexer.start;
  const elementType = parseType(p);
  if (!isValidMemRefElementType(elementType)) throw p.errorAt(elementOffset, "invalid memref element type");
  let layout: Attribute | null = null;
  let memorySpace: Attribute | null = null;
  if (!p.consumeIf(TokenKind.Greater)) {
    p.expect(TokenKind.Comma, "expected ',' or '>' in memref type");
    listUntil(
      p,
      TokenKind.Greater,
      ">",
      () => {
        const attr = parseAttribute(p);
        if (attr instanceof AffineMapAttr || attr instanceof StridedLayoutAttr) {
          layout = attr;
        } else if (memorySpace !== null) {
          throw p.error("multiple memory spaces specified in memref type");
        } else {
          memorySpace = attr;
          return;
        }
        if (unranked) throw p.error("cannot have affine map for unranked memref type");
        if (memorySpace !== null) throw p.error("expected memory space to be last in memref type");
      },
      false,
    );
  }
  p.exitNesting();
  if (unranked) {
    if (!isSupportedMemorySpace(memorySpace)) throw p.errorAt(offset, "unsupported memory space Attribute");
    return UnrankedMemRefType.get(elementType, memorySpace);
  }
  const l = layout as Attribute | null;
  if (l instanceof AffineMapAttr && l.value.numDims !== dims.length)
    throw p.errorAt(offset, `memref layout mismatch between rank and affine map: ${dims.length} != ${l.value.numDims}`);
  if (l instanceof StridedLayoutAttr && l.strides.length !== dims.length)
    throw p.errorAt(offset, `expected the number of strides to match the rank`);
  if (!isSupportedMemorySpace(memorySpace)) throw p.errorAt(offset, "unsupported memory space Attribute");
  return MemRefType.get(dims, elementType, l, memorySpace);
}

/** MLIR's isSupportedMemorySpace: none, an integer, string or dictionary, or any dialect's own attribute. */
function isSupportedMemorySpace(space: Attribute | null): boolean {
  if (space === null) return true;
  if (space instanceof IntegerAttr || space instanceof StringAttr || space instanceof DictionaryAttr) return true;
  return space.dialectNamespace !== "builtin";
}

/** MLIR's BaseMemRefType::isValidElementType (dialect types are assumed to opt in). */
function isValidMemRefElementType(t: Type): boolean {
  return (
    t instanceof IntegerType ||
    t instanceof IndexType ||
    t instanceof FloatType ||
    t instanceof ComplexType ||
    t instanceof MemRefType ||
    t instanceof VectorType ||
    t instanceof UnrankedMemRefType ||
    ((t instanceof DialectType || t instanceof OpaqueType) && t.isMemRefElementType)
  );
}

function parseComplexType(p: AsmParserState): Type {
  const offset = p.lexer.start;
  p.consume();
  p.expect(TokenKind.Less, "expected '<' in complex type");
  const elementOffset = p.lexer.start;
  p.enterNesting(offset);
  const elementType = parseType(p);
  p.exitNesting();
  p.expect(TokenKind.Greater, "expected '>' in complex type");
  if (!(elementType instanceof FloatType) && !(elementType instanceof IntegerType))
    throw p.errorAt(elementOffset, "invalid element type for complex");
  return ComplexType.get(elementType);
}

function parseTupleType(p: AsmParserState): Type {
  const offset = p.lexer.start;
  p.consume();
  p.expect(TokenKind.Less, "expected '<' in tuple type");
  if (p.consumeIf(TokenKind.Greater)) return TupleType.get(p.context, []);
  p.enterNesting(offset);
  const types: Type[] = [];
  do types.push(parseType(p));
  while (p.consumeIf(TokenKind.Comma));
  p.expect(TokenKind.Greater, "expected '>' in tuple type");
  p.exitNesting();
  return TupleType.get(p.context, types);
}

function parseVectorType(p: AsmParserState): Type {
  p.consume();
  p.expect(TokenKind.Less, "expected '<' in vector type");
  const dims: Int64[] = [];
  const scalable: boolean[] = [];
  while (k(p) === TokenKind.Integer || k(p) === TokenKind.LSquare) {
    const isScalable = p.consumeIf(TokenKind.LSquare);
    // What follows `[` is a dimension too (MLIR: `invalid dimension` for anything else).
    dims.push(parseIntegerInDimensionList(p));
    if (isScalable && !p.consumeIf(TokenKind.RSquare)) throw p.wrongTokenError("missing ']' closing scalable dimension");
    scalable.push(isScalable);
    parseXInDimensionList(p);
  }
  if (dims.some((d) => d <= 0)) throw p.error("vector types must have positive constant sizes");
  const elementOffset = p.lexer.start;
  p.enterNesting(elementOffset);
  const elementType = parseType(p);
  p.exitNesting();
  p.expect(TokenKind.Greater, "expected '>' in vector type");
  if (!(elementType instanceof IntegerType || elementType instanceof IndexType || elementType instanceof FloatType))
    throw p.errorAt(elementOffset, "vector elements must be int/index/float type");
  return VectorType.get(dims, elementType, scalable);
}

// ------------------------------------------------------------------ attributes

/** Whether the current token can start an attribute. */
function isAttributeStart(kind: TokenKind): boolean {
  switch (kind) {
    case TokenKind.KwAffineMap:
    case TokenKind.KwAffineSet:
    case TokenKind.LSquare:
    case TokenKind.KwFalse:
    case TokenKind.KwTrue:
    case TokenKind.KwDense:
    case TokenKind.KwDenseResource:
    case TokenKind.KwArray:
    case TokenKind.LBrace:
    case TokenKind.HashIdentifier:
    case TokenKind.FloatLiteral:
    case TokenKind.Integer:
    case TokenKind.Minus:
    case TokenKind.KwLoc:
    case TokenKind.KwSparse:
    case TokenKind.KwStrided:
    case TokenKind.KwDistinct:
    case TokenKind.String:
    case TokenKind.AtIdentifier:
    case TokenKind.KwUnit:
      return true;
    default:
      return isTypeStart(kind);
  }
}

export function parseOptionalAttribute(p: AsmParserState, type?: Type): Attribute | undefined {
  return isAttributeStart(k(p)) ? parseAttribute(p, type) : undefined;
}

/**
 * `[a, b, ...]`. A loop, not listUntil with a closure: a closure here would make V8
 * allocate a context on every parseAttribute call, array or not.
 */
function parseArrayAttr(p: AsmParserState): ArrayAttr {
  const offset = p.lexer.start;
  p.consume();
  p.enterNesting(offset);
  const elements: Attribute[] = [];
  if (!p.consumeIf(TokenKind.RSquare)) {
    do elements.push(parseAttribute(p));
    while (p.consumeIf(TokenKind.Comma));
    if (k(p) !== TokenKind.RSquare) throw p.wrongTokenError("expected ',' or ']'");
    p.consume();
  }
  p.exitNesting();
  return ArrayAttr.get(p.context, elements);
}

export function parseAttribute(p: AsmParserState, type?: Type): Attribute {
  const lexer = p.lexer;
  switch (lexer.kind) {
    case TokenKind.Integer:
      return parseDecOrHexAttr(p, type, false);
    case TokenKind.FloatLiteral:
      return parseFloatAttr(p, type, false);
    case TokenKind.String: {
      const value = stringValue(p);
      p.consume();
      let t = type;
      if (t === undefined && p.consumeIf(TokenKind.Colon)) t = parseType(p);
      return StringAttr.get(p.context, value, t);
    }
    case TokenKind.HashIdentifier:
      return parseExtendedAttr(p, type);
    case TokenKind.LBrace:
      return parseDictionaryAttr(p);
    case TokenKind.LSquare:
      return parseArrayAttr(p);
    case TokenKind.KwTrue:
      p.consume();
      return IntegerAttr.bool(p.context, true);
    case TokenKind.KwFalse:
      p.consume();
      return IntegerAttr.bool(p.context, false);
    case TokenKind.Minus: {
      p.consume();
      if (k(p) === TokenKind.Integer) return parseDecOrHexAttr(p, type, true);
      if (k(p) === TokenKind.FloatLiteral) return parseFloatAttr(p, type, true);
      throw p.wrongTokenError("expected constant integer or floating point value");
    }
    case TokenKind.AtIdentifier:
      return parseSymbolRefAttr(p);
    case TokenKind.KwUnit:
      p.consume();
      return UnitAttr.get(p.context);
    case TokenKind.KwArray:
      return parseDenseArrayAttr(p);
    case TokenKind.KwDense:
      return parseDenseElementsAttr(p, type);
    case TokenKind.KwDenseResource:
      return parseDenseResourceAttr(p, type);
    case TokenKind.KwSparse:
      return parseSparseElementsAttr(p, type);
    case TokenKind.KwAffineMap: {
      p.consume();
      p.expect(TokenKind.Less, "expected '<' in affine map");
      const map = parseAffineMapBody(p);
      p.expect(TokenKind.Greater, "expected '>' in affine map");
      return AffineMapAttr.get(map);
    }
    case TokenKind.KwAffineSet: {
      p.consume();
      p.expect(TokenKind.Less, "expected '<' in integer set");
      const set = parseIntegerSetBody(p);
      p.expect(TokenKind.Greater, "expected '>' in integer set");
      return IntegerSetAttr.get(set);
    }
    case TokenKind.KwLoc: {
      p.enterNesting(lexer.start);
      p.consume();
      p.expect(TokenKind.LParen, "expected '(' in inline location");
      const loc = parseLocationInstance(p);
      p.expect(TokenKind.RParen, "expected ')' in inline location");
      p.exitNesting();
      return loc;
    }
    case TokenKind.KwStrided:
      return parseStridedLayoutAttr(p);
    case TokenKind.KwDistinct:
      return parseDistinctAttr(p, type);
    default: {
      if (!isTypeStart(lexer.kind)) throw p.wrongTokenError("expected attribute value");
      return TypeAttr.get(parseType(p));
    }
  }
}

/** Both affine maps and integer sets (for alias definitions and custom parsers). */
export { parseAffineMapOrSet };

/**
 * The stripped syntax of an attribute `#dialect.mnemonic<...>` of a dialect whose attributes
 * tsmlir keeps opaque, as an op's format binds it: the `<...>` body alone (`<add>` for
 * `#vector.kind<add>`), read as that opaque attribute.
 */
export function parseStrippedOpaqueAttribute(p: AsmParserState, dialect: string, mnemonic: string, grouped = false): Attribute {
  const lexer = p.lexer;
  const start = lexer.start;
  let data = mnemonic;
  // A body in `(...)` or `{...}` belongs to the attribute only when its own format starts so.
  if (k(p) === TokenKind.Less || (grouped && (k(p) === TokenKind.LParen || k(p) === TokenKind.LBrace))) {
    const end = scanDialectSymbolBody(p, start);
    data += lexer.text.slice(start, end);
    if (lexer.resetTo(end) === TokenKind.Error) throw lexer.tokenError();
  }
  // Offsets into `data` past the mnemonic are offsets into the source from `start`.
  const resolved = resolveOpaqueBodyAliases(p, data, start - mnemonic.length);
  return resolved !== undefined ? OpaqueAttr.get(p.context, dialect, resolved.data, undefined, resolved.parts) : OpaqueAttr.get(p.context, dialect, data);
}

/**
 * The stripped syntax of a type `!dialect.mnemonic<...>` of a dialect whose types tsmlir keeps
 * opaque, as an op's format binds it (`<...>` alone), read as that opaque type; a full `!...`
 * type is read as such (ODS's parseCustomTypeWithFallback).
 */
export function parseStrippedOpaqueType(p: AsmParserState, dialect: string, mnemonic: string): Type {
  const lexer = p.lexer;
  if (k(p) === TokenKind.ExclamationIdentifier) return parseType(p);
  const start = lexer.start;
  let data = mnemonic;
  if (k(p) === TokenKind.Less) {
    const end = scanDialectSymbolBody(p, start);
    data += lexer.text.slice(start, end);
    if (lexer.resetTo(end) === TokenKind.Error) throw lexer.tokenError();
  }
  const resolved = resolveOpaqueBodyAliases(p, data, start - mnemonic.length);
  return resolved !== undefined ? OpaqueType.get(p.context, dialect, resolved.data, resolved.parts) : OpaqueType.get(p.context, dialect, data);
}

/**
 * The stripped syntax of an opaque enum attribute printed `#dialect<mnemonic case>` (an
 * EnumAttr whose format is `$value`): the case keyword alone.
 */
export function parseStrippedOpaqueEnumKeyword(p: AsmParserState, dialect: string, mnemonic: string): Attribute {
  const lexer = p.lexer;
  if (lexer.kind !== TokenKind.BareIdentifier && !isKeyword(lexer.kind)) throw p.wrongTokenError("expected keyword");
  const keyword = lexer.spelling();
  p.consume();
  return OpaqueAttr.get(p.context, dialect, `${mnemonic} ${keyword}`);
}

function parseExtendedAttr(p: AsmParserState, type: Type | undefined): Attribute {
  const sym = parseExtendedSymbol(p, false);
  let attr: Attribute;
  if (sym.alias !== undefined) attr = sym.alias as Attribute;
  else {
    const dialect = sym.dialect as string;
    const data = sym.data as string;
    let t = type;
    if (p.consumeIf(TokenKind.Colon)) t = parseType(p);
    const registered = p.context.getDialect(dialect);
    const hook = registered?.parseAttribute;
    if (registered !== undefined && hook === undefined && !keepsUnknownSymbolsOpaque(registered, "attributes")) {
      throw p.errorAt(sym.dataOffset, `dialect '${dialect}' provides no attribute parsing hook`);
    }
    const parsed = hook !== undefined ? parseWithDialectHook(p, sym, () => hook.call(registered, p as never, t)) : undefined;
    if (parsed !== undefined) attr = parsed;
    else {
      if (!dialectAllowed(p, dialect)) throw unregisteredDialectError(p, sym, false, t);
      if (registered === undefined) checkOpaqueNamespace(p, dialect, sym.dataOffset);
      const resolved = registered !== undefined ? resolveOpaqueBodyAliases(p, data, sym.dataOffset) : undefined;
      attr = resolved !== undefined ? OpaqueAttr.get(p.context, dialect, resolved.data, t, resolved.parts) : OpaqueAttr.get(p.context, dialect, data, t);
    }
  }
  if (type !== undefined && hasType(attr) && attr.type !== type)
    throw p.errorAt(
      sym.offset,
      `attribute type different than expected: expected ${quotedType(type)}, but got ${quotedType(attr.type)}`,
    );
  return attr;
}

/** Dictionaries with more entries than this find duplicate names through a Set. */
const LINEAR_DUPLICATE_CHECK = 8;

/** `{name = value, unitName, "quoted" = value}`. */
export function parseAttributeDictionaryEntries(p: AsmParserState): NamedAttribute[] {
  const lexer = p.lexer;
  const entries: NamedAttribute[] = [];
  let seen: Set<string> | undefined;
  const offset = lexer.start;
  p.enterNesting(offset);
  if (!openDelimitedList(p, TokenKind.LBrace, "{", TokenKind.RBrace, " in attribute dictionary")) {
    do {
      let name: string;
      const kind = lexer.kind;
      if (kind === TokenKind.String) name = stringValue(p);
      else if (kind === TokenKind.BareIdentifier || kind === TokenKind.IntType || isKeyword(kind)) name = interner(p).slice(lexer.text, lexer.start, lexer.end);
      else throw p.wrongTokenError("expected attribute name");
      if (name.length === 0) throw p.error("expected valid attribute name");
      if (entries.length < LINEAR_DUPLICATE_CHECK) {
        for (let i = 0; i < entries.length; i++) if ((entries[i] as NamedAttribute).name === name) throw duplicateKeyError(p, name);
      } else {
        if (seen === undefined) {
          seen = new Set();
          for (const e of entries) seen.add(e.name);
        }
        if (seen.has(name)) throw duplicateKeyError(p, name);
        seen.add(name);
      }
      p.consume();
      if (!p.consumeIf(TokenKind.Equal)) entries.push({ name, value: UnitAttr.get(p.context) });
      else entries.push({ name, value: parseAttribute(p) });
    } while (p.consumeIf(TokenKind.Comma));
    closeDelimitedList(p, TokenKind.RBrace, "}", " in attribute dictionary");
  }
  p.exitNesting();
  return entries;
}

function duplicateKeyError(p: AsmParserState, name: string): DiagnosticError {
  return p.error(`duplicate key '${name}' in dictionary attribute`);
}

function parseDictionaryAttr(p: AsmParserState): DictionaryAttr {
  const lexer = p.lexer;
  const text = lexer.text;
  const offset = lexer.start;
  const cache = cachesOf(p).dictionaries;
  const hit = cache.lookup(text, offset);
  if (hit !== undefined) {
    if (lexer.resetTo(offset + cache.hitLength) === TokenKind.Error) throw lexer.tokenError();
    return hit;
  }
  const dict = DictionaryAttr.get(p.context, parseAttributeDictionaryEntries(p));
  // Dictionaries holding distinct attributes must be re-parsed to check their ids.
  if (tables(p).distinct.size === 0) cache.record(text, offset, lexer.start, dict);
  return dict;
}

function parseSymbolRefAttr(p: AsmParserState): SymbolRefAttr {
  const lexer = p.lexer;
  const root = symbolReferenceName(lexer.text, lexer.start, lexer.end);
  p.consume();
  let nested: SymbolRefAttr[] | undefined;
  while (lexer.kind === TokenKind.Colon) {
    const colonOffset = lexer.start;
    p.consume();
    if (lexer.kind !== TokenKind.Colon) {
      // A single ':' belongs to the enclosing syntax: step back.
      if (lexer.resetTo(colonOffset) === TokenKind.Error) throw lexer.tokenError();
      break;
    }
    p.consume();
    if (k(p) !== TokenKind.AtIdentifier) throw p.error("expected nested symbol reference identifier");
    (nested ??= []).push(SymbolRefAttr.get(p.context, symbolReferenceName(lexer.text, lexer.start, lexer.end)));
    p.consume();
  }
  return SymbolRefAttr.get(p.context, root, nested ?? []);
}

/** buildInteger for a decimal magnitude below 2^53. */
function smallInteger(type: Type, negative: boolean, mag: number): number | bigint | undefined {
  const width = type instanceof IndexType ? 64 : (type as IntegerType).width;
  if (width >= 54) return negative ? (mag === 0 ? undefined : -mag) : mag;
  return buildInteger(type, negative, String(mag));
}

/** MLIR's buildAttributeAPInt: the two's-complement value, or undefined when out of range. */
function buildInteger(type: Type, negative: boolean, text: string): bigint | number | undefined {
  const width = type instanceof IndexType ? 64 : (type as IntegerType).width;
  const isSignedOrIndex = type instanceof IndexType || (type as IntegerType).signedness === "signed";
  // Fast path: small decimal literals.
  if (text.length <= 15 && text.charCodeAt(1) !== 120) return buildSmallInteger(type, negative, Number(text));
  const mag = BigInt(text);
  const limit = 1n << BigInt(width);
  if (mag >= limit && !(mag === 0n)) return undefined;
  if (width === 0) return negative ? undefined : 0n;
  if (negative) {
    if (mag === 0n || mag > limit / 2n) return undefined;
    return -mag;
  }
  if (isSignedOrIndex && mag >= limit / 2n) return undefined;
  return mag;
}

/** buildInteger for a decimal magnitude below 10^15 (exact as a number). */
function buildSmallInteger(type: Type, negative: boolean, mag: number): number | undefined {
  const width = type instanceof IndexType ? 64 : (type as IntegerType).width;
  if (width >= 54) {
    if (negative) return mag === 0 ? undefined : -mag;
    return mag;
  }
  if (width === 0) return negative || mag !== 0 ? undefined : 0;
  const limit = 2 ** width;
  if (mag >= limit) return undefined;
  if (negative) {
    if (mag === 0 || mag > limit / 2) return undefined;
    return -mag;
  }
  const isSignedOrIndex = type instanceof IndexType || (type as IntegerType).signedness === "signed";
  if (isSignedOrIndex && mag >= limit / 2) return undefined;
  return mag;
}

function parseDecOrHexAttr(p: AsmParserState, type: Type | undefined, negative: boolean): Attribute {
  const lexer = p.lexer;
  const offset = lexer.start;
  const small = smallDecimal(p);
  const text = small >= 0 ? "" : lexer.spelling();
  p.consume();
  let t = type;
  if (t === undefined) t = p.consumeIf(TokenKind.Colon) ? parseType(p) : IntegerType.get(p.context, 64);
  const spelled = small >= 0 ? String(small) : text;
  if (t instanceof FloatType) {
    const bits = floatBitsFromIntegerLiteral(p, offset, spelled, negative, t);
    return floatAttrFromBits(t, bits);
  }
  if (!(t instanceof IntegerType || t instanceof IndexType)) throw p.errorAt(offset, "integer literal not valid for specified type");
  if (negative && t instanceof IntegerType && t.signedness === "unsigned")
    throw p.errorAt(offset, "negative integer literal not valid for unsigned integer type");
  const value = small >= 0 ? smallInteger(t, negative, small) : buildInteger(t, negative, text);
  if (value === undefined) throw p.errorAt(offset, "integer constant out of range for attribute");
  return IntegerAttr.get(t, value);
}

/** A float attribute from an exact bit pattern (hex literal). */
function floatAttrFromBits(type: FloatType, bits: bigint): FloatAttr {
  const s = semanticsOf(type.kind);
  const decoded = decodeBits(s, bits);
  const value = decodedToDouble(decoded);
  // Keep the bits when the double does not determine them (NaN payloads, f80/f128 precision).
  const exact = !Number.isNaN(value) && encodeDouble(s, value) === bits;
  return FloatAttr.get(type, value, exact ? undefined : bits);
}

function floatBitsFromIntegerLiteral(p: AsmParserState, offset: number, text: string, negative: boolean, type: FloatType): bigint {
  const isHex = text.length > 1 && text.charCodeAt(1) === 120;
  if (!isHex) {
    throw p.decimalIntegerForFloatError(offset);
  }
  if (negative) throw p.errorAt(offset, "hexadecimal float literal should not have a leading minus");
  const value = BigInt(text);
  const width = semanticsOf(type.kind).width;
  if (value.toString(2).length > width && value !== 0n) throw p.errorAt(offset, "hexadecimal float constant out of range for type");
  return value;
}

function parseFloatAttr(p: AsmParserState, type: Type | undefined, negative: boolean): Attribute {
  const lexer = p.lexer;
  const offset = lexer.start;
  // MLIR reads the literal as a double (an inexact or overflowing conversion is accepted:
  // 1.0e400 is infinity), then converts it to the type.
  const raw = Number(lexer.spelling());
  p.consume();
  let t = type;
  if (t === undefined) t = p.consumeIf(TokenKind.Colon) ? parseType(p) : FloatType.get(p.context, "f64");
  if (!(t instanceof FloatType)) throw p.error("floating point value not valid for specified type");
  const value = roundToKind(t.kind, negative ? -raw : raw);
  return FloatAttr.get(t, value);
}

// ---- dense arrays

function parseDenseArrayAttr(p: AsmParserState): Attribute {
  p.consume();
  p.expect(TokenKind.Less, "expected '<' after 'array'");
  const typeOffset = p.lexer.start;
  const elementType = parseType(p);
  if (!(elementType instanceof IntegerType || elementType instanceof IndexType || elementType instanceof FloatType))
    throw p.errorAt(typeOffset, `expected integer or float type, got: ${quotedType(elementType)}`);
  const width = elementType instanceof IndexType ? 64 : elementType.getIntOrFloatBitWidth();
  if (!(elementType instanceof IntegerType && width === 1) && width % 8 !== 0)
    throw p.errorAt(typeOffset, "element type bitwidth must be a multiple of 8");
  const storageProbe = denseArrayStorageFor(elementType, 0);
  if (storageProbe === undefined) throw p.errorAt(typeOffset, "unsupported dense array element type");
  if (p.consumeIf(TokenKind.Greater)) return DenseArrayAttr.get(elementType, storageProbe);
  p.expect(TokenKind.Colon, "expected ':' after dense array type");
  const values: (number | bigint)[] = [];
  const lexer = p.lexer;
  do {
    const negative = p.consumeIf(TokenKind.Minus);
    if (elementType instanceof FloatType) {
      values.push(parseFloatElement(p, elementType, negative));
    } else if (lexer.kind === TokenKind.KwTrue || lexer.kind === TokenKind.KwFalse) {
      if (!(elementType instanceof IntegerType && width === 1)) throw p.error("expected i1 type for 'true' or 'false' values");
      values.push(lexer.kind === TokenKind.KwTrue ? 1 : 0);
      p.consume();
    } else if (lexer.kind === TokenKind.Integer) {
      const text = lexer.spelling();
      const v = buildInteger(elementType, negative, text);
      // MLIR reports the range error after taking the literal: at the token after it.
      p.consume();
      if (v === undefined) throw p.error("integer constant out of range");
      values.push(width === 1 ? Number(v) & 1 : v);
    } else throw p.error("expected integer literal");
  } while (p.consumeIf(TokenKind.Comma));
  p.expect(TokenKind.Greater, "expected '>' to close an array attribute");
  const storage = denseArrayStorageFor(elementType, values.length) as NonNullable<ReturnType<typeof denseArrayStorageFor>>;
  if (storage instanceof BigInt64Array) for (let i = 0; i < values.length; i++) storage[i] = BigInt(values[i] as number | bigint);
  else if (!hasTypedDenseArrayStorage(elementType)) {
    const bytes = storage as Uint8Array;
    const w = denseArrayElementByteWidth(elementType);
    for (let i = 0; i < values.length; i++) {
      if (elementType instanceof FloatType) writeFloat(bytes, i * w, elementType, values[i] as number);
      else if (width > 0) writeInt(bytes, i * w, elementType, values[i] as number | bigint);
    }
  } else for (let i = 0; i < values.length; i++) storage[i] = Number(values[i]);
  return DenseArrayAttr.get(elementType, storage);
}

/** One float literal (decimal, or hex bits) as the double value rounded to `type`. */
function parseFloatElement(p: AsmParserState, type: FloatType, negative: boolean): number {
  const lexer = p.lexer;
  if (lexer.kind === TokenKind.FloatLiteral) {
    const raw = Number(lexer.spelling()); // beyond the double range: infinity, as in MLIR
    p.consume();
    return roundToKind(type.kind, negative ? -raw : raw);
  }
  if (lexer.kind === TokenKind.Integer) {
    const start = lexer.start;
    const spelling = lexer.spelling();
    // MLIR takes the literal before it checks it: an error lexing the next token comes first.
    p.consume();
    if ((lexer.kind as TokenKind) === TokenKind.Error) throw lexer.tokenError();
    const bits = floatBitsFromIntegerLiteral(p, start, spelling, negative, type);
    return decodedToDouble(decodeBits(semanticsOf(type.kind), bits));
  }
  // MLIR's DenseArrayElementParser::parseFloatElement.
  throw p.error("expected integer or floating point literal");
}

// ---- dense elements

interface LiteralElement {
  readonly negative: boolean;
  readonly kind: TokenKind;
  readonly start: number;
  readonly end: number;
}

/**
 * The scalar tokens of a dense literal, in typed arrays: a literal of millions of
 * elements costs eleven bytes per element, never an object per element.
 */
class LiteralElements {
  length = 0;
  private starts = new Int32Array(16);
  private ends = new Int32Array(16);
  private kinds = new Uint16Array(16);
  private negatives = new Uint8Array(16);

  push(kind: TokenKind, start: number, end: number, negative: boolean): void {
    const i = this.length;
    if (i === this.starts.length) this.grow();
    this.starts[i] = start;
    this.ends[i] = end;
    this.kinds[i] = kind;
    this.negatives[i] = negative ? 1 : 0;
    this.length = i + 1;
  }
  start(i: number): number {
    return this.starts[i] as number;
  }
  end(i: number): number {
    return this.ends[i] as number;
  }
  kind(i: number): TokenKind {
    return this.kinds[i] as TokenKind;
  }
  negative(i: number): boolean {
    return this.negatives[i] === 1;
  }

  private grow(): void {
    const capacity = this.starts.length * 2;
    const starts = new Int32Array(capacity);
    starts.set(this.starts);
    this.starts = starts;
    const ends = new Int32Array(capacity);
    ends.set(this.ends);
    this.ends = ends;
    const kinds = new Uint16Array(capacity);
    kinds.set(this.kinds);
    this.kinds = kinds;
    const negatives = new Uint8Array(capacity);
    negatives.set(this.negatives);
    this.negatives = negatives;
  }
}

/** The dims of a scalar element (shared: dims lists are never modified). */
const SCALAR_DIMS: number[] = [];

/** MLIR's TensorLiteralParser: the nested literal first, the type later. */
class TensorLiteral {
  readonly elements = new LiteralElements();
  /** Shape from nested brackets; empty for a single (splat) element. */
  shape: number[] = [];
  hexString: LiteralElement | undefined;
  private readonly p: AsmParserState;
  constructor(p: AsmParserState) {
    this.p = p;
  }

  parse(allowHex: boolean): void {
    const lexer = this.p.lexer;
    if (allowHex && lexer.kind === TokenKind.String) {
      this.hexString = { negative: false, kind: TokenKind.String, start: lexer.start, end: lexer.end };
      this.p.consume();
      return;
    }
    if (lexer.kind === TokenKind.LSquare) this.shape = this.parseList();
    else this.parseElement();
  }

  private push(negative: boolean): void {
    const lexer = this.p.lexer;
    this.elements.push(lexer.kind, lexer.start, lexer.end, negative);
    this.p.consume();
  }

  private parseElement(): void {
    const p = this.p;
    switch (p.lexer.kind) {
      case TokenKind.KwTrue:
      case TokenKind.KwFalse:
      case TokenKind.FloatLiteral:
      case TokenKind.Integer:
      case TokenKind.String:
        this.push(false);
        return;
      case TokenKind.Minus:
        p.consume();
        if (k(p) !== TokenKind.FloatLiteral && k(p) !== TokenKind.Integer)
          throw p.error("expected integer or floating point literal");
        this.push(true);
        return;
      case TokenKind.LParen:
        p.enterNesting(p.lexer.start);
        p.consume();
        this.parseElement();
        p.expect(TokenKind.Comma, "expected ',' between complex elements");
        this.parseElement();
        p.expect(TokenKind.RParen, "expected ')' after complex elements");
        p.exitNesting();
        return;
      default:
        throw p.error("expected element literal of primitive type");
    }
  }

  /** Iterative over the nesting of brackets (any depth). */
  private parseList(): number[] {
    const p = this.p;
    interface Frame {
      size: number;
      first: boolean;
      dims: number[];
    }
    const stack: Frame[] = [];
    let result: number[] = [];
    p.expect(TokenKind.LSquare, "expected '['");
    stack.push({ size: 0, first: true, dims: [] });
    let justClosed: number[] | undefined;
    if (p.lexer.kind === TokenKind.RSquare) {
      p.consume();
      return [0];
    }
    for (;;) {
      const top = stack[stack.length - 1] as Frame;
      let thisDims: number[];
      if (justClosed !== undefined) {
        thisDims = justClosed;
        justClosed = undefined;
      } else if (p.lexer.kind === TokenKind.LSquare) {
        p.consume();
        if (k(p) === TokenKind.RSquare) {
          p.consume();
          thisDims = [0];
        } else {
          p.enterNesting(p.lexer.start);
          stack.push({ size: 0, first: true, dims: [] });
          continue;
        }
      } else {
        this.parseElement();
        thisDims = SCALAR_DIMS;
      }
      top.size++;
      if (top.first) {
        top.dims = thisDims;
        top.first = false;
      } else if (!sameDims(top.dims, thisDims)) {
        throw p.error("tensor literal is invalid; ranks are not consistent between elements");
      }
      if (p.consumeIf(TokenKind.Comma)) continue;
      // MLIR's tensor literal lists are parseCommaSeparatedList(Square): "expected ']'".
      p.expect(TokenKind.RSquare, "expected ']'");
      stack.pop();
      result = [top.size, ...top.dims];
      if (stack.length === 0) return result;
      p.exitNesting();
      justClosed = result;
    }
  }

  /** Builds the attribute for `type`; `offset` locates errors. */
  getAttr(offset: number, type: ShapedType): DenseIntOrFPElementsAttr | DenseStringElementsAttr {
    const p = this.p;
    const elementType = type.elementType;
    const scalar = elementType instanceof ComplexType ? elementType.elementType : elementType;
    const intOrFloat = scalar instanceof IntegerType || scalar instanceof IndexType || scalar instanceof FloatType;
    if (this.hexString !== undefined && intOrFloat) return this.hexAttr(offset, type);
    if (this.shape.length > 0 && !sameDims(this.shape, type.shape))
      throw p.errorAt(
        offset,
        `inferred shape of elements literal ([${this.shape.join(", ")}]) does not match type ([${type.shape.join(", ")}])`,
      );
    if (this.hexString === undefined && this.elements.length === 0 && type.getNumElements() !== 0)
      throw p.errorAt(offset, `parsed zero elements, but type (${quotedType(type)}) expected at least 1`);
    if (!intOrFloat) return this.stringAttr(type);
    const width = denseElementByteWidth(elementType);
    const scalarWidth = elementType instanceof ComplexType ? width / 2 : width;
    const elements = this.elements;
    const data = new Uint8Array(elements.length * scalarWidth);
    const text = p.lexer.text;
    const unsigned = scalar instanceof IntegerType && scalar.signedness === "unsigned";
    for (let i = 0; i < elements.length; i++) {
      const kind = elements.kind(i);
      const start = elements.start(i);
      const end = elements.end(i);
      const negative = elements.negative(i);
      const at = i * scalarWidth;
      if (scalar instanceof FloatType) {
        if (kind === TokenKind.FloatLiteral) {
          const raw = Number(text.slice(start, end)); // beyond the double range: infinity, as in MLIR
          writeFloat(data, at, scalar, roundToKind(scalar.kind, negative ? -raw : raw));
        } else if (kind === TokenKind.Integer && text.charCodeAt(start + 1) === 120) {
          writeFloatBits(data, at, scalar, floatBitsFromIntegerLiteral(p, start, text.slice(start, end), negative, scalar));
        } else throw p.error("expected floating-point elements, but parsed integer");
        continue;
      }
      if (negative && unsigned) throw p.errorAt(start, "expected unsigned integer elements, but parsed negative value");
      if (kind === TokenKind.FloatLiteral) throw p.errorAt(start, "expected integer elements, but parsed floating-point");
      if (kind === TokenKind.KwTrue || kind === TokenKind.KwFalse) {
        if (!(scalar instanceof IntegerType && scalar.width === 1)) throw p.errorAt(start, "expected i1 type for 'true' or 'false' values");
        data[at] = kind === TokenKind.KwTrue ? 1 : 0;
        continue;
      }
      if (kind !== TokenKind.Integer) throw p.errorAt(start, "expected integer elements");
      // Short decimal literals are read from the text directly (no string per element).
      const small = end - start <= 15 && text.charCodeAt(start + 1) !== 120 ? smallIntegerTokenValue(text, start, end) : -1;
      const v = small >= 0 ? buildSmallInteger(scalar, negative, small) : buildInteger(scalar, negative, text.slice(start, end));
      if (v === undefined) throw p.errorAt(start, "integer constant out of range for type");
      writeInt(data, at, scalar, v);
    }
    return DenseIntOrFPElementsAttr.getFromOwnedRawData(type, data);
  }

  private stringAttr(type: ShapedType): DenseStringElementsAttr {
    const p = this.p;
    const text = p.lexer.text;
    const values: string[] = [];
    if (this.hexString !== undefined) values.push(decodeStringLiteral(text, this.hexString.start, this.hexString.end));
    const elements = this.elements;
    for (let i = 0; i < elements.length; i++) {
      const start = elements.start(i);
      const end = elements.end(i);
      if (elements.kind(i) !== TokenKind.String) throw p.errorAt(start, `expected string token, got ${text.slice(start, end)}`);
      values.push(decodeStringLiteral(text, start, end));
    }
    return DenseStringElementsAttr.get(type, values);
  }

  private hexAttr(offset: number, type: ShapedType): DenseIntOrFPElementsAttr {
    const p = this.p;
    const h = this.hexString as LiteralElement;
    const bytes = decodeHexLiteralBytes(p.lexer.text, h.start, h.end);
    if (bytes === undefined) throw p.errorAt(h.start, "expected string containing hex digits starting with `0x`");
    const elementType = type.elementType;
    const n = type.getNumElements();
    let data: Uint8Array;
    if (elementType instanceof IntegerType && elementType.width === 1) {
      // i1 data is bit-packed; a single 0x00/0xFF byte is a splat.
      const packedSize = Math.ceil(n / 8);
      const first = bytes[0] as number;
      if (bytes.length === 1 && (first === 0 || first === 0xff) && packedSize !== 1) {
        data = new Uint8Array([first === 0 ? 0 : 1]);
      } else if (bytes.length === packedSize) {
        data = new Uint8Array(n);
        for (let i = 0; i < n; i++) data[i] = ((bytes[i >> 3] as number) >> (i & 7)) & 1;
      } else throw p.errorAt(offset, `elements hex data size is invalid for provided type: ${quotedType(type)}`);
    } else {
      const width = denseElementByteWidth(elementType);
      if (bytes.length !== width * n && bytes.length !== width)
        throw p.errorAt(offset, `elements hex data size is invalid for provided type: ${quotedType(type)}`);
      data = bytes;
    }
    return DenseIntOrFPElementsAttr.getFromOwnedRawData(type, data);
  }
}

function sameDims(a: readonly Int64[], b: readonly Int64[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The `: type` of an elements literal (or the given type), which must be statically shaped. */
function parseElementsLiteralType(p: AsmParserState, type: Type | undefined): ShapedType {
  let t = type;
  if (t === undefined) {
    p.expect(TokenKind.Colon, "expected ':'");
    t = parseType(p);
  }
  if (!(t instanceof ShapedType)) throw p.error("elements literal must be a shaped type");
  if (!t.hasStaticShape()) throw p.error("elements literal type must have static shape");
  return t;
}

function parseDenseElementsAttr(p: AsmParserState, type: Type | undefined): Attribute {
  const attrOffset = p.lexer.start;
  p.consume();
  p.expect(TokenKind.Less, "expected '<' after 'dense'");
  const literal = new TensorLiteral(p);
  if (!p.consumeIf(TokenKind.Greater)) {
    literal.parse(true);
    p.expect(TokenKind.Greater, "expected '>'");
  }
  const typeOffset = type !== undefined ? attrOffset : p.lexer.start;
  const t = parseElementsLiteralType(p, type);
  return literal.getAttr(typeOffset, t);
}

function parseDenseResourceAttr(p: AsmParserState, type: Type | undefined): Attribute {
  const offset = p.lexer.start;
  p.consume();
  p.expect(TokenKind.Less, "expected '<' after 'dense_resource'");
  const lexer = p.lexer;
  let key: string;
  if (lexer.kind === TokenKind.String) key = decodeStringLiteral(lexer.text, lexer.start, lexer.end);
  else if (lexer.kind === TokenKind.BareIdentifier || isKeyword(lexer.kind) || lexer.kind === TokenKind.IntType) key = lexer.spelling();
  else throw p.error("expected identifier key for 'resource' entry");
  p.consume();
  p.expect(TokenKind.Greater, "expected '>'");
  let t = type;
  let typeOffset = offset;
  if (t === undefined) {
    typeOffset = lexer.start;
    p.expect(TokenKind.Colon, "expected ':'");
    t = parseType(p);
  }
  if (!(t instanceof ShapedType)) throw p.errorAt(typeOffset, "`dense_resource` expected a shaped type");
  return DenseResourceElementsAttr.get(t, p.context.getOrCreateBuiltinResource(key));
}

function parseSparseElementsAttr(p: AsmParserState, type: Type | undefined): Attribute {
  const keywordOffset = p.lexer.start;
  p.consume();
  p.expect(TokenKind.Less, "Expected '<' after 'sparse'");
  const i64 = IntegerType.get(p.context, 64);
  if (p.consumeIf(TokenKind.Greater)) {
    const t = parseElementsLiteralType(p, type);
    const indices = DenseIntOrFPElementsAttr.getFromRawData(RankedTensorType.get([0, t.getRank()], i64), new Uint8Array(0));
    const valuesType = RankedTensorType.get([0], t.elementType);
    const values =
      t.elementType instanceof IntegerType || t.elementType instanceof IndexType || t.elementType instanceof FloatType || t.elementType instanceof ComplexType
        ? DenseIntOrFPElementsAttr.getFromRawData(valuesType, new Uint8Array(0))
        : DenseStringElementsAttr.get(valuesType, []);
    return SparseElementsAttr.get(t, indices, values);
  }
  const indicesOffset = p.lexer.start;
  const indicesLiteral = new TensorLiteral(p);
  indicesLiteral.parse(false);
  p.expect(TokenKind.Comma, "expected ','");
  const valuesOffset = p.lexer.start;
  const valuesLiteral = new TensorLiteral(p);
  valuesLiteral.parse(true);
  p.expect(TokenKind.Greater, "expected '>'");
  const t = parseElementsLiteralType(p, type);
  const indicesType =
    indicesLiteral.shape.length === 0 ? RankedTensorType.get([1, t.getRank()], i64) : RankedTensorType.get(indicesLiteral.shape, i64);
  const indices = indicesLiteral.getAttr(indicesOffset, indicesType) as DenseIntOrFPElementsAttr;
  const valuesType =
    valuesLiteral.shape.length === 0
      ? RankedTensorType.get([indicesType.shape[0] as number], t.elementType)
      : RankedTensorType.get(valuesLiteral.shape, t.elementType);
  const values = valuesLiteral.getAttr(valuesOffset, valuesType);
  verifySparse(p, keywordOffset, t, indices, values);
  return SparseElementsAttr.get(t, indices, values);
}

/** MLIR's SparseElementsAttr::verify. */
function verifySparse(
  p: AsmParserState,
  offset: number,
  type: ShapedType,
  indices: DenseIntOrFPElementsAttr,
  values: DenseIntOrFPElementsAttr | DenseStringElementsAttr,
): void {
  const valuesType = values.type;
  if (valuesType.getRank() !== 1) throw p.errorAt(offset, "expected 1-d tensor for sparse element values");
  const indicesType = indices.type;
  const shapeError = () =>
    p.errorAt(
      offset,
      `expected shape ([${type.shape.join(", ")}]); inferred shape of indices literal ([${indicesType.shape.join(", ")}]); inferred shape of values literal ([${valuesType.shape.join(", ")}])`,
    );
  const rank = type.getRank();
  const indicesRank = indicesType.getRank();
  if (indicesRank === 2) {
    if (indicesType.shape[1] !== rank) throw shapeError();
  } else if (indicesRank !== 1 || rank !== 1) throw shapeError();
  const numSparse = indicesType.shape[0] as number;
  if (numSparse !== valuesType.shape[0]) throw shapeError();
  const indexAt = (i: number): number => Number(readInt(indices.data, indices.isSplat ? 0 : i * 8, indices.type.elementType));
  const check = (n: number, index: number[]): void => {
    for (let d = 0; d < index.length; d++) {
      const v = index[d] as number;
      if (v < 0 || v >= (type.shape[d] as Int64))
        throw p.errorAt(
          offset,
          `sparse index #${n} is not contained within the value shape, with index=[${index.join(", ")}], and type=${quotedType(type)}`,
        );
    }
  };
  if (indices.isSplat) {
    check(0, new Array<number>(rank).fill(indexAt(0)));
    return;
  }
  for (let i = 0; i < numSparse; i++) {
    const index: number[] = [];
    for (let d = 0; d < rank; d++) index.push(indexAt(i * rank + d));
    check(i, index);
  }
}

function parseStridedLayoutAttr(p: AsmParserState): Attribute {
  const offset = p.lexer.start;
  p.consume();
  p.expect(TokenKind.Less, "expected '<' after 'strided'");
  p.expect(TokenKind.LSquare, "expected '['");
  const parseStrideOrOffset = (): Int64 => {
    if (p.consumeIf(TokenKind.Question)) return DYNAMIC;
    const at = p.lexer.start;
    const negative = p.consumeIf(TokenKind.Minus);
    if (p.lexer.kind === TokenKind.Integer) {
      const v = parseInt64Magnitude(p.lexer.spelling());
      if (v === undefined) throw p.errorAt(at, "expected a 64-bit signed integer or '?'");
      p.consume();
      return negative ? negInt64(v) : v;
    }
    throw p.errorAt(at, "expected a 64-bit signed integer or '?'");
  };
  const strides: Int64[] = [];
  if (p.lexer.kind !== TokenKind.RSquare) {
    do strides.push(parseStrideOrOffset());
    while (p.consumeIf(TokenKind.Comma));
  }
  p.expect(TokenKind.RSquare, "expected ']'");
  let off: Int64 = 0;
  if (!p.consumeIf(TokenKind.Greater)) {
    p.expect(TokenKind.Comma, "expected ','");
    p.expect(TokenKind.KwOffset, "expected 'offset' after comma");
    p.expect(TokenKind.Colon, "expected ':' after 'offset'");
    off = parseStrideOrOffset();
    p.expect(TokenKind.Greater, "expected '>'");
  }
  if (strides.some((s) => s === 0)) throw p.errorAt(offset, "strides must not be zero");
  return StridedLayoutAttr.get(p.context, off, strides);
}

function parseDistinctAttr(p: AsmParserState, type: Type | undefined): Attribute {
  const offset = p.lexer.start;
  p.consume();
  p.expect(TokenKind.LSquare, "expected '[' after 'distinct'");
  const idText = p.lexer.kind === TokenKind.Integer ? p.lexer.spelling() : "";
  p.expect(TokenKind.Integer, "expected distinct ID");
  if (BigInt(idText) > 2n ** 64n - 1n) throw p.error("expected an unsigned 64-bit integer");
  p.expect(TokenKind.RSquare, "expected ']' to close distinct ID");
  p.expect(TokenKind.Less, "expected '<' after distinct ID");
  let referenced: Attribute;
  if (p.consumeIf(TokenKind.Greater)) referenced = UnitAttr.get(p.context);
  else {
    p.enterNesting(offset);
    referenced = parseAttribute(p, type);
    p.exitNesting();
    p.expect(TokenKind.Greater, "expected '>' to close distinct attribute");
  }
  const key = BigInt(idText).toString();
  const table = distinctTable(p);
  const existing = table.get(key);
  if (existing === undefined) {
    const created = DistinctAttr.create(referenced);
    table.set(key, created);
    return created;
  }
  if (existing.referencedAttr !== referenced)
    throw p.errorAt(offset, `referenced attribute does not match previous definition: ${printerForDiagnostics().printAttribute(existing.referencedAttr)}`);
  return existing;
}

// ------------------------------------------------------------------ locations

/** The location inside `loc(...)`; aliases (`#loc3`) must already be defined here. */
export function parseLocationInstance(p: AsmParserState): Location {
  const lexer = p.lexer;
  const kind = lexer.kind;
  if (kind === TokenKind.HashIdentifier) {
    const offset = lexer.start;
    const attr = parseExtendedAttr(p, undefined);
    if (!(attr instanceof Location))
      throw p.errorAt(offset, `expected location attribute, but got${printerForDiagnostics().printAttribute(attr)}`);
    return attr;
  }
  if (kind === TokenKind.String) return parseNameOrFileLineCol(p, false) as Location;
  if (kind !== TokenKind.BareIdentifier) throw p.wrongTokenError("expected location instance");
  if (lexer.spellingIs("callsite")) {
    p.consume();
    p.expect(TokenKind.LParen, "expected '(' in callsite location");
    p.enterNesting(lexer.start);
    const callee = parseLocationInstance(p);
    if (lexer.kind !== TokenKind.BareIdentifier || !lexer.spellingIs("at")) throw p.wrongTokenError("expected 'at' in callsite location");
    p.consume();
    const caller = parseLocationInstance(p);
    p.expect(TokenKind.RParen, "expected ')' in callsite location");
    p.exitNesting();
    return CallSiteLoc.get(callee, caller);
  }
  if (lexer.spellingIs("fused")) {
    p.consume();
    let metadata: Attribute | null = null;
    if (p.consumeIf(TokenKind.Less)) {
      metadata = parseAttribute(p);
      p.expect(TokenKind.Greater, "expected '>' after fused location metadata");
    }
    const locations: Location[] = [];
    p.enterNesting(lexer.start);
    if (!openDelimitedList(p, TokenKind.LSquare, "[", TokenKind.RSquare, " in fused location")) {
      do locations.push(parseLocationInstance(p));
      while (p.consumeIf(TokenKind.Comma));
      closeDelimitedList(p, TokenKind.RSquare, "]", " in fused location");
    }
    p.exitNesting();
    return FusedLoc.get(p.context, locations, metadata);
  }
  if (lexer.spellingIs("unknown")) {
    p.consume();
    return UnknownLoc.get(p.context);
  }
  throw p.wrongTokenError("expected location instance");
}

/**
 * An op's location inside `loc(...)`: as parseLocationInstance, except that a plain
 * file:line:col is stored in the context's packed locations and its index returned
 * (Operation.setPackedLocation; the object is made only if the location is read).
 */
export function parseOpLocationInstance(p: AsmParserState): Location | number {
  return p.lexer.kind === TokenKind.String ? parseNameOrFileLineCol(p, true) : parseLocationInstance(p);
}

/** `"name"(child)`, `"name"` or `"file":line:col`; with `pack`, the last as a packed location index when it fits. */
function parseNameOrFileLineCol(p: AsmParserState, pack: boolean): Location | number {
  const lexer = p.lexer;
  const str = stringValue(p);
  p.consume();
  if (p.consumeIf(TokenKind.Colon)) {
    if (lexer.kind !== TokenKind.Integer) throw p.wrongTokenError("expected integer line number in FileLineColLoc");
    const small = smallDecimal(p);
    const line = small >= 0 && small <= 0xffffffff ? small : unsignedValue(lexer.spelling());
    if (line === undefined) throw p.wrongTokenError("expected integer line number in FileLineColLoc");
    p.consume();
    p.expect(TokenKind.Colon, "expected ':' in FileLineColLoc");
    if (lexer.kind !== TokenKind.Integer) throw p.wrongTokenError("expected integer column number in FileLineColLoc");
    const smallColumn = smallDecimal(p);
    const column = smallColumn >= 0 && smallColumn <= 0xffffffff ? smallColumn : unsignedValue(lexer.spelling());
    if (column === undefined) throw p.error("expected integer column number in FileLineColLoc");
    p.consume();
    if (pack) {
      const index = p.context.packedLocations.pack(str, line, column);
      if (index >= 0) return index;
    }
    return FileLineColLoc.get(p.context, str, line, column);
  }
  if (p.consumeIf(TokenKind.LParen)) {
    p.enterNesting(lexer.start);
    const child = parseLocationInstance(p);
    p.expect(TokenKind.RParen, "expected ')' after child location of NameLoc");
    p.exitNesting();
    return NameLoc.get(p.context, str, child);
  }
  return NameLoc.get(p.context, str);
}

function unsignedValue(text: string): number | undefined {
  const v = text.length <= 10 && text.charCodeAt(1) !== 120 ? Number(text) : Number(BigInt(text));
  return v > 0xffffffff ? undefined : v;
}
