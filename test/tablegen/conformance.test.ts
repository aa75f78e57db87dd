// Every upstream MLIR .td file mlir-tblgen accepts must print byte-identical records.
// The oracle runs at test time (two at once); our evaluations run in this process.
import { execFileSync } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { evaluateTableGenFile, TableGenFailure } from "../../src/tablegen/index.js";
import { printRecords } from "../../src/tablegen/records.js";
import { inBatches, mlirInclude, runOracleBytes } from "./oracle.js";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

function tdFiles(dir: string): string[] {
  const out = execFileSync("find", [dir, "-name", "*.td"], { encoding: "utf8" });
  return out.trim().split("\n").filter((f) => f.length > 0).sort();
}

function upstreamFiles(): string[] {
  return tdFiles(`${mlirInclude}/mlir`);
}

function firstDifference(expected: string, actual: string): string {
  const a = expected.split("\n");
  const b = actual.split("\n");
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `line ${i + 1}: want ${JSON.stringify(a[i]?.slice(0, 160))} got ${JSON.stringify(b[i]?.slice(0, 160))}`;
}

describe("tablegen conformance", () => {
  it("prints the same records as mlir-tblgen --print-records for every accepted upstream file", async (ctx) => {
    skipWithout(ctx, "mlir-tblgen", "mlir-include");
    const files = upstreamFiles();
    const argsFor = (file: string): string[] => ["--print-records", "-I", mlirInclude, "-I", dirname(file), file];
    const oracle = await inBatches(
      files.map((file) => () => runOracleBytes(argsFor(file))),
      2,
    );
    let accepted = 0;
    let identical = 0;
    let oursSeconds = 0;
    const failures: string[] = [];
    files.forEach((file, i) => {
      const expected = oracle[i];
      if (expected === undefined || expected.status !== 0) return;
      accepted++;
      const started = performance.now();
      let actual: string;
      try {
        actual = printRecords(evaluateTableGenFile(file, { includeDirs: [mlirInclude, dirname(file)], encoding: "bytes" }));
      } catch (e) {
        actual = e instanceof TableGenFailure ? `error: ${e.rendered}` : `crash: ${String(e)}`;
      }
      oursSeconds += (performance.now() - started) / 1000;
      // Byte strings (latin1) on our side, bytes on theirs: compared byte for byte.
      const want = expected.stdout.toString("latin1");
      if (actual === want) identical++;
      else failures.push(`${file}: ${firstDifference(want, actual)}`);
    });
    console.log(`records conformance: ${identical}/${accepted} identical (ours ${oursSeconds.toFixed(1)} s in-process)`);
    expect(failures).toEqual([]);
    expect(accepted).toBeGreaterThan(0);
  });

  it("prints the same records as mlir-tblgen for our own defs/ library (-I defs)", async (ctx) => {
    skipWithout(ctx, "mlir-tblgen");
    const defs = join(repoRoot, "defs");
    const files = tdFiles(defs);
    const oracle = await inBatches(
      files.map((file) => () => runOracleBytes(["--print-records", "-I", defs, "-I", dirname(file), file])),
      2,
    );
    let accepted = 0;
    let identical = 0;
    const failures: string[] = [];
    files.forEach((file, i) => {
      const expected = oracle[i];
      if (expected === undefined || expected.status !== 0) return;
      accepted++;
      let actual: string;
      try {
        actual = printRecords(evaluateTableGenFile(file, { includeDirs: [defs, dirname(file)], encoding: "bytes" }));
      } catch (e) {
        actual = e instanceof TableGenFailure ? `error: ${e.rendered}` : `crash: ${String(e)}`;
      }
      // Byte strings (latin1) on our side, bytes on theirs: compared byte for byte.
      const want = expected.stdout.toString("latin1");
      if (actual === want) identical++;
      else failures.push(`${file}: ${firstDifference(want, actual)}`);
    });
    console.log(`defs records conformance: ${identical}/${accepted} identical`);
    expect(failures).toEqual([]);
  });
});
