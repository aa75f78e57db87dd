// MLIR's LivenessAnalysis (as RemoveDeadValues uses it): a value is live when an op with
// memory effects uses it, when a public function returns it, when it is a non-forwarded
// operand of a call, or of a branch whose possible targets hold an op with memory
// effects, or when it is needed to compute a live value (every operand of an op with a live
// result is live). Runs backward, over the blocks DeadCodeAnalysis (with constant
// propagation) finds executable.
import type { Operation, OpOperand, Value } from "../../ir/operation.js";
import { BranchOpInterface, RegionBranchOpInterface, RegionBranchTerminatorOpInterface } from "../../ir/op-interfaces.js";
import { isMemoryEffectFree } from "../../ir/side-effects.js";
import { SparseConstantPropagation } from "./constant-propagation.js";
import { DeadCodeAnalysis } from "./dead-code-analysis.js";
import { AbstractSparseLattice } from "./lattice.js";
import { DataFlowSolver } from "./solver.js";
import { SparseBackwardDataFlowAnalysis } from "./sparse-backward.js";

export class Liveness extends AbstractSparseLattice {
  isLive = false;

  markLive(): boolean {
    if (this.isLive) return false;
    this.isLive = true;
    return true;
  }

  override join(rhs: this): boolean {
    return rhs.isLive ? this.markLive() : false;
  }

  override meet(rhs: this): boolean {
    return rhs.isLive ? this.markLive() : false;
  }
}

export class LivenessAnalysis extends SparseBackwardDataFlowAnalysis<Liveness> {
  constructor(solver: DataFlowSolver) {
    super(solver, Liveness);
  }

  protected override visitOperationImpl(op: Operation, operands: readonly Liveness[], results: readonly Liveness[]): boolean {
    if (!isMemoryEffectFree(op)) for (const operand of operands) this.propagateIfChanged(operand, operand.markLive());
    let foundLiveResult = false;
    for (const result of results) {
      if (result.isLive && !foundLiveResult) {
        for (const operand of operands) this.meet(operand, result);
        foundLiveResult = true;
      }
      this.addDependency(result, op);
    }
    return true;
  }

  protected override visitBranchOperand(operand: OpOperand): void {
    const op = operand.owner;
    // The blocks control may reach through this operand's op.
    let blocks;
    if (RegionBranchOpInterface.isa(op)) blocks = this.blocksOf(op);
    else if (BranchOpInterface.isa(op)) blocks = op.getSuccessors();
    else blocks = op.parentOp === null ? [] : this.blocksOf(op.parentOp);
    const lattice = this.getLatticeElement(operand.value);
    search: for (const block of blocks) {
      for (let nested = block.firstOp; nested !== null; nested = nested.next) {
        if (!isMemoryEffectFree(nested)) {
          this.propagateIfChanged(lattice, lattice.markLive());
          break search;
        }
      }
    }
    const operandLattices = [lattice];
    this.visitOperationImpl(op, operandLattices, op.results.map((r) => this.getLatticeElement(r)));
    // A terminator's operand also steers its parent: visit the parent with its results.
    if (!RegionBranchTerminatorOpInterface.isa(op) || op.parentOp === null) return;
    const parent = op.parentOp;
    this.visitOperationImpl(parent, operandLattices, parent.results.map((r) => this.getLatticeElement(r)));
  }

  protected override visitCallOperand(operand: OpOperand): void {
    const lattice = this.getLatticeElement(operand.value);
    this.propagateIfChanged(lattice, lattice.markLive());
  }

  protected override setToExitState(lattice: Liveness): void {
    lattice.markLive();
  }
}

/** Runs liveness (with dead code analysis and constant propagation) on `op` (MLIR's RunLivenessAnalysis). */
export class RunLivenessAnalysis {
  private readonly solver = new DataFlowSolver();

  constructor(op: Operation) {
    this.solver.load((s) => new DeadCodeAnalysis(s));
    this.solver.load((s) => new SparseConstantPropagation(s));
    this.solver.load((s) => new LivenessAnalysis(s));
    this.solver.initializeAndRun(op);
  }

  /** The liveness of `value`, undefined when the analysis never reached it (then it counts as live). */
  getLiveness(value: Value): Liveness | undefined {
    return this.solver.lookupState(value, Liveness);
  }
}
