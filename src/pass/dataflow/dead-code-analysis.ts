// MLIR's DeadCodeAnalysis: which blocks and CFG edges may execute (Executable) and who may
// transfer control to a region, a callable or a call's results (PredecessorState), from the
// control-flow interfaces of the ops (BranchOpInterface, RegionBranchOpInterface,
// RegionBranchTerminatorOpInterface, CallOpInterface, CallableOpInterface) and the constant
// operands sparse constant propagation finds. Public callables and symbols with non-call
// uses have unknown predecessors.
import { SymbolRefAttr, type Attribute } from "../../ir/attributes.js";
import { Block, Operation, type Region, type Value } from "../../ir/operation.js";
import {
  BranchOpInterface,
  CallOpInterface,
  CallableOpInterface,
  RegionBranchOpInterface,
  RegionBranchTerminatorOpInterface,
  SymbolOpInterface,
  type RegionSuccessor,
} from "../../ir/op-interfaces.js";
import { getSymbolVisibility, lookupNearestSymbolFrom } from "../../ir/symbol-table.js";
import { OpTrait } from "../../ir/traits.js";
import { getSymbolUses, resolveSymbolPath, type SymbolUse } from "../transforms/symbol-uses.js";
import { ConstantValueLattice } from "./constant-value.js";
import { AnalysisState, CFGEdge, DataFlowAnalysis, type DataFlowSolver, type ProgramPoint } from "./solver.js";

/** Whether a block or CFG edge may execute (MLIR's Executable); analyses subscribe to a block's content. */
export class Executable extends AnalysisState {
  live = false;
  private readonly subscribers = new Set<DataFlowAnalysis>();

  setToLive(): boolean {
    if (this.live) return false;
    this.live = true;
    return true;
  }

  /** Revisit the block (and each op in it) with `analysis` when it becomes live. */
  blockContentSubscribe(analysis: DataFlowAnalysis): void {
    this.subscribers.add(analysis);
  }

  override onUpdate(solver: DataFlowSolver): void {
    super.onUpdate(solver);
    const point = this.point;
    if (point instanceof Block) {
      for (const analysis of this.subscribers) solver.enqueue(point, analysis);
      for (const analysis of this.subscribers) for (let op = point.firstOp; op !== null; op = op.next) solver.enqueue(op, analysis);
    } else if (point instanceof CFGEdge) {
      for (const analysis of this.subscribers) solver.enqueue(point.to, analysis);
    }
  }
}

/** Who may transfer control to a point, and with which inputs (MLIR's PredecessorState). */
export class PredecessorState extends AnalysisState {
  private allKnown = true;
  private readonly known: Operation[] = [];
  private readonly knownSet = new Set<Operation>();
  private readonly inputs = new Map<Operation, readonly Value[]>();

  allPredecessorsKnown(): boolean {
    return this.allKnown;
  }
  knownPredecessors(): readonly Operation[] {
    return this.known;
  }
  /** The values `predecessor` defines on the way in (successor inputs), empty when none were recorded. */
  successorInputs(predecessor: Operation): readonly Value[] {
    return this.inputs.get(predecessor) ?? [];
  }

  setHasUnknownPredecessors(): boolean {
    if (!this.allKnown) return false;
    this.allKnown = false;
    return true;
  }

  join(predecessor: Operation, inputs?: readonly Value[]): boolean {
    let changed = false;
    if (!this.knownSet.has(predecessor)) {
      this.knownSet.add(predecessor);
      this.known.push(predecessor);
      changed = true;
    }
    if (inputs !== undefined && inputs.length > 0) {
      const current = this.inputs.get(predecessor);
      if (current === undefined || current.length !== inputs.length || current.some((v, i) => v !== inputs[i])) {
        this.inputs.set(predecessor, inputs);
        changed = true;
      }
    }
    return changed;
  }
}

/** The op a call refers to (MLIR's CallOpInterface::resolveCallable): a symbol's op or a value's definer. */
export function resolveCallable(call: Operation): Operation | undefined {
  const impl = CallOpInterface.impl(call);
  if (impl === undefined) return undefined;
  const callee = impl.getCallableForCallee(call);
  if (callee instanceof SymbolRefAttr) return lookupNearestSymbolFrom(call, callee);
  return callee.definingOp ?? undefined;
}

/** A terminator returning from a region-branching op's region or a callable's body (MLIR's isRegionOrCallableReturn). */
export function isRegionOrCallableReturn(op: Operation): boolean {
  const block = op.parent;
  const parent = op.parentOp;
  if (block === null || parent === null || op.numSuccessors > 0) return false;
  if (!RegionBranchOpInterface.isa(parent) && !CallableOpInterface.isa(parent)) return false;
  return block.lastOp === op;
}

