// The canonicalization patterns of affine ops (AffineOps.cpp in MLIR 19), by op name, as each
// op's getCanonicalizationPatterns adds them: maps composed with the affine.apply ops of their
// operands and canonicalized (SimplifyAffineOp), min/max of one result as affine.apply, with
// duplicate results dropped and nested min/max merged, loops with an empty body folded away
// and conditionals with a constant condition inlined.
import { AffineConstantExpr, AffineMap, AffineMapAttr, AffineDimExpr, IntegerSetAttr, AffineSymbolExpr, IndexType, MemRefType, replaceDimsAndSymbols, dimExpr, flattenAffineExpr, symbolExpr, type AffineExpr, type MLIRContext, type Operation, type Value } from "../../ir/index.js";
import { FunctionRewritePattern, type PatternRewriter } from "../../rewrite/index.js";
import {
  AffineApplyOp,
  AffineForOp,
  AffineIfOp,
  AffineLoadOp,
  AffineMaxOp,
  AffineMinOp,
  AffinePrefetchOp,
  AffineStoreOp,
  AffineVectorLoadOp,
  AffineVectorStoreOp,
} from "../../../generated/affine.js";
import { canonicalizeMapAndOperands, composeAffineMapAndOperands } from "../affine/compose.js";
import { trivialConstantTripCount } from "../affine/loop-bounds.js";
import { simplifyMapWithOperands } from "../affine/operand-bounds.js";
import { typed } from "../runtime/values.js";
import type { CanonicalizationPopulator } from "./populator.js";
import { patternOptions } from "./support.js";

type Rewrite = (op: Operation, rewriter: PatternRewriter) => boolean;

function populator(root: string, patterns: readonly (readonly [name: string, rewrite: Rewrite])[]): CanonicalizationPopulator {
  return (set, context: MLIRContext) => {
    for (const [name, rewrite] of patterns) set.add(new FunctionRewritePattern(root, context, rewrite, patternOptions(name)));
  };
}

const indices = (values: readonly Value[]) => values.map((v) => typed(v, IndexType));

/** Where an op's map and its operands are, and how to rebuild the op with new ones (replaceAffineOp). */
interface MapAccess {
  readonly mapOperandsStart: number;
  rebuild(op: Operation, rewriter: PatternRewriter, map: AffineMapAttr, operands: Value[]): Operation;
}

const MAP_ACCESS: ReadonlyMap<string, MapAccess> = new Map<string, MapAccess>([
  [AffineApplyOp.operationName, { mapOperandsStart: 0, rebuild: (op, r, map, operands) => AffineApplyOp.build(r, op.location, { map, mapOperands: indices(operands) }).getOperation() }],
  [AffineMinOp.operationName, { mapOperandsStart: 0, rebuild: (op, r, map, operands) => AffineMinOp.build(r, op.location, { map, operands: indices(operands) }).getOperation() }],
  [AffineMaxOp.operationName, { mapOperandsStart: 0, rebuild: (op, r, map, operands) => AffineMaxOp.build(r, op.location, { map, operands: indices(operands) }).getOperation() }],
  [
    AffineLoadOp.operationName,
    { mapOperandsStart: 1, rebuild: (op, r, map, operands) => AffineLoadOp.build(r, op.location, { memref: typed(op.getOperand(0), MemRefType), indices: indices(operands), map, resultType: op.getResult(0).type }).getOperation() },
  ],
  [
    AffineVectorLoadOp.operationName,
    {
      mapOperandsStart: 1,
      rebuild: (op, r, map, operands) => {
        const load = AffineVectorLoadOp.wrap(op);
        return AffineVectorLoadOp.build(r, op.location, { memref: load.getMemref(), indices: indices(operands), map, resultType: load.getResult().type }).getOperation();
      },
    },
  ],
  [
    AffineStoreOp.operationName,
    { mapOperandsStart: 2, rebuild: (op, r, map, operands) => AffineStoreOp.build(r, op.location, { value: op.getOperand(0), memref: typed(op.getOperand(1), MemRefType), indices: indices(operands), map }).getOperation() },
  ],
  [
    AffineVectorStoreOp.operationName,
    {
      mapOperandsStart: 2,
      rebuild: (op, r, map, operands) => {
        const store = AffineVectorStoreOp.wrap(op);
        return AffineVectorStoreOp.build(r, op.location, { value: store.getValue(), memref: store.getMemref(), indices: indices(operands), map }).getOperation();
      },
    },
  ],
  [
    AffinePrefetchOp.operationName,
    {
      mapOperandsStart: 1,
      rebuild: (op, r, map, operands) => {
        const prefetch = AffinePrefetchOp.wrap(op);
        return AffinePrefetchOp.build(r, op.location, {
          memref: prefetch.getMemref(),
          indices: indices(operands),
          isWrite: prefetch.getIsWriteAttr(),
          localityHint: prefetch.getLocalityHintAttr(),
          isDataCache: prefetch.getIsDataCacheAttr(),
          map,
        }).getOperation();
      },
    },
  ],
]);

