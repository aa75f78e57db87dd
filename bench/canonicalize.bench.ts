// -canonicalize on oracle/bigfile.sh modules (parse, canonicalize, verify, print), ours vs
// mlir-opt 19 on the same file in the same run: medians of alternating runs, wall time and
// peak memory ratios (goal 1.5 for both, issue 15), CPU seconds alongside (the shared
// machine's load moves wall time more than CPU time), and whether the outputs are
// identical. Sizes: CANONICALIZE_BENCH_OPS (comma-separated, default 1000000).
//
// mlir-opt 19 crashes (SIGILL or SIGSEGV under PatternApplicator::matchAndRewrite) on the
// 1M-op module: 11 of its 491 functions each crash it alone (MLIR_CRASHERS). So each size
// is measured twice: on the module itself (mlir-opt's figures are then those up to its
// crash, and the ratios flatter it), and on the module with the crashing functions' bodies
// dropped (declarations kept), which both tools finish: the ratio that counts.
import { join } from "node:path";
import { ROUNDS, bigFile, compareAlternating, measureRun, mlirOpt, ourCommand, outDir, runNotes, sameFiles, withoutFunctionBodies } from "./big-module.js";
import type { Benchmark, BenchmarkResult } from "./measure.js";

const SIZES = (process.env["CANONICALIZE_BENCH_OPS"] ?? "1000000").split(",").map(Number);

/** Functions of `bigfile.sh N` whose bodies crash mlir-opt 19's -canonicalize (each function tried alone, the others declared). */
export const MLIR_CRASHERS: ReadonlyMap<number, readonly string[]> = new Map([[1_000_000, ["f79", "f81", "f112", "f150", "f158", "f212", "f218", "f274", "f282", "f375", "f453"]]]);

function canonicalizeRun(label: string, input: string, tag: string): BenchmarkResult {
  const ours = ourCommand();
  const theirsOut = join(outDir, `ref.canonicalize-${tag}.mlir`);
  const oursOut = join(outDir, `ours.canonicalize-${tag}.mlir`);
  const [measured, reference] = compareAlternating(
    ROUNDS,
    () => measureRun(ours.command, [...ours.prefix, "-canonicalize", input, "-o", oursOut]),
    () => measureRun(mlirOpt, ["-canonicalize", input, "-o", theirsOut]),
  );
  const compared =
    reference.exitCode !== 0 || measured.exitCode !== 0 ? "outputs not compared (a run failed)" : sameFiles(theirsOut, oursOut) ? "outputs identical" : "OUTPUTS DIFFER";
  return { name: label, ours: measured, reference, timeGoal: 1.5, memoryGoal: 1.5, notes: `${runNotes(measured, reference, ROUNDS)}; ${ours.notes}; ${compared}` };
}

export const benchmarks: Benchmark[] = SIZES.map((ops) => ({
  name: `canonicalize: parse + -canonicalize + print, ${ops} ops`,
  run(): BenchmarkResult[] {
    const input = bigFile(ops);
    const results = [canonicalizeRun(this.name, input, String(ops))];
    const crashers = MLIR_CRASHERS.get(ops) ?? [];
    if (crashers.length > 0) {
      const reduced = withoutFunctionBodies(input, crashers);
      results.push(canonicalizeRun(`${this.name}, bodies of ${crashers.join(", ")} dropped (mlir-opt crashes on them)`, reduced, `${ops}-reduced`));
    }
    return results;
  },
}));
