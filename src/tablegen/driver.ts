// Runs the whole front end on one file: preprocess (with includes), parse each file,
// evaluate in LLVM's order, and turn any failure into a located diagnostic.
import { readFileSync } from "node:fs";
import type { SourceFile, SourceLocation } from "../support/source.js";
import { type Diagnostic, formatDiagnostic } from "../support/diagnostic.js";
import { Evaluator, TableGenError } from "./evaluator.js";
import { FoldError } from "./ops.js";
import { parseTableGen } from "./parse.js";
import { type FileSystem, type IncludeSite, type PreprocessedFile, Preprocessor } from "./preprocess.js";
import type { RecordKeeper } from "./records.js";
import { FieldFoldError } from "./values.js";

export interface TableGenOptions {
  readonly includeDirs?: readonly string[];
  readonly defines?: readonly string[];
  readonly fileSystem?: FileSystem;
}

/** A failed evaluation: the diagnostics to print (LLVM style, include stack first). */
export class TableGenFailure extends Error {
  constructor(
    readonly diagnostics: readonly Diagnostic[],
    readonly rendered: string,
  ) {
    super(diagnostics[0]?.message ?? "TableGen error");
    this.name = "TableGenFailure";
  }
}

export const nodeFileSystem: FileSystem = {
  readFile(path: string): string | undefined {
    try {
      return readFileSync(path, "utf8");
    } catch {
      return undefined;
    }
  },
};

/** Evaluates `text` (named `name`, as given on the command line) into records. */
export function evaluateTableGen(name: string, text: string, options: TableGenOptions = {}): RecordKeeper {
  const pre = new Preprocessor(options.fileSystem ?? nodeFileSystem, options.includeDirs ?? [], options.defines ?? []);
  let main: PreprocessedFile | undefined;
  const evaluator = new Evaluator();
  evaluator.keeper.inputFilename = name;
  try {
    main = pre.processMain(name, text);
    runFile(evaluator, main);
    return evaluator.keeper;
  } catch (e) {
    throw toFailure(e, pre.includeSites, evaluator.keeper.messages);
  }
}

/** Reads and evaluates a file. */
export function evaluateTableGenFile(path: string, options: TableGenOptions = {}): RecordKeeper {
  const fs = options.fileSystem ?? nodeFileSystem;
  const text = fs.readFile(path);
  if (text === undefined) {
    const diagnostic: Diagnostic = { severity: "error", message: `Could not open input file '${path}'` };
    throw new TableGenFailure([diagnostic], `${formatDiagnostic(diagnostic)}`);
  }
  return evaluateTableGen(path, text, options);
}

function runFile(evaluator: Evaluator, file: PreprocessedFile): void {
  const parsed = parseTableGen(file.text, file.source.name);
  evaluator.evaluateFile({
    file: file.source,
    statements: parsed.statements,
    include: (offset) => {
      const child = file.includes.get(offset);
      if (child !== undefined) runFile(evaluator, child);
    },
  });
  const lexical = file.lexicalError;
  const syntax = parsed.syntaxError;
  if (lexical !== undefined && (syntax === undefined || onlyBlankBetween(file.text, syntax.offset, lexical.offset))) {
    const notes = lexical.secondary
      ? [{ location: { file: file.source, offset: lexical.secondary.offset }, message: lexical.secondary.message, severity: "error" as const }]
      : [];
    throw new TableGenError({ file: file.source, offset: lexical.offset }, lexical.message, notes);
  }
  if (syntax !== undefined) throw new TableGenError({ file: file.source, offset: syntax.offset }, syntax.message);
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
  severity: "error" | "warning" | "note",
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
  else if (e instanceof RangeError) error = new TableGenError(undefined, `evaluation too deep: ${e.message}`);
  else return e;
  // Warnings and notes emitted before the error come first, as LLVM prints them as it goes.
  const parts = earlier.map((d) => render(d.location, d.severity === "warning" ? "warning" : "note", d.message, sites));
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
