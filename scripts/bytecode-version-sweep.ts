// Bytecode version sweep against mlir-opt 19: for every generic corpus file and every
// bytecode version N (0..6), compares tsmlir-opt with mlir-opt on
//   refusal  which (file, N) mlir-opt refuses to write, and that tsmlir-opt refuses them
//            with the same diagnostic text;
//   read     tsmlir-opt reading mlir-opt's version-N bytecode prints exactly what mlir-opt
//            prints for it (generic form, debug info);
//   write    tsmlir-opt's own version-N bytecode is byte-identical to mlir-opt's, or else
//            read by mlir-opt into the same IR;
//   lazy     reading lazily and materializing everything gives the eager result (versions
//            below 2 have nothing to defer);
//   elide    for files with resources, --elide-resource-data-from-bytecode output is
//            byte-identical (or read back identically) and read identically.
// mlir-opt's outputs are cached under the cache directory (keyed by file and version).
//
//   npx tsx scripts/bytecode-version-sweep.ts [--versions=0-7] [--sample=N] [--dir=INPUTS] [--only=NAME] [--cache=DIR] [--verbose]
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { main as optMain } from "../src/cli/opt.js";
import { setOptIO } from "../src/cli/opt-io.js";
import { BytecodeIRReader } from "../src/bytecode/reader/ir-reader.js";
import { AsmTextualCodec } from "../src/bytecode/text-codec.js";
import { MLIRContext } from "../src/ir/context.js";
import type { Operation } from "../src/ir/operation.js";
import { registerAllDialects } from "../src/dialects/index.js";
import { printTopLevel } from "../src/asm/printer.js";
import { corpusDir, mapLimited, runMlirOpt, type RunResult } from "../test/bytecode/oracle.js";

export const PRINT_ARGS = ["--allow-unregistered-dialect", "--mlir-print-op-generic", "--mlir-print-debuginfo"] as const;

export interface VersionCounts {
  readonly version: number;
  files: number;
  /** (file, N) that mlir-opt refuses to write; and how many of those tsmlir-opt refuses with the same text. */
  refused: number;
  refusedSame: number;
  /** mlir-opt's bytecode read by tsmlir-opt into the same print (out of the files mlir-opt wrote). */
  read: number;
  readIdentical: number;
  /** Files mlir-opt writes but cannot read back itself (tsmlir-opt must refuse them too). */
  unreadable: number;
  /** Our bytecode read by mlir-opt into the same print as its own; byte-identical ones among them. */
  written: number;
  writtenSame: number;
  byteIdentical: number;
  /** Lazy read + materializeAll printing the eager result; ops deferred in all. */
  lazy: number;
  lazySame: number;
  deferred: number;
  /** --elide-resource-data-from-bytecode over files with resources. */
  elided: number;
  elidedByteIdentical: number;
  elidedWrittenSame: number;
  elidedReadIdentical: number;
}

export interface SweepResult {
  readonly counts: VersionCounts[];
  readonly failures: string[];
}

export interface SweepOptions {
  readonly files: readonly string[];
  readonly versions: readonly number[];
  /** Where mlir-opt's outputs are cached (kept between runs). */
  readonly cacheDir: string;
  readonly genericDir?: string;
  /** mlir-opt processes at a time. */
  readonly concurrency?: number;
  readonly log?: (line: string) => void;
}

interface CliResult {
  readonly code: number;
  readonly stdout: Buffer;
  readonly stderr: string;
}

/** Runs tsmlir-opt's command line in-process in `cwd` (default: the process's), capturing its streams. */
export async function runTsmlirOpt(args: readonly string[], cwd?: string): Promise<CliResult> {
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  const restore = setOptIO({
    writeStdout: (b) => out.push(Buffer.from(b)),
    writeStderr: (b) => err.push(Buffer.from(b)),
    cwd,
  });
  try {
    const code = await optMain(args);
    return { code, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString("latin1") };
  } finally {
    restore();
  }
}

