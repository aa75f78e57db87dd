// The pass pipeline `builtin.module(func.func(cse),symbol-dce)` on the 1M-op module
// (oracle/bigfile.sh 1000000), ours vs mlir-opt on the same file in the same run: wall time
// and peak memory ratios, and our --mlir-timing report (where the time goes).
// canonicalize joins the pipeline when the rewrite layer registers it.
import { execFileSync, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { bestOfAlternating, measureCommand, type Benchmark } from "./measure.js";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const shared = resolve(repoRoot, "../shared");
const outDir = join(repoRoot, "bench/out");
const mlirOpt = process.env["MLIR_OPT"] ?? "/usr/lib/llvm-19/bin/mlir-opt";
const OPS = Number(process.env["PASS_BENCH_OPS"] ?? 1_000_000);
const PIPELINE = "--pass-pipeline=builtin.module(func.func(cse),symbol-dce)";

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

export const benchmarks: Benchmark[] = [
  {
    name: `passes: ${PIPELINE.slice("--pass-pipeline=".length)}, ${OPS} ops`,
    run() {
      const input = bigFile();
      const launcher = join(repoRoot, "bin/tsmlir-opt.mjs");
      const runs = Number(process.env["BENCH_RUNS"] ?? 1);
      const oursOut = join(outDir, "ours.passes.mlir");
      const refOut = join(outDir, "ref.passes.mlir");
      const [ours, reference] = bestOfAlternating(
        runs,
        () => measureCommand(process.execPath, [launcher, PIPELINE, input, "-o", oursOut]),
        () => measureCommand(mlirOpt, [PIPELINE, input, "-o", refOut]),
      );
      let identical: string;
      try {
        execFileSync("cmp", ["-s", refOut, oursOut]);
        identical = "outputs identical";
      } catch {
        identical = "outputs differ (cse needs the ops' memory effects from the op generator)";
      }
      // Where our time goes.
      const timing = spawnSync(process.execPath, [launcher, PIPELINE, "--mlir-timing", input, "-o", "/dev/null"], { encoding: "utf8", maxBuffer: 1 << 26 });
      const report = timing.stderr.split("\n").filter((l) => /^\s+[0-9]/.test(l)).map((l) => l.trim()).join("; ");
      return {
        name: this.name,
        ours,
        reference,
        timeGoal: 1.5,
        notes: `exit codes ${ours.exitCode}/${reference.exitCode}; ${identical}\n  our --mlir-timing: ${report}`,
      };
    },
  },
];
