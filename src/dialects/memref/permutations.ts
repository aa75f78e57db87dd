// Affine map composition for memref.transpose's fold (AffineMap::compose): `outer` applied
// to the results of `inner`.
import { AffineMap, replaceDimsAndSymbols } from "../../ir/index.js";

/** outer ∘ inner: outer's results with its dims replaced by inner's results. */
export function composeAffineMaps(outer: AffineMap, inner: AffineMap): AffineMap {
  const results = outer.results.map((expr) => replaceDimsAndSymbols(expr, inner.results, []));
  return AffineMap.get(outer.context, inner.numDims, inner.numSymbols + outer.numSymbols, results);
}