/** Runs mlir-opt unless `out` (and its .json status) is cached; returns the status. */
async function cachedMlirOpt(args: readonly string[], cwd: string, statusFile: string): Promise<RunResult> {
  if (existsSync(statusFile)) {
    const s = JSON.parse(readFileSync(statusFile, "utf8")) as { code: number; stderr: string; stdout?: string };
    return { code: s.code, stderr: s.stderr, stdout: Buffer.from(s.stdout ?? "", "latin1") };
  }
  const r = await runMlirOpt(args, cwd);
  writeFileSync(statusFile, JSON.stringify({ code: r.code, stderr: r.stderr, stdout: r.stdout.toString("latin1") }));
  return r;
}

function hasResources(text: string): boolean {
  return text.includes("\n{-#");
}

function printLazyAndEager(bytes: Uint8Array): { eager: string; lazy: string; deferred: number; deferredAtStart: boolean } {
  const flags = { printGenericOpForm: true, printDebugInfo: true, printLocalScope: false };
  const print = (ops: readonly Operation[]): string => ops.map((op) => printTopLevel(op, { flags }).join("")).join("\n");
  const newContext = (): MLIRContext => {
    const context = new MLIRContext({ allowUnregisteredDialects: true });
    registerAllDialects(context);
    return context;
  };
  const eager = new BytecodeIRReader(bytes, { context: newContext(), textual: new AsmTextualCodec() });
  const eagerText = print(eager.readTopLevel());
  const lazy = new BytecodeIRReader(bytes, { context: newContext(), textual: new AsmTextualCodec(), lazy: true });
  const ops = lazy.readTopLevel();
  const deferred = lazy.numOpsToMaterialize;
  const deferredAtStart = ops.some((op) => lazy.isMaterializable(op));
  lazy.materializeAll();
  if (lazy.numOpsToMaterialize !== 0) throw new Error(`${lazy.numOpsToMaterialize} ops left unmaterialized`);
  return { eager: eagerText, lazy: print(ops), deferred, deferredAtStart };
}

function firstDifference(a: string, b: string): string {
  const la = a.split("\n");
  const lb = b.split("\n");
  for (let i = 0; i < Math.max(la.length, lb.length); i++) {
    if (la[i] !== lb[i]) return `line ${i + 1}: want ${JSON.stringify((la[i] ?? "<eof>").slice(0, 160))}, got ${JSON.stringify((lb[i] ?? "<eof>").slice(0, 160))}`;
  }
  return "no difference";
}

