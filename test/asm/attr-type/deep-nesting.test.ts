// Pathologically deep inputs get a located diagnostic (nesting limit or syntax error), never a JS stack overflow.
import { it, expect } from "vitest";
import { MLIRContext } from "../../../src/ir/context.js";
import { SourceFile } from "../../../src/support/source.js";
import { AsmParserState } from "../../../src/asm/parser-state.js";
import { parseAttribute } from "../../../src/asm/attr-type/index.js";
import { DiagnosticError } from "../../../src/support/diagnostic.js";
const N = 100000;
const inputs = [
  "[".repeat(N), "{a = ".repeat(N), "tuple<".repeat(N), "complex<".repeat(N), "memref<".repeat(N), "tensor<".repeat(N),
  "vector<4x".repeat(N), "affine_map<(d0) -> (" + "-".repeat(N) + "d0)>", "affine_map<(d0) -> (" + "(".repeat(N) + "d0)>",
  "dense<" + "(".repeat(N), "dense<" + "[".repeat(N), "loc(" + "callsite(".repeat(N), "loc(" + "fused[".repeat(N),
  "loc(" + '"n"('.repeat(N), "(" .repeat(N), "#foo.bar<" + "<".repeat(N), "distinct[0]<".repeat(N), "loc(fused<".repeat(N), "loc(fused<loc(".repeat(N),
];
it("rejects deep nesting with a diagnostic, never a stack overflow", () => {
  for (const text of inputs) {
    const p = new AsmParserState(new SourceFile("deep.mlir", text), new MLIRContext({ allowUnregisteredDialects: true }), { allowUnregisteredDialect: true });
    let err: unknown;
    try { parseAttribute(p); } catch (e) { err = e; }
    expect(err, text.slice(0, 30)).toBeInstanceOf(DiagnosticError);
  }
});
