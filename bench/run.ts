// `npm run bench`: runs every bench/*.bench.ts and prints each as a ratio against the
// upstream tool measured on the same input in the same run.
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Benchmark, BenchmarkResult } from "./measure.js";

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2];

function format(result: BenchmarkResult): string {
  const timeRatio = result.ours.wallSeconds / result.reference.wallSeconds;
  const memoryRatio = result.ours.peakMegabytes / result.reference.peakMegabytes;
  const timeVerdict = timeRatio <= result.timeGoal ? "meets" : "misses";
  const lines = [
    `${result.name}`,
    `  ours      ${result.ours.wallSeconds.toFixed(2)} s  ${result.ours.peakMegabytes.toFixed(0)} MB`,
    `  upstream  ${result.reference.wallSeconds.toFixed(2)} s  ${result.reference.peakMegabytes.toFixed(0)} MB`,
    `  time ratio   ${timeRatio.toFixed(2)} (goal ${result.timeGoal}: ${timeVerdict})`,
  ];
  if (result.memoryGoal !== undefined) {
    const memoryVerdict = memoryRatio <= result.memoryGoal ? "meets" : "misses";
    lines.push(`  memory ratio ${memoryRatio.toFixed(2)} (goal ${result.memoryGoal}: ${memoryVerdict})`);
  } else {
    lines.push(`  memory ratio ${memoryRatio.toFixed(2)}`);
  }
  if (result.notes) lines.push(`  ${result.notes}`);
  return lines.join("\n");
}

const files = readdirSync(here).filter((f) => f.endsWith(".bench.ts")).sort();
for (const file of files) {
  const module = (await import(pathToFileURL(join(here, file)).href)) as { benchmarks: readonly Benchmark[] };
  for (const benchmark of module.benchmarks) {
    if (filter && !benchmark.name.includes(filter)) continue;
    const results = await benchmark.run();
    for (const result of Array.isArray(results) ? results : [results]) console.log(format(result));
  }
}
