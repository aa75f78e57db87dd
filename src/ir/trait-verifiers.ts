// Native op traits with verifiers (SameOperandsAndResultType, Elementwise, HasParent...),
// following MLIR 19's rules and messages.
import { FloatType, ShapedType, Type, TensorType, VectorType } from "./types.js";
import type { Block, OpResult, Operation, Value } from "./operation.js";
import type { Int64 } from "./int64.js";

function allTypes(op: Operation, withResults: boolean): Type[] {
  const types = op.getOperands().map((v) => v.type);
  if (withResults) for (const r of op.results) types.push(r.type);
  return types;
}

export function verifySameTypeOperands(op: Operation): void {
  if (op.numOperands === 0) return;
  const first = op.getOperand(0).type;
  for (let i = 1; i < op.numOperands; i++) {
    if (op.getOperand(i).type !== first) throw op.emitOpError("requires all operands to have the same type");
  }
}

export function verifySameOperandsAndResultType(op: Operation): void {
  if (op.numOperands === 0 || op.numResults === 0) throw op.emitOpError("expected 1 or more operands");
  const type = op.getResult(0).type;
  const elementType = shapedElementOrSelf(type);
  for (let i = 1; i < op.numResults; i++) {
    const t = op.getResult(i).type;
    if (t !== type && (shapedElementOrSelf(t) !== elementType || !compatibleShape(t, type, false)))
      throw op.emitOpError("requires the same type for all operands and results");
  }
  for (let i = 0; i < op.numOperands; i++) {
    const t = op.getOperand(i).type;
    if (t !== type && (shapedElementOrSelf(t) !== elementType || !compatibleShape(t, type, false)))
      throw op.emitOpError("requires the same type for all operands and results");
  }
}

function shapedElementOrSelf(t: Type): Type {
  return t instanceof ShapedType ? t.elementType : t;
}

/**
 * MLIR's verifyCompatibleShape: same rank (or unranked) and equal or dynamic dims, same kind
 * of container. `scalableDims`: whether a scalable dimension differs from a fixed one of the
 * same size; MLIR 19's SameOperandsAndResultType check does not tell them apart (its
 * single-type form of the comparison reads only the sizes), its shape checks do.
 */
export function compatibleShape(a: Type, b: Type, scalableDims = true): boolean {
  const aShaped = a instanceof ShapedType;
  const bShaped = b instanceof ShapedType;
  if (!aShaped || !bShaped) return aShaped === bShaped;
  // A tensor and a memref of one shape have compatible shapes (to_memref's operand and result).
  if ((a instanceof VectorType) !== (b instanceof VectorType)) return false;
  // A scalable dimension is a different shape from a fixed one of the same size.
  if (scalableDims && a instanceof VectorType && b instanceof VectorType && !sameScalableDims(a, b)) return false;
  if (!a.hasRank() || !b.hasRank()) return true;
  if (a.shape.length !== b.shape.length) return false;
  for (let i = 0; i < a.shape.length; i++) {
    const x = a.shape[i] as Int64;
    const y = b.shape[i] as Int64;
    if (x !== y && x !== Number.MIN_SAFE_INTEGER && x !== -(2 ** 63) && y !== -(2 ** 63)) return false;
  }
  return true;
}

function sameScalableDims(a: VectorType, b: VectorType): boolean {
  const rank = a.shape.length;
  for (let i = 0; i < rank; i++) if (a.isDimScalable(i) !== b.isDimScalable(i)) return false;
  return true;
}

export function verifySameOperandsAndResultShape(op: Operation): void {
  if (op.numOperands === 0) throw op.emitOpError("expected 1 or more operands");
  const first = op.getOperand(0).type;
  for (let i = 0; i < op.numOperands + op.numResults; i++) {
    const t = i < op.numOperands ? op.getOperand(i).type : op.getResult(i - op.numOperands).type;
    if (t !== first && !compatibleShape(t, first)) throw op.emitOpError("requires the same shape for all operands and results");
  }
}

export function verifySameOperandsShape(op: Operation): void {
  if (op.numOperands === 0) throw op.emitOpError("expected 1 or more operands");
  const types = allTypes(op, false);
  const first = types[0] as Type;
  for (const t of types) if (!compatibleShape(t, first)) throw op.emitOpError("requires the same shape for all operands");
}

export function verifySameOperandsElementType(op: Operation): void {
  if (op.numOperands === 0) throw op.emitOpError("expected 1 or more operands");
  const types = allTypes(op, false).map(shapedElementOrSelf);
  if (types.some((t) => t !== types[0])) throw op.emitOpError("requires the same element type for all operands");
}

