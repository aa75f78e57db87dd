import { describe, expect, it } from "vitest";
import { ByteReader } from "../../src/bytecode/format/byte-reader.js";
import { ByteWriter } from "../../src/bytecode/format/byte-writer.js";
import { BytecodeError } from "../../src/bytecode/format/errors.js";
import { readContainer, readStringSection } from "../../src/bytecode/format/container.js";

function encode(write: (w: ByteWriter) => void): Uint8Array {
  const w = new ByteWriter(4);
  write(w);
  return w.finish();
}

describe("PrefixVarInt", () => {
  const samples: (number | bigint)[] = [
    0, 1, 63, 127, 128, 129, 16383, 16384, 2 ** 21 - 1, 2 ** 21, 2 ** 28, 2 ** 35 - 1, 2 ** 42, 2 ** 49 - 1, 2 ** 49,
    2 ** 52 - 1, 2 ** 52, Number.MAX_SAFE_INTEGER, 2n ** 53n, 2n ** 56n - 1n, 2n ** 56n, 2n ** 63n, 2n ** 64n - 1n,
  ];
  it("uses the length prefix of the first byte", () => {
    expect([...encode((w) => w.varInt(0))]).toEqual([0x01]);
    expect([...encode((w) => w.varInt(127))]).toEqual([0xff]);
    expect([...encode((w) => w.varInt(128))]).toEqual([0x02, 0x02]);
    expect(encode((w) => w.varInt(2 ** 14)).length).toBe(3);
    expect(encode((w) => w.varIntBig(2n ** 56n - 1n)).length).toBe(8);
    expect([...encode((w) => w.varIntBig(2n ** 64n - 1n))]).toEqual([0, 255, 255, 255, 255, 255, 255, 255, 255]);
  });
  it("round-trips the full 64-bit range, as numbers up to 2^53 and bigints beyond", () => {
    for (const value of samples) {
      const bytes = encode((w) => (typeof value === "bigint" ? w.varIntBig(value) : w.varInt(value)));
      const read = new ByteReader(bytes).varIntOrBig();
      expect(typeof read === "bigint" ? read : BigInt(read)).toBe(BigInt(value));
      expect(typeof read).toBe(BigInt(value) > BigInt(Number.MAX_SAFE_INTEGER) ? "bigint" : "number");
    }
  });
  it("round-trips zigzag signed varints", () => {
    const signed: (number | bigint)[] = [0, -1, 1, -64, 64, -(2 ** 40), 2 ** 40, Number.MIN_SAFE_INTEGER, -(2n ** 63n), 2n ** 63n - 1n];
    for (const value of signed) {
      const bytes = encode((w) => w.signedVarInt(value));
      const read = new ByteReader(bytes).signedVarInt();
      expect(BigInt(read)).toBe(BigInt(value));
    }
    expect([...encode((w) => w.signedVarInt(-1))]).toEqual([0x03]);
  });
  it("keeps a flag in the low bit", () => {
    const r = new ByteReader(encode((w) => w.varIntWithFlag(1000, true)));
    expect(r.varIntWithFlag()).toBe(1000);
    expect(r.flag).toBe(true);
  });
  it("reports truncation with the offset", () => {
    const r = new ByteReader(new Uint8Array([0x04, 0x01]));
    expect(() => r.varInt()).toThrow(BytecodeError);
    expect(() => new ByteReader(new Uint8Array([0x04, 0x01])).varInt()).toThrow(/at offset 0/);
  });
});

describe("container", () => {
  it("rejects input without the magic number", () => {
    expect(() => readContainer(new TextEncoder().encode("module {}"))).toThrow(/not MLIR bytecode/);
  });
  it("rejects newer versions and missing sections", () => {
    expect(() => readContainer(new Uint8Array([0x4d, 0x4c, 0xef, 0x52, 0x0f, 0x00]))).toThrow(/newer than the current version 6/);
    expect(() => readContainer(new Uint8Array([0x4d, 0x4c, 0xef, 0x52, 0x0d, 0x00]))).toThrow(/missing data for top-level section: String \(0\)/);
  });
  it("aligns sections with 0xCB padding", () => {
    const body = new ByteWriter();
    body.alignTo(8);
    body.byte(42);
    const out = new ByteWriter();
    out.byte(1);
    out.section(5, body);
    const bytes = out.finish();
    expect(bytes[1]).toBe(0x85);
    const r = new ByteReader(bytes, 1);
    const header = r.section(9);
    expect(header.alignment).toBe(8);
    expect(header.start % 8).toBe(0);
    expect(bytes[header.start]).toBe(42);
    for (let i = 4; i < header.start; i++) expect(bytes[i]).toBe(0xcb);
  });
  it("reads string tables whose strings contain NUL bytes", () => {
    const w = new ByteWriter();
    w.varInt(2);
    w.varInt(4); // "b\0c" + NUL, sizes are written last string first
    w.varInt(2);
    w.nulTerminated("a");
    w.nulTerminated("b\0c");
    expect(readStringSection(new ByteReader(w.finish()))).toEqual(["a", "b\0c"]);
  });
});
