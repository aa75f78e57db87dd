// Element-wise folding of non-splat dense elements straight on their raw storage, without
// an object per element: integers of up to 32 bits as numbers, f32 and f64 with the
// engine's IEEE arithmetic (correctly rounded, like APFloat's). Elements the numeric path
// cannot decide exactly (a NaN operand or result, whose payload and sign follow APFloat's
// rules) go through the exact element calculation.
import {
  APFloat,
  DenseIntOrFPElementsAttr,
  FloatType,
  IndexType,
  IntegerType,
  denseAPFloatAt,
  denseElementByteWidth,
  writeDenseAPFloat,
  type ShapedType,
  type Type,
} from "../../ir/index.js";
import type { Element, ElementKind } from "./common.js";

/** Numeric versions of an element calculation (each optional). */
export interface NumericKernels {
  /**
   * Integers of at most 32 bits, given and returned as unsigned values in [0, 2^width);
   * undefined fails the fold as the exact calculation would.
   */
  readonly int?: (a: number, b: number, width: number) => number | undefined;
  /** 64-bit integers (and index), given and returned as signed values. */
  readonly int64?: (a: bigint, b: bigint) => bigint | undefined;
  /** Doubles (f32 values are exact doubles; the result is rounded to single afterwards). */
  readonly float?: (a: number, b: number) => number;
}

export interface UnaryNumericKernels {
  readonly float?: (a: number) => number;
}

/** The signed reading of an unsigned `width`-bit value. */
export function signedOf(value: number, width: number): number {
  return value >= 2 ** (width - 1) ? value - 2 ** width : value;
}

/** A value in (-2^32, 2^33) wrapped into [0, 2^width) (width at most 32). */
export function unsignedOf(value: number, width: number): number {
  return width === 32 ? value >>> 0 : value & ((1 << width) - 1);
}

function intWidth(type: Type): number | undefined {
  if (type instanceof IntegerType && type.width <= 32) return type.width;
  return undefined;
}

function is64(type: Type): boolean {
  return type instanceof IndexType || (type instanceof IntegerType && type.width === 64 && type.signedness !== "unsigned");
}

/** Reads an unsigned `width`-bit integer (at most 32) stored in `bytes` little-endian bytes. */
function readUnsigned(view: DataView, offset: number, bytes: number, width: number): number {
  let v: number;
  if (bytes === 4) v = view.getUint32(offset, true);
  else if (bytes === 2) v = view.getUint16(offset, true);
  else if (bytes === 1) v = view.getUint8(offset);
  else v = view.getUint16(offset, true) + view.getUint8(offset + 2) * 65536;
  return width === 32 ? v : v & ((1 << width) - 1);
}

/**
 * Writes an unsigned `width`-bit value: signless and signed integers sign-extended to whole
 * bytes (as the parser stores them), unsigned ones and i1 zero-extended.
 */
function writeInteger(view: DataView, offset: number, bytes: number, width: number, signExtend: boolean, value: number): void {
  const stored = signExtend && width < 32 && width > 1 ? (value << (32 - width)) >> (32 - width) : value;
  if (bytes === 4) view.setUint32(offset, stored >>> 0, true);
  else if (bytes === 2) view.setUint16(offset, stored & 0xffff, true);
  else if (bytes === 1) view.setUint8(offset, stored & 0xff);
  else {
    view.setUint16(offset, stored & 0xffff, true);
    view.setUint8(offset + 2, (stored >>> 16) & 0xff);
  }
}

/** Whether the numeric path covers elements of `type` for `kind`. */
export function kernelApplies(type: Type, kind: ElementKind, kernels: NumericKernels | UnaryNumericKernels | undefined): boolean {
  if (kernels === undefined) return false;
  if (kind === "int") {
    if (!("int" in kernels)) return false;
    return (kernels.int !== undefined && intWidth(type) !== undefined) || (kernels.int64 !== undefined && is64(type));
  }
  if (!("float" in kernels)) return false;
  return kernels.float !== undefined && type instanceof FloatType && (type.kind === "f32" || type.kind === "f64");
}

/**
 * Folds two dense operands of the same type element-wise into `resultType` (of the same
 * element type, or integers of at most 32 bits for comparisons), numerically where possible
 * and with `exact` otherwise; undefined when an element does not fold.
 */
