// Constant folding of affine maps (MLIR's AffineExprConstantFolder, AffineMap::constantFold
// and partialConstantFold): each result evaluated with 64-bit wrap-around arithmetic from the
// constant values of the map's operands. A modulo by a divisor below 1, or a floordiv or
// ceildiv by 0, of constant operands does not fold; it is poison, which the caller that asks
// (`poison`) hears of, as MLIR's folder reports it through hasPoison.
import {
  AffineBinaryOpExpr,
  AffineConstantExpr,
  AffineDimExpr,
  AffineMap,
  AffineSymbolExpr,
  IntegerAttr,
  constantExpr,
  type AffineExpr,
  type Attribute,
} from "../../ir/index.js";
import { addInt64, ceilDivInt64, floorDivInt64, int64, modInt64, mulInt64, type Int64 } from "../../ir/int64.js";

/** Set when a constant fold met a division that is poison (AffineExprConstantFolder::hasPoison). */
export interface PoisonFlag {
  found: boolean;
}

/** The value of `expr` with dims and symbols bound to `operands` (dims first), or undefined. */
export function constantFoldExpr(expr: AffineExpr, numDims: number, operands: readonly (Attribute | undefined)[], poison?: PoisonFlag): Int64 | undefined {
  if (expr instanceof AffineConstantExpr) return expr.value;
  if (expr instanceof AffineDimExpr || expr instanceof AffineSymbolExpr) {
    const operand = operands[expr instanceof AffineDimExpr ? expr.position : numDims + expr.position];
    return operand instanceof IntegerAttr ? int64(operand.value) : undefined;
  }
  if (!(expr instanceof AffineBinaryOpExpr)) return undefined;
  const lhs = constantFoldExpr(expr.lhs, numDims, operands, poison);
  if (lhs === undefined) return undefined;
  const rhs = constantFoldExpr(expr.rhs, numDims, operands, poison);
  if (rhs === undefined) return undefined;
  switch (expr.kind) {
    case "add":
      return addInt64(lhs, rhs);
    case "mul":
      return mulInt64(lhs, rhs);
    case "mod":
      return BigInt(rhs) < 1n ? poisoned(poison) : modInt64(lhs, rhs);
    case "floordiv":
      return BigInt(rhs) === 0n ? poisoned(poison) : floorDivInt64(lhs, rhs);
    case "ceildiv":
      return BigInt(rhs) === 0n ? poisoned(poison) : ceilDivInt64(lhs, rhs);
  }
}

function poisoned(poison: PoisonFlag | undefined): undefined {
  if (poison !== undefined) poison.found = true;
  return undefined;
}

/** AffineMap::constantFold: every result's value, or undefined unless all fold. */
export function constantFoldMap(map: AffineMap, operands: readonly (Attribute | undefined)[]): Int64[] | undefined {
  const values: Int64[] = [];
  for (const result of map.results) {
    const value = constantFoldExpr(result, map.numDims, operands);
    if (value === undefined) return undefined;
    values.push(value);
  }
  return values;
}

/**
 * AffineMap::partialConstantFold: the map with each result that folds replaced by its
 * constant, and the values of all results when every one folded.
 */
export function partialConstantFoldMap(map: AffineMap, operands: readonly (Attribute | undefined)[]): { map: AffineMap; values: Int64[] | undefined } {
  const results: AffineExpr[] = [];
  let values: Int64[] | undefined = [];
  for (const result of map.results) {
    const value = constantFoldExpr(result, map.numDims, operands);
    if (value === undefined) {
      results.push(result);
      values = undefined;
    } else {
      results.push(constantExpr(map.context, value));
      values?.push(value);
    }
  }
  return { map: AffineMap.get(map.context, map.numDims, map.numSymbols, results), values };
}

/** AffineMap::isSymbolIdentity: result i is symbol i, for as many results as symbols. */
export function isSymbolIdentity(map: AffineMap): boolean {
  if (map.numSymbols !== map.getNumResults()) return false;
  return map.results.every((result, i) => result instanceof AffineSymbolExpr && result.position === i);
}
