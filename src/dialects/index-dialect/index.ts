// The index dialect: its generated module (generated/index-dialect.ts) with the parts MLIR
// writes by hand — folders, cast compatibility, constant names, index.constant's builder
// and the constant materializer.
import { IndexType, IntegerAttr, IntegerType } from "../../ir/index.js";
import { BoolConstantOp, ConstantOp, createIndexDialect, type IndexDialectHooks } from "../../../generated/index-dialect.js";
import { indexFolds } from "./folds.js";
import { indexIntegerCast } from "./casts.js";

export const indexHooks: IndexDialectHooks = {
  ops: {
    ...indexFolds,
    CastSOp: { ...indexFolds.CastSOp, CastOpInterface: { areCastCompatible: indexIntegerCast } },
    CastUOp: { ...indexFolds.CastUOp, CastOpInterface: { areCastCompatible: indexIntegerCast } },
    ConstantOp: {
      ...indexFolds.ConstantOp,
      // ConstantOp::build(b, state, int64_t value): an `index` constant.
      buildWithValue: (builder, state, value) => {
        state.addTypes([IndexType.get(builder.context)]);
        state.addAttribute("value", IntegerAttr.get(IndexType.get(builder.context), value));
      },
      OpAsmOpInterface: { getAsmResultNames: (op, setName) => setName(op.getResult(), `idx${String(op.getValueAttr().value)}`) },
    },
    BoolConstantOp: {
      ...indexFolds.BoolConstantOp,
      OpAsmOpInterface: { getAsmResultNames: (op, setName) => setName(op.getResult(), op.getValueAttr().getValue() !== 0n ? "true" : "false") },
    },
  },
  // IndexDialect::materializeConstant: i1 booleans as index.bool.constant, index integers as index.constant.
  materializeConstant: (builder, value, type, location) => {
    if (value instanceof IntegerAttr && value.isBool()) {
      if (!(type instanceof IntegerType && type.width === 1 && type.signedness === "signless")) return undefined;
      return BoolConstantOp.build(builder, location, { value }).getOperation();
    }
    if (value instanceof IntegerAttr) {
      if (!(value.type instanceof IndexType) || !(type instanceof IndexType)) return undefined;
      return ConstantOp.build(builder, location, { value }).getOperation();
    }
    return undefined;
  },
};

/** The index dialect, ready to load. */
export const indexDialect = createIndexDialect(indexHooks);
