// Mutation fuzzer for tsmlir-tblgen: mutations of defs/ files, of upstream MLIR .td
// files (when installed) and of the test fixtures, plus generated deep and huge inputs,
// run through the command line in-process (bytes mode, the worker for deep input).
// A run fails on a JavaScript stack or internal failure, an input that takes too long,
// or heap growth out of proportion to the input. With mlir-tblgen installed every input
// is also run by it and accept/reject disagreements are counted by their first messages.
//
//   npx tsx scripts/fuzz-tablegen.ts [COUNT=100000] [SEED=1] [--no-oracle] [--keep=DIR] [--report=FILE]
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { TblgenIO } from "../src/cli/tblgen.js";
import { type DeepKind, deepInput, largeDescription, manyDefs } from "../test/tablegen/deep-inputs.js";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const MLIR_TBLGEN = process.env["MLIR_TBLGEN"] ?? "/usr/lib/llvm-19/bin/mlir-tblgen";
const MLIR_INCLUDE = process.env["MLIR_INCLUDE"] ?? "/usr/lib/llvm-19/include";
/** tsmlir-tblgen searches defs/ after the -I directories: mlir-tblgen is given it last, so both see the same files. */
const DEFS = join(repoRoot, "defs");

export interface Seed {
  readonly name: string;
  readonly bytes: Uint8Array;
  /** -I directories the input is run with (its own directory and the include root). */
  readonly includeDirs: readonly string[];
}

export interface TablegenFuzzFailure {
  readonly source: string;
  readonly mutation: string;
  readonly problem: string;
  readonly input: Uint8Array;
}

export interface Disagreement {
  readonly ours: string;
  readonly theirs: string;
  count: number;
  example: string;
  /** The first example's bytes and include directories, to replay it. */
  readonly input: Uint8Array;
  readonly includeDirs: readonly string[];
}

/** An input waiting for mlir-tblgen's verdict, with ours. */
interface OracleInput {
  readonly bytes: Uint8Array;
  readonly includeDirs: readonly string[];
  readonly ours: { readonly status: number; readonly first: string };
  readonly example: string;
}

export interface TablegenFuzzReport {
  readonly inputs: number;
  readonly accepted: number;
  readonly rejected: number;
  readonly failures: TablegenFuzzFailure[];
  readonly slowestMs: number;
  readonly compared: number;
  /** mlir-tblgen crashed (a signal): not compared. */
  readonly oracleCrashed: number;
  /** mlir-tblgen gave no answer in time: not compared. */
  readonly oracleTimedOut: number;
  readonly disagreements: Disagreement[];
}

/** Small deterministic PRNG (mulberry32) so failures can be replayed by seed. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function tdFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...tdFiles(path));
    else if (entry.endsWith(".td")) out.push(path);
  }
  return out;
}

/** defs/, the test fixtures and (when installed) the upstream .td files. */
export function loadSeeds(upstream = true): Seed[] {
  const seeds: Seed[] = [];
  const add = (path: string, root: string): void => {
    seeds.push({ name: path.slice(repoRoot.length + 1) || path, bytes: new Uint8Array(readFileSync(path)), includeDirs: [dirname(path), root] });
  };
  for (const f of tdFiles(join(repoRoot, "defs"))) add(f, join(repoRoot, "defs"));
  for (const f of tdFiles(join(repoRoot, "test/fixtures/tablegen"))) add(f, dirname(f));
  if (upstream) for (const f of tdFiles(join(MLIR_INCLUDE, "mlir"))) add(f, MLIR_INCLUDE);
  return seeds;
}

/** Generated deep and huge inputs (depths mlir-tblgen handles, and some it crashes on). */
export function generatedSeeds(): Seed[] {
  const kinds: [DeepKind, number][] = [
    ["ifdef", 3000],
    ["add", 1500],
    ["let", 2500],
    ["letchain", 2000],
    ["if", 2000],
    ["dag", 1000],
    ["foreach", 300],
  ];
  const text = (name: string, s: string): Seed => ({ name, bytes: Buffer.from(s, "latin1"), includeDirs: [] });
  return [
    ...kinds.map(([kind, depth]) => text(`generated ${depth} nested ${kind}`, deepInput(kind, depth))),
    text("generated 20000-line description", largeDescription(20000)),
    text("generated 5000 defs", manyDefs(5000)),
  ];
}

