// Dominance as MLIR's DominanceInfo computes it: a dominator tree per multi-block region
// (Cooper-Harvey-Kennedy iterative algorithm), and the rule that a single-block region
// has SSA dominance unless its op is unregistered (or its traits unknown) or says it is a graph region.
import type { RegionKind } from "./dialect.js";
import { Block, BlockArgument, type Operation, Region, type Value } from "./operation.js";
import { RegionKindInterface } from "./op-interfaces.js";
import { OpTrait } from "./traits.js";

/** The kind of a region as declared by its op (RegionKindInterface); SSACFG by default. */
export function regionKindOf(region: Region): RegionKind {
  const op = region.parentOp;
  if (op === null) return "ssacfg";
  return regionKindAt(op, op.regions.indexOf(region));
}

/** The kind of `op`'s region `index`: its RegionKindInterface, else graph for HasOnlyGraphRegion ops, else SSACFG. */
export function regionKindAt(op: Operation, index: number): RegionKind {
  const info = op.name.info;
  if (info === undefined || info.traitsUnknown === true) return "ssacfg";
  const impl = RegionKindInterface.impl(op);
  if (impl !== undefined) return impl.getRegionKind(op, index);
  return op.hasTrait(OpTrait.HasOnlyGraphRegion) ? "graph" : "ssacfg";
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
    const info = op.name.info;
    if (info === undefined || info.traitsUnknown === true) return false;
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
  const idom = new Map<Block, Block>();
  const order = new Map<Block, number>();
  const entry = region.firstBlock;
  if (entry === null) return { idom, order };
  // Blocks by position, and each one's successors in this region (as positions, in order).
  const blocks: Block[] = [];
  const position = new Map<Block, number>();
  for (let b: Block | null = entry; b !== null; b = b.next) {
    position.set(b, blocks.length);
    blocks.push(b);
  }
  const n = blocks.length;
  const succStart = new Int32Array(n + 1);
  const succ: number[] = [];
  for (let i = 0; i < n; i++) {
    succStart[i] = succ.length;
    const last = (blocks[i] as Block).lastOp;
    if (last === null) continue;
    const successors = last.successors;
    for (let k = 0; k < successors.length; k++) {
      const at = position.get((successors[k] as { block: Block }).block);
      if (at !== undefined) succ.push(at);
    }
  }
  succStart[n] = succ.length;
  // Post-order DFS over successors from the entry, iteratively.
  const visited = new Uint8Array(n);
  const post: number[] = [];
  const stackBlock: number[] = [0];
  const stackNext: number[] = [succStart[0] as number];
  visited[0] = 1;
  while (stackBlock.length > 0) {
    const top = stackBlock.length - 1;
    const b = stackBlock[top] as number;
    const k = stackNext[top] as number;
    if (k < (succStart[b + 1] as number)) {
      stackNext[top] = k + 1;
      const s = succ[k] as number;
      if (visited[s] === 0) {
        visited[s] = 1;
        stackBlock.push(s);
        stackNext.push(succStart[s] as number);
      }
    } else {
      post.push(b);
      stackBlock.pop();
      stackNext.pop();
    }
  }
  const rpo = post.reverse();
  const rpoIndex = new Int32Array(n).fill(-1);
  for (let i = 0; i < rpo.length; i++) rpoIndex[rpo[i] as number] = i;
  // Predecessors restricted to reachable blocks, in reverse post-order of the predecessor.
  const preds: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < rpo.length; i++) {
    const b = rpo[i] as number;
    for (let k = succStart[b] as number; k < (succStart[b + 1] as number); k++) {
      const s = succ[k] as number;
      if ((rpoIndex[s] as number) >= 0) (preds[s] as number[]).push(b);
    }
  }
  const dom = new Int32Array(n).fill(-1);
  dom[0] = 0;
  const intersect = (x: number, y: number): number => {
    while (x !== y) {
      while ((rpoIndex[x] as number) > (rpoIndex[y] as number)) x = dom[x] as number;
      while ((rpoIndex[y] as number) > (rpoIndex[x] as number)) y = dom[y] as number;
    }
    return x;
  };
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 1; i < rpo.length; i++) {
      const b = rpo[i] as number;
      let newIdom = -1;
      for (const p of preds[b] as number[]) {
        if (dom[p] === -1) continue;
        newIdom = newIdom === -1 ? p : intersect(p, newIdom);
      }
      if (newIdom !== -1 && dom[b] !== newIdom) {
        dom[b] = newIdom;
        changed = true;
      }
    }
  }
  for (let i = 0; i < rpo.length; i++) {
    const b = rpo[i] as number;
    order.set(blocks[b] as Block, i);
    if (dom[b] !== -1) idom.set(blocks[b] as Block, blocks[dom[b] as number] as Block);
  }
  return { idom, order };
}
