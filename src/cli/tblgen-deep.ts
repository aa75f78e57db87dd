// Input nested deeper than a Node thread's default stack holds (about 2,000 levels of
// brackets) is run again in a worker thread whose stack is sized from the measured
// nesting, so tsmlir-tblgen accepts what mlir-tblgen accepts (and more: mlir-tblgen
// crashes at about 7,000 nested brackets) without making every run pay for a thread.
// Beyond NESTING_LIMIT the preprocessor reports a located error before any of this.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { TblgenIO } from "./tblgen.js";

/** The stack a worker gets for input nested `nesting` levels deep: measured, with margin. */
export function stackMegabytesFor(nesting: number): number {
  // About 1 KB per level for operators and let bodies, up to 3 KB for dags: 4 KB a level.
  return Math.min(2048, 64 + Math.ceil((nesting * 4) / 1024));
}

/** The compiled worker beside this module; from the sources (tsx, vitest) the TypeScript one. */
function workerModule(): URL {
  const compiled = new URL("./tblgen-deep-worker.js", import.meta.url);
  return existsSync(fileURLToPath(compiled)) ? compiled : new URL("./tblgen-deep-worker.ts", import.meta.url);
}

interface WorkerReply {
  readonly stdout?: Uint8Array;
  readonly stderr?: Uint8Array;
  readonly status?: number;
}

/**
 * Runs one job's arguments in a worker with a large stack; resolves to its exit status.
 * `workerScript` is the worker script when this module is bundled (the warm start), where it
 * cannot find it beside itself; `defsDirectory` likewise.
 */
export function runJobOnLargeStack(
  args: readonly string[],
  stdin: Uint8Array,
  nesting: number,
  io: TblgenIO,
  workerScript?: URL,
  defsDirectory?: string,
): Promise<number> {
  return new Promise((resolve) => {
    const module = workerScript ?? workerModule();
    const options = {
      workerData: { args: [...args], stdin, ...(defsDirectory !== undefined ? { defsDirectory } : {}) },
      resourceLimits: { stackSizeMb: stackMegabytesFor(nesting) },
      stdout: false,
      stderr: false,
    };
    // Run from the sources (tsx, vitest), the worker registers tsx's loader first.
    const worker = module.pathname.endsWith(".ts")
      ? new Worker(`import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(module.href)}); });`, { ...options, eval: true })
      : new Worker(module, options);
    let status: number | undefined;
    worker.on("message", (reply: WorkerReply) => {
      if (reply.stdout !== undefined) io.writeStdout(reply.stdout);
      if (reply.stderr !== undefined) io.writeStderr(reply.stderr);
      if (reply.status !== undefined) status = reply.status;
    });
    worker.on("error", (error) => {
      if ((error as NodeJS.ErrnoException).code === "ERR_WORKER_OUT_OF_MEMORY") {
        io.writeStderr(Buffer.from(`tsmlir-tblgen: error: out of memory evaluating input nested ${nesting} levels deep\n`));
        status = 1;
        return;
      }
      const text = error instanceof Error ? error.message : String(error);
      io.writeStderr(Buffer.from(`tsmlir-tblgen: error: internal failure: ${text}\n`));
      status = 2;
    });
    worker.on("exit", () => resolve(status ?? 2));
  });
}
