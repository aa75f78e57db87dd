// The C++ verifiers (VectorOps.cpp, MLIR 19) of vector's ops that rearrange vectors:
// broadcast, shuffle, extractelement/insertelement, extract/insert, the strided slices,
// reshape, shape_cast, bitcast, transpose and the masks, with MLIR 19's messages. The ODS
// constraints (operand kinds, element type traits) are checked before these by the
// generated verifier, so the types here are the vectors ODS allows.
import { VectorType, type Int64, type Operation, type Type, type Value } from "../../ir/index.js";
import { constantIndexOf } from "../tensor/shapes.js";
import { printType } from "../runtime/values.js";
import { integerArrayOf } from "./attribute-values.js";
import { bitWidthOf } from "./bit-width.js";
import { checkInferredTypes } from "./inferred-types.js";

const vectorOf = (value: Value): VectorType => value.type as VectorType;
const dim = (type: VectorType, i: number): bigint => BigInt(type.shape[i] ?? 0);
/** ShapedType::kDynamic, the marker of a dynamic position. */
const DYNAMIC = -(2n ** 63n);

/** `[n]` for a scalable dimension, `n` otherwise. */
function dimText(size: Int64, scalable: boolean): string {
  return scalable ? `[${size}]` : `${size}`;
}

/** BroadcastOp::verify through isBroadcastableTo. */
export function verifyBroadcastOp(op: Operation): void {
  const source = op.getOperand(0).type;
  const result = vectorOf(op.getResult(0));
  // A scalar of the result's element type broadcasts to any shape.
  if (source === result.elementType) return;
  if (!(source instanceof VectorType)) throw op.emitOpError("source type is not a vector");
  const lead = result.shape.length - source.shape.length;
  if (lead < 0) throw op.emitOpError("source rank higher than destination rank");
  source.shape.forEach((size, r) => {
    const srcScalable = source.scalableDims[r] ?? false;
    const dstSize = result.shape[lead + r] as Int64;
    const dstScalable = result.scalableDims[lead + r] ?? false;
    const mismatch = (BigInt(size) !== 1n || srcScalable) && (BigInt(size) !== BigInt(dstSize) || srcScalable !== dstScalable);
    if (mismatch) throw op.emitOpError(`dimension mismatch (${dimText(size, srcScalable)} vs. ${dimText(dstSize, dstScalable)})`);
  });
}

/** ShuffleOp::verify. */
export function verifyShuffleOp(op: Operation): void {
  const result = vectorOf(op.getResult(0));
  const v1 = vectorOf(op.getOperand(0));
  const v2 = vectorOf(op.getOperand(1));
  checkInferredTypes(op, shuffleResultTypes(v1, integerArrayOf(op, "mask").length));
  const resRank = result.shape.length;
  const wellFormed0D = v1.shape.length === 0 && v2.shape.length === 0 && resRank === 1;
  const wellFormedND = v1.shape.length === resRank && v2.shape.length === resRank;
  if (!wellFormed0D && !wellFormedND) throw op.emitOpError("rank mismatch");
  for (let r = 1; r < v1.shape.length; r++) {
    if (dim(result, r) !== dim(v1, r) || dim(v1, r) !== dim(v2, r)) throw op.emitOpError("dimension mismatch");
  }
  const mask = integerArrayOf(op, "mask");
  if (mask.length <= 0) throw op.emitOpError("invalid mask length");
  if (BigInt(mask.length) !== dim(result, 0)) throw op.emitOpError("mask length mismatch");
  const leading = (t: VectorType): bigint => (t.shape.length === 0 ? 1n : dim(t, 0));
  const indexSize = leading(v1) + leading(v2);
  mask.forEach((index, i) => {
    if (index < 0n || index >= indexSize) throw op.emitOpError(`mask index #${i + 1} out of range`);
  });
}

