// The C++ verifier of gpu's transform extension op with mlir-opt 19's message
// (GPUTransformOps.cpp): map_forall_to_blocks' grid is given in full or not at all.
import type { Operation } from "../../ir/index.js";
import { listLength } from "../transform/attribute-values.js";

export function verifyMapForallToBlocks(op: Operation): void {
  const dims = listLength(op, "grid_dims");
  if (dims !== 0 && dims !== 3) throw op.emitOpError("transform requires empty or size-3 grid_dims");
}
