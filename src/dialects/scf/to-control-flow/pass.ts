// convert-scf-to-cf (MLIR's SCFToControlFlowPass): a partial conversion of the pass's op
// with the SCFToControlFlow patterns, the structured ops illegal and everything else legal.
import { ConversionTarget, FrozenRewritePatternSet, RewritePatternSet, applyPartialConversion } from "../../../rewrite/index.js";
import { SCFToControlFlowBase } from "../../../../generated/conversion-passes.js";
import { ExecuteRegionOp, ForOp, ForallOp, IfOp, IndexSwitchOp, ParallelOp, WhileOp } from "../../../../generated/scf.js";
import { populateSCFToControlFlowConversionPatterns } from "./patterns.js";

export class SCFToControlFlow extends SCFToControlFlowBase {
  override runOnOperation(): void {
    const context = this.getContext();
    const patterns = new RewritePatternSet(context);
    populateSCFToControlFlowConversionPatterns(patterns);
    const target = new ConversionTarget(context);
    target.addIllegalOp(ForallOp, ForOp, IfOp, IndexSwitchOp, ParallelOp, WhileOp, ExecuteRegionOp);
    target.markUnknownOpDynamicallyLegal(() => true);
    const converted = applyPartialConversion(this.getOperation(), target, new FrozenRewritePatternSet(patterns), {
      emitError: (op, message) => this.emitError(op, message),
    });
    if (!converted) this.signalPassFailure();
  }
}
