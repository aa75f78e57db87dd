// Printing flags and the output sink of the op printer. Text is produced as a byte
// string (one char per byte) into an array of parts that is joined into chunks rarely,
// never by repeated `+=`.

export interface PrintFlags {
  /** Print every op in the generic form (`--mlir-print-op-generic`). */
  readonly printGenericOpForm: boolean;
  /** Print trailing `loc(...)` on ops and block arguments (`--mlir-print-debuginfo`). */
  readonly printDebugInfo: boolean;
  /** Print without aliases (`--mlir-print-local-scope`). */
  readonly printLocalScope: boolean;
  /** `--mlir-elide-elementsattrs-if-larger`: elements attributes above this many elements are elided. */
  readonly elideElementsAttrsLargerThan?: number;
  /**
   * The op is known to verify (OpPrintingFlags::assumeVerified). Otherwise a top-level print
   * verifies it first and prints it in the generic form if it does not verify, as MLIR's
   * AsmState does: custom printers may rely on what the verifier checks.
   */
  readonly assumeVerified?: boolean;
}

export const DEFAULT_PRINT_FLAGS: PrintFlags = {
  printGenericOpForm: false,
  printDebugInfo: false,
  printLocalScope: false,
};

const CHUNK_BYTES = 1 << 16;

/** Where streamed output goes, chunk by chunk. */
export interface ChunkSink {
  (chunk: Uint8Array): void;
  /**
   * The sink is done with each chunk when the call returns (it writes it out, or copies
   * it), so the printer may reuse the chunk's buffer: streaming then costs one buffer, not
   * one per 64 KiB, and no external memory that would make V8 collect garbage (moving a
   * freshly built IR) only to account for it.
   */
  readonly consumesChunks?: boolean;
}

/**
 * An append-only byte sink for byte-string text (one char per byte). Pieces are copied
 * into 64 KiB chunks; with a `sink` each full chunk is handed on at once (so large
 * outputs stream), otherwise chunks are kept until taken.
 */
export class OutputBuffer {
  private buffer: Buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  private position = 0;
  private readonly chunks: Uint8Array[] = [];
  private readonly sink: ChunkSink | undefined;
  private readonly reuseBuffer: boolean;

  constructor(sink?: ChunkSink) {
    this.sink = sink;
    this.reuseBuffer = sink?.consumesChunks === true;
  }

  write(text: string): void {
    const n = text.length;
    let position = this.position;
    if (position + n > CHUNK_BYTES) {
      this.flush();
      position = 0;
      if (n > CHUNK_BYTES) {
        this.emit(Buffer.from(text, "latin1"));
        return;
      }
    }
    const buffer = this.buffer;
    // A loop beats Buffer.write's native call for the short pieces printers write.
    if (n < 128) {
      for (let i = 0; i < n; i++) buffer[position + i] = text.charCodeAt(i);
    } else {
      buffer.write(text, position, n, "latin1");
    }
    this.position = position + n;
  }

  /** Writes bytes (e.g. text a printer encoded once to write many times). */
  writeBytes(bytes: Uint8Array): void {
    const n = bytes.length;
    if (this.position + n > CHUNK_BYTES) {
      this.flush();
      if (n > CHUNK_BYTES) {
        this.emit(bytes.slice());
        return;
      }
    }
    const buffer = this.buffer;
    const position = this.position;
    if (n <= 32) {
      for (let i = 0; i < n; i++) buffer[position + i] = bytes[i] as number;
    } else buffer.set(bytes, position);
    this.position = position + n;
  }

  /** Writes `count` spaces. */
  writeSpaces(count: number): void {
    if (this.position + count > CHUNK_BYTES) {
      this.flush();
      if (count > CHUNK_BYTES) {
        this.emit(Buffer.alloc(count, 0x20));
        return;
      }
    }
    const buffer = this.buffer;
    const position = this.position;
    for (let i = 0; i < count; i++) buffer[position + i] = 0x20;
    this.position = position + count;
  }

  /** Writes one byte (a char code below 256). */
  writeByte(code: number): void {
    if (this.position >= CHUNK_BYTES) this.flush();
    this.buffer[this.position++] = code;
  }

  /** Writes a non-negative integer in decimal, without making a string of it. */
  writeDecimal(value: number): void {
    if (value < 10) {
      this.writeByte(48 + value);
      return;
    }
    if (value > 0x7fffffff) {
      this.write(String(value));
      return;
    }
    // Int32 arithmetic from here on.
    let digits = 1;
    for (let rest = value; rest >= 10; rest = (rest / 10) | 0) digits++;
    if (this.position + digits > CHUNK_BYTES) this.flush();
    const buffer = this.buffer;
    let at = this.position + digits;
    this.position = at;
    let rest = value | 0;
    do {
      const quotient = (rest / 10) | 0;
      buffer[--at] = 48 + rest - quotient * 10;
      rest = quotient;
    } while (rest > 0);
  }

  private emit(chunk: Uint8Array): void {
    if (this.sink !== undefined) this.sink(chunk);
    else this.chunks.push(chunk);
  }

  /** Completes the current chunk. */
  flush(): void {
    if (this.position === 0) return;
    const full = this.buffer.subarray(0, this.position);
    this.position = 0;
    if (!this.reuseBuffer) this.buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    this.emit(full);
  }

  /** The output so far (and not streamed), as byte chunks. */
  takeChunks(): Uint8Array[] {
    this.flush();
    return this.chunks.splice(0, this.chunks.length);
  }

  toString(): string {
    return Buffer.concat(this.takeChunks()).toString("latin1");
  }
}
