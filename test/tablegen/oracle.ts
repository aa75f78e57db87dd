// Locates mlir-tblgen and the upstream .td tree for tests that compare with it.
import { spawn } from "node:child_process";
import { mlirInclude, mlirTblgen, unavailable } from "../environment.js";

export { mlirInclude, mlirTblgen };

/** Whether mlir-tblgen and the upstream .td tree can be used here. */
export function oracleAvailable(): boolean {
  return oracleUnavailable() === undefined;
}

/** Why mlir-tblgen and the upstream .td tree cannot be used here, or undefined. */
export function oracleUnavailable(): string | undefined {
  return unavailable("mlir-tblgen", "mlir-include");
}

export interface OracleRun {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs mlir-tblgen asynchronously (so a few can run at once). */
export function runOracle(args: readonly string[], cwd?: string): Promise<OracleRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(mlirTblgen, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (d: Buffer) => out.push(d));
    child.stderr.on("data", (d: Buffer) => err.push(d));
    child.on("error", reject);
    child.on("close", (code) =>
      resolve({
        status: code ?? -1,
        stdout: Buffer.concat(out).toString("utf8"),
        stderr: Buffer.concat(err).toString("utf8"),
      }),
    );
  });
}

/** Runs `jobs` with at most `limit` in flight, keeping result order. */
export async function inBatches<T>(jobs: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(jobs.length);
  let next = 0;
  async function worker(): Promise<void> {
    for (;;) {
      const i = next++;
      if (i >= jobs.length) return;
      results[i] = await (jobs[i] as () => Promise<T>)();
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}

/** The first `file:line:col` of an error in LLVM diagnostic output, with the include stack before it. */
export function firstError(stderr: string): { location: string; includeStack: string[] } | undefined {
  const includeStack: string[] = [];
  for (const line of stderr.split("\n")) {
    if (line.startsWith("Included from ")) {
      includeStack.push(line);
      continue;
    }
    const m = /^(.+?:\d+:\d+): error: /.exec(line);
    if (m) return { location: m[1] as string, includeStack };
    includeStack.length = 0;
  }
  return undefined;
}

export interface OracleBytes {
  readonly status: number;
  readonly stdout: Buffer;
  readonly stderr: Buffer;
}

/** Runs mlir-tblgen on `input` (written to `file` in `dir`) and keeps its streams as bytes. */
export function runOracleBytes(args: readonly string[], cwd?: string): Promise<OracleBytes> {
  return new Promise((resolve, reject) => {
    const child = spawn(mlirTblgen, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (d: Buffer) => out.push(d));
    child.stderr.on("data", (d: Buffer) => err.push(d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ status: code ?? -1, stdout: Buffer.concat(out), stderr: Buffer.concat(err) }));
  });
}

/** mlir-tblgen's stderr with its program path replaced by our tool's name, for comparison. */
export function asOurTool(stderr: Buffer): Buffer {
  return Buffer.from(stderr.toString("latin1").split(mlirTblgen).join("tsmlir-tblgen"), "latin1");
}
