// MLIR's AbstractSparseForwardDataFlowAnalysis: lattices flow from operands to results
// (the subclass's transfer function), and along control flow: branch operands to successor
// block arguments over live CFG edges, region-branch operands and terminators to region
// arguments and results (the predecessors DeadCodeAnalysis found), call operands to callee
// arguments and callee returns to call results when all callers are known.
import { Block, Operation, type Region, type Value } from "../../ir/operation.js";
import { BranchOpInterface, CallOpInterface, CallableOpInterface, RegionBranchOpInterface, RegionBranchTerminatorOpInterface, type RegionBranchPoint, type RegionSuccessor } from "../../ir/op-interfaces.js";
import { Executable, PredecessorState, resolveCallable } from "./dead-code-analysis.js";
import type { AbstractSparseLattice } from "./lattice.js";
import { DataFlowAnalysis, type DataFlowSolver, type ProgramPoint, type StateClass } from "./solver.js";

export abstract class SparseForwardDataFlowAnalysis<L extends AbstractSparseLattice> extends DataFlowAnalysis {
  constructor(
    solver: DataFlowSolver,
    private readonly latticeKind: StateClass<L>,
  ) {
    super(solver);
  }

  /** The transfer function of an op that is not control flow. False on failure. */
  protected abstract visitOperationImpl(op: Operation, operands: readonly L[], results: readonly L[]): boolean;

  /** The most pessimistic state (for values nothing can be derived about). */
  protected abstract setToEntryState(lattice: L): void;

  /** Results of a call to an external callable (or without interprocedural analysis): entry states by default. */
  protected visitExternalCall(_call: Operation, _operands: readonly L[], results: readonly L[]): void {
    this.setAllToEntryStates(results);
  }

  /** Values of a region-branching op that are not forwarded (an induction variable): entry states by default. */
  protected visitNonControlFlowArguments(_op: Operation, successor: RegionSuccessor, lattices: readonly L[], firstIndex: number): void {
    this.setAllToEntryStates(lattices.slice(0, firstIndex));
    this.setAllToEntryStates(lattices.slice(firstIndex + successor.inputs.length));
  }

  protected getLatticeElement(value: Value): L {
    return this.getOrCreate(value, this.latticeKind);
  }

  protected getLatticeElementFor(dependent: ProgramPoint, value: Value): L {
    const state = this.getLatticeElement(value);
    this.addDependency(state, dependent);
    return state;
  }

  protected setAllToEntryStates(lattices: readonly L[]): void {
    for (const lattice of lattices) this.setToEntryState(lattice);
  }

  protected join(lhs: L, rhs: L): void {
    this.propagateIfChanged(lhs, lhs.join(rhs));
  }

  override initialize(top: Operation): boolean {
    for (const region of top.regions) {
      const entry = region.firstBlock;
      if (entry === null) continue;
      for (const argument of entry.arguments) this.setToEntryState(this.getLatticeElement(argument));
    }
    return this.initializeRecursively(top);
  }

  private initializeRecursively(op: Operation): boolean {
    if (!this.visitOperation(op)) return false;
    for (const region of op.regions) {
      for (let block = region.firstBlock; block !== null; block = block.next) {
        this.getOrCreate(block, Executable).blockContentSubscribe(this);
        this.visitBlock(block);
        for (let nested = block.firstOp; nested !== null; nested = nested.next) if (!this.initializeRecursively(nested)) return false;
      }
    }
    return true;
  }

  override visit(point: ProgramPoint): boolean {
    if (point instanceof Operation) return this.visitOperation(point);
    if (point instanceof Block) {
      this.visitBlock(point);
      return true;
    }
    return false;
  }

  private isLive(block: Block | null): boolean {
    return block !== null && this.getOrCreate(block, Executable).live;
  }

  private visitOperation(op: Operation): boolean {
    if (op.numResults === 0) return true;
    if (!this.isLive(op.parent)) return true;
    const results = op.results.map((r) => this.getLatticeElement(r));
    if (RegionBranchOpInterface.isa(op)) {
      this.visitRegionSuccessors(op, op, "parent", results);
      return true;
    }
    const operands = op.operands.map((operand) => {
      const lattice = this.getLatticeElement(operand.value);
      lattice.useDefSubscribe(this);
      return lattice;
    });
    if (CallOpInterface.isa(op)) {
      const callable = resolveCallable(op);
      const callableImpl = callable === undefined ? undefined : CallableOpInterface.impl(callable);
      if (!this.solver.interprocedural || (callable !== undefined && callableImpl !== undefined && callableImpl.getCallableRegion(callable) === undefined)) {
        this.visitExternalCall(op, operands, results);
        return true;
      }
      const predecessors = this.getOrCreateFor(op, op, PredecessorState);
      if (!predecessors.allPredecessorsKnown()) {
        this.setAllToEntryStates(results);
        return true;
      }
      for (const predecessor of predecessors.knownPredecessors()) {
        const n = Math.min(predecessor.operands.length, results.length);
        for (let i = 0; i < n; i++) this.join(results[i] as L, this.getLatticeElementFor(op, predecessor.getOperand(i)));
      }
      return true;
    }
    return this.visitOperationImpl(op, operands, results);
  }

