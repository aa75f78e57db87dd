// Malformed bytecode is reported as a diagnostic naming the byte offset where reading
// stopped, the way a text parser names a line and column.
import { DiagnosticError, type Diagnostic } from "../../support/diagnostic.js";

export class BytecodeError extends DiagnosticError {
  readonly offset: number;
  /** The message without the offset. */
  readonly detail: string;
  constructor(message: string, offset: number, notes?: readonly Diagnostic[]) {
    super({ severity: "error", message: `${message} at offset ${offset}`, ...(notes !== undefined ? { notes } : {}) });
    this.name = "BytecodeError";
    this.offset = offset;
    this.detail = message;
  }
}
