// The worker side of tblgen-deep.ts: runs one job on the worker's large stack and
// sends its output back to the main thread, which owns the streams.
import { parentPort, workerData } from "node:worker_threads";
import { runJobCapturingDepth } from "./tblgen.js";
import { parseArgs } from "./tblgen-options.js";

const { args, stdin, defsDirectory } = workerData as { args: string[]; stdin: Uint8Array; defsDirectory?: string };
const port = parentPort;
if (port !== null) {
  const parsed = parseArgs(args);
  if (typeof parsed === "string") throw new Error(`a deep job cannot be --${parsed}`);
  const io = {
    writeStdout: (bytes: Uint8Array) => port.postMessage({ stdout: Uint8Array.from(bytes) }),
    writeStderr: (bytes: Uint8Array) => port.postMessage({ stderr: Uint8Array.from(bytes) }),
    readStdin: () => stdin,
  };
  const status = await runJobCapturingDepth(parsed, { io, ...(defsDirectory !== undefined ? { defsDirectory } : {}) }, true);
  port.postMessage({ status });
}
