// The pass registry (MLIR's PassRegistry: registerPass / registerPassPipeline), as an
// object rather than global state: a tool builds one, registers what it offers (our
// standard passes, a plugin's passes) and resolves pipeline text against it.
import { PassOptions, PassOptionsParseError, type CommandLineError, type OptionSpecs, type OptionValues } from "./options.js";
import type { OptionParseContext } from "./option-values.js";
import { PassPipelineError } from "./errors.js";
import { parsePassPipeline } from "./pipeline-parser.js";
import { nestingMessage, type OpPassManager } from "./op-pass-manager.js";
import type { Pass } from "./pass.js";

/**
 * Reports one pipeline-building error (MLIR's errorHandler: appends a line to the error
 * stream, or emits a diagnostic) and returns false.
 */
export type PipelineErrorHandler = (message: string) => false;

/** An LLVM command-line error (`for the --x option: ...`), printed by mlir-opt as `mlir-opt: ...`. */
export type CommandLineErrorHandler = (error: CommandLineError) => void;

/** How pipeline building reports errors, and what parsing option values needs. */
export interface PipelineErrorHandlers {
  readonly error: PipelineErrorHandler;
  readonly commandLine: CommandLineErrorHandler;
  readonly options: OptionParseContext;
}

/** A registered pass or pipeline (MLIR's PassRegistryEntry). */
export interface PassRegistryEntry {
  readonly kind: "pass" | "pipeline";
  readonly argument: string;
  readonly summary: string;
  /** The option specs, for help output. */
  readonly optionSpecs: OptionSpecs;
  /** Adds the pass (or the pipeline's passes) with options given as text to `pm`. */
  addToPipeline(pm: OpPassManager, options: string, errors: PipelineErrorHandlers): boolean;
}

/** A registered pass: how to create it. */
export class PassInfo implements PassRegistryEntry {
  readonly kind = "pass";
  readonly argument: string;
  readonly summary: string;
  readonly name: string;
  readonly optionSpecs: OptionSpecs;
  readonly create: () => Pass;

  constructor(create: () => Pass) {
    const sample = create();
    if (sample.argument.length === 0) throw new Error(`Trying to register '${sample.name}' pass that does not override \`getArgument()\``);
    this.create = create;
    this.argument = sample.argument;
    this.summary = sample.summary;
    this.name = sample.name;
    this.optionSpecs = sample.definition.options;
  }

  /** MLIR's default registry function: a new pass, its options parsed, added to `pm`. */
  addToPipeline(pm: OpPassManager, options: string, errors: PipelineErrorHandlers): boolean {
    const pass = this.create();
    let ok = true;
    try {
      pass.initializeOptions(options, errors.options);
    } catch (error) {
      if (!(error instanceof PassOptionsParseError)) throw error;
      if (error.commandLineError !== undefined) errors.commandLine(error.commandLineError);
      ok = errors.error(error.streamText);
    }
    if (pm.nesting === "explicit" && pm.opName !== undefined && pass.opName !== undefined && pm.opName !== pass.opName) {
      return errors.error(nestingMessage(pass, pm));
    }
    pm.addPass(pass);
    return ok;
  }
}

/** Builds a named pipeline into `pm` from its typed options; returns false after reporting an error. */
export type PipelineBuilder<S extends OptionSpecs> = (pm: OpPassManager, options: OptionValues<S>, errors: PipelineErrorHandlers) => boolean | void;

/** A registered named pipeline (MLIR's PassPipelineRegistration). */
export class PassPipelineInfo<S extends OptionSpecs = OptionSpecs> implements PassRegistryEntry {
  readonly kind = "pipeline";
  constructor(
    readonly argument: string,
    readonly summary: string,
    readonly optionSpecs: S,
    private readonly builder: PipelineBuilder<S>,
  ) {}

  addToPipeline(pm: OpPassManager, options: string, errors: PipelineErrorHandlers): boolean {
    const values = new PassOptions(this.optionSpecs);
    try {
      values.parseFromString(options, errors.options);
    } catch (error) {
      if (!(error instanceof PassOptionsParseError)) throw error;
      if (error.commandLineError !== undefined) errors.commandLine(error.commandLineError);
      return errors.error(error.streamText);
    }
    return this.builder(pm, values.values, errors) !== false;
  }
}

export class PassRegistry {
  private readonly passes = new Map<string, PassInfo>();
  private readonly pipelines = new Map<string, PassPipelineInfo>();

  /** Registers a pass by its factory; the argument comes from a pass it creates. A later registration of the same argument is ignored, as in MLIR. */
  registerPass(create: () => Pass): PassInfo {
    const info = new PassInfo(create);
    const existing = this.passes.get(info.argument);
    if (existing !== undefined) return existing;
    this.passes.set(info.argument, info);
    return info;
  }

  /** Registers a named pipeline with typed options. */
  registerPassPipeline<S extends OptionSpecs>(argument: string, summary: string, optionSpecs: S, builder: PipelineBuilder<S>): void {
    if (this.pipelines.has(argument)) throw new Error(`Pass pipeline ${argument} registered multiple times`);
    this.pipelines.set(argument, new PassPipelineInfo(argument, summary, optionSpecs, builder) as unknown as PassPipelineInfo);
  }

  lookupPass(argument: string): PassInfo | undefined {
    return this.passes.get(argument);
  }
  lookupPipeline(argument: string): PassPipelineInfo | undefined {
    return this.pipelines.get(argument);
  }
  /** A pipeline first, then a pass (the order MLIR resolves names in). */
  lookup(argument: string): PassRegistryEntry | undefined {
    return this.pipelines.get(argument) ?? this.passes.get(argument);
  }

  /** The registered passes, sorted by argument. */
  passInfos(): PassInfo[] {
    return [...this.passes.values()].sort((a, b) => (a.argument < b.argument ? -1 : a.argument > b.argument ? 1 : 0));
  }
  pipelineInfos(): PassPipelineInfo[] {
    return [...this.pipelines.values()].sort((a, b) => (a.argument < b.argument ? -1 : a.argument > b.argument ? 1 : 0));
  }

  /** What option values of passes registered here are parsed with (nested pipelines resolve here). */
  optionParseContext(): OptionParseContext {
    return {
      parsePipeline: (text) => {
        try {
          return parsePassPipeline(text, this);
        } catch (error) {
          if (error instanceof PassPipelineError) return error.message;
          throw error;
        }
      },
    };
  }

  /** Creates a registered pass with options given as text; throws PassPipelineError. */
  createPass(argument: string, options = ""): Pass {
    const info = this.passes.get(argument);
    if (info === undefined) throw new PassPipelineError(`'${argument}' does not refer to a registered pass`, []);
    const pass = info.create();
    try {
      pass.initializeOptions(options, this.optionParseContext());
    } catch (error) {
      if (error instanceof PassOptionsParseError) throw new PassPipelineError(error.streamText || error.message, error.commandLineError === undefined ? [] : [error.commandLineError]);
      throw error;
    }
    return pass;
  }
}

export { PassPipelineError };
