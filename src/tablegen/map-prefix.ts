// Saving a map that only ever grows without copying it: a saved state keeps the map and
// how many entries it had (Maps iterate in insertion order, so those are the first ones).
// The evaluation goes on adding to the same map; resuming the state copies the prefix,
// or takes the map itself when nothing was added since (and the state is used once).

/** The first `size` entries of `map`, which is only ever added to (never deleted from or overwritten). */
export interface MapPrefix<K, V> {
  readonly map: ReadonlyMap<K, V>;
  readonly size: number;
}

export function prefixOf<K, V>(map: ReadonlyMap<K, V>): MapPrefix<K, V> {
  return { map, size: map.size };
}

/** A map holding the prefix: `map` itself when `adopt` and it has not grown, else a copy. */
export function mapFromPrefix<K, V>(prefix: MapPrefix<K, V>, adopt: boolean): Map<K, V> {
  const source = prefix.map as Map<K, V>;
  if (source.size === prefix.size) return adopt ? source : new Map(source);
  const copy = new Map<K, V>();
  let left = prefix.size;
  for (const [key, value] of source) {
    if (left-- === 0) break;
    copy.set(key, value);
  }
  return copy;
}
