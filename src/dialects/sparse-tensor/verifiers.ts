// sparse_tensor's C++ verifiers with mlir-opt 19's messages (emitted without the "'op'"
// prefix, as MLIR's emitError does): values, convert, concatenate, and the semiring ops
// (binary, unary, reduce, select) whose regions take given arguments and yield one value, and
// iterate (its loop-carried values, coordinates and iterator).
import { DYNAMIC, IntegerType, MemRefType, OpaqueType, RankedTensorType, ShapedType, type Operation, type Region, type Type, type Value } from "../../ir/index.js";
import { printType } from "../runtime/values.js";

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

/** The levels an iteration space type spans (`lvls = lo` or `lvls = lo to hi`); 0 for another type. */
function spaceLevels(space: Type): number {
  const body = space instanceof OpaqueType ? space.data : "";
  const range = /lvls = (\d+)(?: to (\d+))?>$/.exec(body);
  if (range === null) return 0;
  return range[2] === undefined ? 1 : Number(range[2]) - Number(range[1]);
}

/** The number of coordinates iterate's body receives: one per bit of crdUsedLvls. */
function usedCoordinateCount(op: Operation): { readonly count: number; readonly highest: number } {
  const attr = op.getInherentAttr("crdUsedLvls");
  let bits = attr !== undefined && "value" in attr && (typeof attr.value === "number" || typeof attr.value === "bigint") ? BigInt.asUintN(64, BigInt(attr.value)) : 0n;
  let count = 0;
  let highest = 0;
  for (let level = 1; bits !== 0n; level++, bits >>= 1n) {
    if ((bits & 1n) === 1n) {
      count++;
      highest = level;
    }
  }
  return { count, highest };
}

/** iterate: as many loop-carried values as results, and coordinates of the space's levels only. */
export function verifyIterate(op: Operation): void {
  const inits = op.numOperands - 1;
  if (inits !== op.numResults) throw op.emitOpError("mismatch in number of loop-carried values and defined values");
  if (usedCoordinateCount(op).highest > spaceLevels(op.getOperand(0).type)) throw op.emitOpError("required out-of-bound coordinates");
}

/** iterate's body: the iterator of its space, then the coordinates, then one argument per result, yielded back. */
export function verifyIterateRegions(op: Operation): void {
  const block = op.regions[0]?.getBlocks()[0];
  if (block === undefined) return;
  const space = op.getOperand(0).type;
  const iterator = block.numArguments > 0 ? block.getArgument(0).type : undefined;
  const expected = space instanceof OpaqueType && space.data.startsWith("iter_space") ? `iterator${space.data.slice("iter_space".length)}` : undefined;
  if (!(iterator instanceof OpaqueType) || iterator.data !== expected) throw op.emitOpError("mismatch in iterator and iteration space type");
  const iterArgs = block.numArguments - 1 - usedCoordinateCount(op).count;
  if (iterArgs !== op.numResults) throw op.emitOpError("mismatch in number of basic block args and defined values");
  const yieldOp = block.terminator;
  const yielded = yieldOp?.getOperands() ?? [];
  const inits = op.getOperands().slice(1);
  if (yielded.length !== op.numResults || inits.length !== op.numResults) throw op.emitOpError("number mismatch between iter args and results.");
  for (let i = 0; i < op.numResults; i++) {
    const result = op.getResult(i).type;
    if (inits[i]?.type !== result) throw op.emitOpError(`types mismatch between ${i}th iter operand and defined value`);
    if (block.getArgument(block.numArguments - iterArgs + i).type !== result) throw op.emitOpError(`types mismatch between ${i}th iter region arg and defined value`);
    if (yielded[i]?.type !== result) throw op.emitOpError(`types mismatch between ${i}th yield value and defined value`);
  }
}

/**
 * MLIR's verifyLoopLikeOpInterface for iterate (its LoopLikeOpInterface: the inits are the
 * operands after the space, the region iter_args the body's arguments after the iterator
 * and the coordinates, the yielded values sparse_tensor.yield's operands).
 */
export function verifyIterateLoopLike(op: Operation): void {
  const block = op.regions[0]?.getBlocks()[0];
  if (block === undefined) return;
  const inits = op.getOperands().slice(1);
  const iterArgs = block.arguments.slice(1 + usedCoordinateCount(op).count);
  const yielded = block.terminator?.opName === "sparse_tensor.yield" ? block.terminator.getOperands() : [];
  const results = op.results;
  if (inits.length !== iterArgs.length) throw op.emitOpError(`different number of inits and region iter_args: ${inits.length} != ${iterArgs.length}`);
  if (yielded.length !== 0 && iterArgs.length !== yielded.length) {
    throw op.emitOpError(`different number of region iter_args and yielded values: ${iterArgs.length} != ${yielded.length}`);
  }
  if (results.length !== iterArgs.length) throw op.emitOpError(`different number of loop results and region iter_args: ${results.length} != ${iterArgs.length}`);
  const mismatch = (i: number, what: string, a: Type, b: Type): Error => op.emitOpError(`${i}-th ${what} have different type: '${printType(a)}' != '${printType(b)}'`);
  inits.forEach((init, i) => {
    const iterArg = (iterArgs[i] as Value).type;
    if (init.type !== iterArg) throw mismatch(i, `init and ${i}-th region iter_arg`, init.type, iterArg);
    const value = yielded[i]?.type;
    if (yielded.length !== 0 && value !== undefined && iterArg !== value) throw mismatch(i, `region iter_arg and ${i}-th yielded value`, iterArg, value);
  });
  iterArgs.forEach((arg, i) => {
    const result = (results[i] as Value).type;
    if (arg.type !== result) throw mismatch(i, `region iter_arg and ${i}-th loop result`, arg.type, result);
  });
}
