// MLIR's DiagnosticEngine, owned by a context: handlers registered on it receive the
// diagnostics reported in that context (the most recently registered first; the first to
// take one stops it, as MLIR's handler stack does), and it holds how ops are shown in
// diagnostics ("see current operation: ..."), which the text layer's users choose.
import type { IRDiagnosticError } from "./diagnostics.js";
import type { Operation } from "./operation.js";

/** Takes a diagnostic: returns true when it handled it, false to pass it to earlier handlers. */
export type DiagnosticHandler = (diagnostic: IRDiagnosticError) => boolean;

/** Identifies a registered handler, for eraseHandler. */
export type DiagnosticHandlerId = number;

export class DiagnosticEngine {
  private readonly handlers: { readonly id: DiagnosticHandlerId; readonly handle: DiagnosticHandler }[] = [];
  private nextId = 1;
  /**
   * How an op is written inside diagnostics (MLIR prints it generically, in local scope);
   * without one, operation errors carry no "see current operation" note and ops appear as
   * their quoted name. tsmlir-opt installs the text layer's printer on its contexts.
   */
  operationFormatter: ((op: Operation) => string) | undefined = undefined;
  /**
   * Whether an op's errors carry the "see current operation" note (MLIR's
   * MLIRContext::printOpOnDiagnostic; mlir-opt turns it off for --verify-diagnostics). An op
   * named in a message's text ("block with no terminator, has ...") is printed either way.
   */
  printOpOnDiagnostic = true;

  registerHandler(handle: DiagnosticHandler): DiagnosticHandlerId {
    const id = this.nextId++;
    this.handlers.push({ id, handle });
    return id;
  }

  eraseHandler(id: DiagnosticHandlerId): void {
    const at = this.handlers.findIndex((h) => h.id === id);
    if (at >= 0) this.handlers.splice(at, 1);
  }

  /** Reports `diagnostic` to the handlers, latest first; whether one of them took it. */
  emit(diagnostic: IRDiagnosticError): boolean {
    for (let i = this.handlers.length - 1; i >= 0; i--) {
      if ((this.handlers[i] as { handle: DiagnosticHandler }).handle(diagnostic)) return true;
    }
    return false;
  }

  /** Whether any handler is registered. */
  get hasHandlers(): boolean {
    return this.handlers.length > 0;
  }

  /** MLIR's ScopedDiagnosticHandler: `handle` receives the diagnostics reported while `body` runs. */
  withHandler<T>(handle: DiagnosticHandler, body: () => T): T {
    const id = this.registerHandler(handle);
    try {
      return body();
    } finally {
      this.eraseHandler(id);
    }
  }
}
