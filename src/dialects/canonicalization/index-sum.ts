// affine::makeComposedFoldedAffineApply for a sum of index entries (s0 + s1 + ...): constant
// entries (attributes or constant values) fold into the map's constant, a repeated value is
// one symbol, a lone value with no constant is the value itself, and otherwise an affine.apply
// of the distinct values is built. Values defined by affine.apply are not composed into it.
// Known difference: the symbols keep the entries' order, while mlir-opt 19 ends up listing a
// tensor.dim operand after the other values (pad of a fill with a dynamic source size and a
// dynamic padding: [%low, %high, %dim] there, [%dim, %low, %high] here).
import { AffineMap, AffineMapAttr, IndexType, IntegerAttr, Value, affineAdd, constantExpr, symbolExpr, type AffineExpr, type Location, type OpFoldResult } from "../../ir/index.js";
import type { PatternRewriter } from "../../rewrite/index.js";
import { constantOf } from "./tensor-box.js";
import { createOp } from "./support.js";

export function composedIndexSum(rewriter: PatternRewriter, location: Location, entries: readonly OpFoldResult[]): OpFoldResult {
  const context = rewriter.context;
  const index = IndexType.get(context);
  let constant = 0n;
  const values: Value[] = [];
  let expr: AffineExpr | undefined;
  for (const entry of entries) {
    const known = constantOf(entry);
    if (known !== undefined) {
      constant += known;
      continue;
    }
    if (!(entry instanceof Value)) continue;
    let position = values.indexOf(entry);
    if (position < 0) position = values.push(entry) - 1;
    const symbol = symbolExpr(context, position);
    expr = expr === undefined ? symbol : affineAdd(expr, symbol);
  }
  constant = BigInt.asIntN(64, constant);
  if (expr === undefined) return IntegerAttr.get(index, constant);
  if (constant !== 0n) expr = affineAdd(expr, constantExpr(context, Number(constant)));
  if (expr.kind === "symbol" && values.length === 1) return values[0] as Value;
  const map = AffineMap.get(context, 0, values.length, [expr]);
  return createOp(rewriter, "affine.apply", location, { operands: values, resultTypes: [index], properties: [["map", AffineMapAttr.get(map)]] }).getResult(0);
}
