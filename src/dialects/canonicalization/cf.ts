// MLIR 19's canonicalizations of the cf dialect (ControlFlowOps.cpp): cf.assert and cf.br
// have canonicalize methods (patterns without debug name); cf.cond_br has five named
// patterns and cf.switch six function patterns (no debug names), in MLIR's order.
// Operand groups follow the ODS definitions: cf.cond_br (condition, trueDestOperands,
// falseDestOperands), cf.switch (flag, defaultOperands, caseOperands split by
// `case_operand_segments`).
import { APInt, Block, BlockArgument, DenseIntOrFPElementsAttr, type Location, operandSegment, type Operation, segmentSizesOf, type Value, VectorType } from "../../ir/index.js";
import { RewritePattern, type PatternRewriter, type RewritePatternSet } from "../../rewrite/index.js";
import type { CanonicalizationPopulator, CanonicalizeMethod } from "./index.js";
import { denseElementsOf, elementReader } from "../folding/common.js";
import {
  constantIntOf,
  createBoolConstant,
  createBranch,
  createOp,
  createSelect,
  denseI32Array,
  isConstantNonZero,
  isConstantOne,
  isConstantZero,
  patternOptions,
  sameValues,
} from "./support.js";

// ---- shared: collapsing a successor that only branches on ----

/** A successor and the operands passed to it. */
interface Edge {
  readonly dest: Block;
  readonly operands: readonly Value[];
}

/**
 * MLIR's collapseBranch: when `edge.dest` holds nothing but a `cf.br` (whose block
 * arguments are used by that branch only) to another block, the edge straight to that
 * block with the operands remapped; undefined otherwise.
 */
function collapseBranch(edge: Edge): Edge | undefined {
  const successor = edge.dest;
  const branch = successor.firstOp;
  if (branch === null || branch !== successor.lastOp || branch.name.name !== "cf.br") return undefined;
  for (const arg of successor.arguments) {
    for (let use = arg.firstUse; use !== null; use = use.nextUse) if (use.owner !== branch) return undefined;
  }
  const successorDest = branch.getSuccessor(0);
  // An infinite loop is left alone.
  if (successorDest === successor) return undefined;
  const operands = branch.getOperands();
  if (successor.arguments.length === 0) return { dest: successorDest, operands };
  const remapped = operands.map((operand) =>
    operand instanceof BlockArgument && operand.parentBlock === successor ? (edge.operands[operand.index] as Value) : operand,
  );
  return { dest: successorDest, operands: remapped };
}

// ---- cf.assert ----

/** AssertOp::canonicalize: an assertion of a constant true is erased. */
function canonicalizeAssert(op: Operation, rewriter: PatternRewriter): boolean {
  if (!isConstantOne(op.getOperand(0))) return false;
  rewriter.eraseOp(op);
  return true;
}

// ---- cf.br ----

/** simplifyBrToBlockWithSinglePred: a branch to a block whose only predecessor is this one merges the blocks. */
function simplifyBrToBlockWithSinglePred(op: Operation, rewriter: PatternRewriter): boolean {
  const succ = op.getSuccessor(0);
  const parent = op.parent as Block;
  if (succ === parent || succ.firstUse === null || succ.firstUse.nextUse !== null) return false;
  const operands = op.getOperands();
  rewriter.eraseOp(op);
  rewriter.mergeBlocks(succ, parent, operands);
  return true;
}

/** simplifyPassThroughBr: `br ^bb1; ^bb1: br ^bbN(...)` becomes `br ^bbN(...)`. */
function simplifyPassThroughBr(op: Operation, rewriter: PatternRewriter): boolean {
  const dest = op.getSuccessor(0);
  if (dest === op.parent) return false;
  const collapsed = collapseBranch({ dest, operands: op.getOperands() });
  if (collapsed === undefined) return false;
  rewriter.replaceOpWithNewOp(op, () => createBranch(rewriter, op.location, collapsed.dest, collapsed.operands));
  return true;
}

/** BranchOp::canonicalize. */
function canonicalizeBranch(op: Operation, rewriter: PatternRewriter): boolean {
  return simplifyBrToBlockWithSinglePred(op, rewriter) || simplifyPassThroughBr(op, rewriter);
}

