// MLIR 19's canonicalization patterns of scf.while (SCF.cpp), in the order
// WhileOp::getCanonicalizationPatterns adds them. scf.while's operands are its inits;
// region 0 (before) ends with `scf.condition(%c) args`, region 1 (after) with `scf.yield`.
import { BlockArgument, IntegerAttr, type Block, type Location, type Operation, type Value } from "../../ir/index.js";
import { RewritePattern, type PatternRewriter, type RewritePatternSet } from "../../rewrite/index.js";
import { enumValueOf } from "../folding/fold-types.js";
import { bodyOf, buildWhileWithBlocks, buildWhileWithoutBlocks, createCondition, terminatorOf } from "./scf-ops.js";
import { createBoolConstant, createOp, createYield, patternOptions, sameValues } from "./support.js";

/** The parts of an scf.while. */
interface WhileLoop {
  readonly inits: Value[];
  readonly before: Block;
  readonly after: Block;
  readonly condition: Operation;
  readonly yieldOp: Operation;
}

function whileLoopOf(op: Operation): WhileLoop {
  const before = bodyOf(op, 0);
  const after = bodyOf(op, 1);
  return { inits: op.getOperands(), before, after, condition: terminatorOf(before), yieldOp: terminatorOf(after) };
}

/** The arguments `scf.condition` forwards (its operands after the condition). */
function conditionArgs(condition: Operation): Value[] {
  return condition.getOperands().slice(1);
}

/** Replaces `target` by an op `build` makes before it (insertion point saved and restored, as an InsertionGuard). */
function replaceInPlace(rewriter: PatternRewriter, target: Operation, build: () => Operation): void {
  const saved = rewriter.insertionPoint;
  rewriter.setInsertionPoint(target);
  rewriter.replaceOpWithNewOp(target, build);
  rewriter.restoreInsertionPoint(saved);
}

/** Whether before-argument `index` is loop invariant (what RemoveLoopInvariantArgsFromBeforeBlock removes). */
function isInvariantBeforeArg(loop: WhileLoop, index: number): boolean {
  const init = loop.inits[index] as Value;
  const yielded = loop.yieldOp.getOperand(index);
  if (yielded === init) return true;
  if (yielded instanceof BlockArgument && yielded.parentBlock === loop.after) {
    const forwarded = conditionArgs(loop.condition)[yielded.index];
    return forwarded === loop.before.getArgument(index) || forwarded === init;
  }
  return false;
}

/** Before arguments the loop yields back unchanged are replaced by their init. */
class RemoveLoopInvariantArgsFromBeforeBlock extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const loop = whileLoopOf(op);
    const count = Math.min(loop.inits.length, loop.yieldOp.operands.length);
    let canSimplify = false;
    for (let i = 0; i < count && !canSimplify; i++) canSimplify = isInvariantBeforeArg(loop, i);
    if (!canSimplify) return false;

    const newInits: Value[] = [];
    const newYielded: Value[] = [];
    const newArgLocations: Location[] = [];
    const invariant = new Map<number, Value>();
    for (let i = 0; i < count; i++) {
      const init = loop.inits[i] as Value;
      if (isInvariantBeforeArg(loop, i)) {
        invariant.set(i, init);
        continue;
      }
      newInits.push(init);
      newYielded.push(loop.yieldOp.getOperand(i));
      newArgLocations.push(loop.before.getArgument(i).location);
    }
    replaceInPlace(rewriter, loop.yieldOp, () => createYield(rewriter, loop.yieldOp.location, newYielded));
    const newWhile = buildWhileWithoutBlocks(rewriter, op.location, op.getResultTypes(), newInits);
    const newBefore = rewriter.createBlock(newWhile.getRegion(0), newYielded.map((v) => v.type), newArgLocations);
    let next = 0;
    const beforeArgs = loop.before.arguments.map((_, i) => invariant.get(i) ?? newBefore.getArgument(next++));
    rewriter.mergeBlocks(loop.before, newBefore, beforeArgs);
    rewriter.inlineRegionBefore(op.getRegion(1), newWhile.getRegion(1), newWhile.getRegion(1).firstBlock);
    rewriter.replaceOp(op, newWhile.results);
    return true;
  }
}

