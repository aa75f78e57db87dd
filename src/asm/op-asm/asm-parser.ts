// MLIR's AsmParser: the token-level parsing API shared by custom op parsers (and
// usable by dialect attribute/type parsers), on top of the text parser's state. Every
// failure throws a located DiagnosticError with MLIR's message.
import type { Attribute, NamedAttribute } from "../../ir/attributes.js";
import { StringAttr, hasType } from "../../ir/attributes.js";
import type { MLIRContext } from "../../ir/context.js";
import { FunctionType, type Type } from "../../ir/types.js";
import type { Int64 } from "../../ir/int64.js";
import { DiagnosticError } from "../../support/diagnostic.js";
import { DiagnosticsError } from "../errors.js";
import { parseAttribute, parseDimensionList, parseDimensionListWithoutTrailingX, parseOptionalAttribute, parseOptionalType, parseType, parseFunctionResultTypes } from "../attr-type/index.js";
import type { AsmParserState } from "../parser-state.js";
import { decodeStringLiteral, integerTokenValue, isKeyword, symbolReferenceName, TokenKind } from "../token.js";
import { OdsBuilder } from "./builder.js";
import { withoutCustomOpErrors } from "./emit-error.js";

/**
 * A class with MLIR's "parse without the `#dialect.mnemonic` prefix" hook; dialect
 * hooks receive the text parser's state, positioned after the mnemonic.
 */
export interface StrippedAttributeParser<T extends Attribute> {
  parseBody(parser: AsmParserState, context: MLIRContext): T;
  /** Whether a full attribute written in its place is of the class (absent: any is). */
  accepts?(attr: Attribute, context: MLIRContext): boolean;
}

export type Delimiter = "none" | "paren" | "square" | "less" | "brace" | "optional-paren" | "optional-square" | "optional-less" | "optional-brace";

/** An attribute class, also one whose constructor is private (attributes are built by `get`). */
export type AttributeClass<T extends Attribute> = { readonly prototype: T };

export class AsmParser {
  readonly p: AsmParserState;
  private builder: OdsBuilder | undefined;

  constructor(state: AsmParserState) {
    this.p = state;
  }

  get context(): MLIRContext {
    return this.p.context;
  }

  getContext(): MLIRContext {
    return this.p.context;
  }

  getBuilder(): OdsBuilder {
    return (this.builder ??= builderFor(this.p.context));
  }

  /** Offset of the current token. */
  getCurrentLocation(): number {
    return this.p.lexer.start;
  }

  /** An error at `offset` (throw it). */
  emitError(offset: number, message: string): DiagnosticError {
    return this.p.errorAt(offset, message);
  }

  /**
   * An error at the current token through emitError, as MLIR's AsmParser methods report
   * (a custom op's parser prefixes it); the lexer's own error for a bad token.
   */
  protected errorHere(message: string): DiagnosticError {
    if (this.p.lexer.kind === TokenKind.Error) return this.p.lexer.tokenError();
    return this.emitError(this.getCurrentLocation(), message);
  }

  // ---- punctuation ----

  private expect(kind: TokenKind, spelling: string): void {
    if (this.p.lexer.kind !== kind) throw this.p.wrongTokenError(`expected '${spelling}'`);
    this.p.consume();
  }

