// MLIR's AbstractSparseBackwardDataFlowAnalysis: lattices flow from results to operands (the
// subclass's transfer function), and against control flow: successor block arguments to
// branch operands, region arguments and results to the operands and terminator operands
// that feed them, callee entry arguments to call operands, call results to the operands of
// the callee's returns. Operands that are not forwarded anywhere (a condition, a callee
// value) get their own hooks. Ops in blocks DeadCodeAnalysis did not find live are skipped.
import { Block, Operation, type OpOperand, type Region, type Value } from "../../ir/operation.js";
import {
  BranchOpInterface,
  CallOpInterface,
  CallableOpInterface,
  RegionBranchOpInterface,
  RegionBranchTerminatorOpInterface,
} from "../../ir/op-interfaces.js";
import { OpTrait } from "../../ir/traits.js";
import { Executable, PredecessorState, resolveCallable } from "./dead-code-analysis.js";
import type { AbstractSparseLattice } from "./lattice.js";
import { DataFlowAnalysis, type DataFlowSolver, type ProgramPoint, type StateClass } from "./solver.js";

export abstract class SparseBackwardDataFlowAnalysis<L extends AbstractSparseLattice> extends DataFlowAnalysis {
  constructor(
    solver: DataFlowSolver,
    private readonly latticeKind: StateClass<L>,
  ) {
    super(solver);
  }

  /** The transfer function of an op that is not control flow. False on failure. */
  protected abstract visitOperationImpl(op: Operation, operands: readonly L[], results: readonly L[]): boolean;
  /** An operand of a branch or region-branching op (or its terminator) forwarded to no successor. */
  protected abstract visitBranchOperand(operand: OpOperand): void;
  /** An operand of a call forwarded to no callee argument. */
  protected abstract visitCallOperand(operand: OpOperand): void;
  /** The state of values that leave the analysed code (returned by a callable with unknown callers). */
  protected abstract setToExitState(lattice: L): void;

  protected getLatticeElement(value: Value): L {
    return this.getOrCreate(value, this.latticeKind);
  }

  protected getLatticeElementFor(dependent: ProgramPoint, value: Value): L {
    const state = this.getLatticeElement(value);
    this.addDependency(state, dependent);
    return state;
  }

  protected meet(lhs: L, rhs: L): void {
    this.propagateIfChanged(lhs, lhs.meet(rhs));
  }

  protected isLiveBlock(block: Block | null): boolean {
    return block !== null && this.getOrCreate(block, Executable).live;
  }

  override initialize(top: Operation): boolean {
    return this.initializeRecursively(top);
  }

  private initializeRecursively(op: Operation): boolean {
    if (!this.visitOperation(op)) return false;
    for (const region of op.regions) {
      for (let block = region.firstBlock; block !== null; block = block.next) {
        this.getOrCreate(block, Executable).blockContentSubscribe(this);
        // Reverse order: most propagation happens before anything is queued.
        for (let nested = block.lastOp; nested !== null; nested = nested.prev) if (!this.initializeRecursively(nested)) return false;
      }
    }
    return true;
  }

  override visit(point: ProgramPoint): boolean {
    if (point instanceof Operation) return this.visitOperation(point);
    return point instanceof Block;
  }

