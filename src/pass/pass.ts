// The pass base class (MLIR's Pass / OperationPass / InterfacePass). A pass is described
// by a PassDefinition (argument, summary, anchor op or interface, options, statistics),
// usually generated from a `.td` by `tsmlir-tblgen --gen-ts-passes`, and implements
// `runOnOperation`. While it runs it sees its op, its analyses and its typed options;
// failure is signalled (MLIR's signalPassFailure) or thrown as an IRDiagnosticError.
import type { MLIRContext, OperationName } from "../ir/context.js";
import { Operation } from "../ir/operation.js";
import type { Location } from "../ir/location.js";
import { IRDiagnosticError, operationError } from "../ir/diagnostics.js";
import type { DiagnosticSeverity } from "../support/diagnostic.js";
import type { AnyInterface } from "../ir/interfaces.js";
import type { AnalysisClass, AnalysisManager } from "./analysis.js";
import { PreservedAnalyses } from "./analysis.js";
import { PassOptions, type OptionInput, type OptionSpecs, type OptionValues } from "./options.js";
import type { OptionParseContext } from "./option-values.js";
import { createCounters, type StatisticCounters, type StatisticSpecs } from "./statistics.js";
import type { OpPassManager } from "./op-pass-manager.js";

/** What a pass is: the facts its `.td` record states. */
export interface PassDefinition<O extends OptionSpecs = OptionSpecs, S extends StatisticSpecs = StatisticSpecs> {
  /** The pass's class name (MLIR's getName: the def name, `CSE`), shown by instrumentation. */
  readonly name: string;
  /** The pass's name in pipelines (`cse`); "" for a pass that cannot be named in pipelines. */
  readonly argument: string;
  /** One line (MLIR's getDescription: the `summary`), shown by `--help`. */
  readonly summary: string;
  readonly description?: string;
  /** The op the pass runs on (`func.func`); absent: any op (an op-agnostic pass). */
  readonly opName?: string;
  /** For interface passes: the op interface the op must implement. */
  readonly opInterface?: AnyInterface;
  /** Dialects (by namespace) whose ops the pass may create: loaded before the pipeline runs. */
  readonly dependentDialects?: readonly string[];
  readonly options: O;
  readonly statistics: S;
}

/** Checks a definition's shape at compile time and keeps its literal types. */
export function definePass<const O extends OptionSpecs, const S extends StatisticSpecs, const D extends PassDefinition<O, S>>(definition: D & PassDefinition<O, S>): D {
  return definition;
}

type OptionsOf<D extends PassDefinition> = D["options"];
type StatisticsOf<D extends PassDefinition> = D["statistics"];

/** The typed options a pass built from definition `D` accepts. */
export type PassOptionsInput<D extends PassDefinition> = OptionInput<OptionsOf<D>>;

/** A diagnostic a pass emitted, reported when the pass returns (so notes attached meanwhile are part of it). */
export type PassDiagnosticSink = (diagnostic: IRDiagnosticError) => void;

/** Runs a pipeline on an op nested in the pass's op (MLIR's dynamic pass pipelines). */
export type DynamicPipelineRunner = (pipeline: OpPassManager, root: Operation) => boolean;

/** The state of one run of a pass on one op. */
export interface PassExecutionState {
  readonly op: Operation;
  readonly analysisManager: AnalysisManager;
  readonly preserved: PreservedAnalyses;
  failed: boolean;
  readonly pending: IRDiagnosticError[];
  readonly runPipeline: DynamicPipelineRunner;
}

/** Anything that can sit in a pass manager (passes and the adaptors that nest pipelines). */
export abstract class Pass<D extends PassDefinition = PassDefinition> {
  readonly definition: D;
  /** The option values (typed; defaults filled in). */
  readonly options: Readonly<OptionValues<OptionsOf<D>>>;
  readonly statistics: StatisticCounters<StatisticsOf<D>>;
  /** The options with their textual parse/print (pipelines). */
  readonly passOptions: PassOptions<OptionsOf<D>>;
  private execution: PassExecutionState | undefined;

  constructor(definition: D, options?: PassOptionsInput<D>) {
    this.definition = definition;
    this.passOptions = new PassOptions(definition.options);
    this.passOptions.assign(definition.name, options);
    this.options = this.passOptions.values;
    this.statistics = createCounters(definition.statistics);
  }

  get name(): string {
    return this.definition.name;
  }
  get argument(): string {
    return this.definition.argument;
  }
  get summary(): string {
    return this.definition.summary;
  }
  /** The op name the pass is restricted to, undefined for op-agnostic passes. */
  get opName(): string | undefined {
    return this.definition.opName;
  }