function mapOf(op: Operation): AffineMap {
  return (op.getAttr("map") as AffineMapAttr).value;
}

/** Replaces `op` by its rebuilt form with `map` and `operands`. */
function replaceAffineOp(op: Operation, rewriter: PatternRewriter, map: AffineMap, operands: Value[]): void {
  const access = MAP_ACCESS.get(op.opName);
  if (access === undefined) return;
  const created = access.rebuild(op, rewriter, AffineMapAttr.get(map), operands);
  rewriter.replaceOp(op, created.results.slice());
}

/** SimplifyAffineOp: the map composed with its operands' affine.apply ops, canonicalized and simplified with the operands' ranges. */
const simplifyAffineOp: Rewrite = (op, rewriter) => {
  const access = MAP_ACCESS.get(op.opName);
  if (access === undefined) return false;
  const oldMap = mapOf(op);
  const oldOperands = op.getOperands().slice(access.mapOperandsStart);
  const composed = composeAffineMapAndOperands(oldMap, oldOperands);
  const canonical = canonicalizeMapAndOperands(composed.map, composed.operands);
  const operands = canonical.operands;
  const map = simplifyMapWithOperands(canonical.map, operands);
  if (map === oldMap && operands.length === oldOperands.length && operands.every((v, i) => v === oldOperands[i])) return false;
  rewriter.setInsertionPoint(op);
  replaceAffineOp(op, rewriter, map, operands);
  return true;
};

/** CanonicalizeSingleResultAffineMinMaxOp: a min/max of one result is an affine.apply. */
const singleResultMinMax: Rewrite = (op, rewriter) => {
  const map = mapOf(op);
  if (map.getNumResults() !== 1) return false;
  rewriter.setInsertionPoint(op);
  rewriter.replaceOpWithNewOp(op, () => AffineApplyOp.build(rewriter, op.location, { map: AffineMapAttr.get(map), mapOperands: indices(op.getOperands()) }));
  return true;
};

/** DeduplicateAffineMinMaxExpressions: each result once. */
const deduplicateMinMax: Rewrite = (op, rewriter) => {
  const map = mapOf(op);
  const unique: AffineExpr[] = [];
  for (const r of map.results) if (!unique.includes(r)) unique.push(r);
  if (unique.length === map.getNumResults()) return false;
  rewriter.setInsertionPoint(op);
  replaceAffineOp(op, rewriter, AffineMap.get(map.context, map.numDims, map.numSymbols, unique), op.getOperands());
  return true;
};

