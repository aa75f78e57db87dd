// State shared by every piece of the MLIR text parser: the lexer, the alias tables
// (`#name = ...`, `!name = ...`), dialect resources, deferred location references and
// MLIR-style error reporting. The op parser owns one; the attribute/type parsers
// (src/asm/attr-type) receive it.
import type { SpanCache, SpanInterner } from "./attr-type/intern.js";
import type { DictionaryAttr, DistinctAttr } from "../ir/attributes.js";
import type { FunctionType } from "../ir/types.js";
import type { MLIRContext } from "../ir/context.js";
import type { Attribute } from "../ir/attributes.js";
import type { Type } from "../ir/types.js";
import { OpaqueLoc, UnknownLoc, type Location } from "../ir/location.js";
import { DiagnosticError } from "../support/diagnostic.js";
import type { SourceFile } from "../support/source.js";
import { Lexer } from "./lexer.js";
import { TokenKind, tokenSpelling } from "./token.js";

/** A `loc(#alias)` reference parsed before `#alias` was defined. */
export interface DeferredLocationReference {
  readonly name: string;
  readonly offset: number;
}

/**
 * Deepest nesting of regions / attributes / types the parsers accept by default: what the
 * recursive parser, verifier and printer fit in a Node thread's default stack (about 1 MB,
 * 1-2 KB a level) with margin. A caller running on a larger stack passes a larger
 * `nestingLimit` (tsmlir-opt does for deep input, src/cli/deep-input.ts).
 */
export const DEFAULT_NESTING_LIMIT = 500;

export interface ParserOptions {
  readonly allowUnregisteredDialect: boolean;
  /** Deepest nesting accepted (default DEFAULT_NESTING_LIMIT); beyond it a located error. */
  readonly nestingLimit?: number;
  /** Whether top-level ops are wrapped in a module (default); false: the file must hold exactly one op, returned as is. */
  readonly implicitModule?: boolean;
}

/** What the attribute/type parser keeps for one parse: interned spellings, recent function types and dictionaries by text, `distinct[N]` ids. */
export interface AttrTypeParseTables {
  readonly spellings: SpanInterner;
  readonly functionTypes: SpanCache<FunctionType>;
  readonly dictionaries: SpanCache<DictionaryAttr>;
  readonly distinct: Map<string, DistinctAttr>;
}

export class AsmParserState {
  readonly lexer: Lexer;
  readonly file: SourceFile;
  readonly context: MLIRContext;
  readonly options: ParserOptions;
  /** `#name = attr` definitions, keyed by name without `#` (a Map: names are user strings). */
  readonly attributeAliases = new Map<string, Attribute>();
  /** `!name = type` definitions, keyed by name without `!`. */
  readonly typeAliases = new Map<string, Type>();
  /**
   * Placeholders for `loc(#name)` where `#name` is defined later in the file; the op
   * parser replaces them once the whole file is read. Filled by `deferLocation`.
   */
  readonly deferredLocations: DeferredLocationReference[] = [];
  /**
   * The custom op whose parser is running (src/asm/op-asm/emit-error.ts): errors its
   * parsers emit themselves read `custom op 'NAME' ...`.
   */
  customOpName: string | undefined = undefined;
  /** The attribute/type parser's per-parse tables (src/asm/attr-type/parser.ts), made on first use. */
  attrTypeTables: AttrTypeParseTables | undefined = undefined;
  private nesting = 0;
  private readonly nestingLimit: number;

  constructor(file: SourceFile, context: MLIRContext, options: ParserOptions) {
    this.file = file;
    this.context = context;
    this.options = options;
    this.nestingLimit = options.nestingLimit ?? DEFAULT_NESTING_LIMIT;
    this.lexer = new Lexer(file);
  }

  /** The current token kind. */
  get kind(): TokenKind {
    return this.lexer.kind;
  }

  /** Advances past the current token (throwing the lexer's diagnostic on a bad token). */
  consume(): void {
    if (this.lexer.next() === TokenKind.Error) throw this.lexer.tokenError();
  }

