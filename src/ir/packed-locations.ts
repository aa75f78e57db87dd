// File:line:col locations kept as three integers until someone asks for the location.
//
// Nearly every op of a parsed file has its own `loc("file":line:col)`, and nearly none of
// those is ever looked at: only diagnostics, debug-info printing, bytecode and a few
// rewrites (folded constants, inlining) read an op's location. A FileLineColLoc object
// and its uniquing entry cost about 75 bytes; three Int32 slots cost 12. So the parser
// stores an op's plain file:line:col here, the op keeps the index, and the op makes the
// (uniqued) FileLineColLoc the first time its location is read (src/ir/operation.ts).

/** Entries per chunk: chunks are never copied as the store grows. */
const CHUNK_BITS = 14;
const CHUNK_ENTRIES = 1 << CHUNK_BITS;
/** Line and column must fit an Int32 slot; larger ones stay objects. */
const MAX_PACKED = 0x7fffffff;

/** A file:line:col taken out of a PackedLocations store. */
export interface UnpackedFileLineCol {
  readonly filename: string;
  readonly line: number;
  readonly column: number;
}

export class PackedLocations {
  private readonly files: string[] = [];
  private readonly fileIndex = new Map<string, number>();
  private lastFile: string | undefined = undefined;
  private lastFileIndex = 0;
  /** (file index, line, column) triples, CHUNK_ENTRIES triples a chunk. */
  private readonly chunks: Int32Array[] = [];
  private count = 0;

  /** The index of a new entry for `filename`:`line`:`column`, or -1 when they do not fit. */
  pack(filename: string, line: number, column: number): number {
    if (!(line >= 0 && line <= MAX_PACKED && column >= 0 && column <= MAX_PACKED)) return -1;
    if (!Number.isInteger(line) || !Number.isInteger(column)) return -1;
    let file: number;
    if (filename === this.lastFile) file = this.lastFileIndex;
    else {
      const known = this.fileIndex.get(filename);
      if (known !== undefined) file = known;
      else {
        file = this.files.length;
        this.files.push(filename);
        this.fileIndex.set(filename, file);
      }
      this.lastFile = filename;
      this.lastFileIndex = file;
    }
    const index = this.count++;
    const chunkIndex = index >>> CHUNK_BITS;
    let chunk = this.chunks[chunkIndex];
    if (chunk === undefined) {
      chunk = new Int32Array(CHUNK_ENTRIES * 3);
      this.chunks.push(chunk);
    }
    const at = (index & (CHUNK_ENTRIES - 1)) * 3;
    chunk[at] = file;
    chunk[at + 1] = line;
    chunk[at + 2] = column;
    return index;
  }

  /** The entry at `index` (one `pack` returned). */
  unpack(index: number): UnpackedFileLineCol {
    const chunk = this.chunks[index >>> CHUNK_BITS];
    if (chunk === undefined || index >= this.count || index < 0) throw new RangeError(`no packed location #${index}`);
    const at = (index & (CHUNK_ENTRIES - 1)) * 3;
    return { filename: this.files[chunk[at] as number] as string, line: chunk[at + 1] as number, column: chunk[at + 2] as number };
  }
}
