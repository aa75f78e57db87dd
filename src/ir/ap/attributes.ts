// Between builtin attributes and exact values: IntegerAttr <-> APInt, FloatAttr <-> APFloat,
// and element access on the raw storage of dense int/float elements. Floats are made
// canonical the way the parser and the bytecode reader make them (the bit pattern is kept
// only when the double does not determine it), so a folded constant is the very attribute
// object the same constant parsed from text would be.
import { FloatAttr, IntegerAttr, DenseIntOrFPElementsAttr, denseElementByteWidth } from "../attributes.js";
import { FloatType, IndexType, IntegerType, ShapedType, type Type } from "../types.js";
import { decodeBits, decodedToDouble, encodeDouble, floatBits, semanticsOf } from "../apfloat.js";
import { APInt } from "./apint.js";
import { APFloat } from "./apfloat.js";

/** The bit width APInt values of `type` have (index: 64, MLIR's internal storage width). */
export function apIntWidthOf(type: Type): number {
  if (type instanceof IntegerType) return type.width;
  if (type instanceof IndexType) return IndexType.internalStorageBitWidth;
  throw new TypeError("an integer or index type was expected");
}

/** IntegerAttr::getValue. */
export function apIntOf(attr: IntegerAttr): APInt {
  const v = attr.value;
  return new APInt(apIntWidthOf(attr.type), typeof v === "bigint" ? v : BigInt(v));
}

/** IntegerAttr::get(type, APInt). */
export function integerAttrOf(type: Type, value: APInt): IntegerAttr {
  return IntegerAttr.get(type, value.bits);
}

/** FloatAttr::getValue. */
export function apFloatOf(attr: FloatAttr): APFloat {
  return APFloat.fromBits(semanticsOf(attr.type.kind), floatBits(attr.type.kind, attr.value, attr.bits));
}

/** FloatAttr::get(type, APFloat), canonical as the parser makes it. */
export function floatAttrOf(type: FloatType, value: APFloat): FloatAttr {
  return floatAttrFromBits(type, value.toBits());
}

/** A float attribute from a bit pattern, canonical as the parser makes it. */
export function floatAttrFromBits(type: FloatType, bits: bigint): FloatAttr {
  const s = semanticsOf(type.kind);
  const value = decodedToDouble(decodeBits(s, bits));
  const exact = !Number.isNaN(value) && encodeDouble(s, value) === bits;
  return FloatAttr.get(type, value, exact ? undefined : bits);
}

// ---- raw dense storage ----

function readUnsignedLE(data: Uint8Array, offset: number, bytes: number): bigint {
  if (bytes <= 6) {
    let v = 0;
    for (let i = bytes - 1; i >= 0; i--) v = v * 256 + (data[offset + i] as number);
    return BigInt(v);
  }
  let v = 0n;
  for (let i = bytes - 1; i >= 0; i--) v = (v << 8n) | BigInt(data[offset + i] as number);
  return v;
}

function writeUnsignedLE(data: Uint8Array, offset: number, bytes: number, value: bigint): void {
  if (bytes <= 6) {
    let v = Number(value);
    for (let i = 0; i < bytes; i++) {
      data[offset + i] = v % 256;
      v = Math.floor(v / 256);
    }
    return;
  }
  let v = value;
  for (let i = 0; i < bytes; i++) {
    data[offset + i] = Number(v & 0xffn);
    v >>= 8n;
  }
}

/** The APInt stored at element `index` (int/index elements; splats store one element). */
export function denseAPIntAt(attr: DenseIntOrFPElementsAttr, index: number): APInt {
  const type = attr.type.elementType;
  const bytes = denseElementByteWidth(type);
  const i = attr.isSplat ? 0 : index;
  return new APInt(apIntWidthOf(type), readUnsignedLE(attr.data, i * bytes, bytes));
}

/** The APFloat stored at element `index` (float elements; splats store one element). */
export function denseAPFloatAt(attr: DenseIntOrFPElementsAttr, index: number): APFloat {
  const type = attr.type.elementType as FloatType;
  const bytes = denseElementByteWidth(type);
  const i = attr.isSplat ? 0 : index;
  const s = semanticsOf(type.kind);
  return APFloat.fromBits(s, readUnsignedLE(attr.data, i * bytes, bytes) & ((1n << BigInt(s.width)) - 1n));
}

/**
 * Writes an integer element as the parser stores it: i1 as one byte 0 or 1, unsigned types
 * zero-extended to whole bytes, others sign-extended (so that equal values have equal
 * storage and the attribute is the one the same text parses to).
 */
export function writeDenseAPInt(data: Uint8Array, index: number, type: Type, value: APInt): void {
  const bytes = denseElementByteWidth(type);
  const unsigned = type instanceof IntegerType && type.signedness === "unsigned";
  const stored = value.width === 1 || unsigned ? value.bits : BigInt.asUintN(bytes * 8, value.signed);
  writeUnsignedLE(data, index * bytes, bytes, stored);
}

/** Writes a float element's bit pattern. */
export function writeDenseAPFloat(data: Uint8Array, index: number, type: FloatType, value: APFloat): void {
  const bytes = denseElementByteWidth(type);
  writeUnsignedLE(data, index * bytes, bytes, value.toBits());
}

/** DenseElementsAttr::get(type, value): a splat of one integer. */
export function denseSplatOfAPInt(type: ShapedType, value: APInt): DenseIntOrFPElementsAttr {
  const data = new Uint8Array(denseElementByteWidth(type.elementType));
  writeDenseAPInt(data, 0, type.elementType, value);
  return DenseIntOrFPElementsAttr.getFromRawData(type, data);
}

/** DenseElementsAttr::get(type, value): a splat of one float. */
export function denseSplatOfAPFloat(type: ShapedType, value: APFloat): DenseIntOrFPElementsAttr {
  const data = new Uint8Array(denseElementByteWidth(type.elementType));
  writeDenseAPFloat(data, 0, type.elementType as FloatType, value);
  return DenseIntOrFPElementsAttr.getFromRawData(type, data);
}