// ---- cf.cond_br ----

/** The parts of a cf.cond_br. */
interface CondBranch {
  readonly condition: Value;
  readonly trueDest: Block;
  readonly trueOperands: Value[];
  readonly falseDest: Block;
  readonly falseOperands: Value[];
}

function condBranchOf(op: Operation): CondBranch {
  return {
    condition: op.getOperand(0),
    trueDest: op.getSuccessor(0),
    trueOperands: operandSegment(op, 1),
    falseDest: op.getSuccessor(1),
    falseOperands: operandSegment(op, 2),
  };
}

/** `cf.cond_br` as CondBranchOp's ODS builder (condition, trueDest, trueOperands, falseDest, falseOperands) makes it. */
function createCondBranch(rewriter: PatternRewriter, location: Location, condition: Value, trueEdge: Edge, falseEdge: Edge): Operation {
  return createOp(rewriter, "cf.cond_br", location, {
    operands: [condition, ...trueEdge.operands, ...falseEdge.operands],
    properties: [["operandSegmentSizes", denseI32Array(rewriter, [1, trueEdge.operands.length, falseEdge.operands.length])]],
    successors: [trueEdge.dest, falseEdge.dest],
  });
}

/** The block's only predecessor use's block (Block::getSinglePredecessor). */
function singlePredecessor(block: Block): Block | undefined {
  const use = block.firstUse;
  if (use === null || use.nextUse !== null) return undefined;
  return use.owner.parent ?? undefined;
}

/** The block all predecessor uses come from (Block::getUniquePredecessor). */
function uniquePredecessor(block: Block): Block | undefined {
  const first = block.firstUse;
  if (first === null) return undefined;
  const pred = first.owner.parent;
  for (let use = first.nextUse; use !== null; use = use.nextUse) if (use.owner.parent !== pred) return undefined;
  return pred ?? undefined;
}

/** `cf.cond_br true/false, ^a, ^b` becomes `cf.br` to the taken successor. */
class SimplifyConstCondBranchPred extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const br = condBranchOf(op);
    if (isConstantNonZero(br.condition)) {
      rewriter.replaceOpWithNewOp(op, () => createBranch(rewriter, op.location, br.trueDest, br.trueOperands));
      return true;
    }
    if (isConstantZero(br.condition)) {
      rewriter.replaceOpWithNewOp(op, () => createBranch(rewriter, op.location, br.falseDest, br.falseOperands));
      return true;
    }
    return false;
  }
}

/** Successors that only branch on are replaced by their destinations. */
class SimplifyPassThroughCondBranch extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const br = condBranchOf(op);
    const trueEdge: Edge = { dest: br.trueDest, operands: br.trueOperands };
    const falseEdge: Edge = { dest: br.falseDest, operands: br.falseOperands };
    const collapsedTrue = collapseBranch(trueEdge);
    const collapsedFalse = collapseBranch(falseEdge);
    if (collapsedTrue === undefined && collapsedFalse === undefined) return false;
    rewriter.replaceOpWithNewOp(op, () => createCondBranch(rewriter, op.location, br.condition, collapsedTrue ?? trueEdge, collapsedFalse ?? falseEdge));
    return true;
  }
}

/**
 * Both successors the same block: with the same operands a `cf.br`; otherwise, when this
 * block is the destination's only predecessor, a `cf.br` with `arith.select`s of the
 * operands that differ.
 */
class SimplifyCondBranchIdenticalSuccessors extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const br = condBranchOf(op);
    if (br.trueDest !== br.falseDest) return false;
    if (sameValues(br.trueOperands, br.falseOperands)) {
      rewriter.replaceOpWithNewOp(op, () => createBranch(rewriter, op.location, br.trueDest, br.trueOperands));
      return true;
    }
    if (uniquePredecessor(br.trueDest) !== op.parent) return false;
    const merged = br.trueOperands.map((trueValue, i) => {
      const falseValue = br.falseOperands[i] as Value;
      return trueValue === falseValue ? trueValue : createSelect(rewriter, op.location, br.condition, trueValue, falseValue);
    });
    rewriter.replaceOpWithNewOp(op, () => createBranch(rewriter, op.location, br.trueDest, merged));
    return true;
  }
}

