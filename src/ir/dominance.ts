// Dominance as MLIR's DominanceInfo computes it: a dominator tree per multi-block region
// (Cooper-Harvey-Kennedy iterative algorithm), and the rule that a single-block region
// has SSA dominance unless its op is unregistered or says it is a graph region.
import type { RegionKind } from "./dialect.js";
import { Block, BlockArgument, type Operation, Region, type Value } from "./operation.js";

/** The kind of a region as declared by its op (RegionKindInterface); SSACFG by default. */
export function regionKindOf(region: Region): RegionKind {
  const op = region.parentOp;
  if (op === null) return "ssacfg";
  const info = op.name.info;
  if (info === undefined) return "ssacfg";
  if (info.regionKind !== undefined) return info.regionKind(op.regions.indexOf(region));
  return info.traits.has("HasOnlyGraphRegion") ? "graph" : "ssacfg";
}

const NO_BLOCKS: readonly Block[] = Object.freeze([]);

interface RegionTree {
  /** Immediate dominator per reachable block (the entry maps to itself). */
  readonly idom: Map<Block, Block>;
  /** Reverse post-order number per reachable block. */
  readonly order: Map<Block, number>;
}

export class DominanceInfo {
  private readonly trees = new Map<Region, RegionTree>();

  /** Whether ops in `block` must be defined before use within the block. */
  hasSSADominance(block: Block): boolean {
    const region = block.parent;
    if (region === null) return true;
    if (!region.hasOneBlock()) return true;
    const op = region.parentOp;
    if (op === null) return true;
    if (op.name.info === undefined) return false;
    return regionKindOf(region) === "ssacfg";
  }

  private tree(region: Region): RegionTree {
    let t = this.trees.get(region);
    if (t === undefined) {
      t = computeTree(region);
      this.trees.set(region, t);
    }
    return t;
  }

  isReachableFromEntry(block: Block): boolean {
    const region = block.parent;
    if (region === null || region.hasOneBlock()) return true;
    return this.tree(region).order.has(block);
  }

  /**
   * The blocks that properly dominate `block` in its region, nearest first (its idom
   * chain up to the entry); empty for an unreachable block or a single-block region.
   */
  properDominators(block: Block): readonly Block[] {
    const region = block.parent;
    if (region === null || region.hasOneBlock()) return NO_BLOCKS;
    const t = this.tree(region);
    if (!t.order.has(block)) return NO_BLOCKS;
    const out: Block[] = [];
    for (let cur = block; ; ) {
      const up = t.idom.get(cur) as Block;
      if (up === cur) return out;
      out.push(up);
      cur = up;
    }
  }

  /** Whether block `a` dominates block `b` (a block dominates itself). */
  dominatesBlock(a: Block, b: Block): boolean {
    if (a === b) return true;
    return this.properlyDominatesBlock(a, b);
  }

  properlyDominatesBlock(a: Block, b: Block): boolean {
    if (a === b) return false;
    const region = a.parent;
    if (region === null) return false;
    // Normalize b into a's region.
    let bb: Block | null = b;
    if (b.parent !== region) {
      bb = region.findAncestorBlockInRegion(b);
      if (bb === null) return false;
      if (bb === a) return true;
    }
    const t = this.tree(region);
    if (!t.order.has(bb)) return true; // Unreachable blocks are dominated by everything.
    if (!t.order.has(a)) return false;
    let cur: Block = bb;
    for (;;) {
      const up = t.idom.get(cur) as Block;
      if (up === cur) return false;
      if (up === a) return true;
      cur = up;
    }
  }

  /** MLIR's properlyDominates(Operation a, Operation b) with enclosingOpOk = true. */
  properlyDominatesOp(a: Operation, b: Operation, enclosingOpOk = true): boolean {
    const aBlock = a.parent;
    let bBlock = b.parent;
    if (aBlock === null || bBlock === null) return false;
    if (a === b) return !this.hasSSADominance(aBlock);
    const aRegion = aBlock.parent;
    let bb: Operation | null = b;
    if (aRegion !== bBlock.parent) {
      bb = aRegion === null ? null : aRegion.findAncestorOpInRegion(b);
      if (bb === null) return false;
      bBlock = bb.parent as Block;
      // An op encloses (so dominates) what is nested in it when that is asked for;
      // otherwise the usual same-block rule applies (graph regions accept it).
      if (a === bb && enclosingOpOk) return true;
    }
    if (aBlock === bBlock) {
      if (this.hasSSADominance(aBlock)) return a !== bb && a.isBeforeInBlock(bb);
      return true;
    }
    return this.properlyDominatesBlock(aBlock, bBlock);
  }

  /** Whether value `v` is available at op `b` (MLIR's properlyDominates(Value, Operation*)). */
  properlyDominatesValue(v: Value, b: Operation): boolean {
    if (v instanceof BlockArgument) {
      const bBlock = b.parent;
      return bBlock !== null && this.dominatesBlock(v.owner, bBlock);
    }
    const def = v.definingOp;
    return def !== null && this.properlyDominatesOp(def, b, false);
  }
}

function computeTree(region: Region): RegionTree {
  const entry = region.firstBlock;
  const idom = new Map<Block, Block>();
  const order = new Map<Block, number>();
  if (entry === null) return { idom, order };
  // Post-order DFS over successors, iteratively.
  const post: Block[] = [];
  const visited = new Set<Block>([entry]);
  const stack: { block: Block; succ: Block[]; i: number }[] = [{ block: entry, succ: entry.getSuccessors(), i: 0 }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as { block: Block; succ: Block[]; i: number };
    if (top.i < top.succ.length) {
      const s = top.succ[top.i++] as Block;
      if (s.parent === region && !visited.has(s)) {
        visited.add(s);
        stack.push({ block: s, succ: s.getSuccessors(), i: 0 });
      }
    } else {
      post.push(top.block);
      stack.pop();
    }
  }
  const rpo = post.reverse();
  rpo.forEach((b, i) => order.set(b, i));
  // Predecessors restricted to reachable blocks.
  const preds = new Map<Block, Block[]>();
  for (const b of rpo) {
    for (const s of b.getSuccessors()) {
      if (!order.has(s)) continue;
      let list = preds.get(s);
      if (list === undefined) preds.set(s, (list = []));
      list.push(b);
    }
  }
  idom.set(entry, entry);
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 1; i < rpo.length; i++) {
      const b = rpo[i] as Block;
      let newIdom: Block | undefined;
      for (const p of preds.get(b) ?? []) {
        if (!idom.has(p)) continue;
        if (newIdom === undefined) newIdom = p;
        else newIdom = intersect(p, newIdom, idom, order);
      }
      if (newIdom !== undefined && idom.get(b) !== newIdom) {
        idom.set(b, newIdom);
        changed = true;
      }
    }
  }
  return { idom, order };
}

function intersect(a: Block, b: Block, idom: Map<Block, Block>, order: Map<Block, number>): Block {
  let x = a;
  let y = b;
  while (x !== y) {
    while ((order.get(x) as number) > (order.get(y) as number)) x = idom.get(x) as Block;
    while ((order.get(y) as number) > (order.get(x) as number)) y = idom.get(y) as Block;
  }
  return x;
}
