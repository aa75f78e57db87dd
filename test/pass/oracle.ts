// The pass tests' oracle harness: runs mlir-opt 19 and tsmlir-opt (in-process) with the same
// arguments and compares stdout, stderr and exit status. The only normalizations: the tool
// name in LLVM command-line errors (`mlir-opt: ` / `tsmlir-opt: `), and for reports whose
// numbers are ours (timing) the numbers.
import { execFile } from "node:child_process";
import { runOpt } from "../opt/run-opt.js";
import { mlirOpt } from "../environment.js";

export { mlirOpt };

export interface ToolResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export function runMlirOpt(args: readonly string[], cwd: string, input?: string): Promise<ToolResult> {
  return new Promise((resolve) => {
    const child = execFile(mlirOpt, [...args], { cwd, encoding: "latin1", maxBuffer: 1 << 28 }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : typeof error.code === "number" ? error.code : 1, stdout, stderr: stderr.replace(/^mlir-opt: /gm, "tsmlir-opt: ") });
    });
    if (input !== undefined) child.stdin?.end(input);
  });
}

/** In-process runs replace the tool's global output streams, so they take turns. */
let queue: Promise<unknown> = Promise.resolve();

export function runOurs(args: readonly string[], cwd: string): Promise<ToolResult> {
  const run = queue.then(() => runOpt([...args], cwd));
  queue = run.catch(() => undefined);
  return run;
}

/** Runs `tasks` with at most `limit` at a time. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await run(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export type Normalize = (result: ToolResult) => ToolResult;

export const identity: Normalize = (r) => r;

/** Timing reports: numbers and their padding masked; list mode sorted (its order follows the times). */
export function maskTiming(list: boolean): Normalize {
  return (r) => {
    let stderr = r.stderr.replace(/ *[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]+%\)/g, "T").replace(/Total Execution Time: [0-9.]+ seconds/, "Total Execution Time: T seconds");
    if (list) stderr = stderr.split("\n").sort().join("\n");
    return { ...r, stderr };
  };
}

/**
 * Statistics: the mlir-opt 19 build has LLVM statistics compiled out, so its report is the
 * header alone; ours lists the counters in MLIR's layout. The counter lines (and the pass
 * lines of the pipeline view, which that build omits too) are removed from ours.
 */
export const statisticsBodyRemoved: Normalize = (r) => {
  const lines = r.stderr.split("\n");
  const out: string[] = [];
  let inReport = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.includes("... Pass statistics report ...")) {
      inReport = true;
      out.push(line, lines[++i] as string);
      continue;
    }
    if (inReport) {
      if (line === "") inReport = false;
      else continue;
    }
    out.push(line);
  }
  return { ...r, stderr: out.join("\n") };
};

export interface Comparison {
  readonly same: boolean;
  readonly report: string;
}

/**
 * mlir-opt runs the pipelines nested on sibling ops on threads: a failure stops the others
 * wherever they are, so which of several failing siblings get to report differs from run to
 * run, and under load the order of what the threads print can too. A difference on a run
 * with threads (or a failing one) is therefore checked against a few more mlir-opt runs;
 * ours must equal one of mlir-opt's outputs.
 */
const ORACLE_RERUNS = 4;

export async function compare(args: readonly string[], cwd: string, normalizeOurs: Normalize = identity, normalizeTheirs: Normalize = identity): Promise<Comparison> {
  const [theirsRaw, oursRaw] = await Promise.all([runMlirOpt(args, cwd), runOurs(args, cwd)]);
  let theirs = normalizeTheirs(theirsRaw);
  const ours = normalizeOurs(oursRaw);
  const matches = (t: ToolResult): boolean => t.stdout === ours.stdout && t.stderr === ours.stderr && (t.code === 0) === (ours.code === 0);
  let same = matches(theirs);
  // Runs on threads, and failing runs, can differ between mlir-opt runs (see ORACLE_RERUNS).
  const threaded = !args.includes("--mlir-disable-threading");
  for (let i = 0; !same && (threaded || theirs.code !== 0) && i < ORACLE_RERUNS; i++) {
    const again = normalizeTheirs(await runMlirOpt(args, cwd));
    if (matches(again)) {
      theirs = again;
      same = true;
    }
  }
  return {
    same,
    report: same ? "" : `${args.join(" ")}\n--- mlir-opt (${theirs.code})\n${theirs.stdout}${theirs.stderr}--- tsmlir-opt (${ours.code})\n${ours.stdout}${ours.stderr}`,
  };
}
