// TableGen's preprocessor and include handling, done the way LLVM's lexer does it
// (directives only at the start of a line, macros global across includes, includes
// expanded where the `include` token appears) but as a pass before parsing: disabled
// regions and directive lines are blanked with spaces so every offset stays valid.
// Lexical errors (unterminated strings, comments and code blocks, bad characters) are
// found here too; the text after the first one is blanked so parsing stops there.
import { SourceFile } from "../support/source.js";
import { type SourceEncoding, sourceText } from "./source-text.js";
import { Checkpoint, type CheckpointFile, type IncludeCheckpoints } from "./include-cache.js";
import type { EvaluationState } from "./evaluator.js";

export interface LexicalError {
  readonly offset: number;
  readonly message: string;
  /** A follow-up error LLVM prints right after (e.g. where the open `#ifdef` is). */
  readonly secondary?: { readonly offset: number; readonly message: string };
  /** Reported before the text ahead of it is even parsed (our nesting limit: that text is the problem). */
  readonly beforeParsing?: boolean;
}

export interface PreprocessedFile {
  readonly source: SourceFile;
  /** The file's text with directives and disabled lines blanked. */
  readonly text: string;
  /** Included files by the offset of their `include` keyword. */
  readonly includes: ReadonlyMap<number, PreprocessedFile>;
  readonly lexicalError?: LexicalError;
  /** An include served by a checkpoint: the evaluator resumes its state instead of evaluating the file. */
  readonly resume?: Checkpoint;
  /** An include that becomes this checkpoint once evaluated: the evaluator saves its state into it. */
  readonly saveAs?: Checkpoint;
  /**
   * How many of `includes` (the first ones) come before the file's first other token: the
   * state after them is a function of the included files alone (state-store.ts caches it).
   */
  readonly leadingIncludes?: number;
  /** The state after a run of leading includes, read from the state cache (state-store.ts): resumed instead of evaluating this file. */
  readonly resumeState?: EvaluationState;
}

/** Where a checkpoint being recorded stands (include-cache.ts): what its files read, tested and defined. */
class CheckpointRecorder {
  readonly files: CheckpointFile[] = [];
  readonly macroTests = new Map<string, boolean>();
  private readonly defined = new Set<string>();
  nesting = 0;
  nestingAt: { readonly file: SourceFile; readonly offset: number } | undefined;
  /** Set when the files cannot be a checkpoint (a lexical error, a NUL character). */
  failed = false;

  constructor(readonly from: Checkpoint) {}

  test(macro: string, defined: boolean): void {
    if (!this.defined.has(macro) && !this.macroTests.has(macro)) this.macroTests.set(macro, defined);
  }
  define(macro: string): void {
    this.defined.add(macro);
  }
  reach(nesting: number, at: { readonly file: SourceFile; readonly offset: number } | undefined): void {
    if (nesting > this.nesting) {
      this.nesting = nesting;
      this.nestingAt = at;
    }
  }
  checkpoint(): Checkpoint {
    return new Checkpoint(this.from, this.files, this.macroTests, [...this.defined], this.nesting, this.nestingAt);
  }
}

/** Where a file was included from, for LLVM's "Included from" lines. */
export interface IncludeSite {
  readonly file: SourceFile;
  /** Offset just after the included file name. */
  readonly offset: number;
}

export interface FileSystem {
  /**
   * The file's content, or undefined when it cannot be read. Bytes are taken as they
   * are; a string is Unicode text (see `SourceEncoding` in source-text.ts).
   */
  readFile(path: string): string | Uint8Array | undefined;
  /**
   * The file's content as the front end's string for `encoding` (see `sourceText`), when
   * the file system keeps decoded texts (file-cache.ts): used instead of `readFile`.
   */
  readText?(path: string, encoding: SourceEncoding): string | undefined;
}

/** An error LLVM's lexer reports without stopping (PrintError): printed, counted, exit 1. */
export interface RecoverableError {
  readonly file: SourceFile;
  readonly offset: number;
  readonly message: string;
}

const NUL_MESSAGE = "NUL character is invalid in source; treated as space";

/**
 * The deepest nesting accepted, counted as brackets (`( [ { <`) plus chained
 * `in`/`then`/`else` bodies. mlir-tblgen 19 crashes (stack overflow) at about 7,000
 * nested brackets, 10,000 nested `let ... in {` and 47,000 nested `#ifdef`; beyond
 * this limit we report a located error instead. `#ifdef` nesting is not limited.
 */
export const NESTING_LIMIT = 100_000;

