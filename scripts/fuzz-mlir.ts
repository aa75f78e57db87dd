// Mutation fuzzer for tsmlir-opt on MLIR text: mutations of the shared corpus's cases/
// files, plus generated deep and large inputs, run through the whole command line
// (`--allow-unregistered-dialect --split-input-file`, as the corpus's tests run). Ordinary
// inputs run in-process (captured streams); deeply nested ones through the launcher
// process, which is what runs them on a large stack. A run fails on a JavaScript stack, an
// internal failure or exception, an input that takes too long, or heap growth out of
// proportion to the input. With mlir-opt installed every input is also run by it and the
// two are compared: exit status, then stdout (both accepted) or the first diagnostic
// (both refused); mlir-opt crashing is counted apart, and so are inputs refused by us for
// syntax of a dialect tsmlir does not define.
//
//   npx tsx scripts/fuzz-mlir.ts [COUNT=100000] [SEED=1] [--no-oracle] [--keep=DIR] [--report=FILE]
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { main, tsmlirOptRegistry } from "../src/cli/opt.js";
import { setOptIO } from "../src/cli/opt-io.js";
import { DEFAULT_NESTING_LIMIT } from "../src/asm/parser-state.js";
import { textNesting } from "../src/cli/deep-input.js";
import { OUR_DIALECTS } from "./our-dialects.js";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const MLIR_OPT = process.env["MLIR_OPT"] ?? join(process.env["TSMLIR_ORACLE_DIR"] ?? "/usr/lib/llvm-19/bin", "mlir-opt");
const CASES_DIR = join(process.env["TSMLIR_SHARED_DIR"] ?? resolve(repoRoot, "../shared"), "corpus/public/cases");
const LAUNCHER = join(repoRoot, "bin/tsmlir-opt.mjs");
const BUILT = join(repoRoot, "dist/src/cli/deep-input.js");
const ARGS = ["--allow-unregistered-dialect", "--split-input-file"];

export interface TextSeed {
  readonly name: string;
  readonly text: string;
}

export interface TextFuzzFailure {
  readonly source: string;
  readonly mutation: string;
  readonly problem: string;
  /** The input, to replay it. */
  readonly input: string;
}

/** One kind of disagreement with mlir-opt, with a count and an example. */
export interface Mismatch {
  readonly kind: string;
  readonly ours: string;
  readonly theirs: string;
  count: number;
  example: string;
  /** The first example's text, to replay it. */
  readonly input: string;
}

export interface TextFuzzReport {
  readonly inputs: number;
  readonly accepted: number;
  readonly rejected: number;
  /** Run through the launcher process (deep input). */
  readonly viaProcess: number;
  readonly failures: TextFuzzFailure[];
  readonly slowestMs: number;
  /** Inputs mlir-opt also ran. */
  readonly compared: number;
  /** Same exit status and identical stdout and stderr. */
  readonly identical: number;
  /** Same exit status, both refused, same first diagnostic line (later lines differ). */
  readonly sameFirstDiagnostic: number;
  /** Both refused, the first error at the same place with a different message. */
  readonly messageOnly: number;
  readonly messageOnlyKinds: Mismatch[];
  /** mlir-opt crashed (a signal): not compared. */
  readonly oracleCrashed: number;
  /** mlir-opt gave no answer in time: not compared. */
  readonly oracleTimedOut: number;
  /** mlir-opt runs on many inputs at once (each input's result read back from the run's). */
  readonly oracleBatches: number;
  /**
   * The disagreement involves a dialect tsmlir does not define (an upstream dialect it
   * registers as a stub): our refusal of its custom syntax, a differing output line in its
   * syntax, or a first error (or the source line under it) naming its op, attribute or type.
   */
  readonly undefinedDialect: number;
  /** Not compared because no mlir-opt (or --no-oracle). */
  readonly notCompared: number;
  readonly mismatches: Mismatch[];
}

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

/** The corpus's cases/ files (latin1: bytes kept). */
export function loadTextSeeds(): TextSeed[] {
  if (!existsSync(CASES_DIR)) return [];
  return readdirSync(CASES_DIR)
    .filter((n) => n.endsWith(".mlir"))
    .sort()
    .map((n) => ({ name: `cases/${n}`, text: readFileSync(join(CASES_DIR, n), "latin1") }));
}

