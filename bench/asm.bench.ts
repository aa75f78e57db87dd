// Text parse + generic print of a 1M-op module (oracle/bigfile.sh 1000000), ours vs
// mlir-opt on the same file in the same run: medians of alternating runs, wall time and
// peak memory ratios, CPU seconds alongside (on a shared, loaded machine the wall-time
// ratio swings with the load, CPU time much less).
import { join } from "node:path";
import { ROUNDS, bigFile, compareAlternating, measureRun, mlirOpt, ourCommand, outDir, runNotes, sameFiles } from "./big-module.js";
import type { Benchmark, BenchmarkResult } from "./measure.js";

const OPS = Number(process.env["ASM_BENCH_OPS"] ?? 1_000_000);

export const benchmarks: Benchmark[] = [
  {
    name: `asm: parse + print generic, ${OPS} ops`,
    run(): BenchmarkResult {
      const input = bigFile(OPS);
      const ours = ourCommand();
      const flags = ["--allow-unregistered-dialect", "--mlir-print-op-generic", input, "-o"];
      const refOut = join(outDir, "ref.generic.mlir");
      const oursOut = join(outDir, "ours.generic.mlir");
      const [measured, reference] = compareAlternating(
        ROUNDS,
        () => measureRun(ours.command, [...ours.prefix, ...flags, oursOut]),
        () => measureRun(mlirOpt, [...flags, refOut]),
      );
      const compared = reference.exitCode !== 0 || measured.exitCode !== 0 ? "outputs not compared (a run failed)" : sameFiles(refOut, oursOut) ? "outputs identical" : "OUTPUTS DIFFER";
      return { name: this.name, ours: measured, reference, timeGoal: 2, memoryGoal: 2, notes: `${runNotes(measured, reference, ROUNDS)}; ${ours.notes}; ${compared}` };
    },
  },
];
