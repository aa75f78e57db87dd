// Allocation-free re-reading of repeated spellings: attribute names, file names and
// other strings recur on almost every op, so a small direct-mapped cache compares the
// source span with the previously produced string before slicing a new one.
import { decodeStringLiteral } from "../token.js";

const SLOTS = 256;

export class SpanInterner {
  private readonly raw = new Array<string | undefined>(SLOTS);
  private readonly strings = new Array<string | undefined>(SLOTS);

  /** text.slice(start, end), reusing an equal string seen before. */
  slice(text: string, start: number, end: number): string {
    const len = end - start;
    const slot = (len * 31 + text.charCodeAt(start) * 7 + text.charCodeAt(end - 1)) & (SLOTS - 1);
    const prev = this.raw[slot];
    if (prev !== undefined && prev.length === len && text.startsWith(prev, start)) return prev;
    const s = text.slice(start, end);
    this.raw[slot] = s;
    return s;
  }

  /** The value of the string literal text[start, end) (with quotes), reusing an equal one seen before. */
  stringLiteral(text: string, start: number, end: number): string {
    const len = end - start;
    const slot = (len * 31 + text.charCodeAt(start + 1) * 7 + text.charCodeAt(end - 2) + 128) & (SLOTS - 1);
    const prev = this.raw[slot];
    if (prev !== undefined && prev.length === len && text.startsWith(prev, start)) return this.strings[slot] as string;
    const raw = text.slice(start, end);
    const value = decodeStringLiteral(text, start, end);
    this.raw[slot] = raw;
    this.strings[slot] = value;
    return value;
  }
}

/**
 * Recently parsed values with their exact source text: op signatures and property
 * dictionaries repeat on many ops, so the text is compared (no allocation) before
 * parsing again. Entries are bucketed by a hash of their first PREFIX chars; each bucket
 * keeps its most recent entries. Only spans without comments or line breaks are kept.
 */
const PREFIX = 8;
const BUCKETS = 512;
const PER_BUCKET = 6;

function prefixHash(text: string, offset: number): number {
  let h = 0;
  for (let i = 0; i < PREFIX; i++) h = (h * 31 + text.charCodeAt(offset + i)) | 0;
  return h & (BUCKETS - 1);
}

export class SpanCache<T> {
  private readonly texts: (string[] | undefined)[] = new Array<string[] | undefined>(BUCKETS);
  private readonly values: (T[] | undefined)[] = new Array<T[] | undefined>(BUCKETS);

  /** The length of the text the last successful `lookup` matched. */
  hitLength = 0;

  /**
   * The cached value whose text starts at `offset` and is not continued by an identifier
   * char (its length in `hitLength`: no result object per lookup, one runs per op).
   */
  lookup(text: string, offset: number): T | undefined {
    const b = prefixHash(text, offset);
    const texts = this.texts[b];
    if (texts === undefined) return undefined;
    for (let i = 0; i < texts.length; i++) {
      const t = texts[i] as string;
      if (!text.startsWith(t, offset)) continue;
      if (isSpellingContinuation(text.charCodeAt(offset + t.length))) continue;
      this.hitLength = t.length;
      return (this.values[b] as T[])[i] as T;
    }
    return undefined;
  }

  /** Remembers the value parsed from text[offset, end) (trailing blanks ignored). */
  record(text: string, offset: number, end: number, value: T): void {
    let e = end;
    while (e > offset) {
      const c = text.charCodeAt(e - 1);
      if (c !== 32 && c !== 9 && c !== 10 && c !== 13) break;
      e--;
    }
    if (e - offset < PREFIX || e - offset > 4096) return;
    const spelled = text.slice(offset, e);
    if (spelled.indexOf("//") >= 0 || spelled.indexOf("\n") >= 0) return;
    const b = prefixHash(text, offset);
    let texts = this.texts[b];
    let values = this.values[b];
    if (texts === undefined || values === undefined) {
      texts = [];
      values = [];
      this.texts[b] = texts;
      this.values[b] = values;
    }
    if (texts.length >= PER_BUCKET) {
      texts.pop();
      values.pop();
    }
    texts.unshift(spelled);
    values.unshift(value);
  }
}

/** Characters that would make a cached spelling only a prefix of a longer token sequence. */
export function isSpellingContinuation(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36 || c === 46 || c === 60;
}
