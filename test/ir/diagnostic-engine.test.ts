// The context's diagnostic engine (MLIR's DiagnosticEngine): handler order and removal,
// scoped handlers, pass diagnostics reaching the context's handlers, and the per-context
// op formatter behind "see current operation".
import { describe, expect, it } from "vitest";
import { IRDiagnosticError, MLIRContext, UnknownLoc, parseSourceString, registerAllDialects, walkOps, type Operation } from "../../src/api/index.js";
import { Pass, PassManager, definePass } from "../../src/api/pass.js";
import { operationError } from "../../src/ir/diagnostics.js";

function contextWithDialects(): MLIRContext {
  const context = new MLIRContext();
  registerAllDialects(context);
  return context;
}

describe("the context's diagnostic engine", () => {
  it("offers a diagnostic to the latest handler first, and stops at the one that takes it", () => {
    const context = new MLIRContext();
    const engine = context.getDiagEngine();
    const seen: string[] = [];
    engine.registerHandler((d) => (seen.push(`first ${d.message}`), true));
    const second = engine.registerHandler((d) => (seen.push(`second ${d.message}`), d.message === "mine"));
    expect(engine.emit(new IRDiagnosticError(UnknownLoc.get(context), "mine"))).toBe(true);
    expect(engine.emit(new IRDiagnosticError(UnknownLoc.get(context), "other"))).toBe(true);
    expect(seen).toEqual(["second mine", "second other", "first other"]);
    engine.eraseHandler(second);
    seen.length = 0;
    engine.emit(new IRDiagnosticError(UnknownLoc.get(context), "again"));
    expect(seen).toEqual(["first again"]);
  });

  it("reports nothing as handled without handlers, and removes scoped handlers afterwards", () => {
    const context = new MLIRContext();
    const engine = context.getDiagEngine();
    expect(engine.emit(new IRDiagnosticError(UnknownLoc.get(context), "lost"))).toBe(false);
    const inside: string[] = [];
    engine.withHandler((d) => (inside.push(d.message), true), () => engine.emit(new IRDiagnosticError(UnknownLoc.get(context), "scoped")));
    expect(inside).toEqual(["scoped"]);
    expect(engine.hasHandlers).toBe(false);
  });

  it("receives the diagnostics of a pass run", () => {
    const context = contextWithDialects();
    const module = parseSourceString("func.func @f() {\n  return\n}\n", context, { fileName: "f.mlir" });
    const definition = definePass({ name: "Complain", argument: "complain", summary: "warns and fails", opName: "func.func", options: {}, statistics: {} });
    class Complain extends Pass<typeof definition> {
      constructor() {
        super(definition);
      }
      override runOnOperation(): void {
        this.emitWarning(this.getOperation(), "a warning");
        this.emitError(this.getOperation(), "an error");
        this.signalPassFailure();
      }
    }
    const pm = new PassManager(context, "builtin.module", "implicit");
    pm.addPass(new Complain());
    const reported: string[] = [];
    const ok = context.getDiagEngine().withHandler((d) => (reported.push(`${d.diagnostic.severity}: ${d.message}`), true), () => pm.run(module));
    expect(ok).toBe(false);
    expect(reported).toEqual(["warning: a warning", "error: an error"]);
    expect(pm.diagnostics.map((d) => d.message)).toEqual(["a warning", "an error"]);
  });

  it("shows the failing op with the context's formatter only", () => {
    const context = contextWithDialects();
    const module = parseSourceString("func.func @f() {\n  return\n}\n", context, { fileName: "f.mlir" });
    let ret: Operation | undefined;
    walkOps(module, (op) => {
      if (op.name.name === "func.return") ret = op;
    });
    if (ret === undefined) throw new Error("no func.return");
    expect(operationError(ret, "bad").diagnostic.notes).toEqual([]);
    context.getDiagEngine().operationFormatter = (op) => `<${op.name.name}>`;
    expect(operationError(ret, "bad").diagnostic.notes.map((n) => n.message)).toEqual(["see current operation: <func.return>"]);
    expect(contextWithDialects().getDiagEngine().operationFormatter).toBeUndefined();
  });
});