/** ExtractElementOp::verify and InsertElementOp::verify: a position exactly for a 1-d vector. */
export function elementOpVerifier(vectorAt: number, positionAt: number): (op: Operation) => void {
  return (op) => {
    const type = vectorOf(op.getOperand(vectorAt));
    const hasPosition = op.numOperands > positionAt;
    if (type.shape.length === 0) {
      if (hasPosition) throw op.emitOpError("expected position to be empty with 0-D vector");
      return;
    }
    if (type.shape.length !== 1) throw op.emitOpError("unexpected >1 vector rank");
    if (!hasPosition) throw op.emitOpError("expected position for 1-D vector");
  };
}

/** The static position and the count of dynamic position operands of extract/insert. */
function positionOf(op: Operation, dynamicCount: number): bigint[] {
  const position = integerArrayOf(op, "static_position");
  const markers = position.filter((p) => p === DYNAMIC).length;
  if (markers !== dynamicCount) {
    throw op.emitOpError("mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite");
  }
  return position;
}

/** Each constant position entry within its dimension of `type`. */
function checkPositionBounds(op: Operation, position: readonly bigint[], type: VectorType, what: string): void {
  position.forEach((p, i) => {
    if (p === DYNAMIC) return;
    if (p < 0n || p >= dim(type, i)) throw op.emitOpError(`expected position attribute #${i + 1} to be a non-negative integer smaller than the corresponding ${what} dimension`);
  });
}

/** ExtractOp::verify. */
export function verifyExtractOp(op: Operation): void {
  const source = vectorOf(op.getOperand(0));
  const inferred = extractResultType(source, integerArrayOf(op, "static_position").length);
  checkInferredTypes(op, inferred === undefined ? undefined : [inferred], extractTypesCompatible);
  const position = positionOf(op, op.numOperands - 1);
  if (position.length > source.shape.length) throw op.emitOpError("expected position attribute of rank no greater than vector rank");
  checkPositionBounds(op, position, source, "vector");
}

/** InsertOp::verify. */
export function verifyInsertOp(op: Operation): void {
  const dest = vectorOf(op.getOperand(1));
  const position = positionOf(op, op.numOperands - 2);
  const destRank = dest.shape.length;
  if (position.length > destRank) throw op.emitOpError("expected position attribute of rank no greater than dest vector rank");
  const source = op.getOperand(0).type;
  if (source instanceof VectorType && source.shape.length + position.length !== destRank) throw op.emitOpError("expected position attribute rank + source rank to match dest vector rank");
  if (!(source instanceof VectorType) && position.length !== destRank) throw op.emitOpError("expected position attribute rank to match the dest vector rank");
  checkPositionBounds(op, position, dest, "dest vector");
}

/** isIntegerArrayAttrConfinedToShape: each value (paired with a dimension) within [min, dim) or [min, dim]. */
function confinedToShape(op: Operation, values: readonly bigint[], shape: readonly Int64[], name: string, halfOpen = true, min = 0n): void {
  const n = Math.min(values.length, shape.length);
  for (let i = 0; i < n; i++) {
    const max = BigInt(shape[i] as Int64) + (halfOpen ? 0n : 1n);
    const value = values[i] as bigint;
    if (value < min || value >= max) throw op.emitOpError(`expected ${name} dimension ${i} to be confined to [${min}, ${max})`);
  }
}

/** isIntegerArrayAttrConfinedToRange. */
function confinedToRange(op: Operation, values: readonly bigint[], min: bigint, max: bigint, name: string, halfOpen = true): void {
  const upper = max + (halfOpen ? 0n : 1n);
  for (const value of values) if (value < min || value >= upper) throw op.emitOpError(`expected ${name} to be confined to [${min}, ${upper})`);
}

/** isSumOfIntegerArrayAttrConfinedToShape. */
function sumConfinedToShape(op: Operation, a: readonly bigint[], b: readonly bigint[], shape: readonly Int64[], nameA: string, nameB: string, halfOpen = true, min = 1n): void {
  const n = Math.min(a.length, b.length, shape.length);
  for (let i = 0; i < n; i++) {
    const max = BigInt(shape[i] as Int64) + (halfOpen ? 0n : 1n);
    const sum = (a[i] as bigint) + (b[i] as bigint);
    if (sum < 0n || sum >= max) throw op.emitOpError(`expected sum(${nameA}, ${nameB}) dimension ${i} to be confined to [${min}, ${max})`);
  }
}

