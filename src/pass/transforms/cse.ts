// cse (MLIR 19's CSE): walks each region along its dominator tree with a scoped table of
// the ops seen so far; an op equivalent to a known one is replaced by it. Side-effect free
// ops are merged anywhere they are dominated; ops that only read memory only within one
// block and when nothing between the two may write. Ops that are already unused and free
// of effects are erased on the way. Ops with multi-block regions are left alone.
import type { Block, Operation, OpOperand, Region } from "../../ir/operation.js";
import { UnknownLoc } from "../../ir/location.js";
import { DominanceInfo, regionKindAt } from "../../ir/dominance.js";
import { MemoryEffect, MemoryEffectOpInterface, getMemoryEffects, isMemoryEffectFree, isOpTriviallyDead, onlyHasEffect, type EffectInstance } from "../../ir/side-effects.js";
import { OpTrait } from "../../ir/traits.js";
import { CSEBase } from "../../../generated/transforms-passes.js";
import { IdentityHasher, hashOperation, isEquivalentOperation } from "./operation-equivalence.js";

/** MLIR's ScopedHashTable<Operation*, Operation*> keyed by op equivalence. */
class ScopedOpTable {
  private readonly buckets = new Map<number, Operation[]>();
  /** Per scope, the hashes of the ops it inserted, in order (a number each, no tuple per op). */
  private readonly scopes: number[][] = [];
  constructor(private readonly hasher: IdentityHasher) {}

  enter(): void {
    this.scopes.push([]);
  }
  exit(): void {
    const scope = this.scopes.pop();
    if (scope === undefined) return;
    // Each insert pushed onto its hash's bucket: popping the buckets in reverse undoes them.
    for (let i = scope.length - 1; i >= 0; i--) {
      const hash = scope[i] as number;
      const bucket = this.buckets.get(hash) as Operation[];
      bucket.pop();
      if (bucket.length === 0) this.buckets.delete(hash);
    }
  }
  /** The op's hash in this table (computed once per op: lookup and insert both take it). */
  hash(op: Operation): number {
    return hashOperation(op, this.hasher);
  }
  /** The most recent op in scope equivalent to `op`, whose hash is `hash`. */
  lookup(op: Operation, hash: number): Operation | undefined {
    const bucket = this.buckets.get(hash);
    if (bucket === undefined) return undefined;
    for (let i = bucket.length - 1; i >= 0; i--) {
      const known = bucket[i] as Operation;
      if (isEquivalentOperation(known, op)) return known;
    }
    return undefined;
  }
  insert(op: Operation, hash: number): void {
    let bucket = this.buckets.get(hash);
    if (bucket === undefined) this.buckets.set(hash, (bucket = []));
    bucket.push(op);
    (this.scopes[this.scopes.length - 1] as number[]).push(hash);
  }
}

/** MLIR's getEffectsRecursively: undefined when some op's effects are unknown. */
function effectsRecursively(root: Operation): EffectInstance[] | undefined {
  const effects: EffectInstance[] = [];
  const stack: Operation[] = [root];
  while (stack.length > 0) {
    const op = stack.pop() as Operation;
    const recursive = op.hasTrait(OpTrait.HasRecursiveMemoryEffects);
    if (recursive) {
      for (const region of op.regions) {
        for (let block = region.firstBlock; block !== null; block = block.next) {
          for (let nested = block.firstOp; nested !== null; nested = nested.next) stack.push(nested);
        }
      }
    }
    const own = getMemoryEffects(op);
    if (own !== undefined) effects.push(...own);
    else if (!recursive) return undefined;
  }
  return effects;
}

function hasSSADominance(region: Region): boolean {
  const op = region.parentOp;
  if (op === null) return true;
  if (!op.isRegistered()) return false;
  return regionKindAt(op, op.regions.indexOf(region)) === "ssacfg";
}

export class CSE extends CSEBase {
  private opsToErase: Operation[] = [];
  private domInfo: DominanceInfo | undefined;
  /** Per block: for a read op, how far no write was found after it (MLIR's memEffectsCache). */
  private readonly noWriteUntil = new Map<Operation, Operation>();
  private readonly hasher = new IdentityHasher();

  override runOnOperation(): void {
    this.domInfo = this.getAnalysis(DominanceInfo);
    this.opsToErase = [];
    const root = this.getOperation();
    const known = new ScopedOpTable(this.hasher);
    for (const region of root.regions) this.simplifyRegion(known, region);
    const changed = this.opsToErase.length > 0;
    for (const op of this.opsToErase) op.erase();
    this.opsToErase = [];
    this.domInfo = undefined;
    if (!changed) return this.markAllAnalysesPreserved();
    // No region or block was removed: dominance still holds.
    this.markAnalysesPreserved(DominanceInfo);
  }

