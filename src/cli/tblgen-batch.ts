// `tsmlir-tblgen --batch FILE`: many jobs in one process, for build systems that would
// otherwise start one mlir-tblgen per (file, action). Each line of FILE is one job: the
// arguments of one tsmlir-tblgen run (an action, flags, the input file, `-o OUTPUT`),
// whitespace separated, "double quotes" around an argument with spaces (`\"` and `\\`
// inside), `#` starting a comment line. The arguments given beside `--batch` come first
// in every job.
//
// Jobs run in order. Outputs are only rewritten when their content changes (as with
// --write-if-changed), and a job that fails writes nothing: an output it would have
// written keeps what it held. Shared includes are evaluated once for all jobs, and so is
// an input several jobs use (say for its records, then its docs): include checkpoints,
// src/tablegen/include-cache.ts. A malformed job line is reported at
// its line and column, LLVM style, and the other jobs still run. The status is 0 when
// every job succeeded, else the highest job status.
import { readFileSync } from "node:fs";
import { formatDiagnostic } from "../support/diagnostic.js";
import { SourceFile } from "../support/source.js";
import { systemErrorText } from "../tablegen/errno.js";
import { IncludeCheckpoints } from "../tablegen/include-cache.js";
import { defsDirectory } from "../support/package-root.js";
import { byteString, bytesOf } from "../tablegen/source-text.js";
import { type TblgenSession, runJob } from "./tblgen.js";
import { type InfoRequest, type ParsedArgs, parseArgs, TOOL, UsageError } from "./tblgen-options.js";

/** One job line: its arguments and where each starts in the batch file. */
export interface JobLine {
  /** 1-based line number. */
  readonly line: number;
  readonly args: readonly string[];
  /** Offset in the batch file where each argument starts. */
  readonly offsets: readonly number[];
}

/** A job line that cannot be split into arguments (an unterminated quote). */
export class JobLineError extends Error {
  constructor(
    message: string,
    /** Offset in the batch file. */
    readonly offset: number,
  ) {
    super(message);
  }
}

/** Splits the line starting at `lineOffset` of the batch file into arguments. */
export function splitJobLine(line: string, lineOffset = 0): { args: string[]; offsets: number[] } {
  const args: string[] = [];
  const offsets: number[] = [];
  let current = "";
  let start = -1;
  let quoteStart = -1;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string;
    if (quoteStart >= 0) {
      if (ch === '"') quoteStart = -1;
      else if (ch === "\\" && (line[i + 1] === '"' || line[i + 1] === "\\")) current += line[++i];
      else current += ch;
      continue;
    }
    if (ch === '"') {
      quoteStart = i;
      if (start < 0) start = i;
      continue;
    }
    if (ch === " " || ch === "\t" || ch === "\r") {
      if (start >= 0) {
        args.push(current);
        offsets.push(lineOffset + start);
      }
      current = "";
      start = -1;
      continue;
    }
    current += ch;
    if (start < 0) start = i;
  }
  if (quoteStart >= 0) throw new JobLineError("unterminated quoted argument", lineOffset + quoteStart);
  if (start >= 0) {
    args.push(current);
    offsets.push(lineOffset + start);
  }
  return { args, offsets };
}

/** The job lines of a batch file (blank lines and `#` comments skipped). */
export function readJobs(text: string): JobLine[] {
  const jobs: JobLine[] = [];
  let lineOffset = 0;
  const lines = text.split("\n");
  for (const [i, line] of lines.entries()) {
    const trimmed = line.trim();
    if (trimmed.length > 0 && !trimmed.startsWith("#")) jobs.push({ line: i + 1, ...splitJobLine(line, lineOffset) });
    lineOffset += line.length + 1;
  }
  return jobs;
}

/** `batch:line:col: error: message`, the job line and a caret, as LLVM reports a bad input line. */
function located(batch: SourceFile, offset: number, message: string): string {
  return formatDiagnostic({ severity: "error", message, location: { file: batch, offset } });
}

function withoutToolName(message: string): string {
  return message.startsWith(`${TOOL}: `) ? message.slice(TOOL.length + 2) : message;
}

export async function runBatch(batch: ParsedArgs & { batch: string }, session: TblgenSession, commonArgs: readonly string[] = []): Promise<number> {
  const io = session.io;
  let text: string;
  try {
    text = readFileSync(batch.batch, "latin1");
  } catch (e) {
    io.writeStderr(bytesOf(`${TOOL}: Could not open batch file '${byteString(batch.batch)}': ${systemErrorText(e)}\n`));
    return 1;
  }
  const file = new SourceFile(byteString(batch.batch), text);
  let jobs: JobLine[];
  try {
    jobs = readJobs(text);
  } catch (e) {
    if (!(e instanceof JobLineError)) throw e;
    io.writeStderr(bytesOf(located(file, e.offset, e.message)));
    return 1;
  }
  const shared: TblgenSession = {
    ...session,
    checkpoints: session.checkpoints ?? new IncludeCheckpoints(),
    defsDirectory: session.defsDirectory ?? defsDirectory(),
  };
  let status = 0;
  for (const job of jobs) {
    // Job arguments are bytes of the batch file (read as latin1); the command line takes Unicode.
    const own = job.args.map((a) => Buffer.from(a, "latin1").toString("utf8"));
    const jobArgs = [...commonArgs, ...own, "--write-if-changed"];
    let parsed: ParsedArgs | InfoRequest;
    try {
      parsed = parseArgs(jobArgs);
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      const index = (e.argIndex ?? commonArgs.length) - commonArgs.length;
      const offset = job.offsets[Math.max(0, Math.min(index, job.offsets.length - 1))] ?? 0;
      io.writeStderr(bytesOf(located(file, offset, byteString(withoutToolName(e.message)))));
      status = Math.max(status, 1);
      continue;
    }
    if (typeof parsed === "string" || parsed.batch !== undefined) {
      const which = own.findIndex((a) => /^--?(help|h|help-hidden|help-list|version|batch)(=|$)/.test(a));
      io.writeStderr(bytesOf(located(file, job.offsets[Math.max(0, which)] ?? 0, "a job cannot be --help, --version or --batch")));
      status = Math.max(status, 1);
      continue;
    }
    status = Math.max(status, await runJob(parsed, jobArgs, shared));
  }
  return status;
}
