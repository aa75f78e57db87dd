// control-flow-sink (MLIR 19's ControlFlowSink): for each op implementing
// RegionBranchOpInterface (post-order), the regions it runs at most once (its invocation
// bounds, given its constant operands) receive the ops defined outside them whose users
// all lie in them (the region's entry block dominates every user) and that are free of
// memory effects. A sunk op goes to the front of the region's entry block, and its own
// operands' definers are tried next (depth first), so a whole subgraph follows its users.
import type { Operation, Region } from "../../ir/operation.js";
import { walkOps } from "../../ir/operation.js";
import { DominanceInfo } from "../../ir/dominance.js";
import { RegionBranchOpInterface } from "../../ir/op-interfaces.js";
import { isMemoryEffectFree } from "../../ir/side-effects.js";
import { operandConstants } from "../../rewrite/fold.js";
import { ControlFlowSinkBase } from "../../../generated/transforms-passes.js";

/** What MLIR's generic controlFlowSink asks of the caller. */
export interface ControlFlowSinkHooks {
  readonly shouldMoveIntoRegion: (op: Operation, region: Region) => boolean;
  readonly moveIntoRegion: (op: Operation, region: Region) => void;
}

/** MLIR's getSinglyExecutedRegionsToSink: the regions whose invocation upper bound is at most one. */
export function singlyExecutedRegions(branch: Operation): Region[] {
  const impl = RegionBranchOpInterface.impl(branch);
  if (impl === undefined) return [];
  const bounds = impl.getRegionInvocationBounds(branch, operandConstants(branch));
  const out: Region[] = [];
  branch.regions.forEach((region, i) => {
    const upper = bounds[i]?.upper;
    if (upper !== undefined && upper <= 1) out.push(region);
  });
  return out;
}

/** MLIR's Sinker: sinks into each region in turn; returns how many ops moved. */
export function controlFlowSink(regions: readonly Region[], dominance: DominanceInfo, hooks: ControlFlowSinkHooks): number {
  let sunk = 0;
  const allUsersDominatedBy = (op: Operation, region: Region): boolean => {
    const entry = region.firstBlock;
    if (entry === null) return false;
    for (const result of op.results) {
      for (let use = result.firstUse; use !== null; use = use.nextUse) {
        const userBlock = use.owner.parent;
        if (userBlock === null || !dominance.dominatesBlock(entry, userBlock)) return false;
      }
    }
    return true;
  };
  for (const region of regions) {
    if (region.empty()) continue;
    // Depth first over the region's ops and what gets sunk, so subgraphs move in order.
    const stack: Operation[] = [];
    for (let block = region.firstBlock; block !== null; block = block.next) {
      for (let op = block.firstOp; op !== null; op = op.next) stack.push(op);
    }
    while (stack.length > 0) {
      const user = stack.pop() as Operation;
      for (const operand of user.operands) {
        const op = operand.value.definingOp;
        // Block arguments, and ops already in the region, stay.
        if (op === null || op.parentRegion === region) continue;
        if (allUsersDominatedBy(op, region) && hooks.shouldMoveIntoRegion(op, region)) {
          hooks.moveIntoRegion(op, region);
          sunk++;
          stack.push(op);
        }
      }
    }
  }
  return sunk;
}

/** Moves `op` to the front of `region`'s entry block (so it dominates all its users there). */
function moveToEntryFront(op: Operation, region: Region): void {
  const entry = region.firstBlock;
  if (entry === null) return;
  op.remove();
  entry.prepend(op);
}

export class ControlFlowSink extends ControlFlowSinkBase {
  override runOnOperation(): void {
    const dominance = new DominanceInfo();
    walkOps(this.getOperation(), (op) => {
      if (!RegionBranchOpInterface.isa(op)) return;
      const sunk = controlFlowSink(singlyExecutedRegions(op), dominance, {
        shouldMoveIntoRegion: (candidate) => isMemoryEffectFree(candidate),
        moveIntoRegion: moveToEntryFront,
      });
      this.statistics.numSunk.add(sunk);
    });
  }
}
