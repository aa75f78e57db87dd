// What the large-input benchmarks (asm, canonicalize, passes) share: the oracle's
// bigfile.sh module, our command line (dist when built, else the sources), one measured
// run of a command (wall, CPU, peak resident memory, exit code and killing signal, from
// /usr/bin/time), and medians of alternating runs of ours and mlir-opt in the same run.
import { execFileSync, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { medianOf } from "./median.js";
import type { Measurement } from "./measure.js";

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const shared = resolve(repoRoot, "../shared");
export const outDir = join(repoRoot, "bench/out");
export const mlirOpt = process.env["MLIR_OPT"] ?? "/usr/lib/llvm-19/bin/mlir-opt";
/** Rounds of alternating runs (each round runs ours, then mlir-opt); medians are reported. */
export const ROUNDS = Number(process.env["BENCH_ROUNDS"] ?? process.env["BENCH_RUNS"] ?? 3);

/** `oracle/bigfile.sh ops` output (generated once into bench/out). */
export function bigFile(ops: number): string {
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

/**
 * `input` with the bodies of the named functions dropped (each becomes a private
 * declaration with the same signature, so calls to it still verify): the module mlir-opt
 * can finish when some function crashes it. Written once into bench/out.
 */
export function withoutFunctionBodies(input: string, names: readonly string[]): string {
  if (names.length === 0) return input;
  const path = input.replace(/\.mlir$/, `.without-${names.join("-")}.mlir`);
  if (existsSync(path)) return path;
  const drop = new Set(names);
  const out: string[] = [];
  let skipping = false;
  for (const line of readFileSync(input, "utf8").split("\n")) {
    if (skipping) {
      if (line.startsWith("  }) {")) skipping = false;
      continue;
    }
    const header = /^ {2}"func\.func"\(\) <\{function_type = (.*), sym_name = "([^"]+)"\}> \(\{$/.exec(line);
    if (header !== null && drop.has(header[2] as string)) {
      out.push(`  "func.func"() <{function_type = ${header[1]}, sym_name = "${header[2]}", sym_visibility = "private"}> ({`, "  }) : () -> ()");
      skipping = true;
      continue;
    }
    out.push(line);
  }
  writeFileSync(path, out.join("\n"));
  return path;
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

/**
 * Our command line: the launcher users run (bin/tsmlir-opt.mjs over dist/, large-input
 * heap flags included) when dist/ is up to date with src/, else the sources through tsx.
 */
export function ourCommand(): { command: string; prefix: string[]; notes: string } {
  const launcher = join(repoRoot, "bin/tsmlir-opt.mjs");
  const built = join(repoRoot, "dist/src/cli/opt.js");
  if (existsSync(built) && statSync(built).mtimeMs >= newestSource(join(repoRoot, "src")))
    return { command: process.execPath, prefix: [launcher], notes: "ours: bin/tsmlir-opt.mjs on dist" };
  const tsx = join(repoRoot, "node_modules/tsx/dist/esm/index.mjs");
  return {
    command: process.execPath,
    prefix: ["--import", existsSync(tsx) ? pathToFileURL(tsx).href : "tsx", join(repoRoot, "src/cli/opt-entry.ts")],
    notes: "ours: sources via tsx (dist missing or older than src/)",
  };
}

export interface RunMeasurement extends Measurement {
  /** User + system seconds (of the process and its children). */
  readonly cpuSeconds: number;
  /** The signal that killed the process, if one did. */
  readonly signal: string | null;
}

/** One run of `command` under /usr/bin/time, its stdout discarded. */
export function measureRun(command: string, args: readonly string[]): RunMeasurement {
  const started = process.hrtime.bigint();
  const result = spawnSync("/usr/bin/time", ["-f", "%U %S %M %x", command, ...args], { stdio: ["ignore", "ignore", "pipe"], maxBuffer: 1 << 30 });
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const stderr = result.stderr.toString("utf8");
  const lines = stderr.trimEnd().split("\n");
  const [user, system, peak, code] = (lines[lines.length - 1] ?? "").split(" ").map(Number);
  const signal = /terminated by signal (\d+)/.exec(stderr)?.[1] ?? null;
  const exitCode = signal !== null ? 128 + Number(signal) : (code ?? result.status ?? -1);
  return { wallSeconds, peakMegabytes: (peak ?? 0) / 1024, exitCode, cpuSeconds: (user ?? 0) + (system ?? 0), signal };
}

/** The median of each of wall time, CPU time and peak memory; the worst exit code and any signal. */
export function medianRun(runs: readonly RunMeasurement[]): RunMeasurement {
  return {
    wallSeconds: medianOf(runs.map((r) => r.wallSeconds)),
    cpuSeconds: medianOf(runs.map((r) => r.cpuSeconds)),
    peakMegabytes: medianOf(runs.map((r) => r.peakMegabytes)),
    exitCode: Math.max(...runs.map((r) => r.exitCode)),
    signal: runs.find((r) => r.signal !== null)?.signal ?? null,
  };
}

/** `rounds` rounds of ours then the reference; medians of each. */
export function compareAlternating(rounds: number, ours: () => RunMeasurement, reference: () => RunMeasurement): [RunMeasurement, RunMeasurement] {
  const a: RunMeasurement[] = [];
  const b: RunMeasurement[] = [];
  for (let i = 0; i < Math.max(1, rounds); i++) {
    a.push(ours());
    b.push(reference());
  }
  return [medianRun(a), medianRun(b)];
}

/** Whether two output files are byte-identical. */
export function sameFiles(a: string, b: string): boolean {
  return spawnSync("cmp", ["-s", a, b]).status === 0;
}

/** The notes line every large-input benchmark prints: CPU ratio, exit codes, crash. */
export function runNotes(ours: RunMeasurement, reference: RunMeasurement, rounds: number): string {
  const crashed = reference.signal !== null ? `; MLIR-OPT CRASHED (signal ${reference.signal}): its figures are up to the crash` : "";
  // The machine is shared: wall-time ratios mean little without the load they were taken under.
  const load = `; load average ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} cores at the end`;
  return `medians of ${rounds} alternating rounds${load}; cpu ${ours.cpuSeconds.toFixed(1)} s vs ${reference.cpuSeconds.toFixed(1)} s (ratio ${(ours.cpuSeconds / reference.cpuSeconds).toFixed(2)}); exit codes ${ours.exitCode}/${reference.exitCode}${crashed}`;
}
