// tosa's C++ verifiers (TosaOps.cpp in MLIR 19) for the convolutions and fully_connected,
// argmax, avg_pool2d, clamp, the reductions, reshape, reverse, slice, tile and transpose,
// with MLIR's messages and order of checks.
import {
  BlockArgument,
  DenseArrayAttr,
  DenseIntOrFPElementsAttr,
  FloatAttr,
  FloatType,
  IntegerAttr,
  IntegerType,
  isDynamic,
  RankedTensorType,
  ShapedType,
  TypeAttr,
  type Operation,
  type Type,
  type Value,
} from "../../ir/index.js";
import { intElementAt } from "../../ir/dense-elements.js";
import { constantAttribute } from "../constant-values.js";
import { printType } from "../runtime/values.js";
import { quantStorageWidth } from "../ods.js";

/** The value of an i32/i64 integer attribute of the op (an axis). */
export function integerAttr(op: Operation, name: string): number {
  const attr = op.getInherentAttr(name);
  return attr instanceof IntegerAttr ? Number(attr.value) : 0;
}

/** The values of an i64 dense array attribute of the op (a shape, start, size or multiples). */
export function i64Array(op: Operation, name: string): number[] {
  const attr = op.getInherentAttr(name);
  return attr instanceof DenseArrayAttr ? Array.from(attr.values as ArrayLike<number | bigint>, Number) : [];
}

function shaped(value: Value): ShapedType {
  return value.type as ShapedType;
}

/** A value as MLIR streams it into a diagnostic: a block argument by its type and position. */
function describeValue(value: Value): string {
  if (value instanceof BlockArgument) return `<block argument> of type '${printType(value.type)}' at index: ${value.index}`;
  return `'${printType(value.type)}'`;
}

const ZERO_DIMENSION = "tensor has a dimension with size zero. Each dimension of a tensor must have size >= 1";

/** hasZeroDimension: a ranked type with a size-0 dimension. */
function hasZeroDimension(type: ShapedType): boolean {
  return type.hasRank() && type.shape.some((d) => d === 0);
}

/** verifyConvOp: ranked input and weight, no empty input dimension, both float or both not, quantization info exactly for the latter. */
export function verifyConv(op: Operation): void {
  const input = op.getOperand(0);
  const weight = op.getOperand(1);
  if (!(input.type instanceof RankedTensorType)) throw op.emitOpError(`expect a ranked tensor for input, got ${describeValue(input)}`);
  if (!(weight.type instanceof RankedTensorType)) throw op.emitOpError(`expect a ranked tensor for weight, got ${describeValue(weight)}`);
  if (hasZeroDimension(input.type)) throw op.emitOpError(ZERO_DIMENSION);
  const inputElement = input.type.elementType;
  const weightElement = weight.type.elementType;
  const inputIsQuant = !(inputElement instanceof FloatType);
  const weightIsQuant = !(weightElement instanceof FloatType);
  if (inputIsQuant !== weightIsQuant)
    throw op.emitOpError(`expect both input and weight to be float or not together, got '${printType(inputElement)}' and '${printType(weightElement)}'`);
  const hasQuantizationInfo = op.getInherentAttr("quantization_info") !== undefined;
  if (inputIsQuant !== hasQuantizationInfo) throw op.emitOpError("quantizationattr is required for quantized type, and not allowed for float type");
}

/**
 * The axis checks reduce and reverse ops share: the axis is non-negative and inside the input
 * and output ranks (a rank-0 tensor takes axis 0), and both ranks agree. `word` names the op
 * kind in the messages. Returns the axis, and the output's shape when it is ranked.
 */
function verifyAxisInRanks(op: Operation, word: "reduce" | "reverse", negativeAxisMessage: string): { axis: number; outputShape?: ShapedType["shape"] } {
  const input = shaped(op.getOperand(0));
  const output = shaped(op.getResult(0));
  const axis = integerAttr(op, "axis");
  if (axis < 0) throw op.emitOpError(negativeAxisMessage);
  if (input.hasRank()) {
    const rank = input.shape.length;
    if (axis >= rank && !(axis === 0 && rank === 0)) throw op.emitOpError(`expect input tensor rank (${rank}) to be larger than ${word} axis (${axis})`);
  }
  if (!output.hasRank()) return { axis };
  const outputRank = output.shape.length;
  if (input.hasRank() && outputRank !== input.shape.length) throw op.emitOpError("expect output tensor rank to be equal to input tensor rank");
  if (axis >= outputRank && !(axis === 0 && outputRank === 0)) throw op.emitOpError(`expect output tensor rank (${outputRank}) to be larger than ${word} axis (${axis})`);
  return { axis, outputShape: output.shape };
}

