// Deep TableGen input (issue 18): what mlir-tblgen accepts is accepted and printed the
// same (input deeper than the main thread's stack runs again on a larger one, so this
// test runs the built command line), and beyond our limit a located error, never a
// JavaScript message. mlir-tblgen 19 itself crashes at about 7,000 nested brackets,
// 10,000 nested `let ... in {` and 47,000 nested `#ifdef`.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { NESTING_LIMIT } from "../../src/tablegen/preprocess.js";
import { type DeepKind, deepInput } from "./deep-inputs.js";
import { mlirTblgen, oracleAvailable } from "./oracle.js";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const cli = join(repoRoot, "bin/tsmlir-tblgen.mjs");
const scratch = mkdtempSync(join(tmpdir(), "tblgen-deep-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function run(command: string, args: readonly string[]): { status: number | null; stdout: Buffer; stderr: string } {
  const r = spawnSync(command, args, { maxBuffer: 1 << 28 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr.toString("latin1") };
}

describe("deep tablegen input", () => {
  const accepted: [DeepKind, number][] = [
    ["ifdef", 2000],
    ["add", 3000],
    ["let", 4000],
    ["letchain", 5000],
    ["if", 5000],
    ["dag", 3000],
  ];
  for (const [kind, depth] of accepted) {
    it(`accepts ${depth} nested ${kind} as mlir-tblgen does`, () => {
      const file = join(scratch, `${kind}-${depth}.td`);
      writeFileSync(file, deepInput(kind, depth));
      const ours = run(process.execPath, [cli, file]);
      expect(ours.stderr).toBe("");
      expect(ours.status).toBe(0);
      if (!oracleAvailable()) return;
      const theirs = run(mlirTblgen, [file]);
      expect(theirs.status).toBe(0);
      expect(ours.stdout.equals(theirs.stdout)).toBe(true);
    });
  }

  it("reports input beyond the nesting limit at its place", () => {
    const file = join(scratch, "too-deep.td");
    writeFileSync(file, deepInput("let", NESTING_LIMIT / 2 + 10));
    const ours = run(process.execPath, [cli, file]);
    expect(ours.status).toBe(1);
    expect(ours.stderr).toMatch(new RegExp(`^${file}:\\d+:\\d+: error: Nesting deeper than ${NESTING_LIMIT} levels is not supported\\n`));
    expect(ours.stderr).not.toMatch(/call stack|RangeError|internal failure/);
  });
});
