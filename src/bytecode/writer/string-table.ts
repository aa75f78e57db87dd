// The string section being built: each distinct string once, in first-use order.
import type { ByteWriter } from "../format/byte-writer.js";

export class StringTable {
  private readonly index = new Map<string, number>();
  private readonly list: string[] = [];

  insert(value: string): number {
    let i = this.index.get(value);
    if (i === undefined) {
      i = this.list.length;
      this.index.set(value, i);
      this.list.push(value);
    }
    return i;
  }

  /** Count, sizes (last string first), then the NUL-terminated strings. */
  write(out: ByteWriter): void {
    const list = this.list;
    out.varInt(list.length);
    for (let i = list.length - 1; i >= 0; i--) out.varInt((list[i] as string).length + 1);
    for (const s of list) {
      out.nulTerminated(s);
      out.spillIfLarge();
    }
  }
}
