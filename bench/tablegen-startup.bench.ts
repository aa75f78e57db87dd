// Start-up (issue 19): `--print-records` and `-gen-dialect-doc` on each upstream
// dialect's main *Ops.td with its includes, one process per run as build systems do.
// Each round runs, per file, a bare `node -e 0`, ours (bin/tsmlir-tblgen, what
// `npx tsmlir-tblgen` runs: the warm start when built) and mlir-tblgen in turn; the
// medians over all (file, round) runs are compared. Goal: ours at most 2x node -e 0.
// CPU time (user + system) is reported beside wall time: on a shared machine it is the
// steadier of the two.
//
// Ours runs with its on-disk state cache (src/tablegen/state-store.ts) in a directory made
// for this benchmark, empty at its start: the first round saves what later rounds resume,
// as the second and later actions of a build on the same file do (runs whose includes the
// snapshot's checkpoints serve leave the cache alone).
//
// NODE_EXTRA_CA_CERTS, when set, makes every Node process parse that CA bundle at start-up;
// bin/tsmlir-tblgen's warm start leaves it out (the tool opens no TLS connection), so the
// floor without it is measured too and reported in its own row.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Benchmark, BenchmarkResult, Measurement } from "./measure.js";
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

interface Timed extends Measurement {
  readonly cpuSeconds: number;
}

/** Wall time, CPU time (user + system) and peak memory of one run. */
function measure(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): Timed {
  const started = process.hrtime.bigint();
  const result = spawnSync("/usr/bin/time", ["-f", "%U %S %M", command, ...args], { stdio: ["ignore", "ignore", "pipe"], env });
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const lines = result.stderr.toString("utf8").trimEnd().split("\n");
  const [user, system, peak] = (lines[lines.length - 1] ?? "").split(" ").map(Number);
  return { wallSeconds, cpuSeconds: (user ?? 0) + (system ?? 0), peakMegabytes: (peak ?? 0) / 1024, exitCode: result.status ?? -1 };
}

function median(ms: readonly Timed[]): Timed {
  return {
    wallSeconds: medianOf(ms.map((m) => m.wallSeconds)),
    cpuSeconds: medianOf(ms.map((m) => m.cpuSeconds)),
    peakMegabytes: medianOf(ms.map((m) => m.peakMegabytes)),
    exitCode: 0,
  };
}

const launcher = join(root, "bin/tsmlir-tblgen");

function startup(action: "print-records" | "gen-dialect-doc"): BenchmarkResult[] {
  const files = dialectOpsFiles();
  const node: Timed[] = [];
  const ours: Timed[] = [];
  const theirs: Timed[] = [];
  const bareNode: Timed[] = [];
  const extraCerts = process.env["NODE_EXTRA_CA_CERTS"] !== undefined;
  const cache = mkdtempSync(join(tmpdir(), "tblgen-startup-states-"));
  const ourEnv = { ...process.env, TSMLIR_TBLGEN_CACHE: cache };
  let skipped = 0;
  for (let r = 0; r < ROUNDS; r++) {
    for (const file of files) {
      const args = [`--${action}`, "-I", includeRoot, "-I", dirname(file), file, "-o", "/dev/null"];
      const t = measure(mlirTblgen, args);
      if (t.exitCode !== 0) {
        if (r === 0) skipped++;
        continue;
      }
      node.push(measure(process.execPath, ["-e", "0"]));
      if (extraCerts) bareNode.push(measure("env", ["-u", "NODE_EXTRA_CA_CERTS", process.execPath, "-e", "0"]));
      ours.push(measure(launcher, args, ourEnv));
      theirs.push(t);
    }
  }
  rmSync(cache, { recursive: true, force: true });
  const failed = ours.filter((m) => m.exitCode !== 0).length;
  const [o, n, t] = [median(ours), median(node), median(theirs)];
  const cpu = `CPU medians: ours ${o.cpuSeconds.toFixed(3)} s, node -e 0 ${n.cpuSeconds.toFixed(3)} s (ratio ${(o.cpuSeconds / n.cpuSeconds).toFixed(2)}), mlir-tblgen ${t.cpuSeconds.toFixed(3)} s`;
  const note = `${files.length - skipped} dialect *Ops.td files (${skipped} that mlir-tblgen rejects skipped), ${ROUNDS} rounds, medians; ours failed ${failed}; ${cpu}`;
  const withoutCerts: BenchmarkResult[] = [];
  if (extraCerts) {
    const b = median(bareNode);
    withoutCerts.push({
      name: `tablegen startup --${action} vs node -e 0 without NODE_EXTRA_CA_CERTS`,
      ours: o,
      reference: b,
      timeGoal: 2,
      notes: `${note}; NODE_EXTRA_CA_CERTS is set here: node -e 0 loads that CA bundle, bin/tsmlir-tblgen's warm start does not; this row's reference runs without it (CPU ${b.cpuSeconds.toFixed(3)} s, ratio ${(o.cpuSeconds / b.cpuSeconds).toFixed(2)})`,
    });
  }
  return [
    { name: `tablegen startup --${action} vs node -e 0`, ours: o, reference: n, timeGoal: 2, notes: note },
    ...withoutCerts,
    { name: `tablegen startup --${action} vs mlir-tblgen`, ours: o, reference: t, timeGoal: 2, notes: `${note}; goal 2 is issue 19's, set against node -e 0` },
  ];
}

export const benchmarks: Benchmark[] = [
  { name: "tablegen startup --print-records", run: () => startup("print-records") },
  { name: "tablegen startup --gen-dialect-doc", run: () => startup("gen-dialect-doc") },
];
