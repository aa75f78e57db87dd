// The attributes and types a module references, as parallel typed arrays indexed by
// first-reference order (a million-entry module would otherwise allocate an object per
// entry), found by context uid, and numbered as upstream does: by descending reference
// count, then grouped by dialect within each varint-width band.
import type { Attribute } from "../../ir/attributes.js";
import type { Type } from "../../ir/types.js";
import { stableBucketSortIndices } from "./bucket-sort.js";

/** A growable map from a context uid (dense small integers) to a non-negative index. */
export class UidIndex {
  private slots = new Int32Array(1 << 16);
  get(uid: number): number {
    return uid < this.slots.length ? (this.slots[uid] as number) - 1 : -1;
  }
  set(uid: number, index: number): void {
    if (uid >= this.slots.length) {
      let size = this.slots.length * 2;
      while (size <= uid) size *= 2;
      const grown = new Int32Array(size);
      grown.set(this.slots);
      this.slots = grown;
    }
    this.slots[uid] = index + 1;
  }
}

export class EntryTable {
  /** The attribute or type of each entry. */
  readonly values: (Attribute | Type)[] = [];
  private readonly index = new UidIndex();
  private refCounts = new Int32Array(1 << 12);
  private dialects = new Int32Array(1 << 12);
  private kinds = new Uint8Array(1 << 12);
  private numbers = new Int32Array(0);

  get size(): number {
    return this.values.length;
  }

  /** The entry of the attribute/type with context uid `uid`, -1 when not added. */
  find(uid: number): number {
    return this.index.get(uid);
  }

  add(value: Attribute | Type, isType: boolean, dialect: number): number {
    const i = this.values.length;
    if (i === this.refCounts.length) {
      const n = i * 2;
      const refCounts = new Int32Array(n);
      refCounts.set(this.refCounts);
      this.refCounts = refCounts;
      const dialects = new Int32Array(n);
      dialects.set(this.dialects);
      this.dialects = dialects;
      const kinds = new Uint8Array(n);
      kinds.set(this.kinds);
      this.kinds = kinds;
    }
    this.values.push(value);
    this.index.set(value.uid, i);
    this.refCounts[i] = 1;
    this.dialects[i] = dialect;
    this.kinds[i] = isType ? 1 : 0;
    return i;
  }

  addReference(entry: number): void {
    this.refCounts[entry] = (this.refCounts[entry] as number) + 1;
  }

  dialect(entry: number): number {
    return this.dialects[entry] as number;
  }

  /** The entry's number (valid after `order`). */
  number(entry: number): number {
    return this.numbers[entry] as number;
  }

  /** Numbers the entries; returns the attributes' and the types' entries in number order. */
  order(dialectCount: number): { attributes: Int32Array; types: Int32Array } {
    const n = this.values.length;
    let attributeCount = 0;
    let maxRefs = 0;
    for (let i = 0; i < n; i++) {
      if (this.kinds[i] === 0) attributeCount++;
      if ((this.refCounts[i] as number) > maxRefs) maxRefs = this.refCounts[i] as number;
    }
    const attributes = new Int32Array(attributeCount);
    const types = new Int32Array(n - attributeCount);
    for (let i = 0, a = 0, t = 0; i < n; i++) {
      if (this.kinds[i] === 0) attributes[a++] = i;
      else types[t++] = i;
    }
    this.numbers = new Int32Array(n);
    // Sort keys per entry: descending reference count.
    const keys = new Int32Array(n);
    for (let i = 0; i < n; i++) keys[i] = maxRefs - (this.refCounts[i] as number);
    const sortedAttributes = this.groupByDialectPerByte(stableBucketSortIndices(attributes, maxRefs + 1, keys), dialectCount, keys);
    const sortedTypes = this.groupByDialectPerByte(stableBucketSortIndices(types, maxRefs + 1, keys), dialectCount, keys);
    return { attributes: sortedAttributes, types: sortedTypes };
  }

  /**
   * Within each band of entries that share a varint width (128, then 16384 - 128, ...),
   * stable-sorts by dialect, putting the previous band's last dialect first; then numbers them.
   */
  private groupByDialectPerByte(list: Int32Array, dialectCount: number, keys: Int32Array): Int32Array {
    const dialects = this.dialects;
    let first = 0;
    let inBand = 0;
    let start = 0;
    for (let i = 1; i < 9 && start < list.length; i++) {
      inBand = 2 ** (7 * i) - inBand;
      const end = Math.min(list.length, start + inBand);
      const band = list.subarray(start, end);
      // Sort keys (reusing `keys`): the previous band's last dialect first, then by number.
      for (let k = 0; k < band.length; k++) {
        const e = band[k] as number;
        const d = dialects[e] as number;
        keys[e] = d === first ? 0 : d + 1;
      }
      const sorted = stableBucketSortIndices(band, dialectCount + 1, keys);
      list.set(sorted, start);
      first = dialects[sorted[sorted.length - 1] as number] as number;
      start = end;
    }
    for (let i = 0; i < list.length; i++) this.numbers[list[i] as number] = i;
    return list;
  }
}
