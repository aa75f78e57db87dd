// tsmlir-tblgen as a library, for bundler plugins and build tools that run TableGen
// jobs in their own process: the same options, diagnostics and outputs as the command
// line (byte for byte), outputs rewritten only when their content changes, and shared
// includes (and inputs several jobs use) evaluated once: include checkpoints, kept by a
// `TableGenRunner` across calls.
import { Buffer } from "node:buffer";
import { IncludeCheckpoints } from "../tablegen/include-cache.js";
import { defsDirectory } from "../support/package-root.js";
import { runJob, type TblgenIO } from "./tblgen.js";
import { parseArgs, UsageError } from "./tblgen-options.js";

export interface TableGenJob {
  /** The .td file (`-` for `stdin`). */
  readonly input: string;
  /** An action flag without dashes (`print-records`, `gen-dialect-doc`, ...); default print-records. */
  readonly action?: string;
  /** Where the output goes; without it the output is returned in `stdout`. */
  readonly output?: string;
  readonly includeDirs?: readonly string[];
  readonly defines?: readonly string[];
  /** Further options by name without dashes (`dialect: "arith"`, `write-if-changed: true`). */
  readonly options?: { readonly [name: string]: string | boolean };
  /** The input's content when `input` is `-`. */
  readonly stdin?: Uint8Array;
}

export interface TableGenJobResult {
  /** The command line's exit status (0 success, 1 error). */
  readonly status: number;
  /** The output when the job has no `output` file (bytes, as mlir-tblgen writes them). */
  readonly stdout: Uint8Array;
  /** Diagnostics as the command line prints them. */
  readonly stderr: Uint8Array;
}

/** The command-line arguments of a job. */
export function jobArguments(job: TableGenJob): string[] {
  const args = [`--${job.action ?? "print-records"}`];
  for (const dir of job.includeDirs ?? []) args.push(`-I${dir}`);
  for (const name of job.defines ?? []) args.push(`-D${name}`);
  for (const [name, value] of Object.entries(job.options ?? {})) {
    if (value === true) args.push(`--${name}`);
    else if (value !== false) args.push(`--${name}=${value}`);
  }
  if (job.output !== undefined) args.push("-o", job.output, "--write-if-changed");
  args.push("--", job.input);
  return args;
}

/**
 * Runs TableGen jobs in this process, keeping what they share (the evaluation of shared
 * includes) for later calls: a bundler plugin or watcher keeps one runner and calls
 * `run` whenever inputs change (changed files are noticed by content).
 */
export class TableGenRunner {
  private readonly checkpoints = new IncludeCheckpoints();

  /** Runs jobs in order; each result is what the command line would have printed. */
  run(jobs: readonly TableGenJob[]): Promise<TableGenJobResult[]> {
    return runJobs(jobs, this.checkpoints);
  }
}

/** Runs jobs in order in this process; each result is what the command line would have printed. */
export async function runTableGenJobs(jobs: readonly TableGenJob[]): Promise<TableGenJobResult[]> {
  return runJobs(jobs, new IncludeCheckpoints());
}

async function runJobs(jobs: readonly TableGenJob[], checkpoints: IncludeCheckpoints): Promise<TableGenJobResult[]> {
  const results: TableGenJobResult[] = [];
  const defs = defsDirectory();
  for (const job of jobs) {
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const io: TblgenIO = {
      writeStdout: (bytes) => out.push(Buffer.from(bytes)),
      writeStderr: (bytes) => err.push(Buffer.from(bytes)),
      readStdin: () => job.stdin ?? new Uint8Array(0),
    };
    const args = jobArguments(job);
    let status: number;
    try {
      const parsed = parseArgs(args);
      status = typeof parsed === "string" ? 1 : await runJob(parsed, args, { io, checkpoints, defsDirectory: defs });
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      err.push(Buffer.from(`${e.message}\n`, "latin1"));
      status = 1;
    }
    results.push({ status, stdout: Buffer.concat(out), stderr: Buffer.concat(err) });
  }
  return results;
}
