// The func dialect's DialectInlinerInterface (MLIR 19 gives it through the func inliner
// extension, which mlir-opt registers): every call, op and region of func may be inlined;
// an inlined func.return becomes a cf.br to the continuation (several blocks inlined) or
// hands its operands to the call's users (one block).
import { OpBuilder, type Block, type Operation, type Value } from "../../ir/index.js";
import type { DialectInlinerMethods } from "../../rewrite/inlining/interface.js";
import type { Implementation } from "../../ir/interfaces.js";
import { BranchOp } from "../../../generated/cf.js";
import { ReturnOp } from "../../../generated/func.js";

function isReturn(op: Operation): boolean {
  return op.opName === ReturnOp.operationName;
}

export const funcInliner: Implementation<DialectInlinerMethods, keyof DialectInlinerMethods> = {
  isLegalToInlineCall: () => true,
  isLegalToInlineOp: () => true,
  isLegalToInlineRegion: () => true,
  handleTerminatorWithSuccessor: (op: Operation, newDest: Block): void => {
    if (!isReturn(op)) return;
    // The branch is a cf op: cf must be loaded (MLIR's extension loads it with func).
    op.context.getOrLoadDialect("cf");
    const builder = new OpBuilder(op.context);
    builder.setInsertionPoint(op);
    BranchOp.buildWithDestDestOperands(builder, op.location, newDest, ReturnOp.wrap(op).getOperands());
    op.erase();
  },
  handleTerminatorWithValues: (op: Operation, valuesToReplace: readonly Value[]): void => {
    const operands = ReturnOp.wrap(op).getOperands();
    if (operands.length !== valuesToReplace.length) throw new RangeError("func.return: one operand per value to replace");
    valuesToReplace.forEach((value, i) => value.replaceAllUsesWith(operands[i] as Value));
  },
};
