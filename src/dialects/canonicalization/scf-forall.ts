// MLIR 19's canonicalization patterns of scf.forall (SCF.cpp), in the order
// ForallOp::getCanonicalizationPatterns adds them: DimOfForallOp (anchored on tensor.dim),
// FoldTensorCastOfOutputIntoForallOp, ForallOpControlOperandsFolder, ForallOpIterArgsFolder,
// ForallOpSingleOrZeroIterationDimsFolder. (ForallOpReplaceConstantInductionVar came after
// MLIR 19: there the induction variables of a mapped single-iteration loop stay.)
//
// scf.forall's operand groups are (dynamicLowerBound, dynamicUpperBound, dynamicStep,
// outputs); its static bounds are i64 arrays where ShapedType::kDynamic (INT64_MIN) marks
// a dimension taken from the dynamic group; its block's arguments are the induction
// variables then one per output; it ends with `scf.forall.in_parallel`.
import { type Block, DenseArrayAttr, IndexType, IntegerAttr, IRMapping, type Location, operandSegment, type Operation, OpResult, type Type, type Value } from "../../ir/index.js";
import { RewritePattern, type PatternRewriter, type RewritePatternSet, type RewriterBase } from "../../rewrite/index.js";
import { bodyOf, terminatorOf } from "./scf-ops.js";
import { constantTripCount, type Bound } from "./scf-parallel.js";
import { buildOp, constantInt64Of, createOp, denseI32Array, denseI64Array, patternOptions } from "./support.js";
import { createTensorCast, preservesStaticInformation } from "./scf-tensor.js";
import { definingOp } from "../folding/matchers.js";

/** ShapedType::kDynamic. */
const DYNAMIC = -(2n ** 63n);

const BOUND_NAMES = ["staticLowerBound", "staticUpperBound", "staticStep"] as const;

function staticValues(op: Operation, name: string): bigint[] {
  const attr = op.getInherentAttr(name);
  return attr instanceof DenseArrayAttr ? Array.from(attr.values as ArrayLike<bigint | number>, BigInt) : [];
}

/** getMixedValues: per dimension the static integer, or the next dynamic operand. */
function mixedValues(op: Operation, group: 0 | 1 | 2): Bound[] {
  const dynamic = operandSegment(op, group);
  let next = 0;
  return staticValues(op, BOUND_NAMES[group]).map((v) => (v === DYNAMIC ? (dynamic[next++] as Value) : v));
}

/** The mixed lower bounds, upper bounds and steps of an scf.forall. */
function mixedBounds(op: Operation): [Bound[], Bound[], Bound[]] {
  return [mixedValues(op, 0), mixedValues(op, 1), mixedValues(op, 2)];
}

/** dispatchIndexOpFoldResults: the dynamic operands and the static array of a mixed list. */
function dispatch(mixed: readonly Bound[]): { dynamic: Value[]; statics: bigint[] } {
  const dynamic: Value[] = [];
  const statics: bigint[] = [];
  for (const m of mixed) {
    if (typeof m === "bigint") statics.push(m);
    else {
      dynamic.push(m);
      statics.push(DYNAMIC);
    }
  }
  return { dynamic, statics };
}

/** getValueOrCreateConstantIndexOp: a static bound becomes an `arith.constant : index`. */
function valueOf(rewriter: RewriterBase, location: Location, bound: Bound): Value {
  if (typeof bound !== "bigint") return bound;
  const index = IndexType.get(rewriter.context);
  return createOp(rewriter, "arith.constant", location, { resultTypes: [index], properties: [["value", IntegerAttr.get(index, bound)]] }).getResult(0);
}

function rankOf(op: Operation): number {
  return staticValues(op, "staticLowerBound").length;
}

