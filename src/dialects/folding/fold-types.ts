// The shape of a fold function and how op attributes are read by the folds.
import { IntegerAttr, type Attribute, type OpFoldResult, type Operation } from "../../ir/index.js";

/**
 * What a fold function returns (MLIR's OpFoldResult / LogicalResult + results):
 * - undefined: the op does not fold;
 * - an attribute or a value: the single result folds to it; the op's own result means
 *   "updated in place" (MLIR's convention for single-result folds);
 * - an array: one OpFoldResult per result (multi-result ops); an empty array means the op
 *   was updated in place.
 */
export type FoldOutcome = OpFoldResult | readonly OpFoldResult[] | undefined;

/**
 * A fold hook: `operands` holds the constant value of each operand where known (the
 * attribute of a constant-like defining op), undefined elsewhere.
 */
export type OpFoldFunction = (op: Operation, operands: readonly (Attribute | undefined)[]) => FoldOutcome;

/** The number an enum attribute holds: an integer attribute (I64/I32 enums) or a dialect enum attribute's case. */
export function enumValueOf(attr: Attribute | undefined): number | string | undefined {
  if (attr === undefined) return undefined;
  if (attr instanceof IntegerAttr) return Number(attr.value);
  const value = (attr as { readonly value?: unknown }).value;
  return typeof value === "number" || typeof value === "string" ? value : undefined;
}

/** The flags of a bit-enum attribute (arith's fastmath and overflow flags); 0 when absent. */
export function bitFlagsOf(attr: Attribute | undefined): number {
  const value = enumValueOf(attr);
  return typeof value === "number" ? value : 0;
}
