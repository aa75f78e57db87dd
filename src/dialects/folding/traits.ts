// The folds MLIR attaches to op traits (OpTrait::impl::foldCommutative, foldIdempotent,
// foldInvolution), tried by the fold hook when the op's own fold fails or updates the op
// in place, in the order the op lists its traits.
import { OpTrait, type Attribute, type OpFoldResult, type Operation, type Value } from "../../ir/index.js";
import { anyDefiningOp } from "./matchers.js";

/**
 * Commutative: moves constant operands after the others, keeping their relative order
 * (std::stable_partition); succeeds when that changed the operand order.
 */
export function foldCommutative(op: Operation, operands: readonly (Attribute | undefined)[]): boolean {
  const n = op.numOperands;
  if (n < 2) return false;
  let firstConstant = -1;
  for (let i = 0; i < n; i++) {
    if (operands[i] !== undefined) {
      firstConstant = i;
      break;
    }
  }
  if (firstConstant < 0) return false;
  const nonConstants: Value[] = [];
  const constants: Value[] = [];
  for (let i = firstConstant; i < n; i++) (operands[i] !== undefined ? constants : nonConstants).push(op.getOperand(i));
  // The first constant moves exactly when a non-constant follows it.
  if (nonConstants.length === 0) return false;
  const reordered = [...nonConstants, ...constants];
  for (let i = 0; i < reordered.length; i++) op.setOperand(firstConstant + i, reordered[i] as Value);
  return true;
}

/** Idempotent: op(op(x)) -> op(x) for one operand, op(x, x) -> x for two. */
export function foldIdempotent(op: Operation): OpFoldResult | undefined {
  if (op.numOperands === 1) {
    const inner = anyDefiningOp(op.getOperand(0));
    if (inner !== undefined && inner.name === op.name) return op.getOperand(0);
    return undefined;
  }
  if (op.numOperands >= 2 && op.getOperand(0) === op.getOperand(1)) return op.getOperand(0);
  return undefined;
}

/** Involution: op(op(x)) -> x. */
export function foldInvolution(op: Operation): OpFoldResult | undefined {
  const inner = anyDefiningOp(op.getOperand(0));
  if (inner !== undefined && inner.name === op.name) return inner.getOperand(0);
  return undefined;
}

/**
 * MLIR's foldTraits: the first trait fold that succeeds, in trait order. Appends to
 * `results` (nothing for an in-place change) and returns whether one succeeded.
 */
export function foldTraits(op: Operation, operands: readonly (Attribute | undefined)[], results: OpFoldResult[]): boolean {
  const traits = op.name.info?.traits;
  if (traits === undefined) return false;
  for (const trait of traits) {
    if (trait === OpTrait.IsCommutative) {
      if (foldCommutative(op, operands)) return true;
    } else if (trait === OpTrait.IsIdempotent) {
      if (op.numResults !== 1) continue;
      const r = foldIdempotent(op);
      if (r !== undefined) {
        results.push(r);
        return true;
      }
    } else if (trait === OpTrait.IsInvolution) {
      if (op.numResults !== 1 || op.numOperands !== 1) continue;
      const r = foldInvolution(op);
      if (r !== undefined) {
        results.push(r);
        return true;
      }
    }
  }
  return false;
}