/** A scalable dimension of a slice is taken whole. */
function checkScalableSliceSize(op: Operation, index: number, sliceSize: bigint, baseSize: bigint): void {
  if (sliceSize !== baseSize) throw op.emitOpError(`expected size at idx=${index} to match the corresponding base size from the input vector (${sliceSize} vs ${baseSize})`);
}

/** InsertStridedSliceOp::verify. */
export function verifyInsertStridedSliceOp(op: Operation): void {
  const source = vectorOf(op.getOperand(0));
  const dest = vectorOf(op.getOperand(1));
  const offsets = integerArrayOf(op, "offsets");
  const strides = integerArrayOf(op, "strides");
  if (offsets.length !== dest.shape.length) throw op.emitOpError("expected offsets of same size as destination vector rank");
  if (strides.length !== source.shape.length) throw op.emitOpError("expected strides of same size as source vector rank");
  if (source.shape.length > dest.shape.length) throw op.emitOpError("expected source rank to be no greater than destination rank");
  const rankDiff = dest.shape.length - source.shape.length;
  const sourceAsDest = [...new Array<bigint>(rankDiff).fill(0n), ...source.shape.map((s) => BigInt(s))];
  confinedToShape(op, offsets, dest.shape, "offsets");
  confinedToRange(op, strides, 1n, 1n, "strides", false);
  sumConfinedToShape(op, offsets, sourceAsDest, dest.shape, "offsets", "source vector shape", false, 1n);
  source.shape.forEach((size, i) => {
    const scalable = source.scalableDims[i] ?? false;
    if (scalable !== (dest.scalableDims[i + rankDiff] ?? false)) throw op.emitOpError(`mismatching scalable flags (at source vector idx=${i})`);
    if (scalable) checkScalableSliceSize(op, i, BigInt(size), dim(dest, i + rankDiff));
  });
}

/** ExtractStridedSliceOp::verify. */
export function verifyExtractStridedSliceOp(op: Operation): void {
  const source = vectorOf(op.getOperand(0));
  const offsets = integerArrayOf(op, "offsets");
  const sizes = integerArrayOf(op, "sizes");
  const strides = integerArrayOf(op, "strides");
  if (offsets.length !== sizes.length || offsets.length !== strides.length) throw op.emitOpError("expected offsets, sizes and strides attributes of same size");
  const shape = source.shape;
  for (const [values, name] of [[offsets, "offsets"], [sizes, "sizes"], [strides, "strides"]] as const) {
    if (values.length > shape.length) throw op.emitOpError(`expected ${name} attribute of rank no greater than vector rank`);
  }
  confinedToShape(op, offsets, shape, "offsets");
  confinedToShape(op, sizes, shape, "sizes", false, 1n);
  confinedToRange(op, strides, 1n, 1n, "strides", false);
  sumConfinedToShape(op, offsets, sizes, shape, "offsets", "sizes", false);
  // inferStridedSliceOpResultType: the sizes, then the source's trailing dimensions.
  const expected = VectorType.get([...sizes.map((s) => Number(s)), ...shape.slice(sizes.length)], source.elementType, source.scalableDims);
  if (op.getResult(0).type !== expected) throw op.emitOpError(`expected result type to be '${printType(expected)}'`);
  sizes.forEach((size, i) => {
    if (source.scalableDims[i] ?? false) checkScalableSliceSize(op, i, size, dim(source, i));
  });
}