export function foldDenseBinary(
  lhs: DenseIntOrFPElementsAttr,
  rhs: DenseIntOrFPElementsAttr,
  resultType: ShapedType,
  kind: ElementKind,
  kernels: NumericKernels,
  exact: (a: Element, b: Element) => Element | undefined,
): DenseIntOrFPElementsAttr | undefined {
  const count = lhs.type.getNumElements();
  const operandType = lhs.type.elementType;
  const outType = resultType.elementType;
  const inBytes = denseElementByteWidth(operandType);
  const outBytes = denseElementByteWidth(outType);
  const out = new Uint8Array(count * outBytes);
  const lhsStride = lhs.isSplat ? 0 : inBytes;
  const rhsStride = rhs.isSplat ? 0 : inBytes;
  const lhsView = new DataView(lhs.data.buffer, lhs.data.byteOffset, lhs.data.byteLength);
  const rhsView = new DataView(rhs.data.buffer, rhs.data.byteOffset, rhs.data.byteLength);
  const outView = new DataView(out.buffer);
  if (kind === "int" && is64(operandType) && kernels.int64 !== undefined) {
    const kernel = kernels.int64;
    const outWidth = outType instanceof IntegerType ? outType.width : 64;
    for (let i = 0; i < count; i++) {
      const r = kernel(lhsView.getBigInt64(i * lhsStride, true), rhsView.getBigInt64(i * rhsStride, true));
      if (r === undefined) return undefined;
      if (outWidth === 1) outView.setUint8(i, Number(r) & 1);
      else outView.setBigInt64(i * outBytes, BigInt.asIntN(64, r), true);
    }
    return DenseIntOrFPElementsAttr.getFromRawData(resultType, out);
  }
  if (kind === "int") {
    const width = intWidth(operandType) as number;
    const kernel = kernels.int as NonNullable<NumericKernels["int"]>;
    const outWidth = (outType as IntegerType).width;
    const signExtend = (outType as IntegerType).signedness !== "unsigned";
    for (let i = 0; i < count; i++) {
      const a = readUnsigned(lhsView, i * lhsStride, inBytes, width);
      const b = readUnsigned(rhsView, i * rhsStride, inBytes, width);
      const r = kernel(a, b, width);
      if (r === undefined) return undefined;
      writeInteger(outView, i * outBytes, outBytes, outWidth, signExtend, r);
    }
    return DenseIntOrFPElementsAttr.getFromRawData(resultType, out);
  }
  const kernel = kernels.float as NonNullable<NumericKernels["float"]>;
  const single = (operandType as FloatType).kind === "f32";
  for (let i = 0; i < count; i++) {
    const a = single ? lhsView.getFloat32(i * lhsStride, true) : lhsView.getFloat64(i * lhsStride, true);
    const b = single ? rhsView.getFloat32(i * rhsStride, true) : rhsView.getFloat64(i * rhsStride, true);
    let r = Number.NaN;
    if (a === a && b === b) {
      r = kernel(a, b);
      if (single) r = Math.fround(r);
    }
    if (r === r) {
      if (single) outView.setFloat32(i * outBytes, r, true);
      else outView.setFloat64(i * outBytes, r, true);
      continue;
    }
    const e = exact(denseAPFloatAt(lhs, i), denseAPFloatAt(rhs, i));
    if (e === undefined) return undefined;
    writeDenseAPFloat(out, i, outType as FloatType, e as APFloat);
  }
  return DenseIntOrFPElementsAttr.getFromRawData(resultType, out);
}

/** Folds one dense float operand element-wise (same type), numerically where possible. */
export function foldDenseUnaryFloat(
  operand: DenseIntOrFPElementsAttr,
  kernel: (a: number) => number,
  exact: (a: Element) => Element | undefined,
): DenseIntOrFPElementsAttr | undefined {
  const count = operand.type.getNumElements();
  const type = operand.type.elementType as FloatType;
  const bytes = denseElementByteWidth(type);
  const single = type.kind === "f32";
  const out = new Uint8Array(count * bytes);
  const view = new DataView(operand.data.buffer, operand.data.byteOffset, operand.data.byteLength);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < count; i++) {
    const a = single ? view.getFloat32(i * bytes, true) : view.getFloat64(i * bytes, true);
    if (a === a) {
      const r = single ? Math.fround(kernel(a)) : kernel(a);
      if (r === r) {
        if (single) outView.setFloat32(i * bytes, r, true);
        else outView.setFloat64(i * bytes, r, true);
        continue;
      }
    }
    const e = exact(denseAPFloatAt(operand, i));
    if (e === undefined) return undefined;
    writeDenseAPFloat(out, i, type, e as APFloat);
  }
  return DenseIntOrFPElementsAttr.getFromRawData(operand.type, out);
}