// Fragments a hostile user would type: tokens of the language, broken ones, numbers at
// and beyond 64 bits, NUL, invalid UTF-8, directives, deep openers.
const FRAGMENTS = [
  "def", "class", "defm", "multiclass", "let", "in", "foreach", "if", "then", "else", "defvar", "defset", "field",
  "include", "assert", "dump", "{", "}", "[", "]", "(", ")", "<", ">", ";", ",", ":", "=", "#", ".", "...", "?", "$x",
  "!add(", "!cast<int>(", "!strconcat(", "!foldl(", "!cond(", "!size(", "!subst(", "!isa<", "!bogus(", "!",
  "[{", "}]", '"', '"\\', "\\n", "/*", "*/", "//", "18446744073709551615", "18446744073709551616", "-9223372036854775809",
  "0x10000000000000000", "0b", "0x", "00000000000000000000000000001", "1e5", "\0", "\xff\xfe", "\xc3\xa9", "\xe2\x86\x92",
  "#ifdef X\n", "#ifndef X\n", "#else\n", "#endif\n", "#define X\n", "\n", "\t", " ", "NAME", "bits<64>", "list<int>",
  "int", "string", "code", "dag", "bit",
];

const MUTATIONS = ["delete", "duplicate-line", "swap-lines", "insert", "byte", "truncate", "repeat", "window"] as const;

function mutate(input: Uint8Array, random: () => number): { bytes: Uint8Array; mutation: string } {
  const pick = (n: number): number => Math.floor(random() * n);
  const text = Buffer.from(input).toString("latin1");
  const kind = MUTATIONS[pick(MUTATIONS.length)] as (typeof MUTATIONS)[number];
  const at = pick(text.length + 1);
  const out = (s: string, mutation: string): { bytes: Uint8Array; mutation: string } => ({ bytes: Buffer.from(s, "latin1"), mutation });
  const lines = (): string[] => text.split("\n");
  switch (kind) {
    case "delete": {
      const len = 1 + pick(24);
      return out(text.slice(0, at) + text.slice(at + len), `delete ${len} at ${at}`);
    }
    case "duplicate-line": {
      const l = lines();
      const i = pick(l.length);
      l.splice(i, 0, l[i] ?? "");
      return out(l.join("\n"), `duplicate line ${i + 1}`);
    }
    case "swap-lines": {
      const l = lines();
      const i = pick(l.length);
      const j = pick(l.length);
      [l[i], l[j]] = [l[j] ?? "", l[i] ?? ""];
      return out(l.join("\n"), `swap lines ${i + 1}/${j + 1}`);
    }
    case "insert": {
      const count = 1 + pick(3);
      let s = text;
      const what: string[] = [];
      for (let k = 0; k < count; k++) {
        const fragment = FRAGMENTS[pick(FRAGMENTS.length)] as string;
        const p = pick(s.length + 1);
        s = s.slice(0, p) + fragment + s.slice(p);
        what.push(JSON.stringify(fragment));
      }
      return out(s, `insert ${what.join(" ")}`);
    }
    case "byte": {
      const bytes = input.slice();
      if (bytes.length === 0) return { bytes, mutation: "none" };
      const p = pick(bytes.length);
      bytes[p] = pick(256);
      return { bytes, mutation: `byte at ${p}` };
    }
    case "truncate":
      return out(text.slice(0, at), `truncate at ${at}`);
    case "repeat": {
      // A run of one opener: nesting a little or a lot.
      const opener = ["(", "[", "{", "<", "!add(1,", "let a = 1 in ", "#ifdef X\n", "/*"][pick(8)] as string;
      const n = 1 + pick(random() < 0.9 ? 50 : 3000);
      return out(text.slice(0, at) + opener.repeat(n) + text.slice(at), `repeat ${JSON.stringify(opener)} x${n} at ${at}`);
    }
    case "window": {
      // A slice of lines of a big file: its syntax without its includes.
      const l = lines();
      const start = pick(l.length);
      const len = 5 + pick(80);
      return out(l.slice(start, start + len).join("\n"), `lines ${start + 1}..${start + len}`);
    }
  }
}

