// Growable output buffer with MLIR's encodings. A nested section is built in its own
// writer and appended with its header; alignment requests inside it propagate to the
// enclosing writer exactly as upstream's emitter does, so the bytes match.
//
// Large outputs are built without large temporary ArrayBuffers. V8 counts ArrayBuffer
// memory as "external" and, once about 32 MB of new buffers exist, collects the young
// generation before each further allocation; with a freshly built IR in the young
// generation that collection copies the whole IR (seconds for a million ops). So a
// writer keeps one small buffer: at points its user chooses (`spillIfLarge`), the
// buffered bytes move to on-heap one-byte strings (the densest heap form of bytes), a
// section body's strings are adopted by the enclosing writer instead of copied, and
// `finish` allocates the one buffer that is returned.
import { ALIGNMENT_BYTE } from "./constants.js";

const U64_MASK = (1n << 64n) - 1n;
/** Buffered bytes worth moving to the heap (a writer's buffer then stays within twice this). */
const SPILL_BYTES = 1 << 15;
/** Longer strings would be external strings (Node copies those out of the heap, from about 1 MB). */
const MAX_STRING_BYTES = 1 << 19;
/** Blobs at least this large are referenced, not copied, by `sharedBytes`. */
const SHARED_BYTES = 1 << 12;

/**
 * Bytes moved out of a writer's buffer: latin1 strings, shared blobs, or the chunk list
 * of a nested section adopted whole (so a section nested 50,000 deep is appended to its
 * parent in constant time and memory, never copied once per level).
 */
type Chunk = string | Uint8Array | Chunk[];
/** Buffered bytes of an appended body beyond this are moved to the heap, not copied into the parent. */
const APPEND_COPY_BYTES = 1 << 10;

export class ByteWriter {
  private buffer: Uint8Array;
  /** Bytes in `buffer`. */
  private length = 0;
  /** What was written before `buffer`'s bytes, in order. */
  private chunks: Chunk[] = [];
  /** Total length of `chunks`. */
  private chunked = 0;
  /** Highest alignment the start of this writer's contents must have. */
  requiredAlignment = 1;
  /** A Node Buffer over `buffer`, made when first needed. */
  private nodeBuffer: Buffer | undefined = undefined;

  constructor(initialCapacity = 256) {
    this.buffer = new Uint8Array(initialCapacity);
  }

  /** Bytes written so far. */
  get size(): number {
    return this.chunked + this.length;
  }

  /** The bytes written so far (a view, valid until the next write). */
  view(): Uint8Array {
    if (this.chunks.length > 0) this.flatten();
    return this.buffer.subarray(0, this.length);
  }

  /** The bytes written so far as a one-byte string (e.g. a Map key for their content). */
  latin1String(): string {
    if (this.chunks.length > 0) this.flatten();
    return this.bufferView().toString("latin1", 0, this.length);
  }

  /** A Buffer over `buffer` (for Node's native latin1 conversions), made once per buffer. */
  private bufferView(): Buffer {
    let view = this.nodeBuffer;
    if (view === undefined || view.buffer !== this.buffer.buffer) {
      view = Buffer.from(this.buffer.buffer, this.buffer.byteOffset, this.buffer.length);
      this.nodeBuffer = view;
    }
    return view;
  }

  /** Empties the writer, keeping its buffer. */
  reset(): void {
    this.length = 0;
    // A new list: the old one may have been adopted by the writer this one was appended to.
    this.chunks = [];
    this.chunked = 0;
    this.requiredAlignment = 1;
  }

  /** A copy of the bytes written so far, in a buffer of exactly their size. */
  finish(): Uint8Array {
    const out = new Uint8Array(this.size);
    const view = Buffer.from(out.buffer, out.byteOffset, out.length);
    let at = 0;
    // Adopted lists nest as deep as the sections did: walked with an explicit stack.
    const lists: Chunk[][] = [this.chunks];
    const positions: number[] = [0];
    while (lists.length > 0) {
      const list = lists[lists.length - 1] as Chunk[];
      const index = positions[positions.length - 1] as number;
      if (index === list.length) {
        lists.pop();
        positions.pop();
        continue;
      }
      positions[positions.length - 1] = index + 1;
      const chunk = list[index] as Chunk;
      if (typeof chunk === "string") {
        view.write(chunk, at, "latin1");
        at += chunk.length;
      } else if (chunk instanceof Uint8Array) {
        out.set(chunk, at);
        at += chunk.length;
      } else {
        lists.push(chunk);
        positions.push(0);
      }
    }
    out.set(this.buffer.subarray(0, this.length), at);
    return out;
  }

