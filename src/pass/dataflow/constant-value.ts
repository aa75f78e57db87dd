// The lattice of sparse constant propagation (MLIR's Lattice<ConstantValue>): nothing known
// yet (uninitialized), one constant attribute (with the dialect that materializes it), or
// not a constant (unknown).
import type { Attribute } from "../../ir/attributes.js";
import type { Dialect } from "../../ir/dialect.js";
import { AbstractSparseLattice } from "./lattice.js";

export type ConstantValue =
  | { readonly kind: "uninitialized" }
  | { readonly kind: "unknown" }
  | { readonly kind: "constant"; readonly value: Attribute; readonly dialect: Dialect | undefined };

const UNINITIALIZED: ConstantValue = Object.freeze({ kind: "uninitialized" });
export const UNKNOWN_CONSTANT: ConstantValue = Object.freeze({ kind: "unknown" });

function sameConstant(lhs: ConstantValue, rhs: ConstantValue): boolean {
  if (lhs.kind !== rhs.kind) return false;
  if (lhs.kind !== "constant" || rhs.kind !== "constant") return true;
  return lhs.value === rhs.value && lhs.dialect === rhs.dialect;
}

/** MLIR's ConstantValue::join: uninitialized is the identity, differing constants give unknown. */
export function joinConstants(lhs: ConstantValue, rhs: ConstantValue): ConstantValue {
  if (lhs.kind === "uninitialized") return rhs;
  if (rhs.kind === "uninitialized") return lhs;
  return sameConstant(lhs, rhs) ? lhs : UNKNOWN_CONSTANT;
}

export class ConstantValueLattice extends AbstractSparseLattice {
  value: ConstantValue = UNINITIALIZED;

  isUninitialized(): boolean {
    return this.value.kind === "uninitialized";
  }

  /** The constant, or undefined when unknown or uninitialized (MLIR's getConstantValue). */
  constant(): Attribute | undefined {
    return this.value.kind === "constant" ? this.value.value : undefined;
  }

  joinValue(value: ConstantValue): boolean {
    const joined = joinConstants(this.value, value);
    if (sameConstant(joined, this.value)) return false;
    this.value = joined;
    return true;
  }

  override join(rhs: this): boolean {
    return this.joinValue(rhs.value);
  }
}
