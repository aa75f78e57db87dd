// Bytecode strings are raw bytes. tsmlir holds MLIR strings as "byte strings" (one
// char per byte, latin1), so conversion is lossless in both directions.

const CHUNK = 8192;

export function latin1FromBytes(bytes: Uint8Array, start: number, end: number): string {
  const length = end - start;
  if (length <= 0) return "";
  if (length <= CHUNK) return String.fromCharCode.apply(null, bytes.subarray(start, end) as unknown as number[]);
  const parts: string[] = [];
  for (let i = start; i < end; i += CHUNK) {
    parts.push(String.fromCharCode.apply(null, bytes.subarray(i, Math.min(end, i + CHUNK)) as unknown as number[]));
  }
  return parts.join("");
}

/** Byte string to bytes; chars above 0xFF (not byte strings) are stored as UTF-8. */
export function bytesFromLatin1(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 0xff) return new TextEncoder().encode(text);
    out[i] = c;
  }
  return out;
}
