// The folds of affine ops (AffineOps.cpp in MLIR 19): affine.apply to one of its operands
// or a constant, affine.min/max to a constant or their only operand (or their map with
// constant results folded in), memref.cast producers folded into the memory ops, and
// affine.for's bounds folded to constants, with a loop that never runs folded to its inits.
import { AffineConstantExpr, AffineMap, AffineMapAttr, AffineDimExpr, DenseIntOrFPElementsAttr, lookupNearestSymbolFrom, AffineSymbolExpr, IndexType, IntegerAttr, constantExpr, type Attribute, type Operation } from "../../ir/index.js";
import {
  AffineApplyOp,
  AffineDmaStartOp,
  AffineDmaWaitOp,
  AffineForOp,
  AffineIfOp,
  AffineLoadOp,
  AffineMaxOp,
  AffineMinOp,
  AffineParallelOp,
  AffinePrefetchOp,
  AffineStoreOp,
} from "../../../generated/affine.js";
import { constantFoldMap, constantFoldExpr, isSymbolIdentity, partialConstantFoldMap, type PoisonFlag } from "../affine/constant-fold.js";
import { PoisonAttr } from "../../../generated/ub.js";
import { canonicalizeForBounds, canonicalizeIfCondition, canonicalizeParallelBounds } from "../affine/canonicalize-ops.js";
import { constantLowerBound, constantUpperBound, trivialConstantTripCount } from "../affine/loop-bounds.js";
import { foldMemRefCast } from "../memref/casts.js";
import { GetGlobalOp, GlobalOp } from "../../../generated/memref.js";
import { elementAttributeAt, splatAttributeOf } from "./tensor-elements.js";
import { constantAttribute } from "../constant-values.js";
import type { FoldOutcome, OpFoldFunction } from "./fold-types.js";

type Operands = readonly (Attribute | undefined)[];

function indexAttr(operation: Operation, value: bigint | number): IntegerAttr {
  return IntegerAttr.get(IndexType.get(operation.context), value);
}

/**
 * AffineApplyOp::fold: a result that is a dim or symbol is that operand; else the map's
 * constant value, or ub's poison when a division of constants in it is poison.
 */
function foldApply(operation: Operation, operands: Operands): FoldOutcome {
  const map = AffineApplyOp.wrap(operation).getMap();
  const expr = map.results[0];
  if (expr instanceof AffineDimExpr) return operation.getOperand(expr.position);
  if (expr instanceof AffineSymbolExpr) return operation.getOperand(map.numDims + expr.position);
  if (expr === undefined) return undefined;
  const poison: PoisonFlag = { found: false };
  const value = constantFoldExpr(expr, map.numDims, operands, poison);
  if (poison.found) return PoisonAttr.get(operation.context);
  return value === undefined ? undefined : indexAttr(operation, value);
}

/** foldMinMaxOp: the extreme constant, the only operand of a symbol identity, or the map with its constant results folded in place. */
function foldMinMax(isMin: boolean): OpFoldFunction {
  return (operation, operands) => {
    const oldMap = (operation.getAttr("map") as AffineMapAttr).value;
    const { map, values } = partialConstantFoldMap(oldMap, operands);
    if (map.numSymbols === 1 && isSymbolIdentity(map)) return operation.getOperand(0);
    if (values === undefined) {
      if (map === oldMap) return undefined;
      operation.setAttr("map", AffineMapAttr.get(map));
      return operation.getResult(0);
    }
    if (values.length === 0) return undefined;
    let best = BigInt(values[0] as bigint | number);
    for (const v of values) best = isMin ? (BigInt(v) < best ? BigInt(v) : best) : BigInt(v) > best ? BigInt(v) : best;
    return indexAttr(operation, best);
  };
}

/** The memory ops: only memref.cast producers fold into them. */
function foldCastsInPlace(operation: Operation): FoldOutcome {
  return foldMemRefCast(operation) ? [] : undefined;
}

/** Folds a bound whose map folds to constants into a constant map (the max of a lower bound's results, the min of an upper's). */
function foldBound(op: AffineForOp, lower: boolean): boolean {
  if ((lower ? constantLowerBound(op) : constantUpperBound(op)) !== undefined) return false;
  const operands = lower ? op.getLowerBoundOperands() : op.getUpperBoundOperands();
  const map = lower ? op.getLowerBoundMap() : op.getUpperBoundMap();
  const values = constantFoldMap(map, operands.map((v) => constantAttribute(v)));
  if (values === undefined || values.length === 0) return false;
  let bound = BigInt(values[0] as bigint | number);
  for (const v of values) bound = lower ? (BigInt(v) > bound ? BigInt(v) : bound) : BigInt(v) < bound ? BigInt(v) : bound;
  setConstantBound(op, lower, bound);
  return true;
}

