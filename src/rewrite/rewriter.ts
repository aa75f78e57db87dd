// The rewriters (MLIR's RewriterBase, PatternRewriter, IRRewriter): an OpBuilder through
// which every IR change a pattern, folder or driver makes goes, so that its listener hears
// of it. Each method changes the IR as MLIR's does and announces the same notifications
// in the same order (the greedy driver's worklist order depends on them).
import { OpBuilder, type InsertionPoint } from "../ir/builder.js";
import type { MLIRContext } from "../ir/context.js";
import type { Location } from "../ir/location.js";
import { Block, Operation, type BlockOperand, type OpOperand, type Region, type Value } from "../ir/operation.js";
import { dropAllBlockUses, dropAllResultUses, dropAllUses, postOrderBlocks } from "./ir-utils.js";
import { MatchFailureDiagnostic, notifyReplacedByOp, type MatchFailureReason, type RewriterListener } from "./listener.js";
import type { PatternBuilder } from "./drr.js";

/** What `replaceOpWithNewOp` builds: an op, or a typed op view holding one. */
export type BuiltOp = Operation | { readonly operation: Operation };

function operationOf(built: BuiltOp): Operation {
  return built instanceof Operation ? built : built.operation;
}

export abstract class RewriterBase extends OpBuilder {
  declare listener: RewriterListener | undefined;
  /** The `$_builder` DRR patterns use with this rewriter (PatternBuilder.of), made on first use. */
  drrBuilder: PatternBuilder | undefined = undefined;

  protected constructor(context: MLIRContext, listener?: RewriterListener) {
    super(context, listener);
  }

  // ---- replacing ----

  /** Replaces `op`'s results (by `replacement`'s results or by values) and erases it. */
  replaceOp(op: Operation, replacement: Operation | readonly Value[]): void {
    const count = replacement instanceof Operation ? replacement.numResults : replacement.length;
    if (count !== op.numResults) throw new RangeError(`replaceOp: ${count} replacement values for ${op.numResults} results of '${op.name.name}'`);
    this.replaceAllOpUsesWith(op, replacement);
    this.eraseOp(op);
  }

  /** Creates an op with `build` (at the insertion point) and replaces `op` with it. */
  replaceOpWithNewOp<T extends BuiltOp>(op: Operation, build: () => T): T {
    const built = build();
    this.replaceOp(op, operationOf(built));
    return built;
  }

  /** Replaces every use of `from`'s results, announcing the replacement first; `from` stays. */
  replaceAllOpUsesWith(from: Operation, to: Operation | readonly Value[]): void {
    const listener = this.listener;
    if (to instanceof Operation) {
      if (listener !== undefined) notifyReplacedByOp(listener, from, to);
      this.replaceAllValuesWith(from.results, to.results);
    } else {
      listener?.notifyOperationReplaced?.(from, to);
      this.replaceAllValuesWith(from.results, to);
    }
  }

  /** Replaces the uses of each `from[i]` by `to[i]`. */
  replaceAllValuesWith(from: readonly Value[], to: readonly Value[]): void {
    if (from.length !== to.length) throw new RangeError("replaceAllValuesWith: value count mismatch");
    for (let i = 0; i < from.length; i++) this.replaceAllUsesWith(from[i] as Value, to[i] as Value);
  }

  /** Replaces every use of a value (or every branch to a block), each user as an in-place modification. */
  replaceAllUsesWith(from: Value, to: Value): void;
  replaceAllUsesWith(from: Block, to: Block): void;
  replaceAllUsesWith(from: Value | Block, to: Value | Block): void {
    // Each use is modifyOpInPlace spelled out: no closure per use (a fold replaces every use of its op).
    if (from instanceof Block) {
      for (let use: BlockOperand | null = from.firstUse; use !== null; ) {
        const next: BlockOperand | null = use.nextUse;
        this.startOpModification(use.owner);
        use.set(to as Block);
        this.finalizeOpModification(use.owner);
        use = next;
      }
      return;
    }
    for (let use: OpOperand | null = from.firstUse; use !== null; ) {
      const next: OpOperand | null = use.nextUse;
      this.startOpModification(use.owner);
      use.set(to as Value);
      this.finalizeOpModification(use.owner);
      use = next;
    }
  }