  /**
   * Moves the buffered bytes to the heap once there are enough of them. Call it only
   * between items: offsets taken before it can no longer be patched.
   */
  spillIfLarge(): void {
    if (this.length >= SPILL_BYTES) this.spill();
  }

  private spill(): void {
    const length = this.length;
    if (length === 0) return;
    const view = this.bufferView();
    for (let at = 0; at < length; at += MAX_STRING_BYTES) this.chunks.push(view.toString("latin1", at, Math.min(length, at + MAX_STRING_BYTES)));
    this.chunked += length;
    this.length = 0;
  }

  /** All bytes in `buffer` (for a contiguous view of a writer that spilled). */
  private flatten(): void {
    const all = this.finish();
    this.buffer = all;
    this.length = all.length;
    this.chunks = [];
    this.chunked = 0;
  }

  private grow(extra: number): void {
    let capacity = Math.max(16, this.buffer.length * 2);
    const needed = this.length + extra;
    while (capacity < needed) capacity *= 2;
    const next = new Uint8Array(capacity);
    next.set(this.buffer.subarray(0, this.length));
    this.buffer = next;
  }

  byte(value: number): void {
    if (this.length === this.buffer.length) this.grow(1);
    this.buffer[this.length++] = value;
  }

  bytes(data: Uint8Array): void {
    if (this.length + data.length > this.buffer.length) this.grow(data.length);
    this.buffer.set(data, this.length);
    this.length += data.length;
  }

  /**
   * Appends `data`, which must not change until the output is finished: a large blob is
   * referenced instead of copied into the buffer (earlier offsets can no longer be patched).
   */
  sharedBytes(data: Uint8Array): void {
    if (data.length < SHARED_BYTES) {
      this.bytes(data);
      return;
    }
    this.spill();
    this.chunks.push(data);
    this.chunked += data.length;
  }

  /** Sets the byte at `offset` (counted from the writer's start; not yet spilled). */
  patchByte(offset: number, value: number): void {
    this.buffer[this.bufferOffset(offset)] = value;
  }

  orByte(offset: number, value: number): void {
    const at = this.bufferOffset(offset);
    this.buffer[at] = (this.buffer[at] as number) | value;
  }

  private bufferOffset(offset: number): number {
    const at = offset - this.chunked;
    if (at < 0 || at >= this.length) throw new Error(`byte ${offset} is no longer patchable`);
    return at;
  }

  /** Byte string (one char per byte) without terminator. */
  latin1(text: string): void {
    const n = text.length;
    if (this.length + n > this.buffer.length) this.grow(n);
    const buffer = this.buffer;
    let at = this.length;
    for (let i = 0; i < n; i++) buffer[at++] = text.charCodeAt(i);
    this.length = at;
  }

  nulTerminated(text: string): void {
    this.latin1(text);
    this.byte(0);
  }

  /** PrefixVarInt of a non-negative integer below 2^64. */
  varInt(value: number): void {
    if (value < 128) {
      if (this.length === this.buffer.length) this.grow(1);
      this.buffer[this.length++] = value * 2 + 1;
      return;
    }
    if (value < 0x200000) {
      // Two or three bytes, the usual sizes of entry and value numbers.
      if (this.length + 3 > this.buffer.length) this.grow(3);
      const buffer = this.buffer;
      const at = this.length;
      if (value < 0x4000) {
        const encoded = (value << 2) | 2;
        buffer[at] = encoded & 0xff;
        buffer[at + 1] = encoded >>> 8;
        this.length = at + 2;
      } else {
        const encoded = (value << 3) | 4;
        buffer[at] = encoded & 0xff;
        buffer[at + 1] = (encoded >>> 8) & 0xff;
        buffer[at + 2] = encoded >>> 16;
        this.length = at + 3;
      }
      return;
    }
    if (value >= 2 ** 52) {
      // Doubles stop being exact for value * 2 + 1 here.
      this.varIntBig(BigInt(value));
      return;
    }
    // numBytes bytes carry 7 * numBytes value bits.
    let numBytes = 2;
    let limit = 16384; // 2^14
    while (value >= limit && numBytes < 8) {
      numBytes++;
      limit *= 128;
    }
    if (value >= limit) {
      this.varIntBig(BigInt(value));
      return;
    }
    if (this.length + numBytes > this.buffer.length) this.grow(numBytes);
    // encoded = (value * 2 + 1) * 2^(numBytes - 1), little endian, numBytes bytes.
    let encoded = (value * 2 + 1) * 2 ** (numBytes - 1);
    const buffer = this.buffer;
    let at = this.length;
    for (let i = 0; i < numBytes; i++) {
      const b = encoded % 256;
      buffer[at++] = b;
      encoded = (encoded - b) / 256;
    }
    this.length = at;
  }

