// MLIR's aggressive region simplifications: identical block merging (blocks with the same
// successors and equivalent ops become one, operands that differ turning into new block
// arguments) and redundant block argument dropping (an argument every predecessor passes
// the same value for).
import { BranchOpInterface } from "../ir/op-interfaces.js";
import { BlockArgument, OpResult, type Block, type OpOperand, type Operation, type Region, type Value } from "../ir/operation.js";
import type { RewriterBase } from "./rewriter.js";

/**
 * Whether two ops are the same but for their operands' values (MLIR's
 * OperationEquivalence::isEquivalentTo with ignoreValueEquivalence and IgnoreLocations):
 * name, attributes, properties, counts, operand and result types. Their regions must both
 * be empty: block merging never compares blocks holding ops with regions.
 */
function equivalentIgnoringValues(lhs: Operation, rhs: Operation): boolean {
  if (lhs === rhs) return true;
  if (
    lhs.name !== rhs.name ||
    lhs.attributes !== rhs.attributes ||
    lhs.regions.length !== rhs.regions.length ||
    lhs.successors.length !== rhs.successors.length ||
    lhs.operands.length !== rhs.operands.length ||
    lhs.results.length !== rhs.results.length ||
    lhs.properties !== rhs.properties
  )
    return false;
  for (let i = 0; i < lhs.operands.length; i++) {
    const a = (lhs.operands[i] as OpOperand).value;
    const b = (rhs.operands[i] as OpOperand).value;
    if (a !== b && a.type !== b.type) return false;
  }
  for (let i = 0; i < lhs.results.length; i++) if ((lhs.results[i] as OpResult).type !== (rhs.results[i] as OpResult).type) return false;
  for (let i = 0; i < lhs.regions.length; i++) if (!(lhs.regions[i] as Region).empty() || !(rhs.regions[i] as Region).empty()) return false;
  return true;
}

/** Whether any result of `op` is used outside `block`. */
function usedOutsideOfBlock(value: Value, block: Block): boolean {
  for (let use = value.firstUse; use !== null; use = use.nextUse) if (use.owner.parent !== block) return true;
  return false;
}

function opUsedOutsideOfBlock(op: Operation, block: Block): boolean {
  for (const result of op.results) if (usedOutsideOfBlock(result, block)) return true;
  return false;
}

/** What comparing blocks needs: each result-producing op's position among the block's values. */
class BlockEquivalenceData {
  readonly block: Block;
  /** A quick filter: blocks with different signatures cannot be equivalent. */
  readonly signature: string;
  private readonly orderIndex = new Map<Operation, number>();

  constructor(block: Block, ids: (thing: object) => number) {
    this.block = block;
    let order = block.arguments.length;
    const parts: number[] = [];
    for (let op = block.firstOp; op !== null; op = op.next) {
      if (op.results.length > 0) {
        this.orderIndex.set(op, order);
        order += op.results.length;
      }
      parts.push(ids(op.name), ids(op.attributes), op.properties === null ? 0 : ids(op.properties));
      for (const result of op.results) parts.push(ids(result.type));
      parts.push(-1);
    }
    this.signature = parts.join(",");
  }

  /** The position of a value defined in the block: arguments first, then results in op order. */
  orderOf(value: Value): number {
    if (value instanceof BlockArgument) return value.index;
    const result = value as OpResult;
    return (this.orderIndex.get(result.owner) as number) + result.index;
  }
}

/** A block's predecessors' terminators can all take more successor operands. */
function predecessorsAreBranches(block: Block): boolean {
  for (let use = block.firstUse; use !== null; use = use.nextUse) if (!BranchOpInterface.isa(use.owner)) return false;
  return true;
}

/** A value defined by the terminator of one of `block`'s predecessors cannot be passed to `block`. */
function validSuccessorArgument(block: Block, operand: Value): boolean {
  const definingBlock = operand.parentBlock;
  if (definingBlock === null || operand.definingOp === null || operand.definingOp !== definingBlock.terminator) return true;
  for (let use = block.firstUse; use !== null; use = use.nextUse) if (use.owner.parent === definingBlock) return false;
  return true;
}

