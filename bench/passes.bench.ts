// The pass pipeline `builtin.module(func.func(cse,canonicalize),symbol-dce)` on the 1M-op
// module (oracle/bigfile.sh 1000000), ours vs mlir-opt 19 on the same file in the same run:
// medians of alternating runs, wall time and peak memory ratios (goal 1.5 for time, issue
// 16), CPU seconds alongside, and our --mlir-timing report (where the time goes). mlir-opt
// runs the func.func pipeline on its threads; we run single-threaded.
//
// mlir-opt 19 crashes on this module in canonicalize (see canonicalize.bench.ts): the
// pipeline is measured on the module itself and on it with the crashing functions' bodies
// dropped, which both tools finish.
//
// Measured after the perf3 branch (load average 15-19 on 2 cores, one round, so CPU
// seconds and peak memory only) on the module without the crashing bodies: mlir-opt
// 10.2 s CPU, 0.58 GB; ours before perf3 22.8 s CPU, 1.14 GB; after 21.4 s CPU, 1.04 GB
// (CPU ratio about 2.1, memory 1.79); outputs byte-identical before/after.
// After the perf1m branch (load average ~17, one round, nice 10): ours 17.8 s CPU, 0.99 GB
// (before it 18.5 s, 0.99 GB), mlir-opt 8.5 s CPU, 0.57 GB: CPU ratio 2.1, memory 1.75;
// outputs byte-identical before/after. What remains is what canonicalize.bench.ts lists.
// After the perfir branch (load average 7-12, one command at a time): before it 13.3 s CPU,
// 1.010 GB; after it 13.6-14.5 s CPU, 0.830-0.884 GB in five runs (median 0.85);
// mlir-opt 5.7-7.4 s CPU, 0.562-0.571 GB: memory ratio 1.77 -> about 1.50, CPU ratio
// about 2.1-2.3 (unchanged beyond the noise); outputs byte-identical. What changed: see
// canonicalize.bench.ts.
// After the optp branch (2026-11-29): not measured on this pipeline at 1M (load average
// 12-14: a 1M-op run took 20 minutes of wall time); the changes (see canonicalize.bench.ts)
// are in the greedy driver, the folds and the launcher, which this pipeline runs as well.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ROUNDS, bigFile, compareAlternating, measureRun, mlirOpt, ourCommand, outDir, runNotes, sameFiles, withoutFunctionBodies } from "./big-module.js";
import { MLIR_CRASHERS } from "./canonicalize.bench.js";
import type { Benchmark, BenchmarkResult } from "./measure.js";

const OPS = Number(process.env["PASS_BENCH_OPS"] ?? 1_000_000);
const PIPELINE = "--pass-pipeline=builtin.module(func.func(cse,canonicalize),symbol-dce)";

function pipelineRun(label: string, input: string, tag: string): BenchmarkResult {
  const ours = ourCommand();
  const oursOut = join(outDir, `ours.passes-${tag}.mlir`);
  const refOut = join(outDir, `ref.passes-${tag}.mlir`);
  const [measured, reference] = compareAlternating(
    ROUNDS,
    () => measureRun(ours.command, [...ours.prefix, PIPELINE, input, "-o", oursOut]),
    () => measureRun(mlirOpt, [PIPELINE, input, "-o", refOut]),
  );
  const compared =
    reference.exitCode !== 0 || measured.exitCode !== 0 ? "outputs not compared (a run failed)" : sameFiles(refOut, oursOut) ? "outputs identical" : "OUTPUTS DIFFER";
  // Where our time goes.
  const timing = spawnSync(ours.command, [...ours.prefix, PIPELINE, "--mlir-timing", input, "-o", "/dev/null"], { encoding: "utf8", maxBuffer: 1 << 26 });
  const report = timing.stderr
    .split("\n")
    .filter((l) => /^\s+[0-9]/.test(l))
    .map((l) => l.trim().replace(/\s+/g, " "))
    .join("; ");
  return {
    name: label,
    ours: measured,
    reference,
    timeGoal: 1.5,
    memoryGoal: 1.5,
    notes: `${runNotes(measured, reference, ROUNDS)}; ${ours.notes}; ${compared}\n  our --mlir-timing: ${report}`,
  };
}

export const benchmarks: Benchmark[] = [
  {
    name: `passes: ${PIPELINE.slice("--pass-pipeline=".length)}, ${OPS} ops`,
    run(): BenchmarkResult[] {
      const input = bigFile(OPS);
      const results = [pipelineRun(this.name, input, String(OPS))];
      const crashers = MLIR_CRASHERS.get(OPS) ?? [];
      if (crashers.length > 0) {
        const reduced = withoutFunctionBodies(input, crashers);
        results.push(pipelineRun(`${this.name}, bodies of ${crashers.join(", ")} dropped (mlir-opt crashes on them)`, reduced, `${OPS}-reduced`));
      }
      return results;
    },
  },
];