const enum Ch {
  Nul = 0,
  Tab = 9,
  LF = 10,
  CR = 13,
  Space = 32,
  Quote = 34,
  Hash = 35,
  Dollar = 36,
  Star = 42,
  Plus = 43,
  Minus = 45,
  Dot = 46,
  Slash = 47,
  Backslash = 92,
  LBracket = 91,
  RBracket = 93,
  LBrace = 123,
  RBrace = 125,
  LParen = 40,
  RParen = 41,
  Less = 60,
  Greater = 62,
  Semicolon = 59,
  LowerI = 105,
}

function isIdChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
}
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
function isHexDigit(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
}
function isIdStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
}

/** Characters that can start or continue a token outside strings and comments. */
const TOKEN_CHARS = new Uint8Array(128);
for (const ch of ":;,<>]{}()=?#.-+\"$[!/ \t\n\r") TOKEN_CHARS[ch.charCodeAt(0)] = 1;
for (let c = 0; c < 128; c++) if (isIdChar(c)) TOKEN_CHARS[c] = 1;

const DIRECTIVES = ["ifdef", "ifndef", "else", "endif", "define"] as const;
type Directive = (typeof DIRECTIVES)[number];

interface Control {
  kind: "ifdef" | "else";
  isDefined: boolean;
  offset: number;
}

class LexFailure extends Error {
  constructor(
    readonly error: LexicalError,
    /** Where the offending token starts: text from here on is blanked. */
    readonly tokenStart: number,
  ) {
    super(error.message);
  }
}

export class Preprocessor {
  readonly macros = new Set<string>();
  readonly includeSites = new Map<SourceFile, IncludeSite>();
  /** The deepest nesting (see NESTING_LIMIT) of any file, to size the stack evaluation needs. */
  deepestNesting = 0;
  /** Where that deepest nesting is. */
  deepestNestingAt: { readonly file: SourceFile; readonly offset: number } | undefined;
  /** Errors that do not stop the lexer (NUL characters), in the order they were found. */
  readonly recoverableErrors: RecoverableError[] = [];
  private readonly fileCache = new Map<string, string | undefined>();
  /**
   * The fully blanked version of each recently seen text: regions of it are sliced out,
   * so re-included (guarded) files cost one pass per text, not one per inclusion.
   */
  readonly blankedTexts = new Map<string, string>();
  /** Checkpoints being recorded, outermost first: every file and macro event goes to all of them. */
  readonly recorders: CheckpointRecorder[] = [];

  constructor(
    private readonly fs: FileSystem,
    private readonly includeDirs: readonly string[],
    defines: readonly string[] = [],
    private readonly encoding: SourceEncoding = "text",
    /** Include checkpoints to use and extend (include-cache.ts); without, every include is processed. */
    readonly checkpoints?: IncludeCheckpoints,
  ) {
    for (const d of defines) this.macros.add(d);
  }

  /** For checking a checkpoint (CheckpointValidation): the include resolved as `include` would. */
  resolve(includeName: string): { path: string; text: string } | undefined {
    return this.resolveInclude(includeName);
  }

  /** For checking a checkpoint (CheckpointValidation): whether `macro` is defined now. */
  isDefined(macro: string): boolean {
    return this.macros.has(macro);
  }

  /** Whether `macro` is defined, as `#ifdef` asks it (recorded for the checkpoints being made). */
  testMacro(macro: string): boolean {
    const defined = this.macros.has(macro);
    for (const r of this.recorders) r.test(macro, defined);
    return defined;
  }

  defineMacro(macro: string): void {
    this.macros.add(macro);
    for (const r of this.recorders) r.define(macro);
  }

  /**
   * Takes what a checkpoint's files did as if they had been processed here, its own file
   * included from `site` (none: it is the main file).
   */
  useCheckpoint(checkpoint: Checkpoint, site: IncludeSite | undefined): void {
    for (const file of checkpoint.files) {
      if (file.includer !== undefined) this.includeSites.set(file.source, { file: file.includer, offset: file.siteOffset });
      else if (site !== undefined) this.includeSites.set(file.source, site);
      for (const r of this.recorders) {
        r.files.push(file.includer === undefined ? { ...file, includer: site?.file, siteOffset: site?.offset ?? 0 } : file);
      }
    }
    for (const [macro, defined] of checkpoint.macroTests) for (const r of this.recorders) r.test(macro, defined);
    for (const macro of checkpoint.macrosDefined) this.defineMacro(macro);
    this.reachNesting(checkpoint.nesting, checkpoint.nestingAt);
  }

