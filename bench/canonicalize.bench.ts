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
//
// Measured 2026-11-27 (load average 15-30 on 2 cores, so CPU seconds, not wall): on that
// module, mlir-opt 7.7-9.3 s CPU, ours 20.9-25 s CPU (ratio about 2.6), peak 1.2 GB vs
// 0.64 GB (1.9). The canonicalize phase alone (parsed once, in process, alternating):
// 12.0 s CPU before the perf2 branch, 10.9 s after. Our output differs from mlir-opt's,
// at least because tsmlir has no tensor dialect (tensor.extract stays generic and is not
// known pure, so what it uses is kept); the same before and after this branch.
// Measured again after the perf3 branch (load average 15-19 on 2 cores: wall times of
// 90-500 s for 10-25 s of CPU, so only CPU seconds and peak memory mean anything), on
// the module without the crashing bodies, two rounds alternating: mlir-opt 10.7 s CPU,
// 0.62 GB; ours before perf3 24.9 / 24.3 s CPU, 1.21 / 1.20 GB; after 24.2 / 23.8 s CPU,
// 1.13 / 1.13 GB (CPU ratio about 2.25, memory 1.82); outputs byte-identical before/after.
// Measured after the perf1m branch (load average 13-19 on 2 cores; one command at a time,
// nice 10, alternating with mlir-opt), same module: before 18.7 / 19.7 s CPU, 1.071 / 1.073
// GB; after 20.0 / 19.9 s CPU (no CPU change beyond the noise), 1.026 / 1.027 GB; mlir-opt
// 8.9-9.7 s CPU, 0.605-0.615 GB: CPU ratio about 2.1, memory 1.70. Where the rest goes
// (--mlir-timing, wall under load: ours parse 13.7 s, verify ~1.1 s CPU, canonicalize 10.4,
// output 1.7; mlir-opt parse+verify 6.0, canonicalize 3.3, output 0.6): scavenges copy
// every IR object twice before promoting it (412 scavenges at 1M; 18% of the samples of a
// 200k-op profile), and an op costs about 670 heap bytes (100k-op heap snapshot after
// parsing: Operation 152 B, its operand and result lists 48-64 B each plus 32-byte
// JSArray headers, OpOperand 56 B per use, OpResult 56 B, FileLineColLoc 64 B). V8 flags
// tried without gain: --minor-mc, 32 MB semi-spaces, --single-threaded-gc,
// --heap-growing-percent=20/50, --page-promotion-threshold=30.
// After the perfcanon branch (load average 8-9 on 2 cores, one round, nice, same module,
// alternating base / ours / mlir-opt): base 24.3 s CPU, 1.053 GB; ours 20.9 s CPU, 1.051 GB;
// mlir-opt 10.1 s CPU, 0.629 GB (CPU ratio 2.40 -> 2.07, memory 1.67 unchanged; at load
// 3.4 the first commit alone: 19.4 -> 17.2 s CPU). Outputs byte-identical to mlir-opt's.
// What changed: per-op garbage of the greedy driver (erasing an op without regions walked
// it with a closure and frames; a closure per replaced use; a match-failure reason built
// for no listener; a fold result list per operand constant; a PatternBuilder per DRR match
// attempt). Where the rest goes (CPU profile, 1M ops): parse 7 s of which a third is
// scavenging (every IR object is copied twice before promotion; no V8 flag helped),
// canonicalize about 6.5 s, flat: the driver's 8 iterations each walk the module three
// or four times (worklist seeding, region DCE's liveness and deletion, unreachable
// blocks), and the folds (a typed op view and fold call per operand constant). Memory:
// after parsing the heap holds about 700 B per op (Operation 152 B, operand and result
// lists 55 B each, OpOperand 56 B per use, OpResult 56 B, FileLineColLoc 64 B plus
// uniquing tries) and the 120 MB source as an external string; canonicalize promotes
// about 130 MB more before any full collection, which is the peak. Lower V8 heap-growing
// percentages (10, 20) cost 3-8 s CPU for at most 55 MB.
// After the perfir branch (load average 7-12 on 2 cores, shared with other engineers; same
// module; /usr/bin/time, one command at a time): before it 15.5 s CPU, 1.072 GB; after
// it 15.8-16.4 s CPU (no CPU change beyond the noise), peak 0.878-1.015 GB in six runs
// (bimodal: 0.88-0.89 or 0.99-1.02, by when the full collection falls); mlir-opt 7.2-8.7
// s CPU, 0.632-0.638 GB: memory ratio 1.68 -> 1.38-1.60 (median about 1.48), CPU about
// 2.2; outputs byte-identical to mlir-opt's. What changed (heap after parsing the 200k-op
// module 192.3 -> 160.6 MB): ops with one result or one operand hold it without a list;
// the location tables' chunks are sparse (a file only some locations name had a 32 KB
// dense chunk per 4096 lines: 13.5 MB at 200k ops); a parsed op's plain file:line:col
// stays packed in the context until read (FileLineColLoc objects 236k -> 97k at 200k);
// block argument lists are exact; the greedy worklist keeps its storage.
// After the optp branch (2026-11-29; load average 9-14 on 2 cores, which inflates CPU
// seconds too: mlir-opt's ran 12.3 s at load 9 and 35 s at load 12, so only runs made at
// the same time compare). 200k-op module without mlir-opt's crashing functions, four
// alternating pairs: before 9.04 / 9.32 / 13.09 / 12.28 s CPU, after 8.73 / 8.97 / 12.60 /
// 11.79 (3-4% less each time), peak memory unchanged (0.28 GB); outputs byte-identical to
// mlir-opt's. 1M-op module, before, after and mlir-opt run at the same time (one round, load
// 12): before 50.4 s CPU, 0.854 GB; after 51.5 s CPU, 0.838 GB; mlir-opt 35.1 s CPU, 0.630
// GB: no change beyond the noise at 1M; outputs byte-identical to mlir-opt's.
// What changed: folds reach the folding functions without a typed op view (every op the
// driver visits, and every constant operand, is folded); the launcher's nesting pre-scan
// reads short strings byte by byte (0.38 s of a 1M-op profile, 30% less). Measured with
// them but not kept: ops holding the number of the worklist and of the liveness analysis
// that marked them instead of the objects (a young object stored in every old op makes
// each later scavenge update every op: scavenges during canonicalize took 15-35 ms to keep
// about 1 MB); its effect could not be told from the noise, and finding a worklist by
// number needed a module-wide table. Where the time goes at 1M (TSMLIR_TIMING=1, CPU, load ~10): parse 9.2 s
// (scavenges 3.0 s of it), verify 1.9 s, canonicalize + print 15 s (86 scavenges, 2.3 s;
// the first iteration's worklist pass is about half of canonicalize, each pop 6 us of
// folding and pattern attempts over cold IR; region simplification and the seeding walks
// of eight iterations the rest); mlir-opt spends about 70% of its time parsing, so
// canonicalize is where the gap is.
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
