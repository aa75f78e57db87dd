// `tsmlir-tblgen`: mlir-tblgen's command line over our TableGen front end. Every string
// of a run is a byte string (src/tablegen/source-text.ts): sources, diagnostics and
// output go out byte for byte as mlir-tblgen writes them.
import { readFileSync, readSync } from "node:fs";
import { formatDiagnostic } from "../support/diagnostic.js";
import { systemErrorText } from "../tablegen/errno.js";
import { evaluateTableGen, isStackOverflow, StackExhausted, TableGenFailure } from "../tablegen/driver.js";
import type { IncludeCheckpoints } from "../tablegen/include-cache.js";
import type { RecordKeeper } from "../tablegen/records.js";
import type { StateStore } from "../tablegen/state-store.js";
import { type ByteText, byteString, bytesOf, readByteText } from "../tablegen/source-text.js";
import { actions } from "./tblgen-actions.js";
import { defsDirectory } from "../support/package-root.js";
import { type InfoRequest, type ParsedArgs, parseArgs, TOOL, UsageError, usage } from "./tblgen-options.js";
import { versionText } from "./version.js";
import { collectOutput, isOutputStream, type OutputBytes, OutputFailure, ProducerFailure, writeFully, writeOutputFile } from "./tblgen-output.js";

/** Where a run's streams go; replaceable so tests and the batch mode can capture them. */
export interface TblgenIO {
  /** `bytes` may be filled again once this returns (a streamed output's buffer): copy to keep them. */
  writeStdout(bytes: Uint8Array): void;
  writeStderr(bytes: Uint8Array): void;
  readStdin(): Uint8Array;
}

/**
 * Records nested at most this deep are printed as they are written (an OutputStream):
 * printing them cannot run out of stack, so nothing is written twice by a job run again
 * on a larger stack. Deeper ones are printed whole first, as every output was before.
 */
const STREAMING_NESTING_LIMIT = 256;

/** Exit status LLVM's tools end with when stdout is a closed pipe (EX_IOERR). */
const BROKEN_PIPE_STATUS = 74;

class BrokenPipe extends Error {}

function readAllStdin(): Uint8Array {
  const chunks: Buffer[] = [];
  const buffer = Buffer.alloc(1 << 16);
  for (;;) {
    let n: number;
    try {
      n = readSync(0, buffer, 0, buffer.length, null);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "EAGAIN") continue;
      if ((e as NodeJS.ErrnoException).code === "EOF") break;
      throw e;
    }
    if (n <= 0) break;
    chunks.push(Buffer.from(buffer.subarray(0, n)));
  }
  return Buffer.concat(chunks);
}

export const processIO: TblgenIO = {
  writeStdout(bytes) {
    try {
      writeFully(1, bytes);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "EPIPE") throw new BrokenPipe();
      throw new OutputFailure(`IO failure on output stream: ${systemErrorText(e)}`, true);
    }
  },
  writeStderr(bytes) {
    try {
      writeFully(2, bytes);
    } catch {
      // Nowhere left to report it.
    }
  },
  readStdin: readAllStdin,
};

function stderrText(io: TblgenIO, byteText: string): void {
  io.writeStderr(bytesOf(byteText));
}

/** A job whose input nests deeper than this thread's stack holds (tblgen-deep.ts runs it again). */
export class NeedsLargerStack extends Error {
  constructor(readonly nesting: number) {
    super("input nested too deeply for this thread's stack");
  }
}

/**
 * What the jobs of one tsmlir-tblgen process share: where their streams go, where
 * tsmlir's TableGen library is, and what one job's evaluation leaves for the next.
 */
export interface TblgenSession {
  readonly io: TblgenIO;
  /** tsmlir's defs/ (searched after the -I directories); found from this module unless given (the bundled warm start gives it). */
  readonly defsDirectory?: string;
  /** Include checkpoints (src/tablegen/include-cache.ts) the jobs resume and extend. */
  readonly checkpoints?: IncludeCheckpoints;
  /** The worker script that runs a job on a large stack (the bundled warm start names the compiled one). */
  readonly deepWorker?: URL;
  /** The on-disk state cache (src/tablegen/state-store.ts) a one-job run reads and writes; the command-line entry points give it. */
  readonly stateStore?: StateStore;
}

/** A session of one job: the process's streams, nothing shared. */
export function singleJobSession(io: TblgenIO = processIO): TblgenSession {
  return { io };
}

/**
 * Runs one tsmlir-tblgen job (everything but `--batch` and `--help`) and returns its
 * exit status; a job that needs a larger stack is run again in a worker that has one.
 * `args` are the job's own arguments, which the worker parses again.
 */
