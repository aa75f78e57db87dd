// emitc.expression's verifier (MLIR 19's ExpressionOp::verify): its body yields one value of
// the result's type, computed by C expression ops (the dialect's CExpression trait) that
// each have one result used once.
import { OpTrait } from "../../ir/traits.js";
import type { Operation } from "../../ir/operation.js";

/** The verifier, given which ops carry the CExpression trait. */
export function expressionVerifier(isCExpression: (opName: string) => boolean): (op: Operation) => void {
  return (op) => {
    const body = op.getRegion(0).firstBlock;
    const terminator = body?.lastOp ?? null;
    if (body === null || terminator === null || !terminator.mightHaveTrait(OpTrait.IsTerminator)) throw op.emitOpError("must yield a value at termination");
    // MLIR takes the terminator for an emitc.yield unchecked: its yielded value is its first operand.
    const yielded = terminator.numOperands > 0 ? terminator.getOperand(0) : undefined;
    if (yielded === undefined) throw op.emitOpError("must yield a value at termination");
    if (yielded.type !== op.getResult(0).type) throw op.emitOpError("requires yielded type to match return type");
    for (let inner = body.firstOp; inner !== null && inner !== terminator; inner = inner.next) {
      if (!isCExpression(inner.name.name)) throw op.emitOpError("contains an unsupported operation");
      if (inner.numResults !== 1) throw op.emitOpError("requires exactly one result for each operation");
      if (!inner.getResult(0).hasOneUse()) throw op.emitOpError("requires exactly one use for each operation");
    }
  };
}
