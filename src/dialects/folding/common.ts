// MLIR's common constant folders (mlir/Dialect/CommonFolders.h) over tsmlir attributes:
// element-wise folding of scalars (IntegerAttr / FloatAttr), splats and dense elements,
// with the exact arithmetic of src/ir/ap. A splat folds once, whatever its element count;
// non-splat dense elements are read from and written to their raw storage.
import { poisonOperand } from "./poison.js";
import {
  APFloat,
  APInt,
  Attribute,
  DenseIntOrFPElementsAttr,
  ElementsAttr,
  FloatAttr,
  FloatType,
  IndexType,
  IntegerAttr,
  IntegerType,
  RankedTensorType,
  ShapedType,
  SparseElementsAttr,
  VectorType,
  apFloatOf,
  apIntOf,
  denseAPFloatAt,
  denseAPIntAt,
  denseElementByteWidth,
  floatAttrOf,
  hasType,
  integerAttrOf,
  writeDenseAPFloat,
  writeDenseAPInt,
  type Type,
} from "../../ir/index.js";
import { foldDenseBinary, foldDenseUnaryFloat, kernelApplies, type NumericKernels, type UnaryNumericKernels } from "./dense-kernels.js";

/** What an element calculation works on: APInt for IntegerAttr folds, APFloat for FloatAttr folds. */
export type Element = APInt | APFloat;
export type ElementKind = "int" | "float";

function isScalarOfKind(attr: Attribute, kind: ElementKind): attr is IntegerAttr | FloatAttr {
  return kind === "int" ? attr instanceof IntegerAttr : attr instanceof FloatAttr;
}

function isIntLike(t: Type): boolean {
  return t instanceof IntegerType || t instanceof IndexType;
}

function elementTypeMatches(t: Type, kind: ElementKind): boolean {
  return kind === "int" ? isIntLike(t) : t instanceof FloatType;
}

function scalarValue(attr: IntegerAttr | FloatAttr): Element {
  return attr instanceof IntegerAttr ? apIntOf(attr) : apFloatOf(attr);
}

/** A scalar attribute of `type` holding `value` (IntegerAttr::get / FloatAttr::get). */
export function scalarAttr(type: Type, value: Element): Attribute {
  if (value instanceof APInt) return integerAttrOf(type, value);
  return floatAttrOf(type as FloatType, value);
}

/** MLIR's SplatElementsAttr: a dense int/float elements attribute with one stored value. */
export function isSplatElements(attr: Attribute | undefined): attr is DenseIntOrFPElementsAttr {
  return attr instanceof DenseIntOrFPElementsAttr && attr.isSplat;
}

/** The splat value of a dense int/float splat (getSplatValue<APInt/APFloat>). */
export function splatValue(attr: DenseIntOrFPElementsAttr): Element {
  return attr.type.elementType instanceof FloatType ? denseAPFloatAt(attr, 0) : denseAPIntAt(attr, 0);
}

/**
 * Element access of an ElementsAttr (MLIR's try_value_begin): dense int/float elements and
 * sparse elements (their values at the listed indices, zero elsewhere). Others (dense
 * resources, strings) have no APInt/APFloat iteration, so folds over them fail.
 */
export interface ElementReader {
  readonly count: number;
  at(index: number): Element;
}

export function elementReader(attr: ElementsAttr, kind: ElementKind): ElementReader | undefined {
  const elementType = attr.type.elementType;
  if (!elementTypeMatches(elementType, kind)) return undefined;
  if (!attr.type.hasStaticShape()) return undefined;
  const count = attr.type.getNumElements();
  if (attr instanceof DenseIntOrFPElementsAttr) {
    const read = kind === "int" ? (i: number): Element => denseAPIntAt(attr, i) : (i: number): Element => denseAPFloatAt(attr, i);
    return { count, at: read };
  }
  if (attr instanceof SparseElementsAttr) return sparseReader(attr, kind, count);
  return undefined;
}