/** AffineForOp::setConstantLowerBound / setConstantUpperBound: no operands, a constant map. */
export function setConstantBound(op: AffineForOp, lower: boolean, value: bigint): void {
  const context = op.getOperation().context;
  const map = AffineMapAttr.get(AffineMap.get(context, 0, 0, [constantExpr(context, value)]));
  if (lower) {
    op.getLowerBoundOperandsMutable().assign([]);
    op.setLowerBoundMapAttr(map);
  } else {
    op.getUpperBoundOperandsMutable().assign([]);
    op.setUpperBoundMapAttr(map);
  }
}

/** AffineForOp::fold: constant bounds, canonical bound maps, and a loop that never runs is its inits. */
function foldFor(operation: Operation): FoldOutcome {
  const op = AffineForOp.wrap(operation);
  let folded = foldBound(op, true);
  folded = foldBound(op, false) || folded;
  folded = canonicalizeForBounds(op) || folded;
  if (trivialConstantTripCount(op) === 0n && operation.numResults !== 0) return op.getInits();
  return folded ? [] : undefined;
}

/** AffineIfOp::fold: the condition's set and operands composed and canonicalized in place. */
function foldIf(operation: Operation): FoldOutcome {
  return canonicalizeIfCondition(AffineIfOp.wrap(operation)) ? [] : undefined;
}

/** AffineParallelOp::fold: the bound maps and their operands canonicalized in place. */
function foldParallel(operation: Operation): FoldOutcome {
  return canonicalizeParallelBounds(AffineParallelOp.wrap(operation)) ? [] : undefined;
}

/** AffineStoreOp::fold: memref.cast producers fold into it, except for the stored value. */
function foldStore(operation: Operation): FoldOutcome {
  return foldMemRefCast(operation, operation.getOperand(0)) ? [] : undefined;
}

/** AffineLoadOp::fold: memref.cast producers fold into it; a load of a constant global at constant indices is the element. */
function foldLoad(operation: Operation): FoldOutcome {
  if (foldMemRefCast(operation)) return operation.getResult(0);
  const getGlobal = operation.getOperand(0).definingOp;
  if (getGlobal === null || getGlobal.opName !== GetGlobalOp.operationName) return undefined;
  const global = lookupNearestSymbolFrom(getGlobal, GetGlobalOp.wrap(getGlobal).getNameAttr());
  if (global === undefined || global.opName !== GlobalOp.operationName) return undefined;
  const globalOp = GlobalOp.wrap(global);
  // GlobalOp::getConstantInitValue: the initial value of a constant global.
  const value = globalOp.getConstantAttr() === undefined ? undefined : globalOp.getInitialValueAttr();
  if (!(value instanceof DenseIntOrFPElementsAttr)) return undefined;
  if (value.isSplat) return splatAttributeOf(value);
  const map = AffineLoadOp.wrap(operation).getMap();
  const indices: bigint[] = [];
  for (const r of map.results) {
    if (!(r instanceof AffineConstantExpr)) return undefined;
    indices.push(BigInt(r.value));
  }
  const shape = value.type.shape;
  let flat = 0n;
  for (let i = 0; i < shape.length; i++) flat = flat * BigInt(shape[i] as number) + (indices[i] ?? 0n);
  return elementAttributeAt(value, Number(flat));
}

export const affineFolders: ReadonlyMap<string, OpFoldFunction> = new Map<string, OpFoldFunction>([
  [AffineApplyOp.operationName, foldApply],
  [AffineMinOp.operationName, foldMinMax(true)],
  [AffineMaxOp.operationName, foldMinMax(false)],
  [AffineForOp.operationName, foldFor],
  [AffineIfOp.operationName, foldIf],
  [AffineParallelOp.operationName, foldParallel],
  [AffineLoadOp.operationName, foldLoad],
  [AffineStoreOp.operationName, foldStore],
  [AffinePrefetchOp.operationName, foldCastsInPlace],
  [AffineDmaStartOp.operationName, foldCastsInPlace],
  [AffineDmaWaitOp.operationName, foldCastsInPlace],
]);
