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

/** An append-only text sink. */
export class OutputBuffer {
  private parts: string[] = [];
  private readonly chunks: string[] = [];

  write(text: string): void {
    const parts = this.parts;
    parts.push(text);
    if (parts.length >= PARTS_PER_CHUNK) {
      this.chunks.push(parts.join(""));
      this.parts = [];
    }
  }

  /** The text written so far, as chunks whose concatenation is the whole output. */
  takeChunks(): string[] {
    if (this.parts.length > 0) {
      this.chunks.push(this.parts.join(""));
      this.parts = [];
    }
    return this.chunks.splice(0, this.chunks.length);
  }

  toString(): string {
    return this.takeChunks().join("");
  }
}
