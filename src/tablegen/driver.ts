// Runs the whole front end on one file: preprocess (with includes), parse each file,
// evaluate in LLVM's order, and turn any failure into a located diagnostic.
import { readFileSync } from "node:fs";
import { systemErrorText } from "./errno.js";
import type { ByteText } from "./source-text.js";
import { pathFromBytes, type SourceEncoding, sourceText } from "./source-text.js";
import type { SourceFile, SourceLocation } from "../support/source.js";
import { type Diagnostic, DiagnosticError, formatDiagnostic } from "../support/diagnostic.js";
import { Evaluator, type IncludedBody, TableGenError } from "./evaluator.js";
import { FoldError } from "./ops.js";
import { ParsedFiles, StatementStream, parseIncludedBody } from "./parse.js";
import { type FileSystem, type IncludeSite, type PreprocessedFile, Preprocessor } from "./preprocess.js";
import type { RecordKeeper } from "./records.js";
import { FieldFoldError } from "./values.js";
import type { IncludeCheckpoints } from "./include-cache.js";
import { useStateCache } from "./state-cache-use.js";
import type { StateStore } from "./state-store.js";

export interface TableGenOptions {
  readonly includeDirs?: readonly string[];
  readonly defines?: readonly string[];
  readonly fileSystem?: FileSystem;
  /**
   * "bytes" (LLVM's semantics, what the command line uses): every string is a byte
   * string, to be written out with `bytesOf`; paths and names given here are byte
   * strings too (`byteString` turns a command-line argument into one). "text"
   * (default, for generators of Unicode text): sources are decoded as UTF-8.
   */
  readonly encoding?: SourceEncoding;
  /**
   * Include checkpoints (include-cache.ts) to resume instead of evaluating shared
   * includes again, and to extend with the ones this evaluation passes.
   */
  readonly checkpoints?: IncludeCheckpoints;
  /**
   * Where parsed files are kept for reuse (by text): by default the checkpoints', else
   * this evaluation's own. A caller running many evaluations without checkpoints may share one.
   */
  readonly parsedFiles?: ParsedFiles;
  /**
   * The on-disk state cache (state-store.ts): the state after the main file's leading
   * includes is read from it or saved to it. Used by evaluations that save no include
   * checkpoints (without checkpoints, or single-use ones).
   */
  readonly stateStore?: StateStore;
}

/** A failed evaluation: the diagnostics to print (LLVM style, include stack first). */
export class TableGenFailure extends DiagnosticError {
  constructor(
    diagnostics: readonly Diagnostic[],
    readonly rendered: string,
  ) {
    super(diagnostics, diagnostics[0]?.message ?? "TableGen error");
    this.name = "TableGenFailure";
  }
}

/** Why a file cannot be read, as LLVM words it (strerror). */
export class ReadFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** The local file system; in "bytes" mode paths are byte strings. */
export function localFileSystem(encoding: SourceEncoding = "text"): FileSystem & { readOrFail(path: string): Uint8Array } {
  const readOrFail = (path: string): Uint8Array => {
    try {
      return readFileSync(encoding === "bytes" ? pathFromBytes(path) : path);
    } catch (e) {
      throw new ReadFailure(systemErrorText(e));
    }
  };
  return {
    readOrFail,
    readFile(path: string): Uint8Array | undefined {
      try {
        return readOrFail(path);
      } catch {
        return undefined;
      }
    },
  };
}

export const nodeFileSystem: FileSystem = localFileSystem("text");

