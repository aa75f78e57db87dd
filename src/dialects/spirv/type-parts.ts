// The parts of spirv's types that its op syntax and verifiers ask for (a pointer's pointee
// and storage class, a struct's members, an array's element, a composite's element), in
// the shapes those callers use, answered by the types' typed accessors (types.ts).
import { VectorType, type MLIRContext, type Type } from "../../ir/index.js";
import {
  spirvArrayParts,
  spirvCooperativeMatrixParts,
  spirvJointMatrixParts,
  spirvMatrixParts,
  spirvPointerParts,
  spirvPointerType,
  spirvRuntimeArrayParts,
  spirvSampledImageParts,
  spirvStructParts,
  type SpirvPointerParts,
} from "./types.js";

export type PointerParts = SpirvPointerParts;

/** The pointee and storage class of `!spirv.ptr<pointee, StorageClass>`, or undefined for another type. */
export function pointerParts(type: Type): PointerParts | undefined {
  return spirvPointerParts(type);
}

export function isPointerType(type: Type): boolean {
  return spirvPointerParts(type) !== undefined;
}

/** `!spirv.ptr<pointee, storageClass>` (MLIR's spirv::PointerType::get). */
export function pointerType(context: MLIRContext, pointee: Type, storageClass: string): Type {
  return spirvPointerType(context, pointee, storageClass);
}

/** The member types of a `!spirv.struct<...>`, or undefined for another type. */
export function structMembers(type: Type): readonly Type[] | undefined {
  return spirvStructParts(type)?.memberTypes;
}

export interface ArrayParts {
  readonly count: number;
  readonly element: Type;
}

/** The count and element of `!spirv.array<N x element>`, or undefined for another type. */
export function arrayParts(type: Type): ArrayParts | undefined {
  const parts = spirvArrayParts(type);
  return parts === undefined ? undefined : { count: parts.count, element: parts.elementType };
}

/** The element of `!spirv.rtarray<element>`, or undefined for another type. */
export function runtimeArrayElement(type: Type): Type | undefined {
  return spirvRuntimeArrayParts(type)?.elementType;
}

/** The column count and column type of `!spirv.matrix<N x vector<...>>`, or undefined for another type. */
export function matrixParts(type: Type): ArrayParts | undefined {
  const parts = spirvMatrixParts(type);
  return parts === undefined ? undefined : { count: parts.columnCount, element: parts.columnType };
}

/** The element type of a cooperative or joint matrix type, or undefined for another type. */
export function cooperativeMatrixElement(type: Type): Type | undefined {
  return spirvCooperativeMatrixParts(type)?.elementType ?? spirvJointMatrixParts(type)?.elementType;
}

/** The image type of a `!spirv.sampled_image<!spirv.image<...>>`, or undefined for another type. */
export function sampledImageImage(type: Type): Type | undefined {
  return spirvSampledImageParts(type)?.imageType;
}

/**
 * The type of element `index` of a spirv composite (MLIR's CompositeType::getElementType):
 * a vector's element, an array's, a runtime array's, a matrix's column, a struct's member,
 * a cooperative matrix's element; undefined for another type.
 */
/** How many elements a composite has when its type fixes it (vectors, arrays, structs, matrices); undefined for runtime arrays, cooperative matrices and non-composites. */
export function compositeElementCount(type: Type): number | undefined {
  if (type instanceof VectorType) return type.getNumElements();
  return structMembers(type)?.length ?? arrayParts(type)?.count ?? matrixParts(type)?.count;
}

export function compositeElement(type: Type, index: number): Type | undefined {
  if (type instanceof VectorType) return type.elementType;
  const members = structMembers(type);
  if (members !== undefined) return members[index];
  return arrayParts(type)?.element ?? runtimeArrayElement(type) ?? matrixParts(type)?.element ?? cooperativeMatrixElement(type);
}