/** Blocks to merge into a leader, and the operand positions (op index, operand index) that become arguments. */
class BlockMergeCluster {
  readonly leader: BlockEquivalenceData;
  private readonly blocksToMerge: Block[] = [];
  private readonly operandsToMerge = new Map<string, readonly [number, number]>();

  constructor(leader: BlockEquivalenceData) {
    this.leader = leader;
  }

  /** Adds `data`'s block when it is equivalent to the leader. */
  addToCluster(data: BlockEquivalenceData): boolean {
    if (this.leader.signature !== data.signature) return false;
    const leaderBlock = this.leader.block;
    const mergeBlock = data.block;
    if (leaderBlock.arguments.length !== mergeBlock.arguments.length) return false;
    for (let i = 0; i < leaderBlock.arguments.length; i++) if ((leaderBlock.arguments[i] as BlockArgument).type !== (mergeBlock.arguments[i] as BlockArgument).type) return false;
    const mismatched: (readonly [number, number])[] = [];
    let lhs = leaderBlock.firstOp;
    let rhs = mergeBlock.firstOp;
    for (let opIndex = 0; lhs !== null && rhs !== null; lhs = lhs.next, rhs = rhs.next, opIndex++) {
      if (!equivalentIgnoringValues(lhs, rhs)) return false;
      for (let i = 0; i < lhs.operands.length; i++) {
        const lhsOperand = (lhs.operands[i] as OpOperand).value;
        const rhsOperand = (rhs.operands[i] as OpOperand).value;
        if (lhsOperand === rhsOperand) continue;
        if (lhsOperand.type !== rhsOperand.type) return false;
        const lhsInBlock = lhsOperand.parentBlock === leaderBlock;
        const rhsInBlock = rhsOperand.parentBlock === mergeBlock;
        if (lhsInBlock !== rhsInBlock) return false;
        if (!lhsInBlock) {
          // Values from elsewhere may differ: they become arguments of the merged block.
          if (!validSuccessorArgument(leaderBlock, lhsOperand) || !validSuccessorArgument(mergeBlock, rhsOperand)) return false;
          mismatched.push([opIndex, i]);
          continue;
        }
        if (this.leader.orderOf(lhsOperand) !== data.orderOf(rhsOperand)) return false;
      }
      // An op used outside its block cannot be merged: the merged op would be neither.
      if (opUsedOutsideOfBlock(rhs, mergeBlock) || opUsedOutsideOfBlock(lhs, leaderBlock)) return false;
    }
    if (lhs !== null || rhs !== null) return false;
    for (const pair of mismatched) this.operandsToMerge.set(`${pair[0]},${pair[1]}`, pair);
    if (!this.blocksToMerge.includes(mergeBlock)) this.blocksToMerge.push(mergeBlock);
    return true;
  }

