// Mutation fuzzer for the bytecode reader: bit flips, truncation, varint corruption,
// section swaps and byte splices over the corpus files. A run fails on any exception
// that is not a diagnostic (DiagnosticError), on an input that takes too long, or on
// heap growth out of proportion to the input. Besides the corpus (version 6), it mutates
// older-version files (0..5) of part of the corpus, which reach the reader's other paths
// (no lazy sections, dialect and op-name tables without versions or flags, properties in
// the attribute dictionary, block argument locations, no use-list orders).
//
//   npx tsx scripts/fuzz-bytecode.ts [COUNT=100000] [SEED=1]
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DiagnosticError } from "../src/support/diagnostic.js";
import { readRawBytecode } from "../src/bytecode/raw/read-raw.js";
import { BytecodeIRReader, readBytecodeIR } from "../src/bytecode/reader/ir-reader.js";
import { AsmTextualCodec } from "../src/bytecode/text-codec.js";
import { MLIRContext } from "../src/ir/context.js";
import { bytecodeCorpusDir, mlirOpt } from "../test/environment.js";
import { registerAllDialects } from "../src/dialects/index.js";

/**
 * The default target: the raw decoder, then the full IR reader (with the textual fallback),
 * eagerly and lazily (materializing everything). The two IR reads must agree on whether
 * the input is valid.
 */
export function readBoth(bytes: Uint8Array): void {
  let firstError: unknown;
  const attempt = (read: () => void): boolean => {
    try {
      read();
      return true;
    } catch (error) {
      if (!(error instanceof DiagnosticError)) throw error;
      firstError ??= error;
      return false;
    }
  };
  // The dialects tsmlir-opt registers, so their op codecs and dialect hooks are fuzzed too.
  const newContext = (): MLIRContext => {
    const context = new MLIRContext({ allowUnregisteredDialects: true });
    registerAllDialects(context);
    return context;
  };
  attempt(() => readRawBytecode(bytes));
  const eager = attempt(() => readBytecodeIR(bytes, { context: newContext(), textual: new AsmTextualCodec() }));
  const lazy = attempt(() => {
    const reader = new BytecodeIRReader(bytes, { context: newContext(), textual: new AsmTextualCodec(), lazy: true });
    reader.readTopLevel();
    reader.materializeAll();
  });
  if (eager !== lazy) throw new Error(`the eager reader ${eager ? "accepts" : "rejects"} what the lazy reader ${lazy ? "accepts" : "rejects"}`);
  if (firstError !== undefined) throw firstError;
}

export interface FuzzFailure {
  readonly source: string;
  readonly mutation: string;
  readonly problem: string;
  readonly input: Uint8Array;
}

export interface FuzzReport {
  readonly inputs: number;
  readonly diagnostics: number;
  readonly accepted: number;
  readonly failures: FuzzFailure[];
  readonly slowestMs: number;
}

export type FuzzTarget = (bytes: Uint8Array) => void;

/** Small deterministic PRNG (mulberry32) so failures can be replayed by seed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MUTATIONS = ["bitflip", "truncate", "varint", "swap", "splice", "byte", "zero-run"] as const;

function mutate(input: Uint8Array, random: () => number): { bytes: Uint8Array; mutation: string } {
  const pick = (n: number) => Math.floor(random() * n);
  const kind = MUTATIONS[pick(MUTATIONS.length)] as (typeof MUTATIONS)[number];
  const bytes = input.slice();
  if (bytes.length <= 8) return { bytes, mutation: "none" };
  const at = 4 + pick(bytes.length - 4);
  switch (kind) {
    case "bitflip": {
      const flips = 1 + pick(4);
      for (let i = 0; i < flips; i++) {
        const p = 4 + pick(bytes.length - 4);
        bytes[p] = (bytes[p] as number) ^ (1 << pick(8));
      }
      return { bytes, mutation: `bitflip x${flips}` };
    }
    case "truncate":
      return { bytes: bytes.slice(0, at), mutation: `truncate at ${at}` };
    case "varint": {
      // Rewrite a byte as a multi-byte or 9-byte varint prefix, inflating some count.
      const values = [0x00, 0x02, 0x04, 0x80, 0xfe, 0xff, 0x40];
      bytes[at] = values[pick(values.length)] as number;
      if (random() < 0.5 && at + 1 < bytes.length) bytes[at + 1] = 0xff;
      return { bytes, mutation: `varint at ${at}` };
    }
    case "swap": {
      // Swap two chunks (often whole sections or their headers).
      const len = 1 + pick(Math.min(64, bytes.length >> 2));
      const a = 4 + pick(bytes.length - 4 - len);
      const b = 4 + pick(bytes.length - 4 - len);
      const chunk = bytes.slice(a, a + len);
      bytes.copyWithin(a, b, b + len);
      bytes.set(chunk, b);
      return { bytes, mutation: `swap ${a}/${b} len ${len}` };
    }
    case "splice": {
      const len = 1 + pick(32);
      const from = 4 + pick(bytes.length - 4);
      const insert = bytes.slice(from, from + len);
      const out = new Uint8Array(bytes.length + insert.length);
      out.set(bytes.subarray(0, at));
      out.set(insert, at);
      out.set(bytes.subarray(at), at + insert.length);
      return { bytes: out, mutation: `splice ${insert.length} at ${at}` };
    }
    case "byte":
      bytes[at] = pick(256);
      return { bytes, mutation: `byte at ${at}` };
    case "zero-run": {
      const len = 1 + pick(16);
      bytes.fill(0, at, Math.min(bytes.length, at + len));
      return { bytes, mutation: `zeros ${len} at ${at}` };
    }
  }
}

export function corpusDirectory(): string {
  return bytecodeCorpusDir;
}

export function loadCorpus(directory = corpusDirectory()): { name: string; bytes: Uint8Array }[] {
  return readdirSync(directory)
    .filter((f) => f.endsWith(".mlirbc"))
    .sort()
    .map((name) => ({ name, bytes: new Uint8Array(readFileSync(join(directory, name))) }));
}

const MLIR_OPT = mlirOpt;

/**
 * Bytecode of every `step`-th generic corpus file at each of `versions`: mlir-opt's when it
 * is installed (cached under the temp dir), else tsmlir-opt's (byte-identical to it for the
 * corpus at every version, as scripts/bytecode-version-sweep.ts checks).
 */
