// MLIR's simplifyRegions: the structural clean-up the greedy driver runs after each round
// of patterns. "normal" erases unreachable blocks and dead code; "aggressive" also merges
// identical blocks and drops block arguments all predecessors pass the same value for.
import type { Region } from "../ir/operation.js";
import { dropRedundantArguments, mergeIdenticalBlocks } from "./block-merge.js";
import { eraseUnreachableBlocks, runRegionDCE } from "./region-dce.js";
import type { RewriterBase } from "./rewriter.js";

export { dropRedundantArguments, mergeIdenticalBlocks } from "./block-merge.js";
export { eraseUnreachableBlocks, runRegionDCE } from "./region-dce.js";

/** Simplifies `regions` (and everything nested); true when anything changed. */
export function simplifyRegions(rewriter: RewriterBase, regions: readonly Region[], mergeBlocks = true): boolean {
  const erasedBlocks = eraseUnreachableBlocks(rewriter, regions);
  const erasedOps = runRegionDCE(rewriter, regions);
  let merged = false;
  let dropped = false;
  if (mergeBlocks) {
    merged = mergeIdenticalBlocks(rewriter, regions);
    dropped = dropRedundantArguments(rewriter, regions);
  }
  return erasedBlocks || erasedOps || merged || dropped;
}