/** A conditional branch reached only from a branch on the same condition takes the known side. */
class SimplifyCondBranchFromCondBranchOnSameCondition extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const current = op.parent as Block;
    const predecessor = singlePredecessor(current);
    if (predecessor === undefined) return false;
    const predBranch = predecessor.terminator;
    if (predBranch === null || predBranch.name.name !== "cf.cond_br") return false;
    const br = condBranchOf(op);
    if (br.condition !== predBranch.getOperand(0)) return false;
    const taken = current === predBranch.getSuccessor(0) ? { dest: br.trueDest, operands: br.trueOperands } : { dest: br.falseDest, operands: br.falseOperands };
    rewriter.replaceOpWithNewOp(op, () => createBranch(rewriter, op.location, taken.dest, taken.operands));
    return true;
  }
}

/**
 * In a successor reached only through this branch, uses of the condition become the
 * constant the condition has there (one `arith.constant` per side, before the branch).
 */
class CondBranchTruthPropagation extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const br = condBranchOf(op);
    let replaced = false;
    const propagate = (dest: Block, value: boolean): void => {
      if (singlePredecessor(dest) === undefined) return;
      let constant: Value | undefined;
      for (let use = br.condition.firstUse; use !== null; ) {
        const next = use.nextUse;
        if (use.owner.parent === dest) {
          replaced = true;
          constant ??= createBoolConstant(rewriter, op.location, value);
          const operand = use;
          const replacement = constant;
          rewriter.modifyOpInPlace(operand.owner, () => operand.set(replacement));
        }
        use = next;
      }
    };
    propagate(br.trueDest, true);
    propagate(br.falseDest, false);
    return replaced;
  }
}

// ---- cf.switch ----

/** The parts of a cf.switch. */
interface Switch {
  readonly flag: Value;
  readonly defaultDest: Block;
  readonly defaultOperands: Value[];
  /** The case values, absent when the op has no `case_values`. */
  readonly caseValuesAttr: DenseIntOrFPElementsAttr | undefined;
  readonly caseValues: APInt[];
  readonly caseDests: Block[];
  readonly caseOperands: Value[][];
}

function switchOf(op: Operation): Switch {
  const attr = op.getInherentAttr("case_values");
  const caseValuesAttr = attr instanceof DenseIntOrFPElementsAttr ? attr : undefined;
  const reader = caseValuesAttr === undefined ? undefined : elementReader(caseValuesAttr, "int");
  const caseValues: APInt[] = [];
  if (reader !== undefined) for (let i = 0; i < reader.count; i++) caseValues.push(reader.at(i) as APInt);
  const segments = Array.from(segmentSizesOf(op, "case_operand_segments") ?? [], Number);
  const all = operandSegment(op, 2);
  const caseOperands: Value[][] = [];
  let start = 0;
  for (const size of segments) {
    caseOperands.push(all.slice(start, start + size));
    start += size;
  }
  return {
    flag: op.getOperand(0),
    defaultDest: op.getSuccessor(0),
    defaultOperands: operandSegment(op, 1),
    caseValuesAttr,
    caseValues,
    caseDests: op.getSuccessors().slice(1),
    caseOperands,
  };
}

/**
 * `cf.switch` as SwitchOp's builder makes it: `case_values` a vector of the flag type
 * (left out without cases, or given as is), `case_operand_segments` always present.
 */
function createSwitch(
  rewriter: PatternRewriter,
  location: Location,
  flag: Value,
  defaultEdge: Edge,
  caseValues: readonly APInt[] | DenseIntOrFPElementsAttr,
  caseDests: readonly Block[],
  caseOperands: readonly (readonly Value[])[],
): Operation {
  const caseValuesAttr =
    caseValues instanceof DenseIntOrFPElementsAttr
      ? caseValues
      : caseValues.length === 0
        ? undefined
        : denseElementsOf(VectorType.get([caseValues.length], flag.type), caseValues.length, (i) => caseValues[i] as APInt);
  const flatCaseOperands = caseOperands.flat();
  return createOp(rewriter, "cf.switch", location, {
    operands: [flag, ...defaultEdge.operands, ...flatCaseOperands],
    properties: [
      ["case_values", caseValuesAttr],
      ["case_operand_segments", denseI32Array(rewriter, caseOperands.map((group) => group.length))],
      ["operandSegmentSizes", denseI32Array(rewriter, [1, defaultEdge.operands.length, flatCaseOperands.length])],
    ],
    successors: [defaultEdge.dest, ...caseDests],
  });
}

