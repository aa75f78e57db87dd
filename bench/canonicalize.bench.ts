// -canonicalize on oracle/bigfile.sh modules (parse, canonicalize, verify, print), ours vs
// mlir-opt 19 on the same file in the same run: wall time and peak memory ratios, CPU
// seconds alongside (the machine's load moves wall time more than CPU time), and whether
// the outputs are identical (they are not while our dialects lack folders and
// canonicalization patterns). Sizes: CANONICALIZE_BENCH_OPS (comma-separated, default
// 1000000 and 100000); mlir-opt 19 crashes on the larger bigfile modules in one of its
// canonicalization patterns, which the notes report.
import { execFileSync, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Benchmark, BenchmarkResult, Measurement } from "./measure.js";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const shared = resolve(repoRoot, "../shared");
const outDir = join(repoRoot, "bench/out");
const mlirOpt = process.env["MLIR_OPT"] ?? "/usr/lib/llvm-19/bin/mlir-opt";
const SIZES = (process.env["CANONICALIZE_BENCH_OPS"] ?? "1000000,100000").split(",").map(Number);

function bigFile(ops: number): string {
  const path = join(outDir, `big-${ops}.mlir`);
  if (existsSync(path)) return path;
  mkdirSync(outDir, { recursive: true });
  const fd = openSync(path, "w");
  try {
    execFileSync(join(shared, "oracle/bigfile.sh"), [String(ops)], { stdio: ["ignore", fd, "inherit"] });
  } finally {
    closeSync(fd);
  }
  return path;
}

interface CpuMeasurement extends Measurement {
  readonly cpuSeconds: number;
  readonly signal: string | null;
}

function measure(command: string, args: readonly string[]): CpuMeasurement {
  const started = process.hrtime.bigint();
  const result = spawnSync("/usr/bin/time", ["-f", "%U %S %M %x", command, ...args], { stdio: ["ignore", "ignore", "pipe"], maxBuffer: 1 << 30 });
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const lines = result.stderr.toString("utf8").trimEnd().split("\n");
  const last = lines[lines.length - 1] ?? "";
  const signal = /terminated by signal (\d+)/.exec(result.stderr.toString("utf8"))?.[1] ?? null;
  const [user, system, peak, code] = last.split(" ").map(Number);
  const exitCode = signal !== null ? 128 + Number(signal) : (code ?? result.status ?? -1);
  return { wallSeconds, peakMegabytes: (peak ?? 0) / 1024, exitCode, cpuSeconds: (user ?? 0) + (system ?? 0), signal };
}

function best(runs: number, run: () => CpuMeasurement): CpuMeasurement {
  let chosen: CpuMeasurement | undefined;
  for (let i = 0; i < runs; i++) {
    const m = run();
    if (chosen === undefined || m.wallSeconds < chosen.wallSeconds) chosen = m;
  }
  return chosen as CpuMeasurement;
}

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith(".ts")) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** Our CLI: the built launcher when dist/ is up to date with src/, else the sources through tsx. */
function ourCommand(): { command: string; prefix: string[]; notes: string } {
  const launcher = join(repoRoot, "bin/tsmlir-opt.mjs");
  const built = join(repoRoot, "dist/src/cli/opt.js");
  if (existsSync(built) && statSync(built).mtimeMs >= newestSource(join(repoRoot, "src")))
    return { command: process.execPath, prefix: [launcher], notes: "ours: dist build" };
  const tsx = join(repoRoot, "node_modules/tsx/dist/esm/index.mjs");
  return {
    command: process.execPath,
    prefix: ["--import", existsSync(tsx) ? pathToFileURL(tsx).href : "tsx", join(repoRoot, "src/cli/opt-entry.ts")],
    notes: "ours: sources via tsx (dist missing or older than src/)",
  };
}

function canonicalizeBenchmark(ops: number): Benchmark {
  return {
    name: `canonicalize: parse + -canonicalize + print, ${ops} ops`,
    run(): BenchmarkResult {
      const input = bigFile(ops);
      const ours = ourCommand();
      const runs = Number(process.env["BENCH_RUNS"] ?? 1);
      const theirsOut = join(outDir, `ref.canonicalize-${ops}.mlir`);
      const oursOut = join(outDir, `ours.canonicalize-${ops}.mlir`);
      const reference = best(runs, () => measure(mlirOpt, ["-canonicalize", input, "-o", theirsOut]));
      const measured = best(runs, () => measure(ours.command, [...ours.prefix, "-canonicalize", input, "-o", oursOut]));
      let compared = "outputs not compared (mlir-opt failed)";
      if (reference.exitCode === 0 && measured.exitCode === 0) {
        compared = spawnSync("cmp", ["-s", theirsOut, oursOut]).status === 0 ? "outputs identical" : "outputs differ (our dialects lack folders and canonicalization patterns)";
      }
      const crashed = reference.signal !== null ? `; MLIR-OPT CRASHED (signal ${reference.signal}): ratios are against its time until the crash` : "";
      return {
        name: this.name,
        ours: measured,
        reference,
        timeGoal: 1.5,
        memoryGoal: 1.5,
        notes: `cpu ${measured.cpuSeconds.toFixed(1)} s vs ${reference.cpuSeconds.toFixed(1)} s (ratio ${(measured.cpuSeconds / reference.cpuSeconds).toFixed(2)}); ${ours.notes}; exit codes ${measured.exitCode}/${reference.exitCode}; ${compared}${crashed}`,
      };
    },
  };
}

export const benchmarks: Benchmark[] = SIZES.map(canonicalizeBenchmark);
