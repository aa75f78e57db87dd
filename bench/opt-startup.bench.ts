// Start-up (issue 19): `tsmlir-opt examples/hello.mlir`, one process per run as test
// suites run it, through the package's launcher (bin/tsmlir-opt: the warm start when
// dist/snapshot has one) and through the regular one (bin/tsmlir-opt.mjs). Each round runs
// a bare `node -e 0`, both launchers and mlir-opt in turn; medians are compared. Goal:
// the launcher at most 1.5x node -e 0.
//
// NODE_EXTRA_CA_CERTS, when set, makes every Node process parse that CA bundle at start-up
// (often most of `node -e 0`); bin/tsmlir-opt's warm start leaves it out (the tool opens no
// TLS connection). The floor without it is measured too and reported in its own row, so
// the ratio is never only the bundle's cost on the baseline.
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Benchmark, type BenchmarkResult, type Measurement, measureCommand } from "./measure.js";
import { medianOf } from "./median.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const mlirOpt = process.env["MLIR_OPT"] ?? "/usr/lib/llvm-19/bin/mlir-opt";
const ROUNDS = Number(process.env["OPT_STARTUP_ROUNDS"] ?? 15);
const input = join(root, "examples/hello.mlir");

function median(ms: readonly Measurement[]): Measurement {
  return { wallSeconds: medianOf(ms.map((m) => m.wallSeconds)), peakMegabytes: medianOf(ms.map((m) => m.peakMegabytes)), exitCode: ms.some((m) => m.exitCode !== 0) ? 1 : 0 };
}

/** The medians' CPU (user + system) ratio, which a loaded machine's wall times blur. */
function cpuNote(ours: readonly Measurement[], reference: readonly Measurement[]): string {
  const cpu = (ms: readonly Measurement[]): number => medianOf(ms.map((m) => m.cpuSeconds ?? NaN));
  return `; CPU ${cpu(ours).toFixed(3)} s vs ${cpu(reference).toFixed(3)} s (${(cpu(ours) / cpu(reference)).toFixed(2)}x)`;
}

function startup(): BenchmarkResult[] {
  const node: Measurement[] = [];
  const launcher: Measurement[] = [];
  const regular: Measurement[] = [];
  const theirs: Measurement[] = [];
  const bareNode: Measurement[] = [];
  const extraCerts = process.env["NODE_EXTRA_CA_CERTS"] !== undefined;
  for (let r = 0; r < ROUNDS; r++) {
    node.push(measureCommand(process.execPath, ["-e", "0"]));
    if (extraCerts) bareNode.push(measureCommand("env", ["-u", "NODE_EXTRA_CA_CERTS", process.execPath, "-e", "0"]));
    launcher.push(measureCommand(join(root, "bin/tsmlir-opt"), [input]));
    regular.push(measureCommand(process.execPath, [join(root, "bin/tsmlir-opt.mjs"), input]));
    if (existsSync(mlirOpt)) theirs.push(measureCommand(mlirOpt, [input]));
  }
  const warm = existsSync(join(root, "dist/snapshot/tsmlir-opt.blob")) ? "warm start (dist/snapshot)" : "no snapshot in dist/: regular start";
  const note = `examples/hello.mlir, ${ROUNDS} alternating rounds, medians; bin/tsmlir-opt: ${warm}`;
  const results: BenchmarkResult[] = [
    { name: "opt startup bin/tsmlir-opt vs node -e 0", ours: median(launcher), reference: median(node), timeGoal: 1.5, notes: note + cpuNote(launcher, node) },
    { name: "opt startup bin/tsmlir-opt.mjs vs node -e 0", ours: median(regular), reference: median(node), timeGoal: 1.5, notes: `${note}; the regular launcher, for comparison` },
  ];
  if (extraCerts) {
    results.push({ name: "opt startup bin/tsmlir-opt vs node -e 0 without NODE_EXTRA_CA_CERTS", ours: median(launcher), reference: median(bareNode), timeGoal: 1.5, notes: `${note}; NODE_EXTRA_CA_CERTS is set here: node -e 0 loads that CA bundle, bin/tsmlir-opt's warm start does not; this row's reference runs without it${cpuNote(launcher, bareNode)}` });
  }
  if (theirs.length > 0) results.push({ name: "opt startup bin/tsmlir-opt vs mlir-opt", ours: median(launcher), reference: median(theirs), timeGoal: 1.5, notes: `${note}; goal 1.5 is issue 19's, set against node -e 0` });
  return results;
}

export const benchmarks: Benchmark[] = [{ name: "opt startup", run: startup }];
