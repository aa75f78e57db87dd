// The scf canonicalizations MLIR 19 writes over tensor ops (SCF.cpp): scf.for iter args
// coming through a `tensor.cast` that loses static information take the cast's source
// (ForOpTensorCastFolder). tensor is not one of tsmlir's dialects: its ops are the
// registered stubs, made and matched by name as MLIR's builders lay them out.
import { RankedTensorType, isDynamic, type Int64, type MLIRContext, type Operation, type Type, type Value } from "../../ir/index.js";
import { RewritePattern, type PatternRewriter } from "../../rewrite/index.js";
import { bodyOf, buildFor, terminatorOf } from "./scf-ops.js";
import { createOp, createYield, patternOptions } from "./support.js";

/** tensor::preservesStaticInformation: a cast from `source` to `target` only makes sizes dynamic. */
export function preservesStaticInformation(source: Type, target: Type): boolean {
  if (!(source instanceof RankedTensorType) || !(target instanceof RankedTensorType)) return false;
  if (source.elementType !== target.elementType) return false;
  if (source.shape.length !== target.shape.length) return false;
  if (source.encoding !== target.encoding) return false;
  return source.shape.every((size, i) => isDynamic(size) || !isDynamic(target.shape[i] as Int64));
}

/** `tensor.cast %source : ... to type`. */
export function createTensorCast(rewriter: PatternRewriter, location: Operation["location"], type: Type, source: Value): Value {
  return createOp(rewriter, "tensor.cast", location, { operands: [source], resultTypes: [type] }).getResult(0);
}

/**
 * replaceTensorCastForOpIterArg: a new loop whose iter arg `iterIndex` is `replacement`,
 * with casts to the old type at the body's start, to the new type before the yield, and
 * to the old type after the loop; returns the values replacing the old loop's results.
 */
function replaceTensorCastIterArg(rewriter: PatternRewriter, forOp: Operation, iterIndex: number, replacement: Value): Value[] {
  const oldType = forOp.getOperand(3 + iterIndex).type;
  const newType = replacement.type;
  const inits = forOp.getOperands().slice(3);
  inits[iterIndex] = replacement;
  const newFor = buildFor(rewriter, forOp.location, forOp.getOperand(0), forOp.getOperand(1), forOp.getOperand(2), inits);
  newFor.attributes = forOp.attributes;
  const newBlock = bodyOf(newFor);
  const transfer: Value[] = [...newBlock.arguments];
  const saved = rewriter.insertionPoint;
  rewriter.setInsertionPointToStart(newBlock);
  const iterArg = newBlock.getArgument(1 + iterIndex);
  transfer[1 + iterIndex] = createTensorCast(rewriter, newFor.location, oldType, iterArg);
  rewriter.mergeBlocks(bodyOf(forOp), newBlock, transfer);
  const clonedYield = terminatorOf(newBlock);
  rewriter.setInsertionPoint(clonedYield);
  const castOut = createTensorCast(rewriter, newFor.location, newType, clonedYield.getOperand(iterIndex));
  const yielded = clonedYield.getOperands();
  yielded[iterIndex] = castOut;
  createYield(rewriter, newFor.location, yielded);
  rewriter.eraseOp(clonedYield);
  rewriter.setInsertionPointAfter(newFor);
  const results: Value[] = [...newFor.results];
  results[iterIndex] = createTensorCast(rewriter, newFor.location, oldType, results[iterIndex] as Value);
  rewriter.restoreInsertionPoint(saved);
  return results;
}

class ForOpTensorCastFolder extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const inits = op.getOperands().slice(3);
    for (let i = 0; i < inits.length; i++) {
      const cast = (inits[i] as Value).definingOp;
      if (cast === null || cast.name.name !== "tensor.cast") continue;
      const source = cast.getOperand(0);
      if (source.type === cast.getResult(0).type) continue;
      if (!preservesStaticInformation(cast.getResult(0).type, source.type)) continue;
      if (!op.getResult(i).hasOneUse()) continue;
      rewriter.replaceOp(op, replaceTensorCastIterArg(rewriter, op, i, source));
      return true;
    }
    return false;
  }
}

export function forOpTensorCastFolder(context: MLIRContext): RewritePattern {
  return new ForOpTensorCastFolder("scf.for", context, patternOptions("ForOpTensorCastFolder"));
}
