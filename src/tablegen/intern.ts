// Interning helpers keyed by the numeric ids of a value's parts. Building string keys
// for every lookup showed up in profiles (allocation and rehashing), so composite
// values hash their parts' ids and compare candidates structurally.

/** Mixes one 32-bit value into a running hash. */
export function mixHash(hash: number, value: number): number {
  let h = Math.imul(hash ^ value, 0x5bd1e995);
  h ^= h >>> 15;
  return h;
}

/** Buckets of interned objects by hash. */
export class HashedTable<T> {
  private buckets = new Map<number, T | T[]>();

  /** The bucket for `hash`: undefined, one value, or several. */
  bucket(hash: number): T | T[] | undefined {
    return this.buckets.get(hash);
  }

  find(hash: number, matches: (candidate: T) => boolean): T | undefined {
    const bucket = this.buckets.get(hash);
    if (bucket === undefined) return undefined;
    if (Array.isArray(bucket)) {
      for (const c of bucket) if (matches(c)) return c;
      return undefined;
    }
    return matches(bucket) ? bucket : undefined;
  }

  clear(): void {
    this.buckets.clear();
  }

  /** Adds `value` under `hash`, whose bucket the caller has just looked up (no second lookup). */
  addToBucket(hash: number, bucket: T | T[] | undefined, value: T): void {
    if (bucket === undefined) this.buckets.set(hash, value);
    else if (Array.isArray(bucket)) bucket.push(value);
    else this.buckets.set(hash, [bucket, value]);
  }

  add(hash: number, value: T): void {
    const bucket = this.buckets.get(hash);
    if (bucket === undefined) this.buckets.set(hash, value);
    else if (Array.isArray(bucket)) bucket.push(value);
    else this.buckets.set(hash, [bucket, value]);
  }
}

/** Two-level map for values identified by two ids. */
export class PairTable<T> {
  private readonly outer = new Map<number, Map<number, T>>();

  get(a: number, b: number): T | undefined {
    return this.outer.get(a)?.get(b);
  }

  clear(): void {
    this.outer.clear();
  }

  set(a: number, b: number, value: T): void {
    let inner = this.outer.get(a);
    if (inner === undefined) {
      inner = new Map();
      this.outer.set(a, inner);
    }
    inner.set(b, value);
  }
}

export function sameArray<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
