// Hex payloads of the text format (`dense<"0x...">`, resource blobs) converted between
// their text and typed arrays in one native pass each way: a payload of many megabytes
// never becomes one JS string or object per byte.

/**
 * The bytes of the string literal token `text[start, end)` (quotes included) when it is
 * `"0x` followed by an even number of hex digits, else undefined.
 */
export function decodeHexLiteralBytes(text: string, start: number, end: number): Uint8Array | undefined {
  const first = start + 1;
  const last = end - 1;
  if (last - first < 2 || text.charCodeAt(first) !== 48 || text.charCodeAt(first + 1) !== 120) return undefined;
  const digits = last - first - 2;
  if (digits % 2 !== 0) return undefined;
  // Node's hex decoder stops at the first character that is not a hex digit, so a
  // result of the full length proves every digit valid.
  if (digits <= HEX_DECODE_CHUNK) {
    const decoded = Buffer.from(text.slice(first + 2, last), "hex");
    if (decoded.length !== digits / 2) return undefined;
    return new Uint8Array(decoded.buffer, decoded.byteOffset, decoded.length);
  }
  // Node widens a string it hex-decodes to UTF-16 first (unless it is external): a payload
  // of tens of megabytes at once would go through a buffer twice its size and miss the
  // cache all the way; a chunk at a time stays in the cache (three times faster).
  const out = Buffer.allocUnsafeSlow(digits / 2);
  let written = 0;
  for (let at = first + 2; at < last; at += HEX_DECODE_CHUNK) {
    const end = Math.min(last, at + HEX_DECODE_CHUNK);
    const n = out.write(text.slice(at, end), written, "hex");
    if (n !== (end - at) / 2) return undefined;
    written += n;
  }
  return new Uint8Array(out.buffer, out.byteOffset, out.length);
}

/** Hex digits decoded per native call for large payloads (even, so chunks end between digit pairs). */
const HEX_DECODE_CHUNK = 1 << 18;

/** `"0x` + the uppercase hex digits of `prefix` then `bytes` + `"`, as MLIR prints hex payloads. */
export function hexLiteralText(bytes: Uint8Array, prefix?: Uint8Array): string {
  const head = prefix?.length ?? 0;
  // Digits start at byte 4 so that pairs of them are aligned 16-bit stores; byte 0 is
  // padding, bytes 1-3 hold `"0x`.
  const total = 4 + 2 * (head + bytes.length) + 1;
  const out = new Uint8Array(total + (total % 2));
  out[1] = 0x22; // "
  out[2] = 0x30; // 0
  out[3] = 0x78; // x
  const pairs = new Uint16Array(out.buffer, out.byteOffset, out.length >> 1);
  let pair = 2;
  if (prefix !== undefined) pair = writeHexPairs(prefix, pairs, pair);
  pair = writeHexPairs(bytes, pairs, pair);
  out[pair * 2] = 0x22;
  return Buffer.from(out.buffer, out.byteOffset, out.length).toString("latin1", 1, total);
}

/** For each byte value, its two uppercase hex digits as one little-endian 16-bit unit. */
const HEX_PAIRS: Uint16Array = (() => {
  const digits = "0123456789ABCDEF";
  const table = new Uint16Array(256);
  const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
  for (let b = 0; b < 256; b++) {
    const hi = digits.charCodeAt(b >> 4);
    const lo = digits.charCodeAt(b & 15);
    table[b] = littleEndian ? hi | (lo << 8) : (hi << 8) | lo;
  }
  return table;
})();

function writeHexPairs(bytes: Uint8Array, out: Uint16Array, at: number): number {
  const table = HEX_PAIRS;
  for (let i = 0; i < bytes.length; i++) out[at++] = table[bytes[i] as number] as number;
  return at;
}
