// Where tsmlir-opt's output goes (`-o PATH`, or stdout for `-`). The output is opened
// before any work, as LLVM's ToolOutputFile is, so a path that cannot be written is
// reported first, in mlir-opt's words (`cannot open output file 'PATH': REASON`).
//
// Nothing this run did not create is ever removed. A regular file is written through a
// temporary file in the same directory, renamed over PATH only when the run succeeds:
// a failed run leaves the earlier file as it was (mlir-opt deletes it) and no partial
// output. Devices, FIFOs and sockets are written directly and never removed.
import { randomBytes } from "node:crypto";
import {
  accessSync,
  closeSync,
  constants,
  fchmodSync,
  fstatSync,
  lstatSync,
  openSync,
  readSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import type { ChunkSink } from "../asm/printer-state.js";
import { systemErrorText } from "../tablegen/errno.js";
import { optIO, resolvePath } from "./opt-io.js";

/** The output cannot be opened: the message is mlir-opt's whole line. */
export class OutputOpenError extends Error {}

/**
 * stdout's reader went away (`tsmlir-opt ... | head`): the run ends at once, quietly, with
 * LLVM's exit status for it (its SIGPIPE handler exits with EX_IOERR).
 */
export class BrokenPipeError extends Error {
  static readonly exitCode = 74;
}

/** The prefix of the temporary files of process `pid` next to `target`; the launcher removes those of a child that died. */
export function temporaryPrefix(target: string, pid: number): string {
  return join(dirname(target), `.${basename(target)}.tsmlir-${pid}-`);
}

function errnoCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

/** Where the bytes go, once open. */
type Destination =
  | { readonly kind: "stdout" }
  /** A device, FIFO or socket, or a file that can only be written in place. */
  | { readonly kind: "direct"; readonly fd: number }
  /** A regular file written through `temporary`, which becomes `target` on success. */
  | { readonly kind: "replace"; readonly fd: number; readonly temporary: string; readonly target: string; readonly linkedTarget: boolean };

export class OutputFile {
  /** The write error that ended the output (LLVM reports it when the stream closes), if any. */
  private failure: unknown;
  readonly emit: ChunkSink;

  private constructor(private readonly destination: Destination) {
    this.emit = Object.assign((bytes: Uint8Array): void => this.write(bytes), { consumesChunks: true });
  }

  /** Opens `output` (`-` is stdout) as LLVM's ToolOutputFile would; throws OutputOpenError. */
  static open(output: string): OutputFile {
    if (output === "-") return new OutputFile({ kind: "stdout" });
    const path = resolvePath(output);
    try {
      // An empty name opens nothing (resolving it would name the current directory).
      if (output === "") throw Object.assign(new Error("ENOENT"), { code: "ENOENT" });
      return new OutputFile(openDestination(path));
    } catch (error) {
      throw new OutputOpenError(`cannot open output file '${output}': ${systemErrorText(error)}`);
    }
  }

  private write(bytes: Uint8Array): void {
    if (this.failure !== undefined) return;
    try {
      if (this.destination.kind === "stdout") optIO().writeStdout(bytes);
      else writeFully(this.destination.fd, bytes);
    } catch (error) {
      // A FIFO's or stdout's reader is gone: nothing more can be written, so stop working.
      if (errnoCode(error) === "EPIPE") throw new BrokenPipeError("broken pipe");
      this.failure = error;
    }
  }

  /**
   * Ends the output: on success a regular file takes the new content; on failure it
   * keeps the old one. Returns LLVM's fatal write error line when a write failed
   * (`LLVM ERROR: IO failure on output stream: REASON`), else undefined.
   */
  close(succeeded: boolean): string | undefined {
    const destination = this.destination;
    if (destination.kind !== "stdout") {
      try {
        closeSync(destination.fd);
      } catch (error) {
        this.failure ??= error;
      }
    }
    if (destination.kind === "replace") {
      if (succeeded && this.failure === undefined) {
        try {
          if (destination.linkedTarget) copyInto(destination.temporary, destination.target);
          else renameSync(destination.temporary, destination.target);
        } catch (error) {
          this.failure = error;
        }
      }
      rmSync(destination.temporary, { force: true });
    }
    return this.failure === undefined ? undefined : `LLVM ERROR: IO failure on output stream: ${systemErrorText(this.failure)}\n`;
  }
}

function openDestination(path: string): Destination {
  let target = path;
  let existing: ReturnType<typeof statSync> | undefined;
  try {
    const link = lstatSync(path);
    if (link.isSymbolicLink()) target = realpathSync(path);
    existing = link.isSymbolicLink() ? statSync(target) : link;
  } catch (error) {
    // No file yet (or a dangling link, whose target is created as the open would create it).
    if (errnoCode(error) !== "ENOENT") throw error;
  }
  if (existing?.isDirectory()) throw Object.assign(new Error("EISDIR"), { code: "EISDIR" });
  if (existing !== undefined && !existing.isFile()) return { kind: "direct", fd: openSync(target, "w") };
  // An existing file must be writable as the open would find it (LLVM opens it in place).
  if (existing !== undefined) accessSync(target, constants.W_OK);
  const temporary = `${temporaryPrefix(target, process.pid)}${randomBytes(6).toString("hex")}`;
  let fd: number;
  try {
    fd = openSync(temporary, "wx", 0o666);
  } catch (error) {
    const code = errnoCode(error);
    // A writable file in a directory we may not create files in: written in place, as LLVM does.
    if (existing !== undefined && (code === "EACCES" || code === "EPERM" || code === "EROFS")) return { kind: "direct", fd: openSync(target, "w") };
    // The reason is the directory's; a missing directory reads as LLVM's ENOENT.
    throw error;
  }
  try {
    if (existing !== undefined) fchmodSync(fd, Number(existing.mode) & 0o7777);
  } catch {
    // Another owner's mode may not be ours to set: the new file keeps the default.
  }
  // A file with other hard links keeps its identity: its content is replaced in place on success.
  const linkedTarget = existing !== undefined && Number(existing.nlink) > 1;
  return { kind: "replace", fd, temporary, target, linkedTarget };
}

/** Writes every byte; EAGAIN (a non-blocking descriptor) is retried. */
function writeFully(fd: number, bytes: Uint8Array): void {
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(fd, bytes, offset, Math.min(bytes.length - offset, 1 << 24));
    } catch (error) {
      if (errnoCode(error) === "EAGAIN") continue;
      throw error;
    }
  }
}

/** Replaces `target`'s content with `source`'s (both regular files). */
function copyInto(source: string, target: string): void {
  const from = openSync(source, "r");
  try {
    const to = openSync(target, "w");
    try {
      const size = fstatSync(from).size;
      const chunk = Buffer.alloc(Math.min(Math.max(size, 1), 1 << 24));
      for (;;) {
        const n = readSync(from, chunk, 0, chunk.length, null);
        if (n === 0) break;
        writeFully(to, chunk.subarray(0, n));
      }
    } finally {
      closeSync(to);
    }
  } finally {
    closeSync(from);
  }
}
