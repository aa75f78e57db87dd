// tsmlir-opt: reads MLIR (text, or bytecode through the bytecode layer), verifies it and
// prints it back, mirroring mlir-opt's command line, split-input-file handling and
// diagnostics (including --verify-diagnostics).
import { closeSync, openSync, readFileSync, readSync, rmSync } from "node:fs";
import { getHeapSpaceStatistics } from "node:v8";
import { MLIRContext } from "../ir/context.js";
import { UnknownLoc } from "../ir/location.js";
import { registerAllDialects } from "../dialects/index.js";
import type { Operation } from "../ir/operation.js";
import { verify, setDiagnosticOperationFormatter } from "../ir/verifier.js";
import { IRDiagnosticError } from "../ir/diagnostics.js";
import { DiagnosticError, formatDiagnostic, type Diagnostic } from "../support/diagnostic.js";
import { renderIRDiagnostic, renderSourceDiagnostic } from "./opt-diagnostics.js";
import { SourceFile } from "../support/source.js";
import { parseSourceFile } from "../asm/parser.js";
import { printOperationForDiagnostic, printTopLevel } from "../asm/printer.js";
import type { ExternalResources } from "../asm/resources.js";
import { isUpstreamDialect } from "../asm/upstream-dialects.js";
import type { ChunkSink } from "../asm/printer-state.js";
import { DiagnosticsError } from "../asm/errors.js";
import { DiagnosticVerifier } from "./opt-verify.js";
import { refusesUnknownUpstreamOperation, upstreamDefaultProperties, upstreamInherentAttributeNames } from "./opt-upstream.js";
import { parseOptOptions, usage, UsageError, type OptOptions } from "./opt-options.js";
import { optIO, resolvePath, writeAll } from "./opt-io.js";
// ---- temporary -canonicalize stage (src/cli/opt-canonicalize.ts) ----
import { CanonicalizeFlagError, runCanonicalizeStage, takeCanonicalizeFlags, type CanonicalizeStage } from "./opt-canonicalize.js";

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

function hasBytecodeMagic(bytes: Uint8Array): boolean {
  return BYTECODE_MAGIC.every((b, i) => bytes[i] === b);
}

