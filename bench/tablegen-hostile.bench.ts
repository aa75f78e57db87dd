// Huge TableGen inputs (issue 18), generated on the fly: a 100,000-line description in
// a file of ordinary records, and 100,000 defs. tsmlir-tblgen and mlir-tblgen run
// `--print-records` alternately; medians of wall time and peak memory. Goal: 2.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { largeDescription, manyDefs } from "../test/tablegen/deep-inputs.js";
import { type Benchmark, type BenchmarkResult, measureCommand } from "./measure.js";
import { medianAlternating } from "./median.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const mlirTblgen = process.env["MLIR_TBLGEN"] ?? "/usr/lib/llvm-19/bin/mlir-tblgen";
const ROUNDS = Number(process.env["TBLGEN_BENCH_ROUNDS"] ?? 3);

function compare(name: string, text: string): BenchmarkResult {
  const dir = mkdtempSync(join(tmpdir(), "tblgen-hostile-"));
  try {
    const file = join(dir, "input.td");
    writeFileSync(file, text);
    const [ours, reference] = medianAlternating(ROUNDS, [
      () => measureCommand(process.execPath, [join(root, "bin/tsmlir-tblgen.mjs"), "--print-records", file, "-o", join(dir, "ours.txt")]),
      () => measureCommand(mlirTblgen, ["--print-records", file, "-o", join(dir, "theirs.txt")]),
    ]) as [ReturnType<typeof measureCommand>, ReturnType<typeof measureCommand>];
    if (ours.exitCode !== 0 || reference.exitCode !== 0) throw new Error(`${name}: exit ${ours.exitCode} (ours) / ${reference.exitCode} (mlir-tblgen)`);
    return { name, ours, reference, timeGoal: 2, memoryGoal: 2, notes: `medians of ${ROUNDS} alternating runs, one process each` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const benchmarks: Benchmark[] = [
  { name: "tablegen --print-records, 100,000-line description", run: () => compare("tablegen --print-records, 100,000-line description", largeDescription(100_000)) },
  { name: "tablegen --print-records, 100,000 defs", run: () => compare("tablegen --print-records, 100,000 defs", manyDefs(100_000)) },
];