export function verifySameOperandsAndResultElementType(op: Operation): void {
  if (op.numOperands === 0 || op.numResults === 0) throw op.emitOpError("expected 1 or more operands");
  const types = allTypes(op, true).map(shapedElementOrSelf);
  if (types.some((t) => t !== types[0])) throw op.emitOpError("requires the same element type for all operands and results");
}

function isMapped(t: Type): boolean {
  return t instanceof VectorType || t instanceof TensorType;
}

/**
 * MLIR's Elementwise trait, checked in MLIR 19's order: scalars may mix with vectors or
 * tensors among the operands (e.g. arith.select's i1 condition), but once any operand is
 * non-scalar every result must be, and all non-scalar types share one kind and a shape.
 */
export function verifyElementwise(op: Operation): void {
  // Counted first, without collecting: scalar-only ops (nearly all) stop here.
  let mappedOperandCount = 0;
  let first: Type | undefined;
  for (let i = 0; i < op.numOperands; i++) {
    const t = op.getOperand(i).type;
    if (isMapped(t)) {
      mappedOperandCount++;
      first ??= t;
    }
  }
  let mappedResultCount = 0;
  for (let i = 0; i < op.numResults; i++) {
    const t = op.getResult(i).type;
    if (isMapped(t)) {
      mappedResultCount++;
      first ??= t;
    }
  }
  if (first === undefined) return;
  if (mappedOperandCount === 0) throw op.emitOpError("if a result is non-scalar, then at least one operand must be non-scalar");
  if (mappedResultCount === 0) throw op.emitOpError("if an operand is non-scalar, then there must be at least one non-scalar result");
  if (mappedResultCount !== op.numResults) throw op.emitOpError("if an operand is non-scalar, then all results must be non-scalar");
  for (let i = 0; i < op.numOperands + op.numResults; i++) {
    const t = i < op.numOperands ? op.getOperand(i).type : op.getResult(i - op.numOperands).type;
    // Same TypeID: a ranked and an unranked tensor are different kinds here.
    if (isMapped(t) && (t.constructor !== first.constructor || !compatibleShape(t, first)))
      throw op.emitOpError("all non-scalar operands/results must have the same shape and base type");
  }
}

/** HasParent<...>: the op must be nested directly in one of `parents`. */
export function verifyHasParent(op: Operation, parents: readonly string[]): void {
  const parent = op.parentOp;
  if (parent !== null && parents.includes(parent.name.name)) return;
  if (parents.length === 1) throw op.emitOpError(`expects parent op '${parents[0] as string}'`);
  throw op.emitOpError(`expects parent op to be one of '${parents.join(", ")}'`);
}

export function verifyIsTerminatorInBlock(op: Operation): void {
  const block: Block | null = op.parent;
  if (block === null || block.lastOp !== op) throw op.emitOpError("must be the last operation in the parent block");
}

/** MLIR's SameOperandsAndResultRank: the ranked operands and results share one rank. */
export function verifySameOperandsAndResultRank(op: Operation): void {
  if (op.numOperands === 0) throw op.emitOpError("expected 1 or more operands, but found 0");
  const rankOf = (t: Type): number | undefined => (t instanceof ShapedType && t.hasRank() ? t.getRank() : undefined);
  const operandRanks = allTypes(op, false).map(rankOf).filter((r): r is number => r !== undefined);
  const resultRanks = op.results.map((r) => rankOf(r.type)).filter((r): r is number => r !== undefined);
  const rank = operandRanks[0] ?? resultRanks[0];
  if (rank === undefined) return;
  if (operandRanks.some((r) => r !== rank)) throw op.emitOpError("operands don't have matching ranks");
  if (resultRanks.some((r) => r !== rank)) throw op.emitOpError("result type has different rank than operands");
}

/** MLIR's ResultsAreFloatLike: every result is a float, or a vector or tensor of floats. */
export function verifyResultsAreFloatLike(op: Operation): void {
  for (const result of op.results) {
    const t = result.type;
    const element = t instanceof VectorType || t instanceof TensorType ? t.elementType : t;
    if (!(element instanceof FloatType)) throw op.emitOpError("requires a floating point type");
  }
}

/** OpTrait::IsTerminator's check. */
export function verifyIsTerminator(op: Operation): void {
  const block = op.parent;
  if (block === null || block.lastOp !== op) throw op.emitOpError("must be the last operation in the parent block");
}