/** MLIR's SymbolTable::walkSymbolTables: symbol tables innermost first, with whether all uses of their symbols are visible. */
function walkSymbolTables(op: Operation, allUsesVisible: boolean, callback: (table: Operation, allUsesVisible: boolean) => void): void {
  const isTable = op.hasTrait(OpTrait.SymbolTable);
  if (isTable) allUsesVisible ||= !SymbolOpInterface.isa(op) || getSymbolVisibility(op) === "private";
  else allUsesVisible = true;
  for (const region of op.regions) {
    for (let block = region.firstBlock; block !== null; block = block.next) {
      for (let nested = block.firstOp; nested !== null; nested = nested.next) walkSymbolTables(nested, allUsesVisible, callback);
    }
  }
  if (isTable) callback(op, allUsesVisible);
}

/** The symbol uses in the ops of a region, not entering nested symbol tables (MLIR's getSymbolUses(Region*)). */
function symbolUsesInRegion(op: Operation): SymbolUse[] | undefined {
  const out: SymbolUse[] = [];
  const region = op.regions[0];
  if (region === undefined) return out;
  for (let block = region.firstBlock; block !== null; block = block.next) {
    for (let nested = block.firstOp; nested !== null; nested = nested.next) {
      const uses = getSymbolUses(nested);
      if (uses === undefined) return undefined;
      out.push(...uses);
    }
  }
  return out;
}

export class DeadCodeAnalysis extends DataFlowAnalysis {
  private analysisScope: Operation | undefined;

  constructor(solver: DataFlowSolver) {
    super(solver);
  }

  override initialize(top: Operation): boolean {
    for (const region of top.regions) {
      if (region.firstBlock === null) continue;
      const state = this.getOrCreate(region.firstBlock, Executable);
      this.propagateIfChanged(state, state.setToLive());
    }
    this.initializeSymbolCallables(top);
    return this.initializeRecursively(top);
  }

  /** Callables that are public, or nested where not all uses are visible, or used other than by calls, have unknown callers. */
  private initializeSymbolCallables(top: Operation): void {
    this.analysisScope = top;
    walkSymbolTables(top, top.parent === null, (table, allUsesVisible) => {
      const block = table.regions[0]?.firstBlock ?? null;
      if (block === null) return;
      let foundSymbolCallable = false;
      for (let op = block.firstOp; op !== null; op = op.next) {
        const callable = CallableOpInterface.impl(op);
        if (callable === undefined || callable.getCallableRegion(op) === undefined) continue;
        if (!SymbolOpInterface.isa(op)) continue;
        const visibility = getSymbolVisibility(op);
        if (visibility === "public" || (!allUsesVisible && visibility === "nested")) {
          const state = this.getOrCreate(op, PredecessorState);
          this.propagateIfChanged(state, state.setHasUnknownPredecessors());
        }
        foundSymbolCallable = true;
      }
      if (!foundSymbolCallable) return;
      const uses = symbolUsesInRegion(table);
      if (uses === undefined) {
        // Unknown symbol tables may hide uses: no callable's callers are known.
        const stack: Operation[] = [top];
        while (stack.length > 0) {
          const op = stack.pop() as Operation;
          if (CallableOpInterface.isa(op)) {
            const state = this.getOrCreate(op, PredecessorState);
            this.propagateIfChanged(state, state.setHasUnknownPredecessors());
          }
          for (const region of op.regions) for (let b = region.firstBlock; b !== null; b = b.next) for (let o = b.firstOp; o !== null; o = o.next) stack.push(o);
        }
        return;
      }
      for (const use of uses) {
        if (CallOpInterface.isa(use.user)) continue;
        // As MLIR: the symbol is looked up from the analysis' top op.
        const symbol = resolveSymbolPath(top, use.ref)?.at(-1);
        if (symbol === undefined) continue;
        const state = this.getOrCreate(symbol, PredecessorState);
        this.propagateIfChanged(state, state.setHasUnknownPredecessors());
      }
    });
  }

  private initializeRecursively(op: Operation): boolean {
    if (op.regions.length > 0 || op.numSuccessors > 0 || isRegionOrCallableReturn(op) || CallOpInterface.isa(op)) {
      if (op.parent !== null) this.getOrCreate(op.parent, Executable).blockContentSubscribe(this);
      if (!this.visit(op)) return false;
    }
    for (const region of op.regions) {
      for (let block = region.firstBlock; block !== null; block = block.next) {
        for (let nested = block.firstOp; nested !== null; nested = nested.next) if (!this.initializeRecursively(nested)) return false;
      }
    }
    return true;
  }

  private markEdgeLive(from: Block, to: Block): void {
    const state = this.getOrCreate(to, Executable);
    this.propagateIfChanged(state, state.setToLive());
    const edge = this.getOrCreate(this.solver.cfgEdge(from, to), Executable);
    this.propagateIfChanged(edge, edge.setToLive());
  }

  private markEntryBlocksLive(op: Operation): void {
    for (const region of op.regions) {
      if (region.firstBlock === null) continue;
      const state = this.getOrCreate(region.firstBlock, Executable);
      this.propagateIfChanged(state, state.setToLive());
    }
  }