/** Dynamic bounds defined by integer constants become static ones. */
class ForallOpControlOperandsFolder extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    let folded = false;
    const groups = mixedBounds(op).map((mixed) =>
      mixed.map((m): Bound => {
        if (typeof m === "bigint") return m;
        const constant = constantInt64Of(m);
        if (constant === undefined) return m;
        folded = true;
        return constant;
      }),
    );
    if (!folded) return false;
    const [lbs, ubs, steps] = groups.map(dispatch) as [ReturnType<typeof dispatch>, ReturnType<typeof dispatch>, ReturnType<typeof dispatch>];
    const outputs = operandSegment(op, 3);
    rewriter.modifyOpInPlace(op, () => {
      op.setOperands([...lbs.dynamic, ...ubs.dynamic, ...steps.dynamic, ...outputs]);
      op.setAttr("staticLowerBound", denseI64Array(op, lbs.statics));
      op.setAttr("staticUpperBound", denseI64Array(op, ubs.statics));
      op.setAttr("staticStep", denseI64Array(op, steps.statics));
      op.setAttr("operandSegmentSizes", denseI32Array(op, [lbs.dynamic.length, ubs.dynamic.length, steps.dynamic.length, op.numResults]));
    });
    return true;
  }
}

/** The ops of the in_parallel terminator that write into `blockArg` (getCombiningOps). */
function combiningOps(blockArg: Value): Operation[] {
  const ops: Operation[] = [];
  for (const use of blockArg.uses()) {
    const owner = use.owner;
    if (owner.parentOp?.name.name === "scf.forall.in_parallel" && !ops.includes(owner)) ops.push(owner);
  }
  return ops;
}

/** Outputs whose result is unused or which no combining op writes are dropped. */
class ForallOpIterArgsFolder extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const body = bodyOf(op);
    const rank = rankOf(op);
    const outputs = operandSegment(op, 3);
    const dropped: number[] = [];
    const kept: number[] = [];
    outputs.forEach((_, i) => {
      const blockArg = body.getArgument(rank + i);
      if (!op.getResult(i).hasUses() || combiningOps(blockArg).length === 0) dropped.push(i);
      else kept.push(i);
    });
    if (dropped.length === 0) return false;
    for (const i of dropped) for (const combining of combiningOps(body.getArgument(rank + i))) rewriter.eraseOp(combining);
    for (const i of dropped) {
      rewriter.replaceAllUsesWith(body.getArgument(rank + i), outputs[i] as Value);
      rewriter.replaceAllUsesWith(op.getResult(i), outputs[i] as Value);
    }
    // A new op with the kept results (eraseOpResults), taking the body.
    const lbs = operandSegment(op, 0);
    const ubs = operandSegment(op, 1);
    const steps = operandSegment(op, 2);
    const newOutputs = kept.map((i) => outputs[i] as Value);
    rewriter.setInsertionPoint(op);
    const newOp = buildOp(
      rewriter,
      "scf.forall",
      op.location,
      {
        operands: [...lbs, ...ubs, ...steps, ...newOutputs],
        resultTypes: kept.map((i) => op.getResult(i).type),
        attributes: op.attributes.value.filter((a) => a.name !== "operandSegmentSizes"),
        properties: [
          ...BOUND_NAMES.map((name): [string, DenseArrayAttr | undefined] => [name, op.getInherentAttr(name) as DenseArrayAttr | undefined]),
          ["mapping", op.getInherentAttr("mapping")],
          ["operandSegmentSizes", denseI32Array(op, [lbs.length, ubs.length, steps.length, newOutputs.length])],
        ],
        regions: 1,
      },
      () => {},
    );
    rewriter.modifyOpInPlace(op, () => {
      for (let i = dropped.length - 1; i >= 0; i--) body.eraseArgument(rank + (dropped[i] as number));
    });
    rewriter.inlineRegionBefore(op.getRegion(0), newOp.getRegion(0), null);
    const replacements: (Value | null)[] = op.results.map(() => null);
    kept.forEach((i, k) => (replacements[i] = newOp.getResult(k)));
    rewriter.replaceOp(op, replacements.map((v, i) => v ?? (outputs[i] as Value)));
    return true;
  }
}

/**
 * promote (scf.forall): inlines the body (its in_parallel terminator included) before the op
 * with the lower bounds for the induction variables and the outputs for the shared ones;
 * each parallel_insert_slice of the terminator becomes a tensor.insert_slice after the op
 * (same operands and static offsets, sizes and strides), whose results replace the loop's.
 */