/** Generated inputs: deep nesting of each kind, a large dense attribute, many ops. */
export function generatedTextSeeds(): TextSeed[] {
  const depth = 3000;
  return [
    { name: `generated ${depth} nested regions`, text: `${'"t.a"() ({\n'.repeat(depth)}"t.b"() : () -> ()\n${"}) : () -> ()\n".repeat(depth)}` },
    { name: `generated ${depth} nested arrays`, text: `"t.a"() {x = ${"[".repeat(depth)}${"]".repeat(depth)}} : () -> ()\n` },
    { name: `generated ${depth} nested tuples`, text: `"t.a"() : () -> ${"tuple<".repeat(depth)}i32${">".repeat(depth)}\n` },
    {
      name: "generated 20000-element dense attribute",
      text: `"t.a"() {x = dense<[${Array.from({ length: 20000 }, (_, i) => String((i * 7919) % 65536 - 32768)).join(", ")}]> : tensor<20000xi32>} : () -> ()\n`,
    },
    { name: "generated 5000 ops", text: `func.func @f(%a: i32) -> i32 {\n${Array.from({ length: 5000 }, (_, i) => `  %v${i} = arith.addi %a, %a : i32\n`).join("")}  return %a : i32\n}\n` },
  ];
}

// What a hostile user types: MLIR's punctuation and keywords, broken tokens, numbers at
// and beyond 64 bits and the double range, NUL, invalid UTF-8, split markers, deep openers.
const FRAGMENTS = [
  "%", "%0", "%arg0", "^bb0", "^bb1:", "@f", "#map", "!t", "{", "}", "(", ")", "[", "]", "<", ">", ":", ",", "=", "->", "...", "?", "x",
  '"', '"\\', "\\n", "//", "// -----\n", "{-#", "#-}", "loc(", "loc(unknown)", "loc(#loc)", "dense<", "dense_resource<", "sparse<", "array<i64:",
  "affine_map<(d0) -> (d0)>", "affine_set<", "tensor<", "memref<", "vector<", "tuple<", "complex<", "i1", "i64", "f32", "bf16", "f80", "index",
  "none", "unit", "true", "false", "func.func", "func.return", "arith.constant", "arith.addi", "scf.for", "scf.yield", "cf.br", "builtin.module",
  "module", "attributes", "-", "0x", "0x7FF0000000000000", "1.0e400", "-1.0e400", "1e5", "9223372036854775807", "9223372036854775808",
  "18446744073709551616", "-9223372036854775809", "340282366920938463463374607431768211456", "9007199254740993", "0.", "1.5", "nan", "inf",
  "\0", "\xff\xfe", "\xc3\xa9", "\t", "\r", "\n", " ",
];

const MUTATIONS = ["delete", "duplicate-line", "swap-lines", "insert", "byte", "truncate", "repeat", "replace-number"] as const;

function mutate(text: string, random: () => number): { text: string; mutation: string } {
  const pick = (n: number): number => Math.floor(random() * n);
  const kind = MUTATIONS[pick(MUTATIONS.length)] as (typeof MUTATIONS)[number];
  const at = pick(text.length + 1);
  const lines = (): string[] => text.split("\n");
  switch (kind) {
    case "delete": {
      const len = 1 + pick(24);
      return { text: text.slice(0, at) + text.slice(at + len), mutation: `delete ${len} at ${at}` };
    }
    case "duplicate-line": {
      const l = lines();
      const i = pick(l.length);
      l.splice(i, 0, l[i] ?? "");
      return { text: l.join("\n"), mutation: `duplicate line ${i + 1}` };
    }
    case "swap-lines": {
      const l = lines();
      const i = pick(l.length);
      const j = pick(l.length);
      [l[i], l[j]] = [l[j] ?? "", l[i] ?? ""];
      return { text: l.join("\n"), mutation: `swap lines ${i + 1}/${j + 1}` };
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
      return { text: s, mutation: `insert ${what.join(" ")}` };
    }
    case "byte": {
      if (text.length === 0) return { text, mutation: "none" };
      const p = pick(text.length);
      return { text: text.slice(0, p) + String.fromCharCode(pick(256)) + text.slice(p + 1), mutation: `byte at ${p}` };
    }
    case "truncate":
      return { text: text.slice(0, at), mutation: `truncate at ${at}` };
    case "repeat": {
      const opener = ["(", "[", "{", "<", "tuple<", '"t.a"() ({\n', "[[", "{a = "][pick(8)] as string;
      const n = 1 + pick(random() < 0.9 ? 50 : 5000);
      return { text: text.slice(0, at) + opener.repeat(n) + text.slice(at), mutation: `repeat ${JSON.stringify(opener)} x${n} at ${at}` };
    }
    case "replace-number": {
      // A number of the text replaced by one at an edge.
      const numbers = [...text.matchAll(/\b\d+\b/g)];
      if (numbers.length === 0) return { text, mutation: "none" };
      const m = numbers[pick(numbers.length)] as RegExpMatchArray;
      const edge = ["0", "-1", "9223372036854775807", "9223372036854775808", "18446744073709551615", "18446744073709551616", "9007199254740993", "4294967296", "1e400"][pick(9)] as string;
      const start = m.index ?? 0;
      return { text: text.slice(0, start) + edge + text.slice(start + m[0].length), mutation: `number at ${start} -> ${edge}` };
    }
  }
}

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