/**
 * One input: mostly a mutated window of lines of any seed, run without include
 * directories (fast: the syntax and evaluation of real files, not their includes);
 * `wholeShare` of them are whole mutated seeds with their includes (a whole upstream
 * file evaluates a large include tree: a tenth of a second or more), a few unmutated.
 */
export function nextInput(seeds: readonly Seed[], random: () => number, wholeShare: number): { source: Seed; bytes: Uint8Array; mutation: string } {
  const seed = seeds[Math.floor(random() * seeds.length)] as Seed;
  const roll = random();
  if (roll < 0.01) return { source: seed, bytes: seed.bytes, mutation: "none" };
  if (roll < 0.01 + wholeShare) return { source: seed, ...mutate(seed.bytes, random) };
  const text = Buffer.from(seed.bytes).toString("latin1").split("\n");
  const start = Math.floor(random() * text.length);
  const length = 5 + Math.floor(random() * 120);
  const window = Buffer.from(text.slice(start, start + length).join("\n"), "latin1");
  const mutated = mutate(window, random);
  return {
    source: { name: seed.name, bytes: window, includeDirs: [] },
    bytes: mutated.bytes,
    mutation: `lines ${start + 1}..${start + length}, ${mutated.mutation}`,
  };
}

/** The first diagnostic of a stderr, reduced to its message kind (no locations or names). */
function firstMessage(stderr: string): string {
  for (const line of stderr.split("\n")) {
    const m = /(?:^|: )(error|LLVM ERROR): (.*)$/.exec(line) ?? /^[^:]+: (Could not open .*|.* errors\.)$/.exec(line);
    if (m) return (m[2] ?? m[1] ?? "").replace(/'[^']*'/g, "'…'").replace(/`[^`]*'/g, "`…'").replace(/\d+/g, "N").slice(0, 90);
  }
  return stderr.length === 0 ? "(nothing)" : stderr.split("\n")[0]?.slice(0, 90) ?? "";
}

interface OracleVerdict {
  readonly status: number;
  readonly stderr: string;
}

/**
 * mlir-tblgen on many inputs: one shell runs it on each (a spawn from this large process
 * costs more than mlir-tblgen's own run), each input from its own file with its -I
 * directories and defs/ last (tsmlir-tblgen's default include path), bounded in time.
 */
function runOracleBatch(inputs: readonly { bytes: Uint8Array; includeDirs: readonly string[] }[], dir: string, timeoutSeconds: number): Promise<OracleVerdict[]> {
  const quote = (s: string): string => `'${s.replaceAll("'", "'\\''")}'`;
  const lines = inputs.map((input, k) => {
    writeFileSync(join(dir, `in${k}.td`), input.bytes);
    const includes = [...input.includeDirs, DEFS].map((d) => `-I ${quote(d)}`).join(" ");
    return `timeout -s KILL ${timeoutSeconds} ${quote(MLIR_TBLGEN)} --print-records ${includes} - < in${k}.td > /dev/null 2> err${k}; echo $? > rc${k}`;
  });
  writeFileSync(join(dir, "run.sh"), `${lines.join("\n")}\n`);
  return new Promise((done) => {
    // A crashing mlir-tblgen would symbolize its stack dump: the dump is not compared.
    const child = spawn("sh", ["run.sh"], { cwd: dir, stdio: "ignore", env: { ...process.env, LLVM_DISABLE_SYMBOLIZATION: "1" } });
    child.on("close", () => {
      done(
        inputs.map((_, k) => {
          const rc = Number(readFileSync(join(dir, `rc${k}`), "latin1").trim());
          return { status: rc, stderr: readFileSync(join(dir, `err${k}`), "latin1") };
        }),
      );
    });
  });
}

