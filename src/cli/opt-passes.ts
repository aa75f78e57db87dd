// The pass stage of tsmlir-opt, per input buffer, as mlir-opt 19's performActions does it:
// a PassManager anchored on the parsed op (implicit nesting), the pass manager options
// (crash reproducer, statistics, IR printing), timing, a reproducer's options, then the
// pipeline from `--pass-pipeline` or the pass flags (`--dump-pass-pipeline` shows it), and
// the run. Diagnostics go to the buffer's sink; dumps and reports go to stderr.
import { closeSync, openSync, writeSync } from "node:fs";
import type { MLIRContext } from "../ir/context.js";
import type { Operation } from "../ir/operation.js";
import { IRDiagnosticError } from "../ir/diagnostics.js";
import { UnknownLoc } from "../ir/location.js";
import type { PrintFlags } from "../asm/printer-state.js";
import type { ExternalResources } from "../asm/resources.js";
import { PassManager } from "../pass/pass-manager.js";
import { PassRegistry, type PipelineErrorHandlers } from "../pass/registry.js";
import { PassPipelineError } from "../pass/errors.js";
import { parsePassPipeline } from "../pass/pipeline-parser.js";
import { IRPrinterInstrumentation, type PassFilter } from "../pass/ir-printing.js";
import { PassTimingInstrumentation, TimingManager } from "../pass/timing.js";
import { statisticsReport } from "../pass/statistics-report.js";
import { CrashReproducerGenerator, takeReproducerOptions } from "../pass/crash-reproducer.js";
import type { CommandLineError } from "../pass/options.js";
import type { Pass } from "../pass/pass.js";
import { registerStandardPasses } from "../pass/transforms/index.js";
import { registerTestPasses } from "../pass/test-passes/index.js";
import { registerConversionPasses } from "../../generated/conversion-passes.js";
import { SCFToControlFlow } from "../dialects/scf/to-control-flow/pass.js";
import { extractPassFlags, passPluginPaths, type PassCommandLine } from "./opt-pass-flags.js";
import { pathToFileURL } from "node:url";
import { resolvePath } from "./opt-io.js";

/** The registry tsmlir-opt offers: the standard passes (and the test passes mlir-opt has). */
export function createOptPassRegistry(stderr: (text: string) => void, largeAttributeLimit: () => number | undefined): PassRegistry {
  const registry = new PassRegistry();
  registerStandardPasses(registry, { write: stderr, largeAttributeLimit });
  registerConversionPasses(registry, { createSCFToControlFlowPass: (options) => new SCFToControlFlow(options) });
  registerTestPasses(registry);
  return registry;
}

/** What a pass plugin module may export. */
interface PassPluginModule {
  readonly registerPasses?: unknown;
  readonly [name: string]: unknown;
}

/** A class of a pass that can be created without arguments (what plugins may export). */
function isPassClass(value: unknown): value is new () => Pass {
  if (typeof value !== "function") return false;
  const definition = (value as { definition?: { argument?: unknown } }).definition;
  const prototype = (value as { prototype?: { runOnOperation?: unknown } }).prototype;
  return typeof definition?.argument === "string" && typeof prototype?.runOnOperation === "function";
}

/**
 * mlir-opt's --load-pass-plugin for TypeScript/JavaScript modules: imports the module and
 * calls its `registerPasses(registry)`, or registers the pass classes it exports. A module
 * that cannot be loaded or offers neither is reported as mlir-opt reports it, and ignored.
 */
export async function loadPassPlugin(path: string, registry: PassRegistry, stderr: (text: string) => void): Promise<void> {
  const failed = (): void => stderr(`Failed to load passes from '${path}'. Request ignored.\n`);
  let plugin: PassPluginModule;
  try {
    plugin = (await import(pathToFileURL(resolvePath(path)).href)) as PassPluginModule;
  } catch {
    return failed();
  }
  if (typeof plugin.registerPasses === "function") {
    try {
      (plugin.registerPasses as (registry: PassRegistry) => void)(registry);
    } catch {
      failed();
    }
    return;
  }
  const classes = Object.values(plugin).filter(isPassClass);
  if (classes.length === 0) return failed();
  for (const passClass of classes) registry.registerPass(() => new passClass());
}

