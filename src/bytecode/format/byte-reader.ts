// Cursor over a bytecode buffer. Every read checks bounds and reports the absolute
// file offset on failure; counts read from the input are checked against the bytes
// left before anything is allocated from them.
import { ALIGNMENT_BYTE } from "./constants.js";
import { BytecodeError } from "./errors.js";
import { latin1FromBytes } from "./strings.js";

const TWO_POW_32 = 0x1_0000_0000;

export interface SectionHeader {
  readonly id: number;
  /** Absolute offsets of the section's contents. */
  readonly start: number;
  readonly end: number;
  /** Alignment announced in the header (1 when absent). */
  readonly alignment: number;
}

export class ByteReader {
  readonly bytes: Uint8Array;
  pos: number;
  end: number;
  /** Flag bit of the last varIntWithFlag / stringWithFlag read. */
  flag = false;

  constructor(bytes: Uint8Array, start = 0, end = bytes.length) {
    this.bytes = bytes;
    this.pos = start;
    this.end = end;
  }

  /** Repositions this reader over [start, end) of its buffer. */
  reset(start: number, end: number): this {
    this.pos = start;
    this.end = end;
    return this;
  }

  /** A reader over [start, end) of the same buffer (offsets stay absolute). */
  slice(start: number, end: number): ByteReader {
    return new ByteReader(this.bytes, start, end);
  }

  get remaining(): number {
    return this.end - this.pos;
  }

  atEnd(): boolean {
    return this.pos >= this.end;
  }

  error(message: string, offset = this.pos): BytecodeError {
    return new BytecodeError(message, offset);
  }

  byte(): number {
    if (this.pos >= this.end) throw this.error("attempting to parse a byte at the end of the bytecode");
    return this.bytes[this.pos++] as number;
  }

  /** `length` bytes as a view into the buffer. */
  view(length: number): Uint8Array {
    if (length > this.end - this.pos) {
      throw this.error(`attempting to parse ${length} bytes when only ${this.end - this.pos} remain`);
    }
    const start = this.pos;
    this.pos += length;
    return this.bytes.subarray(start, start + length);
  }

  skip(length: number): void {
    if (length > this.end - this.pos) {
      throw this.error(`attempting to skip ${length} bytes when only ${this.end - this.pos} remain`);
    }
    this.pos += length;
  }

  /** A varint that must fit a JavaScript number exactly (counts, indices, sizes). */
  varInt(): number {
    const pos = this.pos;
    if (pos + 1 < this.end) {
      const bytes = this.bytes;
      const first = bytes[pos] as number;
      if (first & 1) {
        this.pos = pos + 1;
        return first >>> 1;
      }
      if (first & 2) {
        this.pos = pos + 2;
        return (first >>> 2) | ((bytes[pos + 1] as number) << 6);
      }
      if (first & 4 && pos + 2 < this.end) {
        this.pos = pos + 3;
        return (first >>> 3) | ((bytes[pos + 1] as number) << 5) | ((bytes[pos + 2] as number) << 13);
      }
      if (first & 8 && pos + 3 < this.end) {
        this.pos = pos + 4;
        return ((first >>> 4) | ((bytes[pos + 1] as number) << 4) | ((bytes[pos + 2] as number) << 12) | ((bytes[pos + 3] as number) << 20)) >>> 0;
      }
    } else if (pos < this.end) {
      const first = this.bytes[pos] as number;
      if (first & 1) {
        this.pos = pos + 1;
        return first >>> 1;
      }
    }
    const value = this.varIntOrBig();
    if (typeof value === "bigint") throw this.error(`integer ${value} is too large`, pos);
    return value;
  }

  /** A full 64-bit varint: a number up to 2^53, a bigint above. */
  varIntOrBig(): number | bigint {
    const start = this.pos;
    const first = this.byte();
    if (first & 1) return first >>> 1;
    const bytes = this.bytes;
    if (first === 0) {
      if (this.end - this.pos < 8) throw this.error(`attempting to parse 8 bytes when only ${this.end - this.pos} remain`);
      const p = this.pos;
      this.pos += 8;
      return joinU64(bytes, p);
    }
    let numBytes = 1;
    while (((first >>> numBytes) & 1) === 0) numBytes++;
    // numBytes = count of trailing zeros = number of extra bytes (1..7).
    if (this.end - this.pos < numBytes) {
      throw this.error(`attempting to parse ${numBytes} bytes when only ${this.end - this.pos} remain`, start);
    }
    const p = this.pos;
    this.pos += numBytes;
    const shift = numBytes + 1;
    if (numBytes <= 5) {
      // At most 6 bytes, 42 value bits: exact in doubles.
      let value = first >>> shift;
      let scale = 2 ** (8 - shift);
      for (let i = 0; i < numBytes; i++) {
        value += (bytes[p + i] as number) * scale;
        scale *= 256;
      }
      return value;
    }
    let big = BigInt(first >>> shift);
    let bits = BigInt(8 - shift);
    for (let i = 0; i < numBytes; i++) {
      big |= BigInt(bytes[p + i] as number) << bits;
      bits += 8n;
    }
    return big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big;
  }

