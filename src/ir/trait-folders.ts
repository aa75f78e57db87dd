// The folds of MLIR's value traits (OpTrait::impl::foldCommutative, foldIdempotent,
// foldInvolution), carried by the trait objects in traits.ts as their `fold` member.
// Each follows the registration's fold contract: fill `results`, or succeed with
// `results` empty after changing the op in place, or return false.
import type { Attribute } from "./attributes.js";
import type { OpFoldResult } from "./dialect.js";
import type { OpOperand, Operation, Value } from "./operation.js";

/**
 * Commutative ops keep their constant operands last: moves the operands known to be
 * constant behind the others, keeping each group's order (a stable partition, as MLIR's
 * std::stable_partition from the first constant). Succeeds, in place, when anything moved.
 */
export function foldCommutative(op: Operation, operands: readonly (Attribute | undefined)[], results: OpFoldResult[]): boolean {
  if (results.length !== 0) return false;
  if (op.numOperands < 2) return false;
  const uses = op.operands;
  let firstConstant = 0;
  while (firstConstant < uses.length && operands[firstConstant] === undefined) firstConstant++;
  if (firstConstant === uses.length) return false;
  // Nothing moves when every operand from the first constant on is constant (the common
  // case of a constant right-hand side): answered before any list is made.
  let movable = firstConstant + 1;
  while (movable < uses.length && operands[movable] !== undefined) movable++;
  if (movable === uses.length) return false;
  const nonConstant: Value[] = [];
  const constant: Value[] = [];
  for (let i = firstConstant; i < uses.length; i++) {
    const value = (uses[i] as OpOperand).value;
    (operands[i] === undefined ? nonConstant : constant).push(value);
  }
  const reordered = [...nonConstant, ...constant];
  for (let i = 0; i < reordered.length; i++) (uses[firstConstant + i] as OpOperand).set(reordered[i] as Value);
  return true;
}

/** A single-result trait fold's answer recorded as MLIR's foldTrait does: the op's own result means "in place". */
function singleResult(op: Operation, results: OpFoldResult[], folded: Value | undefined): boolean {
  if (folded === undefined) return false;
  if (folded !== op.getResult(0)) results.push(folded);
  return true;
}

/** f(f(x)) = f(x) for a unary op, g(x, x) = x for a binary one. */
export function foldIdempotent(op: Operation, _operands: readonly (Attribute | undefined)[], results: OpFoldResult[]): boolean {
  if (results.length !== 0 || op.numResults !== 1) return false;
  if (op.numOperands === 1) {
    const input = op.getOperand(0);
    const inner = input.definingOp;
    return singleResult(op, results, inner !== null && inner.name === op.name ? input : undefined);
  }
  if (op.numOperands < 2) return false;
  const lhs = op.getOperand(0);
  return singleResult(op, results, lhs === op.getOperand(1) ? lhs : undefined);
}

/** f(f(x)) = x. */
export function foldInvolution(op: Operation, _operands: readonly (Attribute | undefined)[], results: OpFoldResult[]): boolean {
  if (results.length !== 0 || op.numResults !== 1 || op.numOperands === 0) return false;
  const inner = op.getOperand(0).definingOp;
  return singleResult(op, results, inner !== null && inner.name === op.name && inner.numOperands > 0 ? inner.getOperand(0) : undefined);
}

/** A no-op cast (operand types equal to result types) folds to its operands. */
export function foldCastInterfaceOp(op: Operation, _operands: readonly (Attribute | undefined)[], results: OpFoldResult[]): boolean {
  const numOperands = op.numOperands;
  if (numOperands === 0 || numOperands !== op.numResults) return false;
  for (let i = 0; i < numOperands; i++) if (op.getOperand(i).type !== op.getResult(i).type) return false;
  for (let i = 0; i < numOperands; i++) results.push(op.getOperand(i));
  return true;
}
