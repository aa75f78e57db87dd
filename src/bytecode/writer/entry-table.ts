// The attributes and types a module references, numbered as upstream does: by
// descending reference count, then grouped by dialect within each varint-width band.
//
// Built for modules of millions of entries without an object or a hash-map slot per
// entry: what is known about an entry is kept in typed arrays indexed by its context uid
// (dense small integers), and the entries in arrays in first-reference order, with their
// uids beside them, so sorting reads integers instead of scattered attribute objects.
// Typed arrays are also kept few and exactly sized: V8 collects the young generation
// (moving a freshly built IR) once ArrayBuffers of about 32 MB have been allocated.
import type { Attribute } from "../../ir/attributes.js";
import type { Type } from "../../ir/types.js";

/** Upstream's bands: entries whose numbers share a varint width, at most this many. */
const MAX_BANDS = 8;
/** Reference counts below this are sorted through a direct table, larger ones through a Map. */
const SMALL_COUNTS = 1024;

/**
 * An append-only list in fixed-size chunks: appending never copies what is there, so a
 * list of millions leaves no garbage behind (an array grown by push copies it ~3 times).
 */
class ChunkedList<T> {
  private static readonly SHIFT = 12;
  private static readonly MASK = (1 << ChunkedList.SHIFT) - 1;
  private readonly chunks: T[][] = [];
  length = 0;
  push(value: T): void {
    const at = this.length & ChunkedList.MASK;
    if (at === 0) this.chunks.push(new Array<T>(ChunkedList.MASK + 1));
    (this.chunks[this.chunks.length - 1] as T[])[at] = value;
    this.length++;
  }
  get(index: number): T {
    return (this.chunks[index >> ChunkedList.SHIFT] as T[])[index & ChunkedList.MASK] as T;
  }
}

/** A uid-indexed table of small non-negative integers that widens its storage as needed. */
class UidBytes {
  private data: Uint8Array | Uint16Array | Int32Array;
  constructor(capacity: number) {
    this.data = new Uint8Array(capacity);
  }
  get(uid: number): number {
    return uid < this.data.length ? (this.data[uid] as number) : 0;
  }
  set(uid: number, value: number, capacity: number): void {
    const data = this.data;
    const limit = data instanceof Uint8Array ? 0xff : data instanceof Uint16Array ? 0xffff : 0x7fffffff;
    if (uid >= data.length || value > limit) {
      const wide = value > 0xffff || data instanceof Int32Array ? new Int32Array(capacity) : value > 0xff || data instanceof Uint16Array ? new Uint16Array(capacity) : new Uint8Array(capacity);
      wide.set(data);
      this.data = wide;
    }
    this.data[uid] = value;
  }
}

/** Consecutive entries of one dialect, in number order: the attribute/type section's groups. */
export class DialectRuns {
  readonly dialects: number[] = [];
  readonly lengths: number[] = [];
  add(dialect: number, length: number): void {
    if (length === 0) return;
    const last = this.dialects.length - 1;
    if (last >= 0 && this.dialects[last] === dialect) this.lengths[last] = (this.lengths[last] as number) + length;
    else {
      this.dialects.push(dialect);
      this.lengths.push(length);
    }
  }
}

export class EntryTable {
  /** The attributes and the types in number order (after `order`). */
  attributes: Attribute[] = [];
  types: Type[] = [];
  /** Their runs of one dialect (after `order`), known from the sort, so writing need not look. */
  readonly attributeRuns = new DialectRuns();
  readonly typeRuns = new DialectRuns();
  /** Until `order`: the attributes and types in first-reference order, and their uids. */
  private newAttributes = new ChunkedList<Attribute>();
  private newTypes = new ChunkedList<Type>();
  private attributeUids = new ChunkedList<number>();
  private typeUids = new ChunkedList<number>();
  /**
   * Per uid, 0 when not an entry; else while numbering the entry's reference count, and
   * after `order` 1 + its number.
   */
  private counts: Int32Array;
  /** Per uid: 1 + the entry's dialect number. */
  private readonly dialects: UidBytes;

  /** `uidCount`: the context's uid count; with some room for attributes made while numbering, the tables rarely grow. */
  constructor(uidCount: number) {
    const capacity = uidCount + (uidCount >> 4) + 1024;
    this.counts = new Int32Array(capacity);
    this.dialects = new UidBytes(capacity);
  }

  get size(): number {
    return this.newAttributes.length + this.newTypes.length;
  }

