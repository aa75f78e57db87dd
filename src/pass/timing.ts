// Execution timing (MLIR's DefaultTimingManager and PassTiming): a tree of named timers
// (the tool's phases, each pass, analyses, nested pipelines), printed as MLIR's
// "Execution time report" in tree or list form. tsmlir is single-threaded, so only wall
// time is reported (MLIR shows a user-time column only when it differs).
import type { Operation } from "../ir/operation.js";
import type { AnalysisClass } from "./analysis.js";
import { PassInstrumentation, type PipelineParentInfo } from "./instrumentation.js";
import { OpToOpPassAdaptor, ANY_OP_ANCHOR } from "./op-pass-manager.js";
import type { Pass } from "./pass.js";

export type TimingDisplayMode = "list" | "tree";

/** One timer: accumulated wall time, children by identity in creation order. */
export class Timer {
  readonly children = new Map<unknown, Timer>();
  /** Accumulated nanoseconds. */
  elapsed = 0n;
  private startedAt: bigint | undefined;
  hidden = false;
  constructor(readonly name: string) {}

  start(): void {
    this.startedAt ??= process.hrtime.bigint();
  }
  stop(): void {
    if (this.startedAt === undefined) return;
    this.elapsed += process.hrtime.bigint() - this.startedAt;
    this.startedAt = undefined;
  }
  /** The child with identity `id` (created, named `name()`, when new). */
  child(id: unknown, name: () => string): Timer {
    let timer = this.children.get(id);
    if (timer === undefined) {
      timer = new Timer(name());
      this.children.set(id, timer);
    }
    return timer;
  }
  get seconds(): number {
    return Number(this.elapsed) / 1e9;
  }
}

/** A running timer (MLIR's TimingScope): nest sub-timers, stop it when done. */
export class TimingScope {
  constructor(readonly timer: Timer) {
    timer.start();
  }
  nest(id: unknown, name: () => string): TimingScope {
    return new TimingScope(this.timer.child(id, name));
  }
  stop(): void {
    this.timer.stop();
  }
  hide(): void {
    this.timer.hidden = true;
  }
}

const RULE = `===${"-".repeat(73)}===\n`;
const TITLE = "... Execution time report ...";

function entry(seconds: number, total: number, name: string, indent: number): string {
  const percent = total === 0 ? 0 : (100 * seconds) / total;
  return `  ${seconds.toFixed(4).padStart(8)} (${percent.toFixed(1).padStart(5)}%)  ${" ".repeat(indent)}${name}\n`;
}

/** MLIR's DefaultTimingManager: a hidden root timer and the report. */
export class TimingManager {
  readonly root = new Timer("root");
  readonly rootScope: TimingScope;
  constructor(readonly displayMode: TimingDisplayMode = "tree") {
    this.root.hidden = true;
    this.rootScope = new TimingScope(this.root);
  }

  /** Stops the root timer and renders the report. */
  report(): string {
    this.root.stop();
    const total = this.root.seconds;
    let out = `${RULE}${" ".repeat(Math.floor((80 - TITLE.length) / 2))}${TITLE}\n${RULE}`;
    out += `  Total Execution Time: ${total.toFixed(4)} seconds\n\n`;
    out += "  ----Wall Time----  ----Name----\n";
    if (this.displayMode === "list") {
      const merged = new Map<string, number>();
      const add = (timer: Timer): void => {
        merged.set(timer.name, (merged.get(timer.name) ?? 0) + timer.seconds);
        for (const child of timer.children.values()) add(child);
      };
      add(this.root);
      const sorted = [...merged].sort((a, b) => b[1] - a[1]);
      for (const [name, seconds] of sorted) out += entry(seconds, total, name, 0);
    } else {
      const tree = (timer: Timer, indent: number): void => {
        let childIndent = indent;
        if (!timer.hidden) {
          out += entry(timer.seconds, total, timer.name, indent);
          childIndent += 2;
        }
        for (const child of timer.children.values()) tree(child, childIndent);
      };
      tree(this.root, 0);
    }
    let rest = total;
    for (const child of this.root.children.values()) rest -= child.seconds;
    out += entry(Math.max(rest, 0), total, "Rest", 0);
    out += entry(total, total, "Total", 0);
    return out;
  }
}

/** MLIR's PassTiming instrumentation: a timer per pass, analysis and nested pipeline. */
export class PassTimingInstrumentation extends PassInstrumentation {
  /** Running scopes with what opened them (a pass, an analysis kind, or a pipeline's parent adaptor). */
  private readonly active: Array<{ readonly owner: unknown; readonly scope: TimingScope }> = [];
  /** The scope of the adaptor each nested pipeline runs under. */
  private readonly adaptorScopes = new Map<Pass, TimingScope>();
  constructor(private readonly rootScope: TimingScope) {
    super();
  }

  private current(): TimingScope {
    return this.active[this.active.length - 1]?.scope ?? this.rootScope;
  }

  /** Stops the scopes opened since (and including) the one `owner` opened. */
  private close(owner: unknown): void {
    if (!this.active.some((a) => a.owner === owner)) return;
    for (;;) {
      const top = this.active.pop();
      if (top === undefined) return;
      top.scope.stop();
      if (top.owner === owner) return;
    }
  }

  override runBeforePipeline(name: string | undefined, parent: PipelineParentInfo): void {
    const parentScope = this.adaptorScopes.get(parent.parentPass) ?? this.rootScope;
    this.active.push({ owner: parent, scope: parentScope.nest(`pipeline:${name ?? ""}`, () => `'${name ?? ANY_OP_ANCHOR}' Pipeline`) });
  }
  override runAfterPipeline(_name: string | undefined, parent: PipelineParentInfo): void {
    this.close(parent);
  }
  override runBeforePass(pass: Pass): void {
    const scope = this.current().nest(pass, () => pass.name);
    if (pass instanceof OpToOpPassAdaptor) {
      // The adaptor's timer is hidden in the tree: its pipelines show in its place.
      scope.hide();
      this.adaptorScopes.set(pass, scope);
    }
    this.active.push({ owner: pass, scope });
  }
  override runAfterPass(pass: Pass): void {
    this.close(pass);
    if (pass instanceof OpToOpPassAdaptor) this.adaptorScopes.delete(pass);
  }
  override runAfterPassFailed(pass: Pass, _op: Operation): void {
    this.runAfterPass(pass);
  }
  override runBeforeAnalysis(_name: string, kind: AnalysisClass<object>): void {
    this.active.push({ owner: kind, scope: this.current().nest(kind, () => `(A) ${_name}`) });
  }
  override runAfterAnalysis(_name: string, kind: AnalysisClass<object>): void {
    this.close(kind);
  }
}
