// MLIR's CommonFolders (constFoldBinaryOp, constFoldUnaryOp, constFoldCastOp): a scalar
// calculation applied to constant operands that are scalars (IntegerAttr / FloatAttr),
// splats, or dense elements (element by element), giving an attribute of the same kind.
import {
  Attribute,
  DenseIntOrFPElementsAttr,
  FloatAttr,
  FloatType,
  IndexType,
  IntegerAttr,
  IntegerType,
  ShapedType,
  type Type,
} from "../../ir/index.js";
import { denseElementByteWidth } from "../../ir/attributes.js";
import { floatElementAt, intElementAt, isIntegerLike, writeFloat, writeInt } from "../../ir/dense-elements.js";
import { roundToKind } from "../../ir/apfloat.js";
import { apint, type APInt } from "./apint.js";

/** A float value in a float type's semantics (a double holding it exactly). */
export interface APFloat {
  readonly type: FloatType;
  readonly value: number;
}

/** The bit width of an integer-like type (index: 64, as MLIR's IndexType storage). */
export function intWidth(type: Type): number {
  if (type instanceof IndexType) return 64;
  if (type instanceof IntegerType) return type.width;
  throw new TypeError("expected an integer or index type");
}

/** The element type of a shaped type, or the type itself. */
export function elementTypeOrSelf(type: Type): Type {
  return type instanceof ShapedType ? type.elementType : type;
}

function intOfAttr(attr: IntegerAttr): APInt {
  return apint(intWidth(attr.type), attr.getValue());
}

function intElement(attr: DenseIntOrFPElementsAttr, index: number): APInt {
  return apint(intWidth(attr.type.elementType), BigInt(intElementAt(attr, index)));
}

function floatElement(attr: DenseIntOrFPElementsAttr, index: number): APFloat {
  return { type: attr.type.elementType as FloatType, value: floatElementAt(attr, index).value };
}

function denseInts(type: ShapedType, values: readonly APInt[]): DenseIntOrFPElementsAttr {
  const element = type.elementType;
  const width = denseElementByteWidth(element);
  const data = new Uint8Array(width * values.length);
  values.forEach((v, i) => writeInt(data, i * width, element, v.bits));
  return DenseIntOrFPElementsAttr.getFromRawData(type, data);
}

function denseFloats(type: ShapedType, values: readonly number[]): DenseIntOrFPElementsAttr {
  const element = type.elementType as FloatType;
  const width = denseElementByteWidth(element);
  const data = new Uint8Array(width * values.length);
  values.forEach((v, i) => writeFloat(data, i * width, element, v));
  return DenseIntOrFPElementsAttr.getFromRawData(type, data);
}

/** An integer attribute (scalar, or a splat of a statically shaped type) holding `value`. */
export function intAttr(type: Type, value: APInt): Attribute | undefined {
  if (type instanceof ShapedType) return type.hasStaticShape() ? denseInts(type, [value]) : undefined;
  return IntegerAttr.get(type, value.bits);
}

/** A float attribute (scalar or splat) holding `value`, rounded to the type. */
export function floatAttr(type: Type, value: number): Attribute | undefined {
  if (type instanceof ShapedType) return type.hasStaticShape() ? denseFloats(type, [value]) : undefined;
  return FloatAttr.get(type as FloatType, roundToKind((type as FloatType).kind, value));
}

/** Builder::getZeroAttr: 0 of an integer, index or float type, or its splat. */
export function zeroAttr(type: Type): Attribute | undefined {
  const element = elementTypeOrSelf(type);
  if (element instanceof FloatType) return floatAttr(type, 0);
  if (isIntegerLike(element)) return intAttr(type, apint(intWidth(element), 0n));
  return undefined;
}

/** BoolAttr, or its splat for a shaped type (getBoolAttribute). */
export function boolAttr(type: Type, value: boolean): Attribute | undefined {
  return intAttr(type instanceof ShapedType ? type : IntegerType.get(type.context, 1), apint(1, value ? 1n : 0n));
}

type IntKind = "int";
type FloatKindTag = "float";

/** The elements a constant holds, when it is an integer scalar / elements constant. */
interface Elements<T> {
  readonly type: Type;
  readonly splat: boolean;
  readonly count: number;
  at(index: number): T;
}

function intElements(attr: Attribute | undefined): Elements<APInt> | undefined {
  if (attr instanceof IntegerAttr) return { type: attr.type, splat: false, count: 1, at: () => intOfAttr(attr) };
  if (attr instanceof DenseIntOrFPElementsAttr && isIntegerLike(attr.type.elementType))
    return { type: attr.type, splat: attr.isSplat, count: attr.type.getNumElements(), at: (i) => intElement(attr, i) };
  return undefined;
}

function floatElements(attr: Attribute | undefined): Elements<APFloat> | undefined {
  if (attr instanceof FloatAttr) return { type: attr.type, splat: false, count: 1, at: () => ({ type: attr.type, value: attr.value }) };
  if (attr instanceof DenseIntOrFPElementsAttr && attr.type.elementType instanceof FloatType)
    return { type: attr.type, splat: attr.isSplat, count: attr.type.getNumElements(), at: (i) => floatElement(attr, i) };
  return undefined;
}