function promote(rewriter: PatternRewriter, op: Operation): void {
  rewriter.setInsertionPoint(op);
  const lbs = mixedValues(op, 0).map((lb) => valueOf(rewriter, op.location, lb));
  const body = bodyOf(op);
  const terminator = terminatorOf(body);
  const outputs = operandSegment(op, 3);
  rewriter.inlineBlockBefore(body, op.parent as Block, op, [...lbs, ...outputs]);
  rewriter.setInsertionPointAfter(op);
  const results: Value[] = [];
  for (const inserting of [...bodyOf(terminator).operations()]) {
    const insert = buildOp(
      rewriter,
      "tensor.insert_slice",
      op.location,
      {
        operands: inserting.getOperands(),
        resultTypes: [inserting.getOperand(1).type],
        attributes: [],
        properties: ["static_offsets", "static_sizes", "static_strides", "operandSegmentSizes"].map((name) => [name, inserting.getInherentAttr(name)] as [string, NonNullable<ReturnType<Operation["getInherentAttr"]>>]),
        regions: 0,
      },
      () => {},
    );
    results.push(insert.getResult(0));
  }
  rewriter.replaceAllOpUsesWith(op, results);
  rewriter.eraseOp(terminator);
  rewriter.eraseOp(op);
}

/** Dimensions of zero iterations remove the loop; of one iteration, the dimension. */
class ForallOpSingleOrZeroIterationDimsFolder extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    // Dimensions mapped to processing units stay.
    if (op.getInherentAttr("mapping") !== undefined) return false;
    const [lbs, ubs, steps] = mixedBounds(op);
    const body = bodyOf(op);
    const mapping = new IRMapping();
    const newLbs: Bound[] = [];
    const newUbs: Bound[] = [];
    const newSteps: Bound[] = [];
    rewriter.setInsertionPoint(op);
    for (let d = 0; d < lbs.length; d++) {
      const lb = lbs[d] as Bound;
      const ub = ubs[d] as Bound;
      const step = steps[d] as Bound;
      const trips = constantTripCount(lb, ub, step);
      if (trips === 0n) {
        rewriter.replaceOp(op, operandSegment(op, 3));
        return true;
      }
      if (trips === 1n) {
        mapping.map(body.getArgument(d), valueOf(rewriter, op.location, lb));
        continue;
      }
      newLbs.push(lb);
      newUbs.push(ub);
      newSteps.push(step);
    }
    if (newLbs.length === 0) {
      promote(rewriter, op);
      return true;
    }
    if (newLbs.length === lbs.length) return rewriter.notifyMatchFailure(op.location, "no dimensions have 0 or 1 iterations");
    const [l, u, s] = [dispatch(newLbs), dispatch(newUbs), dispatch(newSteps)];
    const outputs = operandSegment(op, 3);
    const newOp = buildOp(
      rewriter,
      "scf.forall",
      op.location,
      {
        operands: [...l.dynamic, ...u.dynamic, ...s.dynamic, ...outputs],
        resultTypes: op.getResultTypes(),
        attributes: op.attributes.value.filter((a) => !["operandSegmentSizes", ...BOUND_NAMES].includes(a.name)),
        properties: [
          ["staticLowerBound", denseI64Array(op, l.statics)],
          ["staticUpperBound", denseI64Array(op, u.statics)],
          ["staticStep", denseI64Array(op, s.statics)],
          ["operandSegmentSizes", denseI32Array(op, [l.dynamic.length, u.dynamic.length, s.dynamic.length, outputs.length])],
        ],
        regions: 1,
      },
      () => {},
    );
    rewriter.cloneRegionBefore(op.getRegion(0), newOp.getRegion(0), null, mapping);
    rewriter.replaceOp(op, newOp.results);
    return true;
  }
}

/** DimOfForallOp: tensor.dim of a forall result reads its shared output instead. */
class DimOfForallOp extends RewritePattern {
  override matchAndRewrite(dim: Operation, rewriter: PatternRewriter): boolean {
    const source = dim.getOperand(0);
    if (!(source instanceof OpResult) || source.owner.name.name !== "scf.forall") return false;
    const sharedOut = operandSegment(source.owner, 3)[source.index] as Value;
    rewriter.modifyOpInPlace(dim, () => dim.setOperand(0, sharedOut));
    return true;
  }
}

