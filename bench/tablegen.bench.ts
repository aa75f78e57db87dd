// TableGen front end speed: `--print-records` for every upstream .td file mlir-tblgen
// accepts. Upstream runs once per file (as builds do); ours evaluates them all in one
// node process. Reported as total wall time and peak memory.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Benchmark, type Measurement, measureCommand } from "./measure.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const llvmBin = process.env["LLVM_BIN"] ?? "/usr/lib/llvm-19/bin";
const mlirTblgen = process.env["MLIR_TBLGEN"] ?? `${llvmBin}/mlir-tblgen`;
const includeRoot = process.env["MLIR_INCLUDE"] ?? "/usr/lib/llvm-19/include";

function upstreamFiles(): string[] {
  const out = execFileSync("find", [`${includeRoot}/mlir`, "-name", "*.td"], { encoding: "utf8" });
  return out.trim().split("\n").filter((f) => f.length > 0).sort();
}

export const benchmarks: Benchmark[] = [
  {
    name: "tablegen --print-records, all upstream MLIR .td files",
    run() {
      if (!existsSync(mlirTblgen)) throw new Error(`${mlirTblgen} not found (set LLVM_BIN or MLIR_TBLGEN)`);
      const accepted: string[] = [];
      let wall = 0;
      let peak = 0;
      for (const file of upstreamFiles()) {
        const m = measureCommand(mlirTblgen, ["--print-records", "-I", includeRoot, "-I", dirname(file), file]);
        if (m.exitCode !== 0) continue;
        accepted.push(file);
        wall += m.wallSeconds;
        peak = Math.max(peak, m.peakMegabytes);
      }
      const reference: Measurement = { wallSeconds: wall, peakMegabytes: peak, exitCode: 0 };
      const dir = mkdtempSync(join(tmpdir(), "tblgen-bench-"));
      try {
        const list = join(dir, "files.txt");
        writeFileSync(list, `${accepted.join("\n")}\n`);
        const ours = measureCommand(
          process.execPath,
          ["--max-semi-space-size=32", "--import", "tsx", join(root, "scripts/tblgen-eval-all.ts"), list, includeRoot],
          root,
        );
        if (ours.exitCode !== 0) throw new Error(`our evaluation failed (exit ${ours.exitCode})`);
        return {
          name: `tablegen --print-records, ${accepted.length} upstream MLIR .td files`,
          ours,
          reference,
          timeGoal: 3,
          notes: "upstream: one mlir-tblgen process per file (times summed, memory = largest); ours: one node process",
        };
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
];
