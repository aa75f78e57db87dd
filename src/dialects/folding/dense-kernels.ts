// Element-wise folding of non-splat dense elements straight on their raw storage, without
// an object per element: integers of up to 32 bits as numbers, f32 and f64 with the
// engine's IEEE arithmetic (correctly rounded, like APFloat's). Elements the numeric path
// cannot decide exactly (a NaN operand or result, whose payload and sign follow APFloat's
// rules) go through the exact element calculation.
import {
  APFloat,
  DenseIntOrFPElementsAttr,
  FloatType,
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

/** A value wrapped into [0, 2^width). */
export function unsignedOf(value: number, width: number): number {
  const m = 2 ** width;
  const r = value % m;
  return r < 0 ? r + m : r;
}

function intWidth(type: Type): number | undefined {
  if (type instanceof IntegerType && type.width <= 32) return type.width;
  return undefined;
}

function readUnsigned(data: Uint8Array, offset: number, bytes: number, width: number): number {
  let v = 0;
  for (let i = bytes - 1; i >= 0; i--) v = v * 256 + (data[offset + i] as number);
  return width >= 32 ? v % 4294967296 : v % 2 ** width;
}

function writeInteger(data: Uint8Array, offset: number, bytes: number, type: Type, value: number): void {
  const width = (type as IntegerType).width;
  let stored = value;
  // Signless and signed integers are stored sign-extended to whole bytes (as the parser stores them).
  if (width > 1 && (type as IntegerType).signedness !== "unsigned" && value >= 2 ** (width - 1)) stored = value + 2 ** (bytes * 8) - 2 ** width;
  for (let i = 0; i < bytes; i++) {
    data[offset + i] = stored % 256;
    stored = Math.floor(stored / 256);
  }
}

/** Whether the numeric path covers elements of `type` for `kind`. */
export function kernelApplies(type: Type, kind: ElementKind, kernels: NumericKernels | UnaryNumericKernels | undefined): boolean {
  if (kernels === undefined) return false;
  if (kind === "int") return "int" in kernels && kernels.int !== undefined && intWidth(type) !== undefined;
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
  if (kind === "int") {
    const width = intWidth(operandType) as number;
    const kernel = kernels.int as NonNullable<NumericKernels["int"]>;
    for (let i = 0; i < count; i++) {
      const a = readUnsigned(lhs.data, i * lhsStride, inBytes, width);
      const b = readUnsigned(rhs.data, i * rhsStride, inBytes, width);
      const r = kernel(a, b, width);
      if (r === undefined) return undefined;
      writeInteger(out, i * outBytes, outBytes, outType, r);
    }
    return DenseIntOrFPElementsAttr.getFromRawData(resultType, out);
  }
  const kernel = kernels.float as NonNullable<NumericKernels["float"]>;
  const single = (operandType as FloatType).kind === "f32";
  const lhsView = new DataView(lhs.data.buffer, lhs.data.byteOffset, lhs.data.byteLength);
  const rhsView = new DataView(rhs.data.buffer, rhs.data.byteOffset, rhs.data.byteLength);
  const outView = new DataView(out.buffer);
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
