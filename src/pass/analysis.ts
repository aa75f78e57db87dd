// Analyses and their caching (MLIR's AnalysisManager): an analysis is any class built from
// the op it analyses (`new A(op, analysisManager)`); results are cached per op and kind,
// and dropped after a pass unless the pass said it preserved them.
import type { Operation } from "../ir/operation.js";
import type { PassInstrumentor } from "./instrumentation.js";

/** An analysis class: constructed on an op, optionally using the analysis manager for its own queries. */
export interface AnalysisClass<T extends object> {
  new (op: Operation, analysisManager: AnalysisManager): T;
  /** The name shown by instrumentation (`--mlir-timing`: `(A) Name`); defaults to the class name. */
  readonly analysisName?: string;
}

type AnyAnalysisClass = AnalysisClass<object>;

/** An analysis may decide itself whether it survives (MLIR's isInvalidated hook). */
export interface SelfInvalidatingAnalysis {
  isInvalidated(preserved: PreservedAnalyses): boolean;
}

/** The analyses a pass left valid: all of them, or a set of analysis classes. */
export class PreservedAnalyses {
  private all = false;
  private readonly kinds = new Set<AnyAnalysisClass>();

  preserveAll(): void {
    this.all = true;
  }
  preserve(...kinds: readonly AnyAnalysisClass[]): void {
    for (const kind of kinds) this.kinds.add(kind);
  }
  isAll(): boolean {
    return this.all;
  }
  isNone(): boolean {
    return !this.all && this.kinds.size === 0;
  }
  isPreserved(kind: AnyAnalysisClass): boolean {
    return this.all || this.kinds.has(kind);
  }
  unpreserve(kind: AnyAnalysisClass): void {
    this.kinds.delete(kind);
  }
}

export function analysisNameOf(kind: AnyAnalysisClass): string {
  return kind.analysisName ?? kind.name;
}

function isSelfInvalidating(analysis: object): analysis is SelfInvalidatingAnalysis {
  return typeof (analysis as Partial<SelfInvalidatingAnalysis>).isInvalidated === "function";
}

/** The analyses of one op, and the maps of the nested ops asked about (MLIR's NestedAnalysisMap). */
export class NestedAnalysisMap {
  readonly analyses = new Map<AnyAnalysisClass, object>();
  readonly children = new Map<Operation, NestedAnalysisMap>();
  constructor(
    readonly op: Operation,
    readonly parent: NestedAnalysisMap | undefined,
  ) {}

  /** Drops what `preserved` does not keep, here and in every nested map. */
  invalidate(preserved: PreservedAnalyses): void {
    if (preserved.isAll()) return;
    const stack: NestedAnalysisMap[] = [this];
    while (stack.length > 0) {
      const map = stack.pop() as NestedAnalysisMap;
      if (preserved.isNone()) map.analyses.clear();
      else {
        for (const [kind, analysis] of map.analyses) {
          const invalid = isSelfInvalidating(analysis) ? analysis.isInvalidated(preserved) : !preserved.isPreserved(kind);
          if (invalid) map.analyses.delete(kind);
        }
      }
      // Nested maps are emptied of everything not preserved too.
      for (const child of map.children.values()) stack.push(child);
      if (preserved.isNone()) map.children.clear();
    }
  }
}

/** The handle passes use to query analyses of their op (and of its parents and children). */
export class AnalysisManager {
  constructor(
    private readonly map: NestedAnalysisMap,
    readonly instrumentor: PassInstrumentor | undefined,
  ) {}

  get op(): Operation {
    return this.map.op;
  }

  /** The analysis of this manager's op, computed (and cached) when needed. */
  getAnalysis<T extends object>(kind: AnalysisClass<T>): T {
    const cached = this.map.analyses.get(kind);
    if (cached !== undefined) return cached as T;
    const name = analysisNameOf(kind);
    this.instrumentor?.runBeforeAnalysis(name, kind, this.map.op);
    const analysis = new kind(this.map.op, this);
    this.map.analyses.set(kind, analysis);
    this.instrumentor?.runAfterAnalysis(name, kind, this.map.op);
    return analysis;
  }

  getCachedAnalysis<T extends object>(kind: AnalysisClass<T>): T | undefined {
    return this.map.analyses.get(kind) as T | undefined;
  }

  /** The analysis of a nested op (an op directly or indirectly in this manager's op). */
  getChildAnalysis<T extends object>(child: Operation, kind: AnalysisClass<T>): T {
    return this.nest(child).getAnalysis(kind);
  }

  getCachedChildAnalysis<T extends object>(child: Operation, kind: AnalysisClass<T>): T | undefined {
    return this.map.children.get(child)?.analyses.get(kind) as T | undefined;
  }

  /** A cached analysis of the nearest enclosing op that has one (parents are never computed from a child). */
  getCachedParentAnalysis<T extends object>(parentOp: Operation, kind: AnalysisClass<T>): T | undefined {
    for (let map = this.map.parent; map !== undefined; map = map.parent) {
      if (map.op === parentOp) return map.analyses.get(kind) as T | undefined;
    }
    return undefined;
  }

  /** The analysis manager of a nested op (direct child, or deeper through its parents). */
  nest(child: Operation): AnalysisManager {
    if (child.parentOp !== this.map.op) {
      const parent = child.parentOp;
      if (parent === null) throw new Error("AnalysisManager.nest: the op is not nested in this manager's op");
      return this.nest(parent).nest(child);
    }
    let childMap = this.map.children.get(child);
    if (childMap === undefined) {
      childMap = new NestedAnalysisMap(child, this.map);
      this.map.children.set(child, childMap);
    }
    return new AnalysisManager(childMap, this.instrumentor);
  }

  /** Drops the analyses `preserved` does not keep. */
  invalidate(preserved: PreservedAnalyses): void {
    this.map.invalidate(preserved);
  }

  /** Forgets the analyses of a nested op (it was erased). */
  clearChild(child: Operation): void {
    this.map.children.delete(child);
  }

  /** A manager for a top-level op. */
  static forRoot(op: Operation, instrumentor?: PassInstrumentor): AnalysisManager {
    return new AnalysisManager(new NestedAnalysisMap(op, undefined), instrumentor);
  }
}
