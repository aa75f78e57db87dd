// The cf dialect's DialectInlinerInterface (as MLIR 19's): cf calls and ops may be inlined,
// and its terminators need nothing when several blocks are inlined (they branch within them).
import type { DialectInlinerMethods } from "../../rewrite/inlining/interface.js";
import type { Implementation } from "../../ir/interfaces.js";

export const cfInliner: Implementation<DialectInlinerMethods, keyof DialectInlinerMethods> = {
  isLegalToInlineCall: () => true,
  isLegalToInlineOp: () => true,
  handleTerminatorWithSuccessor: () => {},
};