/** simplifySwitchWithOnlyDefault: a switch without cases is a `cf.br` to its default. */
function simplifySwitchWithOnlyDefault(op: Operation, rewriter: PatternRewriter): boolean {
  const sw = switchOf(op);
  if (sw.caseDests.length !== 0) return false;
  rewriter.replaceOpWithNewOp(op, () => createBranch(rewriter, op.location, sw.defaultDest, sw.defaultOperands));
  return true;
}

/** dropSwitchCasesThatMatchDefault: cases going where the default goes, with its operands, are dropped. */
function dropSwitchCasesThatMatchDefault(op: Operation, rewriter: PatternRewriter): boolean {
  const sw = switchOf(op);
  const values: APInt[] = [];
  const dests: Block[] = [];
  const operands: Value[][] = [];
  let changed = false;
  sw.caseValues.forEach((value, i) => {
    const dest = sw.caseDests[i] as Block;
    const caseOperands = sw.caseOperands[i] ?? [];
    if (dest === sw.defaultDest && sameValues(caseOperands, sw.defaultOperands)) {
      changed = true;
      return;
    }
    values.push(value);
    dests.push(dest);
    operands.push(caseOperands);
  });
  if (!changed) return false;
  rewriter.replaceOpWithNewOp(op, () => createSwitch(rewriter, op.location, sw.flag, { dest: sw.defaultDest, operands: sw.defaultOperands }, values, dests, operands));
  return true;
}

/** foldSwitch: a `cf.br` to the case matching `value`, else to the default. */
function foldSwitch(op: Operation, sw: Switch, rewriter: PatternRewriter, value: APInt): void {
  const index = sw.caseValues.findIndex((caseValue) => caseValue.eq(value));
  const edge = index < 0 ? { dest: sw.defaultDest, operands: sw.defaultOperands } : { dest: sw.caseDests[index] as Block, operands: sw.caseOperands[index] ?? [] };
  rewriter.replaceOpWithNewOp(op, () => createBranch(rewriter, op.location, edge.dest, edge.operands));
}

/** simplifyConstSwitchValue: a switch on a constant becomes a `cf.br`. */
function simplifyConstSwitchValue(op: Operation, rewriter: PatternRewriter): boolean {
  const sw = switchOf(op);
  const value = constantIntOf(sw.flag);
  if (value === undefined) return false;
  foldSwitch(op, sw, rewriter, value);
  return true;
}

/** simplifyPassThroughSwitch: successors that only branch on are replaced by their destinations. */
function simplifyPassThroughSwitch(op: Operation, rewriter: PatternRewriter): boolean {
  const sw = switchOf(op);
  const dests: Block[] = [];
  const operands: (readonly Value[])[] = [];
  let changed = false;
  for (let i = 0; i < sw.caseValues.length; i++) {
    const edge: Edge = { dest: sw.caseDests[i] as Block, operands: sw.caseOperands[i] ?? [] };
    const collapsed = collapseBranch(edge);
    if (collapsed !== undefined) changed = true;
    dests.push((collapsed ?? edge).dest);
    operands.push((collapsed ?? edge).operands);
  }
  const defaultEdge: Edge = { dest: sw.defaultDest, operands: sw.defaultOperands };
  const collapsedDefault = collapseBranch(defaultEdge);
  if (collapsedDefault !== undefined) changed = true;
  if (!changed) return false;
  rewriter.replaceOpWithNewOp(op, () =>
    createSwitch(rewriter, op.location, sw.flag, collapsedDefault ?? defaultEdge, sw.caseValuesAttr ?? [], dests, operands),
  );
  return true;
}

