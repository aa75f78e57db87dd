// sparse_tensor.sort's C++ verifier with mlir-opt 19's messages: its perm_map permutes the
// x keys, and with a constant n its static buffers hold n * (keys + ny) packed values (xy)
// and n values each (ys).
import { AffineMapAttr, DYNAMIC, MemRefType, type Operation, type Value } from "../../ir/index.js";
import { isProjectedPermutation } from "../../ir/affine-map-utils.js";
import { printAttribute } from "../runtime/values.js";
import { constantIntValue } from "../constant-values.js";

function integerValue(attr: unknown): number | undefined {
  if (typeof attr !== "object" || attr === null || !("value" in attr)) return undefined;
  const value = attr.value;
  return typeof value === "number" || typeof value === "bigint" ? Number(value) : undefined;
}

/** A constant n (any ConstantLike op, as MLIR's getConstantIntValue). */
function constantValue(value: Value): number | undefined {
  const n = constantIntValue(value);
  return n === undefined ? undefined : Number(n);
}

/** sort(n, xy, ys...) */
export function verifySort(op: Operation): void {
  const attr = op.getInherentAttr("perm_map");
  if (!(attr instanceof AffineMapAttr)) return;
  const perm = attr.value;
  const nx = perm.numDims;
  if (nx < 1) throw op.emitError(`Expected rank(perm_map) > 1, got ${nx}`);
  if (!isProjectedPermutation(perm) || perm.results.length !== nx) {
    // MLIR prints the bare map, without the attribute's affine_map<...> wrapper.
    throw op.emitError(`Expected a permutation map, got ${printAttribute(attr).replace(/^affine_map<(.*)>$/s, "$1")}`);
  }
  const n = constantValue(op.getOperand(0));
  if (n === undefined) return;
  const ny = integerValue(op.getInherentAttr("ny")) ?? 0;
  const checkSize = (buffer: Value, minSize: number, message: string): void => {
    const size = buffer.type instanceof MemRefType ? Number(buffer.type.shape[0]) : Number(DYNAMIC);
    // MLIR reports a short buffer without stopping (the op still verifies).
    if (size !== Number(DYNAMIC) && size < minSize) op.context.getDiagEngine().emit(op.emitError(`${message} got ${size} < ${minSize}`));
  };
  checkSize(op.getOperand(1), n * (nx + ny), "Expected dimension(xy) >= n * (rank(perm_map) + ny)");
  for (const y of op.getOperands().slice(2)) checkSize(y, n, "Expected dimension(y) >= n");
}
