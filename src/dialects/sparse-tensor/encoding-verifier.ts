// The structural checks MLIR 19's SparseTensorEncodingAttr::verify makes on a parsed
// encoding (level-type order, level rank, invertibility of the dim-to-level map, slices),
// returning its message for the first violation.
import { AffineBinaryOpExpr, AffineConstantExpr, AffineDimExpr, type AffineExpr } from "../../ir/affine.js";
import type { DimLvlMap } from "./encoding-parser.js";
import type { Int64 } from "../../ir/int64.js";

export interface LevelType {
  readonly format: string;
  readonly soa: boolean;
  /** m of `structured[n, m]`; 0 otherwise. */
  readonly m: number;
  /** The canonical spelling, e.g. `compressed(nonunique, nonordered)`. */
  readonly text: string;
}

function levelTypesProblem(types: readonly LevelType[]): string | undefined {
  const firstSingleton = types.findIndex((t) => t.format === "singleton");
  if (firstSingleton >= 0) {
    const before = types[firstSingleton - 1];
    if (before === undefined || (before.format !== "compressed" && before.format !== "loose_compressed"))
      return "expected compressed or loose_compressed level before singleton level";
    const rest = types.slice(firstSingleton);
    if (!rest.every((t) => t.format === "singleton")) return "expected all singleton lvlTypes following a singleton level";
    const soa = (types[firstSingleton] as LevelType).soa;
    if (!rest.every((t) => t.soa === soa)) return "expected all singleton lvlTypes stored in the same memory layout (SoA vs AoS).";
  }
  let lastBatch = -1;
  types.forEach((t, i) => {
    if (t.format === "batch") lastBatch = i;
  });
  if (!types.slice(0, lastBatch + 1).every((t) => t.format === "batch")) return "Batch lvlType can only be leading levels.";
  if (types.some((t) => t.soa && t.format !== "singleton")) return "SoA is only applicable to singleton lvlTypes.";
  return undefined;
}

/** `dim floordiv c` / `dim mod c` with the same c per dim, floordiv first, plain dims otherwise (MLIR's isBlockSparsity). */
function blockSizes(exprs: readonly AffineExpr[]): Int64[] | undefined {
  const coefficients = new Map<number, Int64>();
  const sizes: Int64[] = [];
  let hasBlock = false;
  for (const e of exprs) {
    if (e instanceof AffineBinaryOpExpr) {
      if (!(e.lhs instanceof AffineDimExpr) || !(e.rhs instanceof AffineConstantExpr) || e.rhs.value <= 0) return undefined;
      const pos = e.lhs.position;
      if (e.kind === "floordiv") {
        if (coefficients.has(pos)) return undefined;
        coefficients.set(pos, e.rhs.value);
      } else if (e.kind === "mod") {
        if (coefficients.get(pos) !== e.rhs.value) return undefined;
        hasBlock = true;
        sizes.push(e.rhs.value);
      } else return undefined;
    } else if (e instanceof AffineDimExpr) {
      if (coefficients.has(e.position)) return undefined;
      coefficients.set(e.position, 0);
      sizes.push(0);
    } else return undefined;
  }
  return hasBlock ? sizes : undefined;
}

function isPermutation(dims: number, exprs: readonly AffineExpr[]): boolean {
  if (exprs.length !== dims) return false;
  const seen = new Set<number>();
  for (const e of exprs) {
    if (!(e instanceof AffineDimExpr) || seen.has(e.position)) return false;
    seen.add(e.position);
  }
  return true;
}

export function encodingProblem(map: DimLvlMap): string | undefined {
  const types = map.levels.map((l) => l.type);
  const exprs = map.levels.map((l) => l.expr);
  // MLIR infers the level-to-dim map while parsing, before verifying the rest.
  const invertible = map.symbols > 0 || isPermutation(map.dims, exprs) || blockSizes(exprs) !== undefined;
  if (exprs.length > 0 && !invertible) return "failed to infer lvlToDim from dimToLvl";
  const typeProblem = levelTypesProblem(types);
  if (typeProblem !== undefined) return typeProblem;
  const structured = types.findIndex((t) => t.format === "structured");
  if (structured >= 0) {
    if (structured !== types.length - 1) return "expected n_out_of_m to be the last level type";
    if (!types.slice(0, structured).every((t) => t.format === "dense")) return "expected all dense lvlTypes before a n_out_of_m level";
    if (map.dims !== exprs.length) {
      const sizes = blockSizes(exprs);
      if (sizes === undefined) return "expected 1xm block structure for n_out_of_m level";
      let coefficient: Int64 = 0;
      for (const size of sizes) {
        if (size === 0) continue;
        if (coefficient !== 0 && size !== coefficient) return "expected only one blocked level with the same coefficients";
        coefficient = size;
      }
      if (coefficient !== (types[structured] as LevelType).m) return "expected coeffiencts of Affine expressions to be equal to m of n_out_of_m level";
    }
  }
  const lvlRank = types.length;
  if (lvlRank === 0) return "expected a non-empty array for lvlTypes";
  if (map.dims > lvlRank) return `unexpected dimToLvl mapping from ${map.dims} to ${lvlRank}`;
  if (map.slices.some((s) => s !== undefined) && map.dims !== lvlRank)
    return `dimSlices expected dimension-rank to match level-rank: ${map.dims} != ${lvlRank}`;
  return undefined;
}
