// Sparse lattices (MLIR's AbstractSparseLattice): one state per SSA value. When a value's
// lattice changes, the analyses subscribed to its uses revisit each user.
import type { Value } from "../../ir/operation.js";
import { AnalysisState, type DataFlowAnalysis, type DataFlowSolver, type ProgramPoint } from "./solver.js";

export abstract class AbstractSparseLattice extends AnalysisState {
  private readonly useDefSubscribers = new Set<DataFlowAnalysis>();

  constructor(point: ProgramPoint) {
    super(point);
  }

  /** The value this lattice describes. */
  get anchor(): Value {
    return this.point as Value;
  }

  /** Joins `rhs` into this lattice (forward analyses); true when it changed. */
  abstract join(rhs: this): boolean;

  /** Meets `rhs` into this lattice (backward analyses); true when it changed. */
  meet(_rhs: this): boolean {
    return false;
  }

  /** Revisit the users of the value with `analysis` whenever this lattice changes. */
  useDefSubscribe(analysis: DataFlowAnalysis): void {
    this.useDefSubscribers.add(analysis);
  }

  override onUpdate(solver: DataFlowSolver): void {
    super.onUpdate(solver);
    if (this.useDefSubscribers.size === 0) return;
    for (let use = this.anchor.firstUse; use !== null; use = use.nextUse) {
      for (const analysis of this.useDefSubscribers) solver.enqueue(use.owner, analysis);
    }
  }
}
