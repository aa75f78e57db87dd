// MLIR's region simplifications that delete: unreachable block erasure
// (eraseUnreachableBlocks) and region dead code elimination (runRegionDCE), an optimistic
// liveness analysis over ops and non-entry block arguments, where a successor operand of
// a branch is live only when the block argument it feeds is.
import { BranchOpInterface, type BranchOpMethods } from "../ir/op-interfaces.js";
import { BlockArgument, OpResult, type Block, type BlockOperand, type OpOperand, type Operation, type Region, type Value } from "../ir/operation.js";
import { isTerminatorOp, wouldOpBeTriviallyDead } from "../ir/side-effects.js";
import { DominanceInfo } from "../ir/dominance.js";
import { dropAllDefinedValueUses, dropAllResultUses, isLinkedSuccessor, postOrderBlocks, reachableBlocks } from "./ir-utils.js";
import type { RewriterBase } from "./rewriter.js";

/** Adds the regions of the block's ops to `worklist`. */
function pushNestedRegions(block: Block, worklist: Region[]): void {
  for (let op = block.firstOp; op !== null; op = op.next) {
    const regions = op.regions;
    for (let i = 0; i < regions.length; i++) worklist.push(regions[i] as Region);
  }
}

/** Erases the blocks no path from their region's entry reaches, in `regions` and all nested regions; true when any was. */
export function eraseUnreachableBlocks(rewriter: RewriterBase, regions: readonly Region[]): boolean {
  let erased = 0;
  const worklist: Region[] = [...regions];
  while (worklist.length > 0) {
    const region = worklist.pop() as Region;
    const entry = region.firstBlock;
    if (entry === null) continue;
    if (region.hasOneBlock()) {
      pushNestedRegions(entry, worklist);
      continue;
    }
    const reachable = reachableBlocks(entry);
    for (let block: Block | null = entry; block !== null; ) {
      const next: Block | null = block.next;
      if (!reachable.has(block)) {
        dropAllDefinedValueUses(block);
        rewriter.eraseBlock(block);
        erased++;
      } else pushNestedRegions(block, worklist);
      block = next;
    }
  }
  return erased > 0;
}

/**
 * The ops and block arguments proved live so far (the analysis' lattice). Ops carry the
 * analysis' token in their rewrite scratch slot; arguments, far fewer, go in a set.
 */
class LiveMap {
  private readonly token: object = {};
  private readonly liveArgs = new Set<BlockArgument>();
  changed = false;
  /**
   * Whether this propagation pass may have judged something dead before a fact it
   * depends on was known (see propagateLiveness): only then can another pass change
   * anything.
   */
  mayNeedAnotherPass = false;