  /** Varint whose low bit is a flag: sets `this.flag`, returns the rest. */
  varIntWithFlag(): number {
    const pos = this.pos;
    if (pos < this.end) {
      // One-byte varints (block headers, region counts, entry sizes) skip the general path.
      const first = this.bytes[pos] as number;
      if (first & 1) {
        this.pos = pos + 1;
        this.flag = (first & 2) !== 0;
        return first >>> 2;
      }
    }
    const raw = this.varIntOrBig();
    if (typeof raw === "bigint") {
      this.flag = (raw & 1n) === 1n;
      const value = raw >> 1n;
      if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw this.error(`integer ${value} is too large`, pos);
      return Number(value);
    }
    this.flag = raw % 2 === 1;
    return Math.floor(raw / 2);
  }

  /** Zigzag-encoded signed varint, as a number when in the safe range. */
  signedVarInt(): number | bigint {
    const raw = this.varIntOrBig();
    if (typeof raw === "number") {
      const half = Math.floor(raw / 2);
      return raw % 2 === 1 ? -half - 1 : half;
    }
    const value = BigInt.asIntN(64, (raw >> 1n) ^ -(raw & 1n));
    return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
  }

  /** Signed varint as a 64-bit two's complement bigint (for APInt payloads). */
  signedVarIntBig(): bigint {
    const raw = this.varIntOrBig();
    const r = typeof raw === "bigint" ? raw : BigInt(raw);
    return BigInt.asIntN(64, (r >> 1n) ^ -(r & 1n));
  }

  /** A NUL-terminated byte string (without the NUL). */
  nulTerminatedString(): string {
    const bytes = this.bytes;
    const start = this.pos;
    let i = start;
    while (i < this.end && bytes[i] !== 0) i++;
    if (i >= this.end) throw this.error("malformed null-terminated string, no null character found", start);
    this.pos = i + 1;
    return latin1FromBytes(bytes, start, i);
  }

  /** Skips 0xCB padding until the absolute offset is a multiple of `alignment`. */
  alignTo(alignment: number): void {
    if (!Number.isInteger(alignment) || alignment <= 0 || (alignment & (alignment - 1)) !== 0 || alignment > 2 ** 30) {
      throw this.error("expected alignment to be a power-of-two");
    }
    while (this.pos % alignment !== 0) {
      const at = this.pos;
      const padding = this.byte();
      if (padding !== ALIGNMENT_BYTE) {
        throw this.error(`expected alignment byte (0xCB), but got: '0x${padding.toString(16).toUpperCase()}'`, at);
      }
    }
  }

  /** A blob preceded by its alignment and size: returns absolute [start, end). */
  blobAndAlignment(): { start: number; end: number; alignment: number } {
    const alignment = this.varInt();
    const size = this.varInt();
    this.alignTo(alignment);
    const start = this.pos;
    this.skip(size);
    return { start, end: start + size, alignment };
  }

  /** A section header (id byte with alignment bit, length, optional alignment). */
  section(numSections: number): SectionHeader {
    const at = this.pos;
    const idAndAlign = this.byte();
    const length = this.varInt();
    const id = idAndAlign & 0x7f;
    if (id >= numSections) throw this.error(`invalid section ID: ${id}`, at);
    let alignment = 1;
    if (idAndAlign & 0x80) {
      alignment = this.varInt();
      this.alignTo(alignment);
    }
    if (length > this.end - this.pos) {
      throw this.error(`attempting to parse ${length} bytes when only ${this.end - this.pos} remain`);
    }
    const start = this.pos;
    this.pos += length;
    return { id, start, end: start + length, alignment };
  }

  /** Checks that a count of items, each at least `minBytes` long, can fit. */
  checkCount(count: number, what: string, minBytes = 1, at = this.pos): number {
    if (count * minBytes > this.end - this.pos) {
      throw this.error(`${what} count ${count} exceeds the ${this.end - this.pos} bytes remaining`, at);
    }
    return count;
  }
}

function joinU64(bytes: Uint8Array, p: number): number | bigint {
  const low = ((bytes[p] as number) | ((bytes[p + 1] as number) << 8) | ((bytes[p + 2] as number) << 16)) + (bytes[p + 3] as number) * 0x1000000;
  const high = ((bytes[p + 4] as number) | ((bytes[p + 5] as number) << 8) | ((bytes[p + 6] as number) << 16)) + (bytes[p + 7] as number) * 0x1000000;
  if (high < 0x200000) return high * TWO_POW_32 + low;
  return (BigInt(high) << 32n) | BigInt(low);
}
