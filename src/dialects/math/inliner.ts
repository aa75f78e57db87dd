// The math dialect's DialectInlinerInterface (as MLIR 19's): any math op may be inlined.
import type { DialectInlinerMethods } from "../../rewrite/inlining/interface.js";
import type { Implementation } from "../../ir/interfaces.js";

export const mathInliner: Implementation<DialectInlinerMethods, keyof DialectInlinerMethods> = {
  isLegalToInlineOp: () => true,
};
