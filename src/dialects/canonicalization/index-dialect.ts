// MLIR 19's canonicalization of the index dialect (IndexOps.cpp): index.cmp's canonicalize
// method (a pattern without debug name) compares the operands of a subtraction compared
// with zero: `cmp(x - y, 0)` becomes `cmp(x, y)`, `cmp(0, x - y)` becomes `cmp(y, x)`.
import { IntegerType, type Operation } from "../../ir/index.js";
import type { PatternRewriter } from "../../rewrite/index.js";
import type { CanonicalizeMethod } from "./index.js";
import { constantIntegerAttrOf, createOp } from "./support.js";

/** CmpOp::canonicalize. */
function canonicalizeCmp(op: Operation, rewriter: PatternRewriter): boolean {
  const lhs = op.getOperand(0);
  const rhs = op.getOperand(1);
  const rhsIsZero = constantIntegerAttrOf(rhs)?.getValue() === 0n;
  const lhsIsZero = constantIntegerAttrOf(lhs)?.getValue() === 0n;
  if (!rhsIsZero && !lhsIsZero) return rewriter.notifyMatchFailure(op.location, "cmp is not comparing something with 0");
  const sub = (rhsIsZero ? lhs : rhs).definingOp;
  if (sub === null || sub.name.name !== "index.sub") return rewriter.notifyMatchFailure(op.location, "non-zero operand is not a result of subtraction");
  const [newLhs, newRhs] = rhsIsZero ? [sub.getOperand(0), sub.getOperand(1)] : [sub.getOperand(1), sub.getOperand(0)];
  const cmp = createOp(rewriter, "index.cmp", op.location, {
    operands: [newLhs, newRhs],
    resultTypes: [IntegerType.get(op.context, 1)],
    properties: [["pred", op.getInherentAttr("pred")]],
  });
  rewriter.replaceOp(op, cmp);
  return true;
}

/** The index ops' canonicalize methods (hasCanonicalizeMethod), by op name. */
export const indexCanonicalizeMethods: ReadonlyMap<string, CanonicalizeMethod> = new Map<string, CanonicalizeMethod>([
  ["index.cmp", canonicalizeCmp],
]);