  reachNesting(nesting: number, at: { readonly file: SourceFile; readonly offset: number } | undefined): void {
    if (nesting > this.deepestNesting) {
      this.deepestNesting = nesting;
      this.deepestNestingAt = at;
    }
    for (const r of this.recorders) r.reach(nesting, at);
  }

  private read(path: string): string | undefined {
    if (this.fileCache.has(path)) return this.fileCache.get(path);
    let text: string | undefined;
    if (this.fs.readText !== undefined) {
      text = this.fs.readText(path, this.encoding);
    } else {
      const content = this.fs.readFile(path);
      text = content === undefined ? undefined : sourceText(content, this.encoding);
    }
    this.fileCache.set(path, text);
    return text;
  }

  /** LLVM's SourceMgr lookup: the name as given, then each include directory. */
  resolveInclude(name: string): { path: string; text: string } | undefined {
    const direct = this.read(name);
    if (direct !== undefined) return { path: name, text: direct };
    for (const dir of this.includeDirs) {
      const path = dir.endsWith("/") ? dir + name : `${dir}/${name}`;
      const text = this.read(path);
      if (text !== undefined) return { path, text };
    }
    return undefined;
  }

  processMain(name: string, text: string): PreprocessedFile {
    // The main file is evaluated from scratch, so it may be a checkpoint itself (a file
    // earlier jobs included, or evaluated as their input).
    return this.processInclude(this.checkpoints?.root(this.encoding), { path: name, text }, name, undefined).file;
  }

  /**
   * Preprocesses a file included (from `site`; the main file has none) where evaluation
   * stands at checkpoint `from` (undefined: not at one), or takes it from a valid saved
   * checkpoint. Returns the file and the checkpoint evaluation stands at after it.
   */
  processInclude(
    from: Checkpoint | undefined,
    found: { readonly path: string; readonly text: string },
    includeName: string,
    site: IncludeSite | undefined,
  ): { file: PreprocessedFile; next: Checkpoint | undefined } {
    const checkpoints = this.checkpoints;
    if (from !== undefined && checkpoints !== undefined) {
      const saved = checkpoints.find(from, found.path, found.text, this);
      if (saved !== undefined) {
        this.useCheckpoint(saved, site);
        checkpoints.hits++;
        return { file: { source: saved.files[0]?.source as SourceFile, text: "", includes: new Map(), resume: saved }, next: saved };
      }
    }
    const source = new SourceFile(found.path, found.text);
    if (site !== undefined) this.includeSites.set(source, site);
    const entry: CheckpointFile = { source, includeName, includer: undefined, siteOffset: site?.offset ?? 0 };
    if (site !== undefined) for (const r of this.recorders) r.files.push({ ...entry, includer: site.file });
    if (from === undefined || checkpoints === undefined) return { file: this.process(source), next: undefined };
    // A one-job process saves nothing (no later job could use it), but what the file
    // includes first may still be saved.
    if (checkpoints.singleUse) return { file: this.process(source, from), next: undefined };
    // At a checkpoint: record what the file does, to save it as the next one.
    const recorder = new CheckpointRecorder(from);
    recorder.files.push(entry);
    this.recorders.push(recorder);
    let processed: PreprocessedFile;
    try {
      processed = this.process(source, from);
    } finally {
      this.recorders.pop();
    }
    if (recorder.failed || processed.lexicalError !== undefined) return { file: processed, next: undefined };
    const next = recorder.checkpoint();
    checkpoints.add(from, next);
    return { file: { ...processed, saveAs: next }, next };
  }

  /** Preprocesses `source`, which starts at `checkpoint` when every file including it has seen only includes so far. */
  process(source: SourceFile, checkpoint?: Checkpoint): PreprocessedFile {
    return new FileScan(this, source, checkpoint).run();
  }

  /** Recoverable errors cannot be replayed from a checkpoint: the ones being recorded are dropped. */
  noteRecoverableError(error: RecoverableError): void {
    this.recoverableErrors.push(error);
    for (const r of this.recorders) r.failed = true;
  }
}

class FileScan {
  private readonly text: string;
  private readonly blanks: number[] = [];
  private readonly includes = new Map<number, PreprocessedFile>();
  private readonly controls: Control[] = [];
  private pos = 0;
  /** Only includes seen so far (directives aside), and how many. */
  private leading = true;
  private leadingIncludes = 0;

  constructor(
    private readonly pre: Preprocessor,
    private readonly source: SourceFile,
    /** The checkpoint evaluation stands at here: set while this file (and its includers) had only includes. */
    private checkpoint: Checkpoint | undefined,
  ) {
    this.text = source.text;
  }

