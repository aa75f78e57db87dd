// Several located diagnostics reported together (MLIR reports every undefined value or
// block at the end of a parse, not just the first): the error base with a list.
import { DiagnosticError, type Diagnostic } from "../support/diagnostic.js";

export class DiagnosticsError extends DiagnosticError {
  constructor(diagnostics: readonly Diagnostic[]) {
    super(diagnostics);
    this.name = "DiagnosticsError";
  }
}