async function loadBytecodeSupport(): Promise<BytecodeSupport> {
  const modulePath = "./opt-bytecode.js";
  try {
    return (await import(modulePath)) as BytecodeSupport;
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
  const parsed = parseSourceFile(file, context, {
    allowUnregisteredDialect: options.allowUnregisteredDialect,
    inherentAttributeNames: upstreamInherentAttributeNames,
    defaultProperties: upstreamDefaultProperties,
  });
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

/**
 * Processes one buffer (a whole file or one split chunk) as mlir-opt does: load, verify,
 * print; diagnostics go to `report`. Returns the output (undefined when nothing printed).
 */
export async function processBuffer(
  input: Uint8Array | string,
  name: string,
  options: OptOptions,
  report: (text: string) => void,
  emit: ChunkSink,
  canonicalize?: CanonicalizeStage,
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
  const context = new MLIRContext({ allowUnregisteredDialects: options.allowUnregisteredDialect, registeredDialects: isUpstreamDialect });
  registerAllDialects(context);
  let ok = true;
  const timing = process.env["TSMLIR_TIMING"] !== undefined ? new PhaseTimer(report) : undefined;
  try {
    const loaded = await loadModule(bytes, file, context, options, report);
    timing?.lap("parse");
    const errors = verify(loaded.module, { refusesUnknownOperation: refusesUnknownUpstreamOperation });
    timing?.lap("verify");
    if (errors.length > 0) {
      ok = false;
      for (const error of errors) {
        if (loaded.verificationNote !== undefined) error.attachNote(error.diagnostic.location, loaded.verificationNote);
        sink.report(error.toDiagnostic([sourceFile()]), renderIRDiagnostic(error.diagnostic, sourceFile()));
      }
    } else if (canonicalize !== undefined && !runCanonicalizeStage(loaded.module, canonicalize, (e) => sink.report(e.toDiagnostic([sourceFile()]), renderIRDiagnostic(e.diagnostic, sourceFile())), timing)) {
      ok = false;
    } else {
      await writeModule(loaded, options, emit);
      timing?.lap("print");
    }
  } catch (error) {
    ok = false;
    if (error instanceof DiagnosticError) sink.report(error.diagnostic, renderSourceDiagnostic(error.diagnostic));
    else if (error instanceof DiagnosticsError) for (const d of error.diagnostics) sink.report(d, renderSourceDiagnostic(d));
    else if (error instanceof IRDiagnosticError) sink.report(error.toDiagnostic([sourceFile()]), renderIRDiagnostic(error.diagnostic, sourceFile()));
    else throw error;
  }
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

export async function main(args: readonly string[]): Promise<number> {
  let options: OptOptions;
  let canonicalize: CanonicalizeStage | undefined;
  try {
    const taken = takeCanonicalizeFlags(args);
    canonicalize = taken.stage;
    options = parseOptOptions(taken.rest);
  } catch (error) {
    if (error instanceof CanonicalizeFlagError) {
      optIO().writeStderr(Buffer.from(error.text));
      return 1;
    }
    if (error instanceof UsageError) {
      optIO().writeStderr(Buffer.from(`tsmlir-opt: ${error.message}\n`));
      return 1;
    }
    throw error;
  }
  if (options.help) {
    optIO().writeStdout(Buffer.from(usage));
    return 0;
  }
  // mlir-opt shows the failing op ("see current operation") except with --verify-diagnostics.
  const printDebugInfo = options.printDebugInfo;
  setDiagnosticOperationFormatter(options.verifyDiagnostics ? undefined : (op) => printOperationForDiagnostic(op, printDebugInfo));

  let input: Buffer;
  try {
    input = readInput(options.input);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "No such file or directory" : String((error as Error).message);
    optIO().writeStderr(Buffer.from(`cannot open input file '${options.input}': ${reason}\n`));
    return 1;
  }
  const inputName = options.input === "-" ? "<stdin>" : options.input;
  const stderr = (text: string): void => {
    optIO().writeStderr(Buffer.from(text, "latin1"));
  };

  // Output streams as it is printed; a failed run removes its -o file, as mlir-opt
  // only keeps the output on success.
  let fd: number | undefined;
  const outputPath = options.output === "-" ? undefined : resolvePath(options.output);
  // Writes are synchronous, so the printer may reuse each chunk's buffer.
  const emit: ChunkSink = Object.assign(
    (bytes: Uint8Array): void => {
      if (outputPath === undefined) {
        optIO().writeStdout(bytes);
        return;
      }
      fd ??= openSync(outputPath, "w");
      writeAll(fd, bytes);
    },
    { consumesChunks: true },
  );
  let ok = true;
  try {
    if (options.splitInputFile && !hasBytecodeMagic(input)) {
      const text = input.toString("latin1");
      const file = new SourceFile(inputName, text);
      const chunks = splitInput(text, inputName, stderr);
      for (let i = 0; i < chunks.length; i++) {
        const [offset, chunkText] = chunks[i] as [number, string];
        if (i > 0) emit(Buffer.from(`${SPLIT_MARKER}\n`));
        const line = file.position(offset).line;
        const result = await processBuffer(chunkText, `within split at ${inputName}:${line} offset `, options, stderr, emit, canonicalize);
        if (!result.ok) ok = false;
      }
    } else {
      // Text input lives on as its string only: the file's bytes are dropped before parsing.
      const source: Uint8Array | string = hasBytecodeMagic(input) ? input : input.toString("latin1");
      input = Buffer.alloc(0);
      const result = await processBuffer(source, inputName, options, stderr, emit, canonicalize);
      ok = result.ok;
    }
  } finally {
    if (outputPath !== undefined) {
      if (fd === undefined && ok) fd = openSync(outputPath, "w");
      if (fd !== undefined) closeSync(fd);
      if (!ok) rmSync(outputPath, { force: true });
    }
  }
  return ok ? 0 : 1;
}