  run(): PreprocessedFile {
    let lexicalError: LexicalError | undefined;
    try {
      this.scan();
    } catch (e) {
      if (!(e instanceof LexFailure)) throw e;
      lexicalError = e.error;
      this.blanks.push(Math.min(e.tokenStart, e.error.offset, this.text.length), this.text.length);
      for (const r of this.pre.recorders) r.failed = true;
    }
    for (const r of this.pre.recorders) r.reach(this.deepest, this.deepestAt);
    const text = this.blankedText();
    const leadingIncludes = this.leadingIncludes;
    return lexicalError
      ? { source: this.source, text, includes: this.includes, lexicalError, leadingIncludes }
      : { source: this.source, text, includes: this.includes, leadingIncludes };
  }

  /** Start of the token being lexed when an error is found (a directive's `#`, a string's quote). */
  private tokenStart = 0;

  private fail(offset: number, message: string, secondary?: LexicalError["secondary"]): never {
    const start = Math.min(this.tokenStart, offset);
    throw new LexFailure(secondary ? { offset, message, secondary } : { offset, message }, start);
  }

  private blankedText(): string {
    if (this.blanks.length === 0) return this.text;
    const text = this.text;
    const parts: string[] = [];
    let last = 0;
    for (let i = 0; i < this.blanks.length; i += 2) {
      const start = Math.max(this.blanks[i] as number, last);
      const end = this.blanks[i + 1] as number;
      if (end <= start) continue;
      parts.push(text.slice(last, start));
      parts.push(blankVersion(text, this.pre.blankedTexts).slice(start, end));
      last = end;
    }
    parts.push(text.slice(last));
    return parts.join("");
  }

  private processingEnabled(): boolean {
    return this.disabledControls === 0;
  }

  /** How many entries of `controls` have a false condition (processing is on at 0). */
  private disabledControls = 0;

  private pushControl(control: Control): void {
    this.controls.push(control);
    if (!control.isDefined) this.disabledControls++;
  }

  private popControl(): void {
    const top = this.controls.pop();
    if (top !== undefined && !top.isDefined) this.disabledControls--;
  }

  private replaceTopControl(control: Control): void {
    this.popControl();
    this.pushControl(control);
  }

  /** Active-mode scan: tokens are skipped, only what matters to preprocessing is examined. */
  private scan(): void {
    const text = this.text;
    const n = text.length;
    let lineStart = true;
    while (this.pos < n) {
      const c = text.charCodeAt(this.pos);
      if (c === Ch.LF || c === Ch.CR) {
        lineStart = true;
        this.pos++;
        continue;
      }
      if (c === Ch.Space || c === Ch.Tab) {
        this.pos++;
        continue;
      }
      this.tokenStart = this.pos;
      if (c === Ch.Slash) {
        const next = text.charCodeAt(this.pos + 1);
        if (next === Ch.Slash) {
          this.skipLineComment();
          continue;
        }
        if (next === Ch.Star) {
          this.skipBlockComment();
          continue;
        }
        this.fail(this.pos, "Unexpected character");
      }
      if (c === Ch.Hash && lineStart) {
        const directive = this.directiveAt(this.pos + 1);
        if (directive !== undefined) {
          this.handleDirective(directive, true);
          lineStart = false;
          continue;
        }
      }
      lineStart = false;
      // Any token but an include ends the run of includes checkpoints stand between.
      if (c !== Ch.LowerI) {
        this.checkpoint = undefined;
        this.leading = false;
      }
      if (c === Ch.Quote) {
        this.skipString();
        continue;
      }
      if (c === Ch.LBracket && text.charCodeAt(this.pos + 1) === Ch.LBrace) {
        this.skipCode();
        continue;
      }
      if (c === Ch.Nul) {
        // LLVM warns and lexes it as a space: blank it so the parser does too.
        this.recoverable(this.pos);
        this.blanks.push(this.pos, this.pos + 1);
        this.pos++;
        continue;
      }
      if (isDigit(c) || ((c === Ch.Minus || c === Ch.Plus) && isDigit(text.charCodeAt(this.pos + 1)))) {
        if (this.scanNumber()) continue;
      }
      if (isIdChar(c)) {
        const start = this.pos;
        while (this.pos < n && isIdChar(text.charCodeAt(this.pos))) this.pos++;
        const length = this.pos - start;
        if (length === 7 && text.startsWith("include", start) && !isDigitStart(text, start)) {
          this.handleInclude(start);
          continue;
        }
        this.checkpoint = undefined;
        this.leading = false;
        if ((length === 2 && text.startsWith("in", start)) || (length === 4 && (text.startsWith("then", start) || text.startsWith("else", start)))) {
          this.chain++;
          this.checkNesting(start);
        }
        continue;
      }
      if (c === Ch.Dot) {
        if (text.charCodeAt(this.pos + 1) === Ch.Dot) {
          if (text.charCodeAt(this.pos + 2) !== Ch.Dot) this.fail(this.pos, "Invalid '..' punctuation");
          this.pos += 3;
          continue;
        }
        this.pos++;
        continue;
      }
      if (c === Ch.Dollar) {
        if (!isIdStart(text.charCodeAt(this.pos + 1))) this.fail(this.pos, "Invalid variable name");
        this.pos++;
        while (this.pos < n && isIdChar(text.charCodeAt(this.pos))) this.pos++;
        continue;
      }
      if (c >= 128 || TOKEN_CHARS[c] !== 1) this.fail(this.pos, "Unexpected character");
      if (c === Ch.LParen || c === Ch.LBracket || c === Ch.LBrace || c === Ch.Less) this.openNesting();
      else if (c === Ch.RParen || c === Ch.RBracket || c === Ch.RBrace || c === Ch.Greater) this.closeNesting();
      else if (c === Ch.Semicolon) this.chain = 0;
      this.pos++;
    }
    if (this.controls.length > 0) {
      const last = this.controls[this.controls.length - 1] as Control;
      this.tokenStart = n;
      this.fail(n, "Reached EOF without matching #endif", {
        offset: last.offset,
        message: "The latest preprocessor control is here",
      });
    }
  }

