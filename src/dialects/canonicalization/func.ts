// MLIR 19's canonicalization of the func dialect (FuncOps.cpp): func.call_indirect's
// canonicalize method (a pattern without debug name) turns a call of a constant callee
// (`func.constant @f`) into `func.call @f`.
import { SymbolRefAttr, type Operation } from "../../ir/index.js";
import { matchConstant, type PatternRewriter } from "../../rewrite/index.js";
import type { CanonicalizeMethod } from "./index.js";
import { createOp } from "./support.js";

/** CallIndirectOp::canonicalize. */
function canonicalizeCallIndirect(op: Operation, rewriter: PatternRewriter): boolean {
  const callee = matchConstant(op.getOperand(0));
  if (!(callee instanceof SymbolRefAttr)) return false;
  rewriter.replaceOpWithNewOp(op, () =>
    createOp(rewriter, "func.call", op.location, {
      operands: op.getOperands().slice(1),
      resultTypes: op.getResultTypes(),
      properties: [["callee", callee]],
    }),
  );
  return true;
}

/** The func ops' canonicalize methods (hasCanonicalizeMethod), by op name. */
export const funcCanonicalizeMethods: ReadonlyMap<string, CanonicalizeMethod> = new Map<string, CanonicalizeMethod>([
  ["func.call_indirect", canonicalizeCallIndirect],
]);
