// `array<T: ...>` payloads: upstream stores the elements little-endian at the element
// type's byte width (i1 as one byte). tsmlir keeps typed arrays for the common element
// types and a plain array of numbers/bigints for the others.
import { DenseArrayAttr, denseArrayStorageFor, normalizeInteger, type DenseArrayStorage } from "../attributes.js";
import { FloatType, IndexType, IntegerType, type Type } from "../types.js";
import { floatFromBits, floatToBits } from "./float-bits.js";

const MAX_ZERO_WIDTH_ELEMENTS = 1 << 20;

function elementBytes(type: Type): number | undefined {
  if (type instanceof IndexType) return 8;
  if (type instanceof IntegerType || type instanceof FloatType) {
    const bits = type.getIntOrFloatBitWidth();
    return bits === 1 ? 1 : Math.ceil(bits / 8);
  }
  return undefined;
}

function readLE(bytes: Uint8Array, at: number, count: number): bigint {
  let v = 0n;
  for (let i = count - 1; i >= 0; i--) v = (v << 8n) | BigInt(bytes[at + i] as number);
  return v;
}

/** The storage for `size` elements from upstream's raw bytes, or undefined if they do not fit. */
export function denseArrayFromRaw(elementType: Type, size: number, raw: Uint8Array): DenseArrayStorage | undefined {
  const width = elementBytes(elementType);
  if (width === undefined || raw.length !== width * size) return undefined;
  // Zero-width elements take no bytes, so the count alone must stay within reason.
  if (width === 0 && size > MAX_ZERO_WIDTH_ELEMENTS) return undefined;
  const storage = denseArrayStorageFor(elementType, size);
  if (storage === undefined) return undefined;
  if (!Array.isArray(storage)) {
    const copy = new Uint8Array(storage.buffer, storage.byteOffset, storage.byteLength);
    copy.set(raw);
    return storage;
  }
  for (let i = 0; i < size; i++) {
    const bits = readLE(raw, i * width, width);
    storage[i] =
      elementType instanceof FloatType
        ? floatFromBits(elementType.kind, bits)
        : normalizeInteger(elementType, bits);
  }
  return storage;
}

/** Upstream's raw bytes of an `array<T: ...>` attribute. */
export function denseArrayToRaw(attr: DenseArrayAttr): Uint8Array {
  const values = attr.values;
  const type = attr.elementType;
  const width = elementBytes(type) ?? 8;
  if (width === 0) return new Uint8Array(0);
  if (!Array.isArray(values)) return new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
  const out = new Uint8Array(width * values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number | bigint;
    let bits = type instanceof FloatType ? floatToBits(type.kind, Number(v)) : BigInt.asUintN(width * 8, BigInt(v));
    for (let b = 0; b < width; b++) {
      out[i * width + b] = Number(bits & 0xffn);
      bits >>= 8n;
    }
  }
  return out;
}

/** Number of elements of an `array<T: ...>` attribute (typed storage may hold raw bytes). */
export function denseArraySize(attr: DenseArrayAttr): number {
  const values = attr.values;
  if (Array.isArray(values)) return values.length;
  const width = elementBytes(attr.elementType);
  return width === undefined || width === 0 ? values.length : values.byteLength / width;
}
