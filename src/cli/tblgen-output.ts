// Where tsmlir-tblgen's output goes. A regular file is written through a temporary
// file in the same directory renamed into place, so a failed run leaves neither a
// partial file nor a lost one; devices, FIFOs and sockets are written directly
// (nothing is ever removed). `--write-if-changed` leaves an identical file alone.
import {
  closeSync,
  fchmodSync,
  lstatSync,
  openSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import { systemErrorText } from "../tablegen/errno.js";

/** Why writing failed, in LLVM's words for tsmlir-tblgen to print. */
export class OutputFailure extends Error {
  constructor(
    message: string,
    /** LLVM reports write errors as `LLVM ERROR: ...` (report_fatal_error), open errors with the tool name. */
    readonly fatal: boolean,
  ) {
    super(message);
  }
}

/**
 * An output made as it is written: `writeTo` hands each piece over in order (a piece is
 * only valid until the call returns). Its own errors (not the writer's) come out as
 * ProducerFailure.
 */
export interface OutputStream {
  writeTo(write: (piece: Uint8Array) => void): void;
}

/** An error of an OutputStream's producer while it was written (not an I/O error). */
export class ProducerFailure extends Error {
  constructor(override readonly cause: unknown) {
    super("output producer failed");
  }
}

/** An output: its bytes, its pieces in order (a large output is not copied into one buffer), or a stream. */
export type OutputBytes = Uint8Array | readonly Uint8Array[] | OutputStream;

export function isOutputStream(bytes: OutputBytes): bytes is OutputStream {
  return !(bytes instanceof Uint8Array) && !Array.isArray(bytes);
}

/** A stream's pieces, copied and kept (where the whole output must exist before it is written). */
export function collectOutput(bytes: OutputBytes): Uint8Array | readonly Uint8Array[] {
  if (!isOutputStream(bytes)) return bytes;
  const pieces: Uint8Array[] = [];
  bytes.writeTo((piece) => void pieces.push(Uint8Array.prototype.slice.call(piece)));
  return pieces;
}

function outputSize(bytes: Uint8Array | readonly Uint8Array[]): number {
  if (bytes instanceof Uint8Array) return bytes.length;
  let size = 0;
  for (const piece of bytes) size += piece.length;
  return size;
}

/** Writes every byte to `fd`; EAGAIN (a non-blocking pipe) is retried. */
export function writeFully(fd: number, bytes: OutputBytes): void {
  if (isOutputStream(bytes)) {
    let writing = false;
    try {
      bytes.writeTo((piece) => {
        writing = true;
        writeFully(fd, piece);
        writing = false;
      });
    } catch (e) {
      throw writing ? e : new ProducerFailure(e);
    }
    return;
  }
  if (!(bytes instanceof Uint8Array)) {
    for (const piece of bytes) writeFully(fd, piece);
    return;
  }
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(fd, bytes, offset, Math.min(bytes.length - offset, 1 << 20));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "EAGAIN") continue;
      throw e;
    }
  }
}

function ioFailure(e: unknown): OutputFailure {
  return new OutputFailure(`IO failure on output stream: ${systemErrorText(e)}`, true);
}

function sameContent(path: string, bytes: Uint8Array | readonly Uint8Array[]): boolean {
  // Missing or of another size: changed, without reading it (or paying for an exception).
  const stat = statSync(path, { throwIfNoEntry: false });
  if (stat === undefined || !stat.isFile() || stat.size !== outputSize(bytes)) return false;
  try {
    const existing = readFileSync(path);
    if (bytes instanceof Uint8Array) return existing.equals(bytes);
    let at = 0;
    for (const piece of bytes) {
      if (!existing.subarray(at, at + piece.length).equals(piece)) return false;
      at += piece.length;
    }
    return true;
  } catch {
    return false;
  }
}

let temporaryCounter = 0;

/** Writes `bytes` to `path` (not `-`); returns whether the file was (re)written. */
export function writeOutputFile(path: string, output: OutputBytes, writeIfChanged: boolean): boolean {
  // Compared with the file, the output must exist whole first.
  const bytes = writeIfChanged ? collectOutput(output) : output;
  if (writeIfChanged && sameContent(path, bytes as Uint8Array | readonly Uint8Array[])) return false;
  let target = path;
  let existingMode: number | undefined;
  try {
    const link = lstatSync(path);
    if (link.isSymbolicLink()) target = realpathSync(path);
    const stat = link.isSymbolicLink() ? statSync(target) : link;
    if (stat.isDirectory()) throw new OutputFailure(`error opening ${path}: Is a directory`, false);
    if (!stat.isFile()) {
      writeDirectly(path, target, bytes);
      return true;
    }
    existingMode = stat.mode & 0o7777;
  } catch (e) {
    if (e instanceof OutputFailure) throw e;
    // A dangling link or no file yet: created below.
  }
  const temporary = join(dirname(target), `.${basename(target)}.tsmlir-tmp-${process.pid}-${temporaryCounter++}`);
  let fd: number;
  try {
    fd = openSync(temporary, "wx", 0o666);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    // An existing, writable file in a directory we cannot create files in: write it in place.
    if (existingMode !== undefined && (code === "EACCES" || code === "EPERM" || code === "EROFS")) {
      writeDirectly(path, target, bytes);
      return true;
    }
    throw new OutputFailure(`error opening ${path}: ${systemErrorText(e)}`, false);
  }
  try {
    try {
      if (existingMode !== undefined) fchmodSync(fd, existingMode);
      writeFully(fd, bytes);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, target);
  } catch (e) {
    rmSync(temporary, { force: true });
    throw e instanceof ProducerFailure ? e : ioFailure(e);
  }
  return true;
}

function writeDirectly(path: string, target: string, bytes: OutputBytes): void {
  let fd: number;
  try {
    fd = openSync(target, "w");
  } catch (e) {
    throw new OutputFailure(`error opening ${path}: ${systemErrorText(e)}`, false);
  }
  try {
    writeFully(fd, bytes);
  } catch (e) {
    throw e instanceof ProducerFailure ? e : ioFailure(e);
  } finally {
    closeSync(fd);
  }
}
