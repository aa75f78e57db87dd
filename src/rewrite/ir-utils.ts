// IR helpers the rewrite layer needs beyond the core's: MLIR's dropAllUses (which leaves
// the dropped uses null; here an operand unlinked from its value's use list counts as
// null), and the post-order block traversal of LLVM's po_iterator.
import type { Block, BlockOperand, OpOperand, Operation, Value } from "../ir/operation.js";

/** Whether `operand` is still a use of its value (false once dropped: MLIR's null operand). */
export function isLinkedOperand(operand: OpOperand): boolean {
  return operand.prevUse !== null || operand.value.firstUse === operand;
}

/** Whether `operand` still refers to its block (false once dropped). */
export function isLinkedSuccessor(operand: BlockOperand): boolean {
  return operand.prevUse !== null || operand.block.firstUse === operand;
}

/** MLIR's Value::dropAllUses: every use stops referring to `value`. */
export function dropAllUses(value: Value): void {
  while (value.firstUse !== null) value.firstUse.unlink();
}

/** MLIR's Operation::dropAllUses: drops the uses of every result. */
export function dropAllResultUses(op: Operation): void {
  for (const result of op.results) dropAllUses(result);
}

/** MLIR's Block::dropAllUses: every terminator branching to `block` stops doing so. */
export function dropAllBlockUses(block: Block): void {
  while (block.firstUse !== null) block.firstUse.unlink();
}

/**
 * MLIR's Block::dropAllDefinedValueUses: drops the uses of the block's arguments, of
 * every value defined in it (nested regions too) and of the block itself.
 */
export function dropAllDefinedValueUses(block: Block): void {
  const blocks: Block[] = [block];
  while (blocks.length > 0) {
    const b = blocks.pop() as Block;
    for (const arg of b.arguments) dropAllUses(arg);
    for (let op = b.firstOp; op !== null; op = op.next) {
      dropAllResultUses(op);
      for (const region of op.regions) for (let nested = region.firstBlock; nested !== null; nested = nested.next) blocks.push(nested);
    }
    dropAllBlockUses(b);
  }
}

/** The blocks a block's last op branches to, skipping dropped successors (MLIR's null successors). */
export function liveSuccessors(block: Block): Block[] {
  const last = block.lastOp;
  if (last === null) return [];
  const out: Block[] = [];
  for (const operand of last.successors) if (isLinkedSuccessor(operand)) out.push(operand.block);
  return out;
}

/**
 * The blocks reachable from `entry` in post-order (LLVM's post_order: successors in order,
 * a block after everything it leads to), skipping blocks already in `visited`, which
 * collects the visited ones.
 */
export function postOrderBlocks(entry: Block, visited?: Set<Block>): Block[] {
  // Most regions are one block without successors.
  const last = entry.lastOp;
  if (visited === undefined && (last === null || last.successors.length === 0)) return [entry];
  visited ??= new Set();
  const out: Block[] = [];
  if (visited.has(entry)) return out;
  visited.add(entry);
  const stack: { block: Block; successors: Block[]; next: number }[] = [{ block: entry, successors: liveSuccessors(entry), next: 0 }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as { block: Block; successors: Block[]; next: number };
    if (top.next < top.successors.length) {
      const successor = top.successors[top.next++] as Block;
      if (!visited.has(successor)) {
        visited.add(successor);
        stack.push({ block: successor, successors: liveSuccessors(successor), next: 0 });
      }
      continue;
    }
    stack.pop();
    out.push(top.block);
  }
  return out;
}

/** The blocks reachable from `entry` in depth-first pre-order (LLVM's depth_first). */
export function reachableBlocks(entry: Block): Set<Block> {
  const visited = new Set<Block>([entry]);
  const stack: Block[] = [entry];
  while (stack.length > 0) {
    const block = stack.pop() as Block;
    for (const successor of liveSuccessors(block)) {
      if (visited.has(successor)) continue;
      visited.add(successor);
      stack.push(successor);
    }
  }
  return visited;
}