  /** Counts one more reference to the entry with context uid `uid`; false when it is not one. */
  reference(uid: number): boolean {
    const counts = this.counts;
    if (uid >= counts.length || counts[uid] === 0) return false;
    counts[uid] = (counts[uid] as number) + 1;
    return true;
  }

  /** Adds a new entry with one reference. */
  add(value: Attribute | Type, isType: boolean, dialect: number): void {
    const uid = value.uid;
    if (uid >= this.counts.length) {
      // Attributes created since the table was sized (rare): grow by half.
      const capacity = Math.max(uid + 1, Math.ceil(this.counts.length * 1.5));
      const counts = new Int32Array(capacity);
      counts.set(this.counts);
      this.counts = counts;
    }
    if (isType) {
      this.newTypes.push(value as Type);
      this.typeUids.push(uid);
    } else {
      this.newAttributes.push(value as Attribute);
      this.attributeUids.push(uid);
    }
    this.counts[uid] = 1;
    this.dialects.set(uid, dialect + 1, this.counts.length);
  }

  /** The number of the entry with uid `uid` (after `order`), -1 when it is not an entry. */
  number(uid: number): number {
    return uid < this.counts.length ? (this.counts[uid] as number) - 1 : -1;
  }

  /** Entries whose numbers are fixed (a file's tables kept for fallback ops), with their dialect numbers. */
  private pinned: { attributes: readonly Attribute[]; attributeDialects: readonly number[]; types: readonly Type[]; typeDialects: readonly number[] } | undefined;

  /**
   * Fixes the first numbers: `attributes[i]` (of dialect `attributeDialects[i]`) gets
   * number i, and likewise the types; every other entry is numbered after them. Each
   * must have been added. A value listed twice keeps its first number for references.
   */
  pin(attributes: readonly Attribute[], attributeDialects: readonly number[], types: readonly Type[], typeDialects: readonly number[]): void {
    this.pinned = { attributes, attributeDialects, types, typeDialects };
  }

  /**
   * Numbers the entries, attributes and types separately: by descending reference count
   * (stable), then within each band of upstream's varint widths by dialect, the previous
   * band's last dialect first. The lists end up in number order. Pinned entries come first.
   */
  order(dialectCount: number, pinnedAttributes = 0, pinnedTypes = 0): void {
    const pinned = this.pinned;
    if (pinned === undefined || (pinnedAttributes === 0 && pinnedTypes === 0)) {
      this.attributes = this.numberList(this.newAttributes, this.attributeUids, dialectCount, this.attributeRuns);
      this.types = this.numberList(this.newTypes, this.typeUids, dialectCount, this.typeRuns);
      return;
    }
    this.attributes = this.numberAfterPinned(pinned.attributes, pinned.attributeDialects, this.newAttributes, this.attributeUids, this.attributeRuns);
    this.types = this.numberAfterPinned(pinned.types, pinned.typeDialects, this.newTypes, this.typeUids, this.typeRuns);
  }

  /**
   * The pinned entries in their order, then the others by descending reference count
   * (stable), grouped by dialect: a module with fallback ops keeps the numbers their
   * encoded properties refer to.
   */
  private numberAfterPinned<T extends Attribute | Type>(
    pinned: readonly T[],
    pinnedDialects: readonly number[],
    list: ChunkedList<T>,
    uids: ChunkedList<number>,
    runs: DialectRuns,
  ): T[] {
    const counts = this.counts;
    const out: T[] = [];
    const isPinned = new Set<number>();
    for (let i = 0; i < pinned.length; i++) {
      const value = pinned[i] as T;
      out.push(value);
      runs.add(pinnedDialects[i] as number, 1);
      if (!isPinned.has(value.uid)) {
        isPinned.add(value.uid);
        counts[value.uid] = i + 1;
      }
    }
    const rest: { index: number; count: number; dialect: number }[] = [];
    for (let i = 0; i < list.length; i++) {
      const uid = uids.get(i);
      if (isPinned.has(uid)) continue;
      rest.push({ index: i, count: counts[uid] as number, dialect: this.dialects.get(uid) - 1 });
    }
    rest.sort((a, b) => b.count - a.count || a.index - b.index);
    rest.sort((a, b) => a.dialect - b.dialect);
    for (const entry of rest) {
      const value = list.get(entry.index);
      counts[value.uid] = out.length + 1;
      out.push(value);
      runs.add(entry.dialect, 1);
    }
    return out;
  }