export async function runJob(parsed: ParsedArgs, args: readonly string[], session: TblgenSession): Promise<number> {
  const io = session.io;
  let stdin: Uint8Array | undefined;
  const remembering: TblgenIO = {
    writeStdout: (bytes) => io.writeStdout(bytes),
    writeStderr: (bytes) => io.writeStderr(bytes),
    readStdin: () => (stdin ??= io.readStdin()),
  };
  try {
    return await runJobCapturingDepth(parsed, { ...session, io: remembering }, false);
  } catch (e) {
    if (!(e instanceof NeedsLargerStack)) throw e;
    const { runJobOnLargeStack } = await import("./tblgen-deep.js");
    return runJobOnLargeStack(args, stdin ?? new Uint8Array(0), e.nesting, io, session.deepWorker, session.defsDirectory);
  }
}

/**
 * Runs one job on this thread. Nothing is written before evaluation and the action
 * are done, so a job that runs out of stack (NeedsLargerStack, unless `onLargeStack`:
 * then its located error is printed) can be run again from scratch.
 */
export async function runJobCapturingDepth(parsed: ParsedArgs, session: TblgenSession, onLargeStack: boolean): Promise<number> {
  const io = session.io;
  try {
    return await runJobOrThrow(parsed, session, onLargeStack);
  } catch (e) {
    if (e instanceof BrokenPipe) return BROKEN_PIPE_STATUS;
    if (e instanceof OutputFailure) {
      stderrText(io, e.fatal ? `LLVM ERROR: ${e.message}\n` : `${TOOL}: ${byteString(e.message)}\n`);
      return 1;
    }
    throw e;
  }
}

/**
 * The input's content; read as a byte string where the sources are byte strings, so that
 * its bytes are not kept alongside their text while it is evaluated.
 */
function readInput(parsed: ParsedArgs, io: TblgenIO): Uint8Array | ByteText | undefined {
  if (parsed.input === "-") return io.readStdin();
  try {
    return parsed.action.output === "text" ? readFileSync(parsed.input) : readByteText(parsed.input);
  } catch (e) {
    stderrText(io, `${TOOL}: Could not open input file '${byteString(parsed.input)}': ${systemErrorText(e)}\n`);
    return undefined;
  }
}

