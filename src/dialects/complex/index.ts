// The complex dialect: its generated module (generated/complex.ts) with the parts MLIR writes
// by hand — the number attribute's syntax, the constant and bitcast verifiers, the folds and
// canonicalization patterns, the constant's result name and the constant materializer.
import { ArrayAttr, ComplexType, FloatAttr, IntegerAttr, type Attribute, type Location, type OpBuilder, type Operation, type Type } from "../../ir/index.js";
import { ConstantOp, createComplexDialect, type ComplexDialectHooks } from "../../../generated/complex.js";
import { materializeArithConstantOp } from "../folding/materialize.js";
import { named } from "../memref/syntax.js";
import * as folders from "./folders.js";
import { parseNumberAttr, printNumberAttr, verifyNumberAttr } from "./number-attr.js";
import { bitcastPatterns, imPatterns, rePatterns } from "./patterns.js";
import { verifyBitcastOp, verifyConstantOp } from "./verifiers.js";

/** ConstantOp::isBuildableWith: two float (or two integer) attributes of a complex type's element type. */
export function isBuildableComplexConstant(value: Attribute, type: Type): value is ArrayAttr {
  if (!(value instanceof ArrayAttr) || !(type instanceof ComplexType) || value.value.length !== 2) return false;
  const [re, im] = value.value;
  const element = type.elementType;
  if (re instanceof FloatAttr) return im instanceof FloatAttr && re.type === element && im.type === element;
  if (re instanceof IntegerAttr) return im instanceof IntegerAttr && re.type === element && im.type === element;
  return false;
}

/** A complex.constant of `value` when it is buildable as one (complex::ConstantOp builder). */
export function materializeComplexConstantOp(builder: OpBuilder, value: Attribute, type: Type, location: Location): Operation | undefined {
  if (!isBuildableComplexConstant(value, type)) return undefined;
  return ConstantOp.build(builder, location, { value, complexType: type as ComplexType }).getOperation();
}

/** ComplexDialect::materializeConstant: complex.constant for [re, im] values, arith.constant otherwise. */
function materializeComplexConstant(builder: OpBuilder, value: Attribute, type: Type, location: Location): Operation | undefined {
  return materializeComplexConstantOp(builder, value, type, location) ?? materializeArithConstantOp(builder, value, type, location);
}

export const complexHooks: ComplexDialectHooks = {
  ops: {
    AddOp: { fold: folders.foldAddOp },
    BitcastOp: { verify: verifyBitcastOp, fold: folders.foldBitcastOp, getCanonicalizationPatterns: bitcastPatterns },
    ConjOp: { fold: folders.foldConjOp },
    ConstantOp: { verify: verifyConstantOp, fold: folders.foldConstantOp, OpAsmOpInterface: named("cst") },
    CreateOp: { fold: folders.foldCreateOp },
    DivOp: { fold: folders.foldDivOp },
    ExpOp: { fold: folders.foldExpOp },
    ImOp: { fold: folders.foldImOp, getCanonicalizationPatterns: imPatterns },
    LogOp: { fold: folders.foldLogOp },
    MulOp: { fold: folders.foldMulOp },
    NegOp: { fold: folders.foldNegOp },
    ReOp: { fold: folders.foldReOp, getCanonicalizationPatterns: rePatterns },
    SubOp: { fold: folders.foldSubOp },
  },
  parseNumberAttr,
  printNumberAttr,
  verifyNumberAttr,
  materializeConstant: materializeComplexConstant,
};

/** The complex dialect, ready to load. */
export const complexDialect = createComplexDialect(complexHooks);
