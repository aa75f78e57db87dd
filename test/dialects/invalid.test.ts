// Invalid IR for the generated dialects: each test/dialects/invalid/*.mlir split carries
// expected-error annotations; tsmlir-opt --verify-diagnostics must produce exactly those
// diagnostics, and so must mlir-opt 19 (run now, so the expectations are MLIR's).
import { describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { runOpt } from "../opt/run-opt.js";
import { mlirOpt, repoRoot } from "./corpus-selection.js";

const invalidDir = join(repoRoot, "test/dialects/invalid");
const files = readdirSync(invalidDir).filter((f) => f.endsWith(".mlir")).sort();
const haveMlirOpt = existsSync(mlirOpt);

function runMlirOpt(file: string): Promise<{ code: number; stderr: string }> {
  return new Promise((done) => {
    execFile(mlirOpt, ["--verify-diagnostics", "--split-input-file", file], { cwd: invalidDir, encoding: "latin1" }, (error, _stdout, stderr) => {
      done({ code: error === null ? 0 : typeof error.code === "number" ? error.code : 1, stderr });
    });
  });
}

describe("invalid IR of the generated dialects", () => {
  it("is rejected with MLIR's messages on MLIR's lines", async () => {
    let splits = 0;
    let oursOk = 0;
    let theirsOk = 0;
    const failures: string[] = [];
    for (const file of files) {
      splits += readFileSync(join(invalidDir, file), "latin1").split("\n// -----").length;
      const ours = await runOpt(["--verify-diagnostics", "--split-input-file", file], invalidDir);
      if (ours.code === 0) oursOk++;
      else failures.push(`tsmlir-opt ${file}:\n${ours.stderr}`);
      if (haveMlirOpt) {
        const theirs = await runMlirOpt(file);
        if (theirs.code === 0) theirsOk++;
        else failures.push(`mlir-opt ${file} (expectation is not MLIR's):\n${theirs.stderr}`);
      }
    }
    console.log(`invalid dialect IR: ${oursOk}/${files.length} files (${splits} cases) verified by tsmlir-opt`);
    if (haveMlirOpt) console.log(`invalid dialect IR: ${theirsOk}/${files.length} files confirmed by mlir-opt 19`);
    else console.log(`mlir-opt not found at ${mlirOpt}: oracle confirmation skipped`);
    if (failures.length > 0) console.log(failures.join("\n"));
    expect(failures).toEqual([]);
  }, 120_000);
});
