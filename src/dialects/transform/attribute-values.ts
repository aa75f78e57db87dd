// Reading the integer-list and string attributes of transform ops as their C++ accessors
// return them, for the verifiers of the ops the dialect extensions add (an absent
// default-valued attribute reads as its default, the empty list or the given string).
import { ArrayAttr, DenseArrayAttr, IntegerAttr, StringAttr, type Operation } from "../../ir/index.js";

/** The integers of a dense array attribute (`array<i64: ...>`), or of an array of integer attributes (`[1, 2]`). */
export function integerList(op: Operation, name: string): bigint[] {
  const attr = op.getInherentAttr(name);
  if (attr instanceof DenseArrayAttr) return Array.from(attr.values as ArrayLike<number | bigint | boolean>, (v) => BigInt(v));
  if (attr instanceof ArrayAttr) return attr.value.map((v) => (v instanceof IntegerAttr ? BigInt(v.value) : 0n));
  return [];
}

/** The number of elements of an array-like attribute (0 when absent). */
export function listLength(op: Operation, name: string): number {
  const attr = op.getInherentAttr(name);
  if (attr instanceof DenseArrayAttr) return attr.values.length;
  if (attr instanceof ArrayAttr) return attr.value.length;
  return 0;
}

/** A string attribute's value, or `fallback` (its default) when absent. */
export function stringValue(op: Operation, name: string, fallback: string): string {
  const attr = op.getInherentAttr(name);
  return attr instanceof StringAttr ? attr.value : fallback;
}

/** Whether `values` is a permutation of 0..n-1 (std::is_permutation against the sequence; empty is one). */
export function isPermutation(values: readonly bigint[]): boolean {
  const seen = new Set<bigint>();
  for (const v of values) {
    if (v < 0n || v >= BigInt(values.length) || seen.has(v)) return false;
    seen.add(v);
  }
  return true;
}

/** An ArrayRef<int64_t> as a diagnostic streams it: its values separated by ", ". */
export function commaList(values: readonly bigint[]): string {
  return values.join(", ");
}
