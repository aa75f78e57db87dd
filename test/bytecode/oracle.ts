// Running mlir-opt 19 from tests: a few processes at a time (the machine has 2 cores),
// so the conformance tests stay within their time budget.
import { spawn } from "node:child_process";
import { corpusDir, mlirOpt, repoRoot, sharedDir, unavailable } from "../environment.js";

export { corpusDir, repoRoot, sharedDir };
export const MLIR_OPT = mlirOpt;

/** Why the bytecode conformance tests cannot run here (they need mlir-opt and the corpus). */
export function oracleMissingReason(): string | undefined {
  return unavailable("mlir-opt", "corpus");
}

export interface RunResult {
  readonly code: number;
  readonly stdout: Buffer;
  readonly stderr: string;
}

export function runMlirOpt(args: readonly string[], cwd?: string): Promise<RunResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(MLIR_OPT, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (b: Buffer) => out.push(b));
    child.stderr.on("data", (b: Buffer) => err.push(b));
    child.on("error", reject);
    child.on("close", (code) => resolvePromise({ code: code ?? -1, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString("latin1") }));
  });
}

/** Maps `items` through `task` with at most `limit` running at once, keeping order. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i] as T);
    }
  });
  await Promise.all(workers);
  return results;
}
