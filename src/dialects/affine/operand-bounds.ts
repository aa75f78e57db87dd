// Simplifications of affine maps that use what is known of their operands (AffineOps.cpp in
// MLIR 19): an operand that is the induction variable of an affine.for with constant bounds
// has a constant range, so a floordiv/ceildiv/mod of an expression over such operands may be
// a constant or a simpler expression (simplifyMapWithOperands), and a result of a min/max
// bound map that can never be the min/max is dropped (simplifyMinOrMaxExprWithOperands).
// Only affine.for induction variables are used, as MLIR 19 does.
import { AffineBinaryOpExpr, AffineConstantExpr, AffineDimExpr, AffineMap, BlockArgument, affineBinaryOp, constantExpr, flattenAffineExpr, type AffineExpr, type Value } from "../../ir/index.js";
import { AffineForOp } from "../../../generated/affine.js";
import { constantLowerBound, constantUpperBound } from "./loop-bounds.js";

type Bound = bigint | undefined;

const floorDiv = (a: bigint, b: bigint): bigint => {
  const q = a / b;
  return (a % b !== 0n && a < 0n !== b < 0n) ? q - 1n : q;
};
const ceilDiv = (a: bigint, b: bigint): bigint => -floorDiv(-a, b);
/** The non-negative remainder of a by a positive b. */
const floorMod = (a: bigint, b: bigint): bigint => a - floorDiv(a, b) * b;
/** C++ `%`: the remainder takes the sign of the dividend. */
const truncRem = (a: bigint, b: bigint): bigint => a % b;

function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** getForInductionVarOwner: the affine.for whose induction variable `value` is. */
function forOpOfInductionVar(value: Value): AffineForOp | undefined {
  if (!(value instanceof BlockArgument) || value.index !== 0) return undefined;
  const parent = value.parentBlock.parentOp;
  return parent !== null && parent.opName === AffineForOp.operationName ? AffineForOp.wrap(parent) : undefined;
}

/** The constant (inclusive) lower bound of an affine.for induction variable. */
function inductionVarLowerBound(value: Value): Bound {
  const forOp = forOpOfInductionVar(value);
  return forOp === undefined ? undefined : constantLowerBound(forOp);
}

/** The constant inclusive upper bound of an affine.for induction variable: its last value when the lower bound is known too. */
function inductionVarUpperBound(value: Value): Bound {
  const forOp = forOpOfInductionVar(value);
  if (forOp === undefined) return undefined;
  const upper = constantUpperBound(forOp);
  if (upper === undefined) return undefined;
  const lower = constantLowerBound(forOp);
  if (lower === undefined) return upper - 1n;
  return upper - 1n - truncRem(upper - lower - 1n, forOp.getStep());
}

interface OperandBounds {
  readonly lower: readonly Bound[];
  readonly upper: readonly Bound[];
}

function operandBounds(operands: readonly Value[]): OperandBounds {
  return { lower: operands.map(inductionVarLowerBound), upper: operands.map(inductionVarUpperBound) };
}

const constValue = (e: AffineExpr): bigint | undefined => (e instanceof AffineConstantExpr ? BigInt(e.value) : undefined);