export async function runTablegenFuzz(
  seeds: readonly Seed[],
  count: number,
  seed: number,
  options: {
    oracle?: boolean;
    slowLimitMs?: number;
    wholeShare?: number;
    progress?: (done: number, failures: number, disagreements: number, report: () => TablegenFuzzReport) => void;
  } = {},
): Promise<TablegenFuzzReport> {
  // Mutated texts would fill the parse cache with trees nobody asks for again.
  process.env["TSMLIR_TBLGEN_PARSE_CACHE"] ??= "32";
  const { main } = await import("../src/cli/tblgen.js");
  const useOracle = options.oracle !== false && existsSync(MLIR_TBLGEN);
  const slowLimitMs = options.slowLimitMs ?? 20000;
  const random = rng(seed);
  const failures: TablegenFuzzFailure[] = [];
  const disagreements = new Map<string, Disagreement>();
  let accepted = 0;
  let rejected = 0;
  let compared = 0;
  let oracleCrashed = 0;
  let oracleTimedOut = 0;
  let slowestMs = 0;
  const pending = new Set<Promise<void>>();
  let batch: OracleInput[] = [];
  let batches = 0;
  const record = (input: OracleInput, theirs: OracleVerdict): void => {
    const { ours } = input;
    if (theirs.status === 137) {
      oracleTimedOut++;
      return;
    }
    if (theirs.status >= 128) {
      oracleCrashed++;
      return;
    }
    compared++;
    if ((theirs.status === 0) === (ours.status === 0)) return;
    const theirFirst = firstMessage(theirs.stderr);
    const key = `${ours.status === 0 ? "accepted" : ours.first} | ${theirs.status === 0 ? "accepted" : theirFirst}`;
    const entry = disagreements.get(key);
    if (entry !== undefined) entry.count++;
    else
      disagreements.set(key, {
        ours: ours.status === 0 ? "accepted" : ours.first,
        theirs: theirs.status === 0 ? "accepted" : theirFirst,
        count: 1,
        example: input.example,
        input: input.bytes,
        includeDirs: input.includeDirs,
      });
  };
  const launch = (inputs: readonly OracleInput[]): void => {
    const batchDir = mkdtempSync(join(tmpdir(), `tsmlir-fuzz-td-${++batches}-`));
    const job = runOracleBatch(inputs, batchDir, Math.ceil((slowLimitMs * 2) / 1000))
      .then((verdicts) => inputs.forEach((input, k) => record(input, verdicts[k] as OracleVerdict)))
      .finally(() => rmSync(batchDir, { recursive: true, force: true }));
    pending.add(job);
    void job.then(() => pending.delete(job));
  };
  for (let i = 0; i < count && seeds.length > 0; i++) {
    const { source, bytes, mutation } = nextInput(seeds, random, options.wholeShare ?? 0.05);
    const err: Buffer[] = [];
    const io: TblgenIO = { writeStdout: () => {}, writeStderr: (b) => err.push(Buffer.from(b)), readStdin: () => bytes };
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    let status: number;
    try {
      status = await main(["--print-records", ...source.includeDirs.flatMap((d) => ["-I", d]), "-"], io);
    } catch (error) {
      failures.push({ source: source.name, mutation, problem: `escaped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`, input: bytes });
      continue;
    }
    const elapsed = performance.now() - started;
    slowestMs = Math.max(slowestMs, elapsed);
    const stderr = Buffer.concat(err).toString("latin1");
    // A JavaScript stack frame line ("    at f (file:1:2)"), not a source line that starts with "at".
    const jsStack = /^\s+at (?:.+ \()?(?:file:\/\/|node:|\/)[^\s]*:\d+:\d+\)?$/m.test(stderr);
    if (jsStack || /internal failure|RangeError|TypeError|Maximum call stack/.test(stderr) || status === 2) {
      failures.push({ source: source.name, mutation, problem: `status ${status}: ${stderr.slice(0, 300)}`, input: bytes });
    }
    if (elapsed > slowLimitMs) failures.push({ source: source.name, mutation, problem: `took ${elapsed.toFixed(0)} ms`, input: bytes });
    const grown = process.memoryUsage().heapUsed - heapBefore;
    if (grown > 512 * 1024 * 1024 + bytes.length * 256) {
      failures.push({ source: source.name, mutation, problem: `heap grew ${(grown / 1048576).toFixed(0)} MB`, input: bytes });
    }
    if (status === 0) accepted++;
    else rejected++;
    if (useOracle) {
      batch.push({ bytes, includeDirs: source.includeDirs, ours: { status, first: firstMessage(stderr) }, example: `${source.name} [${mutation}]` });
      if (batch.length >= 50) {
        launch(batch);
        batch = [];
      }
      if (pending.size >= 2) await Promise.race(pending);
    }
    if (options.progress !== undefined && (i + 1) % 1000 === 0) {
      const done = i + 1;
      options.progress(done, failures.length, [...disagreements.values()].reduce((n, d) => n + d.count, 0), () => report(done));
    }
  }
  if (batch.length > 0) launch(batch);
  await Promise.all(pending);
  return report(count);
  // The counts so far (verdicts still with mlir-tblgen are not in them).
  function report(inputs: number): TablegenFuzzReport {
    return {
      inputs,
      accepted,
      rejected,
      failures,
      slowestMs,
      compared,
      oracleCrashed,
      oracleTimedOut,
      disagreements: [...disagreements.values()].sort((a, b) => b.count - a.count),
    };
  }
}

