// tsmlir-opt: reads MLIR (text, or bytecode through the bytecode layer), verifies it and
// prints it back, mirroring mlir-opt's command line, split-input-file handling and
// diagnostics (including --verify-diagnostics).
import { readFileSync, readSync } from "node:fs";
import { constants } from "node:buffer";
import { getHeapSpaceStatistics } from "node:v8";
import { MLIRContext } from "../ir/context.js";
import { DialectRegistry } from "../ir/dialect.js";
import { UnknownLoc } from "../ir/location.js";
import { registerAllDialects } from "../dialects/index.js";
import type { Operation } from "../ir/operation.js";
import { verify } from "../ir/verifier.js";
import { IRDiagnosticError } from "../ir/diagnostics.js";
import { DiagnosticError, type Diagnostic } from "../support/diagnostic.js";
import { splitInputChunks, type InputChunk } from "./opt-split.js";
import { renderIRDiagnostic, renderSourceDiagnostic } from "./opt-diagnostics.js";
import { SourceFile } from "../support/source.js";
import { parseSourceFile } from "../asm/parser.js";
import { DEFAULT_NESTING_LIMIT } from "../asm/parser-state.js";
import { printOperationForDiagnostic, printTopLevel } from "../asm/printer.js";
import type { ExternalResources } from "../asm/resources.js";
import type { ChunkSink } from "../asm/printer-state.js";
import { DiagnosticsError } from "../asm/errors.js";
import { DiagnosticVerifier } from "./opt-verify.js";
import { usage, versionText, type OptOptions } from "./opt-options.js";
import { setupOptCommandLine } from "./opt-command-line.js";
import { optIO, resolvePath } from "./opt-io.js";
import { BrokenPipeError, OutputFile, OutputOpenError } from "./opt-output.js";
import { systemErrorText } from "../tablegen/errno.js";
import { loadDialectPlugin } from "./opt-plugins.js";
// ---- pass stage (src/cli/opt-passes.ts, loaded only for a command line naming passes) ----
import type { PassStageEnvironment } from "./opt-passes.js";
import type { PassRegistry } from "../pass/registry.js";
import type { PassCommandLine } from "./opt-pass-flags.js";
import { internalFailure } from "./internal-failure.js";

/** The bytecode layer's entry points (src/cli/opt-bytecode.ts), loaded only when needed. */
interface BytecodeSupport {
  isBytecode(bytes: Uint8Array): boolean;
  readBytecodeModuleWithWarnings(
    bytes: Uint8Array,
    context: MLIRContext,
    fileName: string,
    testFallbackDialect?: string,
    nestingLimit?: number,
  ): { readonly module: Operation; readonly warnings: readonly string[]; readonly errorNote: string; readonly writeRoot?: Operation };
  writeBytecodeModule(
    op: Operation,
    options: { emitBytecodeVersion?: number | bigint; elideResourceData?: boolean; dialectVersionTexts?: readonly { dialect: string; version: string }[] },
  ): Uint8Array;
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
  /** What --emit-bytecode writes instead of `module` (see BytecodeReadResult.writeRoot). */
  readonly writeRoot?: Operation;
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
    // The nesting the thread's stack holds, as for text (src/cli/deep-input.ts).
    const result = bytecode.readBytecodeModuleWithWarnings(bytes, context, file.name, options.testBytecodeFallback, options.nestingLimit ?? DEFAULT_NESTING_LIMIT);
    for (const warning of result.warnings) warn(warning.endsWith("\n") ? warning : `${warning}\n`);
    return { module: result.module, verificationNote: result.errorNote, ...(result.writeRoot !== undefined ? { writeRoot: result.writeRoot } : {}) };
  }
  const parsed = parseSourceFile(file, context, {
    allowUnregisteredDialect: options.allowUnregisteredDialect,
    implicitModule: !options.noImplicitModule,
    ...(options.nestingLimit !== undefined ? { nestingLimit: options.nestingLimit } : {}),
  });
  return { module: parsed.module, externalResources: parsed.externalResources };
}

/**
 * Writes a module's output (text, or bytecode with --emit-bytecode) to `emit`, in pieces.
 * Text is printed as MLIR's AsmState prints it: a module that does not verify in the generic
 * form, unless the caller knows it `verified` (as mlir-opt's does, with the verifier on).
 */
