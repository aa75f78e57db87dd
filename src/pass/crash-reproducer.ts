// Crash and failure reproducers (MLIR's PassCrashReproducerGenerator,
// `--mlir-pass-pipeline-crash-reproducer=FILE`): when a run fails (or a pass throws), the
// IR as it was before the run (or, locally, before the failing pass) is written with the
// pipeline that failed in an `mlir_reproducer` external resource, and an error says so;
// `--run-reproducer` reads such a file back (reproducerOptions).
import { cloneOperation } from "../ir/builder.js";
import type { Operation } from "../ir/operation.js";
import { IRDiagnosticError } from "../ir/diagnostics.js";
import { SymbolOpInterface } from "../ir/op-interfaces.js";
import { getSymbolName } from "../ir/symbol-table.js";
import { printTopLevel } from "../asm/printer.js";
import type { PrintFlags } from "../asm/printer-state.js";
import { ExternalResources, type ExternalResourceValue } from "../asm/resources.js";
import { PassInstrumentation, type PipelineParentInfo } from "./instrumentation.js";
import { OpToOpPassAdaptor } from "./op-pass-manager.js";
import type { Pass } from "./pass.js";
import type { PassManager, PipelineRunWrapper } from "./pass-manager.js";

/** Where a reproducer is written: a sink and how to name it, or why it could not be opened. */
export type ReproducerStreamFactory = () => { readonly description: string; write(text: string): void; close(): void } | { readonly error: string };

export const REPRODUCER_RESOURCE = "mlir_reproducer";

interface ReproducerContext {
  /** The pipeline text (`builtin.module(func.func(cse), symbol-dce)`). */
  readonly pipeline: string;
  /** The IR before the pipeline (or the pass) ran. */
  readonly snapshot: Operation;
}

export interface CrashReproducerOptions {
  readonly streamFactory: ReproducerStreamFactory;
  /** Reproduce only the failing pass on the IR it started from (needs threading disabled). */
  readonly local: boolean;
  readonly flags: PrintFlags;
}

function passOpMessage(pass: Pass, op: Operation): string {
  let text = `\`${pass.name}\` on '${op.opName}' operation`;
  const symbol = SymbolOpInterface.isa(op) ? getSymbolName(op) : undefined;
  if (symbol !== undefined) text += `: @${symbol}`;
  return text;
}

export class CrashReproducerGenerator extends PassInstrumentation implements PipelineRunWrapper {
  private readonly running: Array<readonly [Pass, Operation]> = [];
  private readonly contexts: ReproducerContext[] = [];
  /** Anchors of the pipelines the current pass is nested in (local reproducers). */
  private readonly anchors: string[] = [];
  private pm: PassManager | undefined;
  private alreadyFailed = false;
  private reported = false;

  constructor(private readonly options: CrashReproducerOptions) {
    super();
  }

  run(pm: PassManager, op: Operation, runPasses: () => boolean): boolean {
    this.pm = pm;
    this.alreadyFailed = false;
    this.reported = false;
    this.anchors.length = 0;
    this.anchors.push(pm.anchorName);
    if (!this.options.local) {
      // MLIR prints the top-level passes separated by ", " here.
      const pipeline = `${pm.anchorName}(${pm.passes.map((p) => p.printAsTextualPipeline()).join(", ")})`;
      this.contexts.push({ pipeline, snapshot: cloneOperation(op) });
    }
    let ok: boolean;
    try {
      ok = runPasses();
    } catch (error) {
      if (error instanceof IRDiagnosticError) throw error;
      // A pass crashed: report it as a failure with its reproducer.
      ok = false;
    }
    if (!ok && !this.reported) this.finalize(op);
    this.contexts.length = 0;
    this.running.length = 0;
    return ok;
  }

  override runBeforePipeline(name: string | undefined, _parent: PipelineParentInfo): void {
    this.anchors.push(name ?? "any");
  }
  override runAfterPipeline(): void {
    this.anchors.pop();
  }