  private simplifyRegion(known: ScopedOpTable, region: Region): void {
    const first = region.firstBlock;
    if (first === null) return;
    const ssa = hasSSADominance(region);
    if (first.next === null) {
      known.enter();
      this.simplifyBlock(known, first, ssa);
      known.exit();
      return;
    }
    // Without SSA dominance there is no order to walk several blocks in.
    if (!ssa) return;
    // The dominator tree of the region, walked depth first with one scope per block.
    const children = new Map<Block, Block[]>();
    const dom = this.domInfo as DominanceInfo;
    for (let block: Block | null = first.next; block !== null; block = block.next) {
      if (!dom.isReachableFromEntry(block)) continue;
      const idom = dom.properDominators(block)[0];
      if (idom === undefined) continue;
      let list = children.get(idom);
      if (list === undefined) children.set(idom, (list = []));
      list.push(block);
    }
    const stack: Array<{ block: Block; next: number }> = [{ block: first, next: 0 }];
    known.enter();
    this.simplifyBlock(known, first, ssa);
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as { block: Block; next: number };
      const child = children.get(top.block)?.[top.next];
      if (child === undefined) {
        stack.pop();
        known.exit();
        continue;
      }
      top.next++;
      stack.push({ block: child, next: 0 });
      known.enter();
      this.simplifyBlock(known, child, ssa);
    }
  }

  private simplifyBlock(known: ScopedOpTable, block: Block, ssa: boolean): void {
    for (let op = block.firstOp; op !== null; op = op.next) {
      if (op.regions.length !== 0) {
        // Isolated ops get a table of their own: nothing from outside may be used inside.
        const table = op.mightHaveTrait(OpTrait.IsIsolatedFromAbove) ? new ScopedOpTable(this.hasher) : known;
        for (const region of op.regions) this.simplifyRegion(table, region);
      }
      this.simplifyOperation(known, op, ssa);
    }
    this.noWriteUntil.clear();
  }

  /** Returns whether the op was replaced or marked for erasure. */
  private simplifyOperation(known: ScopedOpTable, op: Operation, ssa: boolean): boolean {
    if (op.hasTrait(OpTrait.IsTerminator)) return false;
    if (isOpTriviallyDead(op)) {
      this.opsToErase.push(op);
      this.statistics.numDCE.add();
      return true;
    }
    for (const region of op.regions) if (region.firstBlock !== null && region.firstBlock.next !== null) return false;
    if (!isMemoryEffectFree(op)) {
      // Of the ops with effects, only those that only read are merged (within a block).
      if (!MemoryEffectOpInterface.isa(op) || !onlyHasEffect(op, MemoryEffect.Read)) return false;
      const readHash = known.hash(op);
      const existing = known.lookup(op, readHash);
      if (existing !== undefined && existing.parent === op.parent && !this.hasWriteBetween(existing, op)) {
        this.replaceUsesAndDelete(known, op, existing, ssa);
        return true;
      }
      known.insert(op, readHash);
      return false;
    }
    const hash = known.hash(op);
    const existing = known.lookup(op, hash);
    if (existing !== undefined) {
      this.replaceUsesAndDelete(known, op, existing, ssa);
      this.statistics.numCSE.add();
      return true;
    }
    known.insert(op, hash);
    return false;
  }

  /** Whether an op from `from` (a read) up to `to` may write memory (MLIR's hasOtherSideEffectingOpInBetween). */
  private hasWriteBetween(from: Operation, to: Operation): boolean {
    let next: Operation | null = this.noWriteUntil.get(from) ?? from;
    while (next !== null && next !== to) {
      const effects = effectsRecursively(next);
      if (effects === undefined || effects.some((e) => e.effect === MemoryEffect.Write)) {
        this.noWriteUntil.delete(from);
        return true;
      }
      next = next.next;
    }
    this.noWriteUntil.set(from, to);
    return false;
  }

  private replaceUsesAndDelete(known: ScopedOpTable, op: Operation, existing: Operation, ssa: boolean): void {
    if (ssa) {
      // With SSA dominance no use of `op` has been visited yet.
      op.replaceAllUsesWith(existing);
      this.opsToErase.push(op);
    } else {
      // Otherwise only the uses by ops not seen yet may change.
      for (let i = 0; i < op.numResults; i++) {
        const replacement = existing.getResult(i);
        op.getResult(i).replaceUsesWithIf(replacement, (use: OpOperand) => known.lookup(use.owner, known.hash(use.owner)) === undefined);
      }
      if (op.useEmpty()) this.opsToErase.push(op);
    }
    if (existing.location instanceof UnknownLoc && !(op.location instanceof UnknownLoc)) existing.location = op.location;
    this.statistics.numCSE.add();
  }
}
