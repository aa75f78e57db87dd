// The C++ verifiers of gpu.launch and gpu.launch_func, with mlir-opt 19's messages.
import { type Block, IntegerAttr, operandSegment, type Operation, UnitAttr, type Value } from "../../ir/index.js";
import { verifyAttributions } from "./address-spaces.js";

/** gpu.launch's region arguments before its attributions: block and thread ids, grid and block sizes. */
const CONFIG_REGION_ARGUMENTS = 12;
/** The cluster ids and sizes that follow them when the launch has a cluster size. */
const CLUSTER_REGION_ARGUMENTS = 6;

// Operand groups (operandSegmentSizes): both ops take the cluster sizes as groups 7 to 9,
// after the async dependencies and the grid and block sizes; launch_func's kernel operands
// follow its dynamic shared memory size.
const CLUSTER_SIZE_GROUPS = [7, 8, 9] as const;
const LAUNCH_FUNC_KERNEL_OPERANDS = 11;

/** The `workgroup_attributions` count of gpu.launch and gpu.func (0 when absent). */
export function workgroupAttributionCount(op: Operation): number {
  const attr = op.getAttr("workgroup_attributions");
  return attr instanceof IntegerAttr ? Number(BigInt.asUintN(32, BigInt(attr.value))) : 0;
}

function clusterSizes(op: Operation): (Value | undefined)[] {
  return CLUSTER_SIZE_GROUPS.map((group) => operandSegment(op, group)[0]);
}

function hasClusterSize(op: Operation): boolean {
  return clusterSizes(op).every((size) => size !== undefined);
}

/** LaunchOp::verify: the three cluster sizes come together. */
export function verifyLaunch(op: Operation): void {
  const sizes = clusterSizes(op);
  if (sizes.some((size) => size !== undefined) && !sizes.every((size) => size !== undefined)) throw op.emitOpError("cluster size must be all present");
}

/**
 * LaunchOp::verifyRegions: the body's configuration arguments, its attributions' memory
 * spaces, and blocks leaving the kernel through gpu.terminator.
 */
export function verifyLaunchRegions(op: Operation): void {
  const body = op.getRegion(0);
  const entry = body.firstBlock;
  const workgroup = workgroupAttributionCount(op);
  if (entry !== null && entry.arguments.length < CONFIG_REGION_ARGUMENTS + workgroup) throw op.emitOpError("unexpected number of region arguments");
  if (entry !== null) {
    const first = CONFIG_REGION_ARGUMENTS + (hasClusterSize(op) ? CLUSTER_REGION_ARGUMENTS : 0);
    const args = entry.arguments;
    verifyAttributions(op, args.slice(first, first + workgroup), "workgroup");
    verifyAttributions(op, args.slice(first + workgroup), "private");
  }
  for (let block: Block | null = body.firstBlock; block !== null; block = block.next) {
    const last = block.lastOp;
    if (last === null || last.successors.length !== 0) continue;
    if (last.name.name !== "gpu.terminator")
      throw last.emitError("expected 'gpu.terminator' or a terminator with successors").attachNote(op.location, "in 'gpu.launch' body region");
  }
}

/** LaunchFuncOp::verify: inside a module marked as holding kernels, cluster sizes of one type. */
export function verifyLaunchFunc(op: Operation): void {
  const module = op.getParentOfType("builtin.module");
  if (module === null) throw op.emitOpError("expected to belong to a module");
  if (!(module.getAttr("gpu.container_module") instanceof UnitAttr))
    throw op.emitOpError("expected the closest surrounding module to have the 'gpu.container_module' attribute");
  const [x, y, z] = clusterSizes(op);
  if (x !== undefined && y !== undefined && z !== undefined && (y.type !== x.type || z.type !== x.type))
    throw op.emitOpError("expects types of the cluster dimensions must be the same");
}

/** LaunchFuncOp::getKernelOperands. */
export function kernelOperands(op: Operation): Value[] {
  return operandSegment(op, LAUNCH_FUNC_KERNEL_OPERANDS);
}
