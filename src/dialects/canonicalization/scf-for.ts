// MLIR 19's canonicalization patterns of scf.for (SCF.cpp), in the order
// ForOp::getCanonicalizationPatterns adds them: ForOpIterArgsFolder, SimplifyTrivialLoops,
// ForOpTensorCastFolder. scf.for's operands are (lowerBound, upperBound, step, initArgs...);
// its block's arguments are the induction variable and one per iter arg.
import { IntegerAttr, apIntOf, type Block, type Operation, type Value } from "../../ir/index.js";
import { RewritePattern, type PatternRewriter, type RewritePatternSet } from "../../rewrite/index.js";
import { bodyOf, buildFor, isDefinedOutside, replaceOpWithRegion, terminatorOf } from "./scf-ops.js";
import { forOpTensorCastFolder } from "./scf-tensor.js";
import { constantIntOf, constantIntegerAttrOf, createYield, patternOptions } from "./support.js";

/** The parts of an scf.for. */
export interface ForLoop {
  readonly lowerBound: Value;
  readonly upperBound: Value;
  readonly step: Value;
  readonly initArgs: Value[];
  readonly body: Block;
  readonly regionIterArgs: Value[];
  readonly yielded: Value[];
}

export function forLoopOf(op: Operation): ForLoop {
  const body = bodyOf(op);
  return {
    lowerBound: op.getOperand(0),
    upperBound: op.getOperand(1),
    step: op.getOperand(2),
    initArgs: op.getOperands().slice(3),
    body,
    regionIterArgs: body.arguments.slice(1),
    yielded: terminatorOf(body).getOperands(),
  };
}

/**
 * Iter args that are yielded unchanged, or unused with their init yielded or their result
 * unused, are dropped: a new loop carries the rest and takes the old body.
 */
class ForOpIterArgsFolder extends RewritePattern {
  override matchAndRewrite(forOp: Operation, rewriter: PatternRewriter): boolean {
    const loop = forLoopOf(forOp);
    let canonicalize = false;
    const keep: boolean[] = [];
    // One entry per block argument: the value it becomes, undefined until the new loop exists.
    const transfer: (Value | undefined)[] = [undefined];
    const newIterArgs: Value[] = [];
    const newResults: (Value | undefined)[] = [];
    loop.initArgs.forEach((init, i) => {
      const iterArg = loop.regionIterArgs[i] as Value;
      const result = forOp.getResult(i);
      const yielded = loop.yielded[i] as Value;
      const forwarded = iterArg === yielded || (!iterArg.hasUses() && (init === yielded || !result.hasUses()));
      keep.push(!forwarded);
      canonicalize ||= forwarded;
      if (forwarded) {
        transfer.push(init);
        newResults.push(init);
        return;
      }
      newIterArgs.push(init);
      transfer.push(undefined);
      newResults.push(undefined);
    });
    if (!canonicalize) return false;

    const newFor = buildFor(rewriter, forOp.location, loop.lowerBound, loop.upperBound, loop.step, newIterArgs);
    newFor.attributes = forOp.attributes;
    const newBlock = bodyOf(newFor);
    transfer[0] = newBlock.getArgument(0);
    let collapsed = 0;
    for (let i = 0; i < newResults.length; i++) {
      if (transfer[i + 1] !== undefined) continue;
      transfer[i + 1] = newBlock.getArgument(1 + collapsed);
      newResults[i] = newFor.getResult(collapsed++);
    }
    const transferValues = transfer as Value[];
    const resultValues = newResults as Value[];

    if (newIterArgs.length === 0) {
      // The new loop has its own yield: the old body goes before it, the old yield goes.
      const newYield = terminatorOf(newBlock);
      rewriter.inlineBlockBefore(loop.body, newBlock, newYield, transferValues);
      rewriter.eraseOp(newYield.prev as Operation);
      rewriter.replaceOp(forOp, resultValues);
      return true;
    }

    rewriter.mergeBlocks(loop.body, newBlock, transferValues);
    const mergedYield = terminatorOf(newBlock);
    const saved = rewriter.insertionPoint;
    rewriter.setInsertionPoint(mergedYield);
    createYield(rewriter, mergedYield.location, mergedYield.getOperands().filter((_, i) => keep[i]));
    rewriter.restoreInsertionPoint(saved);
    rewriter.eraseOp(mergedYield);
    rewriter.replaceOp(forOp, resultValues);
    return true;
  }
}

/**
 * computeConstDiff: `ub - lb` when both are constant integers (in their type's width) or
 * `ub` is `arith.addi` of `lb` and a constant, as a signed 64-bit number.
 */
function constantDifference(lowerBound: Value, upperBound: Value): bigint | undefined {
  const lb = constantIntegerAttrOf(lowerBound);
  const ub = constantIntegerAttrOf(upperBound);
  if (lb !== undefined && ub !== undefined) return BigInt.asIntN(64, apIntOf(ub).sub(apIntOf(lb)).signed);
  const add = upperBound.definingOp;
  if (add === null || add.name.name !== "arith.addi") return undefined;
  const lhs = add.getOperand(0);
  const rhs = add.getOperand(1);
  const rhsConstant = lhs === lowerBound ? constantIntOf(rhs) : undefined;
  if (rhsConstant !== undefined) return BigInt.asIntN(64, rhsConstant.signed);
  const lhsConstant = rhs === lowerBound ? constantIntOf(lhs) : undefined;
  return lhsConstant === undefined ? undefined : BigInt.asIntN(64, lhsConstant.signed);
}

/**
 * Loops known not to iterate are replaced by their inits, single-iteration loops by their
 * body, and empty loops iterating at least once yielding values defined outside by those.
 */
class SimplifyTrivialLoops extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const loop = forLoopOf(op);
    if (loop.lowerBound === loop.upperBound) {
      rewriter.replaceOp(op, loop.initArgs);
      return true;
    }
    const diff = constantDifference(loop.lowerBound, loop.upperBound);
    if (diff === undefined) return false;
    if (diff <= 0n) {
      rewriter.replaceOp(op, loop.initArgs);
      return true;
    }
    const stepAttr = constantIntegerAttrOf(loop.step);
    if (!(stepAttr instanceof IntegerAttr)) return false;
    if (apIntOf(stepAttr).signed >= diff) {
      replaceOpWithRegion(rewriter, op, op.getRegion(0), [loop.lowerBound, ...loop.initArgs]);
      return true;
    }
    if (loop.body.size !== 1) return false;
    if (loop.yielded.some((v) => !isDefinedOutside(op, v))) return false;
    rewriter.replaceOp(op, loop.yielded);
    return true;
  }
}

/** scf.for's patterns, in ForOp::getCanonicalizationPatterns' order. */
export function populateForPatterns(patterns: RewritePatternSet): void {
  const context = patterns.context;
  patterns.add(
    new ForOpIterArgsFolder("scf.for", context, patternOptions("ForOpIterArgsFolder")),
    new SimplifyTrivialLoops("scf.for", context, patternOptions("SimplifyTrivialLoops")),
    forOpTensorCastFolder(context),
  );
}
