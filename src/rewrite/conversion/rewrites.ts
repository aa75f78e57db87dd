// The log of IR changes a dialect conversion makes (MLIR's IRRewrite classes). Some
// changes are made at once and undone on rollback (creating, moving and modifying ops and
// blocks), some are only recorded and made when the conversion commits (replacing and
// erasing ops, replacing block arguments): until then the replaced ops stay in place, their
// results mapped to the replacements. Rollback undoes the entries last to first.
import type { Location } from "../../ir/location.js";
import type { Attribute, DictionaryAttr } from "../../ir/attributes.js";
import type { Block, BlockArgument, Operation, OpResult, Region, Value } from "../../ir/operation.js";
import { dropAllBlockUses, dropAllDefinedValueUses, dropAllResultUses } from "../ir-utils.js";
import type { RewriterBase } from "../rewriter.js";
import type { TypeConverter } from "./type-converter.js";

/** Values replaced during the conversion and what replaced them (MLIR's ConversionValueMapping), followed transitively. */
export class ConversionValueMapping {
  private readonly mapping = new Map<Value, Value>();
  private readonly mappedTo = new Set<Value>();

  /** The deepest mapped value of `desiredType` (any type when not given), else the deepest mapped value; `from` when unmapped. */
  lookupOrDefault(from: Value, desiredType?: unknown): Value {
    let desired: Value | undefined;
    let current = from;
    for (;;) {
      if (desiredType === undefined || current.type === desiredType) desired = current;
      const next = this.mapping.get(current);
      if (next === undefined) break;
      current = next;
    }
    return desired ?? current;
  }
  /** As lookupOrDefault, but undefined when `from` is unmapped or no value has `desiredType`. */
  lookupOrNull(from: Value, desiredType?: unknown): Value | undefined {
    const result = this.lookupOrDefault(from, desiredType);
    if (result === from || (desiredType !== undefined && result.type !== desiredType)) return undefined;
    return result;
  }
  map(from: Value, to: Value): void {
    this.mapping.set(from, to);
    this.mappedTo.add(to);
  }
  /** Maps `from` to `to` unless that closes a cycle (`to` leads back to `from`); false then. */
  tryMap(from: Value, to: Value): boolean {
    for (let value: Value | undefined = to; value !== undefined; value = this.mapping.get(value)) if (value === from) return false;
    this.map(from, to);
    return true;
  }
  /** For each mapped-to value, the values mapped to it (in mapping order). */
  getInverse(): Map<Value, Value[]> {
    const inverse = new Map<Value, Value[]>();
    for (const [from, to] of this.mapping) {
      const list = inverse.get(to);
      if (list === undefined) inverse.set(to, [from]);
      else list.push(from);
    }
    return inverse;
  }
  erase(from: Value): void {
    this.mapping.delete(from);
  }
  /** Whether some value is mapped to `value` (may say yes for values unmapped since). */
  isMappedTo(value: Value): boolean {
    return this.mappedTo.has(value);
  }
}

/** What the rewrites need of the conversion's state. */
export interface RewriteContext {
  readonly mapping: ConversionValueMapping;
  readonly replacedOps: { has(op: Operation): boolean };
}

export abstract class IRRewrite {
  /** Undoes the change. */
  abstract rollback(): void;
  /** Makes a recorded change (the conversion succeeded); `rewriter` tells the conversion's listener. */
  commit(_rewriter: RewriterBase): void {}
  /** Frees what was only unlinked (after every commit). */
  cleanup(): void {}
}

/** A new block (already in the IR). */
export class CreateBlockRewrite extends IRRewrite {
  constructor(readonly block: Block) {
    super();
  }
  override commit(rewriter: RewriterBase): void {
    rewriter.listener?.notifyBlockInserted?.(this.block, null, null);
  }
  rollback(): void {
    // Its ops are undone by their own entries (created ones erased, moved ones moved back).
    while (this.block.firstOp !== null) this.block.firstOp.remove();
    dropAllBlockUses(this.block);
    this.block.remove();
  }
}

