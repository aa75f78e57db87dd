// MLIR's data-flow framework core (DataFlowFramework): analyses attach states to program
// points (ops, blocks, values, CFG edges); a state that changes re-runs the analyses that
// depend on it, through one FIFO worklist, until nothing changes. Analyses are loaded into a
// solver, which owns every state of one run.
import type { Block, Operation, Value } from "../../ir/operation.js";

/** A control-flow edge between two blocks of a region (MLIR's CFGEdge), uniqued per solver. */
export class CFGEdge {
  constructor(
    readonly from: Block,
    readonly to: Block,
  ) {}
}

/** Where states live: an op, a block, a value (lattice anchors) or a CFG edge. */
export type ProgramPoint = Operation | Block | Value | CFGEdge;

/** A state class: constructed per (point, class) on first request. */
export type StateClass<T extends AnalysisState> = new (point: ProgramPoint) => T;

/** Something an analysis knows about a program point (MLIR's AnalysisState). */
export abstract class AnalysisState {
  /** The (point, analysis) pairs to revisit when this state changes. */
  private readonly dependents = new Map<ProgramPoint, Set<DataFlowAnalysis>>();

  constructor(readonly point: ProgramPoint) {}

  addDependency(point: ProgramPoint, analysis: DataFlowAnalysis): void {
    let analyses = this.dependents.get(point);
    if (analyses === undefined) this.dependents.set(point, (analyses = new Set()));
    analyses.add(analysis);
  }

  /** Called by the solver after the state changed: queues the dependents. */
  onUpdate(solver: DataFlowSolver): void {
    for (const [point, analyses] of this.dependents) for (const analysis of analyses) solver.enqueue(point, analysis);
  }
}

/** One analysis run by a solver (MLIR's DataFlowAnalysis). */
export abstract class DataFlowAnalysis {
  constructor(protected readonly solver: DataFlowSolver) {}

  /** Seeds the analysis over `top` and everything nested in it; false on failure. */
  abstract initialize(top: Operation): boolean;

  /** Recomputes what the analysis derives at `point`; false on failure. */
  abstract visit(point: ProgramPoint): boolean;

  protected getOrCreate<T extends AnalysisState>(point: ProgramPoint, kind: StateClass<T>): T {
    return this.solver.getOrCreateState(point, kind);
  }

  /** The state at `point`, with `dependent` revisited by this analysis when it changes. */
  protected getOrCreateFor<T extends AnalysisState>(dependent: ProgramPoint, point: ProgramPoint, kind: StateClass<T>): T {
    const state = this.getOrCreate(point, kind);
    this.addDependency(state, dependent);
    return state;
  }

  protected addDependency(state: AnalysisState, dependent: ProgramPoint): void {
    state.addDependency(dependent, this);
  }

  protected propagateIfChanged(state: AnalysisState, changed: boolean): void {
    this.solver.propagateIfChanged(state, changed);
  }
}

interface WorkItem {
  readonly point: ProgramPoint;
  readonly analysis: DataFlowAnalysis;
}

/** Runs loaded analyses to a fixpoint and keeps their states (MLIR's DataFlowSolver). */
export class DataFlowSolver {
  private readonly analyses: DataFlowAnalysis[] = [];
  private readonly states = new Map<ProgramPoint, Map<StateClass<AnalysisState>, AnalysisState>>();
  private readonly edges = new Map<Block, Map<Block, CFGEdge>>();
  private worklist: WorkItem[] = [];
  private head = 0;
  /** Whether call results and callee arguments flow through known call sites (MLIR's interprocedural config). */
  readonly interprocedural: boolean;

  constructor(options: { interprocedural?: boolean } = {}) {
    this.interprocedural = options.interprocedural ?? true;
  }

  /** Adds an analysis built by `create` (runs in load order). */
  load<A extends DataFlowAnalysis>(create: (solver: DataFlowSolver) => A): A {
    const analysis = create(this);
    this.analyses.push(analysis);
    return analysis;
  }

  /** Initializes every analysis on `top`, then drains the worklist; false when an analysis failed. */
  initializeAndRun(top: Operation): boolean {
    for (const analysis of this.analyses) if (!analysis.initialize(top)) return false;
    while (this.head < this.worklist.length) {
      const item = this.worklist[this.head++] as WorkItem;
      if (this.head > 4096 && this.head * 2 > this.worklist.length) {
        this.worklist = this.worklist.slice(this.head);
        this.head = 0;
      }
      if (!item.analysis.visit(item.point)) return false;
    }
    return true;
  }

  enqueue(point: ProgramPoint, analysis: DataFlowAnalysis): void {
    this.worklist.push({ point, analysis });
  }

  propagateIfChanged(state: AnalysisState, changed: boolean): void {
    if (changed) state.onUpdate(this);
  }

  getOrCreateState<T extends AnalysisState>(point: ProgramPoint, kind: StateClass<T>): T {
    let byKind = this.states.get(point);
    if (byKind === undefined) this.states.set(point, (byKind = new Map()));
    let state = byKind.get(kind);
    if (state === undefined) byKind.set(kind, (state = new kind(point)));
    return state as T;
  }

  /** The state at `point` if some analysis created it (MLIR's lookupState). */
  lookupState<T extends AnalysisState>(point: ProgramPoint, kind: StateClass<T>): T | undefined {
    return this.states.get(point)?.get(kind) as T | undefined;
  }

  /** The uniqued edge `from` -> `to`. */
  cfgEdge(from: Block, to: Block): CFGEdge {
    let byTarget = this.edges.get(from);
    if (byTarget === undefined) this.edges.set(from, (byTarget = new Map()));
    let edge = byTarget.get(to);
    if (edge === undefined) byTarget.set(to, (edge = new CFGEdge(from, to)));
    return edge;
  }
}
