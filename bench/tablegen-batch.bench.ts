// Batch mode (issue 19): the whole upstream set, `--print-records` of every .td file
// mlir-tblgen accepts and `-gen-dialect-doc` of every documented (dialect, file) pair,
// as one `tsmlir-tblgen --batch` invocation against mlir-tblgen run once per file and
// action (wall times summed, memory = the largest). Goal: less wall time (ratio < 1).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Benchmark, type Measurement, measureCommand } from "./measure.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const shared = resolve(root, "../shared");
const mlirTblgen = process.env["MLIR_TBLGEN"] ?? "/usr/lib/llvm-19/bin/mlir-tblgen";
const includeRoot = process.env["MLIR_INCLUDE"] ?? "/usr/lib/llvm-19/include";

function upstreamFiles(): string[] {
  const out = execFileSync("find", [`${includeRoot}/mlir`, "-name", "*.td"], { encoding: "utf8" });
  return out.trim().split("\n").filter((f) => f.length > 0).sort();
}

/** Documented (dialect, file) pairs from the shared oracle table, by absolute file. */
function dialectDocs(): Map<string, string[]> {
  const table = `${shared}/oracle/td-dialect-docs.tsv`;
  const byFile = new Map<string, string[]>();
  if (!existsSync(table)) return byFile;
  for (const row of readFileSync(table, "utf8").trim().split("\n").slice(1)) {
    const [dialect, file, bytes] = row.split("\t");
    if (dialect === undefined || file === undefined || bytes === "FAIL") continue;
    const path = join(includeRoot, file);
    byFile.set(path, [...(byFile.get(path) ?? []), dialect]);
  }
  return byFile;
}

export const benchmarks: Benchmark[] = [
  {
    name: "tablegen --batch, upstream records and dialect docs",
    run() {
      const dir = mkdtempSync(join(tmpdir(), "tblgen-batch-"));
      try {
        const docs = dialectDocs();
        const jobs: string[] = [];
        // [ours, theirs] output files, compared after the run: a fast batch must also be exact.
        const outputs: [string, string][] = [];
        let wall = 0;
        let peak = 0;
        let files = 0;
        mkdirSync(join(dir, "theirs"));
        for (const [i, file] of upstreamFiles().entries()) {
          const includes = ["-I", includeRoot, "-I", dirname(file)];
          const records = measureCommand(mlirTblgen, ["--print-records", ...includes, file, "-o", join(dir, "theirs", `${i}.txt`)]);
          if (records.exitCode !== 0) continue;
          files++;
          wall += records.wallSeconds;
          peak = Math.max(peak, records.peakMegabytes);
          jobs.push(`--print-records ${includes.join(" ")} ${file} -o ${join(dir, `${i}.records.txt`)}`);
          outputs.push([join(dir, `${i}.records.txt`), join(dir, "theirs", `${i}.txt`)]);
          for (const dialect of docs.get(file) ?? []) {
            const doc = measureCommand(mlirTblgen, ["-gen-dialect-doc", `-dialect=${dialect}`, ...includes, file, "-o", join(dir, "theirs", `${i}.${dialect}.md`)]);
            wall += doc.wallSeconds;
            peak = Math.max(peak, doc.peakMegabytes);
            jobs.push(`-gen-dialect-doc -dialect=${dialect} ${includes.join(" ")} ${file} -o ${join(dir, `${i}.${dialect}.md`)}`);
            if (doc.exitCode === 0) outputs.push([join(dir, `${i}.${dialect}.md`), join(dir, "theirs", `${i}.${dialect}.md`)]);
          }
        }
        const jobFile = join(dir, "jobs.txt");
        writeFileSync(jobFile, `${jobs.join("\n")}\n`);
        const ours = measureCommand(process.execPath, [join(root, "bin/tsmlir-tblgen.mjs"), "--batch", jobFile]);
        const reference: Measurement = { wallSeconds: wall, peakMegabytes: peak, exitCode: 0 };
        const identical = outputs.filter(([a, b]) => existsSync(a) && readFileSync(a).equals(readFileSync(b))).length;
        return {
          name: `tablegen --batch: ${files} files, ${jobs.length} jobs (records + dialect docs)`,
          ours,
          reference,
          timeGoal: 1,
          notes: `upstream: one mlir-tblgen process per job, times summed; ours: one --batch process (exit ${ours.exitCode}); outputs identical to mlir-tblgen's: ${identical}/${outputs.length}`,
        };
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
];
