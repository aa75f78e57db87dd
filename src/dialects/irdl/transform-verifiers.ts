// The C++ verifier of IRDL's transform extension op with mlir-opt 19's messages
// (IRDLExtensionOps.cpp): irdl.collect_matching's body is one irdl.dialect defining exactly
// one operation and no types or attributes.
import type { Operation } from "../../ir/index.js";

function opsOf(op: Operation): Operation[] {
  const block = op.numRegions > 0 ? op.getRegion(0).firstBlock : null;
  return block === null ? [] : [...block.operations()];
}

export function verifyIrdlCollectMatching(op: Operation): void {
  const body = opsOf(op);
  if (body.length !== 1) throw op.emitOpError("expects a single operation in the body");
  const dialect = body[0];
  if (dialect === undefined || dialect.opName !== "irdl.dialect") throw op.emitOpError("expects the body operation to be irdl.dialect");
  const definitions = opsOf(dialect);
  if (definitions.filter((d) => d.opName === "irdl.operation").length !== 1) throw op.emitOpError("expects IRDL to contain exactly one operation");
  if (definitions.some((d) => d.opName === "irdl.type" || d.opName === "irdl.attribute")) throw op.emitOpError("IRDL types and attributes are not yet supported");
}