  parseArrow(): void {
    this.expect(TokenKind.Arrow, "->");
  }
  parseOptionalArrow(): boolean {
    return this.p.consumeIf(TokenKind.Arrow);
  }
  parseColon(): void {
    this.expect(TokenKind.Colon, ":");
  }
  parseOptionalColon(): boolean {
    return this.p.consumeIf(TokenKind.Colon);
  }
  parseComma(): void {
    this.expect(TokenKind.Comma, ",");
  }
  parseOptionalComma(): boolean {
    return this.p.consumeIf(TokenKind.Comma);
  }
  parseEqual(): void {
    this.expect(TokenKind.Equal, "=");
  }
  parseOptionalEqual(): boolean {
    return this.p.consumeIf(TokenKind.Equal);
  }
  parseLess(): void {
    this.expect(TokenKind.Less, "<");
  }
  parseOptionalLess(): boolean {
    return this.p.consumeIf(TokenKind.Less);
  }
  parseGreater(): void {
    this.expect(TokenKind.Greater, ">");
  }
  parseOptionalGreater(): boolean {
    return this.p.consumeIf(TokenKind.Greater);
  }
  parseLParen(): void {
    this.expect(TokenKind.LParen, "(");
  }
  parseOptionalLParen(): boolean {
    return this.p.consumeIf(TokenKind.LParen);
  }
  parseRParen(): void {
    this.expect(TokenKind.RParen, ")");
  }
  parseOptionalRParen(): boolean {
    return this.p.consumeIf(TokenKind.RParen);
  }
  parseLSquare(): void {
    this.expect(TokenKind.LSquare, "[");
  }
  parseOptionalLSquare(): boolean {
    return this.p.consumeIf(TokenKind.LSquare);
  }
  parseRSquare(): void {
    this.expect(TokenKind.RSquare, "]");
  }
  parseOptionalRSquare(): boolean {
    return this.p.consumeIf(TokenKind.RSquare);
  }
  parseLBrace(): void {
    this.expect(TokenKind.LBrace, "{");
  }
  parseOptionalLBrace(): boolean {
    return this.p.consumeIf(TokenKind.LBrace);
  }
  parseRBrace(): void {
    this.expect(TokenKind.RBrace, "}");
  }
  parseOptionalRBrace(): boolean {
    return this.p.consumeIf(TokenKind.RBrace);
  }
  parseQuestion(): void {
    this.expect(TokenKind.Question, "?");
  }
  parseOptionalQuestion(): boolean {
    return this.p.consumeIf(TokenKind.Question);
  }
  parseStar(): void {
    this.expect(TokenKind.Star, "*");
  }
  parseOptionalStar(): boolean {
    return this.p.consumeIf(TokenKind.Star);
  }
  parsePlus(): void {
    this.expect(TokenKind.Plus, "+");
  }
  parseOptionalPlus(): boolean {
    return this.p.consumeIf(TokenKind.Plus);
  }
  parseMinus(): void {
    this.expect(TokenKind.Minus, "-");
  }
  parseOptionalMinus(): boolean {
    return this.p.consumeIf(TokenKind.Minus);
  }
  parseEllipsis(): void {
    this.expect(TokenKind.Ellipsis, "...");
  }
  parseOptionalEllipsis(): boolean {
    return this.p.consumeIf(TokenKind.Ellipsis);
  }
  parseVerticalBar(): void {
    this.expect(TokenKind.VerticalBar, "|");
  }
  parseOptionalVerticalBar(): boolean {
    return this.p.consumeIf(TokenKind.VerticalBar);
  }

  /** Parses a format literal: a keyword or one of the punctuation spellings. */
  parseLiteral(spelling: string): void {
    const kind = punctuationKind(spelling);
    if (kind === undefined) this.parseKeyword(spelling);
    else this.expect(kind, spelling);
  }

  parseOptionalLiteral(spelling: string): boolean {
    const kind = punctuationKind(spelling);
    if (kind === undefined) return this.parseOptionalKeyword(spelling);
    return this.p.consumeIf(kind);
  }

  // ---- keywords and strings ----

  private atKeyword(): boolean {
    const kind = this.p.lexer.kind;
    return kind === TokenKind.BareIdentifier || isKeyword(kind);
  }