/** Evaluates `content` (named `name`, as given on the command line) into records. */
export function evaluateTableGen(name: string, content: string | Uint8Array | ByteText, options: TableGenOptions = {}): RecordKeeper {
  const encoding = options.encoding ?? "text";
  const checkpoints = options.checkpoints;
  // A one-job process reads each file once anyway: the cache's `stat`s would be wasted.
  const fileSystem = options.fileSystem ?? (checkpoints !== undefined && !checkpoints.singleUse ? checkpoints.files : localFileSystem(encoding));
  checkpoints?.startEvaluation();
  const pre = new Preprocessor(fileSystem, options.includeDirs ?? [], options.defines ?? [], encoding, checkpoints);
  let main: PreprocessedFile | undefined;
  const evaluator = new Evaluator(checkpoints?.tables);
  // A saved state may be shared with other evaluations: one changed in place (an empty
  // class of it given a body here) makes every saved state suspect.
  if (checkpoints !== undefined) evaluator.onSharedRecordChange = () => checkpoints.clear();
  const keeper = evaluator.keeper;
  keeper.inputFilename = name;
  keeper.encoding = encoding;
  keeper.renderMessage = (d) => render(d.location, d.severity, d.message, pre.includeSites);
  try {
    main = pre.processMain(name, sourceText(content, encoding));
    // Every include is preprocessed now; the keeper (through renderMessage) keeps `pre`.
    pre.blankedTexts.clear();
    // LLVM reports these as its lexer meets them and goes on; they come before
    // anything evaluation prints (the preprocessor runs ahead of it).
    for (const e of pre.recoverableErrors) keeper.messages.push({ severity: "error", message: e.message, location: { file: e.file, offset: e.offset } });
    evaluator.keptMessages = keeper.messages.length;
    keeper.nesting = pre.deepestNesting;
    const store = options.stateStore;
    const cached =
      store !== undefined && pre.recoverableErrors.length === 0 && (checkpoints === undefined || checkpoints.singleUse)
        ? useStateCache(store, main, encoding, keeper)
        : { main };
    runFile(evaluator, cached.main, checkpoints, options.parsedFiles ?? checkpoints?.parsedFiles ?? new ParsedFiles(), true, cached.saveAfter, cached.save);
    evaluator.settle();
    for (const source of pre.includeSites.keys()) keeper.dependencies.push(source.name);
    return keeper;
  } catch (e) {
    if (isStackOverflow(e)) {
      // Located where the input nests deepest (or the statement being evaluated); the
      // command line retries such input on a larger stack (src/cli/tblgen-deep.ts).
      const where = pre.deepestNestingAt ?? evaluator.currentStatement;
      const error = new TableGenError(where, `input nested too deeply for the available stack (${pre.deepestNesting} levels)`);
      const failure = toFailure(error, pre.includeSites, keeper.messages) as TableGenFailure;
      throw new StackExhausted(failure.diagnostics, failure.rendered, pre.deepestNesting);
    }
    throw toFailure(e, pre.includeSites, keeper.messages);
  }
}

/** V8's stack overflow (a RangeError); other RangeErrors are not about depth. */
export function isStackOverflow(e: unknown): boolean {
  return e instanceof RangeError && e.message.includes("call stack");
}

/** Evaluation ran out of stack: the input nests `nesting` levels deep (within NESTING_LIMIT). */
export class StackExhausted extends TableGenFailure {
  constructor(
    diagnostics: readonly Diagnostic[],
    rendered: string,
    readonly nesting: number,
  ) {
    super(diagnostics, rendered);
  }
}

/** Reads and evaluates a file. */
export function evaluateTableGenFile(path: string, options: TableGenOptions = {}): RecordKeeper {
  const encoding = options.encoding ?? "text";
  let content: string | Uint8Array | undefined;
  let reason: string | undefined;
  if (options.fileSystem !== undefined) {
    content = options.fileSystem.readFile(path);
  } else {
    try {
      content = localFileSystem(encoding).readOrFail(path);
    } catch (e) {
      if (!(e instanceof ReadFailure)) throw e;
      reason = e.reason;
    }
  }
  if (content === undefined) {
    const message = `Could not open input file '${path}'${reason !== undefined ? `: ${reason}` : ""}`;
    const diagnostic: Diagnostic = { severity: "error", message };
    throw new TableGenFailure([diagnostic], `${formatDiagnostic(diagnostic)}`);
  }
  return evaluateTableGen(path, content, options);
}

/**
 * Evaluates one preprocessed file. Included files are parsed through `parsedFiles`
 * (shared by the files that include them); the main file (`isMain`) is parsed as it is
 * evaluated and its tree not kept: it is usually the large one, and read once.
 */
