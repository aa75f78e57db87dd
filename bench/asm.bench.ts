// Text parse + generic print of a 1M-op module (oracle/bigfile.sh 1000000), ours vs
// mlir-opt on the same file in the same run: wall time and peak memory ratios.
import { execFileSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { spawnSync } from "node:child_process";
import type { Benchmark, Measurement } from "./measure.js";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const shared = resolve(repoRoot, "../shared");
const outDir = join(repoRoot, "bench/out");
const mlirOpt = process.env["MLIR_OPT"] ?? "/usr/lib/llvm-19/bin/mlir-opt";
const OPS = Number(process.env["ASM_BENCH_OPS"] ?? 1_000_000);

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

interface CpuMeasurement extends Measurement {
  readonly cpuSeconds: number;
}

/**
 * Like measure.ts's measureCommand, also reporting CPU seconds (user + system): on a
 * shared, loaded machine the wall-time ratio swings with the load, CPU time much less.
 */
function measure(command: string, args: readonly string[]): CpuMeasurement {
  const started = process.hrtime.bigint();
  const result = spawnSync("/usr/bin/time", ["-f", "%U %S %M", command, ...args], { stdio: ["ignore", "ignore", "pipe"], maxBuffer: 1 << 30 });
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const lines = result.stderr.toString("utf8").trimEnd().split("\n");
  const [user, system, peak] = (lines[lines.length - 1] ?? "0 0 0").split(" ").map(Number);
  return { wallSeconds, peakMegabytes: (peak ?? 0) / 1024, exitCode: result.status ?? -1, cpuSeconds: (user ?? 0) + (system ?? 0) };
}

function best(runs: number, run: () => CpuMeasurement): CpuMeasurement {
  let chosen: CpuMeasurement | undefined;
  for (let i = 0; i < runs; i++) {
    const m = run();
    if (chosen === undefined || m.wallSeconds < chosen.wallSeconds) chosen = m;
  }
  return chosen as CpuMeasurement;
}

/** Newest modification time of the .ts files under `dir` (recursive). */
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

export const benchmarks: Benchmark[] = [
  {
    name: `asm: parse + print generic, ${OPS} ops`,
    run() {
      const input = bigFile();
      const ours = ourCommand();
      const runs = Number(process.env["BENCH_RUNS"] ?? 1);
      const reference = best(runs, () =>
        measure(mlirOpt, ["--allow-unregistered-dialect", "--mlir-print-op-generic", input, "-o", join(outDir, "ref.generic.mlir")]),
      );
      const measured = best(runs, () =>
        measure(ours.command, [
          ...ours.prefix,
          "--allow-unregistered-dialect",
          "--mlir-print-op-generic",
          input,
          "-o",
          join(outDir, "ours.generic.mlir"),
        ]),
      );
      let identical = "not compared";
      try {
        execFileSync("cmp", ["-s", join(outDir, "ref.generic.mlir"), join(outDir, "ours.generic.mlir")]);
        identical = "outputs identical";
      } catch {
        identical = "OUTPUTS DIFFER";
      }
      return {
        name: this.name,
        ours: measured,
        reference,
        timeGoal: 2,
        memoryGoal: 2,
        notes: `cpu ${measured.cpuSeconds.toFixed(1)} s vs ${reference.cpuSeconds.toFixed(1)} s (ratio ${(measured.cpuSeconds / reference.cpuSeconds).toFixed(2)}); ${ours.notes}; exit codes ${measured.exitCode}/${reference.exitCode}; ${identical}`,
      };
    },
  },
];
