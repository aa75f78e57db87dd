// CastOpInterface::areCastCompatible of arith's cast ops, as MLIR 19 decides them.
import { FloatType, IndexType, IntegerType, RankedTensorType, ShapedType, TensorType, UnrankedTensorType, VectorType, type Type } from "../../ir/index.js";

const isInt = (e: Type): boolean => e instanceof IntegerType;
const isFloat = (e: Type): boolean => e instanceof FloatType;

/** The element type when `t` (or its element type) is one of `classes`, else undefined. */
function elementIf(t: Type, accept: (e: Type) => boolean): Type | undefined {
  const e = t instanceof ShapedType ? t.elementType : t;
  return accept(e) ? e : undefined;
}

function singleCast(inputs: readonly Type[], outputs: readonly Type[]): [Type, Type] | undefined {
  if (inputs.length !== 1 || outputs.length !== 1) return undefined;
  const input = inputs[0] as Type;
  const output = outputs[0] as Type;
  if (input instanceof ShapedType !== output instanceof ShapedType) return undefined;
  // Memrefs are exempt, as in MLIR 19 (only tensor and vector casts compare the whole type).
  const valueShaped = (t: Type): t is ShapedType => t instanceof TensorType || t instanceof VectorType;
  if (valueShaped(input) && valueShaped(output) && withElementType(input, output.elementType) !== output) return undefined;
  return [input, output];
}

/**
 * `t` with its element type replaced (MLIR's ShapedType::clone(elementType)): shape, scalable
 * dims and tensor encoding are kept, so tensor or vector casts that differ in anything but
 * the element type are incompatible.
 */
export function withElementType(t: ShapedType, elementType: Type): Type | undefined {
  if (t instanceof VectorType) return VectorType.get(t.shape, elementType, t.scalableDims);
  if (t instanceof RankedTensorType) return RankedTensorType.get(t.shape, elementType, t.encoding);
  if (t instanceof UnrankedTensorType) return UnrankedTensorType.get(elementType);
  return undefined;
}

function widthChange(inputs: readonly Type[], outputs: readonly Type[], cls: (e: Type) => boolean, wider: boolean): boolean {
  const pair = singleCast(inputs, outputs);
  if (pair === undefined) return false;
  const src = elementIf(pair[0], cls);
  const dst = elementIf(pair[1], cls);
  if (src === undefined || dst === undefined) return false;
  return wider ? dst.getIntOrFloatBitWidth() > src.getIntOrFloatBitWidth() : dst.getIntOrFloatBitWidth() < src.getIntOrFloatBitWidth();
}

function intFloatCast(inputs: readonly Type[], outputs: readonly Type[], intToFloat: boolean): boolean {
  const pair = singleCast(inputs, outputs);
  if (pair === undefined) return false;
  const [from, to] = intToFloat ? [isInt, isFloat] : [isFloat, isInt];
  return elementIf(pair[0], from) !== undefined && elementIf(pair[1], to) !== undefined;
}

function indexCast(inputs: readonly Type[], outputs: readonly Type[]): boolean {
  const pair = singleCast(inputs, outputs);
  if (pair === undefined) return false;
  const src = pair[0] instanceof ShapedType ? pair[0].elementType : pair[0];
  const dst = pair[1] instanceof ShapedType ? pair[1].elementType : pair[1];
  const signless = (t: Type): boolean => t instanceof IntegerType && t.signedness === "signless";
  return (src instanceof IndexType && signless(dst)) || (signless(src) && dst instanceof IndexType);
}

export const areCastCompatibleExtUIOp = (i: readonly Type[], o: readonly Type[]): boolean => widthChange(i, o, isInt, true);
export const areCastCompatibleExtSIOp = (i: readonly Type[], o: readonly Type[]): boolean => widthChange(i, o, isInt, true);
export const areCastCompatibleExtFOp = (i: readonly Type[], o: readonly Type[]): boolean => widthChange(i, o, isFloat, true);
export const areCastCompatibleTruncIOp = (i: readonly Type[], o: readonly Type[]): boolean => widthChange(i, o, isInt, false);
export const areCastCompatibleTruncFOp = (i: readonly Type[], o: readonly Type[]): boolean => widthChange(i, o, isFloat, false);
export const areCastCompatibleUIToFPOp = (i: readonly Type[], o: readonly Type[]): boolean => intFloatCast(i, o, true);
export const areCastCompatibleSIToFPOp = (i: readonly Type[], o: readonly Type[]): boolean => intFloatCast(i, o, true);
export const areCastCompatibleFPToUIOp = (i: readonly Type[], o: readonly Type[]): boolean => intFloatCast(i, o, false);
export const areCastCompatibleFPToSIOp = (i: readonly Type[], o: readonly Type[]): boolean => intFloatCast(i, o, false);
export const areCastCompatibleIndexCastOp = indexCast;
export const areCastCompatibleIndexCastUIOp = indexCast;

export function areCastCompatibleBitcastOp(inputs: readonly Type[], outputs: readonly Type[]): boolean {
  if (singleCast(inputs, outputs) === undefined) return false;
  const of = (t: Type): Type | undefined => {
    const e = t instanceof ShapedType ? t.elementType : t;
    return e instanceof IntegerType || e instanceof IndexType || e instanceof FloatType ? e : undefined;
  };
  const src = of(inputs[0] as Type);
  const dst = of(outputs[0] as Type);
  if (src === undefined || dst === undefined) return false;
  return src.getIntOrFloatBitWidth() === dst.getIntOrFloatBitWidth();
}

