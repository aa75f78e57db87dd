// The arith dialect: its generated module (generated/arith.ts) with the parts MLIR writes
// by hand — verifiers, cast compatibility, folders, division speculatability, result names,
// arith.select's syntax and the constant materializer.
import { ElementsAttr, FloatAttr, IndexType, IntegerAttr, IntegerType, Speculatability, hasType, type Attribute, type Type, type Value } from "../../ir/index.js";
import { ConstantOp, createArithDialect, type ArithDialectHooks } from "../../../generated/arith.js";
import { printType } from "../op-runtime.js";
import { elementTypeOrSelf } from "../fold/elementwise.js";
import { intOfValue } from "../fold/matchers.js";
import { isAllOnes, isZero } from "../fold/apint.js";
import { constantAttribute } from "../fold/constants.js";
import { verifyConstantOp, verifyExtFOp, verifyExtSIOp, verifyExtUIOp, verifySelectOp, verifyTruncFOp, verifyTruncIOp } from "./verifiers.js";
import * as casts from "./casts.js";
import { parseSelect, printSelect } from "./select-syntax.js";
import { arithFolds } from "./folds.js";

/** Division by `divisor` cannot trap when it is a constant that is not 0 (nor -1, for signed division). */
function divisionSpeculatability(divisor: Value, signed: boolean): Speculatability {
  const value = intOfValue(divisor);
  if (value === undefined || isZero(value) || (signed && isAllOnes(value))) return Speculatability.NotSpeculatable;
  return Speculatability.Speculatable;
}

/** arith.constant's result names (MLIR's ConstantOp::getAsmResultNames): `%c42_i32`, `%true`, `%cst`. */
function constantResultName(op: ConstantOp, setName: (value: Value, name: string) => void): void {
  const value = op.getValueAttr();
  const result = op.getOperation().getResult(0);
  const type = result.type;
  if (!(value instanceof IntegerAttr)) return setName(result, "cst");
  if (type instanceof IntegerType && type.width === 1) return setName(result, value.value === 0 || value.value === 0n ? "false" : "true");
  setName(result, type instanceof IntegerType ? `c${String(value.value)}_${printType(type)}` : `c${String(value.value)}`);
}

/** MLIR's ConstantOp::isBuildableWith: a typed integer, float or elements attribute of exactly `type`, integers signless. */
export function isBuildableWith(value: Attribute, type: Type): boolean {
  if (!hasType(value) || value.type !== type) return false;
  const element = elementTypeOrSelf(type);
  if (element instanceof IntegerType && element.signedness !== "signless") return false;
  return value instanceof IntegerAttr || value instanceof FloatAttr || value instanceof ElementsAttr;
}

export const arithHooks: ArithDialectHooks = {
  ops: {
    ...arithFolds,
    ConstantOp: {
      ...arithFolds.ConstantOp,
      verify: (op) => verifyConstantOp(op.getOperation()),
      OpAsmOpInterface: { getAsmResultNames: constantResultName },
    },
    MulIOp: {
      ...arithFolds.MulIOp,
      // `base * vector.vscale` (index) is named `%c<base>_vscale`, as MLIR's MulIOp::getAsmResultNames does.
      OpAsmOpInterface: {
        getAsmResultNames: (op, setName) => {
          if (!(op.getResult().type instanceof IndexType)) return;
          const named = (a: Value, b: Value): IntegerAttr | undefined => {
            const base = constantAttribute(a);
            return base instanceof IntegerAttr && b.definingOp?.name.name === "vector.vscale" ? base : undefined;
          };
          const base = named(op.getLhs(), op.getRhs()) ?? named(op.getRhs(), op.getLhs());
          if (base !== undefined) setName(op.getResult(), `c${String(base.value)}_vscale`);
        },
      },
    },
    DivUIOp: { ...arithFolds.DivUIOp, ConditionallySpeculatable: { getSpeculatability: (op) => divisionSpeculatability(op.getRhs(), false) } },
    CeilDivUIOp: { ...arithFolds.CeilDivUIOp, ConditionallySpeculatable: { getSpeculatability: (op) => divisionSpeculatability(op.getRhs(), false) } },
    DivSIOp: { ...arithFolds.DivSIOp, ConditionallySpeculatable: { getSpeculatability: (op) => divisionSpeculatability(op.getRhs(), true) } },
    CeilDivSIOp: { ...arithFolds.CeilDivSIOp, ConditionallySpeculatable: { getSpeculatability: (op) => divisionSpeculatability(op.getRhs(), true) } },
    SelectOp: {
      ...arithFolds.SelectOp,
      verify: (op) => verifySelectOp(op.getOperation()),
      parse: parseSelect,
      print: (op, printer) => printSelect(op.getOperation(), printer),
    },
    ExtFOp: { ...arithFolds.ExtFOp, verify: (op) => verifyExtFOp(op.getOperation()), CastOpInterface: { areCastCompatible: casts.areCastCompatibleExtFOp } },
    ExtSIOp: { ...arithFolds.ExtSIOp, verify: (op) => verifyExtSIOp(op.getOperation()), CastOpInterface: { areCastCompatible: casts.areCastCompatibleExtSIOp } },
    ExtUIOp: { ...arithFolds.ExtUIOp, verify: (op) => verifyExtUIOp(op.getOperation()), CastOpInterface: { areCastCompatible: casts.areCastCompatibleExtUIOp } },
    TruncFOp: { ...arithFolds.TruncFOp, verify: (op) => verifyTruncFOp(op.getOperation()), CastOpInterface: { areCastCompatible: casts.areCastCompatibleTruncFOp } },
    TruncIOp: { ...arithFolds.TruncIOp, verify: (op) => verifyTruncIOp(op.getOperation()), CastOpInterface: { areCastCompatible: casts.areCastCompatibleTruncIOp } },
    UIToFPOp: { ...arithFolds.UIToFPOp, CastOpInterface: { areCastCompatible: casts.areCastCompatibleUIToFPOp } },
    SIToFPOp: { ...arithFolds.SIToFPOp, CastOpInterface: { areCastCompatible: casts.areCastCompatibleSIToFPOp } },
    FPToUIOp: { ...arithFolds.FPToUIOp, CastOpInterface: { areCastCompatible: casts.areCastCompatibleFPToUIOp } },
    FPToSIOp: { ...arithFolds.FPToSIOp, CastOpInterface: { areCastCompatible: casts.areCastCompatibleFPToSIOp } },
    IndexCastOp: { ...arithFolds.IndexCastOp, CastOpInterface: { areCastCompatible: casts.areCastCompatibleIndexCastOp } },
    IndexCastUIOp: { ...arithFolds.IndexCastUIOp, CastOpInterface: { areCastCompatible: casts.areCastCompatibleIndexCastUIOp } },
    BitcastOp: { ...arithFolds.BitcastOp, CastOpInterface: { areCastCompatible: casts.areCastCompatibleBitcastOp } },
  },
  // MLIR's ArithDialect::materializeConstant: arith.constant when it can hold `value`.
  materializeConstant: (builder, value, type, location) => {
    if (!isBuildableWith(value, type) || !hasType(value)) return undefined;
    return ConstantOp.build(builder, location, { value }).getOperation();
  },
};

/** The arith dialect, ready to load. */
export const arithDialect = createArithDialect(arithHooks);
