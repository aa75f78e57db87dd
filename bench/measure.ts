// Runs a command as a child process and reports its wall time and peak resident memory,
// so our tools and the upstream ones are measured the same way in the same run.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export interface Measurement {
  readonly wallSeconds: number;
  readonly peakMegabytes: number;
  readonly exitCode: number;
  /** User + system CPU time of the command (and its children), to /usr/bin/time's 10 ms. */
  readonly cpuSeconds?: number;
}

const timeBinary = "/usr/bin/time";

export function measureCommand(command: string, args: readonly string[], cwd?: string): Measurement {
  if (!existsSync(timeBinary)) throw new Error(`${timeBinary} is required for benchmarks (Debian package 'time')`);
  const started = process.hrtime.bigint();
  const result = spawnSync(timeBinary, ["-f", "%U %S %M", command, ...args], {
    cwd,
    stdio: ["ignore", "ignore", "pipe"],
    maxBuffer: 1 << 30,
  });
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const stderr = result.stderr.toString("utf8").trimEnd().split("\n");
  const [user, system, peakKilobytes] = (stderr[stderr.length - 1] ?? "").trim().split(/\s+/).map(Number);
  return { wallSeconds, peakMegabytes: (peakKilobytes ?? NaN) / 1024, exitCode: result.status ?? -1, cpuSeconds: (user ?? NaN) + (system ?? NaN) };
}

/**
 * Best of `runs` for each of two commands, run alternately (ours, theirs, ours, ...): on
 * a shared machine whose speed drifts, both then see the same conditions.
 */
export function bestOfAlternating(runs: number, first: () => Measurement, second: () => Measurement): [Measurement, Measurement] {
  let a: Measurement | undefined;
  let b: Measurement | undefined;
  for (let i = 0; i < runs; i++) {
    const m = first();
    if (a === undefined || m.wallSeconds < a.wallSeconds) a = m;
    const n = second();
    if (b === undefined || n.wallSeconds < b.wallSeconds) b = n;
  }
  if (a === undefined || b === undefined) throw new Error("bestOfAlternating needs at least one run");
  return [a, b];
}

/** Best of `runs` by wall time, the usual way to damp noise from a shared machine. */
export function bestOf(runs: number, measure: () => Measurement): Measurement {
  let best: Measurement | undefined;
  for (let i = 0; i < runs; i++) {
    const m = measure();
    if (best === undefined || m.wallSeconds < best.wallSeconds) best = m;
  }
  if (best === undefined) throw new Error("bestOf needs at least one run");
  return best;
}

export interface BenchmarkResult {
  readonly name: string;
  readonly ours: Measurement;
  readonly reference: Measurement;
  /** Goal for ours/reference wall time (and memory when `memoryGoal` is set). */
  readonly timeGoal: number;
  readonly memoryGoal?: number;
  readonly notes?: string;
}

export interface Benchmark {
  readonly name: string;
  /** One result, or several measured together (e.g. against two references). */
  run(): Promise<BenchmarkResult | readonly BenchmarkResult[]> | BenchmarkResult | readonly BenchmarkResult[];
}
