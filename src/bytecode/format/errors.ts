// Malformed bytecode is reported as a diagnostic naming the byte offset where reading
// stopped, the way a text parser names a line and column.
import { DiagnosticError, type Diagnostic } from "../../support/diagnostic.js";
import type { Operation } from "../../ir/operation.js";

/**
 * A position inside text held by the bytecode (an attribute or type in its textual
 * form), named by that text as mlir-opt names the buffer it parses it from.
 */
export interface EmbeddedTextPosition {
  readonly text: string;
  readonly line: number;
  readonly column: number;
}

/**
 * A dialect cannot upgrade what an older (or newer) version of it wrote. Upstream reports
 * it on the op holding the file's top-level ops once they are all read, not at a byte.
 */
export class DialectUpgradeError extends DiagnosticError {
  constructor(
    message: string,
    /** The file's top-level ops (filled in by the reader), which upstream prints with the error. */
    readonly topLevelOps: readonly Operation[] = [],
  ) {
    super({ severity: "error", message });
    this.name = "DialectUpgradeError";
  }
}

export class BytecodeError extends DiagnosticError {
  readonly offset: number;
  /** The message without the offset. */
  readonly detail: string;
  /** Where in embedded text the error is, when it is one of parsing that text. */
  readonly textPosition: EmbeddedTextPosition | undefined;
  constructor(message: string, offset: number, notes?: readonly Diagnostic[], textPosition?: EmbeddedTextPosition) {
    super({ severity: "error", message: `${message} at offset ${offset}`, ...(notes !== undefined ? { notes } : {}) });
    this.name = "BytecodeError";
    this.offset = offset;
    this.detail = message;
    this.textPosition = textPosition;
  }
}
