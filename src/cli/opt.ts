// tsmlir-opt: reads MLIR (text, or bytecode through the bytecode layer), verifies it and
// prints it back, mirroring mlir-opt's command line, split-input-file handling and
// diagnostics (including --verify-diagnostics).
import { closeSync, openSync, readFileSync, readSync, rmSync } from "node:fs";
import { getHeapSpaceStatistics } from "node:v8";
import { MLIRContext } from "../ir/context.js";
import { DialectRegistry } from "../ir/dialect.js";
import { UnknownLoc } from "../ir/location.js";
import { registerAllDialects } from "../dialects/index.js";
import type { Operation } from "../ir/operation.js";
import { verify } from "../ir/verifier.js";
import { IRDiagnosticError } from "../ir/diagnostics.js";
import { DiagnosticError, formatDiagnostic, type Diagnostic } from "../support/diagnostic.js";
import { renderIRDiagnostic, renderSourceDiagnostic } from "./opt-diagnostics.js";
import { SourceFile } from "../support/source.js";
import { parseSourceFile } from "../asm/parser.js";
import { printOperationForDiagnostic, printTopLevel } from "../asm/printer.js";
import type { ExternalResources } from "../asm/resources.js";
import type { ChunkSink } from "../asm/printer-state.js";
import { DiagnosticsError } from "../asm/errors.js";
import { DiagnosticVerifier } from "./opt-verify.js";
import { parseOptOptions, usage, UsageError, type OptOptions } from "./opt-options.js";
import { optIO, resolvePath, writeAll } from "./opt-io.js";
import { loadDialectPlugin } from "./opt-plugins.js";
// ---- pass stage (src/cli/opt-passes.ts) ----
import { PassStage, setupPassCommandLine, type PassStageEnvironment } from "./opt-passes.js";
import { internalFailure } from "./launch.js";

/** The bytecode layer's entry points (src/cli/opt-bytecode.ts), loaded only when needed. */
interface BytecodeSupport {
  isBytecode(bytes: Uint8Array): boolean;
  readBytecodeModuleWithWarnings(
    bytes: Uint8Array,
    context: MLIRContext,
    fileName: string,
  ): { readonly module: Operation; readonly warnings: readonly string[]; readonly errorNote: string };
  writeBytecodeModule(op: Operation, options: { emitBytecodeVersion?: number | bigint; elideResourceData?: boolean }): Uint8Array;
}

const BYTECODE_MAGIC = [0x4d, 0x4c, 0xef, 0x52]; // "ML\xEFR"
const NO_BYTES = new Uint8Array(0);
const NO_INPUT = Buffer.alloc(0);

function hasBytecodeMagic(bytes: Uint8Array): boolean {
  return BYTECODE_MAGIC.every((b, i) => bytes[i] === b);
}

async function loadBytecodeSupport(): Promise<BytecodeSupport> {
  try {
    return (await import("./opt-bytecode.js")) as BytecodeSupport;
  } catch {
    throw new Error("bytecode support is not available in this build");
  }
}

/** A loaded module plus what printing it back needs. */
export interface LoadedModule {
  readonly module: Operation;
  readonly externalResources?: ExternalResources;
  /** A note mlir-opt adds to each verification error of this input (bytecode's producer). */
  readonly verificationNote?: string;
}

/** TSMLIR_TIMING=1: wall and CPU time per phase on stderr (like mlir-opt's --mlir-timing, roughly). */
class PhaseTimer {
  private last = process.cpuUsage();
  private lastWall = process.hrtime.bigint();
  private readonly report: (text: string) => void;
  constructor(report: (text: string) => void) {
    this.report = report;
    const young = getHeapSpaceStatistics().find((space) => space.space_name === "new_space");
    if (young !== undefined) report(`tsmlir-opt timing: young generation ${(young.space_size / 2 ** 20).toFixed(0)} MB committed\n`);
  }
  lap(name: string): void {
    const now = process.cpuUsage();
    const ms = (now.user - this.last.user + now.system - this.last.system) / 1000;
    const wall = process.hrtime.bigint();
    const wallMs = Number(wall - this.lastWall) / 1e6;
    this.last = now;
    this.lastWall = wall;
    this.report(`tsmlir-opt timing: ${name} ${wallMs.toFixed(0)} ms wall, ${ms.toFixed(0)} ms cpu, rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB, heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB\n`);
  }
}