/** ReshapeOp::verify (its messages have no op prefix). */
export function verifyReshapeOp(op: Operation): void {
  const input = vectorOf(op.getOperand(0));
  const output = vectorOf(op.getResult(0));
  const segments = integerArrayOf(op, "operandSegmentSizes");
  const inputShapeRank = Number(segments[1] ?? 0n);
  const outputShapeRank = Number(segments[2] ?? 0n);
  const fixed = integerArrayOf(op, "fixed_vector_sizes");
  if (input.shape.length !== inputShapeRank + fixed.length) throw op.emitError(`invalid input shape for vector type '${printType(input)}'`);
  if (output.shape.length !== outputShapeRank + fixed.length) throw op.emitError(`invalid output shape for vector type '${printType(output)}'`);
  // MLIR 19 pairs fixed size i with dimension rank - #fixed - i.
  fixed.forEach((size, i) => {
    if (size !== dim(input, input.shape.length - fixed.length - i)) throw op.emitError(`fixed vector size must match input vector for dim ${i}`);
  });
  fixed.forEach((size, i) => {
    if (size !== dim(output, output.shape.length - fixed.length - i)) throw op.emitError(`fixed vector size must match output vector for dim ${i}`);
  });
  const inputShape = op.getOperands().slice(1, 1 + inputShapeRank).map(constantIndexOf);
  const outputShape = op.getOperands().slice(1 + inputShapeRank, 1 + inputShapeRank + outputShapeRank).map(constantIndexOf);
  if (inputShape.some((s) => s === undefined) || outputShape.some((s) => s === undefined)) return;
  const product = (sizes: readonly (bigint | undefined)[]): bigint => sizes.reduce<bigint>((p, s) => BigInt.asIntN(64, p * (s as bigint)), 1n);
  if (product(inputShape) !== product(outputShape)) throw op.emitError("product of input and output shape sizes must match");
}

/** isValidShapeCast: `a` (of lower rank) collapses contiguous dimensions of `b`, trailing unit dimensions aside. */
function isValidShapeCast(a: readonly bigint[], b: readonly bigint[]): boolean {
  const isOne = (v: bigint): boolean => v === 1n;
  if (a.length === 0 && b.every(isOne)) return true;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const dimA = a[i] as bigint;
    let dimB = 1n;
    while (dimB < dimA && j < b.length) dimB *= b[j++] as bigint;
    if (dimA !== dimB) break;
    ++i;
    if (i < a.length && a.slice(i).every(isOne)) i = a.length;
    if (j < b.length && b.slice(j).every(isOne)) j = b.length;
  }
  return i === a.length && j === b.length;
}

/** ShapeCastOp::verify through verifyVectorShapeCast. */
export function verifyShapeCastOp(op: Operation): void {
  const source = vectorOf(op.getOperand(0));
  const result = vectorOf(op.getResult(0));
  if (source.elementType !== result.elementType) throw op.emitOpError("source/result vectors must have same element type");
  const a = source.shape.map((s) => BigInt(s));
  const b = result.shape.map((s) => BigInt(s));
  const product = (shape: readonly bigint[]): bigint => shape.reduce((p, s) => BigInt.asIntN(64, p * s), 1n);
  if (product(a) !== product(b)) throw op.emitOpError("source/result number of elements must match");
  if (a.length < b.length && !isValidShapeCast(a, b)) throw op.emitOpError("invalid shape cast");
  if (a.length > b.length && !isValidShapeCast(b, a)) throw op.emitOpError("invalid shape cast");
}

/** BitCastOp::verify: leading dimensions equal, the minor 1-d vectors of equal bit widths. */
export function verifyBitCastOp(op: Operation): void {
  const source = vectorOf(op.getOperand(0));
  const result = vectorOf(op.getResult(0));
  for (let i = 0; i < source.shape.length - 1; i++) {
    if (dim(source, i) !== dim(result, i)) throw op.emitOpError(`dimension size mismatch at: ${i}`);
  }
  const sourceBits = BigInt(bitWidthOf(source.elementType));
  const resultBits = BigInt(bitWidthOf(result.elementType));
  if (source.shape.length === 0) {
    if (sourceBits !== resultBits) throw op.emitOpError("source/result bitwidth of the 0-D vector element types must be equal");
  } else if (sourceBits * dim(source, source.shape.length - 1) !== resultBits * dim(result, result.shape.length - 1)) {
    throw op.emitOpError("source/result bitwidth of the minor 1-D vectors must be equal");
  }
}

