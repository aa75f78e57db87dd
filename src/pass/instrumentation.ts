// Pass instrumentation (MLIR's PassInstrumentation): hooks around pipelines, passes and
// analyses. IR printing, timing, statistics of failures and crash reproducers are
// instrumentations; users add their own with PassManager.addInstrumentation.
import type { Operation } from "../ir/operation.js";
import type { AnalysisClass } from "./analysis.js";
import type { Pass } from "./pass.js";

/** The pass (an adaptor) whose nested pipeline is about to run or just ran. */
export interface PipelineParentInfo {
  readonly parentPass: Pass;
}

/** Override the hooks you need; all default to doing nothing. */
export abstract class PassInstrumentation {
  /** A nested pipeline anchored on `name` starts (on one op). */
  runBeforePipeline(_name: string | undefined, _parent: PipelineParentInfo): void {}
  runAfterPipeline(_name: string | undefined, _parent: PipelineParentInfo): void {}
  runBeforePass(_pass: Pass, _op: Operation): void {}
  runAfterPass(_pass: Pass, _op: Operation): void {}
  runAfterPassFailed(_pass: Pass, _op: Operation): void {}
  runBeforeAnalysis(_name: string, _kind: AnalysisClass<object>, _op: Operation): void {}
  runAfterAnalysis(_name: string, _kind: AnalysisClass<object>, _op: Operation): void {}
}

/** Calls the instrumentations in order ("before" hooks) or in reverse order ("after" hooks), as MLIR does. */
export class PassInstrumentor {
  private readonly instrumentations: PassInstrumentation[] = [];

  add(instrumentation: PassInstrumentation): void {
    this.instrumentations.push(instrumentation);
  }
  get size(): number {
    return this.instrumentations.length;
  }

  runBeforePipeline(name: string | undefined, parent: PipelineParentInfo): void {
    for (const i of this.instrumentations) i.runBeforePipeline(name, parent);
  }
  runAfterPipeline(name: string | undefined, parent: PipelineParentInfo): void {
    for (let k = this.instrumentations.length - 1; k >= 0; k--) (this.instrumentations[k] as PassInstrumentation).runAfterPipeline(name, parent);
  }
  runBeforePass(pass: Pass, op: Operation): void {
    for (const i of this.instrumentations) i.runBeforePass(pass, op);
  }
  runAfterPass(pass: Pass, op: Operation): void {
    for (let k = this.instrumentations.length - 1; k >= 0; k--) (this.instrumentations[k] as PassInstrumentation).runAfterPass(pass, op);
  }
  runAfterPassFailed(pass: Pass, op: Operation): void {
    for (let k = this.instrumentations.length - 1; k >= 0; k--) (this.instrumentations[k] as PassInstrumentation).runAfterPassFailed(pass, op);
  }
  runBeforeAnalysis(name: string, kind: AnalysisClass<object>, op: Operation): void {
    for (const i of this.instrumentations) i.runBeforeAnalysis(name, kind, op);
  }
  runAfterAnalysis(name: string, kind: AnalysisClass<object>, op: Operation): void {
    for (let k = this.instrumentations.length - 1; k >= 0; k--) (this.instrumentations[k] as PassInstrumentation).runAfterAnalysis(name, kind, op);
  }
}
