// Growable output buffer with MLIR's encodings. A nested section is built in its own
// writer and appended with its header; alignment requests inside it propagate to the
// enclosing writer exactly as upstream's emitter does, so the bytes match.
import { ALIGNMENT_BYTE } from "./constants.js";

const U64_MASK = (1n << 64n) - 1n;

export class ByteWriter {
  private buffer: Uint8Array;
  private length = 0;
  /** Highest alignment the start of this writer's contents must have. */
  requiredAlignment = 1;

  constructor(initialCapacity = 256) {
    this.buffer = new Uint8Array(initialCapacity);
  }

  get size(): number {
    return this.length;
  }

  /** The bytes written so far (a view, valid until the next write). */
  view(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }

  /** Empties the writer, keeping its buffer. */
  reset(): void {
    this.length = 0;
    this.requiredAlignment = 1;
  }

  /** A copy of the bytes written so far. */
  finish(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }

  private grow(extra: number): void {
    let capacity = this.buffer.length * 2;
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

  patchByte(offset: number, value: number): void {
    this.buffer[offset] = value;
  }

  orByte(offset: number, value: number): void {
    this.buffer[offset] = (this.buffer[offset] as number) | value;
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
    while (this.length % alignment !== 0) this.byte(ALIGNMENT_BYTE);
    if (alignment > this.requiredAlignment) this.requiredAlignment = alignment;
  }

  blobAndAlignment(data: Uint8Array, alignment: number): void {
    this.varInt(alignment);
    this.varInt(data.length);
    this.alignTo(alignment);
    this.bytes(data);
  }

  /** Appends `body` as a section with the given id. */
  section(id: number, body: ByteWriter): void {
    const codeOffset = this.length;
    this.byte(id);
    this.varInt(body.length);
    const align = body.requiredAlignment;
    if (align > 1) {
      if (this.length % align !== 0) {
        this.varInt(align);
        this.alignTo(align);
        this.orByte(codeOffset, 0x80);
      } else if (align > this.requiredAlignment) {
        this.requiredAlignment = align;
      }
    }
    this.bytes(body.view());
  }
}
