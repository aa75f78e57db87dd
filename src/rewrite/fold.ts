// Folding as MLIR's Operation::fold does it: the op's registered fold hook, then the
// folds of its traits when that hook fails or folds in place, then the fold fallback of
// its dialect (DialectFoldInterface); and m_Constant, which asks a ConstantLike op's fold
// for its value.
import { Attribute } from "../ir/attributes.js";
import type { Dialect, OpFoldResult, RegisteredOperationInfo } from "../ir/dialect.js";
import { dialectInterface } from "../ir/dialect.js";
import { defineDialectInterface } from "../ir/interfaces.js";
import type { OpOperand, Operation, Region, Value } from "../ir/operation.js";
import { isConstantLike } from "../ir/side-effects.js";

/** MLIR's DialectFoldInterface: a dialect's fallback folder and where its constants may go. */
export interface DialectFoldMethods {
  /** Folds an op of the dialect that its own hook did not fold (same contract as the registration's `fold`). */
  fold(op: Operation, operands: readonly (Attribute | undefined)[], results: OpFoldResult[]): boolean;
  /**
   * Whether constants folded inside `region` go into its entry block, rather than into
   * the nearest isolated-from-above ancestor's region.
   */
  shouldMaterializeInto(region: Region): boolean;
}

export const DialectFoldInterface = defineDialectInterface<DialectFoldMethods, keyof DialectFoldMethods>("DialectFoldInterface", {
  defaults: { fold: () => false, shouldMaterializeInto: () => false },
});

/** The dialect an op belongs to: its registration's, else the loaded dialect of its namespace. */
export function dialectOf(op: Operation): Dialect | undefined {
  return op.name.dialect ?? (op.name.dialectNamespace === "" ? undefined : op.context.getDialect(op.name.dialectNamespace));
}

/** Folds the op's traits in registration order until one succeeds (MLIR's foldTraits). */
function foldTraits(op: Operation, info: RegisteredOperationInfo, operands: readonly (Attribute | undefined)[], results: OpFoldResult[]): boolean {
  const traits = info.traits;
  for (let i = 0; i < traits.length; i++) {
    const fold = traits[i]?.fold;
    if (fold !== undefined && fold(op, operands, results)) return true;
  }
  return false;
}

/** Whether folding could do anything for this op (a hook, a folding trait, or a dialect fallback). */
export function mayFold(op: Operation): boolean {
  const info = op.name.info;
  if (info !== undefined) {
    if (info.fold !== undefined) return true;
    for (const trait of info.traits) if (trait.fold !== undefined) return true;
  }
  return dialectInterface(dialectOf(op), DialectFoldInterface) !== undefined;
}

/**
 * MLIR's Operation::fold with the given operand constants (undefined where unknown):
 * true when the op folded, with `results` holding one OpFoldResult per result, or empty
 * when the op was changed in place.
 */
export function foldOperation(op: Operation, operands: readonly (Attribute | undefined)[], results: OpFoldResult[]): boolean {
  const info = op.name.info;
  if (info !== undefined) {
    if (info.fold === undefined) {
      if (foldTraits(op, info, operands, results)) return true;
    } else {
      const folded = info.fold(op, operands, results);
      // A failed or in-place fold still lets the traits fold (MLIR's foldHook).
      if (!folded || results.length === 0) {
        if (foldTraits(op, info, operands, results)) return true;
      }
      if (folded) return true;
    }
  }
  const fallback = dialectInterface(dialectOf(op), DialectFoldInterface);
  return fallback !== undefined && fallback.fold(op, operands, results);
}

/** The constant value of each operand (MLIR's m_Constant on each), undefined where not constant. */
export function operandConstants(op: Operation): (Attribute | undefined)[] {
  const numOperands = op.numOperands;
  const out = new Array<Attribute | undefined>(numOperands);
  // One fold result list for all the operands' constants (each fold fills it anew).
  const scratch: OpFoldResult[] = [];
  for (let i = 0; i < numOperands; i++) {
    const defining = op.getOperand(i).definingOp;
    out[i] = defining === null ? undefined : constantValueWith(defining, scratch);
  }
  return out;
}

/** MLIR's Operation::fold(results) form: folds with the operands' constants. */
export function foldWithOperandConstants(op: Operation, results: OpFoldResult[]): boolean {
  return foldOperation(op, operandConstants(op), results);
}

const NO_OPERANDS: readonly (Attribute | undefined)[] = Object.freeze([]);

/**
 * MLIR's m_Constant on an op: the attribute a ConstantLike op folds to, or undefined
 * when the op is not ConstantLike (or folds to a value rather than an attribute).
 */
export function constantValueOf(op: Operation): Attribute | undefined {
  return isConstantLike(op) ? constantValueWith(op, []) : undefined;
}

/** constantValueOf with the fold results collected in `scratch` (emptied first), for callers asking of many ops. */
function constantValueWith(op: Operation, scratch: OpFoldResult[]): Attribute | undefined {
  if (!isConstantLike(op)) return undefined;
  // A constant's own hook folds it to its attribute, which is what the whole fold gives
  // then: asked that way, no results list is filled (a list emptied and refilled gets a
  // new backing store each time). Any other outcome takes the whole fold.
  const single = op.name.info?.foldSingleResult;
  if (single !== undefined) {
    const folded = single(op, NO_OPERANDS);
    if (folded !== undefined && isAttribute(folded)) return folded;
  }
  scratch.length = 0;
  if (!foldOperation(op, NO_OPERANDS, scratch)) return undefined;
  const first = scratch[0];
  return first !== undefined && isAttribute(first) ? first : undefined;
}

/** Whether a fold result is a constant attribute (rather than an existing value). */
export function isAttribute(result: OpFoldResult): result is Attribute {
  return result instanceof Attribute;
}

/** MLIR's m_Constant on a value: the constant its defining op folds to, if any. */
export function matchConstant(value: Value): Attribute | undefined {
  const defining = value.definingOp;
  return defining === null ? undefined : constantValueOf(defining);
}
