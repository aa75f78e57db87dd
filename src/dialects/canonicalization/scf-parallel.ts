// MLIR 19's canonicalization patterns of scf.parallel (SCF.cpp), in the order
// ParallelOp::getCanonicalizationPatterns adds them. scf.parallel's operand groups are
// (lowerBound, upperBound, step, initVals); its block's arguments are the induction
// variables; it ends with `scf.reduce`, one region per reduction.
import { type Block, cloneOperation, IRMapping, operandSegment, type Operation, type Value } from "../../ir/index.js";
import { RewritePattern, type PatternRewriter, type RewritePatternSet } from "../../rewrite/index.js";
import { bodyOf, buildParallel, terminatorOf, withoutTerminator } from "./scf-ops.js";
import { constantInt64Of, patternOptions } from "./support.js";

/** llvm::divideCeilSigned on int64 values (step 0 has no count). */
function divideCeilSigned(numerator: bigint, denominator: bigint): bigint | undefined {
  if (denominator === 0n) return undefined;
  if (numerator === 0n) return 0n;
  const bias = denominator >= 0n ? 1n : -1n;
  const sameSign = numerator >= 0n === denominator >= 0n;
  return sameSign ? (numerator - bias) / denominator + 1n : numerator / denominator;
}

/** A loop bound: a value, or a static integer (scf.forall's static bounds). */
export type Bound = Value | bigint;

function constantOf(bound: Bound): bigint | undefined {
  return typeof bound === "bigint" ? bound : constantInt64Of(bound);
}

/** constantTripCount: the number of iterations when the bounds and step are constant (0 when lb and ub are the same). */
export function constantTripCount(lowerBound: Bound, upperBound: Bound, step: Bound): bigint | undefined {
  if (lowerBound === upperBound) return 0n;
  const lb = constantOf(lowerBound);
  if (lb === undefined) return undefined;
  const ub = constantOf(upperBound);
  if (ub === undefined) return undefined;
  const s = constantOf(step);
  if (s === undefined) return undefined;
  return divideCeilSigned(BigInt.asIntN(64, ub - lb), s);
}

/** The parts of an scf.parallel. */
interface ParallelLoop {
  readonly lowerBounds: Value[];
  readonly upperBounds: Value[];
  readonly steps: Value[];
  readonly initVals: Value[];
  readonly body: Block;
}

function parallelLoopOf(op: Operation): ParallelLoop {
  return { lowerBounds: operandSegment(op, 0), upperBounds: operandSegment(op, 1), steps: operandSegment(op, 2), initVals: operandSegment(op, 3), body: bodyOf(op) };
}

/** Dimensions with one iteration are dropped (their variable becomes the lower bound); a zero-trip dimension removes the loop. */
class ParallelOpSingleOrZeroIterationDimsFolder extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const loop = parallelLoopOf(op);
    const lbs: Value[] = [];
    const ubs: Value[] = [];
    const steps: Value[] = [];
    const mapping = new IRMapping();
    for (let i = 0; i < loop.steps.length; i++) {
      const lb = loop.lowerBounds[i] as Value;
      const ub = loop.upperBounds[i] as Value;
      const step = loop.steps[i] as Value;
      const iterations = constantTripCount(lb, ub, step);
      if (iterations === 0n) {
        rewriter.replaceOp(op, loop.initVals);
        return true;
      }
      if (iterations === 1n) {
        mapping.map(loop.body.getArgument(i), lb);
        continue;
      }
      lbs.push(lb);
      ubs.push(ub);
      steps.push(step);
    }
    if (lbs.length === loop.lowerBounds.length) return false;

    if (lbs.length === 0) {
      // Every dimension runs once: the body and the reductions are cloned before the op.
      for (const bodyOp of withoutTerminator(loop.body)) rewriter.clone(bodyOp, mapping);
      const reduce = terminatorOf(loop.body);
      const results: Value[] = [];
      for (let i = 0; i < reduce.regions.length; i++) {
        const reduceBlock = reduce.getRegion(i).firstBlock as Block;
        mapping.map(reduceBlock.getArgument(0), loop.initVals[results.length] as Value);
        mapping.map(reduceBlock.getArgument(1), mapping.lookupValueOrSelf(reduce.getOperand(i)));
        for (const reduceOp of withoutTerminator(reduceBlock)) rewriter.clone(reduceOp, mapping);
        results.push(mapping.lookupValueOrSelf(terminatorOf(reduceBlock).getOperand(0)));
      }
      rewriter.replaceOp(op, results);
      return true;
    }

    const newOp = buildParallel(rewriter, op.location, lbs, ubs, steps, loop.initVals);
    rewriter.eraseBlock(bodyOf(newOp));
    rewriter.cloneRegionBefore(op.getRegion(0), newOp.getRegion(0), newOp.getRegion(0).firstBlock, mapping);
    rewriter.replaceOp(op, newOp.results);
    return true;
  }
}

/** A parallel loop whose body is just another one (bounds independent of it, no reductions) becomes one loop. */
class MergeNestedParallelLoops extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const outer = parallelLoopOf(op);
    const outerOps = withoutTerminator(outer.body);
    if (outerOps.length !== 1) return false;
    const innerOp = outer.body.firstOp as Operation;
    if (innerOp.name.name !== "scf.parallel") return false;
    const inner = parallelLoopOf(innerOp);
    const innerControl = new Set<Value>([...inner.lowerBounds, ...inner.upperBounds, ...inner.steps]);
    if (outer.body.arguments.some((arg) => innerControl.has(arg))) return false;
    if (outer.initVals.length > 0 || inner.initVals.length > 0) return false;

    rewriter.replaceOpWithNewOp(op, () =>
      buildParallel(
        rewriter,
        op.location,
        [...outer.lowerBounds, ...inner.lowerBounds],
        [...outer.upperBounds, ...inner.upperBounds],
        [...outer.steps, ...inner.steps],
        [],
        (block) => {
          const mapping = new IRMapping();
          const outerCount = outer.body.arguments.length;
          outer.body.arguments.forEach((arg, i) => mapping.map(arg, block.getArgument(i)));
          inner.body.arguments.forEach((arg, i) => mapping.map(arg, block.getArgument(outerCount + i)));
          for (const bodyOp of withoutTerminator(inner.body)) block.append(cloneOperation(bodyOp, mapping));
        },
      ),
    );
    return true;
  }
}

/** scf.parallel's patterns, in ParallelOp::getCanonicalizationPatterns' order. */
export function populateParallelPatterns(patterns: RewritePatternSet): void {
  const context = patterns.context;
  patterns.add(
    new ParallelOpSingleOrZeroIterationDimsFolder("scf.parallel", context, patternOptions("ParallelOpSingleOrZeroIterationDimsFolder")),
    new MergeNestedParallelLoops("scf.parallel", context, patternOptions("MergeNestedParallelLoops")),
  );
}
