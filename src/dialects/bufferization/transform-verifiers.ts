// The C++ verifier of bufferization's transform extension op with mlir-opt 19's messages
// (BufferizationTransformOps.cpp): one_shot_bufferize's copy op and its analysis-only flags.
import { IntegerAttr, type Operation } from "../../ir/index.js";
import { stringValue } from "../transform/attribute-values.js";

/** A BoolAttr option (an i1 IntegerAttr); absent reads as its default, false. */
function option(op: Operation, name: string): boolean {
  const attr = op.getInherentAttr(name);
  return attr instanceof IntegerAttr && BigInt(attr.value) !== 0n;
}

export function verifyOneShotBufferize(op: Operation): void {
  const memcpy = stringValue(op, "memcpy_op", "memref.copy");
  if (memcpy !== "memref.copy" && memcpy !== "linalg.copy") throw op.emitOpError("unsupported memcpy op");
  const analysisOnly = option(op, "test_analysis_only");
  if (option(op, "print_conflicts") && !analysisOnly) throw op.emitOpError("'print_conflicts' requires 'test_analysis_only'");
  if (option(op, "dump_alias_sets") && !analysisOnly) throw op.emitOpError("'dump_alias_sets' requires 'test_analysis_only'");
}