/** verifyReduceOp: the shared axis checks, then a reduced dimension of 1. */
export function verifyReduce(op: Operation): void {
  const { axis, outputShape } = verifyAxisInRanks(op, "reduce", "reduce axis must not be negative");
  if (outputShape === undefined || outputShape.length === 0) return;
  const size = outputShape[axis] as number;
  if (!isDynamic(size) && size !== 1) throw op.emitOpError(`expect reduced dimension size to be 1, got ${size}`);
}

/** ReverseOp::verify: the shared axis checks. */
export function verifyReverse(op: Operation): void {
  verifyAxisInRanks(op, "reverse", "expected non-negative reverse axis");
}

/** SliceOp::verify: start and size as long as a ranked input's rank. */
export function verifySlice(op: Operation): void {
  const input = op.getOperand(0).type;
  if (!(input instanceof RankedTensorType)) return;
  if (input.shape.length !== i64Array(op, "start").length) throw op.emitOpError("length of start attribute is not equal rank of input shape");
  if (input.shape.length !== i64Array(op, "size").length) throw op.emitOpError("length of size attribute is not equal rank of input shape");
}

/** TileOp::verify: one multiple per dimension, equal ranks. */
export function verifyTile(op: Operation): void {
  const input = shaped(op.getOperand(0));
  const output = shaped(op.getResult(0));
  const multiples = i64Array(op, "multiples").length;
  if (input.hasRank()) {
    const rank = input.shape.length;
    if (rank !== multiples) throw op.emitOpError(`expect 'multiples' array to have length ${rank} but got ${multiples}.`);
    if (output.hasRank() && rank !== output.shape.length) throw op.emitOpError("expect same input and output tensor rank.");
  } else if (output.hasRank() && output.shape.length !== multiples) {
    throw op.emitOpError(`expect 'multiples' array to have length ${output.shape.length} but got ${multiples}.`);
  }
}

/** Whether `values` hold each of 0..n-1 once (MLIR's isPermutationVector). */
function isPermutation(values: readonly bigint[]): boolean {
  const seen = new Set<bigint>();
  for (const v of values) {
    if (v < 0n || v >= BigInt(values.length) || seen.has(v)) return false;
    seen.add(v);
  }
  return true;
}

/** TransposeOp::verify: a rank-1 permutation as long as both ranks, equal ranks, a valid constant permutation. */
export function verifyTranspose(op: Operation): void {
  const input = shaped(op.getOperand(0));
  const permsValue = op.getOperand(1);
  const perms = shaped(permsValue);
  const output = shaped(op.getResult(0));
  if (perms.hasRank() && perms.shape.length !== 1) throw op.emitOpError(`expected permutation tensor to be rank 1 but got rank ${perms.shape.length}`);
  const permsSize = perms.hasRank() ? (perms.shape[0] as number) : undefined;
  const fixedSize = permsSize !== undefined && !isDynamic(permsSize);
  if (input.hasRank() && fixedSize && permsSize !== input.shape.length)
    throw op.emitOpError(`expected permutation tensor dim 0 to have size ${input.shape.length} (input rank) but got size ${permsSize}`);
  if (input.hasRank() && output.hasRank() && input.shape.length !== output.shape.length) throw op.emitOpError("expected input tensor rank to equal result tensor rank");
  if (output.hasRank() && fixedSize && permsSize !== output.shape.length)
    throw op.emitOpError(`expected permutation tensor dim 0 to have size ${output.shape.length} (output rank) but got size ${permsSize}`);
  // getConstantPerms: an integer elements constant.
  const constant = constantAttribute(permsValue);
  if (!(constant instanceof DenseIntOrFPElementsAttr) || constant.type.elementType instanceof FloatType) return;
  const values = Array.from({ length: constant.getNumElements() }, (_, i) => BigInt(intElementAt(constant, i)));
  if (!isPermutation(values)) throw op.emitOpError("expected valid permutation tensor");
}