  override runBeforePass(pass: Pass, op: Operation): void {
    if (pass instanceof OpToOpPassAdaptor) return;
    this.running.push([pass, op]);
    if (!this.options.local) return;
    let pipeline = pass.printAsTextualPipeline();
    for (let i = this.anchors.length - 1; i >= 0; i--) pipeline = `${this.anchors[i] as string}(${pipeline})`;
    let top = op;
    while (top.parentOp !== null) top = top.parentOp;
    this.contexts.push({ pipeline, snapshot: cloneOperation(top) });
  }

  override runAfterPass(pass: Pass): void {
    if (pass instanceof OpToOpPassAdaptor) return;
    this.running.pop();
    if (this.options.local) this.contexts.pop();
  }

  override runAfterPassFailed(_pass: Pass, op: Operation): void {
    if (this.alreadyFailed) return;
    this.alreadyFailed = true;
    this.finalize(op);
  }

  /** Writes the reproducer and reports the failure at `op` (MLIR's finalize). */
  private finalize(op: Operation): void {
    const pm = this.pm;
    const context = this.contexts[this.contexts.length - 1];
    if (pm === undefined || context === undefined) return;
    this.reported = true;
    const description = this.generate(context, pm);
    const error = new IRDiagnosticError(op.location, "Failures have been detected while processing an MLIR pass pipeline");
    if (this.options.local) {
      const last = this.running[this.running.length - 1];
      error.attachNote(op.location, `Pipeline failed while executing ${last === undefined ? "" : passOpMessage(last[0], last[1])}: ${description}`);
    } else {
      error.attachNote(op.location, `Pipeline failed while executing [${this.running.map(([p, o]) => passOpMessage(p, o)).join(", ")}]: ${description}`);
    }
    this.running.length = 0;
    pm.report(error);
  }

  private generate(context: ReproducerContext, pm: PassManager): string {
    const stream = this.options.streamFactory();
    if ("error" in stream) return `failed to create output stream: ${stream.error}`;
    const external = new ExternalResources();
    const entries = external.provider(REPRODUCER_RESOURCE);
    entries.set("pipeline", { kind: "string", value: context.pipeline });
    entries.set("disable_threading", { kind: "bool", value: !pm.threadingEnabled });
    entries.set("verify_each", { kind: "bool", value: pm.verifyPasses });
    const chunks = printTopLevel(context.snapshot, { flags: this.options.flags, externalResources: external });
    for (const chunk of chunks) stream.write(Buffer.from(chunk).toString("latin1"));
    stream.close();
    return `reproducer generated at \`${stream.description}\``;
  }
}

/** What a reproducer file asks for (MLIR's PassReproducerOptions). */
export interface ReproducerOptions {
  readonly pipeline?: string;
  readonly disableThreading?: boolean;
  readonly verifyEach?: boolean;
}

/**
 * Takes the `mlir_reproducer` resource out of a parsed file's external resources
 * (it is not printed back); returns its options, or an error message for a bad entry.
 */
export function takeReproducerOptions(resources: ExternalResources): ReproducerOptions | { readonly error: string } {
  const entries = resources.providers.get(REPRODUCER_RESOURCE);
  if (entries === undefined) return {};
  resources.providers.delete(REPRODUCER_RESOURCE);
  let pipeline: string | undefined;
  let disableThreading: boolean | undefined;
  let verifyEach: boolean | undefined;
  const expect = (key: string, value: ExternalResourceValue, kind: "string" | "bool"): string | undefined =>
    value.kind === kind ? undefined : `expected ${kind === "string" ? "string" : "bool"} value for key '${key}'`;
  for (const [key, value] of entries) {
    if (key === "pipeline") {
      const error = expect(key, value, "string");
      if (error !== undefined) return { error };
      if (value.kind === "string") pipeline = value.value;
    } else if (key === "disable_threading" || key === "verify_each") {
      const error = expect(key, value, "bool");
      if (error !== undefined) return { error };
      if (value.kind === "bool") {
        if (key === "disable_threading") disableThreading = value.value;
        else verifyEach = value.value;
      }
    } else return { error: `unknown 'mlir_reproducer' resource key '${key}'` };
  }
  return {
    ...(pipeline !== undefined ? { pipeline } : {}),
    ...(disableThreading !== undefined ? { disableThreading } : {}),
    ...(verifyEach !== undefined ? { verifyEach } : {}),
  };
}
