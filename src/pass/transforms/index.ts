// tsmlir's implementations of MLIR's standard passes, registered under their mlir-opt
// names, each through its generated registration function.
import type { PassRegistry } from "../registry.js";
import { registerCanonicalizerPass, registerControlFlowSinkPass, registerCSEPass, registerInlinerPass, registerLoopInvariantCodeMotionPass, registerPrintOpStatsPass, registerRemoveDeadValuesPass, registerSCCPPass, registerStripDebugInfoPass, registerSymbolDCEPass, registerSymbolPrivatizePass, registerViewOpGraphPass } from "../../../generated/transforms-passes.js";
import { Canonicalize } from "./canonicalize.js";
import { ControlFlowSink } from "./control-flow-sink.js";
import { CSE } from "./cse.js";
import { InlinerPass } from "./inline.js";
import { LoopInvariantCodeMotion } from "./loop-invariant-code-motion.js";
import { PrintOpStats } from "./print-op-stats.js";
import { RemoveDeadValues } from "./remove-dead-values.js";
import { SCCP } from "./sccp.js";
import { StripDebugInfo } from "./strip-debuginfo.js";
import { SymbolDCE } from "./symbol-dce.js";
import { SymbolPrivatize } from "./symbol-privatize.js";
import { ViewOpGraph } from "./view-op-graph.js";

export interface StandardPassEnvironment {
  /** Where reporting passes (print-op-stats, view-op-graph) write: mlir-opt's stderr. */
  readonly write: (text: string) => void;
  /** view-op-graph elides elements attributes with more elements (default 16). */
  readonly largeAttributeLimit?: () => number | undefined;
}

export function registerStandardPasses(registry: PassRegistry, environment: StandardPassEnvironment): void {
  registerCanonicalizerPass(registry, (options) => new Canonicalize(options));
  registerControlFlowSinkPass(registry, (options) => new ControlFlowSink(options));
  registerCSEPass(registry, (options) => new CSE(options));
  registerInlinerPass(registry, (options) => new InlinerPass(options, { registry, write: environment.write }));
  registerLoopInvariantCodeMotionPass(registry, (options) => new LoopInvariantCodeMotion(options));
  registerPrintOpStatsPass(registry, (options) => new PrintOpStats(options, environment.write));
  registerRemoveDeadValuesPass(registry, (options) => new RemoveDeadValues(options));
  registerSCCPPass(registry, (options) => new SCCP(options));
  registerStripDebugInfoPass(registry, (options) => new StripDebugInfo(options));
  registerSymbolDCEPass(registry, (options) => new SymbolDCE(options));
  registerSymbolPrivatizePass(registry, (options) => new SymbolPrivatize(options));
  registerViewOpGraphPass(registry, (options) => {
    const limit = environment.largeAttributeLimit?.();
    return new ViewOpGraph(options, environment.write, limit !== undefined ? { largeAttributeLimit: limit } : {});
  });
}