export async function runVersionSweep(options: SweepOptions): Promise<SweepResult> {
  const genericDir = options.genericDir ?? join(corpusDir, "generic");
  const limit = options.concurrency ?? 2;
  const log = options.log ?? (() => {});
  const failures: string[] = [];
  const fail = (line: string): void => {
    failures.push(line);
    log(`  FAIL ${line}`);
  };
  const work = mkdtempSync(join(tmpdir(), "tsmlir-version-sweep-"));
  const counts: VersionCounts[] = [];
  try {
    for (const version of options.versions) {
      const c: VersionCounts = {
        version,
        files: options.files.length,
        refused: 0,
        refusedSame: 0,
        read: 0,
        readIdentical: 0,
        unreadable: 0,
        written: 0,
        writtenSame: 0,
        byteIdentical: 0,
        lazy: 0,
        lazySame: 0,
        deferred: 0,
        elided: 0,
        elidedByteIdentical: 0,
        elidedWrittenSame: 0,
        elidedReadIdentical: 0,
      };
      counts.push(c);
      for (const elide of [false, true]) {
        const files = elide ? options.files.filter((f) => hasResources(readFileSync(join(genericDir, f), "latin1"))) : options.files;
        if (files.length === 0) continue;
        const tag = `v${version}${elide ? "-elide" : ""}`;
        const theirsDir = join(options.cacheDir, tag);
        const oursDir = join(work, tag);
        mkdirSync(theirsDir, { recursive: true });
        mkdirSync(oursDir, { recursive: true });
        const emitArgs = ["--allow-unregistered-dialect", "--emit-bytecode", `--emit-bytecode-version=${version}`];
        if (elide) emitArgs.push("--elide-resource-data-from-bytecode");
        const bc = (f: string): string => f.replace(/\.mlir$/, ".mlirbc");
        // mlir-opt writes (cached), then prints what it wrote (cached).
        const theirWrites = await mapLimited(files, limit, (f) =>
          cachedMlirOpt([...emitArgs, f, "-o", join(theirsDir, bc(f))], genericDir, join(theirsDir, `${bc(f)}.emit.json`)),
        );
        const theirPrints = await mapLimited(files, limit, async (f) => {
          const i = files.indexOf(f);
          if ((theirWrites[i] as RunResult).code !== 0) return undefined;
          return cachedMlirOpt([...PRINT_ARGS, bc(f)], theirsDir, join(theirsDir, `${bc(f)}.print.json`));
        });
        // Ours, written from the same text through tsmlir-opt's command line.
        const ourWrites: CliResult[] = [];
        for (const f of files) ourWrites.push(await runTsmlirOpt([...emitArgs, f, "-o", join(oursDir, bc(f))], genericDir));
        // mlir-opt reads ours where the bytes differ.
        const identical = files.map((f, i) => {
          if ((theirWrites[i] as RunResult).code !== 0 || (ourWrites[i] as CliResult).code !== 0) return false;
          return readFileSync(join(theirsDir, bc(f))).equals(readFileSync(join(oursDir, bc(f))));
        });
        const ourPrintsByMlir = await mapLimited(files, limit, async (f) => {
          const i = files.indexOf(f);
          if (identical[i] || (theirWrites[i] as RunResult).code !== 0 || (ourWrites[i] as CliResult).code !== 0) return undefined;
          return runMlirOpt([...PRINT_ARGS, bc(f)], oursDir);
        });
        for (let i = 0; i < files.length; i++) {
          const f = files[i] as string;
          const theirs = theirWrites[i] as RunResult;
          const ours = ourWrites[i] as CliResult;
          const where = `${tag} ${f}`;
          if (theirs.code !== 0) {
            if (!elide) c.refused++;
            if (ours.code !== 0 && ours.stderr === theirs.stderr) {
              if (!elide) c.refusedSame++;
            } else if (ours.code === 0) fail(`${where}: mlir-opt refuses (${theirs.stderr.split("\n")[0]}) but tsmlir-opt writes it`);
            else fail(`${where}: refused with different text: ${firstDifference(theirs.stderr, ours.stderr)}`);
            continue;
          }
          if (ours.code !== 0) {
            fail(`${where}: tsmlir-opt refuses what mlir-opt writes: ${ours.stderr.split("\n")[0]}`);
          }
          const theirPrint = theirPrints[i] as RunResult;
          // (b) written: byte-identical, or read by mlir-opt into the same IR.
          if (ours.code === 0) {
            if (elide) c.elided++;
            else c.written++;
            const byMlir = ourPrintsByMlir[i];
            const same = identical[i] || (byMlir !== undefined && byMlir.code === 0 && byMlir.stdout.equals(theirPrint.stdout));
            if (identical[i]) {
              if (elide) c.elidedByteIdentical++;
              else c.byteIdentical++;
            }
            if (same) {
              if (elide) c.elidedWrittenSame++;
              else c.writtenSame++;
            } else if (byMlir !== undefined && byMlir.code !== 0) fail(`${where}: mlir-opt rejects our bytecode: ${byMlir.stderr.split("\n")[0]}`);
            else fail(`${where}: mlir-opt reads our bytecode differently: ${firstDifference(theirPrint.stdout.toString("latin1"), byMlir?.stdout.toString("latin1") ?? "")}`);
            if (!identical[i]) log(`  ${where}: written bytes differ from mlir-opt's`);
          }
          // (a) read: tsmlir-opt reads mlir-opt's bytecode into the same print.
          const ourRead = await runTsmlirOpt([...PRINT_ARGS, bc(f)], theirsDir);
          if (theirPrint.code !== 0) {
            // An mlir-opt corner case (e.g. an empty resource blob written with alignment 0).
            if (!elide) c.unreadable++;
            log(`  ${where}: mlir-opt cannot read its own bytecode: ${theirPrint.stderr.split("\n")[0]}`);
            if (ourRead.code === 0) fail(`${where}: tsmlir-opt reads what mlir-opt refuses: ${theirPrint.stderr.split("\n")[0]}`);
            continue;
          }
          if (!elide) c.read++;
          const readSame = ourRead.code === theirPrint.code && ourRead.stdout.equals(theirPrint.stdout);
          if (readSame) {
            if (elide) c.elidedReadIdentical++;
            else c.readIdentical++;
          } else if (ourRead.code !== 0) fail(`${where}: tsmlir-opt fails to read mlir-opt's bytecode: ${ourRead.stderr.split("\n")[0]}`);
          else fail(`${where}: tsmlir-opt reads mlir-opt's bytecode differently: ${firstDifference(theirPrint.stdout.toString("latin1"), ourRead.stdout.toString("latin1"))}`);
          // (d) lazy loading over this version.
          if (!elide) {
            c.lazy++;
            try {
              const r = printLazyAndEager(new Uint8Array(readFileSync(join(theirsDir, bc(f)))));
              c.deferred += r.deferred;
              if (version < 2 && (r.deferred > 0 || r.deferredAtStart)) fail(`${where}: lazy reader deferred ops in a version ${version} file`);
              else if (r.lazy !== r.eager) fail(`${where}: lazy read differs from eager: ${firstDifference(r.eager, r.lazy)}`);
              else c.lazySame++;
            } catch (error) {
              fail(`${where}: lazy read failed: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
            }
          }
        }
      }
      log(formatCounts(c));
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return { counts, failures };
}

export function formatCounts(c: VersionCounts): string {
  return (
    `version ${c.version}: ${c.files} files, refused ${c.refused} (same text ${c.refusedSame}), ` +
    `read identical ${c.readIdentical}/${c.read}${c.unreadable > 0 ? ` (+${c.unreadable} mlir-opt cannot read back, refused by both)` : ""}, written read-back identical ${c.writtenSame}/${c.written}, ` +
    `byte-identical ${c.byteIdentical}/${c.written}, lazy ${c.lazySame}/${c.lazy} (${c.deferred} ops deferred), ` +
    `elided: byte-identical ${c.elidedByteIdentical}/${c.elided}, read back ${c.elidedWrittenSame}/${c.elided}, read ${c.elidedReadIdentical}/${c.elided}`
  );
}

/** Every `step`-th file of the sorted list (all when step is 1), always with those with resources. */
export function sampleFiles(genericDir: string, step: number): string[] {
  const all = readdirSync(genericDir)
    .filter((f) => f.endsWith(".mlir"))
    .sort();
  return all.filter((f, i) => i % step === 0 || hasResources(readFileSync(join(genericDir, f), "latin1")));
}

const invokedDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const [lo, hi] = (arg("versions") ?? "0-6").split("-").map(Number) as [number, number | undefined];
  const versions = Array.from({ length: (hi ?? lo) - lo + 1 }, (_, i) => lo + i);
  const genericDir = arg("dir") ?? join(corpusDir, "generic");
  const files = sampleFiles(genericDir, Number(arg("sample") ?? 1));
  const only = arg("only");
  const selected = only === undefined ? files : files.filter((f) => f.includes(only));
  const cacheDir = arg("cache") ?? join(tmpdir(), "tsmlir-version-sweep-cache");
  const verbose = process.argv.includes("--verbose");
  void runVersionSweep({
    genericDir,
    files: selected,
    versions,
    cacheDir,
    log: (line) => {
      if (verbose || !line.startsWith("  ") || line.startsWith("  FAIL")) console.log(line);
    },
  }).then((result) => {
    console.log(`\n${result.failures.length} failures`);
    process.exitCode = result.failures.length === 0 ? 0 : 1;
  });
}