  /** Merges the cluster's blocks into the leader; true when any was merged. */
  merge(rewriter: RewriterBase): boolean {
    if (this.blocksToMerge.length === 0) return false;
    const leaderBlock = this.leader.block;
    if (this.operandsToMerge.size > 0) {
      if (!predecessorsAreBranches(leaderBlock) || !this.blocksToMerge.every(predecessorsAreBranches)) return false;
      const positions = [...this.operandsToMerge.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      const blocks = [leaderBlock, ...this.blocksToMerge];
      const cursors: (Operation | null)[] = blocks.map((b) => b.firstOp);
      let newArguments: Value[][] = blocks.map(() => new Array<Value>(positions.length));
      const oldArgumentCount = leaderBlock.arguments.length;
      let currentOp = 0;
      positions.forEach(([opIndex, operandIndex], k) => {
        const step = opIndex - currentOp;
        currentOp = opIndex;
        for (let b = 0; b < blocks.length; b++) {
          let cursor = cursors[b] as Operation;
          for (let s = 0; s < step; s++) cursor = cursor.next as Operation;
          cursors[b] = cursor;
          const operand = cursor.operands[operandIndex] as OpOperand;
          (newArguments[b] as Value[])[k] = operand.value;
          if (b === 0) operand.set(leaderBlock.addArgument(operand.value.type, operand.value.location));
        }
      });
      newArguments = pruneRedundantArguments(newArguments, rewriter, oldArgumentCount, leaderBlock);
      const appendTo = (block: Block, values: readonly Value[]): void => {
        for (let use = block.firstUse; use !== null; use = use.nextUse) {
          const branch = BranchOpInterface.impl(use.owner);
          branch?.getSuccessorOperands(use.owner, use.index).forwardedOperands.append(values);
        }
      };
      appendTo(leaderBlock, newArguments[0] as Value[]);
      this.blocksToMerge.forEach((block, i) => appendTo(block, newArguments[i + 1] as Value[]));
    }
    for (const block of this.blocksToMerge) {
      block.replaceAllUsesWith(leaderBlock);
      rewriter.eraseBlock(block);
    }
    return true;
  }
}

/**
 * Drops the new arguments that every predecessor list passes the same value for as an
 * earlier one (MLIR's pruneRedundantArguments, which compares with the first occurrence
 * in the leader's list only), replacing the leader's argument by the earlier one.
 */
function pruneRedundantArguments(newArguments: Value[][], rewriter: RewriterBase, oldArgumentCount: number, block: Block): Value[][] {
  if (newArguments.length === 0) return newArguments;
  const first = newArguments[0] as Value[];
  const count = first.length;
  const firstIndex = new Map<Value, number>();
  for (let j = 0; j < count; j++) if (!firstIndex.has(first[j] as Value)) firstIndex.set(first[j] as Value, j);
  const replacement = new Map<number, number>();
  for (let j = 0; j < count; j++) {
    const k = firstIndex.get(first[j] as Value) as number;
    if (k === j) continue;
    let redundant = true;
    for (let i = 1; i < newArguments.length; i++) redundant = redundant && (newArguments[i] as Value[])[k] === (newArguments[i] as Value[])[j];
    if (redundant) replacement.set(j, k);
  }
  const pruned = newArguments.map((list) => list.filter((_, j) => !replacement.has(j)));
  const toErase: number[] = [];
  for (let j = 0; j < count; j++) {
    const k = replacement.get(j);
    if (k === undefined) continue;
    rewriter.replaceAllUsesWith(block.getArgument(oldArgumentCount + j), block.getArgument(oldArgumentCount + k));
    toErase.push(oldArgumentCount + j);
  }
  for (let i = toErase.length - 1; i >= 0; i--) block.eraseArgument(toErase[i] as number);
  return pruned;
}

/** Merges identical blocks of one region; true when any were. */
function mergeIdenticalBlocksIn(rewriter: RewriterBase, region: Region): boolean {
  if (region.firstBlock === null || region.hasOneBlock()) return false;
  // Group the non-entry blocks by their successor lists.
  const groups = new Map<string, Block[]>();
  const ids = new Map<object, number>();
  const idOf = (thing: object): number => {
    let id = ids.get(thing);
    if (id === undefined) {
      id = ids.size + 1;
      ids.set(thing, id);
    }
    return id;
  };
  for (let block = region.firstBlock.next; block !== null; block = block.next) {
    const key = block.getSuccessors().map(idOf).join(",");
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [block]);
    else group.push(block);
  }
  let merged = false;
  for (const blocks of groups.values()) {
    if (blocks.length === 1) continue;
    const clusters: BlockMergeCluster[] = [];
    for (const block of blocks) {
      let hasRegions = false;
      for (let op = block.firstOp; op !== null && !hasRegions; op = op.next) hasRegions = op.regions.some((r) => !r.empty());
      if (hasRegions) continue;
      if (block.arguments.some((arg) => usedOutsideOfBlock(arg, block))) continue;
      const data = new BlockEquivalenceData(block, idOf);
      if (!clusters.some((cluster) => cluster.addToCluster(data))) clusters.push(new BlockMergeCluster(data));
    }
    for (const cluster of clusters) merged = cluster.merge(rewriter) || merged;
  }
  return merged;
}

