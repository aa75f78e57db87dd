// The in-place canonicalizations affine's region ops do in their folds (AffineOps.cpp):
// affine.for's bound maps composed with the affine.apply ops of their operands and
// canonicalized, with results that can never be the bound dropped (canonicalizeLoopBounds), affine.parallel's likewise
// (AffineValueMap::canonicalize), and affine.if's condition set with its operands.
import { AffineMap, AffineMapAttr, IntegerSetAttr, type AffineExpr } from "../../ir/index.js";
import type { AffineForOp, AffineIfOp, AffineParallelOp } from "../../../generated/affine.js";
import { simplifyMinOrMaxWithOperands } from "./operand-bounds.js";
import { canonicalizeMapAndOperands, canonicalizeSetAndOperands, composeAffineMapAndOperands, composeSetAndOperands } from "./compose.js";

/** removeDuplicateExprs: each result once, in first-seen order. */
function removeDuplicateExprs(map: AffineMap): AffineMap {
  const results: AffineExpr[] = [];
  for (const r of map.results) if (!results.includes(r)) results.push(r);
  return AffineMap.get(map.context, map.numDims, map.numSymbols, results);
}

function sameValues<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** canonicalizeLoopBounds(AffineForOp): whether a bound map changed. */
export function canonicalizeForBounds(op: AffineForOp): boolean {
  const prevLower = op.getLowerBoundMap();
  const prevUpper = op.getUpperBoundMap();
  let lower = composeAffineMapAndOperands(prevLower, op.getLowerBoundOperands());
  lower = canonicalizeMapAndOperands(lower.map, lower.operands);
  const lowerMap = removeDuplicateExprs(simplifyMinOrMaxWithOperands(lower.map, lower.operands, true));
  // MLIR 19 drops redundant upper bound results before composing the upper bound map.
  const prunedUpper = simplifyMinOrMaxWithOperands(prevUpper, op.getUpperBoundOperands(), false);
  let upper = composeAffineMapAndOperands(prunedUpper, op.getUpperBoundOperands());
  upper = canonicalizeMapAndOperands(upper.map, upper.operands);
  const upperMap = removeDuplicateExprs(upper.map);
  if (lowerMap === prevLower && upperMap === prevUpper) return false;
  if (lowerMap !== prevLower) {
    op.getLowerBoundOperandsMutable().assign(lower.operands);
    op.setLowerBoundMapAttr(AffineMapAttr.get(lowerMap));
  }
  if (upperMap !== prevUpper) {
    op.getUpperBoundOperandsMutable().assign(upper.operands);
    op.setUpperBoundMapAttr(AffineMapAttr.get(upperMap));
  }
  return true;
}

/** canonicalizeLoopBounds(AffineParallelOp): each bound map composed; whether one changed. */
export function canonicalizeParallelBounds(op: AffineParallelOp): boolean {
  const operands = op.getMapOperands();
  const lowerOperands = operands.slice(0, op.getLowerBoundsMap().getNumInputs());
  const upperOperands = operands.slice(lowerOperands.length);
  const lower = composeAffineMapAndOperands(op.getLowerBoundsMap(), lowerOperands);
  const upper = composeAffineMapAndOperands(op.getUpperBoundsMap(), upperOperands);
  const lowerChanged = lower.map !== op.getLowerBoundsMap() || !sameValues(lower.operands, lowerOperands);
  const upperChanged = upper.map !== op.getUpperBoundsMap() || !sameValues(upper.operands, upperOperands);
  if (!lowerChanged && !upperChanged) return false;
  const newLower = lowerChanged ? lower : { map: op.getLowerBoundsMap(), operands: lowerOperands };
  const newUpper = upperChanged ? upper : { map: op.getUpperBoundsMap(), operands: upperOperands };
  op.getOperation().setOperands([...newLower.operands, ...newUpper.operands]);
  op.setLowerBoundsMapAttr(AffineMapAttr.get(newLower.map));
  op.setUpperBoundsMapAttr(AffineMapAttr.get(newUpper.map));
  return true;
}

/** AffineIfOp::fold's set canonicalization: whether the set or its operands changed. */
export function canonicalizeIfCondition(op: AffineIfOp): boolean {
  const operation = op.getOperation();
  const condition = operation.getAttr("condition");
  if (!(condition instanceof IntegerSetAttr)) return false;
  const operands = operation.getOperands();
  let result = composeSetAndOperands(condition.value, operands);
  result = canonicalizeSetAndOperands(result.set, result.operands);
  if (result.set === condition.value && sameValues(result.operands, operands)) return false;
  operation.setOperands(result.operands);
  operation.setAttr("condition", IntegerSetAttr.get(result.set));
  return true;
}
