// ub's poison as the folds of MLIR 19 see it: CommonFolders' constant folds return a poison
// operand as the result (isa<ub::PoisonAttr>, the attribute itself, not any implementer of
// PoisonAttrInterface), and arith.select picks its other operand over a poison one.
import type { Attribute } from "../../ir/index.js";
import { PoisonAttr } from "../../../generated/ub.js";

/** isa_and_nonnull<ub::PoisonAttr>. */
export function isPoison(attr: Attribute | undefined): boolean {
  return attr instanceof PoisonAttr;
}

/** The poison operand a binary, unary or cast constant fold returns (the first one). */
export function poisonOperand(operands: readonly (Attribute | undefined)[]): PoisonAttr | undefined {
  for (const operand of operands) if (operand instanceof PoisonAttr) return operand;
  return undefined;
}
