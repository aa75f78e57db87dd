// loop-invariant-code-motion (MLIR 19's LoopInvariantCodeMotion): every op implementing
// LoopLikeOpInterface, innermost first (a post-order walk), gets the ops of its loop regions
// that are free of memory effects, speculatable and whose operands (their nested ops'
// included) are all defined outside the loop moved out of it by the loop's own
// `moveOutOfLoop`. Inner loops go first, so what they hoist can leave the outer loop too.
import type { Operation, Region, Value } from "../../ir/operation.js";
import { walkOps } from "../../ir/operation.js";
import { LoopLikeOpInterface } from "../../ir/op-interfaces.js";
import { isMemoryEffectFree, isSpeculatable } from "../../ir/side-effects.js";
import { OpTrait } from "../../ir/traits.js";
import { LoopInvariantCodeMotionBase } from "../../../generated/transforms-passes.js";

/** What MLIR's generic moveLoopInvariantCode asks of the caller, per region. */
export interface LoopInvariantCodeMotionHooks {
  readonly isDefinedOutsideRegion: (value: Value, region: Region) => boolean;
  readonly shouldMoveOutOfRegion: (op: Operation, region: Region) => boolean;
  readonly moveOutOfRegion: (op: Operation, region: Region) => void;
}

/**
 * Whether `op` may leave the loop: not a terminator, and every operand of it and of the
 * ops nested in it is either defined inside `op` or outside the loop.
 */
function canBeHoisted(op: Operation, definedOutside: (value: Value) => boolean): boolean {
  if (op.hasTrait(OpTrait.IsTerminator)) return false;
  const result = walkOps(op, (child) => {
    for (const operand of child.operands) {
      const value = operand.value;
      if (op.isAncestorRegionOf(value.parentBlock)) continue;
      if (!definedOutside(value)) return "interrupt";
    }
    return undefined;
  });
  return result !== "interrupt";
}

/**
 * MLIR's moveLoopInvariantCode over `regions`: a FIFO worklist seeded with the regions'
 * top-level ops in order; a moved op queues its users at the region's top level, which
 * may have become invariant. Returns the number of ops moved.
 */
export function moveLoopInvariantCodeInRegions(regions: readonly Region[], hooks: LoopInvariantCodeMotionHooks): number {
  let moved = 0;
  for (const region of regions) {
    const queue: Operation[] = [];
    for (let block = region.firstBlock; block !== null; block = block.next) {
      for (let op = block.firstOp; op !== null; op = op.next) queue.push(op);
    }
    const definedOutside = (value: Value): boolean => hooks.isDefinedOutsideRegion(value, region);
    for (let head = 0; head < queue.length; head++) {
      const op = queue[head] as Operation;
      // Already moved out (queued twice, or by a nested region's turn).
      if (op.parentRegion !== region) continue;
      if (!hooks.shouldMoveOutOfRegion(op, region) || !canBeHoisted(op, definedOutside)) continue;
      hooks.moveOutOfRegion(op, region);
      moved++;
      for (const result of op.results) {
        for (let use = result.firstUse; use !== null; use = use.nextUse) {
          if (use.owner.parentRegion === region) queue.push(use.owner);
        }
      }
    }
  }
  return moved;
}

/** MLIR's moveLoopInvariantCode(LoopLikeOpInterface): the loop's regions, its notion of outside, pure ops only. */
export function moveLoopInvariantCode(loop: Operation): number {
  const impl = LoopLikeOpInterface.impl(loop);
  if (impl === undefined) return 0;
  return moveLoopInvariantCodeInRegions(impl.getLoopRegions(loop), {
    isDefinedOutsideRegion: (value) => impl.isDefinedOutsideOfLoop(loop, value),
    shouldMoveOutOfRegion: (op) => isMemoryEffectFree(op) && isSpeculatable(op),
    moveOutOfRegion: (op) => impl.moveOutOfLoop(loop, op),
  });
}

export class LoopInvariantCodeMotion extends LoopInvariantCodeMotionBase {
  override runOnOperation(): void {
    walkOps(this.getOperation(), (op) => {
      if (LoopLikeOpInterface.isa(op)) moveLoopInvariantCode(op);
    });
  }
}