/** Values `scf.condition` forwards from outside the before block are used directly (after block, results). */
class RemoveLoopInvariantValueYielded extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const loop = whileLoopOf(op);
    const args = conditionArgs(loop.condition);
    if (!args.some((v) => v.parentBlock !== loop.before)) return false;

    const newArgs: Value[] = [];
    const newArgLocations: Location[] = [];
    const invariant = new Map<number, Value>();
    args.forEach((arg, i) => {
      if (arg.parentBlock !== loop.before) invariant.set(i, arg);
      else {
        newArgs.push(arg);
        newArgLocations.push(loop.after.getArgument(i).location);
      }
    });
    const newTypes = newArgs.map((v) => v.type);
    replaceInPlace(rewriter, loop.condition, () => createCondition(rewriter, loop.condition.location, loop.condition.getOperand(0), newArgs));
    const newWhile = buildWhileWithoutBlocks(rewriter, op.location, newTypes, loop.inits);
    const newAfter = rewriter.createBlock(newWhile.getRegion(1), newTypes, newArgLocations);
    const afterArgs: Value[] = [];
    const results: Value[] = [];
    let next = 0;
    for (let i = 0; i < loop.after.arguments.length; i++) {
      const value = invariant.get(i);
      if (value !== undefined) {
        afterArgs.push(value);
        results.push(value);
      } else {
        afterArgs.push(newAfter.getArgument(next));
        results.push(newWhile.getResult(next++));
      }
    }
    rewriter.mergeBlocks(loop.after, newAfter, afterArgs);
    rewriter.inlineRegionBefore(op.getRegion(0), newWhile.getRegion(0), newWhile.getRegion(0).firstBlock);
    rewriter.replaceOp(op, results);
    return true;
  }
}

/** After arguments receiving the condition itself are `true` in the after region. */
class WhileConditionTruth extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const loop = whileLoopOf(op);
    const condition = loop.condition.getOperand(0);
    let constantTrue: Value | undefined;
    let replaced = false;
    const args = conditionArgs(loop.condition);
    const count = Math.min(args.length, loop.after.arguments.length);
    for (let i = 0; i < count; i++) {
      if (args[i] !== condition) continue;
      const afterArg = loop.after.getArgument(i);
      if (!afterArg.hasUses()) continue;
      constantTrue ??= createBoolConstant(rewriter, op.location, true);
      rewriter.replaceAllUsesWith(afterArg, constantTrue);
      replaced = true;
    }
    return replaced;
  }
}

/** arith::invertPredicate on CmpIPredicate values (eq/ne, slt/sge, sle/sgt, ult/uge, ule/ugt). */
const INVERTED_CMPI: readonly number[] = [1, 0, 5, 4, 3, 2, 9, 8, 7, 6];

/** In the after region, an `arith.cmpi` repeating (negating) the loop condition on the forwarded value is true (false). */
class WhileCmpCond extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const loop = whileLoopOf(op);
    const cmp = loop.condition.getOperand(0).definingOp;
    if (cmp === null || cmp.name.name !== "arith.cmpi") return false;
    const predicate = enumValueOf(cmp.getInherentAttr("predicate"));
    let changed = false;
    const args = conditionArgs(loop.condition);
    const count = Math.min(args.length, loop.after.arguments.length);
    for (let i = 0; i < count; i++) {
      const afterArg = loop.after.getArgument(i);
      for (let opIndex = 0; opIndex < 2; opIndex++) {
        if (args[i] !== cmp.getOperand(opIndex)) continue;
        for (let use = afterArg.firstUse; use !== null; ) {
          const next = use.nextUse;
          const cmp2 = use.owner;
          use = next;
          if (cmp2.name.name !== "arith.cmpi") continue;
          if (cmp2.getOperand(1 - opIndex) !== cmp.getOperand(1 - opIndex)) continue;
          const predicate2 = enumValueOf(cmp2.getInherentAttr("predicate"));
          let samePredicate: boolean;
          if (predicate2 === predicate) samePredicate = true;
          else if (typeof predicate === "number" && predicate2 === INVERTED_CMPI[predicate]) samePredicate = false;
          else continue;
          const value = IntegerAttr.bool(op.context, samePredicate);
          rewriter.replaceOpWithNewOp(cmp2, () => createOp(rewriter, "arith.constant", cmp2.location, { resultTypes: [value.type], properties: [["value", value]] }));
          changed = true;
        }
      }
    }
    return changed;
  }
}