  /** `list` (uids `uids`) in number order; the numbers go to `counts`, the dialect runs to `runs`. */
  private numberList<T extends Attribute | Type>(list: ChunkedList<T>, uids: ChunkedList<number>, dialectCount: number, runs: DialectRuns): T[] {
    return this.groupByDialectPerByte(list, uids, this.sortByReferenceCount(uids), dialectCount, runs);
  }

  /**
   * The indices of `uids` in a stable descending-count order: a counting sort whose
   * buckets are the distinct counts (a direct table for small ones, a Map for the few
   * large ones).
   */
  private sortByReferenceCount(uids: ChunkedList<number>): number[] {
    const counts = this.counts;
    const small = new Int32Array(SMALL_COUNTS);
    let large: Map<number, number> | undefined;
    for (let i = 0; i < uids.length; i++) {
      const count = counts[uids.get(i)] as number;
      if (count < SMALL_COUNTS) small[count] = (small[count] as number) + 1;
      else (large ??= new Map()).set(count, (large.get(count) ?? 0) + 1);
    }
    // Bucket starts, largest count first: `small` and `large` then hold the next position per count.
    let next = 0;
    if (large !== undefined) {
      const distinct = [...large.keys()].sort((a, b) => b - a);
      for (const count of distinct) {
        const n = large.get(count) as number;
        large.set(count, next);
        next += n;
      }
    }
    for (let count = SMALL_COUNTS - 1; count > 0; count--) {
      const n = small[count] as number;
      small[count] = next;
      next += n;
    }
    const sorted = new Array<number>(uids.length).fill(0);
    for (let i = 0; i < uids.length; i++) {
      const count = counts[uids.get(i)] as number;
      let position: number;
      if (count < SMALL_COUNTS) {
        position = small[count] as number;
        small[count] = position + 1;
      } else {
        const map = large as Map<number, number>;
        position = map.get(count) as number;
        map.set(count, position + 1);
      }
      sorted[position] = i;
    }
    return sorted;
  }

  /**
   * Numbers the entries given in descending-count order (`sorted`, indices of `list` and
   * `uids`): within each band of entries that share a varint width (128, then
   * 16384 - 128, ...), stable by dialect, putting the previous band's last dialect
   * first. Returns `list` in number order; the numbers also go to `counts`.
   */
  private groupByDialectPerByte<T extends Attribute | Type>(
    list: ChunkedList<T>,
    uids: ChunkedList<number>,
    sorted: readonly number[],
    dialectCount: number,
    runs: DialectRuns,
  ): T[] {
    const counts = this.counts;
    const dialects = this.dialects;
    const out = new Array<T>(list.length);
    const perKey = new Int32Array(dialectCount + 1);
    let first = 0;
    let inBand = 0;
    let start = 0;
    for (let i = 1; i <= MAX_BANDS && start < sorted.length; i++) {
      inBand = 2 ** (7 * i) - inBand;
      const end = Math.min(sorted.length, start + inBand);
      // Sort key: 0 for the previous band's last dialect, else 1 + the dialect number.
      perKey.fill(0);
      let last = first;
      for (let k = start; k < end; k++) {
        const d = dialects.get(uids.get(sorted[k] as number)) - 1;
        if (d !== first) {
          perKey[d + 1] = (perKey[d + 1] as number) + 1;
          if (d > last || last === first) last = d;
        } else perKey[0] = (perKey[0] as number) + 1;
      }
      let next = start;
      for (let key = 0; key <= dialectCount; key++) {
        const n = perKey[key] as number;
        runs.add(key === 0 ? first : key - 1, n);
        perKey[key] = next;
        next += n;
      }
      for (let k = start; k < end; k++) {
        const index = sorted[k] as number;
        const uid = uids.get(index);
        const d = dialects.get(uid) - 1;
        const key = d === first ? 0 : d + 1;
        const number = perKey[key] as number;
        perKey[key] = number + 1;
        out[number] = list.get(index);
        counts[uid] = number + 1;
      }
      first = last;
      start = end;
    }
    // Past the last band (only for more than 2^56 entries) the count order stands.
    for (let k = start; k < sorted.length; k++) {
      const index = sorted[k] as number;
      const uid = uids.get(index);
      out[k] = list.get(index);
      counts[uid] = k + 1;
      runs.add(dialects.get(uid) - 1, 1);
    }
    return out;
  }
}
