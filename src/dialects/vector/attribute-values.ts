// Reading the integer arrays vector's ops keep in attributes (I64ArrayAttr as MLIR 19's
// ops declare them, DenseI64ArrayAttr for positions and permutations).
import { ArrayAttr, DenseArrayAttr, IntegerAttr, type Attribute, type Operation } from "../../ir/index.js";

/** The values of an array of integer attributes (a non-integer entry reads as 0, which ODS refuses first). */
export function integerArray(attr: Attribute | undefined): bigint[] {
  if (attr instanceof DenseArrayAttr) return Array.from(attr.values as ArrayLike<number | bigint>, (v) => BigInt(v));
  if (!(attr instanceof ArrayAttr)) return [];
  return attr.value.map((entry) => (entry instanceof IntegerAttr ? BigInt(entry.value) : 0n));
}

/** The integer array of op's inherent attribute `name`. */
export function integerArrayOf(op: Operation, name: string): bigint[] {
  return integerArray(op.getAttr(name));
}

/** The value of op's integer attribute `name` (0 when absent: ODS reports that first). */
export function integerOf(op: Operation, name: string): bigint {
  const attr = op.getAttr(name);
  return attr instanceof IntegerAttr ? BigInt(attr.value) : 0n;
}
