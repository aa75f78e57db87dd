// Several located diagnostics reported together (MLIR reports every undefined value or
// block at the end of a parse, not just the first).
import type { Diagnostic } from "../support/diagnostic.js";

export class DiagnosticsError extends Error {
  readonly diagnostics: readonly Diagnostic[];
  constructor(diagnostics: readonly Diagnostic[]) {
    super(diagnostics.map((d) => d.message).join("\n"));
    this.name = "DiagnosticsError";
    this.diagnostics = diagnostics;
  }
}
