// Reading and writing the raw storage of dense int/float element attributes
// (little-endian, whole bytes per element; i1 one byte per element, 0 or 1).
import { ComplexType, FloatType, IndexType, IntegerType, VectorType, type ShapedType, type Type } from "./types.js";
import { decodeBits, decodedToDouble, encodeDouble, semanticsOf } from "./apfloat.js";
import { DenseIntOrFPElementsAttr, denseElementByteWidth } from "./attributes.js";

/** A scalar element: integers as number (safe) or bigint; floats as a double plus exact bits. */
export type IntElement = number | bigint;
export interface FloatElement {
  readonly value: number;
  readonly bits: bigint;
}

function readUnsigned(data: Uint8Array, offset: number, bytes: number): bigint {
  let v = 0n;
  for (let i = bytes - 1; i >= 0; i--) v = (v << 8n) | BigInt(data[offset + i] as number);
  return v;
}

function writeUnsigned(data: Uint8Array, offset: number, bytes: number, value: bigint): void {
  let v = value;
  for (let i = 0; i < bytes; i++) {
    data[offset + i] = Number(v & 0xffn);
    v >>= 8n;
  }
}

/** Reads an integer of `type` (integer/index) at byte `offset`, signed unless the type is unsigned. */
export function readInt(data: Uint8Array, offset: number, type: Type): IntElement {
  if (type instanceof IndexType) return narrow(BigInt.asIntN(64, readUnsigned(data, offset, 8)));
  const t = type as IntegerType;
  const width = t.width;
  const unsigned = t.signedness === "unsigned";
  if (width === 1) return (data[offset] as number) & 1;
  const bytes = Math.max(1, Math.ceil(width / 8));
  if (bytes <= 4) {
    let v = 0;
    for (let i = bytes - 1; i >= 0; i--) v = v * 256 + (data[offset + i] as number);
    const mod = 2 ** width;
    v %= mod;
    if (!unsigned && v >= mod / 2) v -= mod;
    return v;
  }
  const raw = readUnsigned(data, offset, bytes);
  return narrow(unsigned ? BigInt.asUintN(width, raw) : BigInt.asIntN(width, raw));
}

function narrow(v: bigint): IntElement {
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : v;
}

export function writeInt(data: Uint8Array, offset: number, type: Type, value: IntElement): void {
  const bytes = type instanceof IndexType ? 8 : Math.max(1, Math.ceil((type as IntegerType).width / 8));
  if ((type as IntegerType).width === 1) {
    data[offset] = Number(value) & 1;
    return;
  }
  if (typeof value === "number" && bytes <= 4) {
    let v = value < 0 ? value + 2 ** (bytes * 8) : value;
    for (let i = 0; i < bytes; i++) {
      data[offset + i] = v & 0xff;
      v = Math.floor(v / 256);
    }
    return;
  }
  writeUnsigned(data, offset, bytes, BigInt.asUintN(bytes * 8, BigInt(value)));
}

export function readFloat(data: Uint8Array, offset: number, type: FloatType): FloatElement {
  const s = semanticsOf(type.kind);
  const bytes = Math.ceil(s.width / 8);
  if (s.kind === "f32") {
    const dv = new DataView(data.buffer, data.byteOffset + offset, 4);
    return { value: dv.getFloat32(0, true), bits: BigInt(dv.getUint32(0, true)) };
  }
  if (s.kind === "f64") {
    const dv = new DataView(data.buffer, data.byteOffset + offset, 8);
    return { value: dv.getFloat64(0, true), bits: dv.getBigUint64(0, true) };
  }
  const bits = readUnsigned(data, offset, bytes) & ((1n << BigInt(s.width)) - 1n);
  return { value: decodedToDouble(decodeBits(s, bits)), bits };
}

export function writeFloatBits(data: Uint8Array, offset: number, type: FloatType, bits: bigint): void {
  writeUnsigned(data, offset, Math.ceil(semanticsOf(type.kind).width / 8), bits);
}

export function writeFloat(data: Uint8Array, offset: number, type: FloatType, value: number): void {
  if (type.kind === "f32") {
    new DataView(data.buffer, data.byteOffset + offset, 4).setFloat32(0, value, true);
    return;
  }
  if (type.kind === "f64") {
    new DataView(data.buffer, data.byteOffset + offset, 8).setFloat64(0, value, true);
    return;
  }
  writeFloatBits(data, offset, type, encodeDouble(semanticsOf(type.kind), value));
}

/** Number of stored elements (1 for a splat). */
export function storedElementCount(attr: DenseIntOrFPElementsAttr): number {
  return attr.data.length / denseElementByteWidth(attr.type.elementType);
}

/** The scalar type of the elements (the element type of complex elements). */
export function scalarElementType(elementType: Type): Type {
  return elementType instanceof ComplexType ? elementType.elementType : elementType;
}

/** The integer value of stored element `index` (int/index element types). */
export function intElementAt(attr: DenseIntOrFPElementsAttr, index: number): IntElement {
  const t = attr.type.elementType;
  const i = attr.isSplat ? 0 : index;
  return readInt(attr.data, i * denseElementByteWidth(t), t);
}

/** The float value of stored element `index` (float element types). */
export function floatElementAt(attr: DenseIntOrFPElementsAttr, index: number): FloatElement {
  const t = attr.type.elementType as FloatType;
  const i = attr.isSplat ? 0 : index;
  return readFloat(attr.data, i * denseElementByteWidth(t), t);
}

/**
 * `dense<[...]> : vector<N x type>` of integers (a switch's case values), each truncated to the
 * element type's width as APInt(width, value) keeps it.
 */
export function denseIntVector(type: Type, values: readonly bigint[]): DenseIntOrFPElementsAttr {
  return denseIntElements(VectorType.get([values.length], type), values);
}

/** Dense integer elements of `type` (its element type an integer or index), e.g. Builder::getIndexTensorAttr's `tensor<N x index>`. */
export function denseIntElements(type: ShapedType, values: readonly bigint[]): DenseIntOrFPElementsAttr {
  const elementType = type.elementType;
  const width = elementType instanceof IntegerType ? elementType.width : 64;
  const bytes = elementType instanceof IndexType ? 8 : Math.max(1, Math.ceil(width / 8));
  const data = new Uint8Array(bytes * values.length);
  for (let i = 0; i < values.length; i++) {
    const truncated = BigInt.asIntN(width, values[i] as bigint);
    writeInt(data, i * bytes, elementType, width <= 32 ? Number(truncated) : truncated);
  }
  return DenseIntOrFPElementsAttr.getFromOwnedRawData(type, data);
}

export function isIntegerLike(type: Type): boolean {
  return type instanceof IntegerType || type instanceof IndexType;
}
