// tsmlir-tblgen finds the package's TableGen library (defs/) with no -I, from any working
// directory, after the user's -I directories.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/tblgen.js";
import { defsDirectory } from "../../src/api/tablegen.js";
import { repoRoot, skipWithout } from "../environment.js";

const scratch = mkdtempSync(join(tmpdir(), "tsmlir-tblgen-defs-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const userTd = join(scratch, "mine.td");
writeFileSync(userTd, 'include "mlir/IR/OpBase.td"\n\ndef Mine_Dialect : Dialect {\n  let name = "mine";\n}\ndef Mine_NopOp : Op<Mine_Dialect, "nop">;\n');

async function records(args: readonly string[]): Promise<{ code: number; text: string }> {
  const out = join(scratch, `out-${args.length}-${Math.random().toString(36).slice(2)}.txt`);
  const code = await main([...args, "-o", out]);
  return { code, text: code === 0 ? readFileSync(out, "utf8") : "" };
}

describe("tsmlir-tblgen's default include path", () => {
  it("is the package's defs/", () => {
    expect(defsDirectory()).toBe(join(repoRoot, "defs"));
  });

  it("resolves mlir/IR/OpBase.td without -I, as with -I defs", async () => {
    const implicit = await records(["--print-records", userTd]);
    expect(implicit.code).toBe(0);
    expect(implicit.text).toContain("def Mine_NopOp {\t// Op");
    expect(implicit.text).toBe((await records(["--print-records", "-I", defsDirectory(), userTd])).text);
  });

  it("comes after the user's -I directories", async () => {
    const own = join(scratch, "own");
    mkdirSync(join(own, "mlir/IR"), { recursive: true });
    writeFileSync(join(own, "mlir/IR/OpBase.td"), "class Dialect { string name = \"\"; }\nclass Op<Dialect d, string m> { Dialect opDialect = d; string opName = m; }\ndef FromUserInclude;\n");
    const result = await records(["--print-records", "-I", own, userTd]);
    expect(result.code).toBe(0);
    expect(result.text).toContain("def FromUserInclude {");
  });

  it("works through the launcher from another working directory", (ctx) => {
    skipWithout(ctx, "dist");
    const result = spawnSync(process.execPath, [join(repoRoot, "bin/tsmlir-tblgen.mjs"), "--print-records", "mine.td"], { cwd: scratch, encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("def Mine_NopOp {\t// Op");
  });
});
