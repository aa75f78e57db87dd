// MLIR's SparseConstantPropagation: the constant each value holds, found by folding ops on
// their operands' constants (a simulated execution: an in-place fold is undone and counts as
// unknown). Ops with regions are not folded; their results come from control flow.
import type { Attribute } from "../../ir/attributes.js";
import type { OpFoldResult } from "../../ir/dialect.js";
import type { Operation } from "../../ir/operation.js";
import { dialectOf, foldOperation, isAttribute } from "../../rewrite/fold.js";
import { ConstantValueLattice, UNKNOWN_CONSTANT } from "./constant-value.js";
import type { DataFlowSolver } from "./solver.js";
import { SparseForwardDataFlowAnalysis } from "./sparse-forward.js";

export class SparseConstantPropagation extends SparseForwardDataFlowAnalysis<ConstantValueLattice> {
  constructor(solver: DataFlowSolver) {
    super(solver, ConstantValueLattice);
  }

  protected override setToEntryState(lattice: ConstantValueLattice): void {
    this.propagateIfChanged(lattice, lattice.joinValue(UNKNOWN_CONSTANT));
  }

  protected override visitOperationImpl(op: Operation, operands: readonly ConstantValueLattice[], results: readonly ConstantValueLattice[]): boolean {
    if (op.regions.length > 0) {
      this.setAllToEntryStates(results);
      return true;
    }
    const constants: (Attribute | undefined)[] = [];
    for (const lattice of operands) {
      if (lattice.isUninitialized()) return true;
      constants.push(lattice.constant());
    }
    // Folding may change the op in place; the constants are hypothetical, so that is undone.
    const originalOperands = op.getOperands();
    const originalProperties = op.properties;
    const originalAttributes = op.attributes;
    const folded: OpFoldResult[] = [];
    if (!foldOperation(op, constants, folded)) {
      this.setAllToEntryStates(results);
      return true;
    }
    if (folded.length === 0) {
      op.setOperands(originalOperands);
      op.properties = originalProperties;
      op.attributes = originalAttributes;
      this.setAllToEntryStates(results);
      return true;
    }
    const dialect = dialectOf(op);
    for (let i = 0; i < results.length; i++) {
      const lattice = results[i] as ConstantValueLattice;
      const result = folded[i];
      if (result === undefined) continue;
      if (isAttribute(result)) this.propagateIfChanged(lattice, lattice.joinValue({ kind: "constant", value: result, dialect }));
      else this.propagateIfChanged(lattice, lattice.join(this.getLatticeElement(result)));
    }
    return true;
  }
}
