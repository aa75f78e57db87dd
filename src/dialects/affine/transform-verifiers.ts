// The C++ verifier of affine's transform extension op with mlir-opt 19's message
// (AffineTransformOps.cpp): simplify_bounded_affine_ops takes one lower and one upper bound
// per bounded value.
import type { Operation } from "../../ir/index.js";
import { segmentSizes } from "../runtime/values.js";
import { listLength } from "../transform/attribute-values.js";

export function verifySimplifyBoundedAffineOps(op: Operation): void {
  // Its operands are the target and then the bounded values (one variadic group, no segment sizes).
  const values = segmentSizes(op, "operandSegmentSizes")?.[1] ?? op.numOperands - 1;
  const lower = listLength(op, "lower_bounds");
  if (lower !== values) throw op.emitOpError(`incorrect number of lower bounds, expected ${values} but found ${lower}`);
  const upper = listLength(op, "upper_bounds");
  if (upper !== values) throw op.emitOpError(`incorrect number of upper bounds, expected ${values} but found ${upper}`);
}
