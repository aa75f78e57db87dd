// AffineMap utilities MLIR offers over its maps (AffineMap.h/.cpp): minor identities,
// projected permutations, dropping unused dimensions, inverting a permutation, substituting
// expressions and constants for dimensions, and permuting a list by a map. Kept apart from affine.ts,
// which holds the uniqued objects and their construction-time simplifications.
import {
  AffineBinaryOpExpr,
  AffineConstantExpr,
  AffineDimExpr,
  AffineMap,
  constantExpr,
  dimExpr,
  replaceDimsAndSymbols,
  type AffineExpr,
} from "./affine.js";
import type { MLIRContext } from "./context.js";
import type { Int64 } from "./int64.js";

/** `(d0, ..., d[dims-1]) -> (d[dims-results], ..., d[dims-1])`: the last `results` dimensions. */
export function minorIdentityMap(context: MLIRContext, dims: number, results: number): AffineMap {
  const exprs: AffineExpr[] = [];
  for (let i = dims - results; i < dims; i++) exprs.push(dimExpr(context, i));
  return AffineMap.get(context, dims, 0, exprs);
}

/** Whether `map` is the minor identity of its dimensions and results (no symbols). */
export function isMinorIdentity(map: AffineMap): boolean {
  return map.numDims >= map.results.length && map === minorIdentityMap(map.context, map.numDims, map.results.length);
}

/**
 * AffineMap::isProjectedPermutation: no symbols, every result a distinct dimension (or, when
 * `allowZeroInResults`, the constant 0), and no more results than inputs.
 */
export function isProjectedPermutation(map: AffineMap, allowZeroInResults = false): boolean {
  if (map.numSymbols > 0 || map.results.length > map.getNumInputs()) return false;
  const seen = new Set<number>();
  for (const r of map.results) {
    if (r instanceof AffineDimExpr) {
      if (seen.has(r.position)) return false;
      seen.add(r.position);
    } else if (!(allowZeroInResults && r instanceof AffineConstantExpr && BigInt(r.value) === 0n)) {
      return false;
    }
  }
  return true;
}

/** The positions of the dimensions that are results of `map` on their own (MLIR's getPreservedDims in LinalgInterfaces.cpp). */
export function resultDimPositions(map: AffineMap): Set<number> {
  const dims = new Set<number>();
  for (const r of map.results) if (r instanceof AffineDimExpr) dims.add(r.position);
  return dims;
}

/** Whether dimension `position` occurs in `expr`. */
export function isFunctionOfDim(expr: AffineExpr, position: number): boolean {
  if (expr instanceof AffineDimExpr) return expr.position === position;
  if (expr instanceof AffineBinaryOpExpr) return isFunctionOfDim(expr.lhs, position) || isFunctionOfDim(expr.rhs, position);
  return false;
}

/** MLIR's compressUnusedDims: the dimensions no result uses are dropped and the rest renumbered. */
export function compressUnusedDims(map: AffineMap): AffineMap {
  const context = map.context;
  const replacements: AffineExpr[] = [];
  let kept = 0;
  for (let d = 0; d < map.numDims; d++) {
    if (map.results.some((r) => isFunctionOfDim(r, d))) replacements.push(dimExpr(context, kept++));
    else replacements.push(dimExpr(context, d)); // Unused: never substituted.
  }
  if (kept === map.numDims) return map;
  const results = map.results.map((r) => replaceDimsAndSymbols(r, replacements, []));
  return AffineMap.get(context, kept, map.numSymbols, results);
}

/**
 * MLIR's inversePermutation: for a map whose dimension results form a permutation (other
 * results are skipped, the first occurrence of a dimension counts), the map from results
 * back to dimensions. An empty map is its own inverse; undefined when some dimension is
 * not a result. The map must have no symbols.
 */
export function inversePermutationMap(map: AffineMap): AffineMap | undefined {
  if (map.isEmpty()) return map;
  const context = map.context;
  const exprs = new Array<AffineExpr | undefined>(map.numDims).fill(undefined);
  map.results.forEach((r, i) => {
    if (r instanceof AffineDimExpr && exprs[r.position] === undefined) exprs[r.position] = dimExpr(context, i);
  });
  const seen = exprs.filter((e): e is AffineExpr => e !== undefined);
  if (seen.length !== map.getNumInputs()) return undefined;
  return AffineMap.get(context, map.results.length, 0, seen);
}

/**
 * AffineMap::compose(ArrayRef<int64_t>): each result evaluated with the dimensions set to
 * `values`; undefined when a result does not fold to a constant.
 */
export function composeWithValues(map: AffineMap, values: readonly Int64[]): Int64[] | undefined {
  const context = map.context;
  const dims = values.map((v) => constantExpr(context, v));
  const out: Int64[] = [];
  for (const r of map.results) {
    const folded = replaceDimsAndSymbols(r, dims, []);
    if (!(folded instanceof AffineConstantExpr)) return undefined;
    out.push(folded.value);
  }
  return out;
}

/**
 * MLIR's applyPermutationMap over a projected permutation: result i takes the element of
 * its dimension, or `zero` for a constant (broadcast) result.
 */
export function applyPermutationMap<T>(map: AffineMap, source: readonly T[], zero: T): T[] {
  return map.results.map((r) => (r instanceof AffineDimExpr ? (source[r.position] as T) : zero));
}
