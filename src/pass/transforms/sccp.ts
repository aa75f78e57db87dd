// sccp (MLIR 19's SCCP pass): dead code analysis and sparse constant propagation run
// together on the pass's op, then one rewrite walk replaces every value found constant by a
// constant the owning dialect materializes (through an OperationFolder: one constant per
// dialect, value and type at the front of the insertion region, with an unknown location)
// and erases the ops whose results were all replaced when that is trivially safe. As in
// MLIR 19, nothing else is simplified: unreachable blocks and branches on constants stay.
import type { Block, Region, Value } from "../../ir/operation.js";
import { wouldOpBeTriviallyDead } from "../../ir/side-effects.js";
import { OperationFolder } from "../../rewrite/folder.js";
import { SCCPBase } from "../../../generated/transforms-passes.js";
import { ConstantValueLattice } from "../dataflow/constant-value.js";
import { SparseConstantPropagation } from "../dataflow/constant-propagation.js";
import { DeadCodeAnalysis } from "../dataflow/dead-code-analysis.js";
import { DataFlowSolver } from "../dataflow/solver.js";

/**
 * Replaces the uses of `value` by a constant when its lattice holds one that its dialect
 * can materialize in `block`'s insertion region (MLIR's replaceWithConstant).
 */
function replaceWithConstant(solver: DataFlowSolver, folder: OperationFolder, block: Block, value: Value): boolean {
  const lattice = solver.lookupState(value, ConstantValueLattice);
  if (lattice === undefined || lattice.value.kind !== "constant") return false;
  const { value: attribute, dialect } = lattice.value;
  // MLIR asks the (possibly null) dialect unconditionally; without one nothing can be made.
  if (dialect === undefined) return false;
  const constant = folder.getOrCreateConstant(block, dialect, attribute, value.type);
  if (constant === undefined) return false;
  value.replaceAllUsesWith(constant);
  return true;
}

/**
 * MLIR's SCCP rewrite: a LIFO worklist of blocks (each region's blocks pushed in reverse, so
 * they pop in order); in each block, every op's results are replaced and the op erased when
 * all were and it is trivially dead, else its regions are queued; then the block's arguments.
 */
export function rewriteWithConstants(solver: DataFlowSolver, folder: OperationFolder, regions: readonly Region[]): void {
  const worklist: Block[] = [];
  const addToWorklist = (list: readonly Region[]): void => {
    for (const region of list) for (let block = region.lastBlock; block !== null; block = block.prev) worklist.push(block);
  };
  addToWorklist(regions);
  while (worklist.length > 0) {
    const block = worklist.pop() as Block;
    for (let op = block.firstOp; op !== null; ) {
      const next = op.next;
      let replacedAll = op.numResults !== 0;
      for (const result of op.results) replacedAll = replaceWithConstant(solver, folder, block, result) && replacedAll;
      if (replacedAll && wouldOpBeTriviallyDead(op)) {
        op.erase();
      } else addToWorklist(op.regions);
      op = next;
    }
    for (const argument of block.arguments) replaceWithConstant(solver, folder, block, argument);
  }
}

export class SCCP extends SCCPBase {
  override runOnOperation(): void {
    const op = this.getOperation();
    const solver = new DataFlowSolver();
    solver.load((s) => new DeadCodeAnalysis(s));
    solver.load((s) => new SparseConstantPropagation(s));
    if (!solver.initializeAndRun(op)) return this.signalPassFailure();
    rewriteWithConstants(solver, new OperationFolder(op.context), op.regions);
  }
}
