// The DialectBytecodeWriter handed to dialect hooks: primitives go to a ByteWriter,
// references go through the numbering. A second implementation only collects the
// references (the numbering pass), as upstream's NumberingDialectWriter does.
import type { Attribute, ResourceBlobHandle } from "../../ir/attributes.js";
import type { Type } from "../../ir/types.js";
import type { ByteWriter } from "../format/byte-writer.js";
import type { DialectBytecodeWriter } from "../dialect/hooks.js";
import type { StringTable } from "./string-table.js";

export interface EntryNumbering {
  attributeNumber(attr: Attribute): number;
  typeNumber(type: Type): number;
  resourceNumber(handle: ResourceBlobHandle): number;
}

/** The dialect versions a write targets, by dialect name (none: every dialect's current one). */
export type DialectVersionTargets = ReadonlyMap<string, unknown>;
const NO_TARGETS: DialectVersionTargets = new Map();

export class EntryWriter implements DialectBytecodeWriter {
  constructor(
    readonly out: ByteWriter,
    private readonly numbering: EntryNumbering,
    private readonly strings: StringTable,
    readonly bytecodeVersion: number,
    private readonly targets: DialectVersionTargets = NO_TARGETS,
  ) {}

  dialectVersion(dialect: string): unknown {
    return this.targets.get(dialect);
  }

  writeVarInt(value: number | bigint): void {
    if (typeof value === "bigint") this.out.varIntBig(value);
    else this.out.varInt(value);
  }
  writeSignedVarInt(value: number | bigint): void {
    this.out.signedVarInt(value);
  }
  writeAPIntBits(value: bigint, width: number): void {
    if (width <= 52 && value > -0x8000000000000n && value < 0x8000000000000n) {
      // Exact in doubles: wrap to `width` bits without BigInt arithmetic.
      const modulus = 2 ** width;
      const bits = ((Number(value) % modulus) + modulus) % modulus;
      if (width <= 8) this.out.byte(bits);
      else this.out.varInt(bits * 2);
      return;
    }
    const bits = BigInt.asUintN(width, value);
    if (width <= 8) {
      this.out.byte(Number(bits));
      return;
    }
    if (width <= 64) {
      // Zero-extended to 64 bits, then zigzag-encoded as an int64.
      this.out.signedVarInt(BigInt.asIntN(64, bits));
      return;
    }
    const words: bigint[] = [];
    for (let v = bits; v !== 0n; v >>= 64n) words.push(v & 0xffff_ffff_ffff_ffffn);
    if (words.length === 0) words.push(0n);
    this.out.varInt(words.length);
    for (const w of words) this.out.signedVarInt(BigInt.asIntN(64, w));
  }
  writeString(value: string): void {
    this.out.varInt(this.strings.insert(value));
  }
  writeBlob(value: Uint8Array): void {
    this.out.varInt(value.length);
    // Referenced, not copied, when large: attribute data does not change once built, and a
    // giant dense attribute's bytes are then copied once, into the output.
    this.out.sharedBytes(value);
  }
  writeBool(value: boolean): void {
    this.out.byte(value ? 1 : 0);
  }
  writeAttribute(value: Attribute): void {
    this.out.varInt(this.numbering.attributeNumber(value));
  }
  writeOptionalAttribute(value: Attribute | undefined | null): void {
    if (value === undefined || value === null) this.out.varInt(0);
    else this.out.varIntWithFlag(this.numbering.attributeNumber(value), true);
  }
  writeType(value: Type): void {
    this.out.varInt(this.numbering.typeNumber(value));
  }
  writeResourceHandle(handle: ResourceBlobHandle): void {
    this.out.varInt(this.numbering.resourceNumber(handle));
  }
  writeList<T>(items: readonly T[], writeElement: (item: T) => void): void {
    this.out.varInt(items.length);
    for (let i = 0; i < items.length; i++) writeElement(items[i] as T);
  }
  writeSparseArray(values: readonly number[]): void {
    const size = values.length;
    let nonZero = 0;
    let lastIndex = 0;
    for (let i = 0; i < size; i++) {
      if (values[i] === 0) continue;
      nonZero++;
      lastIndex = i;
    }
    if (lastIndex > 256 || nonZero > Math.floor(size / 2)) {
      this.out.varIntWithFlag(size, false);
      for (const v of values) this.out.varInt(v);
      return;
    }
    this.out.varIntWithFlag(nonZero, true);
    if (nonZero === 0) return;
    const indexBits = Math.ceil(Math.log2(lastIndex + 1));
    this.out.varInt(indexBits);
    for (let i = 0; i <= lastIndex; i++) {
      const v = values[i] as number;
      if (v === 0) continue;
      this.out.varInt(v * 2 ** indexBits + i);
    }
  }
}

/** Visits the references a hook writes, for numbering; primitives are ignored. */
export class ReferenceCollector implements DialectBytecodeWriter {
  constructor(
    readonly bytecodeVersion: number,
    private readonly onAttribute: (attr: Attribute) => void,
    private readonly onType: (type: Type) => void,
    private readonly onResource: (handle: ResourceBlobHandle) => void,
    private readonly targets: DialectVersionTargets = NO_TARGETS,
  ) {}
  dialectVersion(dialect: string): unknown {
    return this.targets.get(dialect);
  }
  writeVarInt(): void {}
  writeSignedVarInt(): void {}
  writeAPIntBits(): void {}
  writeString(): void {}
  writeBlob(): void {}
  writeBool(): void {}
  writeAttribute(value: Attribute): void {
    this.onAttribute(value);
  }
  writeOptionalAttribute(value: Attribute | undefined | null): void {
    if (value !== undefined && value !== null) this.onAttribute(value);
  }
  writeType(value: Type): void {
    this.onType(value);
  }
  writeResourceHandle(handle: ResourceBlobHandle): void {
    this.onResource(handle);
  }
  writeList<T>(items: readonly T[], writeElement: (item: T) => void): void {
    for (let i = 0; i < items.length; i++) writeElement(items[i] as T);
  }
  writeSparseArray(): void {}
}
