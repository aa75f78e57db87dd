// The tsmlir-tblgen command line, run in-process: option spellings, output file,
// exit codes, and the bundled example against mlir-tblgen.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { main } from "../../src/cli/tblgen.js";
import { evaluateTableGenFile } from "../../src/tablegen/index.js";
import { printRecords } from "../../src/tablegen/records.js";
import { runCaptured } from "./cli-capture.js";
import { mlirInclude, runOracle, runOracleBytes } from "./oracle.js";

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, "../..");
const example = join(repoRoot, "examples/hello.td");
const scratch = mkdtempSync(join(tmpdir(), "tblgen-cli-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("tsmlir-tblgen", () => {
  it("writes --print-records output to -o FILE with every include spelling", async () => {
    const expected = printRecords(evaluateTableGenFile(example, { includeDirs: [join(repoRoot, "defs")] }));
    const spellings = [
      ["--print-records", "-I", join(repoRoot, "defs")],
      ["-print-records", `-I=${join(repoRoot, "defs")}`],
      [`-I${join(repoRoot, "defs")}`],
    ];
    for (const [i, options] of spellings.entries()) {
      const out = join(scratch, `out${i}.txt`);
      const code = await main([...options, "-o", out, example]);
      expect(code).toBe(0);
      expect(readFileSync(out, "utf8")).toBe(expected);
    }
  });

  it("exits 1 on bad input and on unknown options", async () => {
    const bad = join(repoRoot, "test/fixtures/tablegen/errors/undefined-class.td");
    expect(await main(["--print-records", bad, "-o", join(scratch, "bad.txt")])).toBe(1);
    expect(await main(["--no-such-option", example])).toBe(1);
    expect(await main(["--print-records", join(scratch, "missing.td")])).toBe(1);
  });

  it("answers --version with the package's version and refuses a value as LLVM does", async (ctx) => {
    const version = (JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { version: string }).version;
    const shown = await runCaptured(["--version"]);
    expect(shown.status).toBe(0);
    expect(shown.stdout.toString()).toBe(`tsmlir-tblgen (tsmlir ${version})\n  Follows MLIR 19 (mlir-tblgen 19.1).\n`);
    expect(shown.stderr.length).toBe(0);
    skipWithout(ctx, "mlir-tblgen");
    const ours = await runCaptured(["--version=3"]);
    const oracle = await runOracleBytes(["--version=3"]);
    expect(ours.status).toBe(oracle.status);
    // LLVM names the program by its file name.
    expect(ours.stderr.toString("latin1")).toBe(oracle.stderr.toString("latin1").replace(/^mlir-tblgen:/, "tsmlir-tblgen:"));
  });

  it("prints the example exactly as mlir-tblgen does", async (ctx) => {
    skipWithout(ctx, "mlir-tblgen", "mlir-include");
    const oracle = await runOracle(["--print-records", "-I", join(repoRoot, "defs"), "-I", mlirInclude, example]);
    expect(oracle.status).toBe(0);
    const out = join(scratch, "example.txt");
    expect(await main(["--print-records", "-I", join(repoRoot, "defs"), "-I", mlirInclude, "-o", out, example])).toBe(0);
    const identical = readFileSync(out, "utf8") === oracle.stdout;
    console.log(`tblgen example: ${identical ? 1 : 0}/1 identical`);
    expect(identical).toBe(true);
  });
});
