// How source bytes become the strings the front end works on. TableGen works on
// bytes: LLVM's `!size` counts bytes, its columns are byte columns and strings go to
// the output unchanged, even when they are not valid UTF-8. In "bytes" mode every
// string of the front end (sources, names, values, diagnostics) holds one char per
// byte (latin1), and whoever writes one out turns it back into bytes with
// `bytesOf`. "text" mode decodes sources as UTF-8 for consumers that build Unicode
// text (generated TypeScript), at the price of LLVM's byte semantics for non-ASCII.
import { Buffer } from "node:buffer";
import { readFileSync } from "node:fs";

export type SourceEncoding = "bytes" | "text";

const NON_ASCII = /[^\x00-\x7f]/;

function hasNonAscii(text: string): boolean {
  // The regular expression scans natively: a loop of charCodeAt is slower on files of megabytes.
  return NON_ASCII.test(text);
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * A file's content already read as a byte string (one char per byte, `readFileSync(path,
 * "latin1")`): the bytes it was decoded from need not be kept while it is evaluated.
 */
export class ByteText {
  constructor(readonly text: string) {}
}

/**
 * A file's content as a byte string. Read as UTF-8 first: Node decodes that from a native
 * buffer it frees at once, where a latin1 read leaves a Buffer of the whole file to the
 * next collection, alive while evaluation allocates (on a large input, its size again in
 * peak memory). Pure ASCII reads the same either way; any other byte decodes to a
 * non-ASCII char, and then the file is read again as latin1.
 */
export function readByteText(path: string): ByteText {
  const text = readFileSync(path, "utf8");
  return new ByteText(hasNonAscii(text) ? readFileSync(path, "latin1") : text);
}

/** The string the front end works on for a file's content (bytes, or Unicode text). */
export function sourceText(content: string | Uint8Array | ByteText, encoding: SourceEncoding): string {
  if (content instanceof ByteText) return encoding === "bytes" ? content.text : textOfBytes(content.text);
  if (typeof content === "string") {
    return encoding === "bytes" && hasNonAscii(content) ? Buffer.from(content, "utf8").toString("latin1") : content;
  }
  return asBuffer(content).toString(encoding === "bytes" ? "latin1" : "utf8");
}

/** A Unicode string (a path or argument from the command line) as a byte string. */
export function byteString(text: string): string {
  return hasNonAscii(text) ? Buffer.from(text, "utf8").toString("latin1") : text;
}

/** The bytes of a byte string. */
export function bytesOf(byteText: string): Buffer {
  return Buffer.from(byteText, "latin1");
}

/** A byte string naming a file, as a path the file system takes. */
export function pathFromBytes(bytePath: string): string | Buffer {
  return hasNonAscii(bytePath) ? Buffer.from(bytePath, "latin1") : bytePath;
}

/** The Unicode text of a byte string (invalid UTF-8 becomes U+FFFD). */
export function textOfBytes(byteText: string): string {
  return hasNonAscii(byteText) ? Buffer.from(byteText, "latin1").toString("utf8") : byteText;
}