async function runInProcess(args: readonly string[], cwd: string): Promise<Run> {
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  const restore = setOptIO({ writeStdout: (b) => out.push(Buffer.from(b)), writeStderr: (b) => err.push(Buffer.from(b)), cwd });
  try {
    const code = await main(args);
    return { code, stdout: Buffer.concat(out).toString("latin1"), stderr: Buffer.concat(err).toString("latin1") };
  } finally {
    restore();
  }
}

function runProcess(command: string, args: readonly string[], cwd: string, timeoutMs: number): Promise<Run & { signal: string | null; timedOut: boolean }> {
  return new Promise((done) => {
    // A crashing mlir-opt would symbolize its stack dump (seconds each): the dump is not compared.
    const child = spawn(command, [...args], { cwd, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, LLVM_DISABLE_SYMBOLIZATION: "1" } });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let outBytes = 0;
    child.stdout.on("data", (d: Buffer) => {
      // Huge outputs (deep regions print quadratically) are compared by their start only.
      if (outBytes < 1 << 24) out.push(d);
      outBytes += d.length;
    });
    child.stderr.on("data", (d: Buffer) => err.push(d));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, timeoutMs);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      done({ code: code ?? -1, signal, timedOut, stdout: Buffer.concat(out).toString("latin1"), stderr: Buffer.concat(err).toString("latin1") });
    });
  });
}

/** A JavaScript stack frame line ("    at f (file:1:2)"), not a source line that starts with "at". */
const JS_STACK = /^\s+at (?:.+ \()?(?:file:\/\/|node:|\/)[^\s]*:\d+:\d+\)?$/m;
/** Our diagnostics for custom syntax of an op: its dialect is checked against the ones tsmlir defines. */
const CUSTOM_OP_REFUSED = /custom op '([^'.]+)\.[^']*' (?:has no custom assembly form|is unknown)|Dialect `([^']+)' not found/;

/** Whether our refusal is about custom syntax of a dialect tsmlir does not define (a stub: its ops are unknown to us). */
function refusedForUndefinedDialect(stderr: string, registered: ReadonlySet<string>, defined: ReadonlySet<string>): boolean {
  const m = CUSTOM_OP_REFUSED.exec(firstError(stderr));
  if (m === null) return false;
  const namespace = m[1] ?? m[2] ?? "";
  return registered.has(namespace) && !defined.has(namespace);
}

/** The first `error:` line of a stderr, without its location. */
function firstError(stderr: string): string {
  for (const line of stderr.split("\n")) {
    const m = /(?:^|: )error: (.*)$/.exec(line);
    if (m) return m[1] ?? "";
  }
  return stderr.split("\n")[0] ?? "";
}

/** The first `error:` line of a stderr and the source line echoed under it. */
function firstErrorWithSource(stderr: string): string {
  const lines = stderr.split("\n");
  const at = lines.findIndex((line) => /(?:^|: )error: /.test(line));
  return at === -1 ? (lines[0] ?? "") : `${lines[at]}\n${lines[at + 1] ?? ""}`;
}

/** Where the first error is (its `file:line:col` prefix), or undefined when it has none. */
function firstErrorLocation(stderr: string): string | undefined {
  for (const line of stderr.split("\n")) {
    const m = /^(.*?:\d+:\d+): error: /.exec(line);
    if (m) return m[1];
    if (/(?:^|: )error: /.test(line)) return undefined;
  }
  return undefined;
}

/** The first error's offset in the input (split locations resolved to the file), or undefined. */
export function firstErrorOffset(stderr: string, text: string): number | undefined {
  const m = /within split at [^\n]*?:(\d+) offset :(\d+):(\d+): error: /.exec(stderr);
  if (m === null) return undefined;
  const line = Number(m[1]) + Number(m[2]) - 1;
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const newline = text.indexOf("\n", offset);
    if (newline < 0) return undefined;
    offset = newline + 1;
  }
  return offset + Number(m[3]) - 1;
}

/**
 * Where the body of a dialect attribute or type that starts with `<` at `open` ends: its
 * balanced `>` (as MLIR's parseDialectSymbolBody counts `<>`, `()`, `[]`, `{}`, skipping
 * string literals and `->`), or the end of the input when it has none.
 */
function dialectBodyEnd(text: string, open: number): number {
  const stack: string[] = [];
  const closers: Readonly<Record<string, string>> = { ">": "<", ")": "(", "]": "[", "}": "{" };
  for (let i = open; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === "\\") i++;
    } else if (c === "-" && text[i + 1] === ">") i++;
    else if (c === "<" || c === "(" || c === "[" || c === "{") stack.push(c);
    else if (closers[c] !== undefined) {
      if (stack.pop() !== closers[c]) return i;
      if (stack.length === 0) return i;
    }
  }
  return text.length;
}

/**
 * Whether `offset` lies inside an attribute or type of a dialect tsmlir does not define:
 * from its `#ns.` / `!ns.` / `#ns<` / `!ns<` to the end of its `<...>` body (not counting
 * such text in `//` comments). The error is then that dialect's parser's business.
 */
