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
  const numResults = op.numResults;
  for (let i = 0; i < numResults; i++) dropAllUses(op.getResult(i));
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
 * The successor of `block` at or after successor index `from` that is still linked, as
 * (index + 1) so that 0 means none: the traversals below step through a block's
 * successors with it instead of collecting them into an array per block.
 */
function nextLiveSuccessor(block: Block, from: number): number {
  const last = block.lastOp;
  if (last === null) return 0;
  const successors = last.successors;
  for (let i = from; i < successors.length; i++) if (isLinkedSuccessor(successors[i] as BlockOperand)) return i + 1;
  return 0;
}

/** Where the post-order walk is in one block: the next successor index to look at. */
interface PostOrderFrame {
  readonly block: Block;
  next: number;
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
  const stack: PostOrderFrame[] = [{ block: entry, next: 0 }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as PostOrderFrame;
    const found = nextLiveSuccessor(top.block, top.next);
    if (found !== 0) {
      top.next = found;
      const successor = ((top.block.lastOp as Operation).successors[found - 1] as BlockOperand).block;
      if (!visited.has(successor)) {
        visited.add(successor);
        stack.push({ block: successor, next: 0 });
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
    const last = block.lastOp;
    if (last === null) continue;
    const successors = last.successors;
    for (let i = 0; i < successors.length; i++) {
      const operand = successors[i] as BlockOperand;
      if (!isLinkedSuccessor(operand)) continue;
      const successor = operand.block;
      if (visited.has(successor)) continue;
      visited.add(successor);
      stack.push(successor);
    }
  }
  return visited;
}
