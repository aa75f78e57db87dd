// The scf dialect's DialectInlinerInterface (as MLIR 19's): anything may be inlined into scf
// regions, every scf op may be inlined, and an inlined single block ending in scf.yield
// hands the yielded values to the users of the replaced results.
import type { Operation, Value } from "../../ir/index.js";
import type { DialectInlinerMethods } from "../../rewrite/inlining/interface.js";
import type { Implementation } from "../../ir/interfaces.js";
import { YieldOp } from "../../../generated/scf.js";

export const scfInliner: Implementation<DialectInlinerMethods, keyof DialectInlinerMethods> = {
  isLegalToInlineRegion: () => true,
  isLegalToInlineOp: () => true,
  handleTerminatorWithValues: (op: Operation, valuesToReplace: readonly Value[]): void => {
    if (op.opName !== YieldOp.operationName) return;
    const yielded = op.getOperands();
    // As MLIR: pairs up to the shorter of the two lists.
    for (let i = 0; i < Math.min(valuesToReplace.length, yielded.length); i++) (valuesToReplace[i] as Value).replaceAllUsesWith(yielded[i] as Value);
  },
};
