// xegpu's op checks that MLIR 19 writes in C++ (XeGPUOps.cpp), with its messages (their
// spelling and trailing newlines included), and create_nd_tdesc's OffsetSizeAndStrideOpInterface
// view of its source, which records the memref's strides as it is verified.
import { DenseArrayAttr, IntegerAttr, IntegerType, IRDiagnosticError, MemRefType, ShapedType, VectorType, type Attribute, type Int64, type Operation, type Type, type Value } from "../../ir/index.js";
import { verifyOffsetSizeAndStrideOp } from "../runtime/offset-size-stride.js";
import { stridesAndOffset } from "../memref/layout.js";
import { enumCase, READ_HINTS, tdescField, WRITE_HINTS } from "./attributes.js";
import { isTensorDescType, tensorDescParts } from "./types.js";

/** ShapedType::kDynamic as the static lists hold it. */
const DYNAMIC_ENTRY = -(2n ** 63n);

function integers(attr: Attribute | undefined): bigint[] {
  return attr instanceof DenseArrayAttr ? Array.from(attr.values as ArrayLike<bigint | number>, (v) => BigInt(v)) : [];
}

/** The tensor_desc an operand or result has (the ODS constraints checked it already). */
function tensorDesc(type: Type): { readonly shape: readonly Int64[]; readonly elementType: Type; readonly encoding: Attribute | undefined } {
  if (!isTensorDescType(type)) throw new TypeError("not an xegpu tensor_desc");
  return tensorDescParts(type);
}

function isScattered(type: Type): boolean {
  return tdescField(tensorDesc(type).encoding, "scattered") === "true";
}

function arrayLength(type: Type): number {
  const value = tdescField(tensorDesc(type).encoding, "array_length");
  return value === undefined ? 1 : Number(/^-?\d+/.exec(value)?.[0] ?? (value === "true" ? 1 : 0));
}

/** getShapeOf: a shaped type's shape, `[1]` for a scalar. */
function shapeOf(type: Type): number[] {
  if (type instanceof ShapedType) return type.shape.map(Number);
  if (isTensorDescType(type)) return tensorDescParts(type).shape.map(Number);
  return [1];
}

/** makeString: `[a, b, c]`. */
function listText(values: readonly number[]): string {
  return `[${values.join(", ")}]`;
}

