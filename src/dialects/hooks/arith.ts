// Hand-written verifiers of arith ops (ODS `hasVerifier`), following MLIR 19's rules and wording.
import type { CustomAssemblyTable, DefaultDialectTable, ResultNamesTable } from "./assembly.js";
import {
  ElementsAttr,
  FloatAttr,
  FloatType,
  IndexType,
  IntegerAttr,
  IntegerType,
  RankedTensorType,
  ShapedType,
  TensorType,
  UnrankedTensorType,
  VectorType,
  hasType,
  type Operation,
  type Type,
  type Value,
} from "../../ir/index.js";
import { i1SameShape } from "../ods.js";
import { operationAttributes, type OpAsmParser, type OpAsmPrinter, type OperationState } from "../../asm/op-asm/index.js";
import { printType } from "../op-runtime.js";

export function verifyConstantOp(op: Operation): void {
  const value = op.getInherentAttr("value");
  const type = op.getResult(0).type;
  if (value !== undefined && hasType(value) && value.type !== type)
    throw op.emitOpError(`value type '${printType(value.type)}' must match return type: '${printType(type)}'`);
  if (type instanceof IntegerType && type.signedness !== "signless") throw op.emitOpError("integer return type must be signless");
  if (!(value instanceof IntegerAttr || value instanceof FloatAttr || value instanceof ElementsAttr))
    throw op.emitOpError("value must be an integer, float, or elements attribute");
  if (type instanceof VectorType && type.scalableDims.some((s) => s) && !(value instanceof ElementsAttr && "isSplat" in value && value.isSplat === true))
    throw op.emitOpError("intializing scalable vectors with elements attribute is not supported unless it's a vector splat");
}

function elementWidth(t: Type): number {
  const e = t instanceof ShapedType ? t.elementType : t;
  return e.getIntOrFloatBitWidth();
}

function verifyWidth(op: Operation, wider: boolean): void {
  const src = op.getOperand(0).type;
  const dst = op.getResult(0).type;
  const ok = wider ? elementWidth(src) < elementWidth(dst) : elementWidth(dst) < elementWidth(src);
  if (!ok) throw op.emitError(`result type '${printType(dst)}' must be ${wider ? "wider" : "shorter"} than operand type '${printType(src)}'`);
}

export function verifyExtFOp(op: Operation): void {
  verifyWidth(op, true);
}
export function verifyExtSIOp(op: Operation): void {
  verifyWidth(op, true);
}
export function verifyExtUIOp(op: Operation): void {
  verifyWidth(op, true);
}
export function verifyTruncFOp(op: Operation): void {
  verifyWidth(op, false);
}
export function verifyTruncIOp(op: Operation): void {
  verifyWidth(op, false);
}

export function verifySelectOp(op: Operation): void {
  const conditionType = op.getOperand(0).type;
  if (conditionType instanceof IntegerType && conditionType.signedness === "signless" && conditionType.width === 1) return;
  const resultType = op.getResult(0).type;
  if (!(resultType instanceof TensorType || resultType instanceof VectorType))
    throw op.emitOpError(`expected condition to be a signless i1, but got '${printType(conditionType)}'`);
  const expected = i1SameShape(resultType);
  if (conditionType !== expected)
    throw op.emitOpError(
      `expected condition type to have the same shape as the result type, expected '${printType(expected)}', but got '${printType(conditionType)}'`,
    );
}

// ---- CastOpInterface compatibility (MLIR's areCastCompatible of each cast op) ----

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
function withElementType(t: ShapedType, elementType: Type): Type | undefined {
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

/** arith.select: `%c, %a, %b : type` or, for a shaped condition, `: condType, type` (MLIR's SelectOp::parse/print). */
function parseSelect(parser: OpAsmParser, state: OperationState): void {
  const operands = parser.parseOperandList("none", true, 3);
  parser.parseOptionalAttrDict(state.attributes);
  let resultType = parser.parseColonType();
  let conditionType: Type = IntegerType.get(parser.getContext(), 1);
  if (parser.parseOptionalComma()) {
    conditionType = resultType;
    resultType = parser.parseType();
  }
  state.addTypes([resultType]);
  parser.resolveOperands(operands, [conditionType, resultType, resultType], parser.getNameLoc(), state.operands);
}

function printSelect(op: Operation, printer: OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperands(op.getOperands());
  printer.printOptionalAttrDict(operationAttributes(op));
  printer.write(" : ");
  const conditionType = op.getOperand(0).type;
  if (conditionType instanceof ShapedType) {
    printer.printType(conditionType);
    printer.write(", ");
  }
  printer.printType(op.getResult(0).type);
}

/** Hand-written custom syntax, by op class. */
export const customAssembly: CustomAssemblyTable = { SelectOp: { parse: parseSelect, print: printSelect } };
/** OpAsmOpInterface default dialects, by op class. */
export const defaultDialects: DefaultDialectTable = {};

/** arith.constant's result names (MLIR's ConstantOp::getAsmResultNames): `%c42_i32`, `%true`, `%cst`. */
function constantResultNames(op: Operation, setName: (value: Value, name: string) => void): void {
  const value = op.getAttr("value");
  const result = op.getResult(0);
  const type = result.type;
  if (!(value instanceof IntegerAttr)) return setName(result, "cst");
  if (type instanceof IntegerType && type.width === 1) return setName(result, value.value === 0 || value.value === 0n ? "false" : "true");
  setName(result, type instanceof IntegerType ? `c${String(value.value)}_${printType(type)}` : `c${String(value.value)}`);
}

export const resultNames: ResultNamesTable = { ConstantOp: constantResultNames };
