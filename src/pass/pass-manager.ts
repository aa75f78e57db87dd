// The top-level PassManager and the pass runner (MLIR's PassManager::run,
// OpToOpPassAdaptor::run/runPipeline): per pass, instrumentation before and after, the
// pass on its op, analyses dropped unless preserved, the verifier after each pass, and
// nested pipelines on the ops inside the op, with MLIR's failure semantics.
import type { MLIRContext } from "../ir/context.js";
import type { Operation } from "../ir/operation.js";
import { UnknownLoc } from "../ir/location.js";
import { IRDiagnosticError, operationError } from "../ir/diagnostics.js";
import { verify } from "../ir/verifier.js";
import { OpTrait } from "../ir/traits.js";
import { AnalysisManager, PreservedAnalyses } from "./analysis.js";
import { PassInstrumentor, type PassInstrumentation } from "./instrumentation.js";
import { OpPassManager, OpToOpPassAdaptor, type Nesting } from "./op-pass-manager.js";
import type { Pass, PassExecutionState } from "./pass.js";

/** Where diagnostics of a run go (errors of passes, of the verifier, of the pass manager). */
export type DiagnosticHandler = (diagnostic: IRDiagnosticError) => void;

/** Runs a pipeline with crash/failure recovery (the crash reproducer hooks in here). */
export interface PipelineRunWrapper {
  run(pm: PassManager, op: Operation, runPasses: () => boolean): boolean;
}

/** Called once the run is over (statistics report). */
export type RunObserver = (pm: PassManager) => void;

export class PassManager extends OpPassManager {
  readonly context: MLIRContext;
  readonly instrumentor = new PassInstrumentor();
  /** Verify the IR after each pass (mlir-opt's --verify-each, on by default there). */
  verifyPasses = true;
  /**
   * Whether MLIR would run nested pipelines in parallel (mlir-opt without
   * --mlir-disable-threading): tsmlir runs them one after the other either way; this only
   * decides what reproducers record and which options are refused.
   */
  threadingEnabled = true;
  /**
   * Receives every diagnostic; by default they are collected in `diagnostics` and reported
   * to the context's diagnostic engine (whose handlers see them as they happen).
   */
  diagnosticHandler: DiagnosticHandler;
  readonly diagnostics: IRDiagnosticError[] = [];
  private wrapper: PipelineRunWrapper | undefined;
  private readonly observers: RunObserver[] = [];

  constructor(context: MLIRContext, opName: string | undefined = "builtin.module", nesting: Nesting = "explicit") {
    super(opName, nesting);
    this.context = context;
    this.diagnosticHandler = (d) => {
      this.diagnostics.push(d);
      context.getDiagEngine().emit(d);
    };
  }

  enableVerifier(enabled = true): void {
    this.verifyPasses = enabled;
  }

  addInstrumentation(instrumentation: PassInstrumentation): void {
    this.instrumentor.add(instrumentation);
  }

  /** Installs the crash reproducer (or any wrapper of whole runs). */
  setRunWrapper(wrapper: PipelineRunWrapper | undefined): void {
    this.wrapper = wrapper;
  }

  /** Runs `observer` after each run (used by the statistics report). */
  onRunFinished(observer: RunObserver): void {
    this.observers.push(observer);
  }

  /** Runs the pipeline on `op`; diagnostics go to the handler; returns whether it succeeded. */
  run(op: Operation): boolean {
    if (this.opName !== undefined && this.opName !== op.opName) {
      this.diagnosticHandler(new IRDiagnosticError(op.location, `can't run '${this.anchorName}' pass manager on '${op.opName}' op`));
      return false;
    }
    for (const dialect of this.getDependentDialects()) this.context.getOrLoadDialect(dialect);
    const finalizeError = this.finalize(this.context);
    if (finalizeError !== undefined) {
      this.diagnosticHandler(new IRDiagnosticError(UnknownLoc.get(this.context), finalizeError));
      return false;
    }
    if (!initializePasses(this, this.context)) return false;
    const am = AnalysisManager.forRoot(op, this.instrumentor.size > 0 ? this.instrumentor : undefined);
    const runPasses = (): boolean => runPipeline(this, this, op, am, undefined);
    const ok = this.wrapper !== undefined ? this.wrapper.run(this, op, runPasses) : runPasses();
    for (const observer of this.observers) observer(this);
    return ok;
  }

  /** @internal Reports a diagnostic. */
  report(diagnostic: IRDiagnosticError): void {
    this.diagnosticHandler(diagnostic);
  }
}

function initializePasses(pm: OpPassManager, context: MLIRContext): boolean {
  for (const pass of pm.passes) {
    if (pass instanceof OpToOpPassAdaptor) {
      for (const nested of pass.managers) if (!initializePasses(nested, context)) return false;
    } else if (!pass.initialize(context)) return false;
  }
  return true;
}

