// The C++ verifiers of spirv's group and group non-uniform ops (MLIR 19's GroupOps.cpp and
// NonUniformOps.cpp), with its messages: the execution scope is a workgroup or a subgroup,
// a broadcast's id is a constant (or a 2/3-component local id), a shuffle's id is not a
// signed integer, and a clustered reduction's cluster size is a constant power of two.
import { IntegerAttr, IntegerType, VectorType, type Operation } from "../../ir/index.js";
import type { SpirvAssemblyHooks } from "../../../generated/upstream/spirv-assembly.js";
import { spirvEnumCase } from "./enum-attr.js";

type Verifiers = SpirvAssemblyHooks["verifiers"];

function verifyExecutionScope(op: Operation): void {
  const scope = spirvEnumCase(op.getAttr("execution_scope"), "scope");
  if (scope !== "Workgroup" && scope !== "Subgroup") throw op.emitOpError("execution scope must be 'Workgroup' or 'Subgroup'");
}

/** Whether `value`, read as an unsigned integer of `width` bits, is a power of two. */
function isPowerOfTwo(value: number | bigint, width: number): boolean {
  const unsigned = BigInt.asUintN(width, BigInt(value));
  return unsigned !== 0n && (unsigned & (unsigned - 1n)) === 0n;
}

/** A reduction: its optional cluster size operand (required by `ClusteredReduce`) is a constant power of two. */
function verifyArithmetic(op: Operation): void {
  verifyExecutionScope(op);
  const clusterSize = op.numOperands > 1 ? op.getOperand(1) : undefined;
  if (spirvEnumCase(op.getAttr("group_operation"), "group_operation") === "ClusteredReduce" && clusterSize === undefined)
    throw op.emitOpError("cluster size operand must be provided for 'ClusteredReduce' group operation");
  if (clusterSize === undefined) return;
  const definer = clusterSize.definingOp;
  const value = definer?.name.name === "spirv.Constant" ? definer.getAttr("value") : undefined;
  if (!(value instanceof IntegerAttr)) throw op.emitOpError("cluster size operand must come from a constant op");
  const width = value.type instanceof IntegerType ? value.type.width : 32;
  if (!isPowerOfTwo(value.value, width)) throw op.emitOpError("cluster size operand must be a power of two");
}

function verifyGroupBroadcast(op: Operation): void {
  verifyExecutionScope(op);
  const localId = op.getOperand(1).type;
  if (localId instanceof VectorType && localId.getNumElements() !== 2 && localId.getNumElements() !== 3)
    throw op.emitOpError(`localid is a vector and can be with only  2 or 3 components, actual number is ${localId.getNumElements()}`);
}

function verifyNonUniformBroadcast(op: Operation): void {
  verifyExecutionScope(op);
  if (op.getOperand(1).definingOp?.name.name !== "spirv.Constant") throw op.emitOpError("id must be the result of a constant op");
}

function verifyShuffle(op: Operation): void {
  verifyExecutionScope(op);
  const id = op.getOperand(1).type;
  if (id instanceof IntegerType && id.signedness === "signed") throw op.emitOpError("second operand must be a singless/unsigned integer");
}

export const spirvGroupVerifiers: Verifiers = {
  GroupBroadcastOp: verifyGroupBroadcast,
  GroupNonUniformBroadcastOp: verifyNonUniformBroadcast,
  GroupNonUniformBallotOp: verifyExecutionScope,
  GroupNonUniformElectOp: verifyExecutionScope,
  GroupNonUniformShuffleOp: verifyShuffle,
  GroupNonUniformShuffleDownOp: verifyShuffle,
  GroupNonUniformShuffleUpOp: verifyShuffle,
  GroupNonUniformShuffleXorOp: verifyShuffle,
  ...Object.fromEntries(
    [
      "GroupFAddOp", "GroupFMaxOp", "GroupFMinOp", "GroupIAddOp", "GroupSMaxOp", "GroupSMinOp", "GroupUMaxOp", "GroupUMinOp", "GroupFMulKHROp", "GroupIMulKHROp",
    ].map((name) => [name, verifyExecutionScope]),
  ),
  ...Object.fromEntries(
    [
      "BitwiseAnd", "BitwiseOr", "BitwiseXor", "FAdd", "FMax", "FMin", "FMul", "IAdd", "IMul", "LogicalAnd", "LogicalOr", "LogicalXor", "SMax", "SMin", "UMax", "UMin",
    ].map((name) => [`GroupNonUniform${name}Op`, verifyArithmetic]),
  ),
};