  // Nesting depth (see NESTING_LIMIT): open brackets, plus the `in`/`then`/`else`
  // bodies chained since the last `;` at each bracket level.
  private bracketDepth = 0;
  private chain = 0;
  private readonly savedChains: number[] = [];
  private savedChainSum = 0;
  private deepest = 0;
  private deepestAt: { readonly file: SourceFile; readonly offset: number } | undefined;

  private openNesting(): void {
    this.savedChains.push(this.chain);
    this.savedChainSum += this.chain;
    this.chain = 0;
    this.bracketDepth++;
    this.checkNesting(this.pos);
  }

  private closeNesting(): void {
    if (this.bracketDepth === 0) return;
    this.bracketDepth--;
    this.chain = this.savedChains.pop() ?? 0;
    this.savedChainSum -= this.chain;
  }

  private checkNesting(offset: number): void {
    const nesting = this.bracketDepth + this.savedChainSum + this.chain;
    if (nesting <= this.deepest) return;
    this.deepest = nesting;
    this.deepestAt = { file: this.source, offset };
    if (nesting > this.pre.deepestNesting) {
      this.pre.deepestNesting = nesting;
      this.pre.deepestNestingAt = this.deepestAt;
    }
    if (nesting > NESTING_LIMIT) {
      throw new LexFailure({ offset, message: `Nesting deeper than ${NESTING_LIMIT} levels is not supported`, beforeParsing: true }, offset);
    }
  }

  private recoverable(offset: number): void {
    this.pre.noteRecoverableError({ file: this.source, offset, message: NUL_MESSAGE });
  }

  /** LLVM reads NULs inside a code block or C comment one by one, each reported at the token's start. */
  private reportNuls(from: number, to: number, tokenOffset: number): void {
    for (let at = this.text.indexOf("\0", from); at >= 0 && at < to; at = this.text.indexOf("\0", at + 1)) {
      this.recoverable(tokenOffset);
    }
  }

