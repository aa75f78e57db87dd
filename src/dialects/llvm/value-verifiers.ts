// The C++ verifiers of llvm's value-producing ops over pointers, vectors and target extension
// types, with mlir-opt 19's messages: llvm.bitcast (pointers only to pointers of the same address
// space and vector-ness), llvm.alloca and llvm.mlir.zero of target extension types, and
// llvm.shufflevector of scalable vectors (splats only).
import { DenseArrayAttr, TypeAttr, VectorType, type Operation, type Type } from "../../ir/index.js";
import { llvmVectorShape, vectorElementType } from "./compatible-types.js";
import { llvmTypeBody } from "./types.js";

/** The address space of an llvm pointer type (`ptr` or `ptr<N>`), or undefined for another type. */
function pointerAddressSpace(type: Type): number | undefined {
  const body = llvmTypeBody(type);
  if (body === "ptr") return 0;
  const space = body === undefined ? null : /^ptr<(\d+)>$/.exec(body);
  return space === null ? undefined : Number(space[1]);
}

function isVector(type: Type): boolean {
  return type instanceof VectorType || llvmVectorShape(type) !== undefined;
}

/** The type itself, or its element type for a vector (extractVectorElementType). */
function scalarOf(type: Type): Type {
  return vectorElementType(type, type.context) ?? type;
}

export function verifyBitcast(op: Operation): void {
  const sourceType = op.getOperand(0).type;
  const resultType = op.getResult(0).type;
  const sourceSpace = pointerAddressSpace(scalarOf(sourceType));
  const resultSpace = pointerAddressSpace(scalarOf(resultType));
  if ((sourceSpace === undefined) !== (resultSpace === undefined)) throw op.emitOpError("can only cast pointers from and to pointers");
  if (resultSpace === undefined) return;
  if (isVector(resultType) && !isVector(sourceType)) throw op.emitOpError("cannot cast pointer to vector of pointers");
  if (!isVector(resultType) && isVector(sourceType)) throw op.emitOpError("cannot cast vector of pointers to pointer");
  if (resultSpace !== sourceSpace) throw op.emitOpError("cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead");
}

/** The name of a target extension type (`target<"name", ...>`), or undefined for another type. */
function targetExtensionName(type: Type): string | undefined {
  const body = llvmTypeBody(type);
  return body === undefined ? undefined : /^target<"((?:[^"\\]|\\.)*)"/.exec(body)?.[1];
}

/** LLVM's target extension types with the zero-initializer and global properties: SPIR-V's. */
function hasZeroInitAndGlobalProperties(name: string): boolean {
  return name.startsWith("spirv.");
}

/** supportsMemOps: a type that may be a global, or one with a non-void layout type (AArch64's svcount). */
function supportsMemOps(name: string): boolean {
  return hasZeroInitAndGlobalProperties(name) || name === "aarch64.svcount";
}

export function verifyAlloca(op: Operation): void {
  const elemType = op.getAttr("elem_type");
  const name = elemType instanceof TypeAttr ? targetExtensionName(elemType.value) : undefined;
  if (name !== undefined && !supportsMemOps(name)) throw op.emitOpError("this target extension type cannot be used in alloca");
}

export function verifyZero(op: Operation): void {
  const name = targetExtensionName(op.getResult(0).type);
  if (name !== undefined && !hasZeroInitAndGlobalProperties(name)) throw op.emitOpError("target extension type does not support zero-initializer");
}

function isScalableVector(type: Type): boolean {
  if (type instanceof VectorType) return type.scalableDims.some((d) => d);
  return llvmVectorShape(type)?.scalable === true;
}

export function verifyShuffleVector(op: Operation): void {
  const mask = op.getAttr("mask");
  const values = mask instanceof DenseArrayAttr ? Array.from(mask.values as ArrayLike<number>, Number) : [];
  if (isScalableVector(op.getOperand(0).type) && values.some((v) => v !== 0)) throw op.emitOpError("expected a splat operation for scalable vectors");
}
