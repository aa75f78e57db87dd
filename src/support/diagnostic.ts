// Diagnostics rendered the way LLVM's SourceMgr renders them (and so mlir-tblgen and
// mlir-opt): `file:line:col: kind: message`, the source line, and a caret under the column.
import type { SourceFile, SourceLocation } from "./source.js";

export type DiagnosticSeverity = "error" | "warning" | "note" | "remark";

export interface Diagnostic {
  readonly severity: DiagnosticSeverity;
  readonly message: string;
  readonly location?: SourceLocation;
  /** Notes attached to the diagnostic, printed after it. */
  readonly notes?: readonly Diagnostic[];
}

/**
 * The error base of tsmlir: an error carrying one or more source-located diagnostics (a
 * parse reporting every undefined value, a TableGen run, a bytecode read, a generator);
 * the CLIs print them and exit non-zero. IR-located diagnostics (verifiers, passes) are
 * IRDiagnosticErrors, rendered against the loaded files as these.
 */
export class DiagnosticError extends Error {
  /** In the order they were reported; never empty. */
  readonly diagnostics: readonly Diagnostic[];
  constructor(diagnostic: Diagnostic | readonly Diagnostic[], message?: string) {
    const list: readonly Diagnostic[] = isDiagnosticList(diagnostic) ? diagnostic : [diagnostic];
    super(message ?? list.map((d) => d.message).join("\n"));
    this.name = "DiagnosticError";
    this.diagnostics = list.length > 0 ? list : [{ severity: "error", message: this.message }];
  }
  /** The first diagnostic. */
  get diagnostic(): Diagnostic {
    return this.diagnostics[0] as Diagnostic;
  }
}

function isDiagnosticList(value: Diagnostic | readonly Diagnostic[]): value is readonly Diagnostic[] {
  return Array.isArray(value);
}

export function errorAt(location: SourceLocation | undefined, message: string): DiagnosticError {
  return new DiagnosticError(location ? { severity: "error", message, location } : { severity: "error", message });
}

const TAB_STOP = 8;

/** The source line with tabs expanded and (for an ASCII line) a caret line under `column` (1-based). */
export function sourceLineWithCaret(file: SourceFile, line: number, column: number): string {
  const text = file.lineText(line);
  const expanded: string[] = [];
  let caretColumn = 0;
  let width = 0;
  let nonAscii = false;
  for (let i = 0; i < text.length; i++) {
    if (i === column - 1) caretColumn = width;
    const ch = text[i] as string;
    if (ch.charCodeAt(0) > 0x7f) nonAscii = true;
    if (ch === "\t") {
      const spaces = TAB_STOP - (width % TAB_STOP);
      expanded.push(" ".repeat(spaces));
      width += spaces;
    } else {
      expanded.push(ch);
      width += 1;
    }
  }
  // LLVM's SMDiagnostic::print cannot place a caret under multi-byte characters, so a
  // line with any non-ASCII byte is printed without one.
  if (nonAscii) return expanded.join("");
  if (column - 1 >= text.length) caretColumn = width + (column - 1 - text.length);
  return `${expanded.join("")}\n${" ".repeat(caretColumn)}^`;
}

/** Renders one diagnostic (and its notes) as LLVM does, ending with a newline. */
export function formatDiagnostic(diagnostic: Diagnostic): string {
  const parts: string[] = [];
  const location = diagnostic.location;
  if (location) {
    const { line, column } = location.file.position(location.offset);
    // LLVM prints no `file:line:col: ` prefix for a buffer without a name (e.g. a format string).
    const prefix = location.file.name.length > 0 ? `${location.file.name}:${line}:${column}: ` : "";
    parts.push(`${prefix}${diagnostic.severity}: ${diagnostic.message}\n`);
    parts.push(`${sourceLineWithCaret(location.file, line, column)}\n`);
  } else {
    parts.push(`${diagnostic.severity}: ${diagnostic.message}\n`);
  }
  for (const note of diagnostic.notes ?? []) parts.push(formatDiagnostic(note));
  return parts.join("");
}
