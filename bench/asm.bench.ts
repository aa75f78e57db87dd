// Text parse + generic print of a 1M-op module (oracle/bigfile.sh 1000000), ours vs
// mlir-opt on the same file in the same run: wall time and peak memory ratios.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, openSync, closeSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { bestOf, measureCommand, type Benchmark } from "./measure.js";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const shared = resolve(repoRoot, "../shared");
const outDir = join(repoRoot, "bench/out");
const mlirOpt = process.env["MLIR_OPT"] ?? "/usr/lib/llvm-19/bin/mlir-opt";
const OPS = Number(process.env["ASM_BENCH_OPS"] ?? 1_000_000);

function bigFile(): string {
  const path = join(outDir, `big-${OPS}.mlir`);
  if (existsSync(path)) return path;
  mkdirSync(outDir, { recursive: true });
  const fd = openSync(path, "w");
  try {
    execFileSync(join(shared, "oracle/bigfile.sh"), [String(OPS)], { stdio: ["ignore", fd, "inherit"] });
  } finally {
    closeSync(fd);
  }
  return path;
}

/** Our CLI: the built launcher when dist/ exists, else the sources through tsx. */
function ourCommand(): { command: string; prefix: string[]; notes: string } {
  const launcher = join(repoRoot, "bin/tsmlir-opt.mjs");
  if (existsSync(join(repoRoot, "dist/src/cli/opt.js"))) return { command: process.execPath, prefix: [launcher], notes: "ours: dist build" };
  return { command: process.execPath, prefix: ["--import", "tsx", join(repoRoot, "src/cli/opt-entry.ts")], notes: "ours: sources via tsx (no dist build)" };
}

export const benchmarks: Benchmark[] = [
  {
    name: `asm: parse + print generic, ${OPS} ops`,
    run() {
      const input = bigFile();
      const ours = ourCommand();
      const runs = Number(process.env["BENCH_RUNS"] ?? 1);
      const reference = bestOf(runs, () =>
        measureCommand(mlirOpt, ["--allow-unregistered-dialect", "--mlir-print-op-generic", input, "-o", join(outDir, "ref.generic.mlir")]),
      );
      const measured = bestOf(runs, () =>
        measureCommand(ours.command, [
          ...ours.prefix,
          "--allow-unregistered-dialect",
          "--mlir-print-op-generic",
          input,
          "-o",
          join(outDir, "ours.generic.mlir"),
        ]),
      );
      let identical = "not compared";
      try {
        execFileSync("cmp", ["-s", join(outDir, "ref.generic.mlir"), join(outDir, "ours.generic.mlir")]);
        identical = "outputs identical";
      } catch {
        identical = "OUTPUTS DIFFER";
      }
      return {
        name: this.name,
        ours: measured,
        reference,
        timeGoal: 2,
        memoryGoal: 2,
        notes: `${ours.notes}; exit codes ${measured.exitCode}/${reference.exitCode}; ${identical}`,
      };
    },
  },
];