/** TransposeOp::verify. */
export function verifyTransposeOp(op: Operation): void {
  const source = vectorOf(op.getOperand(0));
  const result = vectorOf(op.getResult(0));
  const rank = result.shape.length;
  if (source.shape.length !== rank) throw op.emitOpError(`vector result rank mismatch: ${rank}`);
  const permutation = integerArrayOf(op, "permutation");
  if (permutation.length !== rank) throw op.emitOpError(`transposition length mismatch: ${permutation.length}`);
  const seen = new Set<bigint>();
  permutation.forEach((p, i) => {
    if (p < 0n || p >= BigInt(rank)) throw op.emitOpError(`transposition index out of range: ${p}`);
    if (seen.has(p)) throw op.emitOpError(`duplicate position index: ${p}`);
    seen.add(p);
    if (dim(result, i) !== dim(source, Number(p))) throw op.emitOpError(`dimension size mismatch at: ${p}`);
  });
}

/** ConstantMaskOp::verify. */
export function verifyConstantMaskOp(op: Operation): void {
  const result = vectorOf(op.getResult(0));
  const sizes = integerArrayOf(op, "mask_dim_sizes");
  if (result.shape.length === 0) {
    if (sizes.length !== 1) throw op.emitError("array attr must have length 1 for 0-D vectors");
    const only = sizes[0] as bigint;
    if (only !== 0n && only !== 1n) throw op.emitError("mask dim size must be either 0 or 1 for 0-D vectors");
    return;
  }
  if (sizes.length !== result.shape.length) throw op.emitOpError("must specify array attr of size equal vector result rank");
  sizes.forEach((size, i) => {
    if (size < 0n || size > dim(result, i)) throw op.emitOpError("array attr of size out of bounds of vector result dimension size");
    if ((result.scalableDims[i] ?? false) && size !== 0n && size !== dim(result, i)) throw op.emitOpError("only supports 'none set' or 'all set' scalable dimensions");
  });
  if (sizes.includes(0n) && !sizes.every((s) => s === 0n)) throw op.emitOpError("expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim");
}

/** CreateMaskOp::verify: one operand per dimension (one for a 0-d mask). */
export function verifyCreateMaskOp(op: Operation): void {
  const rank = vectorOf(op.getResult(0)).shape.length;
  if (rank === 0) {
    if (op.numOperands !== 1) throw op.emitOpError("must specify exactly one operand for 0-D create_mask");
  } else if (op.numOperands !== rank) {
    throw op.emitOpError("must specify an operand for each result vector dimension");
  }
}

/** ExtractOp::inferReturnTypes: the element type for a full position, else the trailing sub-vector. */
export function extractResultType(source: Type, positionLength: number): Type | undefined {
  if (!(source instanceof VectorType)) return undefined;
  if (positionLength === source.shape.length) return source.elementType;
  const n = Math.min(positionLength, source.shape.length);
  return VectorType.get(source.shape.slice(n), source.elementType, source.scalableDims.slice(n));
}

/** ExtractOp::isCompatibleReturnTypes: a 1-element vector stands for its scalar either way. */
export function extractTypesCompatible(l: readonly Type[], r: readonly Type[]): boolean {
  const oneElementOf = (a: Type | undefined, b: Type | undefined): boolean =>
    a instanceof VectorType && a.shape.length === 1 && Number(a.shape[0]) === 1 && a.elementType === b;
  if (l.length === 1 && r.length === 1 && (oneElementOf(l[0], r[0]) || oneElementOf(r[0], l[0]))) return true;
  return l.length === r.length && l.every((t, i) => t === r[i]);
}

/** ShuffleOp::inferReturnTypes: the mask's length (at least 1) by v1's trailing dimensions. */
export function shuffleResultTypes(v1: Type, maskLength: number): Type[] | undefined {
  if (!(v1 instanceof VectorType)) return undefined;
  return [VectorType.get([Math.max(1, maskLength), ...v1.shape.slice(1)], v1.elementType, [false, ...v1.scalableDims.slice(1)])];
}