export async function loadOlderVersions(step = 4, versions: readonly number[] = [0, 1, 2, 3, 4, 5]): Promise<{ name: string; bytes: Uint8Array }[]> {
  const genericDir = join(dirname(corpusDirectory()), "generic");
  if (!existsSync(genericDir)) return [];
  const files = readdirSync(genericDir)
    .filter((f) => f.endsWith(".mlir"))
    .sort()
    .filter((_, i) => i % step === 0);
  const out: { name: string; bytes: Uint8Array }[] = [];
  if (existsSync(MLIR_OPT)) {
    const cache = join(tmpdir(), "tsmlir-fuzz-versions");
    for (const version of versions) {
      mkdirSync(join(cache, `v${version}`), { recursive: true });
      for (const f of files) {
        const target = join(cache, `v${version}`, f.replace(/\.mlir$/, ".mlirbc"));
        if (!existsSync(target)) {
          const args = ["--allow-unregistered-dialect", "--emit-bytecode", `--emit-bytecode-version=${version}`, f, "-o", target];
          if (spawnSync(MLIR_OPT, args, { cwd: genericDir, stdio: "ignore" }).status !== 0) continue;
        }
        out.push({ name: `v${version}/${f}`, bytes: new Uint8Array(readFileSync(target)) });
      }
    }
    return out;
  }
  const { runTsmlirOpt } = await import("./bytecode-version-sweep.js");
  const scratch = join(tmpdir(), `tsmlir-fuzz-versions-${process.pid}`);
  mkdirSync(scratch, { recursive: true });
  for (const version of versions) {
    for (const f of files) {
      const target = join(scratch, `v${version}-${f}bc`);
      const r = await runTsmlirOpt(["--allow-unregistered-dialect", "--emit-bytecode", `--emit-bytecode-version=${version}`, f, "-o", target], genericDir);
      if (r.code === 0) out.push({ name: `v${version}/${f}`, bytes: new Uint8Array(readFileSync(target)) });
    }
  }
  rmSync(scratch, { recursive: true, force: true });
  return out;
}

export function runFuzz(
  corpus: readonly { name: string; bytes: Uint8Array }[],
  count: number,
  seed: number,
  target: FuzzTarget = readBoth,
  slowLimitMs = 2000,
): FuzzReport {
  const random = rng(seed);
  const failures: FuzzFailure[] = [];
  let diagnostics = 0;
  let accepted = 0;
  let slowestMs = 0;
  for (let i = 0; i < count && corpus.length > 0; i++) {
    const source = corpus[Math.floor(random() * corpus.length)] as { name: string; bytes: Uint8Array };
    const { bytes, mutation } = mutate(source.bytes, random);
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    try {
      target(bytes);
      accepted++;
    } catch (error) {
      if (error instanceof DiagnosticError) diagnostics++;
      else {
        const problem = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        failures.push({ source: source.name, mutation, problem, input: bytes });
      }
    }
    const elapsed = performance.now() - started;
    if (elapsed > slowestMs) slowestMs = elapsed;
    if (elapsed > slowLimitMs) failures.push({ source: source.name, mutation, problem: `took ${elapsed.toFixed(0)} ms`, input: bytes });
    const grown = process.memoryUsage().heapUsed - heapBefore;
    if (grown > 64 * 1024 * 1024 + bytes.length * 64) {
      failures.push({ source: source.name, mutation, problem: `heap grew ${(grown / 1048576).toFixed(0)} MB`, input: bytes });
    }
  }
  return { inputs: count, diagnostics, accepted, failures, slowestMs };
}

const invokedDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const count = Number(process.argv[2] ?? 100000);
  const seed = Number(process.argv[3] ?? 1);
  const corpus = loadCorpus();
  void loadOlderVersions().then((older) => {
    const report = runFuzz([...corpus, ...older], count, seed);
    console.log(
      `fuzz-bytecode: ${corpus.length} version-6 files and ${older.length} of versions 0..5; ` +
        `${report.inputs} inputs, ${report.diagnostics} diagnosed, ${report.accepted} accepted, ` +
        `${report.failures.length} failures, slowest ${report.slowestMs.toFixed(1)} ms`,
    );
    for (const f of report.failures.slice(0, 20)) console.log(`  ${f.source} [${f.mutation}]: ${f.problem}`);
    process.exitCode = report.failures.length === 0 ? 0 : 1;
  });
}
