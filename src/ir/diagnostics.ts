// Diagnostics located at IR locations (MLIR's InFlightDiagnostic), convertible to the
// shared source-located Diagnostic when the location points into a loaded source file.
import type { SourceFile } from "../support/source.js";
import type { Diagnostic, DiagnosticSeverity } from "../support/diagnostic.js";
import { sourceLocationOf, type Location } from "./location.js";
import type { BlockArgument, Operation, Value } from "./operation.js";
import type { Type } from "./types.js";

export interface IRDiagnostic {
  readonly severity: DiagnosticSeverity;
  readonly message: string;
  readonly location: Location;
  readonly notes: readonly IRDiagnostic[];
}

/** Thrown by verifiers and IR helpers; carries an IR-located diagnostic (with notes). */
export class IRDiagnosticError extends Error {
  readonly diagnostic: IRDiagnostic;
  private readonly noteList: IRDiagnostic[];
  constructor(location: Location, message: string, severity: DiagnosticSeverity = "error") {
    super(message);
    this.name = "IRDiagnosticError";
    this.noteList = [];
    this.diagnostic = { severity, message, location, notes: this.noteList };
  }
  /** Attaches a note (MLIR's `diag.attachNote(loc)`), returning this for chaining. */
  attachNote(location: Location, message: string): this {
    this.noteList.push({ severity: "note", message, location, notes: [] });
    return this;
  }
  /**
   * The shared Diagnostic: located in one of `files` when the IR location maps there
   * (notes too), else unlocated with the location text left to the caller.
   */
  toDiagnostic(files: readonly SourceFile[]): Diagnostic {
    return convert(this.diagnostic, files);
  }
}

function convert(d: IRDiagnostic, files: readonly SourceFile[]): Diagnostic {
  const location = sourceLocationOf(d.location, files);
  const notes = d.notes.map((n) => convert(n, files));
  const base = { severity: d.severity, message: d.message, ...(notes.length > 0 ? { notes } : {}) };
  return location === undefined ? base : { ...base, location };
}

/** The op's text for a diagnostic (its context's formatter, else just its quoted name). */
export function formatOperationForDiagnostic(op: Operation): string {
  const format = op.context.getDiagEngine().operationFormatter;
  return format === undefined ? `"${op.name.name}"` : format(op);
}

/**
 * A value as MLIR's diagnostics print one (Value::print): a block argument by its type and
 * index, a result by its defining op (printed as in diagnostics). `typeText` spells a type.
 */
export function formatValueForDiagnostic(value: Value, typeText: (type: Type) => string): string {
  const op = value.definingOp;
  if (op !== null) return formatOperationForDiagnostic(op);
  return `<block argument> of type '${typeText(value.type)}' at index: ${(value as BlockArgument).index}`;
}

/**
 * MLIR's Operation::emitError: an error at the op's location with the
 * `see current operation: <op>` note (when a formatter is installed).
 */
export function operationError(op: Operation, message: string): IRDiagnosticError {
  const err = new IRDiagnosticError(op.location, message);
  const engine = op.context.getDiagEngine();
  const format = engine.operationFormatter;
  if (format !== undefined && engine.printOpOnDiagnostic) {
    const text = format(op);
    err.attachNote(op.location, `see current operation: ${text.includes("\n") ? `\n${text}` : text}`);
  }
  return err;
}