  /**
   * A `struct` parameter name: MLIR's parseKeyword, reporting `expected valid keyword`
   * and then `expected a parameter name in struct` when none is there.
   */
  parseStructParameterName(): string {
    const offset = this.getCurrentLocation();
    const key = this.parseOptionalMnemonic();
    if (key !== undefined) return key;
    const first = this.emitError(offset, "expected valid keyword");
    const second = this.emitError(this.getCurrentLocation(), "expected a parameter name in struct");
    throw new DiagnosticsError([first.diagnostic, second.diagnostic]);
  }

  /** The keyword at the current token (identifiers, keywords and `i32`-like words), consumed; else undefined. */
  parseOptionalMnemonic(): string | undefined {
    const kind = this.p.lexer.kind;
    if (kind !== TokenKind.BareIdentifier && kind !== TokenKind.IntType && !isKeyword(kind)) return undefined;
    const word = this.p.lexer.spelling();
    this.p.consume();
    return word;
  }

  parseOptionalKeyword(keyword: string): boolean {
    if (!this.atKeyword() || !this.p.lexer.spellingIs(keyword)) return false;
    this.p.consume();
    return true;
  }

  parseKeyword(keyword: string, message = ""): void {
    const offset = this.getCurrentLocation();
    if (!this.parseOptionalKeyword(keyword)) throw this.emitError(offset, `expected '${keyword}'${message}`);
  }

  /** Any keyword (optionally one of `allowed`), or undefined. */
  parseOptionalKeywordAny(allowed?: readonly string[]): string | undefined {
    if (!this.atKeyword()) return undefined;
    const spelling = this.p.lexer.spelling();
    if (allowed !== undefined && !allowed.includes(spelling)) return undefined;
    this.p.consume();
    return spelling;
  }

  parseKeywordAny(): string {
    const offset = this.getCurrentLocation();
    const keyword = this.parseOptionalKeywordAny();
    if (keyword === undefined) throw this.emitError(offset, "expected valid keyword");
    return keyword;
  }

  parseOptionalString(): string | undefined {
    const lexer = this.p.lexer;
    if (lexer.kind !== TokenKind.String) return undefined;
    const value = decodeStringLiteral(lexer.text, lexer.start, lexer.end);
    this.p.consume();
    return value;
  }

  parseString(): string {
    const value = this.parseOptionalString();
    if (value === undefined) throw this.errorHere("expected string");
    return value;
  }

  /** A keyword or a string literal (MLIR's parseOptionalKeywordOrString). */
  parseOptionalKeywordOrString(): string | undefined {
    return this.parseOptionalKeywordAny() ?? this.parseOptionalString();
  }

  parseKeywordOrString(): string {
    const value = this.parseOptionalKeywordOrString();
    if (value === undefined) throw this.errorHere("expected valid keyword or string");
    return value;
  }

  // ---- integers ----

  parseOptionalInteger(): bigint | undefined {
    const lexer = this.p.lexer;
    const negative = lexer.kind === TokenKind.Minus;
    if (negative) {
      this.p.consume();
      // MLIR's Parser::parseOptionalInteger: the integer after `-` is a plain token error at it.
      if (this.p.lexer.kind !== TokenKind.Integer) throw this.p.error("expected integer value");
    } else if (lexer.kind !== TokenKind.Integer) {
      return undefined;
    }
    const value = integerTokenValue(this.p.lexer.spelling());
    this.p.consume();
    return negative ? -value : value;
  }

  parseInteger(): bigint {
    const offset = this.getCurrentLocation();
    const value = this.parseOptionalInteger();
    if (value === undefined) throw this.emitError(offset, "expected integer value");
    return value;
  }