  private visitBlock(block: Block): void {
    if (block.numArguments === 0) return;
    if (!this.isLive(block)) return;
    const args = block.arguments.map((a) => this.getLatticeElement(a));
    if (block.isEntryBlock()) {
      const parent = block.parentOp;
      const callable = parent === null ? undefined : CallableOpInterface.impl(parent);
      if (parent !== null && callable !== undefined && callable.getCallableRegion(parent) === block.parent) {
        const callsites = this.getOrCreateFor(block, parent, PredecessorState);
        if (!callsites.allPredecessorsKnown() || !this.solver.interprocedural) return this.setAllToEntryStates(args);
        for (const callsite of callsites.knownPredecessors()) {
          const argOperands = CallOpInterface.impl(callsite)?.getArgOperands(callsite) ?? [];
          const n = Math.min(argOperands.length, args.length);
          for (let i = 0; i < n; i++) this.join(args[i] as L, this.getLatticeElementFor(block, argOperands[i] as Value));
        }
        return;
      }
      if (parent !== null && RegionBranchOpInterface.isa(parent)) return this.visitRegionSuccessors(block, parent, block.parent as Region, args);
      if (parent !== null) this.visitNonControlFlowArguments(parent, { region: block.parent ?? undefined, inputs: [] }, args, 0);
      return;
    }
    // The predecessors, one per successor use of the block (MLIR's pred_iterator).
    for (let use = block.firstUse; use !== null; use = use.nextUse) {
      const terminator = use.owner;
      const from = terminator.parent;
      if (from === null) continue;
      const edge = this.getOrCreate(this.solver.cfgEdge(from, block), Executable);
      edge.blockContentSubscribe(this);
      if (!edge.live) continue;
      const branch = BranchOpInterface.impl(terminator);
      if (branch === undefined) return this.setAllToEntryStates(args);
      const operands = branch.getSuccessorOperands(terminator, use.index);
      for (let i = 0; i < args.length; i++) {
        const forwarded = i - operands.producedOperandCount;
        if (forwarded >= 0 && forwarded < operands.forwardedOperands.length) this.join(args[i] as L, this.getLatticeElementFor(block, operands.forwardedOperands.get(forwarded).value));
        else this.setToEntryState(args[i] as L);
      }
    }
  }

  /** Joins what each known predecessor forwards into `lattices` (results of `branch` or arguments of a region's entry). */
  private visitRegionSuccessors(point: Operation | Block, branch: Operation, successor: RegionBranchPoint, lattices: readonly L[]): void {
    const predecessors = this.getOrCreateFor(point, point, PredecessorState);
    const branchImpl = RegionBranchOpInterface.impl(branch);
    for (const op of predecessors.knownPredecessors()) {
      let operands: Value[] | undefined;
      if (op === branch) operands = branchImpl?.getEntrySuccessorOperands(branch, successor).values;
      else {
        const terminator = RegionBranchTerminatorOpInterface.impl(op);
        if (terminator !== undefined) operands = terminator.getMutableSuccessorOperands(op, successor).values;
      }
      if (operands === undefined) return this.setAllToEntryStates(lattices);
      const inputs = predecessors.successorInputs(op);
      let firstIndex = 0;
      if (inputs.length !== lattices.length) {
        const first = inputs[0];
        if (point instanceof Operation) {
          if (first !== undefined) firstIndex = point.results.indexOf(first as (typeof point.results)[number]);
          this.visitNonControlFlowArguments(branch, { region: undefined, inputs }, lattices, firstIndex);
        } else {
          if (first !== undefined) firstIndex = point.arguments.indexOf(first as (typeof point.arguments)[number]);
          this.visitNonControlFlowArguments(branch, { region: point.parent ?? undefined, inputs }, lattices, firstIndex);
        }
      }
      const n = Math.min(operands.length, lattices.length - firstIndex);
      for (let i = 0; i < n; i++) this.join(lattices[firstIndex + i] as L, this.getLatticeElementFor(point, operands[i] as Value));
    }
  }
}
