// The C++ verifier of vector.warp_execute_on_lane_0 (VectorOps.cpp): block arguments and
// yielded values against the op's arguments and results, each pair a distribution of a
// vector over the warp (dimensions divided, their ratios multiplying to the warp size).
import { IntegerAttr, VectorType, type Operation, type Type } from "../../ir/index.js";
import { printType } from "../runtime/values.js";

/**
 * verifyDistributedType: why `distributed` is not `expanded` spread over `warpSize` lanes
 * (nor the same type), or undefined when it is.
 */
export function distributionError(expanded: Type, distributed: Type, warpSize: bigint): string | undefined {
  if (expanded === distributed) return undefined;
  if (!(expanded instanceof VectorType) || !(distributed instanceof VectorType)) return "expected vector type for distributed operands.";
  if (expanded.shape.length !== distributed.shape.length || expanded.elementType !== distributed.elementType) {
    return "expected distributed vectors to have same rank and element type.";
  }
  let product = 1n;
  for (let i = 0; i < expanded.shape.length; i++) {
    const e = BigInt(expanded.shape[i] ?? 0);
    const d = BigInt(distributed.shape[i] ?? 0);
    if (e === d) continue;
    if (d === 0n || e % d !== 0n) {
      return `expected expanded vector dimension #${i} (${e}) to be a multipler of the distributed vector dimension (${d})`;
    }
    product *= e / d;
  }
  if (product !== warpSize) {
    return `incompatible distribution dimensions from '${printType(expanded)}' to '${printType(distributed)}' with warp size = ${warpSize}`;
  }
  return undefined;
}

function verifyDistributedType(op: Operation, expanded: Type, distributed: Type, warpSize: bigint): void {
  const error = distributionError(expanded, distributed, warpSize);
  if (error !== undefined) throw op.emitOpError(error);
}

export function verifyWarpExecuteOnLane0Op(op: Operation): void {
  const block = op.getRegion(0).firstBlock;
  if (block === null) return;
  const args = op.getOperands().slice(1);
  if (args.length !== block.arguments.length) throw op.emitOpError("expected same number op arguments and block arguments.");
  const yieldOp = block.lastOp;
  if (yieldOp === null) return;
  if (yieldOp.numOperands !== op.numResults) throw op.emitOpError("expected same number of yield operands and return values.");
  const warpSize = op.getAttr("warp_size");
  const size = warpSize instanceof IntegerAttr ? BigInt(warpSize.value) : 0n;
  block.arguments.forEach((arg, i) => verifyDistributedType(op, arg.type, (args[i] as (typeof args)[number]).type, size));
  for (let i = 0; i < op.numResults; i++) verifyDistributedType(op, yieldOp.getOperand(i).type, op.getResult(i).type, size);
}
