// complex's C++ folds tsmlir reproduces: complex.constant folds to its [re, im] value (so
// the ops that fold over constants, such as tensor.from_elements, see it as one).
import type { Attribute, OpFoldResult, Operation } from "../../ir/index.js";

/** complex::ConstantOp::fold: the op's value. */
export function foldConstantOp(op: Operation, _operands: readonly (Attribute | undefined)[], results: OpFoldResult[]): boolean {
  const value = op.getAttr("value");
  if (value === undefined) return false;
  results.push(value);
  return true;
}
