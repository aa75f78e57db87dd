// affine.for's constant bounds and trip count (AffineForOp::getConstantLowerBound and
// friends, and LoopAnalysis's getTrivialConstantTripCount): a bound is constant when its map
// has one result, a constant.
import { AffineConstantExpr, AffineMap } from "../../ir/index.js";
import type { AffineForOp } from "../../../generated/affine.js";

/** The value of a single-result constant map. */
export function singleConstant(map: AffineMap): bigint | undefined {
  const only = map.results[0];
  return map.getNumResults() === 1 && only instanceof AffineConstantExpr ? BigInt(only.value) : undefined;
}

export function constantLowerBound(op: AffineForOp): bigint | undefined {
  return singleConstant(op.getLowerBoundMap());
}

export function constantUpperBound(op: AffineForOp): bigint | undefined {
  return singleConstant(op.getUpperBoundMap());
}

/** The number of iterations when both bounds are constant (0 for an empty range). */
export function trivialConstantTripCount(op: AffineForOp): bigint | undefined {
  const step = op.getStep();
  const lower = constantLowerBound(op);
  const upper = constantUpperBound(op);
  if (lower === undefined || upper === undefined || step <= 0n) return undefined;
  const span = upper - lower;
  return span <= 0n ? 0n : (span + step - 1n) / step;
}
