// MLIR's matchers over fold-time constants and values (m_Zero, m_One, m_ConstantInt,
// m_OneFloat, ..., getDefiningOp<Op>), for the folders of our dialects.
import type { Attribute, Operation, Value } from "../../ir/index.js";
import type { OpView } from "../op-runtime.js";
import { constantAttribute } from "./constants.js";
import { isAllOnes, isOne, isZero, type APInt } from "./apint.js";
import { constantFloat, constantInt } from "./elementwise.js";

/** The op class of generated op views (its name and a wrapper). */
export interface OpViewClass<V extends OpView> {
  readonly operationName: string;
  new (operation: Operation): V;
}

/** `value.getDefiningOp<Op>()`: the defining op as `cls`, when it is one. */
export function definingOp<V extends OpView>(value: Value, cls: OpViewClass<V>): V | undefined {
  const def = value.definingOp;
  return def !== null && def.name.name === cls.operationName ? new cls(def) : undefined;
}

/** m_ConstantInt on an attribute. */
export const intOf = (attr: Attribute | undefined): APInt | undefined => constantInt(attr);
/** m_ConstantInt on a value (through its ConstantLike defining op). */
export const intOfValue = (value: Value): APInt | undefined => constantInt(constantAttribute(value));

export const isZeroAttr = (attr: Attribute | undefined): boolean => {
  const v = intOf(attr);
  return v !== undefined && isZero(v);
};
export const isOneAttr = (attr: Attribute | undefined): boolean => {
  const v = intOf(attr);
  return v !== undefined && isOne(v);
};
export const isAllOnesAttr = (attr: Attribute | undefined): boolean => {
  const v = intOf(attr);
  return v !== undefined && isAllOnes(v);
};
export const isZeroValue = (value: Value): boolean => isZeroAttr(constantAttribute(value));
export const isOneValue = (value: Value): boolean => isOneAttr(constantAttribute(value));

/** m_OneFloat, m_PosZeroFloat, m_NegZeroFloat, m_AnyZeroFloat, m_NaNFloat, m_PosInfFloat, m_NegInfFloat. */
export function floatIs(attr: Attribute | undefined, test: (value: number) => boolean): boolean {
  const f = constantFloat(attr);
  return f !== undefined && test(f.value);
}
export const isOneFloat = (v: number): boolean => v === 1;
export const isPosZeroFloat = (v: number): boolean => v === 0 && !Object.is(v, -0);
export const isNegZeroFloat = (v: number): boolean => Object.is(v, -0);
export const isNaNFloat = (v: number): boolean => Number.isNaN(v);
export const isPosInfFloat = (v: number): boolean => v === Infinity;
export const isNegInfFloat = (v: number): boolean => v === -Infinity;