  /**
   * A token starting with a digit or a sign followed by one, split as LLVM's lexer
   * does: `0x`/`0b` literals, decimal numbers, or identifiers starting with digits
   * (returns false for those, the identifier scan takes them). Numbers beyond 64 bits
   * fail as in LLVM: decimals through strtoll (negative) or strtoull, hex and binary
   * digits through strtoull.
   */
  private scanNumber(): boolean {
    const text = this.text;
    const n = text.length;
    const start = this.pos;
    const first = text.charCodeAt(start);
    if (first === Ch.Minus || first === Ch.Plus) {
      let p = start + 1;
      while (p < n && isDigit(text.charCodeAt(p))) p++;
      this.checkRange(start, start + 1, p, 10, first === Ch.Minus);
      this.pos = p;
      return true;
    }
    let afterDigits = start;
    while (afterDigits < n && isDigit(text.charCodeAt(afterDigits))) afterDigits++;
    const next = text.charCodeAt(afterDigits);
    const following = text.charCodeAt(afterDigits + 1);
    const radixMark = (next === 120 && isHexDigit(following)) || (next === 98 && (following === 48 || following === 49));
    if (!radixMark && (isIdStart(next) || next === 95)) return false;
    if (first === 48 && (text.charCodeAt(start + 1) === 120 || text.charCodeAt(start + 1) === 98) && radixMark) {
      const hex = text.charCodeAt(start + 1) === 120;
      let p = start + 2;
      while (p < n && (hex ? isHexDigit(text.charCodeAt(p)) : text.charCodeAt(p) === 48 || text.charCodeAt(p) === 49)) p++;
      this.checkRange(start, start + 2, p, hex ? 16 : 2, false);
      this.pos = p;
      return true;
    }
    this.checkRange(start, start, afterDigits, 10, false);
    this.pos = afterDigits;
    return true;
  }

  private checkRange(tokenStart: number, digitsStart: number, end: number, radix: 2 | 10 | 16, negative: boolean): void {
    const text = this.text;
    let p = digitsStart;
    if (radix === 10 && (text.charCodeAt(p) === Ch.Minus || text.charCodeAt(p) === Ch.Plus)) p++;
    while (p < end - 1 && text.charCodeAt(p) === 48) p++;
    const digits = end - p;
    // Below these lengths no value can exceed 64 bits; only longer ones need BigInt.
    const safe = radix === 16 ? 16 : radix === 2 ? 64 : 18;
    if (digits <= safe) return;
    const prefix = radix === 16 ? "0x" : radix === 2 ? "0b" : "";
    const value = BigInt(prefix + text.slice(p, end));
    const limit = negative ? 1n << 63n : (1n << 64n) - 1n;
    if (value > limit) {
      this.tokenStart = tokenStart;
      this.fail(tokenStart, "Number out of range");
    }
  }

  private skipLineComment(): void {
    const text = this.text;
    let p = this.pos + 2;
    while (p < text.length) {
      const c = text.charCodeAt(p);
      if (c === Ch.LF || c === Ch.CR) break;
      p++;
    }
    this.pos = p;
  }

  /** Skips a nestable C comment starting at `pos`. */
  private skipBlockComment(): void {
    const text = this.text;
    const start = this.pos;
    let p = start + 2;
    let depth = 1;
    while (p < text.length) {
      const c = text.charCodeAt(p);
      if (c === Ch.Star && text.charCodeAt(p + 1) === Ch.Slash) {
        p += 2;
        if (--depth === 0) {
          this.reportNuls(start, p, start);
          this.pos = p;
          return;
        }
        continue;
      }
      if (c === Ch.Slash && text.charCodeAt(p + 1) === Ch.Star) {
        p += 2;
        depth++;
        continue;
      }
      p++;
    }
    this.fail(start, "Unterminated comment");
  }

  private skipString(): void {
    const text = this.text;
    const start = this.pos + 1;
    let p = start;
    for (;;) {
      if (p >= text.length) this.fail(start, "End of file in string literal");
      const c = text.charCodeAt(p);
      if (c === Ch.Quote) break;
      if (c === Ch.LF || c === Ch.CR) this.fail(start, "End of line in string literal");
      if (c === Ch.Backslash) {
        p++;
        if (p >= text.length) this.fail(start, "End of file in string literal");
        const e = text.charCodeAt(p);
        if (e === Ch.LF || e === Ch.CR) this.fail(p, "Escaped newlines not supported in tblgen");
        if (e !== Ch.Backslash && e !== 39 && e !== Ch.Quote && e !== 116 && e !== 110) {
          this.fail(p, "Invalid escape in string literal");
        }
      }
      p++;
    }
    this.pos = p + 1;
  }

  private skipCode(): void {
    const end = this.text.indexOf("}]", this.pos + 2);
    if (end < 0) this.fail(this.pos, "Unterminated code block");
    this.reportNuls(this.pos + 2, end, this.pos);
    this.pos = end + 2;
  }

  /** Skips whitespace and comments the way the lexer does between tokens. */
  private skipTrivia(): void {
    const text = this.text;
    while (this.pos < text.length) {
      const c = text.charCodeAt(this.pos);
      if (c === Ch.Space || c === Ch.Tab || c === Ch.LF || c === Ch.CR) {
        this.pos++;
      } else if (c === Ch.Slash && text.charCodeAt(this.pos + 1) === Ch.Slash) {
        this.skipLineComment();
      } else if (c === Ch.Slash && text.charCodeAt(this.pos + 1) === Ch.Star) {
        this.skipBlockComment();
      } else {
        return;
      }
    }
  }

