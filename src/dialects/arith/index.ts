// The arith dialect: its generated module (generated/arith.ts) with the parts MLIR writes
// by hand — verifiers, cast compatibility, folders, division speculatability, result names,
// arith.select's syntax and the constant materializer.
import { implementation, interfaceMap } from "../../ir/interfaces.js";
import { DialectInlinerInterface } from "../../rewrite/inlining/interface.js";
import { arithInliner } from "./inliner.js";
import { ElementsAttr, FloatAttr, IndexType, IntegerAttr, IntegerType, Speculatability, hasType, type Attribute, type Type, type Value } from "../../ir/index.js";
import { ConstantOp, createArithDialect, type ArithDialectHooks } from "../../../generated/arith.js";
import { printType } from "../op-runtime.js";
import { constantAttribute } from "../constant-values.js";
import { constantIntOf, constantValueOf } from "../folding/matchers.js";
import { materializeArithConstant } from "../folding/materialize.js";
import { verifyConstantOp, verifyExtFOp, verifyExtSIOp, verifyExtUIOp, verifySelectOp, verifyTruncFOp, verifyTruncIOp } from "./verifiers.js";
import * as casts from "./casts.js";
import { parseSelect, printSelect } from "./select-syntax.js";
import { arithRewriteHooks } from "./rewrite-hooks.js";

/** Division by `divisor` cannot trap when it is a constant that is not 0 (nor -1, for signed division). */
function divisionSpeculatability(divisor: Value, signed: boolean): Speculatability {
  const value = constantIntOf(constantValueOf(divisor));
  if (value === undefined || value.isZero() || (signed && value.isAllOnes())) return Speculatability.NotSpeculatable;
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

export const arithHooks: ArithDialectHooks = {
  ops: {
    ...arithRewriteHooks,
    ConstantOp: {
      ...arithRewriteHooks.ConstantOp,
      verify: (op) => verifyConstantOp(op.getOperation()),
      OpAsmOpInterface: { getAsmResultNames: constantResultName },
    },
    MulIOp: {
      ...arithRewriteHooks.MulIOp,
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
    DivUIOp: { ...arithRewriteHooks.DivUIOp, ConditionallySpeculatable: { getSpeculatability: (op) => divisionSpeculatability(op.getRhs(), false) } },
    CeilDivUIOp: { ...arithRewriteHooks.CeilDivUIOp, ConditionallySpeculatable: { getSpeculatability: (op) => divisionSpeculatability(op.getRhs(), false) } },
    DivSIOp: { ...arithRewriteHooks.DivSIOp, ConditionallySpeculatable: { getSpeculatability: (op) => divisionSpeculatability(op.getRhs(), true) } },
    CeilDivSIOp: { ...arithRewriteHooks.CeilDivSIOp, ConditionallySpeculatable: { getSpeculatability: (op) => divisionSpeculatability(op.getRhs(), true) } },
    SelectOp: {
      ...arithRewriteHooks.SelectOp,
      verify: (op) => verifySelectOp(op.getOperation()),
      parse: parseSelect,
      print: (op, printer) => printSelect(op.getOperation(), printer),
    },
    ExtFOp: { ...arithRewriteHooks.ExtFOp, verify: (op) => verifyExtFOp(op.getOperation()), CastOpInterface: { areCastCompatible: casts.areCastCompatibleExtFOp } },
    ExtSIOp: { ...arithRewriteHooks.ExtSIOp, verify: (op) => verifyExtSIOp(op.getOperation()), CastOpInterface: { areCastCompatible: casts.areCastCompatibleExtSIOp } },
    ExtUIOp: { ...arithRewriteHooks.ExtUIOp, verify: (op) => verifyExtUIOp(op.getOperation()), CastOpInterface: { areCastCompatible: casts.areCastCompatibleExtUIOp } },
    TruncFOp: { ...arithRewriteHooks.TruncFOp, verify: (op) => verifyTruncFOp(op.getOperation()), CastOpInterface: { areCastCompatible: casts.areCastCompatibleTruncFOp } },
    TruncIOp: { ...arithRewriteHooks.TruncIOp, verify: (op) => verifyTruncIOp(op.getOperation()), CastOpInterface: { areCastCompatible: casts.areCastCompatibleTruncIOp } },
    UIToFPOp: { ...arithRewriteHooks.UIToFPOp, CastOpInterface: { areCastCompatible: casts.areCastCompatibleUIToFPOp } },
    SIToFPOp: { ...arithRewriteHooks.SIToFPOp, CastOpInterface: { areCastCompatible: casts.areCastCompatibleSIToFPOp } },
    FPToUIOp: { ...arithRewriteHooks.FPToUIOp, CastOpInterface: { areCastCompatible: casts.areCastCompatibleFPToUIOp } },
    FPToSIOp: { ...arithRewriteHooks.FPToSIOp, CastOpInterface: { areCastCompatible: casts.areCastCompatibleFPToSIOp } },
    IndexCastOp: { ...arithRewriteHooks.IndexCastOp, CastOpInterface: { areCastCompatible: casts.areCastCompatibleIndexCastOp } },
    IndexCastUIOp: { ...arithRewriteHooks.IndexCastUIOp, CastOpInterface: { areCastCompatible: casts.areCastCompatibleIndexCastUIOp } },
    BitcastOp: { ...arithRewriteHooks.BitcastOp, CastOpInterface: { areCastCompatible: casts.areCastCompatibleBitcastOp } },
  },
  // MLIR's ArithDialect::materializeConstant: arith.constant when it can hold `value`.
  materializeConstant: materializeArithConstant,
};

/** The arith dialect, ready to load. */
export const arithDialect = { ...createArithDialect(arithHooks), interfaces: interfaceMap(implementation(DialectInlinerInterface, arithInliner)) };