  override visit(point: ProgramPoint): boolean {
    if (point instanceof Block) return true;
    if (!(point instanceof Operation)) return false;
    const op = point;
    if (op.parent === null || !this.getOrCreate(op.parent, Executable).live) return true;
    if (CallOpInterface.isa(op)) this.visitCallOperation(op);
    if (op.regions.length > 0) {
      if (RegionBranchOpInterface.isa(op)) this.visitRegionBranchOperation(op);
      else if (CallableOpInterface.isa(op)) {
        const callsites = this.getOrCreateFor(op, op, PredecessorState);
        if (!callsites.allPredecessorsKnown() || callsites.knownPredecessors().length > 0) this.markEntryBlocksLive(op);
      } else this.markEntryBlocksLive(op);
    }
    if (isRegionOrCallableReturn(op)) {
      const parent = op.parentOp as Operation;
      if (RegionBranchOpInterface.isa(parent)) this.visitRegionTerminator(op, parent);
      else if (CallableOpInterface.isa(parent)) this.visitCallableTerminator(op, parent);
    }
    if (op.numSuccessors > 0) {
      if (BranchOpInterface.isa(op)) this.visitBranchOperation(op);
      else for (const successor of op.getSuccessors()) this.markEdgeLive(op.parent, successor);
    }
    return true;
  }

  private visitCallOperation(call: Operation): void {
    const callable = resolveCallable(call);
    const isExternal = (op: Operation): boolean => {
      if (this.analysisScope === undefined || !this.analysisScope.isAncestor(op)) return true;
      const impl = CallableOpInterface.impl(op);
      return impl !== undefined && impl.getCallableRegion(op) === undefined;
    };
    if (callable !== undefined && SymbolOpInterface.isa(callable) && !isExternal(callable)) {
      const callsites = this.getOrCreate(callable, PredecessorState);
      this.propagateIfChanged(callsites, callsites.join(call));
    } else {
      const predecessors = this.getOrCreate(call, PredecessorState);
      this.propagateIfChanged(predecessors, predecessors.setHasUnknownPredecessors());
    }
  }

  /** The constant of each operand, or undefined when some operand is not known yet (MLIR's getOperandValues). */
  private operandValues(op: Operation): (Attribute | undefined)[] | undefined {
    const out: (Attribute | undefined)[] = [];
    for (const operand of op.operands) {
      const lattice = this.getOrCreate(operand.value, ConstantValueLattice);
      lattice.useDefSubscribe(this);
      if (lattice.isUninitialized()) return undefined;
      out.push(lattice.constant());
    }
    return out;
  }

  private visitBranchOperation(branch: Operation): void {
    const operands = this.operandValues(branch);
    if (operands === undefined) return;
    const block = branch.parent as Block;
    const successor = BranchOpInterface.impl(branch)?.getSuccessorForOperands(branch, operands);
    if (successor !== undefined) this.markEdgeLive(block, successor);
    else for (const s of branch.getSuccessors()) this.markEdgeLive(block, s);
  }

  private visitRegionBranchOperation(branch: Operation): void {
    const operands = this.operandValues(branch);
    if (operands === undefined) return;
    const impl = RegionBranchOpInterface.impl(branch);
    if (impl === undefined) return;
    for (const successor of impl.getEntrySuccessorRegions(branch, operands)) {
      const point: ProgramPoint = successor.region !== undefined ? (successor.region.firstBlock as Block) : branch;
      const state = this.getOrCreate(point, Executable);
      this.propagateIfChanged(state, state.setToLive());
      const predecessors = this.getOrCreate(point, PredecessorState);
      this.propagateIfChanged(predecessors, predecessors.join(branch, successor.inputs));
    }
  }

  private visitRegionTerminator(op: Operation, branch: Operation): void {
    const operands = this.operandValues(op);
    if (operands === undefined) return;
    let successors: RegionSuccessor[];
    const terminator = RegionBranchTerminatorOpInterface.impl(op);
    if (terminator !== undefined) successors = terminator.getSuccessorRegions(op, operands);
    else successors = RegionBranchOpInterface.impl(branch)?.getSuccessorRegions(branch, op.parentRegion as Region) ?? [];
    for (const successor of successors) {
      let predecessors: PredecessorState;
      if (successor.region !== undefined) {
        const entry = successor.region.firstBlock as Block;
        const state = this.getOrCreate(entry, Executable);
        this.propagateIfChanged(state, state.setToLive());
        predecessors = this.getOrCreate(entry, PredecessorState);
      } else predecessors = this.getOrCreate(branch, PredecessorState);
      this.propagateIfChanged(predecessors, predecessors.join(op, successor.inputs));
    }
  }

  private visitCallableTerminator(op: Operation, callable: Operation): void {
    const callsites = this.getOrCreateFor(op, callable, PredecessorState);
    const canResolve = op.hasTrait(OpTrait.ReturnLike);
    for (const call of callsites.knownPredecessors()) {
      const predecessors = this.getOrCreate(call, PredecessorState);
      this.propagateIfChanged(predecessors, canResolve ? predecessors.join(op) : predecessors.setHasUnknownPredecessors());
    }
  }
}