/** MLIR's OpToOpPassAdaptor::runPipeline: the passes of `pipeline` in order on `op`. */
function runPipeline(top: PassManager, pipeline: OpPassManager, op: Operation, am: AnalysisManager, parent: Pass | undefined): boolean {
  const instrumentor = am.instrumentor;
  const parentInfo = parent === undefined ? undefined : { parentPass: parent };
  if (instrumentor !== undefined && parentInfo !== undefined) instrumentor.runBeforePipeline(pipeline.opName, parentInfo);
  for (const pass of pipeline.passes) {
    if (!runPass(top, pass, op, am)) return false;
  }
  if (instrumentor !== undefined && parentInfo !== undefined) instrumentor.runAfterPipeline(pipeline.opName, parentInfo);
  return true;
}

/** MLIR's OpToOpPassAdaptor::run: one pass on one op. */
function runPass(top: PassManager, pass: Pass, op: Operation, am: AnalysisManager): boolean {
  const refuse = (message: string): boolean => {
    top.report(operationError(op, `'${op.opName}' op ${message}`));
    return false;
  };
  if (!op.isRegistered()) return refuse("trying to schedule a pass on an unregistered operation");
  if (!op.hasTrait(OpTrait.IsIsolatedFromAbove)) return refuse("trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'");
  if (!pass.canScheduleOn(op.name)) return refuse("trying to schedule a pass on an unsupported operation");

  const instrumentor = am.instrumentor;
  const state: PassExecutionState = {
    op,
    analysisManager: am,
    preserved: new PreservedAnalyses(),
    failed: false,
    pending: [],
    runPipeline: (pipeline, root) => {
      if (!op.isAncestor(root)) {
        top.report(operationError(op, `'${op.opName}' op Trying to schedule a dynamic pipeline on an operation that isn't nested under the current operation the pass is processing`));
        return false;
      }
      const error = pipeline.finalize(op.context);
      if (error !== undefined) {
        top.report(new IRDiagnosticError(UnknownLoc.get(op.context), error));
        return false;
      }
      if (!initializePasses(pipeline, op.context)) return false;
      return runPipeline(top, pipeline, root, root === op ? am : am.nest(root), pass);
    },
  };
  instrumentor?.runBeforePass(pass, op);
  if (pass instanceof OpToOpPassAdaptor) state.failed = !runAdaptor(top, pass, op, am);
  else {
    pass.beginExecution(state);
    try {
      pass.runOnOperation();
    } catch (error) {
      if (!(error instanceof IRDiagnosticError)) throw error;
      // A thrown diagnostic is MLIR's `return signalPassFailure(), emitError(...)`.
      state.pending.push(error);
      state.failed = true;
    } finally {
      pass.endExecution();
      for (const diagnostic of state.pending) top.report(diagnostic);
    }
  }
  am.invalidate(state.preserved);
  // The verifier runs unless the pass failed or preserved everything (so changed nothing);
  // an adaptor's nested ops were verified after their own passes.
  if (!state.failed && top.verifyPasses && !state.preserved.isAll() && !(pass instanceof OpToOpPassAdaptor)) {
    const errors = verify(op);
    for (const error of errors) top.report(error);
    if (errors.length > 0) state.failed = true;
  }
  if (instrumentor !== undefined) {
    if (state.failed) instrumentor.runAfterPassFailed(pass, op);
    else instrumentor.runAfterPass(pass, op);
  }
  return !state.failed;
}

/** The adaptor's body (MLIR's runOnOperationImpl / runOnOperationAsyncImpl). */
function runAdaptor(top: PassManager, adaptor: OpToOpPassAdaptor, op: Operation, am: AnalysisManager): boolean {
  // Which ops to run on is decided before any runs, as MLIR's parallel driver does.
  const scheduled: Array<readonly [Operation, OpPassManager]> = [];
  const byName = new Map<string, OpPassManager | undefined>();
  for (const region of op.regions) {
    for (let block = region.firstBlock; block !== null; block = block.next) {
      for (let nested = block.firstOp; nested !== null; nested = nested.next) {
        let pm = byName.get(nested.opName);
        if (!byName.has(nested.opName)) {
          pm = adaptor.findManagerFor(nested.name);
          byName.set(nested.opName, pm);
        }
        if (pm !== undefined) scheduled.push([nested, pm]);
      }
    }
  }
  let ok = true;
  for (const [nested, pm] of scheduled) {
    const nestedAm = am.nest(nested);
    const succeeded = runPipeline(top, pm, nested, nestedAm, adaptor);
    // The nested op's analyses are not used again by this pipeline.
    am.clearChild(nested);
    // MLIR's parallel driver starts no further op after a failure (failableParallelForEach),
    // so both ways the first failing op ends the adaptor.
    if (!succeeded) {
      ok = false;
      break;
    }
  }
  return ok;
}
