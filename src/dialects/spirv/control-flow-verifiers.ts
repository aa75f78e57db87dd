// spirv's control flow ops' C++ verifiers (MLIR 19's ControlFlowOps.cpp), with its
// messages: BranchConditional's weights, FunctionCall against its callee, the block layout
// of spirv.mlir.loop and spirv.mlir.selection, and spirv.Unreachable's block.
import { ArrayAttr, FunctionType, IntegerAttr, SymbolRefAttr, TypeAttr, type Block, type Operation, type Type } from "../../ir/index.js";
import { lookupNearestSymbolFrom } from "../../ir/symbol-table.js";
import { printType } from "../runtime/values.js";
import type { SpirvAssemblyHooks } from "../../../generated/upstream/spirv-assembly.js";

const quoted = (type: Type): string => `'${printType(type)}'`;

function verifyBranchConditional(op: Operation): void {
  const weights = op.getAttr("branch_weights");
  if (!(weights instanceof ArrayAttr)) return;
  if (weights.value.length !== 2) throw op.emitOpError("must have exactly two branch weights");
  if (weights.value.every((w) => w instanceof IntegerAttr && BigInt(w.value) === 0n)) throw op.emitOpError("branch weights cannot both be zero");
}

function verifyFunctionCall(op: Operation): void {
  const callee = op.getAttr("callee");
  const parent = op.parentOp;
  const func = callee instanceof SymbolRefAttr && parent !== null ? lookupNearestSymbolFrom(parent, callee) : undefined;
  const calleeName = callee instanceof SymbolRefAttr ? callee.rootReference : "";
  if (func === undefined || func.name.name !== "spirv.func") throw op.emitOpError(`callee function '${calleeName}' not found in nearest symbol table`);
  const typeAttr = func.getAttr("function_type");
  if (!(typeAttr instanceof TypeAttr) || !(typeAttr.value instanceof FunctionType)) return;
  const type = typeAttr.value;
  if (op.numResults > 1) throw op.emitOpError(`expected callee function to have 0 or 1 result, but provided ${op.numResults}`);
  if (type.inputs.length !== op.numOperands)
    throw op.emitOpError(`has incorrect number of operands for callee: expected ${type.inputs.length}, but provided ${op.numOperands}`);
  type.inputs.forEach((input, i) => {
    const provided = op.getOperand(i).type;
    if (provided !== input) throw op.emitOpError(`operand type mismatch: expected operand type ${quoted(input)}, but provided ${quoted(provided)} for operand number ${i}`);
  });
  if (type.results.length !== op.numResults)
    throw op.emitOpError(`has incorrect number of results has for callee: expected ${type.results.length}, but provided ${op.numResults}`);
  const expected = type.results[0];
  if (op.numResults > 0 && expected !== undefined && op.getResult(0).type !== expected)
    throw op.emitOpError(`result type mismatch: expected ${quoted(expected)}, but provided ${quoted(op.getResult(0).type)}`);
}

/** A block holding nothing but a spirv.mlir.merge. */
function isMergeBlock(block: Block): boolean {
  return block.size === 1 && block.firstOp?.name.name === "spirv.mlir.merge";
}

/** The entry block holds one spirv.Branch, to `target`. */
function hasOneBranchTo(block: Block, target: Block): boolean {
  const only = block.firstOp;
  return block.size === 1 && only !== null && only.name.name === "spirv.Branch" && only.getSuccessors()[0] === target;
}

const MERGE_LAST = "last block must be the merge block with only one 'spirv.mlir.merge' op";

/** The loop's blocks: entry, header, ..., continue (branching back to the header), merge. */
function verifyLoopRegions(op: Operation): void {
  const blocks = op.getRegion(0).getBlocks();
  const merge = blocks[blocks.length - 1];
  if (merge === undefined) return;
  if (!isMergeBlock(merge)) throw op.emitOpError(MERGE_LAST);
  const [entry, header] = blocks;
  if (blocks.length < 2 || entry === undefined) throw op.emitOpError("must have an entry block branching to the loop header block");
  if (blocks.length < 3 || header === undefined) throw op.emitOpError("must have a loop header block branched from the entry block");
  if (!hasOneBranchTo(entry, header)) throw op.emitOpError("entry block must only have one 'spirv.Branch' op to the second block");
  if (blocks.length < 4) throw op.emitOpError("requires a loop continue block branching to the loop header block");
  const cont = blocks[blocks.length - 2] as Block;
  if (!cont.getSuccessors().includes(header)) throw op.emitOpError("second to last block must be the loop continue block that branches to the loop header block");
  for (const block of blocks.slice(2, blocks.length - 2)) {
    if (block.getSuccessors().includes(header)) throw op.emitOpError("can only have the entry and loop continue block branching to the loop header block");
  }
}

/** The selection's blocks: a header, ..., merge. */
function verifySelectionRegions(op: Operation): void {
  const blocks = op.getRegion(0).getBlocks();
  const merge = blocks[blocks.length - 1];
  if (merge === undefined) return;
  if (!isMergeBlock(merge)) throw op.emitOpError(MERGE_LAST);
  if (blocks.length < 2) throw op.emitOpError("must have a selection header block");
}

/** spirv.Unreachable in an entry block is reachable; elsewhere MLIR 19 accepts it. */
function verifyUnreachable(op: Operation): void {
  if (op.parent?.isEntryBlock() === true) throw op.emitOpError("cannot be used in reachable block");
}

/** mlir.merge: the terminator of the last block of a selection or loop. */
function verifyMerge(op: Operation): void {
  const parent = op.parentOp;
  if (parent === null || (parent.name.name !== "spirv.mlir.selection" && parent.name.name !== "spirv.mlir.loop"))
    throw op.emitOpError("expected parent op to be 'spirv.mlir.selection' or 'spirv.mlir.loop'");
  if (op.parentRegion?.lastBlock?.lastOp !== op) throw op.emitOpError("can only be used in the last block of 'spirv.mlir.selection' or 'spirv.mlir.loop'");
}

export const spirvControlFlowVerifiers: SpirvAssemblyHooks["verifiers"] = {
  BranchConditionalOp: verifyBranchConditional,
  FunctionCallOp: verifyFunctionCall,
  MergeOp: verifyMerge,
  UnreachableOp: verifyUnreachable,
};

export const spirvControlFlowRegionVerifiers: NonNullable<SpirvAssemblyHooks["regionVerifiers"]> = {
  LoopOp: verifyLoopRegions,
  SelectionOp: verifySelectionRegions,
};