export function insideUndefinedDialectSyntax(text: string, offset: number, registered: ReadonlySet<string>, defined: ReadonlySet<string>): boolean {
  for (const m of text.matchAll(/[#!]([a-z_][a-z0-9_]*)(?:\.[A-Za-z0-9_$.-]*)?/g)) {
    const start = m.index;
    if (start > offset) return false;
    const namespace = m[1] ?? "";
    if (!registered.has(namespace) || defined.has(namespace)) continue;
    const lineStart = text.lastIndexOf("\n", start) + 1;
    if (text.slice(lineStart, start).includes("//")) continue;
    let end = start + m[0].length;
    if (text[end] === "<") end = dialectBodyEnd(text, end);
    if (offset <= end) return true;
  }
  return false;
}

/** A message reduced to its kind: quoted names and numbers elided, for grouping. */
function messageKind(message: string): string {
  return message.replace(/'[^']*'/g, "'…'").replace(/"[^"]*"/g, '"…"').replace(/\d+/g, "N").slice(0, 100);
}

/** The first line where two outputs differ (ours, theirs). */
function firstDifferentLine(ours: string, theirs: string): [string, string] {
  const a = ours.split("\n");
  const b = theirs.split("\n");
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) return [a[i] ?? "", b[i] ?? ""];
  return ["", ""];
}

/** Whether a line names an op, attribute or type of a registered dialect tsmlir does not define (a stub). */
function mentionsUndefinedDialect(line: string, registered: ReadonlySet<string>, defined: ReadonlySet<string>): boolean {
  for (const m of line.matchAll(/(?:^|[^\w$.%^@])[#!"']?([a-z_][a-z0-9_]*)\.[A-Za-z_]|[#!]([a-z_][a-z0-9_]*)</g)) {
    const namespace = m[1] ?? m[2] ?? "";
    if (registered.has(namespace) && !defined.has(namespace)) return true;
  }
  return false;
}

function firstLine(stderr: string): string {
  return stderr.split("\n")[0] ?? "";
}

export async function runTextFuzz(
  seeds: readonly TextSeed[],
  count: number,
  seed: number,
  options: { oracle?: boolean; slowLimitMs?: number; batchSize?: number; progress?: (done: number, report: TextFuzzReport) => void } = {},
): Promise<TextFuzzReport> {
  const useOracle = options.oracle !== false && existsSync(MLIR_OPT);
  const registry = tsmlirOptRegistry();
  // The dialects tsmlir defines (its own, from .td, and builtin); every other registered
  // namespace is an upstream dialect it registers as a stub (some with custom syntax).
  const defined = new Set<string>(["builtin", ...OUR_DIALECTS.filter((d) => d.partial !== true).map((d) => d.name)]);
  const registered = new Set(registry.namespaces);
  const canLaunch = existsSync(BUILT);
  const slowLimitMs = options.slowLimitMs ?? 30000;
  const batchSize = options.batchSize ?? 80;
  const random = rng(seed);
  const dir = mkdtempSync(join(tmpdir(), "tsmlir-fuzz-mlir-"));
  const failures: TextFuzzFailure[] = [];
  const mismatches = new Map<string, Mismatch>();
  const messageOnly = new Map<string, Mismatch>();
  const counts = { accepted: 0, rejected: 0, viaProcess: 0, oracleBatches: 0, oracleTimedOut: 0, compared: 0, identical: 0, sameFirstDiagnostic: 0, messageOnly: 0, oracleCrashed: 0, undefinedDialect: 0, notCompared: 0 };
  let slowestMs = 0;
  // `inputs`: how many were run so far (a progress report's), all of them at the end.
  const report = (inputs = count): TextFuzzReport => ({ inputs, ...counts, failures,
    slowestMs,
    mismatches: [...mismatches.values()].sort((a, b) => b.count - a.count),
    messageOnlyKinds: [...messageOnly.values()].sort((a, b) => b.count - a.count),
  });
  const mismatch = (kind: string, ours: string, theirs: string, example: string, input: string): void => {
    const key = `${kind} | ${ours} | ${theirs}`;
    const entry = mismatches.get(key);
    if (entry !== undefined) entry.count++;
    else mismatches.set(key, { kind, ours, theirs, count: 1, example, input });
  };
  /** mlir-opt's verdict on one input against ours, counted by class. */
  const classify = (entry: PendingInput, theirs: Run & { signal: string | null }, confirmed: boolean): "mismatch" | "done" => {
    const { ours, text, where } = entry;
    if (theirs.signal !== null || theirs.code > 128) {
      counts.oracleCrashed++;
      return "done";
    }
    if (ours.code === theirs.code && ours.stdout === theirs.stdout && ours.stderr === theirs.stderr) {
      counts.compared++;
      counts.identical++;
      return "done";
    }
    if (ours.code !== 0 && refusedForUndefinedDialect(ours.stderr, registered, defined)) {
      counts.undefinedDialect++;
      return "done";
    }
    const oursAccepted = ours.code === 0;
    const theirsAccepted = theirs.code === 0;
    if (oursAccepted && theirsAccepted) {
      const [mine, theirLine] = firstDifferentLine(ours.stdout, theirs.stdout);
      // A stub prints what it kept opaque as it was written; MLIR prints its own form. An
      // alias definition only one side has: an attribute a stub's custom form elides
      // (affine.store's map) is still given an alias by our walk of the op's attributes.
      const aliasLine = /^[#!][\w.$-]+ = /;
      if (
        mentionsUndefinedDialect(mine, registered, defined) ||
        mentionsUndefinedDialect(theirLine, registered, defined) ||
        ((aliasLine.test(mine) || aliasLine.test(theirLine)) && mentionsUndefinedDialect(ours.stdout, registered, defined))
      ) {
        counts.undefinedDialect++;
        return "done";
      }
    } else {
      // A refusal whose first error (or the source line under it) names an op, attribute or
      // type of a dialect tsmlir does not define: that dialect's parser or verifier decides.
      const mine = ours.code !== 0 ? firstErrorWithSource(ours.stderr) : "";
      const theirsFirst = theirs.code !== 0 ? firstErrorWithSource(theirs.stderr) : "";
      // Also an error inside a dialect attribute written over several lines (a
      // #sparse_tensor.encoding<{...}>): its offset lies within that attribute's body.
      const inside = [ours, theirs].some((run) => {
        const offset = run.code !== 0 ? firstErrorOffset(run.stderr, text) : undefined;
        return offset !== undefined && insideUndefinedDialectSyntax(text, offset, registered, defined);
      });
      if (mentionsUndefinedDialect(mine, registered, defined) || mentionsUndefinedDialect(theirsFirst, registered, defined) || inside) {
        counts.undefinedDialect++;
        return "done";
      }
      if (!oursAccepted && !theirsAccepted && firstLine(ours.stderr) === firstLine(theirs.stderr)) {
        // --split-input-file: later chunks may still differ; the first diagnostic agrees.
        counts.compared++;
        counts.sameFirstDiagnostic++;
        return "done";
      }
    }
    // A verdict read out of a batch is confirmed by a run of its own before it counts as a mismatch.
    if (!confirmed) return "mismatch";
    counts.compared++;
    if (oursAccepted !== theirsAccepted) {
      mismatch(
        oursAccepted ? "accepted by us only" : "refused by us only",
        oursAccepted ? "accepted" : messageKind(firstError(ours.stderr)),
        theirsAccepted ? "accepted" : messageKind(firstError(theirs.stderr)),
        where,
        text,
      );
    } else if (oursAccepted) mismatch("output differs", "", "", where, text);
    else {
      const location = firstErrorLocation(ours.stderr);
      if (location !== undefined && location === firstErrorLocation(theirs.stderr)) {
        // Both refuse at the same place: only the message differs.
        counts.messageOnly++;
        const key = `${messageKind(firstError(ours.stderr))} | ${messageKind(firstError(theirs.stderr))}`;
        const entry = messageOnly.get(key);
        if (entry !== undefined) entry.count++;
        else messageOnly.set(key, { kind: "same place, different message", ours: messageKind(firstError(ours.stderr)), theirs: messageKind(firstError(theirs.stderr)), count: 1, example: where, input: text });
      } else mismatch("different diagnostic", messageKind(firstError(ours.stderr)), messageKind(firstError(theirs.stderr)), where, text);
    }
    return "done";
  };
  const runAlone = async (entry: PendingInput): Promise<void> => {
    const theirs = await runProcess(MLIR_OPT, [...ARGS, entry.name], dir, slowLimitMs * 4);
    if (theirs.timedOut) counts.oracleTimedOut++;
    else classify(entry, theirs, true);
    rmSync(join(dir, entry.name), { force: true });
  };
  /** Runs `entries` as one mlir-opt run; a batch that crashed or could not be read back is halved. */
  const runBatch = async (entries: readonly PendingInput[]): Promise<void> => {
    if (entries.length === 1) return runAlone(entries[0] as PendingInput);
    counts.oracleBatches++;
    const batch = oracleBatch(entries.map((e) => e.text));
    const batchName = `batch${++batchFiles}.mlir`;
    writeFileSync(join(dir, batchName), Buffer.from(batch.text, "latin1"));
    const theirs = await runProcess(MLIR_OPT, [...ARGS, batchName], dir, slowLimitMs * 4);
    rmSync(join(dir, batchName), { force: true });
    const split = theirs.signal === null && !theirs.timedOut ? splitBatchResult(theirs, batch, batchName, entries.map((e) => e.name)) : undefined;
    if (split === undefined) {
      const half = Math.ceil(entries.length / 2);
      await runBatch(entries.slice(0, half));
      await runBatch(entries.slice(half));
      return;
    }
    const confirm: PendingInput[] = [];
    entries.forEach((entry, k) => {
      if (classify(entry, { ...(split[k] as Run), signal: null }, false) === "mismatch") confirm.push(entry);
      else rmSync(join(dir, entry.name), { force: true });
    });
    for (const entry of confirm) await runAlone(entry);
  };
  const pending = new Set<Promise<void>>();
  const launch = (job: Promise<void>): void => {
    pending.add(job);
    void job.then(() => pending.delete(job));
  };
  let batch: PendingInput[] = [];
  let batchFiles = 0;
  try {
    for (let i = 0; i < count && seeds.length > 0; i++) {
      const source = seeds[Math.floor(random() * seeds.length)] as TextSeed;
      const { text, mutation } = random() < 0.02 ? { text: source.text, mutation: "none" } : mutate(source.text, random);
      const name = `input${i}.mlir`;
      writeFileSync(join(dir, name), Buffer.from(text, "latin1"));
      const args = [...ARGS, name];
      const where = `${source.name} [${mutation}]`;
      // Deep input is the launcher's to put on a large stack: run it as a process.
      const deep = textNesting(Buffer.from(text, "latin1")) > DEFAULT_NESTING_LIMIT / 2 && canLaunch;
      const heapBefore = process.memoryUsage().heapUsed;
      const started = performance.now();
      let ours: Run;
      if (deep) {
        counts.viaProcess++;
        const r = await runProcess(process.execPath, [LAUNCHER, ...args], dir, slowLimitMs * 2);
        if (r.timedOut) failures.push({ source: where, mutation, input: text, problem: `no answer in ${slowLimitMs * 2} ms` });
        if (r.signal !== null) failures.push({ source: where, mutation, input: text, problem: `killed by ${r.signal}` });
        ours = r;
      } else {
        try {
          ours = await runInProcess(args, dir);
        } catch (error) {
          failures.push({ source: where, mutation, input: text, problem: `escaped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`.slice(0, 600) });
          continue;
        }
      }
      const elapsed = performance.now() - started;
      slowestMs = Math.max(slowestMs, elapsed);
      if (JS_STACK.test(ours.stderr) || /internal failure|RangeError|TypeError|Maximum call stack|FATAL ERROR/.test(ours.stderr) || (ours.code !== 0 && ours.code !== 1)) {
        failures.push({ source: where, mutation, input: text, problem: `status ${ours.code}: ${ours.stderr.slice(0, 400)}` });
      }
      if (elapsed > slowLimitMs) failures.push({ source: where, mutation, input: text, problem: `took ${elapsed.toFixed(0)} ms` });
      const grown = process.memoryUsage().heapUsed - heapBefore;
      if (!deep && grown > 512 * 1024 * 1024 + text.length * 256) failures.push({ source: where, mutation, input: text, problem: `heap grew ${(grown / 1048576).toFixed(0)} MB` });
      if (ours.code === 0) counts.accepted++;
      else counts.rejected++;
      if (!useOracle) {
        counts.notCompared++;
        rmSync(join(dir, name), { force: true });
        continue;
      }
      const entry: PendingInput = { name, text, where, ours };
      // Deep and large inputs run alone: mlir-opt crashes on deep ones, and large outputs are cut.
      if (deep || text.length > BATCH_INPUT_LIMIT) launch(runAlone(entry));
      else {
        batch.push(entry);
        if (batch.length >= batchSize) {
          launch(runBatch(batch));
          batch = [];
        }
      }
      if (pending.size >= 2) await Promise.race(pending);
      if (options.progress !== undefined && (i + 1) % 500 === 0) options.progress(i + 1, report(i + 1));
    }
    if (batch.length > 0) launch(runBatch(batch));
    await Promise.all(pending);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return report();
}

/** One of our runs waiting for mlir-opt's. */
interface PendingInput {
  readonly name: string;
  readonly text: string;
  readonly where: string;
  readonly ours: Run;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Inputs larger than this run through mlir-opt alone. */
const BATCH_INPUT_LIMIT = 64 * 1024;
const SPLIT = "// -----";

/** The stdout mlir-opt prints for the marker that closes input `k` of a batch (a chunk that succeeds). */
function acceptedMarker(k: number): string {
  return `"tsmlir.fuzz_marker"() {id = ${k} : i64} : () -> ()`;
}

/** The op name of the marker chunk that fails after input `k`: its diagnostic ends the input's stderr. */
function refusedMarker(k: number): string {
  return `tsmlir_fuzz_marker_${k}`;
}

interface OracleBatch {
  readonly text: string;
  /** Per input, the number of lines before its first line (which it shares with the split marker before it). */
  readonly lineOffsets: readonly number[];
}

/**
 * Many inputs as one --split-input-file run of mlir-opt (which makes a fresh context per
 * chunk): each input is followed by a chunk that succeeds and prints a marker (ending the
 * input's stdout) and a chunk that fails with a marker (ending its stderr). A split marker
 * may end an input's last line, so that chunk is the input's bytes exactly; a chunk after a
 * marker starts right after it, so the input's first chunk is its bytes too (on the marker's line).
 */
export function oracleBatch(texts: readonly string[]): OracleBatch {
  const parts: string[] = [];
  const lineOffsets: number[] = [];
  let lines = 0;
  texts.forEach((text, k) => {
    if (k > 0) parts.push(SPLIT);
    lineOffsets.push(lines);
    const tail = `${SPLIT}\n${acceptedMarker(k)}\n${SPLIT}\n${refusedMarker(k)}\n`;
    parts.push(text, tail);
    lines += countNewlines(text) + countNewlines(tail);
  });
  return { text: parts.join(""), lineOffsets };
}

function countNewlines(text: string): number {
  let n = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  return n;
}

/**
 * Each input's own run read out of a batch's: its chunks' stdout, its stderr with the
 * split locations renamed and renumbered as a run of the input alone prints them, and a
 * status (1 when it printed an error). Undefined when the batch's output cannot be read back.
 */
export function splitBatchResult(result: Run, batch: OracleBatch, batchName: string, names: readonly string[]): Run[] | undefined {
  const chunks = result.stdout.split(/^\/\/ -----\n/m);
  const errLines = result.stderr.split("\n");
  const runs: Run[] = [];
  let chunk = 0;
  let line = 0;
  for (let k = 0; k < names.length; k++) {
    const marker = acceptedMarker(k);
    const end = chunks.findIndex((c, i) => i >= chunk && c.includes(marker));
    if (end === -1 || chunks[end + 1] !== "") return undefined;
    const stdout = chunks.slice(chunk, end).join(`${SPLIT}\n`);
    chunk = end + 2;
    const refused = `custom op '${refusedMarker(k)}' is unknown`;
    const errEnd = errLines.findIndex((l, i) => i >= line && l.includes(refused));
    if (errEnd === -1) return undefined;
    const offset = batch.lineOffsets[k] as number;
    const name = names[k] as string;
    const own = errLines.slice(line, errEnd).map((l) =>
      l.replace(new RegExp(`within split at ${escapeRegExp(batchName)}:(\\d+) offset `, "g"), (_, n: string) => `within split at ${name}:${Number(n) - offset} offset `),
    );
    // The marker's diagnostic: its line, the source line and the caret.
    line = errEnd + 3;
    const stderr = own.length === 0 ? "" : `${own.join("\n")}\n`;
    runs.push({ code: own.some((l) => /(?:^|: )error: /.test(l)) ? 1 : 0, stdout, stderr });
  }
  // Everything after the last marker is the final empty chunk's.
  if (chunks.length !== chunk || errLines.slice(line).some((l) => l !== "")) return undefined;
  return runs;
}

export function formatTextFuzzReport(report: TextFuzzReport, seedCount: number): string {
  const unexplained = report.mismatches.reduce((n, m) => n + m.count, 0);
  const lines = [
    `fuzz-mlir: ${seedCount} seed files; ${report.inputs} inputs (${report.viaProcess} deep ones through the launcher), ` +
      `${report.accepted} accepted, ${report.rejected} refused, ${report.failures.length} failures (stack traces, internal failures, hangs, heap), slowest ${report.slowestMs.toFixed(0)} ms`,
  ];
  for (const f of report.failures.slice(0, 20)) lines.push(`  FAILURE ${f.source}: ${f.problem}`);
  if (report.notCompared === report.inputs) {
    lines.push(`  not compared with mlir-opt (${report.notCompared} inputs)`);
    return lines.join("\n");
  }
  lines.push(
    `  against mlir-opt (${report.oracleBatches} batched runs):`,
    `    ${report.identical} identical (status, stdout and stderr)`,
    `    ${report.sameFirstDiagnostic} both refused with the same first diagnostic (a later chunk's differs)`,
    `    ${report.messageOnly} both refused at the same place with a different message`,
    `    ${report.undefinedDialect} involving a dialect tsmlir does not define (an upstream dialect registered as a stub)`,
    `    ${report.oracleCrashed} mlir-opt crashed, ${report.oracleTimedOut} mlir-opt gave no answer in time`,
    `    ${unexplained} unexplained disagreements (our dialects and the IR core)`,
  );
  for (const m of report.mismatches.slice(0, 60)) {
    lines.push(`      ${String(m.count).padStart(6)}  ${m.kind}${m.ours || m.theirs ? `: ours ${m.ours}  |  mlir-opt ${m.theirs}` : ""}   e.g. ${m.example}`);
  }
  if (report.messageOnlyKinds.length > 0) lines.push("  same place, different message:");
  for (const m of report.messageOnlyKinds.slice(0, 30)) lines.push(`      ${String(m.count).padStart(6)}  ours ${m.ours}  |  mlir-opt ${m.theirs}   e.g. ${m.example}`);
  return lines.join("\n");
}

/** Writes the report's examples to `dir` (mismatchN / messageN / failureN.mlir). */
function keepExamples(dir: string, report: TextFuzzReport): void {
  mkdirSync(dir, { recursive: true });
  report.mismatches.forEach((m, i) => writeFileSync(join(dir, `mismatch${i}.mlir`), Buffer.from(m.input, "latin1")));
  report.messageOnlyKinds.forEach((m, i) => writeFileSync(join(dir, `message${i}.mlir`), Buffer.from(m.input, "latin1")));
  report.failures.forEach((f, i) => writeFileSync(join(dir, `failure${i}.mlir`), Buffer.from(f.input, "latin1")));
}

const invokedDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const positional = process.argv.slice(2).filter((a) => !a.startsWith("--"));
  const count = Number(positional[0] ?? 100000);
  const seed = Number(positional[1] ?? 1);
  const seeds = [...loadTextSeeds(), ...generatedTextSeeds()];
  const reportFile = process.argv.find((a) => a.startsWith("--report="))?.slice("--report=".length);
  // --keep=DIR: the first input of each kind of mismatch and every failure, to replay with both tools.
  const keep = process.argv.find((a) => a.startsWith("--keep="))?.slice("--keep=".length);
  const started = performance.now();
  const result = await runTextFuzz(seeds, count, seed, {
    oracle: !process.argv.includes("--no-oracle"),
    progress: (done, r) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      process.stderr.write(`  ${done} inputs, ${r.failures.length} failures, ${r.identical}/${r.compared} identical, ${seconds} s\n`);
      // --report=FILE: the report so far (verdicts of inputs still with mlir-opt not yet in), every 5,000 inputs.
      if (reportFile !== undefined && done % 5000 === 0) writeFileSync(reportFile, `after ${done} of ${count} inputs, ${seconds} s (seed ${seed}):\n${formatTextFuzzReport(r, seeds.length)}\n`);
      // The examples so far too: a run stopped early still leaves them to replay.
      if (keep !== undefined && done % 5000 === 0) keepExamples(keep, r);
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(formatTextFuzzReport(result, seeds.length));
  console.log(`seed ${seed}, ${seconds} s`);
  if (reportFile !== undefined) writeFileSync(reportFile, `all ${count} inputs, ${seconds} s (seed ${seed}):\n${formatTextFuzzReport(result, seeds.length)}\n`);
  if (keep !== undefined) keepExamples(keep, result);
  process.exitCode = result.failures.length === 0 ? 0 : 1;
}
