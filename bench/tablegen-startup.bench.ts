// Start-up (issue 19): `--print-records` and `-gen-dialect-doc` on each upstream
// dialect's main *Ops.td with its includes, one process per run as build systems do.
// Each round runs, per file, a bare `node -e 0`, ours and mlir-tblgen in turn; the
// medians over all (file, round) runs are compared. Goal: ours at most 2x node -e 0.
import { existsSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Benchmark, type BenchmarkResult, type Measurement, measureCommand } from "./measure.js";
import { medianOf } from "./median.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const mlirTblgen = process.env["MLIR_TBLGEN"] ?? "/usr/lib/llvm-19/bin/mlir-tblgen";
const includeRoot = process.env["MLIR_INCLUDE"] ?? "/usr/lib/llvm-19/include";
const ROUNDS = Number(process.env["TBLGEN_BENCH_ROUNDS"] ?? 3);

/** Each dialect's main ops file: Dialect/X/IR/XOps.td (the first *Ops.td when named otherwise). */
export function dialectOpsFiles(): string[] {
  const dialects = join(includeRoot, "mlir/Dialect");
  if (!existsSync(dialects)) return [];
  const out: string[] = [];
  for (const d of readdirSync(dialects).sort()) {
    const ir = join(dialects, d, "IR");
    if (!existsSync(ir)) continue;
    const ops = readdirSync(ir).filter((f) => f.endsWith("Ops.td")).sort();
    const main = ops.find((f) => f === `${d}Ops.td`) ?? ops[0];
    if (main !== undefined) out.push(join(ir, main));
  }
  return out;
}

function median(ms: readonly Measurement[]): Measurement {
  return { wallSeconds: medianOf(ms.map((m) => m.wallSeconds)), peakMegabytes: medianOf(ms.map((m) => m.peakMegabytes)), exitCode: 0 };
}

function startup(action: "print-records" | "gen-dialect-doc"): BenchmarkResult[] {
  const files = dialectOpsFiles();
  const node: Measurement[] = [];
  const ours: Measurement[] = [];
  const theirs: Measurement[] = [];
  let skipped = 0;
  for (let r = 0; r < ROUNDS; r++) {
    for (const file of files) {
      const args = [`--${action}`, "-I", includeRoot, "-I", dirname(file), file, "-o", "/dev/null"];
      const t = measureCommand(mlirTblgen, args);
      if (t.exitCode !== 0) {
        if (r === 0) skipped++;
        continue;
      }
      node.push(measureCommand(process.execPath, ["-e", "0"]));
      ours.push(measureCommand(process.execPath, [join(root, "bin/tsmlir-tblgen.mjs"), ...args]));
      theirs.push(t);
    }
  }
  const failed = ours.filter((m) => m.exitCode !== 0).length;
  const note = `${files.length - skipped} dialect *Ops.td files (${skipped} that mlir-tblgen rejects skipped), ${ROUNDS} rounds, medians; ours failed ${failed}`;
  return [
    { name: `tablegen startup --${action} vs node -e 0`, ours: median(ours), reference: median(node), timeGoal: 2, notes: note },
    { name: `tablegen startup --${action} vs mlir-tblgen`, ours: median(ours), reference: median(theirs), timeGoal: 2, notes: `${note}; goal 2 is issue 19's, set against node -e 0` },
  ];
}

export const benchmarks: Benchmark[] = [
  { name: "tablegen startup --print-records", run: () => startup("print-records") },
  { name: "tablegen startup --gen-dialect-doc", run: () => startup("gen-dialect-doc") },
];
