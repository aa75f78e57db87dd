// Giant dense attributes (issue 18), generated into bench/out on first use: a 20M-element
// dense<"0x..."> of random bytes, the same size with every byte equal (a hex splat), a
// 2M-element integer list, and the random hex payload written as bytecode. Ours and
// mlir-opt run alternately on the same input; outputs must be byte-identical. Goal: at
// most 2 in time and memory. Also the bytecode emission of 50,000 nested regions, which
// mlir-opt cannot do (it overflows its stack from about 3,000): measured against our own
// run on 2,000 nested regions, whose bytes must be mlir-opt's; the ratios must stay within
// the depth ratio (25), where they grew with the square of the depth before the bytecode
// writer adopted nested sections instead of copying them.
// Ours is bin/tsmlir-opt, the launcher users run (`npx tsmlir-opt`): it starts from the
// warm-start snapshot `npm run build` saves, and large text input stays in that process.
import { createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { once } from "node:events";
import { ROUNDS, compareAlternating, measureRun, mlirOpt, ourCommand, outDir, repoRoot, runNotes, sameFiles } from "./big-module.js";
import type { Benchmark, BenchmarkResult } from "./measure.js";

const ELEMENTS = Number(process.env["GIANT_DENSE_ELEMENTS"] ?? 20_000_000);
const LIST_ELEMENTS = Number(process.env["GIANT_DENSE_LIST_ELEMENTS"] ?? 2_000_000);

/** Writes `path` once from chunks (a temporary file renamed into place). */
async function generated(name: string, chunks: () => Iterable<string>): Promise<string> {
  const path = join(outDir, name);
  if (existsSync(path)) return path;
  mkdirSync(outDir, { recursive: true });
  const partial = `${path}.partial`;
  const stream = createWriteStream(partial, { encoding: "latin1" });
  for (const chunk of chunks()) if (!stream.write(chunk)) await once(stream, "drain");
  stream.end();
  await once(stream, "finish");
  renameSync(partial, path);
  return path;
}

/** A deterministic byte stream (xorshift), so every machine benchmarks the same input. */
function* randomHex(bytes: number): Iterable<string> {
  let state = 0x9e3779b9;
  const CHUNK = 1 << 16;
  const digits = "0123456789ABCDEF";
  for (let done = 0; done < bytes; done += CHUNK) {
    const n = Math.min(CHUNK, bytes - done);
    const parts = new Array<string>(n);
    for (let i = 0; i < n; i++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const b = state & 0xff;
      parts[i] = (digits[b >> 4] as string) + (digits[b & 15] as string);
    }
    yield parts.join("");
  }
}

function* hexInput(elements: number, splat: boolean): Iterable<string> {
  yield `"bench.giant"() {data = dense<"0x`;
  if (splat) for (let done = 0; done < elements; done += 1 << 16) yield "5A".repeat(Math.min(1 << 16, elements - done));
  else yield* randomHex(elements);
  yield `"> : tensor<${elements}xi8>} : () -> ()\n`;
}

function* listInput(elements: number): Iterable<string> {
  yield `"bench.giant"() {data = dense<[`;
  let state = 12345;
  for (let done = 0; done < elements; done += 1 << 14) {
    const n = Math.min(1 << 14, elements - done);
    const parts = new Array<string>(n);
    for (let i = 0; i < n; i++) {
      state = (Math.imul(state, 1103515245) + 12345) | 0;
      parts[i] = String(state);
    }
    yield (done === 0 ? "" : ", ") + parts.join(", ");
  }
  yield `]> : tensor<${elements}xi32>} : () -> ()\n`;
}

function* nestedRegions(depth: number): Iterable<string> {
  for (let i = 0; i < depth; i++) yield `"bench.region"() ({\n`;
  yield `"bench.end"() : () -> ()\n`;
  for (let i = 0; i < depth; i++) yield `}) : () -> ()\n`;
}

/**
 * bin/tsmlir-opt over dist when dist is up to date with src/ (the launcher itself falls back
 * to bin/tsmlir-opt.mjs when the snapshot does not fit this node), else the sources via tsx.
 */
function userCommand(): { command: string; prefix: string[]; notes: string } {
  const regular = ourCommand();
  const launcher = join(repoRoot, "bin/tsmlir-opt");
  const snapshot = join(repoRoot, "dist/snapshot/tsmlir-opt.blob");
  if (regular.prefix.length !== 1 || !existsSync(snapshot)) return regular;
  return { command: launcher, prefix: [], notes: "ours: bin/tsmlir-opt (warm start) on dist" };
}

/** `path` with any file there removed. */
function fresh(path: string): string {
  rmSync(path, { force: true });
  return path;
}

/** Ours and mlir-opt on `input` with `args`; the outputs must match. */
function compare(name: string, input: string, args: readonly string[], outputName: string): BenchmarkResult {
  const ours = userCommand();
  const ourOut = join(outDir, `${outputName}.ours`);
  const refOut = join(outDir, `${outputName}.mlir-opt`);
  const common = ["--allow-unregistered-dialect", ...args, input, "-o"];
  // Each run writes its output afresh: a file left by an earlier run cannot pass the check.
  const [measured, reference] = compareAlternating(
    ROUNDS,
    () => measureRun(ours.command, [...ours.prefix, ...common, fresh(ourOut)]),
    () => measureRun(mlirOpt, [...common, fresh(refOut)]),
  );
  if (measured.exitCode !== 0 || reference.exitCode !== 0) throw new Error(`${name}: exit ${measured.exitCode} (ours) / ${reference.exitCode} (mlir-opt)`);
  if (!sameFiles(ourOut, refOut)) throw new Error(`${name}: outputs differ (${ourOut}, ${refOut})`);
  return { name, ours: measured, reference, timeGoal: 2, memoryGoal: 2, notes: `${runNotes(measured, reference, ROUNDS)}; ${ours.notes}` };
}

export const benchmarks: Benchmark[] = [
  {
    name: `giant dense: dense<"0x..."> of ${ELEMENTS} random bytes`,
    run: async () => compare(`giant dense: dense<"0x..."> of ${ELEMENTS} random bytes`, await generated(`dense-hex-${ELEMENTS}.mlir`, () => hexInput(ELEMENTS, false)), [], "dense-hex"),
  },
  {
    name: `giant dense: hex splat of ${ELEMENTS} bytes`,
    run: async () => compare(`giant dense: hex splat of ${ELEMENTS} bytes`, await generated(`dense-splat-${ELEMENTS}.mlir`, () => hexInput(ELEMENTS, true)), [], "dense-splat"),
  },
  {
    name: `giant dense: integer list of ${LIST_ELEMENTS} i32`,
    run: async () => compare(`giant dense: integer list of ${LIST_ELEMENTS} i32`, await generated(`dense-list-${LIST_ELEMENTS}.mlir`, () => listInput(LIST_ELEMENTS)), [], "dense-list"),
  },
  {
    name: `giant dense: --emit-bytecode of ${ELEMENTS} random bytes`,
    run: async () =>
      compare(`giant dense: --emit-bytecode of ${ELEMENTS} random bytes`, await generated(`dense-hex-${ELEMENTS}.mlir`, () => hexInput(ELEMENTS, false)), ["--emit-bytecode"], "dense-hex-bc"),
  },
  {
    name: "--emit-bytecode of 50,000 nested regions",
    run: async () => {
      const ours = ourCommand();
      const deep = await generated("nested-regions-50000.mlir", () => nestedRegions(50_000));
      const shallow = await generated("nested-regions-2000.mlir", () => nestedRegions(2_000));
      const run = (input: string, out: string) => measureRun(ours.command, [...ours.prefix, "--allow-unregistered-dialect", "--emit-bytecode", input, "-o", fresh(join(outDir, out))]);
      // mlir-opt overflows its stack on the deep input; it checks our bytes at 2,000.
      const upstream = measureRun(mlirOpt, ["--allow-unregistered-dialect", "--emit-bytecode", shallow, "-o", fresh(join(outDir, "nested-2000.mlir-opt.mlirbc"))]);
      const [measured, reference] = compareAlternating(
        ROUNDS,
        () => run(deep, "nested-50000.ours.mlirbc"),
        () => run(shallow, "nested-2000.ours.mlirbc"),
      );
      if (upstream.exitCode !== 0 || !sameFiles(join(outDir, "nested-2000.ours.mlirbc"), join(outDir, "nested-2000.mlir-opt.mlirbc")))
        throw new Error("nested regions: our bytecode differs from mlir-opt's at depth 2,000");
      return {
        name: "--emit-bytecode of 50,000 nested regions against ours at 2,000 (25 times deeper: linear growth is at most 25)",
        ours: measured,
        reference,
        timeGoal: 25,
        memoryGoal: 25,
        notes: `mlir-opt at 2,000: ${upstream.wallSeconds.toFixed(2)} s, ${upstream.peakMegabytes.toFixed(0)} MB, same bytes as ours; it crashes from about 3,000; ${runNotes(measured, reference, ROUNDS)}`,
      };
    },
  },
];
