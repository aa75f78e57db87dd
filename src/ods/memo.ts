// Per-record memoisation of loaders: records never change after evaluation, and
// the same constraints, traits and ops are read many times (by every op using a
// type, by both the op doc and the dialect doc...).
import type { Record } from "./access.js";

export function memoByRecord<T>(load: (record: Record) => T): (record: Record) => T {
  const cache = new WeakMap<Record, T>();
  return (record) => {
    const hit = cache.get(record);
    if (hit !== undefined) return hit;
    const value = load(record);
    cache.set(record, value);
    return value;
  };
}