export async function writeModule(loaded: LoadedModule, options: OptOptions, emit: ChunkSink, verified = false): Promise<void> {
  if (options.emitBytecode) {
    const bytecode = await loadBytecodeSupport();
    emit(
      bytecode.writeBytecodeModule(loaded.writeRoot ?? loaded.module, {
        ...(options.emitBytecodeVersion !== undefined ? { emitBytecodeVersion: options.emitBytecodeVersion } : {}),
        elideResourceData: options.elideResourceData,
        dialectVersionTexts: options.emitDialectVersions,
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
    assumeVerified: verified,
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
  // mlir-opt shows the failing op ("see current operation") except with --verify-diagnostics;
  // an op a message names is printed in both.
  const printDebugInfo = options.printDebugInfo;
  const engine = context.getDiagEngine();
  engine.operationFormatter = (op) => printOperationForDiagnostic(op, printDebugInfo);
  engine.printOpOnDiagnostic = !options.verifyDiagnostics;
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
  // What is reported to the context outside a failing verification (a verifier's warnings on
  // valid IR) goes where mlir-opt's source manager handler sends it.
  context.getDiagEngine().registerHandler((d) => {
    reportIR(d);
    return true;
  });
  const stage = passes === undefined ? undefined : new (await import("./opt-passes.js")).PassStage({ ...passes, report: reportIR });
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
      // Verified after parsing, and after each pass unless --verify-each=0.
      const verified = stage === undefined || stage.verifiedAfterRun;
      await phase("Output", () => writeModule(loaded, options, emit, verified));
      timing?.lap("print");
    }
  } catch (error) {
    ok = false;
    if (error instanceof DiagnosticError) for (const d of error.diagnostics) sink.report(d, renderSourceDiagnostic(d));
    else if (error instanceof IRDiagnosticError) sink.report(error.toDiagnostic([sourceFile()]), renderIRDiagnostic(error.diagnostic, sourceFile()));
    else throw error;
  }
  stage?.finish();
  if (verifier !== undefined) return { ok: verifier.finish() };
  return { ok };
}

function readInput(path: string, stdin: Uint8Array | undefined): Buffer {
  if (path === "-" && stdin !== undefined) return Buffer.from(stdin.buffer, stdin.byteOffset, stdin.byteLength);
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
  // An empty name opens nothing (resolving it would name the current directory).
  if (path === "") throw Object.assign(new Error("ENOENT"), { code: "ENOENT" });
  return readFileSync(resolvePath(path));
}

/** How a tool built on optMain presents itself. */
export interface OptMainOptions {
  /** The tool's name in usage errors and --help (LLVM's argv[0]); default `tsmlir-opt`. */
  readonly programName?: string;
  /** The --help overview line (MLIR's toolName); default `tsmlir modular optimizer driver`. */
  readonly overview?: string;
  /**
   * The deepest nesting the text parser accepts (default: what a Node thread's default
   * stack holds). Raise it only on a thread with a stack sized for it (src/cli/deep-input.ts).
   */
  readonly nestingLimit?: number;
  /** Standard input's bytes when the caller has already read them (a launcher deciding how to run). */
  readonly stdin?: Uint8Array;
  /**
   * Registers the tool's own passes next to tsmlir-opt's (MLIR's tools register theirs before
   * calling MlirOptMain): they get pass flags (`--NAME[=OPTIONS]`) and `--pass-pipeline` names.
   */
  readonly registerPasses?: (registry: PassRegistry) => void;
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
    return await runOptCommandLine(args, registry, programName, options);
  } catch (error) {
    return internalFailure(programName, error, (text) => optIO().writeStderr(Buffer.from(text)));
  }
}

/** tsmlir-opt itself: optMain over tsmlir's dialects. */
export async function main(args: readonly string[]): Promise<number> {
  return runOptCommandLine(args, tsmlirOptRegistry(), "tsmlir-opt", {});
}

/** The command line; a reader of stdout that went away ends it quietly, as LLVM's SIGPIPE handler does. */
async function runOptCommandLine(args: readonly string[], given: DialectRegistry, programName: string, mainOptions: OptMainOptions): Promise<number> {
  try {
    return await runOptCommandLineOnce(args, given, programName, mainOptions);
  } catch (error) {
    if (error instanceof BrokenPipeError || (error as NodeJS.ErrnoException | undefined)?.code === "EPIPE") return BrokenPipeError.exitCode;
    throw error;
  }
}

async function runOptCommandLineOnce(args: readonly string[], given: DialectRegistry, programName: string, mainOptions: OptMainOptions): Promise<number> {
  const overview = mainOptions.overview;
  let options: OptOptions | undefined;
  // One parse of the whole command line (src/cli/opt-command-line.ts): which flags name
  // passes depends on the pass registry (and pass plugins).
  const writeStderr = (text: string): void => optIO().writeStderr(Buffer.from(text, "latin1"));
  const commandLine = await setupOptCommandLine(args, programName, writeStderr, () => options?.elideElementsAttrsLargerThan, mainOptions.registerPasses);
  if (commandLine.errors !== "") writeStderr(commandLine.errors);
  if (commandLine.kind === "error") return 1;
  options = commandLine.options;
  if (mainOptions.nestingLimit !== undefined) options = { ...options, nestingLimit: mainOptions.nestingLimit };
  if (commandLine.kind === "version") {
    optIO().writeStdout(Buffer.from(versionText(programName)));
    return 0;
  }
  // Plugins add to a copy: the caller's registry stays as it was given.
  const registry = new DialectRegistry().merge(given);
  await loadDialectPlugins(options.dialectPlugins, registry);
  if (commandLine.kind !== "run") {
    optIO().writeStdout(Buffer.from(usage(programName, overview)));
    return 0;
  }

  let input: { bytes: Buffer };
  try {
    input = { bytes: readInput(options.input, mainOptions.stdin) };
  } catch (error) {
    const reason = systemErrorText(error);
    optIO().writeStderr(Buffer.from(`cannot open input file '${options.input}': ${reason}\n`));
    return 1;
  }
  let output: OutputFile;
  try {
    output = OutputFile.open(options.output);
  } catch (error) {
    if (!(error instanceof OutputOpenError)) throw error;
    optIO().writeStderr(Buffer.from(`${error.message}\n`, "latin1"));
    return 1;
  }
  let ok = false;
  try {
    ok = await processInput(input, options, registry, output.emit, commandLine.passes, programName);
  } finally {
    const writeError = output.close(ok);
    if (writeError !== undefined) {
      optIO().writeStderr(Buffer.from(writeError, "latin1"));
      ok = false;
    }
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

/** V8's longest string: text input beyond it cannot be held (bytecode input can). */
const MAX_TEXT_INPUT_BYTES = constants.MAX_STRING_LENGTH;

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
  passSetup: { readonly registry: PassRegistry; readonly flags: PassCommandLine } | undefined,
  programName: string,
): Promise<boolean> {
  const inputName = options.input === "-" ? "<stdin>" : options.input;
  const stderr = (text: string): void => {
    optIO().writeStderr(Buffer.from(text, "latin1"));
  };
  // No pass flags: no pass stage (an empty pipeline with default settings does nothing).
  const passEnvironment =
    passSetup === undefined
      ? undefined
      : {
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
  if (!bytecode && input.bytes.length > MAX_TEXT_INPUT_BYTES) {
    // Text is parsed from one JS string, which V8 caps; say so at the input, not as V8's error.
    stderr(`${inputName}:1:1: error: text input of ${input.bytes.length} bytes is larger than the ${MAX_TEXT_INPUT_BYTES} bytes tsmlir-opt can read as text (use bytecode)\n`);
    return false;
  }
  if (!options.splitInputFile || bytecode) {
    const source: Uint8Array | string = bytecode ? input.bytes : input.bytes.toString("latin1");
    input.bytes = NO_INPUT;
    return (await processBuffer(source, inputName, options, stderr, emit, registry, passEnvironment)).ok;
  }
  const text = input.bytes.toString("latin1");
  input.bytes = NO_INPUT;
  const file = new SourceFile(inputName, text);
  const chunks = splitInputChunks(text, options.inputSplitMarker, inputName, stderr);
  const separator = Buffer.from(`${options.outputSplitMarker}\n`, "latin1");
  let ok = true;
  for (let i = 0; i < chunks.length; i++) {
    const chunk = chunks[i] as InputChunk;
    if (i > 0) emit(separator);
    const line = file.position(chunk.offset).line;
    const result = await processBuffer(chunk.text, `within split at ${inputName}:${line} offset `, options, stderr, emit, registry, passEnvironment);
    if (!result.ok) ok = false;
  }
  return ok;
}