  private visitOperation(op: Operation): boolean {
    if (!this.isLiveBlock(op.parent)) return true;
    const operands = op.operands.map((o) => this.getLatticeElement(o.value));
    const results = op.results.map((r) => this.getLatticeElementFor(op, r));

    if (RegionBranchOpInterface.isa(op)) {
      this.visitRegionSuccessors(op, operands);
      return true;
    }

    const branch = BranchOpInterface.impl(op);
    if (branch !== undefined) {
      const unaccounted = new Array<boolean>(op.operands.length).fill(true);
      op.getSuccessors().forEach((block, index) => {
        const successorOperands = branch.getSuccessorOperands(op, index);
        const forwarded = successorOperands.forwardedOperands;
        for (let i = 0; i < forwarded.length; i++) {
          const operandIndex = forwarded.beginIndex + i;
          unaccounted[operandIndex] = false;
          const argument = block.arguments[successorOperands.producedOperandCount + i];
          if (argument !== undefined) this.meet(operands[operandIndex] as L, this.getLatticeElementFor(op, argument));
        }
      });
      unaccounted.forEach((isUnaccounted, i) => {
        if (isUnaccounted) this.visitBranchOperand(op.operands[i] as OpOperand);
      });
      return true;
    }

    const call = CallOpInterface.impl(op);
    if (call !== undefined) {
      const callable = resolveCallable(op);
      const callableImpl = callable === undefined ? undefined : CallableOpInterface.impl(callable);
      if (callable !== undefined && callableImpl !== undefined) {
        const unaccounted = new Array<boolean>(op.operands.length).fill(true);
        const argOperands = call.getArgOperandsMutable(op);
        const region = callableImpl.getCallableRegion(callable);
        const entry = region?.firstBlock ?? null;
        if (entry !== null) {
          const n = Math.min(entry.numArguments, argOperands.length);
          for (let i = 0; i < n; i++) {
            const operandIndex = argOperands.beginIndex + i;
            this.meet(operands[operandIndex] as L, this.getLatticeElementFor(op, entry.getArgument(i)));
            unaccounted[operandIndex] = false;
          }
        }
        unaccounted.forEach((isUnaccounted, i) => {
          if (isUnaccounted) this.visitCallOperand(op.operands[i] as OpOperand);
        });
        return true;
      }
    }

    const parent = op.parentOp;
    if (parent !== null && RegionBranchTerminatorOpInterface.isa(op) && RegionBranchOpInterface.isa(parent)) {
      this.visitRegionSuccessorsFromTerminator(op);
      return true;
    }

    if (op.hasTrait(OpTrait.ReturnLike) && parent !== null && CallableOpInterface.isa(parent)) {
      const callsites = this.getOrCreateFor(op, parent, PredecessorState);
      if (callsites.allPredecessorsKnown()) {
        for (const callsite of callsites.knownPredecessors()) {
          const callResults = callsite.results.map((r) => this.getLatticeElementFor(op, r));
          const n = Math.min(operands.length, callResults.length);
          for (let i = 0; i < n; i++) this.meet(operands[i] as L, callResults[i] as L);
        }
      } else for (const lattice of operands) this.setToExitState(lattice);
      return true;
    }

    return this.visitOperationImpl(op, operands, results);
  }

  /** Region arguments and results flow back into the op's forwarded operands. */
  private visitRegionSuccessors(op: Operation, operands: readonly L[]): void {
    const impl = RegionBranchOpInterface.impl(op);
    if (impl === undefined) return;
    const unaccounted = new Array<boolean>(op.operands.length).fill(true);
    const unknown = new Array<undefined>(op.operands.length).fill(undefined);
    for (const successor of impl.getEntrySuccessorRegions(op, unknown)) {
      const forwarded = impl.getEntrySuccessorOperands(op, successor.region ?? "parent");
      const n = Math.min(forwarded.length, successor.inputs.length);
      for (let i = 0; i < n; i++) {
        const operandIndex = forwarded.beginIndex + i;
        this.meet(operands[operandIndex] as L, this.getLatticeElementFor(op, successor.inputs[i] as Value));
        unaccounted[operandIndex] = false;
      }
    }
    unaccounted.forEach((isUnaccounted, i) => {
      if (isUnaccounted) this.visitBranchOperand(op.operands[i] as OpOperand);
    });
  }

  /** What a region's terminator forwards flows back from the successors' inputs. */
  private visitRegionSuccessorsFromTerminator(terminator: Operation): void {
    const impl = RegionBranchTerminatorOpInterface.impl(terminator);
    if (impl === undefined) return;
    const unaccounted = new Array<boolean>(terminator.operands.length).fill(true);
    const unknown = new Array<undefined>(terminator.operands.length).fill(undefined);
    for (const successor of impl.getSuccessorRegions(terminator, unknown)) {
      const forwarded = impl.getMutableSuccessorOperands(terminator, successor.region ?? "parent");
      const n = Math.min(forwarded.length, successor.inputs.length);
      for (let i = 0; i < n; i++) {
        const operandIndex = forwarded.beginIndex + i;
        this.meet(this.getLatticeElement(terminator.getOperand(operandIndex)), this.getLatticeElementFor(terminator, successor.inputs[i] as Value));
        unaccounted[operandIndex] = false;
      }
    }
    unaccounted.forEach((isUnaccounted, i) => {
      if (isUnaccounted) this.visitBranchOperand(terminator.operands[i] as OpOperand);
    });
  }

  /** Helper for subclasses: the blocks of all regions of `op`. */
  protected blocksOf(op: Operation): Block[] {
    const out: Block[] = [];
    for (const region of op.regions as readonly Region[]) for (let b = region.firstBlock; b !== null; b = b.next) out.push(b);
    return out;
  }
}
