// inline (MLIR 19's InlinerPass): runs the Inliner on a symbol table op with its call
// graph. Callables are simplified between inlining rounds by the pipeline of `op-pipelines`
// anchored on their op name, else by `default-pipeline` (text parsed against the pass
// registry, the canonicalizer when the pass was made in code without one; empty: none).
// `inlining-threshold` bounds the callee's size in percent of the caller's (op counts).
import { InlinerBase, type InlinerOptions } from "../../../generated/transforms-passes.js";
import { CallGraph } from "../../rewrite/inlining/call-graph.js";
import { walkOps, type Operation } from "../../ir/operation.js";
import { OpTrait } from "../../ir/traits.js";
import { OpPassManager } from "../op-pass-manager.js";
import { parsePassPipelineInto } from "../pipeline-parser.js";
import { PassPipelineError } from "../errors.js";
import type { PassRegistry } from "../registry.js";
import { Canonicalize } from "./canonicalize.js";
import { Inliner, type InlinerConfig, type ResolvedCall } from "./inliner.js";

/** What the inline pass needs from the tool running it. */
export interface InlinerPassEnvironment {
  /** Resolves the passes of `default-pipeline`. */
  readonly registry?: PassRegistry;
  /** Where a default pipeline that does not parse is reported (mlir-opt's stderr). */
  readonly write?: (text: string) => void;
}

/** The number of ops in `region`, nested ones included. */
function countOps(region: Operation["regions"][number]): number {
  let count = 0;
  for (let block = region.firstBlock; block !== null; block = block.next) {
    for (let op = block.firstOp; op !== null; op = op.next) {
      walkOps(op, () => {
        count++;
      });
    }
  }
  return count;
}

/** MLIR's isProfitableToInline: the callee's op count is at most `threshold` percent of the caller's. */
export function isProfitableToInline(call: ResolvedCall, threshold: number): boolean {
  if (threshold === 0) return false;
  if (threshold === 0xffffffff) return true;
  const callerOps = countOps(call.sourceNode.getCallableRegion());
  // Always inline into an empty caller (if it is possible at all).
  if (callerOps === 0) return true;
  const ratio = Math.floor((countOps(call.targetNode.getCallableRegion()) * 100) / callerOps) >>> 0;
  return ratio <= threshold;
}

export class InlinerPass extends InlinerBase {
  private readonly registry: PassRegistry | undefined;
  private readonly write: (text: string) => void;

  constructor(options?: InlinerOptions, environment: InlinerPassEnvironment = {}) {
    super(options);
    this.registry = environment.registry;
    this.write = environment.write ?? ((text) => process.stderr.write(text));
  }

  /** The pipeline for callables of `opName` that `default-pipeline` describes. */
  private buildDefaultPipeline(opName: string): OpPassManager {
    const pm = new OpPassManager(opName);
    const text = this.options.defaultPipelineStr;
    if (this.registry === undefined) {
      // As a pass made in code: the canonicalizer (MLIR's defaultInlinerOptPipeline).
      if (text !== "canonicalize") throw new Error(`inline: default-pipeline '${text}' needs a pass registry to be parsed`);
      pm.addPass(new Canonicalize());
      return pm;
    }
    try {
      parsePassPipelineInto(text, pm, this.registry);
    } catch (error) {
      // MLIR ignores the failure once reported: the pipeline keeps what was added.
      if (!(error instanceof PassPipelineError)) throw error;
      this.write(error.message.endsWith("\n") ? error.message : `${error.message}\n`);
    }
    return pm;
  }

  private config(): InlinerConfig {
    const opPipelines = new Map<string, OpPassManager>();
    for (const pipeline of this.options.opPipelineList) {
      if (pipeline.size > 0 && !opPipelines.has(pipeline.anchorName)) opPipelines.set(pipeline.anchorName, pipeline);
    }
    return {
      defaultPipeline: this.options.defaultPipelineStr === "" ? undefined : (opName) => this.buildDefaultPipeline(opName),
      opPipelines,
      maxInliningIterations: this.options.maxInliningIterations,
    };
  }

  override runOnOperation(): void {
    const op = this.getOperation();
    const graph = this.getAnalysis(CallGraph);
    // The call graph resolves calls through the symbol table the pass runs on.
    if (!op.hasTrait(OpTrait.SymbolTable)) {
      this.emitError(op, `'${op.opName}' op  was scheduled to run under the inliner, but does not define a symbol table`);
      this.signalPassFailure();
      return;
    }
    const threshold = this.options.inliningThreshold;
    const inliner = new Inliner(op, graph, { runPipeline: (pipeline, callable) => this.runPipeline(pipeline, callable), isProfitableToInline: (call) => isProfitableToInline(call, threshold) }, this.config());
    if (!inliner.doInlining()) this.signalPassFailure();
  }
}