/** The registry (with plugins), the pass flags, and the arguments left for the rest of the command line. */
export async function setupPassCommandLine(
  args: readonly string[],
  stderr: (text: string) => void,
  largeAttributeLimit: () => number | undefined,
  registerToolPasses?: (registry: PassRegistry) => void,
): Promise<{ readonly registry: PassRegistry; readonly flags: PassCommandLine; readonly rest: string[] }> {
  const registry = createOptPassRegistry(stderr, largeAttributeLimit);
  registerToolPasses?.(registry);
  for (const path of passPluginPaths(args)) await loadPassPlugin(path, registry, stderr);
  const { flags, rest } = extractPassFlags(args, registry);
  return { registry, flags, rest };
}

export interface PassStageEnvironment {
  readonly registry: PassRegistry;
  readonly flags: PassCommandLine;
  /** How ops print in IR dumps and reproducers (the command line's printing flags). */
  readonly printFlags: PrintFlags;
  /** Reports a diagnostic of the run (through the buffer's handler). */
  readonly report: (diagnostic: IRDiagnosticError) => void;
  /** Writes to stderr (IR dumps, reports, command-line errors). */
  readonly stderr: (text: string) => void;
  readonly programName: string;
}

/** One buffer's pass stage: timing of its phases, then the pipeline. */
export class PassStage {
  readonly timing: TimingManager | undefined;
  constructor(private readonly env: PassStageEnvironment) {
    this.timing = env.flags.timing ? new TimingManager(env.flags.timingDisplay) : undefined;
  }

  /** Runs `phase` under a timer named `name` (mlir-opt's "Parser", "Output"). */
  async timed<T>(name: string, phase: () => Promise<T>): Promise<T> {
    const scope = this.timing?.rootScope.nest(`phase:${name}`, () => name);
    try {
      return await phase();
    } finally {
      scope?.stop();
    }
  }

  /** The timing report, when asked for (printed after the output, as mlir-opt does). */
  finish(): void {
    if (this.timing !== undefined) this.env.stderr(this.timing.report());
  }

  private error(message: string): false {
    this.env.report(new IRDiagnosticError(UnknownLoc.get(this.context), message));
    return false;
  }

  private context!: MLIRContext;
  /** The last run verified the IR after each pass (so its output is known to verify). */
  verifiedAfterRun = false;

  private commandLineError(error: CommandLineError): void {
    this.env.stderr(error.bare ? error.message : `${this.env.programName}: ${error.message}\n`);
  }

  /** Builds and runs the pipeline on `op`; returns whether everything succeeded. */
  run(op: Operation, externalResources: ExternalResources | undefined): boolean {
    const { flags, registry } = this.env;
    this.context = op.context;
    const pm = new PassManager(op.context, op.opName, "implicit");
    pm.threadingEnabled = !flags.disableThreading;
    pm.verifyPasses = flags.verifyEach;
    pm.diagnosticHandler = this.env.report;

    // Pass manager options, in mlir-opt's order.
    if (flags.crashReproducer !== undefined && flags.localReproducer && pm.threadingEnabled) {
      // mlir-opt stops with a fatal error here.
      return this.error("Local crash reproduction can't be setup on a pass-manager without disabling multi-threading first.");
    }
    if (flags.crashReproducer !== undefined) {
      const path = flags.crashReproducer;
      const generator = new CrashReproducerGenerator({ local: flags.localReproducer, flags: this.env.printFlags, streamFactory: () => fileStream(path) });
      pm.addInstrumentation(generator);
      pm.setRunWrapper(generator);
    }
    if (flags.statistics) {
      const mode = flags.statisticsDisplay;
      pm.onRunFinished((manager) => this.env.stderr(statisticsReport(manager, mode)));
    }
    if (!this.addPrinting(pm)) return false;
    if (this.timing !== undefined) pm.addInstrumentation(new PassTimingInstrumentation(this.timing.rootScope));

    // A reproducer's own pipeline and settings.
    if (flags.runReproducer && externalResources !== undefined) {
      const repro = takeReproducerOptions(externalResources);
      if ("error" in repro) return this.error(repro.error);
      if (repro.pipeline !== undefined) {
        try {
          const parsed = parsePassPipeline(repro.pipeline, registry);
          pm.replacePipeline(parsed);
        } catch (error) {
          if (!(error instanceof PassPipelineError)) throw error;
          for (const e of error.commandLineErrors) this.commandLineError(e);
          this.env.stderr(error.message);
          return false;
        }
      }
      if (repro.disableThreading !== undefined) pm.threadingEnabled = !repro.disableThreading;
      if (repro.verifyEach !== undefined) pm.verifyPasses = repro.verifyEach;
    }

    if (!this.addPipeline(pm)) return false;
    if (flags.dumpPassPipeline) this.env.stderr(`Pass Manager with ${pm.size} passes:\n${pm.toString()}\n\n`);
    this.verifiedAfterRun = pm.verifyPasses;
    return pm.run(op);
  }

