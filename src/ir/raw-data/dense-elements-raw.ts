// MLIR's raw storage of dense int/float elements differs from tsmlir's in one place:
// i1 elements are bit-packed (a splat is one byte, 0x00 or 0xFF), while tsmlir keeps
// one byte per element. Everything else is little-endian element bytes in both.
import { DenseIntOrFPElementsAttr, denseElementByteWidth } from "../attributes.js";
import { IntegerType, type ShapedType } from "../types.js";

function isI1(type: ShapedType): boolean {
  const element = type.elementType;
  return element instanceof IntegerType && element.width === 1;
}

/** Converts upstream raw data to tsmlir's layout; undefined when the size is wrong. */
export function denseElementsFromRaw(type: ShapedType, raw: Uint8Array): Uint8Array | undefined {
  const count = type.getNumElements();
  if (isI1(type)) {
    if (raw.length === 1 && (raw[0] === 0 || raw[0] === 0xff)) return new Uint8Array([raw[0] === 0 ? 0 : 1]);
    if (raw.length !== Math.ceil(count / 8)) return undefined;
    const out = new Uint8Array(count);
    for (let i = 0; i < count; i++) out[i] = ((raw[i >> 3] as number) >> (i & 7)) & 1;
    return out;
  }
  const width = denseElementByteWidth(type.elementType);
  if (raw.length === width && count >= 1) return raw;
  if (raw.length !== width * count) return undefined;
  return raw;
}

/** Upstream's raw data for an attribute. */
export function denseElementsToRaw(attr: DenseIntOrFPElementsAttr): Uint8Array {
  if (!isI1(attr.type)) return attr.data;
  if (attr.isSplat) return new Uint8Array([attr.data[0] ? 0xff : 0]);
  const count = attr.data.length;
  const out = new Uint8Array(Math.ceil(count / 8));
  for (let i = 0; i < count; i++) if (attr.data[i]) out[i >> 3] = (out[i >> 3] as number) | (1 << (i & 7));
  return out;
}