  /**
   * MLIR's parseOptionalInteger into an APInt: `false` / `true` (1-bit 0 and 1), or an
   * integer literal, optionally negated, as its bit pattern and width (see
   * integerLiteralOf); undefined when no integer starts here.
   */
  parseOptionalIntegerLiteral(): IntegerLiteral | undefined {
    if (this.p.consumeIf(TokenKind.KwFalse)) return { pattern: 0n, width: 1 };
    if (this.p.consumeIf(TokenKind.KwTrue)) return { pattern: 1n, width: 1 };
    const negative = this.p.lexer.kind === TokenKind.Minus;
    if (negative) {
      this.p.consume();
      if (this.p.lexer.kind !== TokenKind.Integer) throw this.p.error("expected integer value");
    } else if (this.p.lexer.kind !== TokenKind.Integer) {
      return undefined;
    }
    const literal = integerLiteralOf(this.p.lexer.spelling(), negative);
    this.p.consume();
    return literal;
  }

  /**
   * MLIR's parseOptionalInteger<IntT> for a `bits`-wide C++ integer (int64_t: 64 signed,
   * uint32_t: 32 unsigned): the value as that integer, undefined when no integer starts
   * here, or "integer value too large" at the literal (see narrowLikeMLIR).
   */
  parseOptionalSizedInteger(bits: number, signedness: Signedness = "signed"): bigint | undefined {
    const offset = this.getCurrentLocation();
    const literal = this.parseOptionalIntegerLiteral();
    if (literal === undefined) return undefined;
    const value = narrowLikeMLIR(literal, bits, signedness);
    if (value === undefined) throw this.emitError(offset, "integer value too large");
    return value;
  }

  /** MLIR's parseInteger<IntT>: parseOptionalSizedInteger, "expected integer value" when none starts here. */
  parseSizedInteger(bits: number, signedness: Signedness = "signed"): bigint {
    const offset = this.getCurrentLocation();
    const value = this.parseOptionalSizedInteger(bits, signedness);
    if (value === undefined) throw this.emitError(offset, "expected integer value");
    return value;
  }

  /**
   * MLIR's parseFloat into a double: a float literal, optionally negated; a decimal integer
   * is refused with MLIR's hint, anything else with "expected floating point literal".
   */
  parseFloatValue(): number {
    const negative = this.p.consumeIf(TokenKind.Minus);
    const lexer = this.p.lexer;
    if (lexer.kind === TokenKind.FloatLiteral) {
      const value = Number(lexer.spelling());
      this.p.consume();
      return negative ? -value : value;
    }
    if (lexer.kind === TokenKind.Integer) throw this.p.decimalIntegerForFloatError(lexer.start);
    throw this.p.errorAt(lexer.start, "expected floating point literal");
  }

  // ---- types ----

  /** `4x2x` before an element type (MLIR's parseDimensionList with its trailing `x`). */
  parseDimensionList(allowDynamic: boolean): Int64[] {
    return parseDimensionList(this.p, allowDynamic);
  }

  /** `4x?x2` alone, with no trailing `x` (MLIR's parseDimensionList with withTrailingX false); empty when no dimension starts here. */
  parseDimensionListWithoutTrailingX(allowDynamic: boolean): Int64[] {
    return parseDimensionListWithoutTrailingX(this.p, allowDynamic);
  }

  parseType(): Type {
    return parseType(this.p);
  }

  parseOptionalType(): Type | undefined {
    return parseOptionalType(this.p);
  }

  /** A type that must be an instance of `cls` (MLIR's parseType<T>). */
  parseTypeOf<T extends Type>(cls: abstract new (...args: never[]) => T): T {
    const offset = this.getCurrentLocation();
    const type = parseType(this.p);
    if (!(type instanceof cls)) throw this.emitError(offset, "invalid kind of type specified");
    return type;
  }

  /** A type passing `check` (MLIR's parseType<T> of a type interface T: another is "invalid kind of type specified"). */
  parseTypeSatisfying(check: (type: Type) => boolean): Type {
    const offset = this.getCurrentLocation();
    const type = parseType(this.p);
    if (!check(type)) throw this.emitError(offset, "invalid kind of type specified");
    return type;
  }

  /** parseTypeOf for a class whose constructor is private (the builtin type classes): by its prototype. */
  parseTypeOfClass<T extends Type>(cls: { readonly prototype: T }): T {
    return this.parseTypeOf(cls as unknown as abstract new (...args: never[]) => T);
  }

