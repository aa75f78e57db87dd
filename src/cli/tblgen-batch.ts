// `tsmlir-tblgen --batch FILE`: many jobs in one process, for build systems that would
// otherwise start one mlir-tblgen per (file, action). Each line of FILE is one job's
// arguments (whitespace separated, "double quotes" around an argument with spaces,
// `#` starts a comment line); the arguments given beside `--batch` come first in every
// job. Outputs are only rewritten when their content changes (as --write-if-changed).
// Consecutive jobs on the same input (say its records, then its docs) evaluate it once.
// The status is 0 when every job succeeded, else the highest job status.
import { readFileSync } from "node:fs";
import { systemErrorText } from "../tablegen/errno.js";
import { byteString, bytesOf } from "../tablegen/source-text.js";
import { type EvaluationCache, type TblgenIO, runJob } from "./tblgen.js";
import { type ParsedArgs, parseArgs, TOOL, UsageError } from "./tblgen-options.js";

/** Splits one job line into arguments. */
export function splitJobLine(line: string): string[] {
  const args: string[] = [];
  let current = "";
  let inArgument = false;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string;
    if (quoted) {
      if (ch === '"') quoted = false;
      else if (ch === "\\" && (line[i + 1] === '"' || line[i + 1] === "\\")) current += line[++i];
      else current += ch;
      continue;
    }
    if (ch === '"') {
      quoted = true;
      inArgument = true;
      continue;
    }
    if (ch === " " || ch === "\t" || ch === "\r") {
      if (inArgument) args.push(current);
      current = "";
      inArgument = false;
      continue;
    }
    current += ch;
    inArgument = true;
  }
  if (quoted) throw new UsageError("unterminated quoted argument");
  if (inArgument) args.push(current);
  return args;
}

/** The job lines of a batch file: [line number, arguments]. */
export function readJobs(text: string): [number, string[]][] {
  const jobs: [number, string[]][] = [];
  const lines = text.split("\n");
  for (const [i, line] of lines.entries()) {
    const trimmed = line.trim();
    if (trimmed.length === 0 || trimmed.startsWith("#")) continue;
    jobs.push([i + 1, splitJobLine(trimmed)]);
  }
  return jobs;
}

export async function runBatch(batch: ParsedArgs & { batch: string }, io: TblgenIO, commonArgs: readonly string[] = []): Promise<number> {
  let text: string;
  try {
    text = readFileSync(batch.batch, "utf8");
  } catch (e) {
    io.writeStderr(bytesOf(`${TOOL}: Could not open batch file '${byteString(batch.batch)}': ${systemErrorText(e)}\n`));
    return 1;
  }
  let jobs: [number, string[]][];
  try {
    jobs = readJobs(text);
  } catch (e) {
    io.writeStderr(bytesOf(`${byteString(batch.batch)}: error: ${(e as Error).message}\n`));
    return 1;
  }
  let status = 0;
  const cache: EvaluationCache = {};
  for (const [line, args] of jobs) {
    let parsed: ParsedArgs | "help";
    const jobArgs = [...commonArgs, ...args, "--write-if-changed"];
    try {
      parsed = parseArgs(jobArgs);
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      io.writeStderr(bytesOf(`${byteString(batch.batch)}:${line}: ${byteString(e.message)}\n`));
      status = Math.max(status, 1);
      continue;
    }
    if (parsed === "help" || parsed.batch !== undefined) {
      io.writeStderr(bytesOf(`${byteString(batch.batch)}:${line}: ${TOOL}: a job cannot be --help or --batch\n`));
      status = Math.max(status, 1);
      continue;
    }
    status = Math.max(status, await runJob(parsed, jobArgs, io, cache));
  }
  return status;
}
