// MLIR's region simplifications that delete: unreachable block erasure
// (eraseUnreachableBlocks) and region dead code elimination (runRegionDCE), an optimistic
// liveness analysis over ops and non-entry block arguments, where a successor operand of
// a branch is live only when the block argument it feeds is.
import { BranchOpInterface, type BranchOpMethods } from "../ir/op-interfaces.js";
import { BlockArgument, OpResult, type Block, type OpOperand, type Operation, type Region, type Value } from "../ir/operation.js";
import { wouldOpBeTriviallyDead } from "../ir/side-effects.js";
import { OpTrait } from "../ir/traits.js";
import { dropAllDefinedValueUses, dropAllResultUses, postOrderBlocks, reachableBlocks } from "./ir-utils.js";
import type { RewriterBase } from "./rewriter.js";

/** Erases the blocks no path from their region's entry reaches, in `regions` and all nested regions; true when any was. */
export function eraseUnreachableBlocks(rewriter: RewriterBase, regions: readonly Region[]): boolean {
  let erased = 0;
  const worklist: Region[] = [...regions];
  while (worklist.length > 0) {
    const region = worklist.pop() as Region;
    const entry = region.firstBlock;
    if (entry === null) continue;
    if (region.hasOneBlock()) {
      for (let op = entry.firstOp; op !== null; op = op.next) worklist.push(...op.regions);
      continue;
    }
    const reachable = reachableBlocks(entry);
    for (let block: Block | null = entry; block !== null; ) {
      const next: Block | null = block.next;
      if (!reachable.has(block)) {
        dropAllDefinedValueUses(block);
        rewriter.eraseBlock(block);
        erased++;
      } else {
        for (let op = block.firstOp; op !== null; op = op.next) worklist.push(...op.regions);
      }
      block = next;
    }
  }
  return erased > 0;
}

/** The ops and block arguments proved live so far (the analysis' lattice). */
class LiveMap {
  private readonly liveOps = new Set<Operation>();
  private readonly liveArgs = new Set<BlockArgument>();
  changed = false;

  isLive(value: Value): boolean {
    return value instanceof OpResult ? this.liveOps.has(value.owner) : this.liveArgs.has(value as BlockArgument);
  }
  isLiveOp(op: Operation): boolean {
    return this.liveOps.has(op);
  }
  markLive(value: Value): void {
    if (value instanceof OpResult) this.markLiveOp(value.owner);
    else if (!this.liveArgs.has(value as BlockArgument)) {
      this.liveArgs.add(value as BlockArgument);
      this.changed = true;
    }
  }
  markLiveOp(op: Operation): void {
    if (this.liveOps.has(op)) return;
    this.liveOps.add(op);
    this.changed = true;
  }
}

/** The successor block argument a branch operand feeds (MLIR's getSuccessorBlockArgument), if any. */
function successorArgumentOf(branch: BranchOpMethods, op: Operation, operandIndex: number): BlockArgument | undefined {
  for (let i = 0; i < op.successors.length; i++) {
    const operands = branch.getSuccessorOperands(op, i);
    const forwarded = operands.forwardedOperands;
    if (forwarded.length === 0) continue;
    const start = forwarded.beginIndex;
    if (operandIndex < start || operandIndex >= start + forwarded.length) continue;
    return op.getSuccessor(i).arguments[operands.producedOperandCount + operandIndex - start];
  }
  return undefined;
}

/** A use that does not make its value live: a branch operand feeding a dead block argument. */
function isUseSpeciallyKnownDead(use: OpOperand, live: LiveMap): boolean {
  const owner = use.owner;
  if (!owner.hasTrait(OpTrait.IsTerminator)) return false;
  const branch = BranchOpInterface.impl(owner);
  if (branch === undefined) return false;
  const arg = successorArgumentOf(branch, owner, use.index);
  return arg !== undefined && !live.isLive(arg);
}

function processValue(value: Value, live: LiveMap): void {
  for (let use = value.firstUse; use !== null; use = use.nextUse) {
    if (isUseSpeciallyKnownDead(use, live)) continue;
    if (live.isLiveOp(use.owner)) {
      live.markLive(value);
      return;
    }
  }
}

function propagateTerminatorLiveness(op: Operation, live: LiveMap): void {
  live.markLiveOp(op);
  const branch = BranchOpInterface.impl(op);
  if (branch === undefined) {
    for (const successor of op.getSuccessors()) for (const arg of successor.arguments) live.markLive(arg);
    return;
  }
  // The arguments a branch produces itself (not forwarded operands) are always live.
  for (let i = 0; i < op.successors.length; i++) {
    const produced = branch.getSuccessorOperands(op, i).producedOperandCount;
    const successor = op.getSuccessor(i);
    for (let a = 0; a < produced; a++) live.markLive(successor.getArgument(a));
  }
}

/** What propagating a region does, in order: each op (regions first), then a block's arguments. */
type LivenessStep = { readonly op: Operation; readonly regionsDone: boolean } | { readonly arguments: Block };

/** Steps of one region: blocks in post-order, each block's ops last to first, then its arguments (entry excepted). */
function regionSteps(region: Region, out: LivenessStep[]): void {
  if (region.firstBlock === null) return;
  for (const block of postOrderBlocks(region.firstBlock)) {
    for (let op = block.lastOp; op !== null; op = op.prev) out.push({ op, regionsDone: false });
    if (!block.isEntryBlock()) out.push({ arguments: block });
  }
}

