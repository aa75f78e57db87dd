// The math dialect: its generated module (generated/math.ts) with the parts MLIR 19 writes
// by hand — the folders (src/dialects/folding/math.ts through ./folds.ts) and the constant
// materializer, which makes arith.constant.
import { implementation, interfaceMap } from "../../ir/interfaces.js";
import { DialectInlinerInterface } from "../../rewrite/inlining/interface.js";
import { mathInliner } from "./inliner.js";
import { createMathDialect, type MathDialectHooks } from "../../../generated/math.js";
import { materializeMathConstant } from "../folding/materialize.js";
import { mathRewriteHooks } from "./rewrite-hooks.js";

export const mathHooks: MathDialectHooks = {
  ops: mathRewriteHooks,
  // MLIR's MathDialect::materializeConstant: arith.constant (arith::ConstantOp::materialize).
  materializeConstant: materializeMathConstant,
};

/** The math dialect, ready to load. */
export const mathDialect = { ...createMathDialect(mathHooks), interfaces: interfaceMap(implementation(DialectInlinerInterface, mathInliner)) };
