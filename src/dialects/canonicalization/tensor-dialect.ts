// The tensor dialect's own canonicalization pattern (TensorDialect::getCanonicalizationPatterns
// in MLIR 19): FoldTensorCastProducerOp, on every op implementing DestinationStyleOpInterface
// (linalg's structured ops, tensor's insert/pack/unpack, vector's transfers, ...). Operands
// that are tensor.casts losing static sizes take the casts' sources, the results take the
// types of their new tensor inits and are cast back for their users. insert_slice keeps its
// own cast folding and loops (scf.forall) are left alone, as in MLIR.
import { LoopLikeOpInterface, MemRefType, OpResult, type MLIRContext, type OpInterfaceView, type Operation, type Value } from "../../ir/index.js";
import { OpInterfaceRewritePattern, type PatternRewriter, type RewritePatternSet } from "../../rewrite/index.js";
import { DestinationStyleOpInterface, getDpsInits, isDpsInit, type DestinationStyleOpMethods } from "../runtime/destination-style.js";
import { definingOp } from "../folding/matchers.js";
import { preservesStaticInformation } from "./scf-tensor.js";
import { cloneWith, replaceWithCastsBack } from "./clone-with-casts.js";
import { patternOptions } from "./support.js";

/**
 * The init a destination-style op's result is written into (MLIR's getDpsInitOperand of the
 * result's number), when `value` is such a result.
 */
export function tiedDpsInit(value: Value): Value | undefined {
  if (!(value instanceof OpResult) || value.owner.name.getInterfaceImpl(DestinationStyleOpInterface) === undefined) return undefined;
  return getDpsInits(value.owner)[value.index];
}

/** The cast's source when `value` is a tensor.cast that canFoldIntoConsumerOp. */
function foldableCastSource(value: Value): Value | undefined {
  const cast = definingOp(value, "tensor.cast");
  if (cast === undefined || !preservesStaticInformation(cast.getResult(0).type, cast.getOperand(0).type)) return undefined;
  return cast.getOperand(0);
}

class FoldTensorCastProducerOp extends OpInterfaceRewritePattern<DestinationStyleOpMethods> {
  constructor(context: MLIRContext) {
    super(DestinationStyleOpInterface, context, patternOptions("FoldTensorCastProducerOp"));
  }

  override matchAndRewriteOp(view: OpInterfaceView<DestinationStyleOpMethods>, rewriter: PatternRewriter): boolean {
    const op: Operation = view.op;
    if (op.name.name === "tensor.insert_slice" || op.name.getInterfaceImpl(LoopLikeOpInterface) !== undefined) return false;
    const operands = op.getOperands();
    if (!operands.some((value) => foldableCastSource(value) !== undefined)) return false;
    // The results follow the inits that are not memrefs, in order (MLIR's dpsInitIdx).
    const resultTypes = op.getResultTypes();
    let initIndex = 0;
    const newOperands = operands.map((value, index) => {
      const folded = foldableCastSource(value) ?? value;
      if (isDpsInit(op, op.getOpOperand(index)) && !(folded.type instanceof MemRefType)) resultTypes[initIndex++] = folded.type;
      return folded;
    });
    replaceWithCastsBack(rewriter, op, cloneWith(rewriter, op, op.location, newOperands, resultTypes));
    return true;
  }
}

/** Adds the tensor dialect's canonicalization patterns. */
export function tensorDialectCanonicalizations(patterns: RewritePatternSet): void {
  patterns.add(new FoldTensorCastProducerOp(patterns.context));
}
