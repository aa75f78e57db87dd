// The fold of scf.if (SCF.cpp in MLIR 19): `scf.if (xor %c, true)` with an else region
// becomes `scf.if %c` with the regions swapped, updating the op in place.
import type { Attribute, Block, Operation, Region } from "../../ir/index.js";
import { constantValueOf, definingOp, isOneInt } from "./matchers.js";
import type { FoldOutcome, OpFoldFunction } from "./fold-types.js";

function takeBlocks(region: Region): Block[] {
  const blocks = region.getBlocks();
  for (const b of blocks) region.unlinkBlock(b);
  return blocks;
}

export function foldIf(op: Operation, _operands: readonly (Attribute | undefined)[]): FoldOutcome {
  const thenRegion = op.getRegion(0);
  const elseRegion = op.getRegion(1);
  if (elseRegion.empty()) return undefined;
  const xor = definingOp(op.getOperand(0), "arith.xori");
  if (xor === undefined || !isOneInt(constantValueOf(xor.getOperand(1)))) return undefined;
  op.setOperand(0, xor.getOperand(0));
  const thenBlocks = takeBlocks(thenRegion);
  const elseBlocks = takeBlocks(elseRegion);
  for (const b of elseBlocks) thenRegion.appendBlock(b);
  for (const b of thenBlocks) elseRegion.appendBlock(b);
  return [];
}

/** The folds of scf ops, by op name. */
export const scfFolders: ReadonlyMap<string, OpFoldFunction> = new Map<string, OpFoldFunction>([["scf.if", foldIf]]);