/** Results unused, with their after argument unused too, are no longer forwarded. */
class WhileUnusedResult extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const loop = whileLoopOf(op);
    const args = conditionArgs(loop.condition);
    const kept: number[] = [];
    let needUpdate = false;
    const count = Math.min(op.results.length, loop.after.arguments.length, args.length);
    for (let i = 0; i < count; i++) {
      if (!op.getResult(i).hasUses() && !loop.after.getArgument(i).hasUses()) needUpdate = true;
      else kept.push(i);
    }
    if (!needUpdate) return false;
    const newTypes = kept.map((i) => op.getResult(i).type);
    replaceInPlace(rewriter, loop.condition, () =>
      createCondition(rewriter, loop.condition.location, loop.condition.getOperand(0), kept.map((i) => args[i] as Value)),
    );
    const newWhile = buildWhileWithoutBlocks(rewriter, op.location, newTypes, loop.inits);
    const newAfter = rewriter.createBlock(newWhile.getRegion(1), newTypes, kept.map(() => op.location));
    // Dropped results and arguments have no uses: they stand for themselves.
    const results: Value[] = [...op.results];
    const afterArgs: Value[] = [...loop.after.arguments];
    kept.forEach((i, n) => {
      results[i] = newWhile.getResult(n);
      afterArgs[i] = newAfter.getArgument(n);
    });
    rewriter.inlineRegionBefore(op.getRegion(0), newWhile.getRegion(0), newWhile.getRegion(0).firstBlock);
    rewriter.mergeBlocks(loop.after, newAfter, afterArgs);
    rewriter.replaceOp(op, results);
    return true;
  }
}

/** A value `scf.condition` forwards more than once is forwarded once. */
class WhileRemoveDuplicatedResults extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const loop = whileLoopOf(op);
    const args = conditionArgs(loop.condition);
    if (new Set(args).size === args.length) return rewriter.notifyMatchFailure(op, "No results to remove");
    const positions = new Map<Value, number>();
    const newArgs: Value[] = [];
    for (const arg of args) {
      if (positions.has(arg)) continue;
      positions.set(arg, newArgs.length);
      newArgs.push(arg);
    }
    const newWhile = buildWhileWithBlocks(rewriter, op.location, newArgs.map((v) => v.type), loop.inits);
    const newBefore = bodyOf(newWhile, 0);
    const newAfter = bodyOf(newWhile, 1);
    const afterArgs = args.map((arg) => newAfter.getArgument(positions.get(arg) as number));
    const results = args.map((arg) => newWhile.getResult(positions.get(arg) as number));
    replaceInPlace(rewriter, loop.condition, () => createCondition(rewriter, loop.condition.location, loop.condition.getOperand(0), newArgs));
    rewriter.mergeBlocks(loop.before, newBefore, newBefore.arguments);
    rewriter.mergeBlocks(loop.after, newAfter, afterArgs);
    rewriter.replaceOp(op, results);
    return true;
  }
}