function sparseReader(attr: SparseElementsAttr, kind: ElementKind, count: number): ElementReader | undefined {
  const values = attr.values;
  if (!(values instanceof DenseIntOrFPElementsAttr)) return undefined;
  const shape = attr.type.shape;
  const rank = shape.length;
  const indices = attr.indices;
  const entries = new Map<number, number>();
  const stored = indices.type.getNumElements() / Math.max(rank, 1);
  for (let n = 0; n < stored; n++) {
    let flat = 0;
    for (let d = 0; d < rank; d++) flat = flat * (shape[d] as number) + Number(denseAPIntAt(indices, n * rank + d).signed);
    entries.set(flat, n);
  }
  const elementType = attr.type.elementType;
  const zero: Element = kind === "int" ? APInt.zero(elementType instanceof IndexType ? 64 : (elementType as IntegerType).width) : APFloat.zero(APFloat.semanticsOf((elementType as FloatType).kind));
  const read = kind === "int" ? (i: number): Element => denseAPIntAt(values, i) : (i: number): Element => denseAPFloatAt(values, i);
  return {
    count,
    at(index: number): Element {
      const n = entries.get(index);
      return n === undefined ? zero : read(n);
    },
  };
}

/** DenseElementsAttr::get(type, values): one value per element (a splat when all are equal). */
export function denseElementsOf(type: ShapedType, count: number, valueAt: (index: number) => Element): DenseIntOrFPElementsAttr {
  const elementType = type.elementType;
  const width = denseElementByteWidth(elementType);
  const data = new Uint8Array(count * width);
  for (let i = 0; i < count; i++) writeElement(data, i, elementType, valueAt(i));
  return DenseIntOrFPElementsAttr.getFromRawData(type, data);
}

/** DenseElementsAttr::get(type, value): a splat. */
export function denseSplatOf(type: ShapedType, value: Element): DenseIntOrFPElementsAttr {
  const data = new Uint8Array(denseElementByteWidth(type.elementType));
  writeElement(data, 0, type.elementType, value);
  return DenseIntOrFPElementsAttr.getFromRawData(type, data);
}

function writeElement(data: Uint8Array, index: number, elementType: Type, value: Element): void {
  if (value instanceof APInt) writeDenseAPInt(data, index, elementType, value);
  else writeDenseAPFloat(data, index, elementType as FloatType, value);
}

/** The type of a typed attribute, if it has one. */
export function attrType(attr: Attribute | undefined): Type | undefined {
  return attr !== undefined && hasType(attr) ? attr.type : undefined;
}

/**
 * constFoldBinaryOpConditional: a poison operand is the result (the left one first);
 * otherwise `calculate` applied element-wise to two constants of the same type; undefined from `calculate` for any element fails the fold. The result has
 * `resultType`, or the operands' type when omitted.
 */
export function constFoldBinaryOp<R extends Element>(
  operands: readonly (Attribute | undefined)[],
  kind: ElementKind,
  calculate: (a: Element, b: Element) => R | undefined,
  resultType?: Type,
  kernels?: NumericKernels,
): Attribute | undefined {
  const poison = poisonOperand(operands.slice(0, 2));
  if (poison !== undefined) return poison;
  const lhs = operands[0];
  const rhs = operands[1];
  if (lhs === undefined || rhs === undefined) return undefined;
  let type = resultType;
  if (type === undefined) {
    const lhsType = attrType(lhs);
    const rhsType = attrType(rhs);
    if (lhsType === undefined || rhsType === undefined || lhsType !== rhsType) return undefined;
    type = lhsType;
  }
  if (isScalarOfKind(lhs, kind) && isScalarOfKind(rhs, kind)) {
    if (lhs.type !== rhs.type) return undefined;
    const r = calculate(scalarValue(lhs), scalarValue(rhs));
    return r === undefined ? undefined : scalarAttr(type, r);
  }
  if (isSplatElements(lhs) && isSplatElements(rhs)) {
    if (lhs.type !== rhs.type || !elementTypeMatches(lhs.type.elementType, kind)) return undefined;
    const r = calculate(splatValue(lhs), splatValue(rhs));
    return r === undefined ? undefined : denseSplatOf(type as ShapedType, r);
  }
  if (lhs instanceof ElementsAttr && rhs instanceof ElementsAttr) {
    if (lhs.type !== rhs.type) return undefined;
    if (
      lhs instanceof DenseIntOrFPElementsAttr &&
      rhs instanceof DenseIntOrFPElementsAttr &&
      type instanceof ShapedType &&
      kernelApplies(lhs.type.elementType, kind, kernels) &&
      (kind === "float" ? type.elementType === lhs.type.elementType : kernelApplies(type.elementType, "int", kernels))
    )
      return foldDenseBinary(lhs, rhs, type, kind, kernels as NumericKernels, calculate);
    const a = elementReader(lhs, kind);
    const b = elementReader(rhs, kind);
    if (a === undefined || b === undefined) return undefined;
    const results = new Array<Element>(a.count);
    for (let i = 0; i < a.count; i++) {
      const r = calculate(a.at(i), b.at(i));
      if (r === undefined) return undefined;
      results[i] = r;
    }
    return denseElementsOf(type as ShapedType, a.count, (i) => results[i] as Element);
  }
  return undefined;
}

