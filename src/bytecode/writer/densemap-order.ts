// Upstream collects per-result use-list orders in an llvm::DenseMap<unsigned, ...> and
// writes them in the map's iteration order (bucket order), so reproducing the bytes
// means replaying DenseMap's hashing (key * 37), quadratic probing and growth.

const EMPTY = -1;

// Plain arrays, not Int32Arrays: this runs per op with several unordered results, and
// small ArrayBuffers still count toward V8's external-memory collections.

function lookup(buckets: readonly number[], key: number): number {
  const mask = buckets.length - 1;
  let bucket = Math.imul(key, 37) >>> 0 & mask;
  let probe = 1;
  while (buckets[bucket] !== EMPTY && buckets[bucket] !== key) {
    bucket = (bucket + probe++) & mask;
  }
  return bucket;
}

function rehash(old: readonly number[], size: number): number[] {
  const buckets = new Array<number>(size).fill(EMPTY);
  for (const key of old) if (key !== EMPTY) buckets[lookup(buckets, key)] = key;
  return buckets;
}

/** The order a DenseMap<unsigned, T> iterates after inserting `keys` in order. */
export function denseMapIterationOrder(keys: readonly number[]): number[] {
  let buckets: number[] = [];
  let entries = 0;
  for (const key of keys) {
    if (buckets.length > 0 && buckets[lookup(buckets, key)] === key) continue;
    const next = entries + 1;
    if (next * 4 >= buckets.length * 3) buckets = rehash(buckets, Math.max(64, buckets.length * 2));
    else if (buckets.length - next <= buckets.length / 8) buckets = rehash(buckets, buckets.length);
    buckets[lookup(buckets, key)] = key;
    entries = next;
  }
  const out: number[] = [];
  for (const key of buckets) if (key !== EMPTY) out.push(key);
  return out;
}