/** The predecessor's `cf.switch` on the same flag, when this block is reached only from it. */
function predecessorSwitchOnSameFlag(op: Operation, sw: Switch): Switch | undefined {
  const predecessor = singlePredecessor(op.parent as Block);
  const predOp = predecessor?.terminator;
  if (predOp === undefined || predOp === null || predOp.name.name !== "cf.switch") return undefined;
  const pred = switchOf(predOp);
  return pred.flag === sw.flag ? pred : undefined;
}

/** simplifySwitchFromSwitchOnSameCondition: reached through a case of a switch on the same flag, the flag is known. */
function simplifySwitchFromSwitchOnSameCondition(op: Operation, rewriter: PatternRewriter): boolean {
  const sw = switchOf(op);
  const pred = predecessorSwitchOnSameFlag(op, sw);
  const current = op.parent as Block;
  if (pred === undefined || pred.defaultDest === current) return false;
  const index = pred.caseDests.indexOf(current);
  if (index >= 0) foldSwitch(op, sw, rewriter, pred.caseValues[index] as APInt);
  else rewriter.replaceOpWithNewOp(op, () => createBranch(rewriter, op.location, sw.defaultDest, sw.defaultOperands));
  return true;
}

/** simplifySwitchFromDefaultSwitchOnSameCondition: reached through the default, cases handled elsewhere are impossible. */
function simplifySwitchFromDefaultSwitchOnSameCondition(op: Operation, rewriter: PatternRewriter): boolean {
  const sw = switchOf(op);
  const pred = predecessorSwitchOnSameFlag(op, sw);
  const current = op.parent as Block;
  if (pred === undefined || pred.defaultDest !== current) return false;
  const impossible = pred.caseValues.filter((_, i) => pred.caseDests[i] !== current);
  const values: APInt[] = [];
  const dests: Block[] = [];
  const operands: Value[][] = [];
  let changed = false;
  sw.caseValues.forEach((value, i) => {
    if (impossible.some((v) => v.eq(value))) {
      changed = true;
      return;
    }
    values.push(value);
    dests.push(sw.caseDests[i] as Block);
    operands.push(sw.caseOperands[i] ?? []);
  });
  if (!changed) return false;
  rewriter.replaceOpWithNewOp(op, () => createSwitch(rewriter, op.location, sw.flag, { dest: sw.defaultDest, operands: sw.defaultOperands }, values, dests, operands));
  return true;
}

// ---- registration ----

/** The cf ops' canonicalization patterns, by op name, in MLIR 19's order. */
export const cfCanonicalizations: ReadonlyMap<string, CanonicalizationPopulator> = new Map<string, CanonicalizationPopulator>([
  [
    "cf.cond_br",
    (patterns, context) =>
      void patterns.add(
        new SimplifyConstCondBranchPred("cf.cond_br", context, patternOptions("SimplifyConstCondBranchPred")),
        new SimplifyPassThroughCondBranch("cf.cond_br", context, patternOptions("SimplifyPassThroughCondBranch")),
        new SimplifyCondBranchIdenticalSuccessors("cf.cond_br", context, patternOptions("SimplifyCondBranchIdenticalSuccessors")),
        new SimplifyCondBranchFromCondBranchOnSameCondition("cf.cond_br", context, patternOptions("SimplifyCondBranchFromCondBranchOnSameCondition")),
        new CondBranchTruthPropagation("cf.cond_br", context, patternOptions("CondBranchTruthPropagation")),
      ),
  ],
  [
    "cf.switch",
    (patterns: RewritePatternSet) =>
      void patterns
        .addFunction("cf.switch", simplifySwitchWithOnlyDefault)
        .addFunction("cf.switch", dropSwitchCasesThatMatchDefault)
        .addFunction("cf.switch", simplifyConstSwitchValue)
        .addFunction("cf.switch", simplifyPassThroughSwitch)
        .addFunction("cf.switch", simplifySwitchFromSwitchOnSameCondition)
        .addFunction("cf.switch", simplifySwitchFromDefaultSwitchOnSameCondition),
  ],
]);

/** The cf ops' canonicalize methods (hasCanonicalizeMethod), by op name. */
export const cfCanonicalizeMethods: ReadonlyMap<string, CanonicalizeMethod> = new Map<string, CanonicalizeMethod>([
  ["cf.assert", canonicalizeAssert],
  ["cf.br", canonicalizeBranch],
]);
