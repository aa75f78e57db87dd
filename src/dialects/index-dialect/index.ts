// The index dialect: its generated module (generated/index-dialect.ts) with the parts MLIR
// writes by hand — folders, cast compatibility, constant names, index.constant's builder
// and the constant materializer.
import { materializeIndexConstant } from "../folding/materialize.js";
import { IndexType, IntegerAttr, IntegerType } from "../../ir/index.js";
import { BoolConstantOp, ConstantOp, createIndexDialect, type IndexDialectHooks } from "../../../generated/index-dialect.js";
import { indexRewriteHooks } from "./rewrite-hooks.js";
import { indexIntegerCast } from "./casts.js";

export const indexHooks: IndexDialectHooks = {
  ops: {
    ...indexRewriteHooks,
    CastSOp: { ...indexRewriteHooks.CastSOp, CastOpInterface: { areCastCompatible: indexIntegerCast } },
    CastUOp: { ...indexRewriteHooks.CastUOp, CastOpInterface: { areCastCompatible: indexIntegerCast } },
    ConstantOp: {
      ...indexRewriteHooks.ConstantOp,
      // ConstantOp::build(b, state, int64_t value): an `index` constant.
      buildWithValue: (builder, state, value) => {
        state.addTypes([IndexType.get(builder.context)]);
        state.addAttribute("value", IntegerAttr.get(IndexType.get(builder.context), value));
      },
      OpAsmOpInterface: { getAsmResultNames: (op, setName) => setName(op.getResult(), `idx${String(op.getValueAttr().value)}`) },
    },
    BoolConstantOp: {
      ...indexRewriteHooks.BoolConstantOp,
      OpAsmOpInterface: { getAsmResultNames: (op, setName) => setName(op.getResult(), op.getValueAttr().getValue() !== 0n ? "true" : "false") },
    },
  },
  // IndexDialect::materializeConstant: i1 booleans as index.bool.constant, index integers as index.constant.
  materializeConstant: materializeIndexConstant,
};

/** The index dialect, ready to load. */
export const indexDialect = createIndexDialect(indexHooks);