  isLive(value: Value): boolean {
    return value instanceof OpResult ? value.owner.rewriteMark === this.token : this.liveArgs.has(value as BlockArgument);
  }
  isLiveOp(op: Operation): boolean {
    return op.rewriteMark === this.token;
  }
  markLive(value: Value): void {
    if (value instanceof OpResult) this.markLiveOp(value.owner);
    else if (!this.liveArgs.has(value as BlockArgument)) {
      this.liveArgs.add(value as BlockArgument);
      this.changed = true;
    }
  }
  markLiveOp(op: Operation): void {
    if (op.rewriteMark === this.token) return;
    op.rewriteMark = this.token;
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
  if (!isTerminatorOp(owner)) return false;
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
  // Successor arguments marked here were judged (their block comes first in post-order)
  // and other branches into the block may have read them dead: another pass is needed.
  const changedBefore = live.changed;
  live.changed = false;
  const branch = BranchOpInterface.impl(op);
  if (branch === undefined) {
    for (const successor of op.getSuccessors()) for (const arg of successor.arguments) live.markLive(arg);
  } else {
    // The arguments a branch produces itself (not forwarded operands) are always live.
    for (let i = 0; i < op.successors.length; i++) {
      const produced = branch.getSuccessorOperands(op, i).producedOperandCount;
      const successor = op.getSuccessor(i);
      for (let a = 0; a < produced; a++) live.markLive(successor.getArgument(a));
    }
  }
  if (live.changed) live.mayNeedAnotherPass = true;
  live.changed = live.changed || changedBefore;
}

/** Liveness of one op whose regions were already propagated (the body of MLIR's propagateLiveness(op)). */
function propagateOp(op: Operation, live: LiveMap): void {
  // A live terminator has marked its successors' arguments before (marks only grow), so
  // skipping it first changes nothing.
  if (live.isLiveOp(op)) return;
  if (isTerminatorOp(op)) {
    propagateTerminatorLiveness(op, live);
    return;
  }
  if (!wouldOpBeTriviallyDead(op)) {
    live.markLiveOp(op);
    return;
  }
  const numResults = op.numResults;
  for (let i = 0; i < numResults; i++) processValue(op.getResult(i), live);
}

/** Where the propagation is in one list of regions (an op's, or the root list). */
interface LivenessFrame {
  readonly regions: readonly Region[];
  /** The op whose regions these are, propagated once they are done. */
  readonly owner: Operation | null;
  regionIndex: number;
  blocks: readonly Block[];
  blockIndex: number;
  /** The block whose ops are being visited (last to first), and the next op to visit. */
  block: Block | null;
  cursor: Operation | null;
}

/**
 * The blocks of the region entered at `entry` in post-order (as postOrderBlocks), noting
 * in `live` what makes the propagation order unsafe for a single pass: a back edge (a
 * loop: a branch is judged before the block it jumps back to), or a block without SSA
 * dominance (a graph region, whose ops may use values defined after them) in which some
 * op's result is used.
 */
function propagationOrder(entry: Block, live: LiveMap, dominance: DominanceInfo): Block[] {
  const last = entry.lastOp;
  if (last === null || last.successors.length === 0) {
    if (!live.mayNeedAnotherPass && !dominance.hasSSADominance(entry)) {
      for (let op = entry.firstOp; op !== null; op = op.next) {
        if (op.numResults > 0 && !op.useEmpty()) {
          live.mayNeedAnotherPass = true;
          break;
        }
      }
    }
    return [entry];
  }
  // LLVM's post_order, with the blocks still on the stack tracked to see back edges.
  const visited = new Set<Block>([entry]);
  const onStack = new Set<Block>([entry]);
  const out: Block[] = [];
  const stack: { block: Block; next: number }[] = [{ block: entry, next: 0 }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as { block: Block; next: number };
    const successors = top.block.lastOp?.successors ?? [];
    let successor: Block | undefined;
    while (top.next < successors.length) {
      const operand = successors[top.next++] as BlockOperand;
      if (isLinkedSuccessor(operand)) {
        successor = operand.block;
        break;
      }
    }
    if (successor !== undefined) {
      if (!visited.has(successor)) {
        visited.add(successor);
        onStack.add(successor);
        stack.push({ block: successor, next: 0 });
      } else if (onStack.has(successor)) live.mayNeedAnotherPass = true;
      continue;
    }
    stack.pop();
    onStack.delete(top.block);
    out.push(top.block);
  }
  return out;
}

/**
 * One propagation pass over `regions` (MLIR's propagateLiveness): per region its blocks
 * in post-order, per block its ops last to first (each op after its own regions), then
 * the block's arguments (entry blocks' excepted). Iterative, so any nesting depth works.
 *
 * MLIR repeats the pass until nothing changes, which always costs one pass that only
 * confirms. In this order a value's users are judged before its definition (dominance:
 * a block comes before its dominators in post-order, a block's ops are visited last to
 * first, nested regions before their op), so a pass can only miss a fact when the
 * region has a loop or no SSA dominance, or when a terminator marks arguments of a
 * block judged before it; the pass notes those (mayNeedAnotherPass), and without them
 * another pass would change nothing: the fixpoint MLIR reaches is reached already.
 */
function propagateLiveness(regions: readonly Region[], live: LiveMap, dominance: DominanceInfo): void {
  const stack: LivenessFrame[] = [{ regions, owner: null, regionIndex: 0, blocks: [], blockIndex: 0, block: null, cursor: null }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as LivenessFrame;
    const op = frame.cursor;
    if (op !== null) {
      frame.cursor = op.prev;
      if (op.regions.length > 0) stack.push({ regions: op.regions, owner: op, regionIndex: 0, blocks: [], blockIndex: 0, block: null, cursor: null });
      else propagateOp(op, live);
      continue;
    }
    const finished = frame.block;
    if (finished !== null) {
      frame.block = null;
      if (!finished.isEntryBlock()) for (const arg of finished.arguments) if (!live.isLive(arg)) processValue(arg, live);
      continue;
    }
    if (frame.blockIndex < frame.blocks.length) {
      const block = frame.blocks[frame.blockIndex++] as Block;
      frame.block = block;
      frame.cursor = block.lastOp;
      continue;
    }
    if (frame.regionIndex < frame.regions.length) {
      const entry = (frame.regions[frame.regionIndex++] as Region).firstBlock;
      frame.blocks = entry === null ? [] : propagationOrder(entry, live, dominance);
      frame.blockIndex = 0;
      continue;
    }
    stack.pop();
    if (frame.owner !== null) propagateOp(frame.owner, live);
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
  const dominance = new DominanceInfo();
  do {
    live.changed = false;
    live.mayNeedAnotherPass = false;
    propagateLiveness(regions, live, dominance);
  } while (live.changed && live.mayNeedAnotherPass);
  return deleteAllDeadness(rewriter, regions, live);
}
