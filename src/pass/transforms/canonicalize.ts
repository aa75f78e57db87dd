// canonicalize (MLIR 19's Canonicalizer pass): every canonicalization pattern of the
// context's dialects and registered ops, collected once per pass instance as MLIR's
// initialize does, applied with the greedy driver and folding to the regions of the op the
// pass runs on. With test-convergence, not reaching a fixpoint fails the pass.
import { CanonicalizerBase, type CanonicalizerOptions } from "../../../generated/transforms-passes.js";
import { Canonicalizer } from "../../rewrite/canonicalize.js";
import type { MLIRContext } from "../../ir/context.js";

export class Canonicalize extends CanonicalizerBase {
  private canonicalizer: Canonicalizer | undefined;
  private canonicalizerContext: MLIRContext | undefined;

  constructor(options?: CanonicalizerOptions) {
    super(options);
  }

  override runOnOperation(): void {
    const op = this.getOperation();
    const o = this.options;
    if (this.canonicalizer === undefined || this.canonicalizerContext !== op.context) {
      this.canonicalizer = new Canonicalizer(op.context, {
        topDown: o.topDownProcessingEnabled,
        regionSimplify: o.enableRegionSimplification,
        maxIterations: Number(o.maxIterations),
        maxNumRewrites: Number(o.maxNumRewrites),
        testConvergence: o.testConvergence,
        disablePatterns: o.disabledPatterns,
        enablePatterns: o.enabledPatterns,
      });
      this.canonicalizerContext = op.context;
    }
    if (!this.canonicalizer.run(op).succeeded) this.signalPassFailure();
  }
}
