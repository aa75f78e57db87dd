// Line/column of offsets that mostly increase (the parser's op and argument
// positions), found by scanning forward with indexOf instead of a full line index.
import type { SourceFile } from "../support/source.js";

export class LineTracker {
  private readonly file: SourceFile;
  private readonly text: string;
  /** Start offset and 1-based number of the line containing `scanned`. */
  private lineStart = 0;
  private line = 1;
  /** Offsets before this one are known to be on `line` or earlier lines. */
  private nextNewline: number;

  constructor(file: SourceFile) {
    this.file = file;
    this.text = file.text;
    this.nextNewline = this.text.indexOf("\n");
  }

  /** 1-based line and column of `offset`. */
  position(offset: number): { line: number; column: number } {
    if (offset < this.lineStart) return this.file.position(offset);
    const text = this.text;
    while (this.nextNewline !== -1 && this.nextNewline < offset) {
      this.lineStart = this.nextNewline + 1;
      this.line++;
      this.nextNewline = text.indexOf("\n", this.lineStart);
    }
    return { line: this.line, column: offset - this.lineStart + 1 };
  }
}