  private handleInclude(keywordOffset: number): void {
    this.tokenStart = keywordOffset;
    this.skipTrivia();
    const text = this.text;
    if (text.charCodeAt(this.pos) !== Ch.Quote) this.fail(this.pos, "Expected filename after include");
    const tokenStart = this.pos;
    this.skipString();
    const name = unescapeString(text.slice(tokenStart + 1, this.pos - 1));
    const found = this.pre.resolveInclude(name);
    if (found === undefined) this.fail(tokenStart, `Could not find include file '${name}'`);
    const { file, next } = this.pre.processInclude(this.checkpoint, found, name, { file: this.source, offset: this.pos });
    this.includes.set(keywordOffset, file);
    if (this.leading) this.leadingIncludes++;
    this.checkpoint = next;
  }

  private directiveAt(p: number): Directive | undefined {
    const text = this.text;
    for (const word of DIRECTIVES) {
      if (!text.startsWith(word, p)) continue;
      const next = p + word.length;
      // LLVM's prepIsDirective reads the next byte as a (signed) char: at the end of the
      // buffer that is its NUL terminator, so a directive ending the file is no directive
      // (`#` becomes a paste token); byte 0xFF reads as -1, EOF, which ends a directive.
      if (next >= text.length) return undefined;
      const c = text.charCodeAt(next);
      if (c === Ch.Space || c === Ch.Tab || c === Ch.LF || c === Ch.CR || c === 0xff) return word;
      if (c === Ch.Slash) {
        const d = text.charCodeAt(next + 1);
        if (d === Ch.Star || d === Ch.Slash) return word;
      }
    }
    return undefined;
  }

  private lexMacroName(): string {
    const text = this.text;
    while (this.pos < text.length && (text.charCodeAt(this.pos) === Ch.Space || text.charCodeAt(this.pos) === Ch.Tab)) {
      this.pos++;
    }
    const start = this.pos;
    if (this.pos < text.length && isIdStart(text.charCodeAt(this.pos))) {
      this.pos++;
      while (this.pos < text.length && isIdChar(text.charCodeAt(this.pos))) this.pos++;
    }
    return text.slice(start, this.pos);
  }

  /** After a directive: only whitespace and comments until the end of the line. */
  private skipDirectiveEnd(): boolean {
    const text = this.text;
    while (this.pos < text.length) {
      const c = text.charCodeAt(this.pos);
      if (c === Ch.Space || c === Ch.Tab) {
        this.pos++;
        continue;
      }
      if (c === Ch.LF || c === Ch.CR) return true;
      if (c === Ch.Slash) {
        const d = text.charCodeAt(this.pos + 1);
        if (d === Ch.Slash) {
          this.skipLineComment();
          continue;
        }
        if (d === Ch.Star) {
          this.skipBlockComment();
          continue;
        }
        this.fail(this.pos, "Unexpected character");
      }
      return false;
    }
    return true;
  }

  /**
   * Handles the directive whose `#` is at `pos`. In active mode a false condition
   * starts skipping; in skipping mode (`active` false) only the control stack changes.
   */
  private handleDirective(kind: Directive, active: boolean): void {
    const hashOffset = this.pos;
    this.tokenStart = hashOffset;
    this.pos += 1 + kind.length;
    const tokenStart = this.pos - kind.length;
    if (kind === "ifdef" || kind === "ifndef") {
      const name = this.lexMacroName();
      const label = kind === "ifdef" ? "#ifdef" : "#ifndef";
      if (name.length === 0) this.fail(this.pos, `Expected macro name after ${label}`);
      let defined = this.pre.testMacro(name);
      if (kind === "ifndef") defined = !defined;
      this.pushControl({ kind: "ifdef", isDefined: defined, offset: this.pos - name.length });
      if (!this.skipDirectiveEnd()) this.fail(this.pos, `Only comments are supported after ${label} NAME`);
      this.blanks.push(hashOffset, this.pos);
      if (active && !defined) this.skipRegion();
      return;
    }
    if (kind === "else") {
      const top = this.controls[this.controls.length - 1];
      if (top === undefined) this.fail(tokenStart, "#else without #ifdef or #ifndef");
      if (top.kind !== "ifdef") this.fail(tokenStart, "Double #else", { offset: top.offset, message: "Previous #else is here" });
      this.replaceTopControl({ kind: "else", isDefined: !top.isDefined, offset: tokenStart });
      if (!this.skipDirectiveEnd()) this.fail(this.pos, "Only comments are supported after #else");
      this.blanks.push(hashOffset, this.pos);
      if (active) this.skipRegion();
      return;
    }
    if (kind === "endif") {
      if (this.controls.length === 0) this.fail(tokenStart, "#endif without #ifdef");
      if (!this.skipDirectiveEnd()) this.fail(this.pos, "Only comments are supported after #endif");
      this.popControl();
      this.blanks.push(hashOffset, this.pos);
      return;
    }
    const name = this.lexMacroName();
    if (name.length === 0) this.fail(this.pos, "Expected macro name after #define");
    this.pre.defineMacro(name);
    if (!this.skipDirectiveEnd()) this.fail(this.pos, "Only comments are supported after #define NAME");
    this.blanks.push(hashOffset, this.pos);
  }

