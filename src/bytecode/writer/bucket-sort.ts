// Stable counting sort for small integer keys: the numbering sorts up to millions of
// entries by reference count and by dialect, where a comparison sort costs far more.

/** `list` sorted stably by `key(e)` ascending; keys must be integers in [0, keyCount). */
export function stableBucketSort<T>(list: readonly T[], keyCount: number, key: (e: T) => number): T[] {
  const n = list.length;
  const keys = new Int32Array(n);
  const starts = new Int32Array(keyCount + 1);
  for (let i = 0; i < n; i++) {
    const k = key(list[i] as T);
    keys[i] = k;
    starts[k + 1] = (starts[k + 1] as number) + 1;
  }
  for (let k = 0; k < keyCount; k++) starts[k + 1] = (starts[k + 1] as number) + (starts[k] as number);
  const out = new Array<T>(n);
  for (let i = 0; i < n; i++) {
    const k = keys[i] as number;
    out[starts[k] as number] = list[i] as T;
    starts[k] = (starts[k] as number) + 1;
  }
  return out;
}

/** The indices in `order` sorted stably by `keys[index]` ascending; keys in [0, keyCount). */
export function stableBucketSortIndices(order: Int32Array, keyCount: number, keys: Int32Array): Int32Array {
  const n = order.length;
  const starts = new Int32Array(keyCount + 1);
  for (let i = 0; i < n; i++) {
    const k = (keys[order[i] as number] as number) + 1;
    starts[k] = (starts[k] as number) + 1;
  }
  for (let k = 0; k < keyCount; k++) starts[k + 1] = (starts[k + 1] as number) + (starts[k] as number);
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const index = order[i] as number;
    const k = keys[index] as number;
    const at = starts[k] as number;
    out[at] = index;
    starts[k] = at + 1;
  }
  return out;
}