  /** Consumes the current token when it has `kind`. */
  consumeIf(kind: TokenKind): boolean {
    if (this.lexer.kind !== kind) return false;
    this.consume();
    return true;
  }

  /** Consumes a token of `kind` or throws `message` the way MLIR's parseToken reports it. */
  expect(kind: TokenKind, message: string): void {
    if (this.lexer.kind !== kind) throw this.wrongTokenError(message);
    this.consume();
  }

  /** `expected '<spelling>'`, MLIR's usual message for a missing punctuation token. */
  expectPunctuation(kind: TokenKind): void {
    if (this.lexer.kind !== kind) throw this.wrongTokenError(`expected '${tokenSpelling(kind)}'`);
    this.consume();
  }

  /** An error at the current token (at end of input: on the last character, as MLIR's Parser::emitError). */
  error(message: string): DiagnosticError {
    if (this.lexer.kind === TokenKind.Error) return this.lexer.tokenError();
    if (this.lexer.kind === TokenKind.Eof) return this.lexer.errorAt(Math.max(0, this.lexer.start - 1), message);
    return this.lexer.errorAt(this.lexer.start, message);
  }

  errorAt(offset: number, message: string): DiagnosticError {
    return this.lexer.errorAt(offset, message);
  }

  /** An error with a note at the same place (MLIR's `emitError(loc) ... .attachNote()` without a location). */
  errorWithNoteAt(offset: number, message: string, note: string): DiagnosticError {
    const location = this.lexer.location(offset);
    return new DiagnosticError({ severity: "error", message, location, notes: [{ severity: "note", message: note, location }] });
  }

  /** MLIR's error for a decimal integer where a float is expected, with its hint. */
  decimalIntegerForFloatError(offset: number): DiagnosticError {
    return this.errorWithNoteAt(offset, "unexpected decimal integer literal for a floating point value", "add a trailing dot to make the literal a float");
  }

  /**
   * An error for an unexpected current token, placed like MLIR's emitWrongTokenError:
   * after the last non-blank character before the token (skipping blank lines and `//`
   * comments), so "expected X" points where X was missing.
   */
  wrongTokenError(message: string): DiagnosticError {
    const lexer = this.lexer;
    if (lexer.kind === TokenKind.Error) return lexer.tokenError();
    const text = lexer.text;
    let loc = lexer.start;
    if (lexer.kind === TokenKind.Eof) loc = Math.max(0, loc - 1);
    const original = loc;
    let end = loc;
    for (;;) {
      while (end > 0) {
        const c = text.charCodeAt(end - 1);
        if (c !== 32 && c !== 9) break;
        end--;
      }
      if (end === 0) return lexer.errorAt(original, message);
      const last = text.charCodeAt(end - 1);
      if (last !== 10 && last !== 13) return lexer.errorAt(end, message);
      end--;
      // If the previous line has a `//` comment, continue from before it.
      let lineStart = end;
      while (lineStart > 0) {
        const c = text.charCodeAt(lineStart - 1);
        if (c === 10 || c === 13) break;
        lineStart--;
      }
      // MLIR keeps the newline char in the searched line, so search from lineStart - 1.
      const comment = text.indexOf("//", lineStart);
      if (comment !== -1 && comment < end) end = comment;
    }
  }

  /** Call on entering a nested construct that the parsers handle recursively. */
  enterNesting(offset: number): void {
    if (++this.nesting > this.nestingLimit) {
      throw this.errorAt(offset, `nesting is too deep (more than ${this.nestingLimit} levels)`);
    }
  }

  exitNesting(): void {
    this.nesting--;
  }

  /**
   * A placeholder location for `loc(#name)` when `#name` is not defined yet; the op
   * parser resolves it (or reports it undefined) at the end of the parse. The
   * placeholder is an OpaqueLoc whose payload is the DeferredLocationReference.
   */
  deferLocation(name: string, offset: number): Location {
    const reference: DeferredLocationReference = { name, offset };
    this.deferredLocations.push(reference);
    return OpaqueLoc.create(reference, UnknownLoc.get(this.context));
  }

}