  /** Skips lines until an `#else`/`#endif` turns processing back on; blanks them. */
  private skipRegion(): void {
    const text = this.text;
    const n = text.length;
    let regionStart = this.pos;
    // A loop, not recursion: nested directives in a skipped region only move the
    // control stack, so any depth of #ifdef costs no stack.
    for (;;) {
      const lineEnd = text.indexOf("\n", this.pos);
      this.pos = lineEnd < 0 ? n : lineEnd;
      // Start of the next line(s): whitespace and C comments may precede a directive.
      while (this.pos < n) {
        const c = text.charCodeAt(this.pos);
        if (c === Ch.Space || c === Ch.Tab || c === Ch.LF || c === Ch.CR) {
          this.pos++;
        } else if (c === Ch.Slash && text.charCodeAt(this.pos + 1) === Ch.Star) {
          this.skipBlockComment();
        } else {
          break;
        }
      }
      if (this.pos >= n) break;
      if (text.charCodeAt(this.pos) !== Ch.Hash) continue;
      const directive = this.directiveAt(this.pos + 1);
      if (directive === undefined || directive === "define") continue;
      const hashOffset = this.pos;
      this.blanks.push(regionStart, hashOffset);
      this.handleDirective(directive, false);
      if (this.processingEnabled()) return;
      regionStart = this.pos;
    }
    this.blanks.push(regionStart, n);
    this.tokenStart = n;
    const last = this.controls[this.controls.length - 1] as Control;
    this.fail(n, "Reached EOF without matching #endif", {
      offset: last.offset,
      message: "The latest preprocessor control is here",
    });
  }
}

/** `text` with everything but line breaks replaced by spaces (kept in `cache` for re-included files). */
function blankVersion(text: string, cache: Map<string, string>): string {
  let blank = cache.get(text);
  if (blank === undefined) {
    const parts: string[] = [];
    let p = 0;
    // The next carriage return at or after `p` (looked up again only once passed: searching
    // from every line start would scan the rest of a file without any once per line).
    let cr = text.indexOf("\r");
    while (p <= text.length) {
      let nl = text.indexOf("\n", p);
      if (nl < 0) nl = text.length;
      let end = nl;
      if (end > p && text.charCodeAt(end - 1) === 13) end--;
      if (cr >= 0 && cr < p) cr = text.indexOf("\r", p);
      if (cr >= 0 && cr < end) {
        parts.push(text.slice(p, end).replace(/[^\r]/g, " "));
      } else {
        parts.push(spaces(end - p));
      }
      if (end < nl) parts.push("\r");
      if (nl < text.length) parts.push("\n");
      p = nl + 1;
    }
    blank = parts.join("");
    if (cache.size >= 64) cache.clear();
    cache.set(text, blank);
  }
  return blank;
}

/** Runs of 0 to 255 spaces, made once (most blanked lines are shorter). */
const SHORT_SPACES: readonly string[] = Object.freeze(Array.from({ length: 256 }, (_, n) => " ".repeat(n)));
function spaces(n: number): string {
  return n < 256 ? (SHORT_SPACES[n] as string) : " ".repeat(n);
}

function isDigitStart(text: string, start: number): boolean {
  const c = text.charCodeAt(start);
  return c >= 48 && c <= 57;
}

/** The value of a string literal's body (escapes already validated). */
export function unescapeString(body: string): string {
  if (body.indexOf("\\") < 0) return body;
  const out: string[] = [];
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] as string;
    if (ch !== "\\") {
      out.push(ch);
      continue;
    }
    const e = body[++i];
    out.push(e === "t" ? "\t" : e === "n" ? "\n" : (e ?? ""));
  }
  return out.join("");
}