/** An erased block: unlinked now, destroyed at cleanup. */
export class EraseBlockRewrite extends IRRewrite {
  private readonly region: Region;
  private readonly insertBefore: Block | null;
  constructor(readonly block: Block) {
    super();
    const region = block.parent;
    if (region === null) throw new Error("eraseBlock: the block is not in a region");
    this.region = region;
    this.insertBefore = block.next;
  }
  override commit(rewriter: RewriterBase): void {
    rewriter.listener?.notifyBlockErased?.(this.block);
  }
  override cleanup(): void {
    dropAllDefinedValueUses(this.block);
    this.block.dropAllReferences();
  }
  rollback(): void {
    this.region.insertBlockBefore(this.block, this.insertBefore);
  }
}

/** A block moved from `region` (before `insertBefore`). */
export class MoveBlockRewrite extends IRRewrite {
  constructor(
    readonly block: Block,
    private readonly region: Region,
    private readonly insertBefore: Block | null,
  ) {
    super();
  }
  override commit(rewriter: RewriterBase): void {
    rewriter.listener?.notifyBlockInserted?.(this.block, this.region, null);
  }
  rollback(): void {
    this.block.remove();
    this.region.insertBlockBefore(this.block, this.insertBefore);
  }
}

/** The uses of `origBlock` were redirected to `newBlock` (a signature conversion, with `converter` when given). */
export class BlockTypeConversionRewrite extends IRRewrite {
  constructor(
    readonly block: Block,
    readonly newBlock: Block,
    readonly converter: TypeConverter | undefined,
  ) {
    super();
  }
  override commit(rewriter: RewriterBase): void {
    const listener = rewriter.listener;
    if (listener?.notifyOperationModified === undefined) return;
    for (let use = this.newBlock.firstUse; use !== null; use = use.nextUse) listener.notifyOperationModified(use.owner);
  }
  rollback(): void {
    this.newBlock.replaceAllUsesWith(this.block);
  }
}

/** A block argument whose uses take its mapped value at commit. */
export class ReplaceBlockArgRewrite extends IRRewrite {
  constructor(
    private readonly state: RewriteContext,
    readonly block: Block,
    readonly argument: BlockArgument,
  ) {
    super();
  }
  override commit(rewriter: RewriterBase): void {
    const replacement = this.state.mapping.lookupOrNull(this.argument, this.argument.type);
    if (replacement === undefined) return;
    const definingOp = replacement.definingOp;
    if (definingOp === null) {
      rewriter.replaceAllUsesWith(this.argument, replacement);
      return;
    }
    // Uses before the replacement's op in its own block keep the argument (as MLIR).
    const replacementBlock = definingOp.parent;
    rewriter.replaceUsesWithIf(this.argument, replacement, (use) => use.owner.parent !== replacementBlock || definingOp.isBeforeInBlock(use.owner));
  }
  rollback(): void {
    this.state.mapping.erase(this.argument);
  }
}

/** An op moved from `block` (before `insertBefore`). */
export class MoveOperationRewrite extends IRRewrite {
  constructor(
    readonly op: Operation,
    private readonly block: Block,
    private readonly insertBefore: Operation | null,
  ) {
    super();
  }
  override commit(rewriter: RewriterBase): void {
    rewriter.listener?.notifyOperationInserted?.(this.op, { block: this.block, anchor: null });
  }
  rollback(): void {
    this.op.remove();
    this.block.insertBefore(this.op, this.insertBefore);
  }
}

/** An op changed in place: its state before the change is kept to restore it. */
export class ModifyOperationRewrite extends IRRewrite {
  private readonly location: Location;
  private readonly attributes: DictionaryAttr;
  private readonly properties: Attribute | null;
  private readonly operands: Value[];
  private readonly successors: Block[];
  constructor(readonly op: Operation) {
    super();
    this.location = op.location;
    this.attributes = op.attributes;
    this.properties = op.properties;
    this.operands = op.getOperands();
    this.successors = op.getSuccessors();
  }
  override commit(rewriter: RewriterBase): void {
    rewriter.listener?.notifyOperationModified?.(this.op);
  }
  rollback(): void {
    const op = this.op;
    op.location = this.location;
    op.attributes = this.attributes;
    op.properties = this.properties;
    // Operands and successors are set one by one when their number did not change, so the
    // operand objects (and the ops' identity in use lists) stay.
    if (op.operands.length === this.operands.length) this.operands.forEach((v, i) => op.operands[i]?.value !== v && op.setOperand(i, v));
    else op.setOperands(this.operands);
    if (op.successors.length === this.successors.length) this.successors.forEach((b, i) => op.successors[i]?.block !== b && op.setSuccessor(i, b));
    else op.setSuccessors(this.successors);
  }
}