/** getBoundForAffineExpr: a constant lower (or upper) bound of `expr` from the bounds of its inputs. */
function boundOf(expr: AffineExpr, numDims: number, numSymbols: number, bounds: OperandBounds, isUpper: boolean): Bound {
  if (expr instanceof AffineBinaryOpExpr) {
    const divisor = constValue(expr.rhs);
    if (expr.kind === "floordiv" || expr.kind === "ceildiv") {
      if (divisor === undefined || divisor < 1n) return undefined;
      const inner = boundOf(expr.lhs, numDims, numSymbols, bounds, isUpper);
      if (inner === undefined) return undefined;
      return expr.kind === "floordiv" ? floorDiv(inner, divisor) : ceilDiv(inner, divisor);
    }
    if (expr.kind === "mod" && divisor !== undefined && divisor >= 1n) {
      // Within one period of the divisor the remainder follows the dividend; otherwise it spans [0, divisor - 1].
      const lower = boundOf(expr.lhs, numDims, numSymbols, bounds, false);
      const upper = boundOf(expr.lhs, numDims, numSymbols, bounds, isUpper);
      if (upper !== undefined && lower !== undefined && floorDiv(lower, divisor) === floorDiv(upper, divisor))
        return isUpper ? floorMod(upper, divisor) : floorMod(lower, divisor);
      return isUpper ? divisor - 1n : 0n;
    }
  }
  const flat = flattenAffineExpr(expr, numDims, numSymbols);
  const numInputs = numDims + numSymbols;
  // Local division variables have no bound here (MLIR 19 gives up on them too).
  if (flat === undefined || flat.length !== numInputs + 1) return undefined;
  let bound = 0n;
  for (let i = 0; i < numInputs; ++i) {
    const coefficient = flat[i] as bigint;
    if (coefficient === 0n) continue;
    const input = coefficient > 0n === isUpper ? bounds.upper[i] : bounds.lower[i];
    if (input === undefined) return undefined;
    bound += input * coefficient;
  }
  return bound + (flat[numInputs] as bigint);
}

function exprBound(expr: AffineExpr, numDims: number, numSymbols: number, operands: readonly Value[], isUpper: boolean): Bound {
  return constValue(expr) ?? boundOf(expr, numDims, numSymbols, operandBounds(operands), isUpper);
}

/** getLargestKnownDivisor(expr, operands): a loop induction variable is a multiple of its step (and lower bound). */
function largestKnownDivisor(expr: AffineExpr, operands: readonly Value[]): bigint {
  const divisor = BigInt(expr.getLargestKnownDivisor());
  if (!(expr instanceof AffineDimExpr)) return divisor;
  const forOp = forOpOfInductionVar(operands[expr.position] as Value);
  if (forOp === undefined) return 1n;
  if (constantLowerBound(forOp) === 0n) return forOp.getStep();
  let lowerDivisor: bigint | undefined;
  for (const r of forOp.getLowerBoundMap().results) {
    const d = BigInt.asUintN(64, BigInt(r.getLargestKnownDivisor()));
    lowerDivisor = lowerDivisor === undefined ? d : gcd(lowerDivisor, d);
  }
  return gcd(lowerDivisor ?? 2n ** 64n - 1n, forOp.getStep());
}

/** isNonNegativeBoundedBy: whether 0 <= expr < k is known (a constant, or an induction variable with such constant bounds). */
function isNonNegativeBelow(expr: AffineExpr, operands: readonly Value[], k: bigint): boolean {
  const value = constValue(expr);
  if (value !== undefined) return value >= 0n && value < k;
  if (!(expr instanceof AffineDimExpr)) return false;
  const forOp = forOpOfInductionVar(operands[expr.position] as Value);
  if (forOp === undefined) return false;
  const lower = constantLowerBound(forOp);
  const upper = constantUpperBound(forOp);
  return lower !== undefined && lower >= 0n && upper !== undefined && upper <= k;
}

/** isQTimesDPlusR: `expr` as q + r with q a multiple of d and 0 <= r < d. */
function splitMultipleAndRemainder(expr: AffineExpr, operands: readonly Value[]): { divisor: bigint; multiple: AffineExpr; remainder: AffineExpr } | undefined {
  if (!(expr instanceof AffineBinaryOpExpr) || expr.kind !== "add") return undefined;
  let divisor = largestKnownDivisor(expr.lhs, operands);
  if (isNonNegativeBelow(expr.rhs, operands, divisor)) return { divisor, multiple: expr.lhs, remainder: expr.rhs };
  divisor = largestKnownDivisor(expr.rhs, operands);
  if (isNonNegativeBelow(expr.lhs, operands, divisor)) return { divisor, multiple: expr.rhs, remainder: expr.lhs };
  return undefined;
}

