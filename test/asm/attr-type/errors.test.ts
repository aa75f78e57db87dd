// Invalid attribute/type texts must produce mlir-opt 19's first diagnostic (message
// and line:column), checked against mlir-opt at test time.
import { describe, expect, it } from "vitest";
import { mlirOpt, skipWithout } from "../../environment.js";
import { mkdtempSync, writeFileSync, rmSync } from "node:fs";
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { MLIRContext } from "../../../src/ir/context.js";
import { SourceFile } from "../../../src/support/source.js";
import { AsmParserState } from "../../../src/asm/parser-state.js";
import { parseAttribute } from "../../../src/asm/attr-type/index.js";
import { TokenKind } from "../../../src/asm/token.js";
import { DiagnosticError } from "../../../src/support/diagnostic.js";

const BAD = [
  "tensor<4xf32", "tensor<4x?>", "memref<4xf32, 1, 2>", "memref<*xf32, affine_map<(d0) -> (d0)>>", "dense<[1, 2]> : tensor<3xi32>",
  "dense<1.5> : tensor<2xi32>", "dense<[1, [2]]> : tensor<2xi32>", "dense<1> : tensor<2xf32>", "dense<-1> : tensor<2xui8>",
  "dense<[1, 2]> : i32", "dense<1> : tensor<?xi32>", "array<i32: 1.5>", "array<i7: 1>", "array<i32 1>", "affine_map<(d0) -> (d1)>",
  "affine_map<(d0) -> (d0 * d0)>", "affine_map<(d0, d0) -> (d0)>", "affine_map<(d0) -> (d0 floordiv d0)>", "affine_map<(d0) -> ()",
  "affine_set<(d0) : (d0 > 0)>", "256 : i8", "-129 : i8", "-1 : ui8", "128 : si8", "1 : f32", "0x7FC000000 : f32", "-0x1 : f32",
  "vector<0xf32>", "vector<4xtensor<4xf32>>", "complex<index>", "strided<[0]>", "strided<[1], offset 0>", "loc(\"a\":x)",
  "loc(callsite(\"a\":1:2 \"b\":2:3))", "loc(fused[\"a\":1:2)", "loc(bogus)", "#foo.bar<1", "#undefined_alias", "!undefined_alias",
  "i0x", "f33", "[1, 2", "{a = 1, a = 2}", "{1 = 2}", "@foo::", "@foo::bar", "1.5 : i32", "\"s\" : 5", "tuple<i32",
  "memref<2xf32, affine_map<(d0, d1) -> (d0)>>", "dense<\"0x0102\"> : tensor<3xi8>", "dense<\"xyz\"> : tensor<3xi8>",
  "distinct[a]<1>", "sparse<[[0]], [1, 2]> : tensor<2xi32>", "tensor<*xf32, \"enc\">", "(i32) -> ", "() -> (i32", "unit 1",
  "dense_resource<> : tensor<2xi8>", "dense_resource<r>", "memref<4x?xf32, strided<[1]>>", "i99999999", "1e5",
];

function ourError(text: string): string {
  const file = new SourceFile("in.mlir", `"test.x"() {a = ${text}} : () -> ()\n`);
  const p = new AsmParserState(file, new MLIRContext({ allowUnregisteredDialects: true }), { allowUnregisteredDialect: true });
  // Position the lexer on the attribute value like the op parser would.
  p.lexer.resetTo(16);
  try {
    parseAttribute(p);
    if (p.lexer.kind !== TokenKind.RBrace && p.lexer.kind !== TokenKind.Comma) throw p.wrongTokenError("expected '}' in attribute dictionary");
    return "(no error)";
  } catch (e) {
    if (!(e instanceof DiagnosticError) || e.diagnostic.location === undefined) return `(unexpected ${String(e)})`;
    const { line, column } = e.diagnostic.location.file.position(e.diagnostic.location.offset);
    return `${line}:${column}: error: ${e.diagnostic.message}`;
  }
}

describe("attribute/type diagnostics against mlir-opt", () => {
  it("reports mlir-opt's message and position", (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const dir = mkdtempSync(path.join(os.tmpdir(), "attrerr-"));
    let compared = 0;
    let same = 0;
    const failures: string[] = [];
    try {
      for (const text of BAD) {
        const f = path.join(dir, "in.mlir");
        writeFileSync(f, `"test.x"() {a = ${text}} : () -> ()\n`, "latin1");
        const r = spawnSync(mlirOpt, ["--allow-unregistered-dialect", "in.mlir"], { cwd: dir, encoding: "latin1" });
        const first = /^in\.mlir:(\d+:\d+: error: .*)$/m.exec(r.stderr);
        if (r.status === 0 || first === null) continue;
        compared++;
        const ours = ourError(text);
        if (ours === first[1]) same++;
        else failures.push(`${text}\n  mlir-opt: ${first[1]}\n  ours:     ${ours}`);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    console.log(`attr-type diagnostics: ${same}/${compared} identical to mlir-opt`);
    if (failures.length > 0) console.log(failures.join("\n"));
    expect(compared).toBeGreaterThan(50);
    expect(same).toBe(compared);
  });
});
