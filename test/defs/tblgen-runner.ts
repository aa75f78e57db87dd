// Runs the installed mlir-tblgen (the oracle) and reports its output.

import { execFile } from "node:child_process";
import { mlirInclude, mlirTblgen, unavailable } from "../environment.js";

export const MLIR_TBLGEN = mlirTblgen;
export const UPSTREAM_INCLUDE = mlirInclude;

export interface TblgenResult {
  readonly ok: boolean;
  readonly stdout: string;
  readonly stderr: string;
}

/** Why mlir-tblgen and the upstream .td tree cannot be used here, or undefined. */
export function tblgenUnavailable(): string | undefined {
  return unavailable("mlir-tblgen", "mlir-include");
}

// Tests of one file often need the same evaluation twice; remember results
// for the life of the test process only.
const memo = new Map<string, Promise<TblgenResult>>();

export function runTblgen(args: readonly string[]): Promise<TblgenResult> {
  const key = args.join("\u0000");
  const known = memo.get(key);
  if (known !== undefined) return known;
  const pending = new Promise<TblgenResult>((resolve) => {
    execFile(MLIR_TBLGEN, [...args], { maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ ok: error === null, stdout, stderr });
    });
  });
  memo.set(key, pending);
  return pending;
}

/** Runs `jobs` with at most `width` in flight (the CI machine has 2 cores). */
export async function inBatches<T>(jobs: ReadonlyArray<() => Promise<T>>, width: number): Promise<T[]> {
  const results: T[] = new Array<T>(jobs.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const index = next;
      next += 1;
      const job = jobs[index];
      if (job !== undefined) results[index] = await job();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, worker));
  return results;
}