/** How results are written back: integers or floats, into `type` (scalar or shaped). */
function build(kind: IntKind | FloatKindTag, type: Type, values: readonly (APInt | number)[]): Attribute | undefined {
  if (!(type instanceof ShapedType)) {
    const v = values[0];
    if (v === undefined) return undefined;
    return kind === "int" ? IntegerAttr.get(type, (v as APInt).bits) : FloatAttr.get(type as FloatType, roundToKind((type as FloatType).kind, v as number));
  }
  if (!type.hasStaticShape()) return undefined;
  return kind === "int" ? denseInts(type, values as APInt[]) : denseFloats(type, (values as number[]).map((v) => roundToKind((type.elementType as FloatType).kind, v)));
}

function binary<T, R extends APInt | number>(
  lhs: Elements<T> | undefined,
  rhs: Elements<T> | undefined,
  kind: IntKind | FloatKindTag,
  resultType: Type | undefined,
  calculate: (a: T, b: T) => R | undefined,
): Attribute | undefined {
  if (lhs === undefined || rhs === undefined || lhs.type !== rhs.type) return undefined;
  const type = resultType ?? lhs.type;
  if (!(lhs.type instanceof ShapedType) || (lhs.splat && rhs.splat)) {
    const value = calculate(lhs.at(0), rhs.at(0));
    return value === undefined ? undefined : build(kind, type, [value]);
  }
  const out: R[] = [];
  for (let i = 0; i < lhs.count; i++) {
    const value = calculate(lhs.at(i), rhs.at(i));
    if (value === undefined) return undefined;
    out.push(value);
  }
  return build(kind, type, out);
}

/** constFoldBinaryOp<IntegerAttr>: `calculate` (undefined: no fold) over integer constants; results of `resultType` (default: the operands'). */
export function foldIntBinary(operands: readonly (Attribute | undefined)[], calculate: (a: APInt, b: APInt) => APInt | undefined, resultType?: Type): Attribute | undefined {
  return binary(intElements(operands[0]), intElements(operands[1]), "int", resultType, calculate);
}

/** constFoldBinaryOp<FloatAttr>. */
export function foldFloatBinary(operands: readonly (Attribute | undefined)[], calculate: (a: APFloat, b: APFloat) => number | undefined): Attribute | undefined {
  return binary(floatElements(operands[0]), floatElements(operands[1]), "float", undefined, calculate);
}

function unary<T, R extends APInt | number>(input: Elements<T> | undefined, kind: IntKind | FloatKindTag, calculate: (a: T) => R | undefined): Attribute | undefined {
  if (input === undefined) return undefined;
  if (!(input.type instanceof ShapedType) || input.splat) {
    const value = calculate(input.at(0));
    return value === undefined ? undefined : build(kind, input.type, [value]);
  }
  const out: R[] = [];
  for (let i = 0; i < input.count; i++) {
    const value = calculate(input.at(i));
    if (value === undefined) return undefined;
    out.push(value);
  }
  return build(kind, input.type, out);
}

/** constFoldUnaryOp<IntegerAttr>. */
export function foldIntUnary(operands: readonly (Attribute | undefined)[], calculate: (a: APInt) => APInt | undefined): Attribute | undefined {
  return unary(intElements(operands[0]), "int", calculate);
}

/** constFoldUnaryOp<FloatAttr>. */
export function foldFloatUnary(operands: readonly (Attribute | undefined)[], calculate: (a: APFloat) => number | undefined): Attribute | undefined {
  return unary(floatElements(operands[0]), "float", calculate);
}

/**
 * constFoldCastOp: each element of an integer or float constant converted to `resultType`'s
 * element kind; undefined from `calculate` (a failed cast) means no fold.
 */
export function foldCast(
  operands: readonly (Attribute | undefined)[],
  resultType: Type,
  from: "int" | "float",
  calculate: (a: APInt | APFloat) => APInt | number | undefined,
): Attribute | undefined {
  const input: Elements<APInt | APFloat> | undefined = from === "int" ? intElements(operands[0]) : floatElements(operands[0]);
  if (input === undefined) return undefined;
  const kind = elementTypeOrSelf(resultType) instanceof FloatType ? "float" : "int";
  if (!(input.type instanceof ShapedType) || input.splat) {
    const value = calculate(input.at(0));
    return value === undefined ? undefined : build(kind, resultType, [value]);
  }
  const out: (APInt | number)[] = [];
  for (let i = 0; i < input.count; i++) {
    const value = calculate(input.at(i));
    if (value === undefined) return undefined;
    out.push(value);
  }
  return build(kind, resultType, out);
}

/** The integer of an integer constant (scalar or splat), as m_ConstantInt binds it. */
export function constantInt(attr: Attribute | undefined): APInt | undefined {
  const elements = intElements(attr);
  if (elements === undefined) return undefined;
  if (elements.type instanceof ShapedType && !elements.splat) return undefined;
  return elements.at(0);
}

/** The float of a float constant (scalar or splat), as m_ConstantFloat binds it. */
export function constantFloat(attr: Attribute | undefined): APFloat | undefined {
  const elements = floatElements(attr);
  if (elements === undefined) return undefined;
  if (elements.type instanceof ShapedType && !elements.splat) return undefined;
  return elements.at(0);
}

/** Every element of an integer constant, when it is one (for selects over vector conditions). */
export function intElementsOf(attr: Attribute | undefined): readonly APInt[] | undefined {
  const elements = intElements(attr);
  if (elements === undefined) return undefined;
  return Array.from({ length: elements.count }, (_, i) => elements.at(i));
}