/** simplifyExprAndOperands: floordiv/ceildiv/mod by a positive constant simplified bottom-up with the operands' ranges. */
function simplifyWithOperands(expr: AffineExpr, numDims: number, numSymbols: number, operands: readonly Value[]): AffineExpr {
  if (!(expr instanceof AffineBinaryOpExpr)) return expr;
  // The construction may simplify it to another kind.
  const built = affineBinaryOp(expr.kind, simplifyWithOperands(expr.lhs, numDims, numSymbols, operands), simplifyWithOperands(expr.rhs, numDims, numSymbols, operands));
  if (!(built instanceof AffineBinaryOpExpr) || (built.kind !== "floordiv" && built.kind !== "ceildiv" && built.kind !== "mod")) return built;
  const { lhs, rhs, kind } = built;
  const divisor = constValue(rhs);
  if (divisor === undefined || divisor <= 0n) return built;
  const context = built.context;
  const lower = exprBound(lhs, numDims, numSymbols, operands, false);
  const upper = exprBound(lhs, numDims, numSymbols, operands, true);
  if (lower !== undefined && upper !== undefined) {
    if (kind === "floordiv" && floorDiv(lower, divisor) === floorDiv(upper, divisor)) return constantExpr(context, floorDiv(lower, divisor));
    if (kind === "ceildiv" && ceilDiv(lower, divisor) === ceilDiv(upper, divisor)) return constantExpr(context, ceilDiv(lower, divisor));
    if (kind === "mod" && lower >= 0n && lower < divisor && upper < divisor) return lhs;
  }
  const split = splitMultipleAndRemainder(lhs, operands);
  if (split !== undefined) {
    if (kind === "floordiv" && truncRem(divisor, split.divisor) === 0n) return split.multiple.floorDiv(rhs);
    if (kind === "mod" && truncRem(split.divisor, divisor) === 0n) return split.remainder.mod(rhs);
    return built;
  }
  if ((kind === "floordiv" && isNonNegativeBelow(lhs, operands, divisor)) || (kind === "mod" && truncRem(largestKnownDivisor(lhs, operands), divisor) === 0n))
    return constantExpr(context, 0);
  return built;
}

/** simplifyMapWithOperands: each result simplified with the ranges of `operands`. */
export function simplifyMapWithOperands(map: AffineMap, operands: readonly Value[]): AffineMap {
  const results = map.results.map((r) => simplifyWithOperands(r, map.numDims, map.numSymbols, operands));
  return AffineMap.get(map.context, map.numDims, map.numSymbols, results);
}

/**
 * simplifyMinOrMaxExprWithOperands: the results of a max (min) map whose upper (lower) bound
 * another result's lower (upper) bound already reaches are dropped; a result whose bounds meet
 * becomes that constant. Of results that make each other redundant, the first is kept.
 */
export function simplifyMinOrMaxWithOperands(map: AffineMap, operands: readonly Value[], isMax: boolean): AffineMap {
  if (operands.length === 0) return map;
  const bounds = operandBounds(operands);
  const lowers: Bound[] = [];
  const uppers: Bound[] = [];
  for (const e of map.results) {
    const value = constValue(e);
    lowers.push(value ?? boundOf(e, map.numDims, map.numSymbols, bounds, false));
    uppers.push(value ?? boundOf(e, map.numDims, map.numSymbols, bounds, true));
  }
  // For a max, a result is redundant when another's lower bound reaches its upper bound; for a min, mirrored.
  const [own, others, ownOther, othersOwn] = isMax ? [uppers, lowers, lowers, uppers] : [lowers, uppers, uppers, lowers];
  const beyond = (other: bigint, mine: bigint): boolean => (isMax ? other > mine : other < mine);
  const kept: AffineExpr[] = [];
  map.results.forEach((original, i) => {
    let e = original;
    const lower = lowers[i];
    const upper = uppers[i];
    if (lower !== undefined && upper !== undefined && lower === upper) e = constantExpr(map.context, lower);
    const mine = own[i];
    if (mine === undefined) {
      kept.push(e);
      return;
    }
    const redundant = others.some((other, pos) => {
      if (pos === i || other === undefined) return false;
      if (beyond(other, mine)) return true;
      if (other !== mine) return false;
      const mineOther = ownOther[i];
      const theirs = othersOwn[pos];
      return !(theirs !== undefined && mineOther !== undefined && lower === upper && other === theirs && i < pos);
    });
    if (!redundant) kept.push(e);
  });
  return AffineMap.get(map.context, map.numDims, map.numSymbols, kept);
}