/** MergeAffineMinMaxOp: a result that is an operand computed by the same kind of op takes that op's results. */
const mergeMinMax: Rewrite = (op, rewriter) => {
  const oldMap = mapOf(op);
  const operands = op.getOperands();
  const dimOperands = operands.slice(0, oldMap.numDims);
  const symOperands = operands.slice(oldMap.numDims);
  const exprs: AffineExpr[] = [];
  const producers: Operation[] = [];
  for (const expr of oldMap.results) {
    const value = expr instanceof AffineSymbolExpr ? symOperands[expr.position] : expr instanceof AffineDimExpr ? dimOperands[expr.position] : undefined;
    const producer = value?.definingOp ?? null;
    if (producer !== null && producer.opName === op.opName) producers.push(producer);
    else exprs.push(expr);
  }
  if (producers.length === 0) return false;
  const context = oldMap.context;
  let usedDims = oldMap.numDims;
  let usedSyms = oldMap.numSymbols;
  for (const producer of producers) {
    const map = mapOf(producer);
    const producerOperands = producer.getOperands();
    dimOperands.push(...producerOperands.slice(0, map.numDims));
    symOperands.push(...producerOperands.slice(producerOperands.length - map.numSymbols));
    const dims = Array.from({ length: map.numDims }, (_, i) => dimExpr(context, i + usedDims));
    const syms = Array.from({ length: map.numSymbols }, (_, i) => symbolExpr(context, i + usedSyms));
    for (const r of map.results) exprs.push(replaceDimsAndSymbols(r, dims, syms));
    usedDims += map.numDims;
    usedSyms += map.numSymbols;
  }
  rewriter.setInsertionPoint(op);
  replaceAffineOp(op, rewriter, AffineMap.get(context, usedDims, usedSyms, exprs), [...dimOperands, ...symOperands]);
  return true;
};

/** AffineForEmptyLoopFolder: a loop whose body only yields is its inits or the values it yields. */
const emptyLoopFolder: Rewrite = (operation, rewriter) => {
  const op = AffineForOp.wrap(operation);
  const body = op.getBody();
  if (body.size !== 1 || operation.numResults === 0) return false;
  const tripCount = trivialConstantTripCount(op);
  const inits = op.getInits();
  if (tripCount === 0n) {
    rewriter.replaceOp(operation, inits);
    return true;
  }
  const yieldOp = body.lastOp as Operation;
  const iterArgs = body.arguments.slice(1);
  const replacements: Value[] = [];
  let definedOutside = false;
  let outOfOrder = false;
  yieldOp.getOperands().forEach((value, i) => {
    const pos = iterArgs.indexOf(value as (typeof iterArgs)[number]);
    if (pos === -1) {
      definedOutside = true;
      replacements.push(value);
    } else {
      if (pos !== i) outOfOrder = true;
      replacements.push(inits[pos] as Value);
    }
  });
  if (tripCount === undefined && (definedOutside || outOfOrder)) return false;
  if (tripCount !== undefined && tripCount >= 2n && outOfOrder) return false;
  rewriter.replaceOp(operation, replacements);
  return true;
};

/** SimplifyDeadElse: an else block that only yields nothing is dropped. */
const simplifyDeadElse: Rewrite = (operation, rewriter) => {
  const op = AffineIfOp.wrap(operation);
  const elseRegion = op.getElseRegion();
  const elseBlock = elseRegion.firstBlock;
  if (elseBlock === null || elseBlock.size !== 1 || operation.numResults !== 0) return false;
  rewriter.modifyOpInPlace(operation, () => rewriter.eraseBlock(elseBlock));
  return true;
};

/** AlwaysTrueOrFalseIf: a condition that is the empty set or always holds runs one block in place. */
const alwaysTrueOrFalseIf: Rewrite = (operation, rewriter) => {
  const op = AffineIfOp.wrap(operation);
  const condition = operation.getAttr("condition");
  if (!(condition instanceof IntegerSetAttr)) return false;
  const set = condition.value;
  // The empty set is `1 == 0`; the universe is `0 == 0`.
  const single = set.constraints.length === 1 && set.eqFlags[0] === true ? set.constraints[0] : undefined;
  const isConstant = (value: bigint): boolean => single instanceof AffineConstantExpr && BigInt(single.value) === value;
  const elseBlock = op.getElseRegion().firstBlock;
  let block;
  if (isConstant(1n)) {
    if (operation.numResults === 0 && elseBlock === null) {
      rewriter.eraseOp(operation);
      return true;
    }
    block = elseBlock;
  } else if (isConstant(0n)) {
    block = op.getThenRegion().firstBlock;
  } else {
    return false;
  }
  if (block === null) return false;
  const terminator = block.lastOp as Operation;
  const results = terminator.getOperands();
  const parent = operation.parent;
  if (parent === null) return false;
  rewriter.inlineBlockBefore(block, parent, operation);
  rewriter.replaceOp(operation, results);
  rewriter.eraseOp(terminator);
  return true;
};

