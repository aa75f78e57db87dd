// MLIR's foldTraits for the fold hooks of this folder: the value traits' folds
// (Commutative, Idempotent, Involution) are the trait objects' own `fold` members
// (src/ir/trait-folders.ts), tried in the order the op lists its traits.
import type { Attribute, OpFoldResult, Operation } from "../../ir/index.js";

/**
 * The first trait fold that succeeds, in trait order. Appends to `results` (nothing for an
 * in-place change) and returns whether one succeeded.
 */
export function foldTraits(op: Operation, operands: readonly (Attribute | undefined)[], results: OpFoldResult[]): boolean {
  const traits = op.name.info?.traits;
  if (traits === undefined) return false;
  for (const trait of traits) if (trait.fold !== undefined && trait.fold(op, operands, results)) return true;
  return false;
}