  parseColonType(): Type {
    this.parseColon();
    return this.parseType();
  }

  /** `: type` of class `cls` (MLIR's parseColonType<T>: a type of another class is reported at the colon). */
  parseColonTypeOfClass<T extends Type>(cls: { readonly prototype: T }): T {
    const offset = this.getCurrentLocation();
    const type = this.parseColonType();
    if (!(type instanceof (cls as unknown as abstract new (...args: never[]) => T))) throw this.emitError(offset, "invalid kind of type specified");
    return type;
  }

  /** `: t1, t2, ...` (at least one type). */
  parseColonTypeList(): Type[] {
    this.parseColon();
    return this.parseTypeList();
  }

  /** Comma separated types, at least one. */
  parseTypeList(): Type[] {
    const types = [this.parseType()];
    while (this.p.consumeIf(TokenKind.Comma)) types.push(this.parseType());
    return types;
  }

  /** Zero or more comma separated types (empty when the next token cannot start a type). */
  parseOptionalTypeList(): Type[] {
    const first = this.parseOptionalType();
    if (first === undefined) return [];
    const types = [first];
    while (this.p.consumeIf(TokenKind.Comma)) types.push(this.parseType());
    return types;
  }

  /** `-> t` or `-> (t1, t2)`. */
  parseArrowTypeList(): Type[] {
    this.parseArrow();
    return parseFunctionResultTypes(this.p);
  }

  parseOptionalArrowTypeList(): Type[] {
    if (!this.parseOptionalArrow()) return [];
    return parseFunctionResultTypes(this.p);
  }

  /** `(t1, t2) -> results` as inputs and results. */
  parseFunctionalType(): { inputs: readonly Type[]; results: readonly Type[] } {
    const offset = this.getCurrentLocation();
    const type = this.parseType();
    // MLIR parses it as parseType<FunctionType>, which names the kind mismatch.
    if (!(type instanceof FunctionType)) throw this.emitError(offset, "invalid kind of type specified");
    return { inputs: type.inputs, results: type.results };
  }

  // ---- attributes ----

  parseAttribute(type?: Type): Attribute {
    return parseAttribute(this.p, type);
  }

  parseOptionalAttribute(type?: Type): Attribute | undefined {
    return parseOptionalAttribute(this.p, type);
  }

  /** An attribute that must be an instance of `cls` (MLIR's parseAttribute<T>). */
  parseAttributeOf<T extends Attribute>(cls: AttributeClass<T>, type?: Type): T {
    const offset = this.getCurrentLocation();
    const attr = parseAttribute(this.p, type);
    if (!(attr instanceof (cls as unknown as abstract new () => T))) throw this.emitError(offset, "invalid kind of attribute specified");
    return attr;
  }

  /** An attribute with a type (MLIR's parseAttribute<TypedAttr>): `i32` alone is a TypeAttr, refused. */
  parseTypedAttribute(type?: Type): Attribute {
    const offset = this.getCurrentLocation();
    const attr = parseAttribute(this.p, type);
    if (!hasType(attr)) throw this.emitError(offset, "invalid kind of attribute specified");
    return attr;
  }

  /**
   * MLIR's parseCustomAttributeWithFallback: the stripped syntax of `cls` when it has
   * one (`<fast>` for `#arith.fastmath<fast>`), else any attribute.
   */
  parseCustomAttributeWithFallback(cls: unknown, type?: Type): Attribute {
    const parser = strippedParserOf(cls);
    if (parser !== undefined && this.p.lexer.kind !== TokenKind.HashIdentifier) return parser.parseBody(this.p, this.p.context);
    const offset = this.p.lexer.start;
    return this.checkedKind(cls, parser, offset, withoutCustomOpErrors((p) => parseAttribute(p, type), this.p));
  }