  /** The transformation. */
  abstract runOnOperation(): void;

  /** Called once before the pipeline runs (MLIR's initialize); return false to fail the run. */
  initialize(_context: MLIRContext): boolean {
    return true;
  }

  /**
   * Whether the pass can run on ops named `name` (registered). Op-specific passes are
   * matched by name by the pass manager; interface passes require their interface.
   */
  canScheduleOn(name: OperationName): boolean {
    const key = this.definition.opInterface;
    if (key !== undefined) return name.getInterfaceImpl(key) !== undefined;
    return this.opName === undefined || this.opName === name.name;
  }

  /** The dialects to load before running. */
  getDependentDialects(): readonly string[] {
    return this.definition.dependentDialects ?? [];
  }

  /** Parses options from MLIR's textual form (`max-iterations=3 top-down=false`). */
  initializeOptions(text: string, context: OptionParseContext = {}): void {
    this.passOptions.parseFromString(text, context);
  }

  /** The pass as it appears in a textual pipeline: `argument{options}`. */
  printAsTextualPipeline(): string {
    const head = this.argument.length > 0 ? this.argument : `unknown<${this.name}>`;
    return head + this.passOptions.print();
  }

  // --- While running -------------------------------------------------------------------

  private get state(): PassExecutionState {
    if (this.execution === undefined) throw new Error(`pass '${this.name}' is not running`);
    return this.execution;
  }

  /** The op the pass is running on. */
  getOperation(): Operation {
    return this.state.op;
  }
  getContext(): MLIRContext {
    return this.state.op.context;
  }

  /** Marks this run as failed (the pipeline stops after the pass, as in MLIR). */
  signalPassFailure(): void {
    this.state.failed = true;
  }

  getAnalysisManager(): AnalysisManager {
    return this.state.analysisManager;
  }
  getAnalysis<T extends object>(kind: AnalysisClass<T>): T {
    return this.state.analysisManager.getAnalysis(kind);
  }
  getCachedAnalysis<T extends object>(kind: AnalysisClass<T>): T | undefined {
    return this.state.analysisManager.getCachedAnalysis(kind);
  }
  getChildAnalysis<T extends object>(child: Operation, kind: AnalysisClass<T>): T {
    return this.state.analysisManager.getChildAnalysis(child, kind);
  }
  markAllAnalysesPreserved(): void {
    this.state.preserved.preserveAll();
  }
  markAnalysesPreserved(...kinds: readonly AnalysisClass<object>[]): void {
    this.state.preserved.preserve(...kinds);
  }

  /** Emits a diagnostic at `at` (an op or a location); attach notes to the returned error before the pass returns. */
  emitDiagnostic(at: Operation | Location, message: string, severity: DiagnosticSeverity): IRDiagnosticError {
    let error: IRDiagnosticError;
    if (at instanceof Operation) {
      // As MLIR's Operation::emitError/Warning/Remark: with the "see current operation" note.
      const withNote = operationError(at, message);
      error = new IRDiagnosticError(at.location, message, severity);
      for (const note of withNote.diagnostic.notes) error.attachNote(note.location, note.message);
    } else error = new IRDiagnosticError(at, message, severity);
    this.state.pending.push(error);
    return error;
  }
  emitError(at: Operation | Location, message: string): IRDiagnosticError {
    return this.emitDiagnostic(at, message, "error");
  }
  emitWarning(at: Operation | Location, message: string): IRDiagnosticError {
    return this.emitDiagnostic(at, message, "warning");
  }
  emitRemark(at: Operation | Location, message: string): IRDiagnosticError {
    return this.emitDiagnostic(at, message, "remark");
  }

  /** Runs `pipeline` on `root`, an op nested in (or equal to) this pass's op (MLIR's runPipeline). */
  runPipeline(pipeline: OpPassManager, root: Operation): boolean {
    return this.state.runPipeline(pipeline, root);
  }

  /** @internal The pass manager starts a run. */
  beginExecution(state: PassExecutionState): void {
    this.execution = state;
  }
  /** @internal The pass manager ends a run; returns its state. */
  endExecution(): PassExecutionState {
    const state = this.state;
    this.execution = undefined;
    return state;
  }
}

/** MLIR's OperationPass<OpName>: a pass whose definition names the op it runs on. */
export type OperationPass<OpName extends string | undefined = undefined> = Pass<PassDefinition & { readonly opName: OpName }>;
