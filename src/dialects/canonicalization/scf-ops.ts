// Building the scf ops the canonicalization patterns create, as MLIR 19's builders of
// SCF.cpp lay them out (which blocks and implicit terminators a builder adds, the types and
// locations of block arguments), and the region utilities the scf patterns share.
import { Block, IndexType, OpTrait, type Location, type Operation, type Region, type Type, type Value } from "../../ir/index.js";
import type { RewriterBase } from "../../rewrite/index.js";
import { buildOp, createOp, denseI32Array, ensureTerminator } from "./support.js";

/** The single block of region `index` of `op` (the regions of scf ops have one). */
export function bodyOf(op: Operation, index = 0): Block {
  return op.getRegion(index).firstBlock as Block;
}

/** The last op of a block (its terminator in a verified scf region). */
export function terminatorOf(block: Block): Operation {
  return block.lastOp as Operation;
}

/** The ops of a block without its terminator (Block::without_terminator), as a list. */
export function withoutTerminator(block: Block): Operation[] {
  const ops = block.getOperations();
  const last = ops[ops.length - 1];
  if (last !== undefined && last.mightHaveTrait(OpTrait.IsTerminator)) ops.pop();
  return ops;
}

/**
 * replaceOpWithRegion (SCF.cpp): inlines the single block of `region` before `op` (its
 * arguments replaced by `blockArgs`), replaces `op` by the values its terminator yields,
 * then erases that terminator.
 */
export function replaceOpWithRegion(rewriter: RewriterBase, op: Operation, region: Region, blockArgs: readonly Value[] = []): void {
  const block = region.firstBlock as Block;
  const terminator = terminatorOf(block);
  rewriter.inlineBlockBefore(block, op.parent as Block, op, blockArgs);
  // Read after inlining: a yielded block argument is now the value that replaced it.
  rewriter.replaceOp(op, terminator.getOperands());
  rewriter.eraseOp(terminator);
}

/** Whether `value` is defined outside `op` (LoopLikeOpInterface::isDefinedOutsideOfLoop). */
export function isDefinedOutside(op: Operation, value: Value): boolean {
  const owner = value.parentRegion?.parentOp ?? null;
  return owner === null || !op.isAncestor(owner);
}

// ---- scf.if ----

/**
 * `scf.if` as IfOp's builders make it: "empty" (build(resultTypes, cond)) leaves both
 * regions without blocks; "then" (build(resultTypes, cond, withElseRegion=false)) gives the
 * then region a block, ended by an `scf.yield` when there are no results.
 */
export function buildIf(rewriter: RewriterBase, location: Location, resultTypes: readonly Type[], condition: Value, form: "empty" | "then"): Operation {
  return buildOp(rewriter, "scf.if", location, { operands: [condition], resultTypes, regions: 2 }, (op) => {
    if (form === "empty") return;
    const then = op.getRegion(0);
    then.appendBlock(new Block());
    if (resultTypes.length === 0) ensureTerminator(then, "scf.yield", location);
  });
}

/** The then block of an scf.if (IfOp::thenBlock: the back of its then region). */
export function thenBlockOf(ifOp: Operation): Block {
  return ifOp.getRegion(0).lastBlock as Block;
}

/** The else block of an scf.if, or undefined when the else region is empty. */
export function elseBlockOf(ifOp: Operation): Block | undefined {
  return ifOp.getRegion(1).lastBlock ?? undefined;
}

// ---- scf.for ----

/**
 * `scf.for` as ForOp::build(lb, ub, step, iterArgs) makes it without body builder: a block
 * with the induction variable (the bounds' type, at the op's location) and one argument
 * per iter arg (its type, at its location); an `scf.yield` only when there are no iter args.
 */
export function buildFor(rewriter: RewriterBase, location: Location, lowerBound: Value, upperBound: Value, step: Value, iterArgs: readonly Value[]): Operation {
  return buildOp(rewriter, "scf.for", location, { operands: [lowerBound, upperBound, step, ...iterArgs], resultTypes: iterArgs.map((v) => v.type), regions: 1 }, (op) => {
    const block = new Block();
    block.addArgument(lowerBound.type, location);
    for (const v of iterArgs) block.addArgument(v.type, v.location);
    op.getRegion(0).appendBlock(block);
    if (iterArgs.length === 0) ensureTerminator(op.getRegion(0), "scf.yield", location);
  });
}

// ---- scf.while ----

/** `scf.while` as its ODS default builder (resultTypes, inits) makes it: two regions without blocks. */
export function buildWhileWithoutBlocks(rewriter: RewriterBase, location: Location, resultTypes: readonly Type[], inits: readonly Value[]): Operation {
  return buildOp(rewriter, "scf.while", location, { operands: inits, resultTypes, regions: 2 }, () => {});
}

/**
 * `scf.while` as WhileOp::build(resultTypes, inits, nullptr, nullptr) makes it: a before
 * block with the inits' types (at their locations), an after block with the result types
 * (at the op's location), both empty.
 */
export function buildWhileWithBlocks(rewriter: RewriterBase, location: Location, resultTypes: readonly Type[], inits: readonly Value[]): Operation {
  return buildOp(rewriter, "scf.while", location, { operands: inits, resultTypes, regions: 2 }, (op) => {
    const before = new Block();
    for (const v of inits) before.addArgument(v.type, v.location);
    op.getRegion(0).appendBlock(before);
    const after = new Block();
    for (const type of resultTypes) after.addArgument(type, location);
    op.getRegion(1).appendBlock(after);
  });
}

/** `scf.condition(%condition) args`. */
export function createCondition(rewriter: RewriterBase, location: Location, condition: Value, args: readonly Value[]): Operation {
  return createOp(rewriter, "scf.condition", location, { operands: [condition, ...args] });
}

// ---- scf.parallel ----

/**
 * `scf.parallel` as ParallelOp::build(lbs, ubs, steps, initVals, bodyBuilder) makes it: a
 * block of index induction variables (at the op's location), filled by `fillBody`, ended by
 * an `scf.reduce` when there are no init values.
 */
export function buildParallel(
  rewriter: RewriterBase,
  location: Location,
  lowerBounds: readonly Value[],
  upperBounds: readonly Value[],
  steps: readonly Value[],
  initVals: readonly Value[],
  fillBody?: (block: Block) => void,
): Operation {
  const spec = {
    operands: [...lowerBounds, ...upperBounds, ...steps, ...initVals],
    resultTypes: initVals.map((v) => v.type),
    properties: [["operandSegmentSizes", denseI32Array(rewriter, [lowerBounds.length, upperBounds.length, steps.length, initVals.length])]] as const,
    regions: 1,
  };
  return buildOp(rewriter, "scf.parallel", location, spec, (op) => {
    const block = new Block();
    const index = IndexType.get(rewriter.context);
    for (let i = 0; i < steps.length; i++) block.addArgument(index, location);
    op.getRegion(0).appendBlock(block);
    fillBody?.(block);
    if (initVals.length === 0) ensureTerminator(op.getRegion(0), "scf.reduce", location);
  });
}