  /** Like parseCustomAttributeWithFallback, but undefined when no attribute starts here. */
  parseOptionalCustomAttributeWithFallback(cls: unknown, type?: Type): Attribute | undefined {
    const parser = strippedParserOf(cls);
    const kind = this.p.lexer.kind;
    if (parser !== undefined && kind === TokenKind.Less) return parser.parseBody(this.p, this.p.context);
    const offset = this.p.lexer.start;
    const attr = withoutCustomOpErrors((p) => parseOptionalAttribute(p, type), this.p);
    return attr === undefined ? undefined : this.checkedKind(cls, parser, offset, attr);
  }

  /**
   * A full attribute read where the class `cls` is expected: refused when of another kind (an
   * attribute class is checked by instance, an opaque class by what its dialect answers).
   */
  private checkedKind(cls: unknown, parser: StrippedAttributeParser<Attribute> | undefined, offset: number, attr: Attribute): Attribute {
    if (parser === undefined) return attr;
    const accepted = parser.accepts !== undefined ? parser.accepts(attr, this.p.context) : typeof cls !== "function" || attr instanceof cls;
    if (!accepted) throw this.emitError(offset, "invalid kind of attribute specified");
    return attr;
  }

  /** `{...}` when present, appended to `attributes`. */
  parseOptionalAttrDict(attributes: NamedAttribute[]): void {
    if (this.p.lexer.kind !== TokenKind.LBrace) return;
    for (const entry of this.parseAttributeDictionary()) attributes.push(entry);
  }

  /** `attributes {...}` when the keyword is present. */
  parseOptionalAttrDictWithKeyword(attributes: NamedAttribute[]): void {
    if (!this.parseOptionalKeyword("attributes")) return;
    for (const entry of this.parseAttributeDictionary()) attributes.push(entry);
  }

  /** Overridden by the op parser, which shares the generic form's dictionary parser. */
  protected parseAttributeDictionary(): NamedAttribute[] {
    const attr = parseAttribute(this.p);
    throw this.emitError(this.getCurrentLocation(), `expected attribute dictionary, got ${String(attr)}`);
  }

  /** `@name` as a StringAttr. */
  parseOptionalSymbolName(): StringAttr | undefined {
    const lexer = this.p.lexer;
    if (lexer.kind !== TokenKind.AtIdentifier) return undefined;
    const name = symbolReferenceName(lexer.text, lexer.start, lexer.end);
    this.p.consume();
    return StringAttr.get(this.p.context, name);
  }

  parseSymbolName(): StringAttr {
    const name = this.parseOptionalSymbolName();
    if (name === undefined) throw this.errorHere("expected valid '@'-identifier for symbol name");
    return name;
  }

  /** Elements separated by commas, within the given delimiters (MLIR's parseCommaSeparatedList). */
  parseCommaSeparatedList(delimiter: Delimiter, parseElement: () => void, contextMessage = ""): void {
    const open: Record<string, [TokenKind, string, TokenKind, string]> = {
      paren: [TokenKind.LParen, "(", TokenKind.RParen, ")"],
      square: [TokenKind.LSquare, "[", TokenKind.RSquare, "]"],
      less: [TokenKind.Less, "<", TokenKind.Greater, ">"],
      brace: [TokenKind.LBrace, "{", TokenKind.RBrace, "}"],
    };
    const optional = delimiter.startsWith("optional-");
    const base = optional ? delimiter.slice("optional-".length) : delimiter;
    const pair = open[base];
    if (pair !== undefined) {
      if (!this.p.consumeIf(pair[0])) {
        if (optional) return;
        throw this.p.wrongTokenError(`expected '${pair[1]}'${contextMessage}`);
      }
      if (this.p.consumeIf(pair[2])) return;
    }
    parseElement();
    while (this.p.consumeIf(TokenKind.Comma)) parseElement();
    if (pair !== undefined && !this.p.consumeIf(pair[2])) throw this.p.wrongTokenError(`expected '${pair[3]}'${contextMessage}`);
  }
}

