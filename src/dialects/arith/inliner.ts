// The arith dialect's DialectInlinerInterface (as MLIR 19's): any arith op may be inlined.
import type { DialectInlinerMethods } from "../../rewrite/inlining/interface.js";
import type { Implementation } from "../../ir/interfaces.js";

export const arithInliner: Implementation<DialectInlinerMethods, keyof DialectInlinerMethods> = {
  isLegalToInlineOp: () => true,
};
