// Malformed bytecode is reported as a diagnostic naming the byte offset where reading
// stopped, the way a text parser names a line and column.
import { DiagnosticError } from "../../support/diagnostic.js";

export class BytecodeError extends DiagnosticError {
  readonly offset: number;
  constructor(message: string, offset: number, fileName?: string) {
    const where = fileName === undefined ? "" : `${fileName}: `;
    super({ severity: "error", message: `${where}${message} at offset ${offset}` });
    this.name = "BytecodeError";
    this.offset = offset;
  }
}
