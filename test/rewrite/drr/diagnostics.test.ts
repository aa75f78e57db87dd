// Errors in DRR patterns are located diagnostics at tsmlir-tblgen time (file:line:col,
// source line, caret; exit 1), with mlir-tblgen -gen-rewriters's wording where it has
// the same error; and a snippet that is not TypeScript (a DRR file written for
// mlir-tblgen) is named in the error.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { main } from "../../../src/cli/tblgen.js";
import { mlirTblgen, repoRoot, skipWithout } from "../../environment.js";

const HEADER = 'include "mlir/IR/PatternBase.td"\ninclude "mlir/Dialect/Arith/IR/ArithOps.td"\n';

async function ours(body: string): Promise<{ code: number; stdout: string; stderr: string; file: string }> {
  const dir = mkdtempSync(join(tmpdir(), "tsmlir-drr-diag-"));
  const file = join(dir, "bad.td");
  writeFileSync(file, HEADER + body);
  let stdout = "";
  let stderr = "";
  const code = await main(["--gen-ts-rewriters", "-I", join(repoRoot, "defs"), file], {
    writeStdout: (bytes) => void (stdout += Buffer.from(bytes).toString("latin1")),
    writeStderr: (bytes) => void (stderr += Buffer.from(bytes).toString("latin1")),
    readStdin: () => new Uint8Array(0),
  });
  return { code, stdout, stderr, file };
}

const CASES: readonly { readonly name: string; readonly body: string; readonly message: string; readonly sameAsMlirTblgen: boolean }[] = [
  { name: "unbound symbol", body: "def Bad : Pat<(Arith_NegFOp $x, $f), (Arith_NegFOp $z, $f)>;\n", message: "referencing unbound symbol 'z'", sameAsMlirTblgen: true },
  { name: "source arity", body: "def Bad : Pat<(Arith_NegFOp $x), (Arith_NegFOp $x, $f)>;\n", message: "op 'arith.negf' argument number mismatch: 1 in pattern vs. 2 in definition", sameAsMlirTblgen: true },
  { name: "result arity", body: "def Bad : Pat<(Arith_NegFOp $x, $f), (Arith_NegFOp $x, $f, $f)>;\n", message: "op 'arith.negf' argument number mismatch: 3 in pattern vs. 2 in definition", sameAsMlirTblgen: true },
  {
    name: "C++ native call",
    body: 'def CppCall : NativeCodeCall<"::mlir::arith::ConstantOp::create($_builder, $_loc, $0)">;\ndef Bad : Pat<(Arith_NegFOp $x, $f), (CppCall $x)>;\n',
    message: "native code call 'CppCall' has no TypeScript body",
    sameAsMlirTblgen: false,
  },
  {
    name: "C++ constraint",
    body: 'def CppPred : Constraint<CPred<"::llvm::isa<FloatType>($0.getType()) && !$0.getUses().empty()">>;\ndef Bad : Pat<(Arith_NegFOp $x, $f), (Arith_NegFOp $x, $f), [(CppPred $x)]>;\n',
    message: "constraint 'CppPred' has no TypeScript body",
    sameAsMlirTblgen: false,
  },
  {
    name: "uninferable result types",
    body: "def Bad : Pat<(Arith_NegFOp $x, $f), (Arith_NegFOp (Arith_ExtFOp $x, $f), $f)>;\n",
    message: "cannot infer the result types of 'arith.extf' created by a nested or auxiliary result pattern",
    sameAsMlirTblgen: false,
  },
  { name: "not enough replacement values", body: "def Bad : Pattern<(Arith_AddUIExtendedOp $x, $y), [(replaceWithValue $x)]>;\n", message: "not enough values generated to replace the matched op", sameAsMlirTblgen: true },
  { name: "replaceWithValue arity", body: "def Bad : Pat<(Arith_NegFOp $x, $f), (replaceWithValue $x, $f)>;\n", message: "replaceWithValue directive must take exactly one argument", sameAsMlirTblgen: true },
];

describe("DRR diagnostics", () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const r = await ours(c.body);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe("");
      const lines = r.stderr.split("\n");
      expect(lines[0]).toMatch(new RegExp(`^${r.file.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}:\\d+:\\d+: error: `));
      expect(lines[0]).toContain(c.message);
      expect(lines[1]).toMatch(/^def /);
      expect(lines[2]).toMatch(/^ *\^$/);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    });
  }

  it("mlir-tblgen -gen-rewriters gives the same message and location where it has the error", async (ctx) => {
    skipWithout(ctx, "mlir-tblgen");
    for (const c of CASES.filter((k) => k.sameAsMlirTblgen)) {
      const r = await ours(c.body);
      const theirs = spawnSync(mlirTblgen, ["-gen-rewriters", "-I", join(repoRoot, "defs"), r.file], { encoding: "latin1" });
      expect(theirs.status, c.name).toBe(1);
      expect(r.stderr.split("\n").slice(0, 3).join("\n"), c.name).toBe(theirs.stderr.split("\n").slice(0, 3).join("\n"));
    }
  });
});