/**
 * FoldTensorCastOfOutputIntoForallOp: outputs that are tensor.casts losing static sizes take
 * the casts' sources; the body sees the old types through casts at its start, the
 * parallel_insert_slice ops write into the new block arguments, the results are cast back.
 * The new loop is built as ForallOp's builder builds it (bounds, outputs and mapping only).
 */
class FoldTensorCastOfOutputIntoForallOp extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const outputs = operandSegment(op, 3);
    const castTypes = new Map<number, Type>();
    const newOutputs = outputs.map((output, i) => {
      const cast = definingOp(output, "tensor.cast");
      if (cast === undefined || !preservesStaticInformation(cast.getResult(0).type, cast.getOperand(0).type)) return output;
      castTypes.set(i, cast.getResult(0).type);
      return cast.getOperand(0);
    });
    if (castTypes.size === 0) return false;
    const location = op.location;
    const rank = rankOf(op);
    const lbs = operandSegment(op, 0);
    const ubs = operandSegment(op, 1);
    const steps = operandSegment(op, 2);
    const mapping = op.getInherentAttr("mapping");
    rewriter.setInsertionPoint(op);
    const newOp = buildOp(
      rewriter,
      "scf.forall",
      location,
      {
        operands: [...lbs, ...ubs, ...steps, ...newOutputs],
        resultTypes: newOutputs.map((v) => v.type),
        properties: [
          ...BOUND_NAMES.map((name): [string, DenseArrayAttr | undefined] => [name, op.getInherentAttr(name) as DenseArrayAttr | undefined]),
          ...(mapping === undefined ? [] : [["mapping", mapping] as [string, typeof mapping]]),
          ["operandSegmentSizes", denseI32Array(op, [lbs.length, ubs.length, steps.length, newOutputs.length])],
        ],
        regions: 1,
      },
      () => {},
    );
    const index = IndexType.get(rewriter.context);
    const argTypes = [...new Array<Type>(rank).fill(index), ...newOutputs.map((v) => v.type)];
    const block = rewriter.createBlock(newOp.getRegion(0), argTypes, argTypes.map(() => location));
    const blockArgs: Value[] = [...block.arguments];
    for (const [i, type] of castTypes) blockArgs[rank + i] = createTensorCast(rewriter, location, type, block.getArgument(rank + i));
    rewriter.mergeBlocks(bodyOf(op), block, blockArgs);
    // The terminator's ops now write into the casts: they write into the block arguments.
    const inParallel = terminatorOf(block);
    const yielding = inParallel.regions[0]?.firstBlock;
    let output = 0;
    for (let yieldOp = yielding?.firstOp ?? null; yieldOp !== null && output < newOutputs.length; yieldOp = yieldOp.next) {
      const arg = block.getArgument(rank + output++);
      rewriter.modifyOpInPlace(yieldOp, () => yieldOp.setOperand(1, arg));
    }
    rewriter.setInsertionPointAfter(newOp);
    const results = newOp.results.map((result, i) => {
      const type = castTypes.get(i);
      return type === undefined ? result : createTensorCast(rewriter, location, type, result);
    });
    rewriter.replaceOp(op, results);
    return true;
  }
}

/** scf.forall's patterns, in ForallOp::getCanonicalizationPatterns' order. */
export function populateForallPatterns(patterns: RewritePatternSet): void {
  const context = patterns.context;
  patterns.add(
    new DimOfForallOp("tensor.dim", context, patternOptions("DimOfForallOp")),
    new FoldTensorCastOfOutputIntoForallOp("scf.forall", context, patternOptions("FoldTensorCastOfOutputIntoForallOp")),
    new ForallOpControlOperandsFolder("scf.forall", context, patternOptions("ForallOpControlOperandsFolder")),
    new ForallOpIterArgsFolder("scf.forall", context, patternOptions("ForallOpIterArgsFolder")),
    new ForallOpSingleOrZeroIterationDimsFolder("scf.forall", context, patternOptions("ForallOpSingleOrZeroIterationDimsFolder")),
  );
}
