// sparse_tensor's C++ verifiers with mlir-opt 19's messages (emitted without the "'op'"
// prefix, as MLIR's emitError does): values, convert, concatenate, and the semiring ops
// (binary, unary, reduce, select) whose regions take given arguments and yield one value.
import { DYNAMIC, IntegerType, MemRefType, RankedTensorType, ShapedType, type Operation, type Region, type Type } from "../../ir/index.js";

export function verifyToValues(op: Operation): void {
  const tensor = op.getOperand(0).type;
  const values = op.getResult(0).type;
  if (tensor instanceof ShapedType && values instanceof MemRefType && tensor.elementType !== values.elementType) {
    throw op.emitError("unexpected mismatch in element types");
  }
}

export function verifyConvert(op: Operation): void {
  const source = op.getOperand(0).type;
  const dest = op.getResult(0).type;
  if (!(source instanceof RankedTensorType) || !(dest instanceof RankedTensorType)) throw op.emitError("unexpected type in convert");
  if (source.shape.length !== dest.shape.length) throw op.emitError("unexpected conversion mismatch in rank");
  if (dest.encoding !== null && isSliceEncoding(dest)) throw op.emitError("cannot convert to a sparse tensor slice");
  // Equal sizes, or a dynamic destination size; a static size from a dynamic one would need a runtime check.
  source.shape.forEach((size, d) => {
    const target = dest.shape[d];
    if (target !== undefined && Number(size) !== Number(target) && Number(target) !== DYNAMIC) throw op.emitError(`unexpected conversion mismatch in dimension ${d}`);
  });
}

function isSliceEncoding(type: RankedTensorType): boolean {
  const encoding = type.encoding;
  return encoding !== null && "data" in encoding && typeof encoding.data === "string" && encoding.data.includes("#sparse_tensor<slice(");
}

export function verifyConcatenate(op: Operation): void {
  const dest = op.getResult(0).type;
  if (!(dest instanceof RankedTensorType)) return;
  const inputs = op.getOperands().map((v) => v.type);
  const dimension = op.getInherentAttr("dimension");
  const concatDim = dimension !== undefined && "value" in dimension ? Number(dimension.value) : 0;
  const rank = dest.shape.length;
  if (inputs.length <= 1) throw op.emitError("Need at least two tensors to concatenate.");
  if (concatDim >= rank) throw op.emitError(`Concat-dimension is out of bounds for dimension-rank (${concatDim} >= ${rank})`);
  const shapes: (readonly number[])[] = [];
  inputs.forEach((input, i) => {
    const shape = input instanceof RankedTensorType ? input.shape.map(Number) : [];
    if (shape.some((s) => s === Number(DYNAMIC))) throw op.emitError(`Input tensor $${i} has dynamic shape`);
    if (shape.length !== rank) throw op.emitError(`Input tensor $${i} has a different rank (rank=${shape.length}) from the output tensor (rank=${rank}).`);
    shapes.push(shape);
  });
  for (let d = 0; d < rank; d++) {
    const destSize = Number(dest.shape[d]);
    if (d === concatDim) {
      if (destSize === Number(DYNAMIC)) continue;
      const sum = shapes.reduce((total, shape) => total + (shape[d] ?? 0), 0);
      if (sum !== destSize) throw op.emitError("The concatenation dimension of the output tensor should be the sum of all the concatenation dimensions of the input tensors.");
    } else {
      let previous = destSize;
      for (const shape of shapes) {
        const size = shape[d] ?? 0;
        if (previous !== Number(DYNAMIC) && size !== previous) throw op.emitError("All dimensions (expect for the concatenating one) should be equal.");
        previous = size;
      }
    }
  }
}

/**
 * A semiring region: `inputs.length` arguments of those types, ended by a sparse_tensor.yield
 * of one value of type `output`.
 */
function verifyRegion(op: Operation, region: Region, name: string, inputs: readonly Type[], output: Type): void {
  const block = region.getBlocks()[0];
  if (block === undefined) return;
  if (block.numArguments !== inputs.length) throw op.emitError(`${name} region must have exactly ${inputs.length} arguments`);
  inputs.forEach((input, i) => {
    if (block.getArgument(i).type !== input) throw op.emitError(`${name} region argument ${i + 1} type mismatch`);
  });
  const yieldOp = block.terminator;
  if (yieldOp === null || yieldOp.opName !== "sparse_tensor.yield") throw op.emitError(`${name} region must end with sparse_tensor.yield`);
  if (yieldOp.numOperands !== 1 || yieldOp.getOperand(0).type !== output) throw op.emitError(`${name} region yield type mismatch`);
}

function regionAt(op: Operation, index: number): Region | undefined {
  return op.regions[index];
}

/** binary (x, y) -> output: overlap(x, y), left(x) or left=identity, right(y) or right=identity. */
export function verifyBinary(op: Operation): void {
  const left = op.getOperand(0).type;
  const right = op.getOperand(1).type;
  const output = op.getResult(0).type;
  const [overlapRegion, leftRegion, rightRegion] = [regionAt(op, 0), regionAt(op, 1), regionAt(op, 2)];
  if (overlapRegion !== undefined && !overlapRegion.empty()) verifyRegion(op, overlapRegion, "overlap", [left, right], output);
  if (leftRegion !== undefined && !leftRegion.empty()) verifyRegion(op, leftRegion, "left", [left], output);
  else if (op.getInherentAttr("left_identity") !== undefined && left !== output) {
    throw op.emitError("left=identity requires first argument to have the same type as the output");
  }
  if (rightRegion !== undefined && !rightRegion.empty()) verifyRegion(op, rightRegion, "right", [right], output);
  else if (op.getInherentAttr("right_identity") !== undefined && right !== output) {
    throw op.emitError("right=identity requires second argument to have the same type as the output");
  }
}

/** unary (x) -> output: present(x), absent() yielding a value defined outside the op's block. */
export function verifyUnary(op: Operation): void {
  const input = op.getOperand(0).type;
  const output = op.getResult(0).type;
  const present = regionAt(op, 0);
  const absent = regionAt(op, 1);
  if (present !== undefined && !present.empty()) verifyRegion(op, present, "present", [input], output);
  if (absent === undefined || absent.empty()) return;
  verifyRegion(op, absent, "absent", [], output);
  const absentBlock = absent.getBlocks()[0];
  const yielded = absentBlock?.terminator?.getOperand(0);
  if (yielded === undefined) return;
  const parent = op.parent;
  const definingOp = yielded.definingOp;
  if (definingOp === null) {
    if (yielded.parentBlock === parent) throw op.emitError("absent region cannot yield linalg argument");
  } else if (definingOp.opName !== "arith.constant" && (definingOp.parent === absentBlock || definingOp.parent === parent)) {
    // Only arith.constant (C++ isa<arith::ConstantOp>) may be computed locally.
    throw op.emitError("absent region cannot yield locally computed value");
  }
}

/** reduce (x, y, identity) -> output: region(x, y) of the operands' type. */
export function verifyReduce(op: Operation): void {
  const input = op.getOperand(0).type;
  const region = regionAt(op, 0);
  if (region !== undefined && !region.empty()) verifyRegion(op, region, "reduce", [input, input], input);
}

/** select (x) -> output: region(x) yielding an i1. */
export function verifySelect(op: Operation): void {
  const input = op.getOperand(0).type;
  const region = regionAt(op, 0);
  if (region !== undefined && !region.empty()) verifyRegion(op, region, "select", [input], IntegerType.get(input.context, 1));
}