  /** Replaces the uses of `from` accepted by `predicate`; returns whether every use was replaced. */
  replaceUsesWithIf(from: Value, to: Value, predicate: (use: OpOperand) => boolean): boolean {
    let all = true;
    for (let use: OpOperand | null = from.firstUse; use !== null; ) {
      const next: OpOperand | null = use.nextUse;
      const operand = use;
      if (predicate(operand)) {
        this.startOpModification(operand.owner);
        operand.set(to);
        this.finalizeOpModification(operand.owner);
      } else all = false;
      use = next;
    }
    return all;
  }

  /** Replaces every use of `from` except those by `exceptedUser`. */
  replaceAllUsesExcept(from: Value, to: Value, exceptedUser: Operation): void {
    this.replaceUsesWithIf(from, to, (use) => use.owner !== exceptedUser);
  }

  /** Replaces the uses of `from`'s results accepted by `predicate`; returns whether every use was replaced. */
  replaceOpUsesWithIf(from: Operation, to: readonly Value[], predicate: (use: OpOperand) => boolean): boolean {
    if (to.length !== from.results.length) throw new RangeError("replaceOpUsesWithIf: value count mismatch");
    let all = true;
    for (let i = 0; i < to.length; i++) all = this.replaceUsesWithIf(from.results[i] as Value, to[i] as Value, predicate) && all;
    return all;
  }

  /** Replaces the uses of `op`'s results by ops nested in `block`; returns whether every use was replaced. */
  replaceOpUsesWithinBlock(op: Operation, to: readonly Value[], block: Block): boolean {
    return this.replaceOpUsesWithIf(op, to, (use) => block.findAncestorOpInBlock(use.owner) !== null);
  }

  // ---- erasing ----

  /**
   * Erases an op whose results are unused. A listener hears of every nested op and block
   * first, users before definitions (post-order, successor blocks before predecessors), as
   * MLIR's eraseOp announces them.
   */
  eraseOp(op: Operation): void {
    const listener = this.listener;
    if (listener === undefined) {
      op.erase();
      return;
    }
    this.eraseTree(op, listener);
  }

  private eraseTree(op: Operation, listener: RewriterListener): void {
    for (let r = op.regions.length - 1; r >= 0; r--) {
      const region = op.regions[r] as Region;
      while (region.firstBlock !== null) {
        const order = postOrderBlocks(region.firstBlock);
        for (let b = 0; b < order.length; b++) {
          for (let nested = (order[b] as Block).lastOp; nested !== null; ) {
            const prev: Operation | null = nested.prev;
            this.eraseTree(nested, listener);
            nested = prev;
          }
        }
        for (let b = 0; b < order.length; b++) {
          const block = order[b] as Block;
          const args = block.arguments;
          for (let a = 0; a < args.length; a++) dropAllUses(args[a] as Value);
          dropAllBlockUses(block);
          this.eraseBlock(block);
        }
      }
    }
    listener.notifyOperationErased?.(op);
    dropAllResultUses(op);
    op.erase();
  }

  /** Erases a block without predecessors, its ops last to first, then the block. */
  eraseBlock(block: Block): void {
    for (let op = block.lastOp; op !== null; ) {
      const prev: Operation | null = op.prev;
      this.eraseOp(op);
      op = prev;
    }
    this.listener?.notifyBlockErased?.(block);
    block.erase();
  }

  // ---- in-place modification ----

  /** Marks the start of an in-place change of `op` (MLIR's startOpModification). */
  startOpModification(_op: Operation): void {}

  /** Marks the end of an in-place change: the listener hears that `op` was modified. */
  finalizeOpModification(op: Operation): void {
    this.listener?.notifyOperationModified?.(op);
  }

  /** Abandons an in-place change started with startOpModification (nothing is announced). */
  cancelOpModification(_op: Operation): void {}

  /** Runs `change` on `op` as one in-place modification. */
  modifyOpInPlace(op: Operation, change: () => void): void {
    this.startOpModification(op);
    change();
    this.finalizeOpModification(op);
  }

  // ---- moving ops and blocks ----

  /** Moves `op` before `anchor` (an op, or null for the end of `block`), announced as an insertion from where it was. */
  moveOpBefore(op: Operation, anchor: Operation): void;
  moveOpBefore(op: Operation, block: Block, anchor: Operation | null): void;
  moveOpBefore(op: Operation, where: Operation | Block, anchor?: Operation | null): void {
    let block: Block;
    let before: Operation | null;
    if (where instanceof Operation) {
      if (where.parent === null) throw new Error("moveOpBefore: the anchor is not in a block");
      block = where.parent;
      before = where;
    } else {
      block = where;
      before = anchor ?? null;
    }
    const previous: InsertionPoint | null = op.parent === null ? null : { block: op.parent, anchor: op.next };
    // Moving an op before itself leaves it where it is.
    if (before === op) before = op.next;
    op.remove();
    block.insertBefore(op, before);
    this.listener?.notifyOperationInserted?.(op, previous);
  }