/** ReshapeOp::verify: the new shape against the result's rank and sizes, the element counts, one -1 at most. */
export function verifyReshape(op: Operation): void {
  const input = shaped(op.getOperand(0));
  const output = op.getResult(0).type as RankedTensorType;
  const newShape = i64Array(op, "new_shape");
  if (hasZeroDimension(input) || hasZeroDimension(output)) throw op.emitOpError(ZERO_DIMENSION);
  if (newShape.length !== output.shape.length) throw op.emitOpError("new shape does not match result rank");
  newShape.forEach((dim, i) => {
    const size = output.shape[i] as number;
    if (dim !== -1 && !isDynamic(size) && dim !== size) throw op.emitOpError("new shape is inconsistent with result shape");
  });
  if (input.hasStaticShape()) {
    const inputElements = input.getNumElements();
    if (output.hasStaticShape() && inputElements !== output.getNumElements())
      throw op.emitOpError(`cannot reshape ${inputElements} elements into ${output.getNumElements()}`);
    const newElements = newShape.reduce((acc, dim) => (dim > 0 ? acc * dim : acc), 1);
    const isStatic = newShape.every((dim) => dim > 0);
    if ((isStatic && inputElements !== newElements) || (!isStatic && newElements > inputElements))
      throw op.emitOpError(`cannot reshape ${inputElements} elements into ${newElements}`);
  }
  if (newShape.filter((dim) => dim === -1).length > 1) throw op.emitOpError("expected at most one target dimension to be -1");
}

/** The storage type of a quantized element type (its storage width, as an integer of that width), else the type. */
function storageOf(element: Type): Type {
  const width = quantStorageWidth(element);
  return width === undefined ? element : IntegerType.get(element.context, width);
}

function isFloatKind(type: Type, kind: string): boolean {
  return type instanceof FloatType && type.kind === kind;
}

function isIntegerOfWidth(type: Type, width: number): boolean {
  return type instanceof IntegerType && type.width === width;
}

/** AvgPool2dOp::verify: no empty input dimension, the accumulator type the input's element type needs, matching element types. */
export function verifyAvgPool2d(op: Operation): void {
  const input = shaped(op.getOperand(0));
  if (hasZeroDimension(input)) throw op.emitOpError(ZERO_DIMENSION);
  const inputElement = storageOf(input.elementType);
  const resultElement = storageOf(shaped(op.getResult(0)).elementType);
  const accAttr = op.getInherentAttr("acc_type");
  if (!(accAttr instanceof TypeAttr)) return;
  const acc = accAttr.value;
  if (inputElement instanceof IntegerType && !isIntegerOfWidth(acc, 32)) throw op.emitOpError("accumulator type for integer tensor is not i32");
  if (isFloatKind(inputElement, "f16") && !(isFloatKind(acc, "f16") || isFloatKind(acc, "f32"))) throw op.emitOpError("accumulator type for f16 tensor is not f16/f32");
  if (isFloatKind(inputElement, "bf16") && !isFloatKind(acc, "f32")) throw op.emitOpError("accumulator type for bf16 tensor is not f32");
  if (isFloatKind(inputElement, "f32") && !isFloatKind(acc, "f32")) throw op.emitOpError("accumulator type for f32 tensor is not f32");
  const same = (["f32", "f16", "bf16"] as const).some((k) => isFloatKind(inputElement, k) && isFloatKind(resultElement, k)) || [8, 16].some((w) => isIntegerOfWidth(inputElement, w) && isIntegerOfWidth(resultElement, w));
  if (!same) throw op.emitOpError("input/output element types are incompatible.");
}

/** ArgMaxOp::verify: an integer (or index) result, the axis within a ranked input's rank. */
export function verifyArgMax(op: Operation): void {
  if (!shaped(op.getResult(0)).elementType.isIntOrIndex()) throw op.emitOpError("result tensor is not of integer type");
  const input = shaped(op.getOperand(0));
  const axis = integerAttr(op, "axis");
  if (input.hasRank() && (axis < 0 || axis >= input.shape.length)) throw op.emitOpError("specified axis is outside the rank of the tensor");
}

/**
 * ClampOp::verify: the same (storage) element type in and out; for a non-integer input, the
 * min_fp/max_fp attributes of one type, the input's or a wider one.
 */
export function verifyClamp(op: Operation): void {
  const inputElement = storageOf(shaped(op.getOperand(0)).elementType);
  const outputElement = storageOf(shaped(op.getResult(0)).elementType);
  if (inputElement !== outputElement) throw op.emitOpError("input/output element types are incompatible.");
  if (inputElement.isInteger()) return;
  const maxFp = op.getInherentAttr("max_fp");
  const minFp = op.getInherentAttr("min_fp");
  if (!(maxFp instanceof FloatAttr) || !(minFp instanceof FloatAttr)) return;
  const maxType = maxFp.type;
  if (maxType !== minFp.type || (maxType !== inputElement && bitWidth(maxType) <= bitWidth(inputElement)))
    throw op.emitOpError("min/max attributes types are incompatible with input/output element types.");
}

/** getIntOrFloatBitWidth. */
function bitWidth(type: Type): number {
  return type instanceof FloatType || type instanceof IntegerType ? type.width : 0;
}