/** Where diagnostics go: straight to stderr, or through the --verify-diagnostics matcher. */
interface DiagnosticSink {
  report(diagnostic: Diagnostic, rendered: string): void;
}

/** Turns input bytes (text or bytecode) into a module; throws located diagnostics on bad input. */
export async function loadModule(
  bytes: Uint8Array,
  file: SourceFile,
  context: MLIRContext,
  options: OptOptions,
  warn: (text: string) => void = () => {},
): Promise<LoadedModule> {
  if (hasBytecodeMagic(bytes)) {
    const bytecode = await loadBytecodeSupport();
    const result = bytecode.readBytecodeModuleWithWarnings(bytes, context, file.name);
    for (const warning of result.warnings) warn(warning.endsWith("\n") ? warning : `${warning}\n`);
    return { module: result.module, verificationNote: result.errorNote };
  }
  const parsed = parseSourceFile(file, context, { allowUnregisteredDialect: options.allowUnregisteredDialect });
  return { module: parsed.module, externalResources: parsed.externalResources };
}

/** Writes a module's output (text, or bytecode with --emit-bytecode) to `emit`, in pieces. */
export async function writeModule(loaded: LoadedModule, options: OptOptions, emit: ChunkSink): Promise<void> {
  if (options.emitBytecode) {
    const bytecode = await loadBytecodeSupport();
    emit(
      bytecode.writeBytecodeModule(loaded.module, {
        ...(options.emitBytecodeVersion !== undefined ? { emitBytecodeVersion: options.emitBytecodeVersion } : {}),
        elideResourceData: options.elideResourceData,
      }),
    );
    return;
  }
  // mlir-opt refuses a bytecode version when printing text (after parsing and verifying).
  if (options.emitBytecodeVersion !== undefined) {
    throw new IRDiagnosticError(UnknownLoc.get(loaded.module.context), "bytecode version while not emitting bytecode");
  }
  const flags = {
    printGenericOpForm: options.printGeneric,
    printDebugInfo: options.printDebugInfo,
    printLocalScope: options.printLocalScope,
    ...(options.elideElementsAttrsLargerThan !== undefined ? { elideElementsAttrsLargerThan: options.elideElementsAttrsLargerThan } : {}),
  };
  const resources = loaded.externalResources !== undefined ? { externalResources: loaded.externalResources } : {};
  printTopLevel(loaded.module, { flags, ...resources }, emit);
  emit(Buffer.from("\n"));
}

/** tsmlir-opt's dialects: every dialect tsmlir registers (as mlir-opt.cpp calls registerAllDialects). */
export function tsmlirOptRegistry(): DialectRegistry {
  const registry = new DialectRegistry();
  registerAllDialects(registry);
  return registry;
}

/**
 * The context one buffer is processed in: the registry's ready dialects loaded up front (so
 * their printing hooks take part whatever the input mentions), the rest (the stubs of the
 * dialects mlir-opt registers that tsmlir does not define) when the input first meets them.
 */
function createContext(options: OptOptions, registry: DialectRegistry): MLIRContext {
  const context = new MLIRContext({ allowUnregisteredDialects: options.allowUnregisteredDialect, registry });
  for (const namespace of registry.readyNamespaces) context.getOrLoadDialect(namespace);
  // mlir-opt shows the failing op ("see current operation") except with --verify-diagnostics.
  const printDebugInfo = options.printDebugInfo;
  if (!options.verifyDiagnostics) context.getDiagEngine().operationFormatter = (op) => printOperationForDiagnostic(op, printDebugInfo);
  return context;
}

/**
 * Processes one buffer (a whole file or one split chunk) as mlir-opt does: load, verify,
 * print; diagnostics go to `report`, output to `emit`.
 */
