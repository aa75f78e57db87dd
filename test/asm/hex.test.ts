import { describe, expect, it } from "vitest";
import { decodeHexLiteralBytes, hexLiteralText } from "../../src/asm/hex.js";

/** Bytes 0, 1, ..., 255, 0, 1, ... */
function counting(n: number): Uint8Array {
  const bytes = new Uint8Array(n);
  for (let i = 0; i < n; i++) bytes[i] = i & 0xff;
  return bytes;
}

describe("hex payloads", () => {
  it("decode small and chunked large payloads alike, with any digit case", () => {
    for (const n of [1, 100, 131_072, 131_073, 400_001]) {
      const bytes = counting(n);
      const text = `x${hexLiteralText(bytes)}y`;
      const decoded = decodeHexLiteralBytes(text, 1, text.length - 1);
      expect(decoded !== undefined && Buffer.compare(decoded, bytes) === 0).toBe(true);
      const lower = text.toLowerCase();
      const decodedLower = decodeHexLiteralBytes(lower, 1, lower.length - 1);
      expect(decodedLower !== undefined && Buffer.compare(decodedLower, bytes) === 0).toBe(true);
    }
  });

  it("reject a bad digit wherever it is, odd digit counts and a missing 0x", () => {
    const text = hexLiteralText(counting(400_000));
    // In the first chunk, at a chunk boundary, in a later chunk, and the very last digit.
    for (const at of [3, 3 + (1 << 18) - 1, 3 + (1 << 18), 500_000, text.length - 2]) {
      const bad = `${text.slice(0, at)}g${text.slice(at + 1)}`;
      expect(decodeHexLiteralBytes(bad, 0, bad.length)).toBeUndefined();
    }
    const lastDigitChanged = `${text.slice(0, -2)}a"`;
    expect(decodeHexLiteralBytes(lastDigitChanged, 0, lastDigitChanged.length)?.[399_999]).toBe(0x7a);
    const oddCount = `${text.slice(0, -2)}"`;
    expect(decodeHexLiteralBytes(oddCount, 0, oddCount.length)).toBeUndefined();
    expect(decodeHexLiteralBytes('"1x00"', 0, 6)).toBeUndefined();
  });
});