/**
 * MLIR's mergeIdenticalBlocks over `regions` and everything nested, a region merged again
 * until nothing more merges; true when any blocks were merged. Groups of blocks with the
 * same successors are visited in block order (MLIR visits them in hash-map order).
 */
export function mergeIdenticalBlocks(rewriter: RewriterBase, regions: readonly Region[]): boolean {
  const worklist = new OrderedSet<Region>(regions);
  let changed = false;
  while (worklist.size > 0) {
    const region = worklist.pop();
    if (mergeIdenticalBlocksIn(rewriter, region)) {
      worklist.insert(region);
      changed = true;
    }
    for (let block = region.firstBlock; block !== null; block = block.next) {
      for (let op = block.firstOp; op !== null; op = op.next) for (const nested of op.regions) worklist.insert(nested);
    }
  }
  return changed;
}

/** Drops the arguments of `block` that all its predecessors pass the same value for. */
function dropRedundantArgumentsOf(rewriter: RewriterBase, block: Block): boolean {
  const toErase: number[] = [];
  for (let index = 0; index < block.arguments.length; index++) {
    const arg = block.arguments[index] as BlockArgument;
    let same = true;
    let common: Value | undefined;
    for (let use = block.firstUse; use !== null; use = use.nextUse) {
      const branch = BranchOpInterface.impl(use.owner);
      if (branch === undefined) {
        same = false;
        break;
      }
      // MLIR indexes the forwarded operands by the argument number.
      const forwarded = branch.getSuccessorOperands(use.owner, use.index).forwardedOperands;
      if (index >= forwarded.length) {
        same = false;
        break;
      }
      const passed = forwarded.get(index).value;
      if (common === undefined) common = passed;
      else if (passed !== common) {
        same = false;
        break;
      }
    }
    // An argument only fed by itself (a block looping to itself alone) is left alone.
    if (common !== undefined && same && common !== arg) {
      toErase.push(index);
      rewriter.replaceAllUsesWith(arg, common);
    }
  }
  for (let i = toErase.length - 1; i >= 0; i--) {
    const index = toErase[i] as number;
    block.eraseArgument(index);
    for (let use = block.firstUse; use !== null; use = use.nextUse) {
      const operands = (BranchOpInterface.impl(use.owner) as NonNullable<ReturnType<typeof BranchOpInterface.impl>>).getSuccessorOperands(use.owner, use.index);
      operands.forwardedOperands.erase(index - operands.producedOperandCount);
    }
  }
  return toErase.length > 0;
}

/** MLIR's dropRedundantArguments over `regions` and everything nested; true when any argument was dropped. */
export function dropRedundantArguments(rewriter: RewriterBase, regions: readonly Region[]): boolean {
  const worklist = new OrderedSet<Region>(regions);
  let changed = false;
  while (worklist.size > 0) {
    const region = worklist.pop();
    for (let block = region.firstBlock; block !== null; block = block.next) {
      changed = dropRedundantArgumentsOf(rewriter, block) || changed;
      for (let op = block.firstOp; op !== null; op = op.next) for (const nested of op.regions) worklist.insert(nested);
    }
  }
  return changed;
}

/** LLVM's SetVector used as a stack: insertion order, no duplicates, pop from the back. */
class OrderedSet<T> {
  private readonly items: T[] = [];
  private readonly members = new Set<T>();
  constructor(initial: readonly T[]) {
    for (const item of initial) this.insert(item);
  }
  get size(): number {
    return this.items.length;
  }
  insert(item: T): void {
    if (this.members.has(item)) return;
    this.members.add(item);
    this.items.push(item);
  }
  pop(): T {
    const item = this.items.pop() as T;
    this.members.delete(item);
    return item;
  }
}