export async function processBuffer(
  input: Uint8Array | string,
  name: string,
  options: OptOptions,
  report: (text: string) => void,
  emit: ChunkSink,
  registry: DialectRegistry = tsmlirOptRegistry(),
  passes?: Omit<PassStageEnvironment, "report">,
): Promise<{ ok: boolean }> {
  // Text is kept only as the SourceFile's string (the caller may drop its bytes); bytecode
  // input needs its text only to render a diagnostic, so that is decoded on demand.
  const bytes = typeof input === "string" || !hasBytecodeMagic(input) ? NO_BYTES : input;
  const bytecode = bytes !== NO_BYTES;
  let decoded =
    typeof input === "string"
      ? new SourceFile(name, input)
      : bytecode
        ? undefined
        : new SourceFile(name, Buffer.from(input.buffer, input.byteOffset, input.byteLength).toString("latin1"));
  const sourceFile = (): SourceFile => {
    decoded ??= new SourceFile(name, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1"));
    return decoded;
  };
  const file = bytecode ? new SourceFile(name, "") : sourceFile();
  const verifier = options.verifyDiagnostics ? new DiagnosticVerifier(sourceFile(), report) : undefined;
  const sink: DiagnosticSink = {
    report(diagnostic, rendered) {
      if (verifier !== undefined) verifier.process(diagnostic);
      else report(rendered);
    },
  };
  const context = createContext(options, registry);
  let ok = true;
  const timing = process.env["TSMLIR_TIMING"] !== undefined ? new PhaseTimer(report) : undefined;
  // ---- pass stage: timers, pipeline, reports (src/cli/opt-passes.ts) ----
  const reportIR = (error: IRDiagnosticError): void => sink.report(error.toDiagnostic([sourceFile()]), renderIRDiagnostic(error.diagnostic, sourceFile()));
  const stage = passes === undefined ? undefined : new PassStage({ ...passes, report: reportIR });
  const phase = <T>(name: string, run: () => Promise<T>): Promise<T> => (stage === undefined ? run() : stage.timed(name, run));
  try {
    const loaded = await phase("Parser", () => loadModule(bytes, file, context, options, report));
    timing?.lap("parse");
    const errors = verify(loaded.module);
    timing?.lap("verify");
    if (errors.length > 0) {
      ok = false;
      for (const error of errors) {
        if (loaded.verificationNote !== undefined) error.attachNote(error.diagnostic.location, loaded.verificationNote);
        sink.report(error.toDiagnostic([sourceFile()]), renderIRDiagnostic(error.diagnostic, sourceFile()));
      }
    } else if (stage !== undefined && !stage.run(loaded.module, loaded.externalResources)) {
      ok = false;
    } else {
      await phase("Output", () => writeModule(loaded, options, emit));
      timing?.lap("print");
    }
  } catch (error) {
    ok = false;
    if (error instanceof DiagnosticError) sink.report(error.diagnostic, renderSourceDiagnostic(error.diagnostic));
    else if (error instanceof DiagnosticsError) for (const d of error.diagnostics) sink.report(d, renderSourceDiagnostic(d));
    else if (error instanceof IRDiagnosticError) sink.report(error.toDiagnostic([sourceFile()]), renderIRDiagnostic(error.diagnostic, sourceFile()));
    else throw error;
  }
  stage?.finish();
  if (verifier !== undefined) return { ok: verifier.finish() };
  return { ok };
}

const SPLIT_MARKER = "// -----";

/** Splits like mlir-opt's splitAndProcessBuffer: returns [chunk start offset, chunk text] pairs. */
function splitInput(text: string, fileName: string, warn: (text: string) => void): Array<[number, string]> {
  const prefix = SPLIT_MARKER.slice(0, -2);
  const raw: Array<[number, number]> = [];
  let start = 0;
  for (;;) {
    const at = text.indexOf(prefix, start);
    if (at < 0) {
      raw.push([start, text.length]);
      break;
    }
    raw.push([start, at]);
    start = at + prefix.length;
  }
  const chunks: Array<[number, number]> = [];
  let prev: [number, number] | undefined;
  const file = new SourceFile(fileName, text);
  for (const piece of raw) {
    if (prev === undefined) {
      prev = piece;
      continue;
    }
    const [s, e] = piece;
    const expectedSuffix = text.startsWith("--", s);
    if (expectedSuffix) {
      chunks.push(prev);
      prev = [s + 2, e];
    } else {
      warn(formatDiagnostic({ severity: "warning", message: "near miss with file split marker", location: { file, offset: s } }));
      prev = [prev[0], e];
    }
  }
  if (prev !== undefined) chunks.push(prev);
  return chunks.map(([s, e]) => [s, text.slice(s, e)]);
}

function readInput(path: string): Buffer {
  if (path === "-") {
    const parts: Buffer[] = [];
    const chunk = Buffer.alloc(1 << 16);
    for (;;) {
      let n: number;
      try {
        n = readSync(0, chunk, 0, chunk.length, null);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EAGAIN") continue;
        if ((error as NodeJS.ErrnoException).code === "EOF") break;
        throw error;
      }
      if (n === 0) break;
      parts.push(Buffer.from(chunk.subarray(0, n)));
    }
    return Buffer.concat(parts);
  }
  return readFileSync(resolvePath(path));
}

/** How a tool built on optMain presents itself. */
export interface OptMainOptions {
  /** The tool's name in usage errors and --help (LLVM's argv[0]); default `tsmlir-opt`. */
  readonly programName?: string;
  /** The --help overview line (MLIR's toolName); default `tsmlir modular optimizer driver`. */
  readonly overview?: string;
}

/**
 * MLIR's MlirOptMain: the whole tsmlir-opt command line over the dialects of `registry`
 * (plus those of --load-dialect-plugin modules). Returns the exit code; streams go to
 * the process's stdout/stderr (src/cli/opt-io.ts). Never throws: an internal failure is
 * reported as `PROGRAM: error: internal failure: ...` with exit code 2.
 */
export async function optMain(args: readonly string[], registry: DialectRegistry, options: OptMainOptions = {}): Promise<number> {
  const programName = options.programName ?? "tsmlir-opt";
  try {
    return await runOptCommandLine(args, registry, programName, options.overview);
  } catch (error) {
    return internalFailure(programName, error, (text) => optIO().writeStderr(Buffer.from(text)));
  }
}

/** tsmlir-opt itself: optMain over tsmlir's dialects. */
export async function main(args: readonly string[]): Promise<number> {
  return runOptCommandLine(args, tsmlirOptRegistry(), "tsmlir-opt", undefined);
}

async function runOptCommandLine(args: readonly string[], given: DialectRegistry, programName: string, overview: string | undefined): Promise<number> {
  let options: OptOptions | undefined;
  let passSetup: Awaited<ReturnType<typeof setupPassCommandLine>>;
  try {
    // Pass flags first: which flags name passes depends on the registry (and plugins).
    const writeStderr = (text: string): void => optIO().writeStderr(Buffer.from(text, "latin1"));
    passSetup = await setupPassCommandLine(args, writeStderr, () => options?.elideElementsAttrsLargerThan);
    options = parseOptOptions(passSetup.rest, programName);
  } catch (error) {
    if (error instanceof UsageError) {
      optIO().writeStderr(Buffer.from(`${programName}: ${error.message}\n`));
      return 1;
    }
    throw error;
  }
  // Plugins add to a copy: the caller's registry stays as it was given.
  const registry = new DialectRegistry().merge(given);
  await loadDialectPlugins(options.dialectPlugins, registry);
  if (options.help) {
    optIO().writeStdout(Buffer.from(usage(programName, overview)));
    return 0;
  }

  let input: { bytes: Buffer };
  try {
    input = { bytes: readInput(options.input) };
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "No such file or directory" : String((error as Error).message);
    optIO().writeStderr(Buffer.from(`cannot open input file '${options.input}': ${reason}\n`));
    return 1;
  }
  const output = new OutputFile(options.output);
  let ok = false;
  try {
    ok = await processInput(input, options, registry, output.emit, passSetup, programName);
  } finally {
    output.close(ok);
  }
  return ok ? 0 : 1;
}

/**
 * --load-dialect-plugin: mlir-opt reports a plugin it cannot load and goes on without it
 * (the input then fails on the dialect it needed); TSMLIR_DEBUG=1 adds why.
 */
async function loadDialectPlugins(paths: readonly string[], registry: DialectRegistry): Promise<void> {
  for (const path of paths) {
    const failure = await loadDialectPlugin(path, registry);
    if (failure === undefined) continue;
    optIO().writeStderr(Buffer.from(`Failed to load dialect plugin from '${path}'. Request ignored.\n`));
    if (process.env["TSMLIR_DEBUG"]) optIO().writeStderr(Buffer.from(`  (${failure})\n`));
  }
}

/**
 * The whole input, or each of its --split-input-file chunks, processed in turn; true when
 * all succeeded. Text input lives on as its string only: `input.bytes` is dropped before
 * parsing (the parse runs synchronously inside the call), so a large file is not held twice.
 */
async function processInput(
  input: { bytes: Buffer },
  options: OptOptions,
  registry: DialectRegistry,
  emit: ChunkSink,
  passSetup: Awaited<ReturnType<typeof setupPassCommandLine>>,
  programName: string,
): Promise<boolean> {
  const inputName = options.input === "-" ? "<stdin>" : options.input;
  const stderr = (text: string): void => {
    optIO().writeStderr(Buffer.from(text, "latin1"));
  };
  const passEnvironment = {
    registry: passSetup.registry,
    flags: passSetup.flags,
    printFlags: {
      printGenericOpForm: options.printGeneric,
      printDebugInfo: options.printDebugInfo,
      printLocalScope: options.printLocalScope,
      ...(options.elideElementsAttrsLargerThan !== undefined ? { elideElementsAttrsLargerThan: options.elideElementsAttrsLargerThan } : {}),
    },
    stderr,
    programName,
  };
  const bytecode = hasBytecodeMagic(input.bytes);
  if (!options.splitInputFile || bytecode) {
    const source: Uint8Array | string = bytecode ? input.bytes : input.bytes.toString("latin1");
    input.bytes = NO_INPUT;
    return (await processBuffer(source, inputName, options, stderr, emit, registry, passEnvironment)).ok;
  }
  const text = input.bytes.toString("latin1");
  input.bytes = NO_INPUT;
  const file = new SourceFile(inputName, text);
  const chunks = splitInput(text, inputName, stderr);
  let ok = true;
  for (let i = 0; i < chunks.length; i++) {
    const [offset, chunkText] = chunks[i] as [number, string];
    if (i > 0) emit(Buffer.from(`${SPLIT_MARKER}\n`));
    const line = file.position(offset).line;
    const result = await processBuffer(chunkText, `within split at ${inputName}:${line} offset `, options, stderr, emit, registry, passEnvironment);
    if (!result.ok) ok = false;
  }
  return ok;
}

/**
 * `-o FILE` (or stdout for `-`): output streams as it is printed, and a failed run removes
 * its file, as mlir-opt only keeps the output on success. Writes are synchronous, so the
 * printer may reuse each chunk's buffer.
 */
class OutputFile {
  private fd: number | undefined;
  private readonly path: string | undefined;
  readonly emit: ChunkSink;

  constructor(output: string) {
    this.path = output === "-" ? undefined : resolvePath(output);
    const path = this.path;
    this.emit = Object.assign(
      (bytes: Uint8Array): void => {
        if (path === undefined) {
          optIO().writeStdout(bytes);
          return;
        }
        this.fd ??= openSync(path, "w");
        writeAll(this.fd, bytes);
      },
      { consumesChunks: true },
    );
  }

  close(ok: boolean): void {
    if (this.path === undefined) return;
    if (this.fd === undefined && ok) this.fd = openSync(this.path, "w");
    if (this.fd !== undefined) closeSync(this.fd);
    if (!ok) rmSync(this.path, { force: true });
  }
}
