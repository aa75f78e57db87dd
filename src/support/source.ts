// A source buffer with a line index, shared by every front end (TableGen, MLIR text)
// so that positions are stored as plain offsets and turned into line:column only when
// a diagnostic is printed.

export class SourceFile {
  readonly name: string;
  readonly text: string;
  private lineStarts: Int32Array | undefined;

  constructor(name: string, text: string) {
    this.name = name;
    this.text = text;
  }

  private index(): Int32Array {
    if (this.lineStarts !== undefined) return this.lineStarts;
    // indexOf scans natively, far faster than a charCodeAt loop on files of millions of lines.
    const text = this.text;
    let count = 1;
    for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) count++;
    const starts = new Int32Array(count);
    let line = 1;
    for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) starts[line++] = at + 1;
    this.lineStarts = starts;
    return starts;
  }

  /** 1-based line and column of a 0-based offset (clamped to the buffer). */
  position(offset: number): { line: number; column: number } {
    const starts = this.index();
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] ?? 0) <= clamped) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: clamped - (starts[low] ?? 0) + 1 };
  }

  /** 0-based offset of a 1-based line and column. */
  offsetOf(line: number, column: number): number {
    const starts = this.index();
    const start = starts[Math.max(0, Math.min(line - 1, starts.length - 1))] ?? 0;
    return Math.min(start + column - 1, this.text.length);
  }

  /** Text of the 1-based line, without its line terminator. */
  lineText(line: number): string {
    const starts = this.index();
    const start = starts[line - 1];
    if (start === undefined) return "";
    let end = starts[line] ?? this.text.length + 1;
    end -= 1;
    if (end > start && this.text.charCodeAt(end - 1) === 13) end -= 1;
    return this.text.slice(start, Math.max(start, end));
  }
}

/** A position in a source file; `offset` is 0-based into `file.text`. */
export interface SourceLocation {
  readonly file: SourceFile;
  readonly offset: number;
}