/** constFoldUnaryOpConditional: the result has the operand's type. */
export function constFoldUnaryOp<R extends Element>(
  operands: readonly (Attribute | undefined)[],
  kind: ElementKind,
  calculate: (a: Element) => R | undefined,
  kernels?: UnaryNumericKernels,
): Attribute | undefined {
  const operand = operands[0];
  if (operand === undefined) return undefined;
  if (poisonOperand([operand]) !== undefined) return operand;
  if (isScalarOfKind(operand, kind)) {
    const r = calculate(scalarValue(operand));
    return r === undefined ? undefined : scalarAttr(operand.type, r);
  }
  if (isSplatElements(operand)) {
    if (!elementTypeMatches(operand.type.elementType, kind)) return undefined;
    const r = calculate(splatValue(operand));
    return r === undefined ? undefined : denseSplatOf(operand.type, r);
  }
  if (operand instanceof ElementsAttr) {
    if (operand instanceof DenseIntOrFPElementsAttr && kind === "float" && kernelApplies(operand.type.elementType, "float", kernels))
      return foldDenseUnaryFloat(operand, (kernels as UnaryNumericKernels).float as (a: number) => number, calculate);
    const a = elementReader(operand, kind);
    if (a === undefined) return undefined;
    const results = new Array<Element>(a.count);
    for (let i = 0; i < a.count; i++) {
      const r = calculate(a.at(i));
      if (r === undefined) return undefined;
      results[i] = r;
    }
    return denseElementsOf(operand.type, a.count, (i) => results[i] as Element);
  }
  return undefined;
}

/**
 * constFoldCastOp: `calculate` maps one element of kind `from` to the result's element
 * (undefined: the cast does not fold, MLIR's castStatus = false); the result has `resultType`.
 */
export function constFoldCastOp(
  operands: readonly (Attribute | undefined)[],
  resultType: Type,
  from: ElementKind,
  calculate: (a: Element) => Element | undefined,
): Attribute | undefined {
  const operand = operands[0];
  if (operand === undefined) return undefined;
  if (poisonOperand([operand]) !== undefined) return operand;
  if (isScalarOfKind(operand, from)) {
    const r = calculate(scalarValue(operand));
    return r === undefined ? undefined : scalarAttr(resultType, r);
  }
  if (isSplatElements(operand)) {
    if (!elementTypeMatches(operand.type.elementType, from)) return undefined;
    const r = calculate(splatValue(operand));
    if (r === undefined) return undefined;
    if (!(resultType instanceof ShapedType) || !resultType.hasStaticShape()) return undefined;
    return denseSplatOf(resultType, r);
  }
  if (operand instanceof ElementsAttr) {
    const a = elementReader(operand, from);
    if (a === undefined || !(resultType instanceof ShapedType)) return undefined;
    const results = new Array<Element>(a.count);
    for (let i = 0; i < a.count; i++) {
      const r = calculate(a.at(i));
      if (r === undefined) return undefined;
      results[i] = r;
    }
    return denseElementsOf(resultType, a.count, (i) => results[i] as Element);
  }
  return undefined;
}

/** Builder::getZeroAttr: zero of an int/index/float type, or a zero splat of a ranked tensor or vector. */
export function zeroAttr(type: Type): Attribute | undefined {
  if (type instanceof FloatType) return floatAttrOf(type, APFloat.zero(APFloat.semanticsOf(type.kind)));
  if (type instanceof IndexType) return IntegerAttr.get(type, 0);
  if (type instanceof IntegerType) return IntegerAttr.get(type, 0);
  if (type instanceof RankedTensorType || type instanceof VectorType) {
    const element = type.elementType;
    if (element instanceof FloatType) return denseSplatOf(type, APFloat.zero(APFloat.semanticsOf(element.kind)));
    if (isIntLike(element)) return denseSplatOf(type, APInt.zero(element instanceof IntegerType ? element.width : 64));
    return undefined;
  }
  return undefined;
}

/** BoolAttr::get. */
export function boolAttr(type: Type, value: boolean): IntegerAttr {
  return IntegerAttr.bool(type.context, value);
}