/** One propagation pass over `region` (MLIR's propagateLiveness), without recursion. */
function propagateLiveness(region: Region, live: LiveMap): void {
  const stack: { readonly steps: LivenessStep[]; next: number }[] = [];
  const root: LivenessStep[] = [];
  regionSteps(region, root);
  stack.push({ steps: root, next: 0 });
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as { readonly steps: LivenessStep[]; next: number };
    if (frame.next >= frame.steps.length) {
      stack.pop();
      continue;
    }
    const step = frame.steps[frame.next++] as LivenessStep;
    if ("arguments" in step) {
      for (const arg of step.arguments.arguments) if (!live.isLive(arg)) processValue(arg, live);
      continue;
    }
    const op = step.op;
    if (!step.regionsDone && op.regions.length > 0) {
      // The op's regions first, then the op itself.
      const steps: LivenessStep[] = [];
      for (const nested of op.regions) regionSteps(nested, steps);
      steps.push({ op, regionsDone: true });
      stack.push({ steps, next: 0 });
      continue;
    }
    if (op.hasTrait(OpTrait.IsTerminator)) {
      propagateTerminatorLiveness(op, live);
      continue;
    }
    if (live.isLiveOp(op)) continue;
    if (!wouldOpBeTriviallyDead(op)) {
      live.markLiveOp(op);
      continue;
    }
    for (const result of op.results) processValue(result, live);
  }
}

/** Removes the successor operands of a branch whose block arguments are dead (last first, so indices stay valid). */
function eraseDeadSuccessorOperands(terminator: Operation, live: LiveMap): void {
  const branch = BranchOpInterface.impl(terminator);
  if (branch === undefined) return;
  for (let s = terminator.successors.length - 1; s >= 0; s--) {
    const operands = branch.getSuccessorOperands(terminator, s);
    const successor = terminator.getSuccessor(s);
    const produced = operands.producedOperandCount;
    for (let a = produced + operands.forwardedOperands.length - 1; a >= produced; a--) {
      if (!live.isLive(successor.getArgument(a))) operands.forwardedOperands.erase(a - produced);
    }
  }
}

/**
 * Deletes what the analysis left dead in `regions`, yielding the regions of each live op
 * to be cleaned right then (MLIR recurses there; the caller runs the yielded regions
 * before resuming, so any nesting depth works). Returns whether an op was erased (erased
 * arguments alone do not count, as in MLIR).
 */
function* deleteDeadness(rewriter: RewriterBase, regions: readonly Region[], live: LiveMap): Generator<readonly Region[], boolean, boolean> {
  let erasedAnything = false;
  for (const region of regions) {
    const entry = region.firstBlock;
    if (entry === null) continue;
    const singleBlock = region.hasOneBlock();
    for (const block of postOrderBlocks(entry)) {
      if (!singleBlock) {
        const terminator = block.terminator;
        if (terminator !== null) eraseDeadSuccessorOperands(terminator, live);
      }
      for (let op = block.lastOp; op !== null; ) {
        const prev: Operation | null = op.prev;
        if (!live.isLiveOp(op)) {
          erasedAnything = true;
          dropAllResultUses(op);
          rewriter.eraseOp(op);
        } else if (op.regions.length > 0) {
          if (yield op.regions) erasedAnything = true;
        }
        op = prev;
      }
    }
    // Arguments of blocks the walk did not reach (unreachable ones, which simplifyRegions
    // erases first) may still be used there: those stay (MLIR would leave dangling uses).
    for (let block = entry.next; block !== null; block = block.next) {
      for (let a = block.arguments.length - 1; a >= 0; a--) {
        const arg = block.arguments[a] as BlockArgument;
        if (!live.isLive(arg) && !arg.hasUses()) block.eraseArgument(a);
      }
    }
  }
  return erasedAnything;
}

/** Runs deleteDeadness with an explicit stack in place of recursion. */
function deleteAllDeadness(rewriter: RewriterBase, regions: readonly Region[], live: LiveMap): boolean {
  const stack: Generator<readonly Region[], boolean, boolean>[] = [deleteDeadness(rewriter, regions, live)];
  let resumeWith = false;
  for (;;) {
    const top = stack[stack.length - 1] as Generator<readonly Region[], boolean, boolean>;
    const step = top.next(resumeWith);
    resumeWith = false;
    if (step.done === true) {
      stack.pop();
      if (stack.length === 0) return step.value;
      resumeWith = step.value;
      continue;
    }
    stack.push(deleteDeadness(rewriter, step.value, live));
  }
}

/**
 * MLIR's runRegionDCE: erases the ops and non-entry block arguments of `regions` (and
 * everything nested) that nothing live needs, dead cycles included; true when an op was
 * erased.
 */
export function runRegionDCE(rewriter: RewriterBase, regions: readonly Region[]): boolean {
  const live = new LiveMap();
  do {
    live.changed = false;
    for (const region of regions) propagateLiveness(region, live);
  } while (live.changed);
  return deleteAllDeadness(rewriter, regions, live);
}
