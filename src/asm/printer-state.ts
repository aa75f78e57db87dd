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
}

export const DEFAULT_PRINT_FLAGS: PrintFlags = {
  printGenericOpForm: false,
  printDebugInfo: false,
  printLocalScope: false,
};

const PARTS_PER_CHUNK = 4096;

/**
 * An append-only text sink. Written pieces are joined into chunks; with a `sink` each
 * chunk is handed on as soon as it is complete (so large outputs stream), otherwise
 * chunks are kept until taken.
 */
export class OutputBuffer {
  private parts: string[] = [];
  private readonly chunks: string[] = [];
  private readonly sink: ((chunk: string) => void) | undefined;

  constructor(sink?: (chunk: string) => void) {
    this.sink = sink;
  }

  write(text: string): void {
    const parts = this.parts;
    parts.push(text);
    if (parts.length >= PARTS_PER_CHUNK) this.flush();
  }

  /** Completes the current chunk. */
  flush(): void {
    if (this.parts.length === 0) return;
    const chunk = this.parts.join("");
    this.parts = [];
    if (this.sink !== undefined) this.sink(chunk);
    else this.chunks.push(chunk);
  }

  /** The text written so far (and not streamed), as chunks whose concatenation is the whole output. */
  takeChunks(): string[] {
    this.flush();
    return this.chunks.splice(0, this.chunks.length);
  }

  toString(): string {
    return this.takeChunks().join("");
  }
}
