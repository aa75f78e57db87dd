// Medians of alternating runs: each round runs every command once in turn, so drift on
// a shared machine hits all of them alike; the median damps one-off stalls.
import type { Measurement } from "./measure.js";

export function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Runs each of `commands` once per round for `rounds` rounds; the median wall time and peak memory of each. */
export function medianAlternating(rounds: number, commands: readonly (() => Measurement)[]): Measurement[] {
  const runs: Measurement[][] = commands.map(() => []);
  for (let r = 0; r < rounds; r++) {
    commands.forEach((command, i) => runs[i]?.push(command()));
  }
  return runs.map((ms) => ({
    wallSeconds: medianOf(ms.map((m) => m.wallSeconds)),
    peakMegabytes: medianOf(ms.map((m) => m.peakMegabytes)),
    exitCode: Math.max(...ms.map((m) => m.exitCode)),
  }));
}