const builders = new WeakMap<MLIRContext, OdsBuilder>();

/** One builder per context (parsers are created per op; the builder holds no state). */
function builderFor(context: MLIRContext): OdsBuilder {
  let builder = builders.get(context);
  if (builder === undefined) {
    builder = new OdsBuilder(context);
    builders.set(context, builder);
  }
  return builder;
}

const PUNCTUATION = new Map<string, TokenKind>([
  ["->", TokenKind.Arrow],
  [":", TokenKind.Colon],
  [",", TokenKind.Comma],
  ["...", TokenKind.Ellipsis],
  ["=", TokenKind.Equal],
  [">", TokenKind.Greater],
  ["{", TokenKind.LBrace],
  ["(", TokenKind.LParen],
  ["[", TokenKind.LSquare],
  ["<", TokenKind.Less],
  ["-", TokenKind.Minus],
  ["+", TokenKind.Plus],
  ["?", TokenKind.Question],
  ["}", TokenKind.RBrace],
  [")", TokenKind.RParen],
  ["]", TokenKind.RSquare],
  ["*", TokenKind.Star],
  ["|", TokenKind.VerticalBar],
]);

function punctuationKind(spelling: string): TokenKind | undefined {
  return PUNCTUATION.get(spelling);
}

function strippedParserOf(cls: unknown): StrippedAttributeParser<Attribute> | undefined {
  if ((typeof cls !== "function" && typeof cls !== "object") || cls === null) return undefined;
  const parseBody = (cls as { parseBody?: unknown }).parseBody;
  return typeof parseBody === "function" ? (cls as unknown as StrippedAttributeParser<Attribute>) : undefined;
}

/** The APInt MLIR reads for an integer: its bit pattern (as an unsigned value) and width. */
export interface IntegerLiteral {
  readonly pattern: bigint;
  readonly width: number;
}

/** Whether the C++ integer an integer is parsed into is signed (int, int64_t) or unsigned (uint32_t, bool). */
export type Signedness = "signed" | "unsigned";

/**
 * The APInt MLIR makes of an integer token: 4 bits a digit (hex digits after `0x`), one
 * more when its top bit is set, negated (two's complement at that width) when `negative`.
 */
export function integerLiteralOf(spelling: string, negative: boolean): IntegerLiteral {
  const magnitude = integerTokenValue(spelling);
  const digits = spelling.startsWith("0x") ? spelling.length - 2 : spelling.length;
  let width = Math.max(1, 4 * digits);
  if ((magnitude >> BigInt(width - 1)) & 1n) width++;
  return { pattern: negative ? BigInt.asUintN(width, -magnitude) : magnitude, width };
}

/**
 * The integer MLIR's parseInteger<IntT> makes of a literal, or undefined when it refuses
 * it: the APInt is sign-extended or truncated to `bits`, read as the C++ integer, and
 * accepted only if that integer (as a uint64_t) truncated or zero-extended to the
 * literal's width gives back the same APInt. So 2^63..2^64-1 are accepted as their 64-bit
 * two's complement, `-1` is 4294967295 as a uint32_t, `true` is -1 as an int, and a
 * negative literal of more than 16 digits is refused even when its value fits, as
 * mlir-opt 19 does.
 */
export function narrowLikeMLIR(literal: IntegerLiteral, bits: number, signedness: Signedness): bigint | undefined {
  const { pattern, width } = literal;
  const extended = width < bits ? BigInt.asUintN(bits, BigInt.asIntN(width, pattern)) : BigInt.asUintN(bits, pattern);
  const result = signedness === "signed" ? BigInt.asIntN(bits, extended) : extended;
  const back = BigInt.asUintN(Math.min(width, 64), BigInt.asUintN(64, result));
  return back === pattern ? result : undefined;
}