/** An op replaced (or erased): its results take their mapped values at commit, then it goes. */
export class ReplaceOperationRewrite extends IRRewrite {
  constructor(
    private readonly state: RewriteContext,
    readonly op: Operation,
    readonly converter: TypeConverter | undefined,
  ) {
    super();
  }
  override commit(rewriter: RewriterBase): void {
    const op = this.op;
    const replacements = op.results.map((r: OpResult) => this.state.mapping.lookupOrNull(r, r.type));
    const listener = rewriter.listener;
    listener?.notifyOperationReplaced?.(
      op,
      replacements.map((v, i) => v ?? (op.results[i] as OpResult)),
    );
    op.results.forEach((result, i) => {
      const replacement = replacements[i];
      if (replacement !== undefined) rewriter.replaceAllUsesWith(result, replacement);
    });
    if (listener?.notifyOperationErased !== undefined) walkPost(op, (nested) => listener.notifyOperationErased?.(nested));
    // Unlinked now; destroyed at cleanup (the mapping may still name it).
    op.remove();
  }
  override cleanup(): void {
    walkPost(this.op, (nested) => dropAllResultUses(nested));
    this.op.dropAllReferences();
  }
  rollback(): void {
    for (const result of this.op.results) this.state.mapping.erase(result);
  }
}

/** A new op (already in the IR). */
export class CreateOperationRewrite extends IRRewrite {
  constructor(readonly op: Operation) {
    super();
  }
  override commit(rewriter: RewriterBase): void {
    rewriter.listener?.notifyOperationInserted?.(this.op, null);
  }
  rollback(): void {
    // Blocks in its regions are undone by their own entries.
    for (const region of this.op.regions) while (region.firstBlock !== null) region.firstBlock.remove();
    dropAllResultUses(this.op);
    this.op.remove();
    this.op.dropOwnReferences();
  }
}

/** Which way an unresolved materialization converts. */
export type MaterializationKind = "argument" | "source" | "target";

/** A builtin.unrealized_conversion_cast the conversion inserted, resolved (or erased) at the end. */
export class UnresolvedMaterializationRewrite extends IRRewrite {
  constructor(
    private readonly state: RewriteContext & { readonly unresolvedMaterializations: Map<Operation, UnresolvedMaterializationRewrite> },
    readonly op: Operation,
    readonly converter: TypeConverter | undefined,
    readonly kind: MaterializationKind,
    readonly mappedValue: Value | undefined,
  ) {
    super();
    state.unresolvedMaterializations.set(op, this);
  }
  rollback(): void {
    if (this.mappedValue !== undefined) this.state.mapping.erase(this.mappedValue);
    this.state.unresolvedMaterializations.delete(this.op);
    dropAllResultUses(this.op);
    this.op.remove();
    this.op.dropOwnReferences();
  }
}

/**
 * After commit: erases the conversion's casts nobody uses any more (resolved ones, whose
 * uses went to their materialization, and those no live op needed), last made first so a
 * chain of casts goes as a whole. A cast still used stays in the IR (MLIR 19 leaves it too).
 */
export function eraseDeadMaterializations(rewrites: readonly IRRewrite[]): void {
  for (let i = rewrites.length - 1; i >= 0; i--) {
    const rewrite = rewrites[i];
    if (!(rewrite instanceof UnresolvedMaterializationRewrite)) continue;
    const cast = rewrite.op;
    // Never announced to the listener (a cast is not a change the conversion made), nor its erasure.
    if (cast.parent !== null && cast.useEmpty()) cast.erase();
  }
}

function walkPost(op: Operation, visit: (op: Operation) => void): void {
  for (const region of op.regions)
    for (let block = region.firstBlock; block !== null; block = block.next)
      for (let nested = block.firstOp; nested !== null; nested = nested.next) walkPost(nested, visit);
  visit(op);
}

/**
 * The ops from `firstMoved` on moved from `block` into the new block after it (a split made
 * in one go when no listener needs a notification per op). Undone by moving them back.
 */
export class SplitBlockRewrite extends IRRewrite {
  constructor(
    readonly block: Block,
    readonly newBlock: Block,
  ) {
    super();
  }
  rollback(): void {
    // Later changes are undone already: the new block holds exactly the moved ops.
    const first = this.newBlock.firstOp;
    if (first !== null) this.block.spliceBefore(null, first);
  }
}
