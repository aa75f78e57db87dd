// Cloning an op with new operands and result types, and replacing the original by the clone
// with tensor.casts back to the types its users saw: the shape of MLIR's cast-folding patterns
// (FoldTensorCastProducerOp, linalg's InferStaticShapeOfOperands and cast consumers).
import type { Location, Operation, Type, Value } from "../../ir/index.js";
import type { PatternRewriter } from "../../rewrite/index.js";
import { createTensorCast } from "./scf-tensor.js";
import { buildOp } from "./support.js";

/** A copy of `op` with new operands and result types: its attributes, properties and regions cloned. */
export function cloneWith(rewriter: PatternRewriter, op: Operation, location: Location, operands: readonly Value[], resultTypes: readonly Type[]): Operation {
  const clone = buildOp(rewriter, op.name.name, location, { operands, resultTypes, attributes: op.attributes.value, regions: op.regions.length }, (built) => {
    op.regions.forEach((region, i) => {
      const target = built.regions[i];
      if (target !== undefined) rewriter.cloneRegionBefore(region, target, null);
    });
  });
  clone.properties = op.properties;
  return clone;
}

/** Replaces `op` by `clone`, casting back each result whose type changed. */
export function replaceWithCastsBack(rewriter: PatternRewriter, op: Operation, clone: Operation): void {
  const replacements = op.results.map((old, i) => {
    const result = clone.getResult(i);
    return result.type === old.type ? result : createTensorCast(rewriter, op.location, old.type, result);
  });
  rewriter.replaceOp(op, replacements);
}