function runFile(
  evaluator: Evaluator,
  file: PreprocessedFile,
  checkpoints: IncludeCheckpoints | undefined,
  parsedFiles: ParsedFiles,
  isMain = false,
  saveAfter?: number,
  save?: (evaluator: Evaluator) => void,
): void {
  if (file.resumeState !== undefined) {
    // Read from the state cache for this evaluation alone: taken over, not copied.
    evaluator.resumeFrom(file.resumeState, true);
    return;
  }
  const resumed = file.resume;
  if (resumed?.state !== undefined && checkpoints !== undefined) {
    evaluator.resumeFrom(resumed.state, checkpoints.singleUse);
    // A state taken over is changed by what follows: it serves no later evaluation.
    if (checkpoints.singleUse) checkpoints.remove(resumed);
    return;
  }
  if (file.lexicalError?.beforeParsing === true) {
    throw new TableGenError({ file: file.source, offset: file.lexicalError.offset }, file.lexicalError.message);
  }
  const parsed = isMain ? new StatementStream(file.text, file.source.name) : parsedFiles.parse(file.text, file.source.name);
  evaluator.evaluateFile({
    file: file.source,
    statements: parsed instanceof StatementStream ? parsed : parsed.statements,
    include: (offset) => {
      const child = file.includes.get(offset);
      if (child !== undefined) runFile(evaluator, child, checkpoints, parsedFiles);
      if (offset === saveAfter) save?.(evaluator);
    },
    includeBody: (offset) => includedBody(file.includes.get(offset)),
  });
  const lexical = file.lexicalError;
  const syntax = parsed.syntaxError;
  throwFirstError(file, lexical, syntax);
  if (file.saveAs !== undefined && checkpoints !== undefined) {
    file.saveAs.state = evaluator.saveState();
    checkpoints.saved++;
  }
}

/**
 * The error a file's parse ends with: the lexer's when the parser stopped at it (or only
 * blanks lie between them), else the parser's; nothing when both are clean.
 */
function throwFirstError(file: PreprocessedFile, lexical: PreprocessedFile["lexicalError"], syntax: { readonly offset: number; readonly message: string } | undefined): void {
  if (lexical !== undefined && (syntax === undefined || onlyBlankBetween(file.text, syntax.offset, lexical.offset))) {
    const notes = lexical.secondary
      ? [{ location: { file: file.source, offset: lexical.secondary.offset }, message: lexical.secondary.message, severity: "error" as const }]
      : [];
    throw new TableGenError({ file: file.source, offset: lexical.offset }, lexical.message, notes);
  }
  if (syntax !== undefined) throw new TableGenError({ file: file.source, offset: syntax.offset }, syntax.message);
}

/** A file included inside a record body, parsed as body items (its errors thrown as runFile throws them). */
function includedBody(file: PreprocessedFile | undefined): IncludedBody | undefined {
  if (file === undefined) return undefined;
  const lexical = file.lexicalError;
  if (lexical?.beforeParsing === true) throw new TableGenError({ file: file.source, offset: lexical.offset }, lexical.message);
  const parsed = parseIncludedBody(file.text, file.source.name);
  const syntax = parsed.syntaxError;
  throwFirstError(file, lexical, syntax);
  return { file: file.source, items: parsed.items, includeBody: (offset) => includedBody(file.includes.get(offset)) };
}

function onlyBlankBetween(text: string, from: number, to: number): boolean {
  if (from >= to) return true;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13) return false;
  }
  return true;
}

function includeStack(file: SourceFile, sites: ReadonlyMap<SourceFile, IncludeSite>): string {
  const lines: string[] = [];
  let site = sites.get(file);
  while (site !== undefined) {
    lines.push(`Included from ${site.file.name}:${site.file.position(site.offset).line}:\n`);
    site = sites.get(site.file);
  }
  return lines.reverse().join("");
}

function render(
  location: SourceLocation | undefined,
  severity: Diagnostic["severity"],
  message: string,
  sites: ReadonlyMap<SourceFile, IncludeSite>,
): string {
  const diagnostic: Diagnostic = location ? { severity, message, location } : { severity, message };
  return (location ? includeStack(location.file, sites) : "") + formatDiagnostic(diagnostic);
}

function toFailure(e: unknown, sites: ReadonlyMap<SourceFile, IncludeSite>, earlier: readonly Diagnostic[]): unknown {
  let error: TableGenError;
  if (e instanceof TableGenError) error = e;
  else if (e instanceof FoldError) error = new TableGenError(e.record?.location, e.message);
  else if (e instanceof FieldFoldError) error = new TableGenError(e.def.location, e.message);
  else return e;
  // Warnings and notes emitted before the error come first, as LLVM prints them as it goes.
  const parts = earlier.map((d) => render(d.location, d.severity, d.message, sites));
  parts.push(render(error.location, "error", error.message, sites));
  const diagnostics: Diagnostic[] = [
    error.location ? { severity: "error", message: error.message, location: error.location } : { severity: "error", message: error.message },
  ];
  for (const note of error.notes) {
    parts.push(render(note.location, note.severity, note.message, sites));
    diagnostics.push(note.location ? { severity: note.severity, message: note.message, location: note.location } : { severity: note.severity, message: note.message });
  }
  return new TableGenFailure(diagnostics, parts.join(""));
}