function sameList(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

function checkHints(op: Operation, allowed: ReadonlySet<string>): void {
  for (const level of ["l1", "l2", "l3"]) {
    const attr = op.getAttr(`${level}_hint`);
    const hint = enumCase(attr, "cache_hint");
    if (attr !== undefined && hint !== undefined && !allowed.has(hint)) throw op.emitOpError(`invlid ${level}_hint: #xegpu.cache_hint<${hint}>`);
  }
}

/** Operation::emitWarning: reported, and the op still verifies. */
function warn(op: Operation, message: string): void {
  op.context.getDiagEngine().emit(new IRDiagnosticError(op.location, message, "warning"));
}

/** The permutation `trans` applied to `shape` (its leading entries). */
function transposed(trans: readonly bigint[], shape: number[]): number[] {
  const old = shape.slice();
  const out = shape.slice();
  for (let i = 0; i < trans.length; i++) out[i] = old[Number(trans[i])] as number;
  return out;
}

/** OffsetSizeAndStrideOpInterface of create_nd_tdesc: sizes and strides from the memref unless given. */
export function verifyCreateNdDescView(op: Operation): void {
  const sourceType = op.getOperand(0).type;
  const memref = sourceType instanceof MemRefType ? sourceType : undefined;
  const explicit = !(sourceType instanceof MemRefType);
  const staticOffsets = integers(op.getAttr("const_offsets"));
  const constShape = op.getAttr("const_shape");
  const staticSizes = explicit || constShape !== undefined ? integers(constShape) : (memref as MemRefType).shape.map((d) => BigInt(d));
  const rank = memref !== undefined ? memref.getRank() : staticOffsets.length;
  const groups = segments(op);
  const offsetsRankOk = (staticOffsets.length === 1 && rank === 1) || staticOffsets.length === staticSizes.length;
  let staticStrides: bigint[];
  const constStrides = op.getAttr("const_strides");
  if (explicit || constStrides !== undefined) staticStrides = integers(constStrides);
  else {
    const layout = stridesAndOffset(memref as MemRefType);
    staticStrides = (layout?.strides ?? []).map((s) => BigInt(s));
    // getStaticStrides stores the memref's strides in the op (mlir-opt prints them after),
    // once the offsets and sizes agree: the interface asks for strides only then.
    if (offsetsRankOk && layout !== undefined) op.setAttr("const_strides", DenseArrayAttr.get(IntegerType.get(op.context, 64), BigInt64Array.from(staticStrides)));
  }
  verifyOffsetSizeAndStrideOp(op, { staticOffsets, staticSizes, staticStrides, offsets: groups.offsets, sizes: groups.sizes, strides: groups.strides }, [rank, rank, rank]);
}

/** The offsets, shape and strides operand groups (operandSegmentSizes: source, offsets, shape, strides). */
function segments(op: Operation): { offsets: Value[]; sizes: Value[]; strides: Value[] } {
  const sizes = integers(op.getAttr("operandSegmentSizes")).map(Number);
  const start = sizes[0] ?? 1;
  const [o, s, t] = [sizes[1] ?? 0, sizes[2] ?? 0, sizes[3] ?? 0];
  const values = Array.from({ length: op.numOperands }, (_, i) => op.getOperand(i));
  return { offsets: values.slice(start, start + o), sizes: values.slice(start + o, start + o + s), strides: values.slice(start + o + s, start + o + s + t) };
}

export function verifyCreateNdDesc(op: Operation): void {
  const rank = integers(op.getAttr("const_offsets")).length;
  const source = op.getOperand(0).type;
  const result = op.getResult(0).type;
  const desc = tensorDesc(result);
  // Upstream's rank check keeps only the comparison with the TensorDesc's rank (the memref's is overwritten).
  const invalidRank = desc.shape.length !== rank;
  const invalidElementType = source instanceof MemRefType && source.elementType !== desc.elementType;
  if (invalidRank)
    throw op.emitOpError("Expecting the rank of shape, strides, offsets, source memref type (if source is a memref) and TensorDesc should match with each other. They currenlty are 2D.");
  if (invalidElementType) throw op.emitOpError("TensorDesc should have the same element type with the source if it is a memref.\n");
  if (isScattered(result)) throw op.emitOpError("Expects a non-scattered TensorDesc.\n");
}

export function verifyPrefetchNd(op: Operation): void {
  if (isScattered(op.getOperand(0).type)) throw op.emitOpError("Expects a non-scattered TensorDesc.\n");
  checkHints(op, READ_HINTS);
}

export function verifyLoadNd(op: Operation): void {
  const descType = op.getOperand(0).type;
  const valueType = op.getResult(0).type;
  if (tensorDesc(descType).shape.length !== 2) throw op.emitOpError("Expecting a 2D TensorDesc.\n");
  if (isScattered(descType)) throw op.emitOpError("Expects a non-scattered TensorDesc.\n");
  if (!(valueType instanceof VectorType)) throw op.emitOpError("Invalid result, it should be a VectorType.\n");
  checkHints(op, READ_HINTS);
  const length = arrayLength(descType);
  let descShape = shapeOf(descType);
  const valueShape = shapeOf(valueType);
  const transpose = op.getAttr("transpose");
  if (transpose !== undefined) {
    const trans = integers(transpose);
    if (descShape.length >= trans.length) descShape = transposed(trans, descShape);
    else warn(op, "Invalid transpose attr. It is ignored.");
  }
  const vnni = op.getAttr("vnni_axis");
  if (vnni instanceof IntegerAttr) {
    const axis = Number(vnni.value);
    const factor = valueShape[valueShape.length - 1] as number;
    descShape[axis] = Math.trunc((descShape[axis] as number) / factor);
    descShape.push(factor);
  }
  if (length > 1) descShape.unshift(length);
  if (!sameList(descShape, valueShape))
    throw op.emitOpError(`Result shape doesn't match TensorDesc shape.The expected shape is ${listText(descShape)}. But the given shape is ${listText(valueShape)}.\n`);
}

export function verifyStoreNd(op: Operation): void {
  const descType = op.getOperand(1).type;
  if (tensorDesc(descType).shape.length !== 2) throw op.emitOpError("Expecting a 2D TensorDesc.\n");
  if (isScattered(descType)) throw op.emitOpError("Expects a non-scattered TensorDesc.\n");
  if (!(op.getOperand(0).type instanceof VectorType)) throw op.emitOpError("Exepcting a VectorType result.\n");
  checkHints(op, WRITE_HINTS);
}

export function verifyUpdateNdOffset(op: Operation): void {
  const descType = op.getOperand(0).type;
  if (isScattered(descType)) throw op.emitOpError("Expects a non-scattered TensorDesc.\n");
  if (tensorDesc(descType).shape.length !== integers(op.getAttr("const_offsets")).length) throw op.emitOpError("Invalid number of offsets.");
}

export function verifyCreateDesc(op: Operation): void {
  const descType = op.getResult(0).type;
  const source = op.getOperand(0).type;
  const chunk = op.getAttr("chunk_size");
  const chunkSize = chunk instanceof IntegerAttr ? Number(chunk.value) : 1;
  if (source instanceof ShapedType && source.getRank() > 1) throw op.emitOpError("Expecting the source is a 1D memref or pointer (uint64_t).");
  if (!isScattered(descType)) throw op.emitOpError("Expects a scattered TensorDesc.\n");
  const shape = [integers(op.getAttr("const_offsets")).length];
  if (chunkSize !== 1) shape.push(chunkSize);
  if (!sameList(shape, shapeOf(descType))) throw op.emitOpError(`Incorrect TensorDesc shape. Expected is ${listText(shape)}\n`);
}

export function verifyPrefetch(op: Operation): void {
  if (!isScattered(op.getOperand(0).type)) throw op.emitOpError("Expects a scattered TensorDesc.\n");
  checkHints(op, READ_HINTS);
}

function elementTypeOrSelf(type: Type): Type {
  return type instanceof ShapedType ? type.elementType : type;
}

export function verifyLoadGather(op: Operation): void {
  const descType = op.getOperand(0).type;
  const maskType = op.getOperand(1).type;
  const valueType = op.getResult(0).type;
  if (!isScattered(descType)) throw op.emitOpError("Expects a scattered TensorDesc.\n");
  checkHints(op, READ_HINTS);
  if (tensorDesc(descType).elementType !== elementTypeOrSelf(valueType)) throw op.emitOpError("Value should have the same element type as TensorDesc.");
  const maskShape = shapeOf(maskType);
  const valueShape = shapeOf(valueType);
  let descShape = shapeOf(descType);
  if (descShape[0] !== maskShape[0]) throw op.emitOpError("dim-0 of the Mask and TensorDesc should be the same.");
  const transpose = op.getAttr("transpose");
  if (transpose !== undefined) {
    const trans = integers(transpose);
    if (descShape.length < trans.length) warn(op, "Invalid transpose attr. It is ignored.");
    else descShape = transposed(trans, descShape);
  }
  if (!sameList(valueShape, descShape)) throw op.emitOpError(`Unexpected result shape(Expected shape: ${listText(descShape)}, Given shape: ${listText(valueShape)}).\n`);
}

export function verifyStoreScatter(op: Operation): void {
  const descType = op.getOperand(1).type;
  if (!isScattered(descType)) throw op.emitOpError("Expects a scattered TensorDesc.\n");
  checkHints(op, WRITE_HINTS);
  if (shapeOf(descType)[0] !== shapeOf(op.getOperand(2).type)[0]) throw op.emitOpError("dim-0 of the Mask and TensorDesc should be the same.");
}

export function verifyDpas(op: Operation): void {
  const lhs = op.getOperand(0).type as VectorType;
  const rhs = op.getOperand(1).type as VectorType;
  if (lhs.getRank() !== rhs.getRank() || lhs.getRank() !== 3) throw op.emitOpError("lhs and rhs rank does not match for dpas op, or their rank is not 3.");
  if (op.numOperands > 2 && op.getOperand(2).type !== op.getResult(0).type)
    throw op.emitOpError("Accumulator and Result for dpas op should have the same type (both shape and element type).");
  const [l, r] = [lhs.shape.map(Number), rhs.shape.map(Number)];
  if (l[1] !== r[0] || l[2] !== r[2]) throw op.emitOpError("K-dimension or vnni-factor mismatch.");
}

