// Where tsmlir-opt writes its streams and resolves relative paths; replaceable so tests
// can run the command line in-process and capture its output.
import { writeSync } from "node:fs";
import { resolve } from "node:path";

/** The bytes handed to a write are valid only during the call (printers reuse their buffers). */
export interface OptIO {
  writeStdout(bytes: Uint8Array): void;
  writeStderr(bytes: Uint8Array): void;
  /** Directory relative paths are resolved against (default: the process's). */
  cwd?: string | undefined;
}

/** Writes every byte to `fd`; EAGAIN (a non-blocking descriptor) is retried, other errors thrown. */
function writeAll(fd: number, bytes: Uint8Array): void {
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(fd, bytes, offset, bytes.length - offset);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EAGAIN") continue;
      throw error;
    }
  }
}

/** stderr's reader going away leaves nowhere to report anything: its errors are dropped. */
function writeStderrQuietly(bytes: Uint8Array): void {
  try {
    writeAll(2, bytes);
  } catch {
    // Nothing can be reported about the channel reports go to.
  }
}

/** The process's streams; stdout's errors (EPIPE included) reach the output's owner (opt-output.ts). */
const processIO: OptIO = {
  writeStdout: (bytes) => writeAll(1, bytes),
  writeStderr: writeStderrQuietly,
};

let current: OptIO = processIO;

export function optIO(): OptIO {
  return current;
}

/** Installs `io` until the returned function is called. */
export function setOptIO(io: OptIO): () => void {
  const previous = current;
  current = io;
  return () => {
    current = previous;
  };
}

export function resolvePath(path: string): string {
  return current.cwd === undefined ? path : resolve(current.cwd, path);
}

export { writeAll };