  /** Moves `op` right after `existing`. */
  moveOpAfter(op: Operation, existing: Operation): void {
    if (existing.parent === null) throw new Error("moveOpAfter: the anchor is not in a block");
    // The anchor is taken before `op` leaves its place, as MLIR's std::next(iterator).
    this.moveOpBefore(op, existing.parent, existing.next === op ? op.next : existing.next);
  }

  /** Moves `block` before `anchor` in `region` (null: at its end), announced as an insertion from where it was. */
  moveBlockBefore(block: Block, region: Region, anchor: Block | null): void {
    const previousRegion = block.parent;
    const previousNext = block.next;
    block.remove();
    region.insertBlockBefore(block, anchor);
    this.listener?.notifyBlockInserted?.(block, previousRegion, previousNext);
  }

  /** Moves every block of `region` before `before` in `parent` (null: at its end). */
  inlineRegionBefore(region: Region, parent: Region, before: Block | null): void {
    while (region.firstBlock !== null) this.moveBlockBefore(region.firstBlock, parent, before);
  }

  /**
   * Moves the ops of `source` (which has no predecessors) before `before` in `dest` (null:
   * at its end), replacing its arguments by `argValues`, and erases `source`.
   */
  inlineBlockBefore(source: Block, dest: Block, before: Operation | null, argValues: readonly Value[] = []): void {
    if (argValues.length !== source.arguments.length) throw new RangeError("inlineBlockBefore: one value per block argument is required");
    if (!source.hasNoPredecessors()) throw new Error("inlineBlockBefore: the source block still has predecessors");
    for (let i = 0; i < argValues.length; i++) this.replaceAllUsesWith(source.arguments[i] as Value, argValues[i] as Value);
    while (source.firstOp !== null) this.moveOpBefore(source.firstOp, dest, before);
    this.eraseBlock(source);
  }

  /** Appends the ops of `source` to `dest` (MLIR's mergeBlocks), replacing its arguments by `argValues`. */
  mergeBlocks(source: Block, dest: Block, argValues: readonly Value[] = []): void {
    this.inlineBlockBefore(source, dest, null, argValues);
  }

  /** Splits `block` before `before` (null: at its end): the ops from there on move to a new block after it. */
  splitBlock(block: Block, before: Operation | null): Block {
    const region = block.parent;
    if (region === null) throw new Error("splitBlock: the block is not in a region");
    const saved = this.insertionPoint;
    const created = this.createBlock(region, [], [], block.next);
    this.restoreInsertionPoint(saved);
    if (before === null) return created;
    while (before.parent !== created) this.moveOpBefore(block.lastOp as Operation, created, created.firstOp);
    return created;
  }

  // ---- match failures ----

  /** Reports why a pattern did not match (to the listener) and returns false, for `return rewriter.notifyMatchFailure(...)`. */
  notifyMatchFailure(where: Location | Operation, reason: string | MatchFailureReason): false {
    const listener = this.listener;
    if (listener?.notifyMatchFailure !== undefined) {
      const location = where instanceof Operation ? where.location : where;
      listener.notifyMatchFailure(location, typeof reason === "string" ? (diagnostic) => diagnostic.append(reason) : reason);
    }
    return false;
  }
}

/** The rewriter handed to patterns (MLIR's PatternRewriter). */
export class PatternRewriter extends RewriterBase {
  constructor(context: MLIRContext, listener?: RewriterListener) {
    super(context, listener);
  }
  /** Whether the driver can undo a failed rewrite (the greedy driver cannot). */
  canRecoverFromRewriteFailure(): boolean {
    return false;
  }
}

/** A rewriter for code outside patterns (MLIR's IRRewriter). */
export class IRRewriter extends RewriterBase {
  constructor(context: MLIRContext, listener?: RewriterListener) {
    super(context, listener);
  }
}

/** The text of a match failure reason (for listeners that record them). */
export function matchFailureMessage(location: Location, reason: MatchFailureReason): string {
  const diagnostic = new MatchFailureDiagnostic(location);
  reason(diagnostic);
  return diagnostic.message;
}