  varIntBig(value: bigint): void {
    const v = value & U64_MASK;
    if (v < 1n << 49n) {
      this.varInt(Number(v));
      return;
    }
    if (v < 1n << 56n) {
      // Eight bytes: marker 0x80 then 7 value bytes.
      const encoded = (v << 8n) | 0x80n;
      this.littleEndian(encoded, 8);
      return;
    }
    this.byte(0);
    this.littleEndian(v, 8);
  }

  private littleEndian(value: bigint, count: number): void {
    let v = value;
    for (let i = 0; i < count; i++) {
      this.byte(Number(v & 0xffn));
      v >>= 8n;
    }
  }

  /** Non-negative integer in a varint with a flag in the low bit. */
  varIntWithFlag(value: number, flag: boolean): void {
    this.varInt(value * 2 + (flag ? 1 : 0));
  }

  /** Zigzag signed varint of a value in [-2^63, 2^63). */
  signedVarInt(value: number | bigint): void {
    if (typeof value === "number" && Number.isSafeInteger(value) && value > -(2 ** 52) && value < 2 ** 52) {
      this.varInt(value < 0 ? -value * 2 - 1 : value * 2);
      return;
    }
    const v = BigInt.asIntN(64, BigInt(value));
    const zig = ((v << 1n) ^ (v >> 63n)) & U64_MASK;
    this.varIntBig(zig);
  }

  /** Pads with 0xCB to a multiple of `alignment` (relative to this writer's start). */
  alignTo(alignment: number): void {
    if (alignment < 2) return;
    while (this.size % alignment !== 0) this.byte(ALIGNMENT_BYTE);
    if (alignment > this.requiredAlignment) this.requiredAlignment = alignment;
  }

  blobAndAlignment(data: Uint8Array, alignment: number): void {
    this.varInt(alignment);
    this.varInt(data.length);
    this.alignTo(alignment);
    this.sharedBytes(data);
  }

  /** Appends `body` as a section with the given id (`body` may be reset and reused afterwards). */
  section(id: number, body: ByteWriter): void {
    const codeOffset = this.size;
    this.byte(id);
    this.varInt(body.size);
    const align = body.requiredAlignment;
    if (align > 1) {
      if (this.size % align !== 0) {
        this.varInt(align);
        this.alignTo(align);
        this.orByte(codeOffset, 0x80);
      } else if (align > this.requiredAlignment) {
        this.requiredAlignment = align;
      }
    }
    this.append(body);
  }

  /**
   * Appends everything `body` holds (no header): its heap chunks by reference, its
   * buffered bytes by copy. `body` may be reset and reused afterwards.
   */
  append(body: ByteWriter): void {
    if (body.length > APPEND_COPY_BYTES) body.spill();
    const chunks = body.chunks;
    if (chunks.length > 0) {
      this.spill();
      // Adopted as one list: the body gets a new list when it is reset.
      this.chunks.push(chunks.length === 1 ? (chunks[0] as Chunk) : chunks);
      this.chunked += body.chunked;
    }
    const length = body.length;
    if (length > 64) {
      this.bytes(body.buffer.subarray(0, length));
      return;
    }
    // Short bodies (properties entries, small sections) without a subarray object.
    if (this.length + length > this.buffer.length) this.grow(length);
    const from = body.buffer;
    const to = this.buffer;
    const at = this.length;
    for (let i = 0; i < length; i++) to[at + i] = from[i] as number;
    this.length = at + length;
  }
}