  private addPrinting(pm: PassManager): boolean {
    const flags = this.env.flags;
    const before: PassFilter | undefined = flags.printIRBeforeAll
      ? () => true
      : flags.printIRBefore.length > 0
        ? (pass: Pass) => flags.printIRBefore.includes(pass.argument)
        : undefined;
    const after: PassFilter | undefined =
      flags.printIRAfterAll || flags.printIRAfterFailure
        ? () => true
        : flags.printIRAfter.length > 0
          ? (pass: Pass) => flags.printIRAfter.includes(pass.argument)
          : undefined;
    if (before === undefined && after === undefined) return true;
    if (flags.printIRModuleScope && pm.threadingEnabled) return this.error("IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.\n");
    pm.addInstrumentation(
      new IRPrinterInstrumentation({
        ...(before !== undefined ? { printBefore: before } : {}),
        ...(after !== undefined ? { printAfter: after } : {}),
        printModuleScope: flags.printIRModuleScope,
        printAfterOnlyOnChange: flags.printIRAfterChange,
        printAfterOnlyOnFailure: flags.printIRAfterFailure,
        flags: this.env.printFlags,
        write: this.env.stderr,
      }),
    );
    return true;
  }

  /** mlir-opt's PassPipelineCLParser::addToPipeline. */
  private addPipeline(pm: PassManager): boolean {
    const { flags, registry } = this.env;
    if (flags.passPipeline !== undefined) {
      if (flags.passFlags.length > 0) return this.error("'-pass-pipeline' option can't be used with individual pass options");
      try {
        pm.replacePipeline(parsePassPipeline(flags.passPipeline, registry));
      } catch (error) {
        if (!(error instanceof PassPipelineError)) throw error;
        for (const e of error.commandLineErrors) this.commandLineError(e);
        return this.error(error.message);
      }
      return true;
    }
    const errors: PipelineErrorHandlers = {
      error: (message) => this.error(message),
      commandLine: (e) => this.commandLineError(e),
      options: registry.optionParseContext(),
    };
    for (const entry of flags.passFlags) {
      const registered = registry.lookup(entry.argument);
      if (registered === undefined || !registered.addToPipeline(pm, entry.options, errors)) return false;
    }
    return true;
  }
}

/** A crash reproducer file (created when the reproducer is written). */
function fileStream(path: string): ReturnType<import("../pass/crash-reproducer.js").ReproducerStreamFactory> {
  let fd: number;
  try {
    fd = openSync(resolvePath(path), "w");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === "ENOENT" ? "No such file or directory" : code === "EACCES" ? "Permission denied" : code === "EISDIR" ? "Is a directory" : String((error as Error).message);
    return { error: `Failed to create reproducer stream: cannot open output file '${path}': ${reason}` };
  }
  return {
    description: path,
    write: (text) => {
      writeSync(fd, Buffer.from(text, "latin1"));
    },
    close: () => closeSync(fd),
  };
}