async function runJobOrThrow(parsed: ParsedArgs, session: TblgenSession, onLargeStack: boolean): Promise<number> {
  const io = session.io;
  const content = readInput(parsed, io);
  if (content === undefined) return 1;
  let records: RecordKeeper;
  try {
    // A job on an input an earlier job evaluated resumes that evaluation from its
    // checkpoint (the input and every file it includes unchanged).
    // Names are byte strings where the sources are (LLVM's bytes), Unicode where they are text.
    const asName = parsed.action.output === "text" ? (text: string) => text : byteString;
    records = evaluateTableGen(parsed.input === "-" ? "<stdin>" : asName(parsed.input), content, {
        encoding: parsed.action.output === "text" ? "text" : "bytes",
        // tsmlir's own TableGen library comes after the user's directories, so that
        // `include "mlir/IR/OpBase.td"` works without -I while a user's -I still wins.
        includeDirs: [...parsed.includeDirs, session.defsDirectory ?? defsDirectory()].map(asName),
        defines: parsed.defines.map(asName),
        ...(session.checkpoints !== undefined ? { checkpoints: session.checkpoints } : {}),
        ...(session.stateStore !== undefined && !parsed.noStateCache ? { stateStore: session.stateStore } : {}),
      });
  } catch (e) {
    if (e instanceof StackExhausted && !onLargeStack) throw new NeedsLargerStack(e.nesting);
    if (e instanceof TableGenFailure) {
      stderrText(io, e.rendered);
      return 1;
    }
    throw e;
  }
  const quietUnused = parsed.noWarnOnUnusedTemplateArgs;
  let errorsPrinted = 0;
  const messages: string[] = [];
  for (const m of records.messages) {
    if (quietUnused && m.message.startsWith("unused template argument")) continue;
    if (m.severity === "error") errorsPrinted++;
    messages.push(records.renderMessage(m));
  }
  let text: string | OutputBytes;
  try {
    const dialect = parsed.flags.get("dialect");
    const options = {
      ...(dialect !== undefined ? { dialect } : {}),
      flags: parsed.flags,
      inputFilename: byteString(parsed.input),
    };
    const runBytes = parsed.action.runBytes;
    text = runBytes !== undefined ? runBytes(records, options) : await parsed.action.run(records, options);
    // Streamed only where written in one go and printing cannot fail halfway (see
    // STREAMING_NESTING_LIMIT); otherwise made whole here, where its failures are handled.
    const streams = errorsPrinted === 0 && !parsed.writeIfChanged && records.nesting <= STREAMING_NESTING_LIMIT;
    if (typeof text !== "string" && isOutputStream(text) && !streams) text = collectOutput(text);
  } catch (e) {
    if (isStackOverflow(e)) {
      if (!onLargeStack) throw new NeedsLargerStack(records.nesting);
      stderrText(io, `${messages.join("")}${TOOL}: error: records nested too deeply to print (${records.nesting} levels)\n`);
      return 1;
    }
    if (messages.length > 0) stderrText(io, messages.join(""));
    if (e instanceof TableGenFailure) {
      stderrText(io, e.rendered);
      return 1;
    }
    if (e instanceof Error && "diagnostic" in e) {
      // Every diagnostic of the error, as LLVM prints each PrintError before a fatal one.
      const error = e as import("../support/diagnostic.js").DiagnosticError;
      stderrText(io, (error.diagnostics ?? [error.diagnostic]).map(formatDiagnostic).join(""));
      return 1;
    }
    throw e;
  }
  if (messages.length > 0) stderrText(io, messages.join(""));
  if (parsed.dependencyFile !== undefined) {
    if (parsed.output === "-") {
      stderrText(io, `${TOOL}: the option -d must be used together with -o\n`);
      return 1;
    }
    const dependencies = [...new Set(records.dependencies)].sort();
    const line = `${byteString(parsed.output)}:${dependencies.map((d) => ` ${d}`).join("")}\n`;
    try {
      writeOutputFile(parsed.dependencyFile, bytesOf(line), false);
    } catch (e) {
      if (!(e instanceof OutputFailure) || e.fatal) throw e;
      // LLVM words this one without a space after the colon.
      stderrText(io, `${TOOL}: ${byteString(e.message.replace(/: /, ":"))}\n`);
      return 1;
    }
  }
  const bytes = typeof text !== "string" ? text : parsed.action.output === "text" ? Buffer.from(text, "utf8") : bytesOf(text);
  const writeStdout = (): void => {
    if (bytes instanceof Uint8Array) io.writeStdout(bytes);
    else if (isOutputStream(bytes)) bytes.writeTo((piece) => io.writeStdout(piece));
    else for (const piece of bytes) io.writeStdout(piece);
  };
  if (errorsPrinted > 0) {
    // Recoverable errors: mlir-tblgen still prints the output, but keeps no output file.
    if (parsed.output === "-") writeStdout();
    stderrText(io, `${TOOL}: ${errorsPrinted} errors.\n`);
    return 1;
  }
  try {
    if (parsed.output === "-") writeStdout();
    else writeOutputFile(parsed.output, bytes, parsed.writeIfChanged);
  } catch (e) {
    // A streamed output's own failure is an internal one, not an I/O error.
    throw e instanceof ProducerFailure ? e.cause : e;
  }
  return 0;
}

/**
 * tsmlir-tblgen's command line. `session` (without: the process's streams, nothing
 * shared) is given by the library API, tests and the bundled warm start.
 */
export async function main(args: readonly string[], io: TblgenIO = processIO, session: TblgenSession = singleJobSession(io)): Promise<number> {
  let parsed: ParsedArgs | InfoRequest;
  try {
    parsed = parseArgs(args);
  } catch (e) {
    if (e instanceof UsageError) {
      stderrText(io, `${byteString(e.message)}\n`);
      return 1;
    }
    throw e;
  }
  if (parsed === "help") {
    io.writeStdout(bytesOf(usage(actions)));
    return 0;
  }
  if (parsed === "version") {
    io.writeStdout(bytesOf(versionText("tsmlir-tblgen", "mlir-tblgen")));
    return 0;
  }
  if (parsed.batch !== undefined) {
    const { runBatch } = await import("./tblgen-batch.js");
    // Every argument but `--batch FILE` applies to each job.
    const common: string[] = [];
    for (let i = 0; i < args.length; i++) {
      const arg = args[i] as string;
      if (arg === "--batch" || arg === "-batch") i++;
      else if (!/^--?batch=/.test(arg)) common.push(arg);
    }
    return runBatch({ ...parsed, batch: parsed.batch }, { ...session, io }, common);
  }
  return runJob(parsed, args, { ...session, io });
}