export function formatReport(report: TablegenFuzzReport, seedCount: number): string {
  const lines = [
    `fuzz-tablegen: ${seedCount} seed files; ${report.inputs} inputs, ${report.accepted} accepted, ${report.rejected} rejected, ` +
      `${report.failures.length} failures, slowest ${report.slowestMs.toFixed(0)} ms`,
  ];
  for (const f of report.failures.slice(0, 20)) lines.push(`  FAILURE ${f.source} [${f.mutation}]: ${f.problem}`);
  if (report.compared > 0) {
    const total = report.disagreements.reduce((n, d) => n + d.count, 0);
    lines.push(
      `  compared with mlir-tblgen: ${report.compared}, accept/reject disagreements: ${total}; not compared: ${report.oracleCrashed} mlir-tblgen crashes, ${report.oracleTimedOut} mlir-tblgen timeouts`,
    );
    for (const d of report.disagreements) lines.push(`    ${String(d.count).padStart(6)}  ours: ${d.ours}  |  mlir-tblgen: ${d.theirs}   e.g. ${d.example}`);
  }
  return lines.join("\n");
}

/** Writes the report's examples to `dir` (disagreementN.td with its .args, failureN.td). */
function keepExamples(dir: string, report: TablegenFuzzReport): void {
  mkdirSync(dir, { recursive: true });
  report.disagreements.forEach((d, i) => {
    writeFileSync(join(dir, `disagreement${i}.td`), d.input);
    writeFileSync(join(dir, `disagreement${i}.args`), d.includeDirs.map((includeDir) => `-I ${includeDir}`).join(" "));
  });
  report.failures.forEach((f, i) => writeFileSync(join(dir, `failure${i}.td`), f.input));
}

const invokedDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
  const count = Number(args[0] ?? 100000);
  const seed = Number(args[1] ?? 1);
  const seeds = [...loadSeeds(), ...generatedSeeds()];
  // --report=FILE: the report so far every 5,000 inputs, and the final one.
  const reportFile = process.argv.find((a) => a.startsWith("--report="))?.slice("--report=".length);
  // --keep=DIR: the first input of each kind of disagreement (and its -I directories) and every failure, to replay with both tools.
  const keep = process.argv.find((a) => a.startsWith("--keep="))?.slice("--keep=".length);
  const started = performance.now();
  const report = await runTablegenFuzz(seeds, count, seed, {
    oracle: !process.argv.includes("--no-oracle"),
    progress: (done, failures, disagreements, partial) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      process.stderr.write(`  ${done} inputs, ${failures} failures, ${disagreements} disagreements, ${seconds} s\n`);
      if (done % 5000 !== 0) return;
      const sofar = partial();
      if (reportFile !== undefined) writeFileSync(reportFile, `after ${done} of ${count} inputs, ${seconds} s (seed ${seed}):\n${formatReport(sofar, seeds.length)}\n`);
      if (keep !== undefined) keepExamples(keep, sofar);
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(formatReport(report, seeds.length));
  console.log(`seed ${seed}, ${seconds} s`);
  if (reportFile !== undefined) writeFileSync(reportFile, `all ${count} inputs, ${seconds} s (seed ${seed}):\n${formatReport(report, seeds.length)}\n`);
  if (keep !== undefined) keepExamples(keep, report);
  process.exitCode = report.failures.length === 0 ? 0 : 1;
}