/** Lexicographic order of int64 coefficient lists (SmallVector's operator<). */
function compareFlat(a: readonly bigint[], b: readonly bigint[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i] as bigint;
    const y = b[i] as bigint;
    if (x !== y) return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

/**
 * CanonicalizeAffineMinMaxOpExprAndTermOrder (canonicalizeMapExprAndTermOrder): results
 * ordered by their flat forms, when every result is pure affine without divisions.
 */
const orderMinMaxResults: Rewrite = (op, rewriter) => {
  const map = mapOf(op);
  const flat: bigint[][] = [];
  for (const result of map.results) {
    const f = flattenAffineExpr(result, map.numDims, map.numSymbols);
    if (f === undefined || f.length !== map.numDims + map.numSymbols + 1) return false;
    flat.push(f);
  }
  const sorted = flat.every((f, i) => i === 0 || compareFlat(flat[i - 1] as bigint[], f) <= 0);
  if (sorted) return false;
  const order = map.results.map((_, i) => i).sort((a, b) => compareFlat(flat[a] as bigint[], flat[b] as bigint[]));
  rewriter.setInsertionPoint(op);
  replaceAffineOp(op, rewriter, AffineMap.get(map.context, map.numDims, map.numSymbols, order.map((i) => map.results[i] as AffineExpr)), op.getOperands());
  return true;
};

const simplify = (name: string): readonly [string, Rewrite] => [`SimplifyAffineOp<mlir::affine::${name}>`, simplifyAffineOp];

function minMaxPatterns(name: string): readonly (readonly [string, Rewrite])[] {
  return [
    [`CanonicalizeSingleResultAffineMinMaxOp<mlir::affine::${name}>`, singleResultMinMax],
    [`DeduplicateAffineMinMaxExpressions<mlir::affine::${name}>`, deduplicateMinMax],
    [`MergeAffineMinMaxOp<mlir::affine::${name}>`, mergeMinMax],
    [`SimplifyAffineOp<mlir::affine::${name}>`, simplifyAffineOp],
    [`CanonicalizeAffineMinMaxOpExprAndTermOrder<mlir::affine::${name}>`, orderMinMaxResults],
  ];
}

export const affineCanonicalizations: ReadonlyMap<string, CanonicalizationPopulator> = new Map<string, CanonicalizationPopulator>([
  [AffineApplyOp.operationName, populator(AffineApplyOp.operationName, [simplify("AffineApplyOp")])],
  [AffineLoadOp.operationName, populator(AffineLoadOp.operationName, [simplify("AffineLoadOp")])],
  [AffineStoreOp.operationName, populator(AffineStoreOp.operationName, [simplify("AffineStoreOp")])],
  [AffineVectorLoadOp.operationName, populator(AffineVectorLoadOp.operationName, [simplify("AffineVectorLoadOp")])],
  [AffineVectorStoreOp.operationName, populator(AffineVectorStoreOp.operationName, [simplify("AffineVectorStoreOp")])],
  [AffinePrefetchOp.operationName, populator(AffinePrefetchOp.operationName, [simplify("AffinePrefetchOp")])],
  [AffineMinOp.operationName, populator(AffineMinOp.operationName, minMaxPatterns("AffineMinOp"))],
  [AffineMaxOp.operationName, populator(AffineMaxOp.operationName, minMaxPatterns("AffineMaxOp"))],
  [AffineForOp.operationName, populator(AffineForOp.operationName, [["AffineForEmptyLoopFolder", emptyLoopFolder]])],
  [AffineIfOp.operationName, populator(AffineIfOp.operationName, [["SimplifyDeadElse", simplifyDeadElse], ["AlwaysTrueOrFalseIf", alwaysTrueOrFalseIf]])],
]);
