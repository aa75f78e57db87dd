// ByteWriter moves buffered bytes to the heap (spillIfLarge) and adopts a section body's
// spilled chunks instead of copying them; none of that may change the bytes written.
import { describe, expect, it } from "vitest";
import { ByteWriter } from "../../src/bytecode/format/byte-writer.js";

/** Deterministic pseudo-random bytes. */
function bytes(seed: number, count: number): Uint8Array {
  const out = new Uint8Array(count);
  let x = seed;
  for (let i = 0; i < count; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

/** Writes a body of varints and aligned blobs into `w`, spilling between items when asked. */
function fillBody(w: ByteWriter, seed: number, items: number, spill: boolean): void {
  for (let i = 0; i < items; i++) {
    w.varInt((seed * 7919 + i * 104729) % 5_000_000);
    if (i % 97 === 0) w.alignTo(8);
    if (i % 211 === 0) w.blobAndAlignment(bytes(seed + i, 5000 + (i % 7)), 16);
    if (spill) w.spillIfLarge();
  }
}

function build(spill: boolean): Uint8Array {
  const out = new ByteWriter(16);
  out.byte(0x4d);
  for (let s = 0; s < 4; s++) {
    const body = new ByteWriter(64);
    fillBody(body, s, 20_000, spill);
    // A nested section inside, as isolated regions are written.
    const nested = new ByteWriter(64);
    fillBody(nested, s + 100, 30_000, spill);
    body.section(4, nested);
    body.varInt(s);
    out.section(s + 1, body);
  }
  return out.finish();
}

describe("ByteWriter spilling", () => {
  it("writes the same bytes whether or not it spills", () => {
    const plain = build(false);
    const spilled = build(true);
    expect(spilled.length).toBe(plain.length);
    expect(Buffer.from(spilled).equals(Buffer.from(plain))).toBe(true);
  });

  it("keeps sizes and alignment relative to the writer's start across spills", () => {
    const w = new ByteWriter(16);
    w.bytes(bytes(1, 40_000));
    w.spillIfLarge();
    expect(w.size).toBe(40_000);
    w.byte(1);
    w.alignTo(64);
    expect(w.size % 64).toBe(0);
    expect(w.requiredAlignment).toBe(64);
  });

  it("gives a contiguous view of a writer that spilled", () => {
    const w = new ByteWriter(16);
    const data = bytes(2, 70_000);
    w.bytes(data);
    w.spillIfLarge();
    w.byte(7);
    const view = w.view();
    expect(view.length).toBe(70_001);
    expect(Buffer.from(view.subarray(0, 70_000)).equals(Buffer.from(data))).toBe(true);
    expect(view[70_000]).toBe(7);
  });

  it("refuses to patch bytes that were spilled", () => {
    const w = new ByteWriter(16);
    w.byte(0);
    w.bytes(bytes(3, 40_000));
    w.spillIfLarge();
    w.byte(0);
    expect(() => w.patchByte(0, 1)).toThrow(/no longer patchable/);
    w.patchByte(40_001, 5);
    expect(w.finish()[40_001]).toBe(5);
  });

  it("references large shared blobs until finish", () => {
    const w = new ByteWriter(16);
    const blob = bytes(4, 10_000);
    w.byte(9);
    w.sharedBytes(blob);
    w.byte(10);
    const out = w.finish();
    expect(out.length).toBe(10_002);
    expect(out[0]).toBe(9);
    expect(Buffer.from(out.subarray(1, 10_001)).equals(Buffer.from(blob))).toBe(true);
    expect(out[10_001]).toBe(10);
  });
});