/** Before arguments without uses are dropped, with their inits and yielded values. */
class WhileRemoveUnusedArgs extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const loop = whileLoopOf(op);
    if (!loop.before.arguments.some((arg) => !arg.hasUses())) return rewriter.notifyMatchFailure(op, "No args to remove");
    const newYields: Value[] = [];
    const newInits: Value[] = [];
    const erase: boolean[] = [];
    const count = Math.min(loop.before.arguments.length, loop.yieldOp.operands.length, loop.inits.length);
    for (let i = 0; i < count; i++) {
      if (!loop.before.getArgument(i).hasUses()) erase.push(true);
      else {
        erase.push(false);
        newYields.push(loop.yieldOp.getOperand(i));
        newInits.push(loop.inits[i] as Value);
      }
    }
    for (let i = erase.length - 1; i >= 0; i--) if (erase[i] === true) loop.before.eraseArgument(i);
    const newWhile = buildWhileWithBlocks(rewriter, op.location, op.getResultTypes(), newInits);
    const newBefore = bodyOf(newWhile, 0);
    const newAfter = bodyOf(newWhile, 1);
    replaceInPlace(rewriter, loop.yieldOp, () => createYield(rewriter, loop.yieldOp.location, newYields));
    rewriter.mergeBlocks(loop.before, newBefore, newBefore.arguments);
    rewriter.mergeBlocks(loop.after, newAfter, newAfter.arguments);
    rewriter.replaceOp(op, newWhile.results);
    return true;
  }
}

/** When `scf.condition` forwards the before arguments in another order, the order becomes theirs. */
class WhileOpAlignBeforeArgs extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const loop = whileLoopOf(op);
    const beforeArgs: Value[] = [...loop.before.arguments];
    const termArgs = conditionArgs(loop.condition);
    if (sameValues(beforeArgs, termArgs)) return false;
    if (new Set(termArgs).size !== termArgs.length) return false;
    if (beforeArgs.length !== termArgs.length) return false;
    // mapping[k] = i: condition argument k is before argument i.
    const mapping = new Array<number>(beforeArgs.length);
    for (let i = 0; i < beforeArgs.length; i++) {
      const k = termArgs.indexOf(beforeArgs[i] as Value);
      if (k < 0) return false;
      mapping[k] = i;
    }
    replaceInPlace(rewriter, loop.condition, () => createCondition(rewriter, loop.condition.location, loop.condition.getOperand(0), beforeArgs));
    const newTypes = new Array(beforeArgs.length);
    mapping.forEach((i, k) => (newTypes[i] = op.getResult(k).type));
    const newLoop = buildWhileWithBlocks(rewriter, op.location, newTypes, loop.inits);
    const newBefore = bodyOf(newLoop, 0);
    const newAfter = bodyOf(newLoop, 1);
    const results = new Array<Value>(beforeArgs.length);
    const afterArgs = new Array<Value>(beforeArgs.length);
    mapping.forEach((i, k) => {
      results[k] = newLoop.getResult(i);
      afterArgs[k] = newAfter.getArgument(i);
    });
    rewriter.inlineBlockBefore(loop.before, newBefore, newBefore.firstOp, newBefore.arguments);
    rewriter.inlineBlockBefore(loop.after, newAfter, newAfter.firstOp, afterArgs);
    rewriter.replaceOp(op, results);
    return true;
  }
}

/** scf.while's patterns, in WhileOp::getCanonicalizationPatterns' order. */
export function populateWhilePatterns(patterns: RewritePatternSet): void {
  const context = patterns.context;
  patterns.add(
    new RemoveLoopInvariantArgsFromBeforeBlock("scf.while", context, patternOptions("RemoveLoopInvariantArgsFromBeforeBlock")),
    new RemoveLoopInvariantValueYielded("scf.while", context, patternOptions("RemoveLoopInvariantValueYielded")),
    new WhileConditionTruth("scf.while", context, patternOptions("WhileConditionTruth")),
    new WhileCmpCond("scf.while", context, patternOptions("WhileCmpCond")),
    new WhileUnusedResult("scf.while", context, patternOptions("WhileUnusedResult")),
    new WhileRemoveDuplicatedResults("scf.while", context, patternOptions("WhileRemoveDuplicatedResults")),
    new WhileRemoveUnusedArgs("scf.while", context, patternOptions("WhileRemoveUnusedArgs")),
    new WhileOpAlignBeforeArgs("scf.while", context, patternOptions("WhileOpAlignBeforeArgs")),
  );
}
