// The C++ verifier of func's transform extension op with mlir-opt 19's messages
// (FuncTransformOps.cpp): cast_and_call's region holds type converter builders, and it
// calls either a function handle or a function name.
import type { Operation } from "../../ir/index.js";
import { segmentSizes } from "../runtime/values.js";
import { implementsTypeConverterBuilderOpInterface } from "../transform/op-kinds.js";

export function verifyCastAndCall(op: Operation): void {
  const conversions = op.numRegions > 0 ? op.getRegion(0).firstBlock : null;
  for (const child of conversions?.operations() ?? [])
    if (!implementsTypeConverterBuilderOpInterface(child))
      throw op.emitOpError("expected children ops to implement TypeConverterBuilderOpInterface").attachNote(child.location, "op without interface");
  // Operand groups: insertion_point, inputs, outputs, function.
  const hasHandle = (segmentSizes(op, "operandSegmentSizes")?.[3] ?? 0) > 0;
  const hasName = op.getInherentAttr("function_name") !== undefined;
  if (!hasHandle && !hasName) throw op.emitOpError("expected a function handle or name to call");
  if (hasHandle && hasName) throw op.emitOpError("function handle and name are mutually exclusive");
}
