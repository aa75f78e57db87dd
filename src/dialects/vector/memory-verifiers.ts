// The C++ verifiers (VectorOps.cpp, MLIR 19) of vector's memory ops: load/store, the masked,
// gather/scatter and expand/compress forms, and type_cast, with MLIR 19's messages. Operand
// kinds are checked before by the ODS constraints of the generated verifier.
import { MemRefType, RankedTensorType, VectorType, type Int64, type Operation, type ShapedType, type Type } from "../../ir/index.js";
import { printType } from "../runtime/values.js";
import { stridesAndOffset, hasIdentityLayout, canonicalStrides } from "../memref/layout.js";

const vectorAt = (op: Operation, i: number): VectorType => op.getOperand(i).type as VectorType;
const leading = (type: VectorType): bigint => BigInt(type.shape[0] ?? 0);

/** isLastMemrefDimUnitStride: a strided layout whose last stride (if any) is 1. */
function lastDimUnitStride(type: MemRefType): boolean {
  const layout = stridesAndOffset(type);
  if (layout === undefined) return false;
  const last = layout.strides[layout.strides.length - 1];
  return last === undefined || BigInt(last) === 1n;
}

/** The count of index operands in [from, to). */
function checkIndexCount(op: Operation, base: ShapedType, count: number): void {
  if (count !== base.getRank()) throw op.emitOpError(`requires ${base.getRank()} indices`);
}

/**
 * LoadOp::verify and StoreOp::verify: unit innermost stride, a vector element type equal
 * to the vector, element types and the index count. `role` names the vector ("result" or
 * "valueToStore").
 */
function verifyLoadStore(op: Operation, memref: MemRefType, vector: VectorType, role: string, indexCount: number): void {
  if (!lastDimUnitStride(memref)) throw op.emitOpError("most minor memref dim must have unit stride");
  let element: Type = memref.elementType;
  if (element instanceof VectorType) {
    if (element !== vector) throw op.emitOpError(`base memref and ${role} vector types should match`);
    element = element.elementType;
  }
  if (vector.elementType !== element) throw op.emitOpError(`base and ${role} element type should match`);
  checkIndexCount(op, memref, indexCount);
}

export function verifyLoadOp(op: Operation): void {
  verifyLoadStore(op, op.getOperand(0).type as MemRefType, op.getResult(0).type as VectorType, "result", op.numOperands - 1);
}

export function verifyStoreOp(op: Operation): void {
  verifyLoadStore(op, op.getOperand(1).type as MemRefType, vectorAt(op, 0), "valueToStore", op.numOperands - 2);
}

/** maskedload and expandload: base, indices, mask, pass_thru. */
export function verifyMaskedLoadLike(op: Operation): void {
  const memref = op.getOperand(0).type as MemRefType;
  const result = op.getResult(0).type as VectorType;
  const n = op.numOperands;
  if (result.elementType !== memref.elementType) throw op.emitOpError("base and result element type should match");
  checkIndexCount(op, memref, n - 3);
  if (leading(result) !== leading(vectorAt(op, n - 2))) throw op.emitOpError("expected result dim to match mask dim");
  if (result !== op.getOperand(n - 1).type) throw op.emitOpError("expected pass_thru of same type as result type");
}

/** maskedstore and compressstore: base, indices, mask, valueToStore. */
export function verifyMaskedStoreLike(op: Operation): void {
  const memref = op.getOperand(0).type as MemRefType;
  const n = op.numOperands;
  const value = vectorAt(op, n - 1);
  if (value.elementType !== memref.elementType) throw op.emitOpError("base and valueToStore element type should match");
  checkIndexCount(op, memref, n - 3);
  if (leading(value) !== leading(vectorAt(op, n - 2))) throw op.emitOpError("expected valueToStore dim to match mask dim");
}

const sameShape = (a: VectorType, b: VectorType): boolean => a.shape.length === b.shape.length && a.shape.every((s, i) => BigInt(s) === BigInt(b.shape[i] as Int64));

/** GatherOp::verify: base, indices, index_vec, mask, pass_thru. */
export function verifyGatherOp(op: Operation): void {
  const base = op.getOperand(0).type;
  const n = op.numOperands;
  const result = op.getResult(0).type as VectorType;
  if (!(base instanceof MemRefType || base instanceof RankedTensorType)) throw op.emitOpError("requires base to be a memref or ranked tensor type");
  if (result.elementType !== base.elementType) throw op.emitOpError("base and result element type should match");
  checkIndexCount(op, base, n - 4);
  if (!sameShape(result, vectorAt(op, n - 3))) throw op.emitOpError("expected result dim to match indices dim");
  if (!sameShape(result, vectorAt(op, n - 2))) throw op.emitOpError("expected result dim to match mask dim");
  if (result !== op.getOperand(n - 1).type) throw op.emitOpError("expected pass_thru of same type as result type");
}

/** ScatterOp::verify: base, indices, index_vec, mask, valueToStore. */
export function verifyScatterOp(op: Operation): void {
  const memref = op.getOperand(0).type as MemRefType;
  const n = op.numOperands;
  const value = vectorAt(op, n - 1);
  if (value.elementType !== memref.elementType) throw op.emitOpError("base and valueToStore element type should match");
  checkIndexCount(op, memref, n - 4);
  if (leading(value) !== leading(vectorAt(op, n - 3))) throw op.emitOpError("expected valueToStore dim to match indices dim");
  if (leading(value) !== leading(vectorAt(op, n - 2))) throw op.emitOpError("expected valueToStore dim to match mask dim");
}

/** The memref's shape followed by its vector element's (extractShape). */
function concatenatedShape(type: MemRefType): bigint[] {
  const element = type.elementType instanceof VectorType ? type.elementType.shape : [];
  return [...type.shape, ...element].map((s) => BigInt(s));
}

/** canonicalizeStridedLayout(...).getLayout().isIdentity(): contiguous strides at offset 0. */
function hasCanonicalIdentityLayout(type: MemRefType): boolean {
  if (hasIdentityLayout(type)) return true;
  const layout = stridesAndOffset(type);
  if (layout === undefined || BigInt(layout.offset) !== 0n) return false;
  const canonical = canonicalStrides(type.shape);
  // A unit dimension's stride is never read, so the canonical form drops it.
  return layout.strides.every((stride, i) => Number(type.shape[i]) === 1 || BigInt(stride) === BigInt(canonical[i] as Int64));
}

/** TypeCastOp::verify. */
export function verifyTypeCastOp(op: Operation): void {
  const source = op.getOperand(0).type as MemRefType;
  const result = op.getResult(0).type as MemRefType;
  if (!hasCanonicalIdentityLayout(source)) throw op.emitOpError("expects operand to be a memref with identity layout");
  if (!hasIdentityLayout(result)) throw op.emitOpError("expects result to be a memref with identity layout");
  if (result.memorySpace !== source.memorySpace) throw op.emitOpError("expects result in same memory space");
  const scalar = (t: MemRefType): Type => (t.elementType instanceof VectorType ? t.elementType.elementType : t.elementType);
  if (scalar(source) !== scalar(result)) throw op.emitOpError(`expects result and operand with same underlying scalar type: '${printType(result)}'`);
  const a = concatenatedShape(source);
  const b = concatenatedShape(result);
  if (a.length !== b.length || a.some((s, i) => s !== b[i])) throw op.emitOpError(`expects concatenated result and operand shapes to be equal: '${printType(result)}'`);
}
