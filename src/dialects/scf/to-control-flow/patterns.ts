// MLIR 19's SCFToControlFlow patterns: each structured op becomes blocks of its enclosing
// region joined by cf branches (scf.parallel becomes nested scf.for first, scf.forall an
// scf.parallel). Every change goes through the rewriter, in the order MLIR makes it, so
// block order, value order and locations come out as mlir-opt's.
import { IndexType, IntegerAttr, IntegerType, type Block, type Location, type Operation, type Value } from "../../../ir/index.js";
import { OpRewritePattern, RewritePatternSet, type PatternRewriter } from "../../../rewrite/index.js";
import type { MLIRContext } from "../../../ir/context.js";
import type { TypedValue } from "../../runtime/values.js";
import { AddIOp, CmpIOp, CmpIPredicateAttr, ConstantOp, IndexCastOp } from "../../../../generated/arith.js";
import { BranchOp, CondBranchOp, SwitchOp } from "../../../../generated/cf.js";
import { ConditionOp, ExecuteRegionOp, ForOp, ForallOp, IfOp, IndexSwitchOp, ParallelOp, ReduceOp, ReduceReturnOp, WhileOp, YieldOp } from "../../../../generated/scf.js";

type IntLike = TypedValue<IntegerType | IndexType>;

/** The op the applicator set the insertion point before (MLIR's getInsertionBlock/getInsertionPoint). */
function insertionPointOf(rewriter: PatternRewriter): { block: Block; anchor: Operation | null } {
  const point = rewriter.insertionPoint;
  if (point === null) throw new Error("scf-to-cf: the rewriter has no insertion point");
  return point;
}

function br(rewriter: PatternRewriter, location: Location, dest: Block, operands: readonly Value[] = []): BranchOp {
  return BranchOp.buildWithDestDestOperands(rewriter, location, dest, operands);
}

function condBr(rewriter: PatternRewriter, location: Location, condition: Value, trueDest: Block, trueOperands: readonly Value[], falseDest: Block, falseOperands: readonly Value[]): CondBranchOp {
  return CondBranchOp.buildWithConditionTrueDestTrueOperandsFalseDestFalseOperands(rewriter, location, condition, trueDest, trueOperands, falseDest, falseOperands);
}

function terminatorOf(block: Block): Operation {
  const last = block.lastOp;
  if (last === null) throw new Error("scf-to-cf: a block without terminator");
  return last;
}

/** scf.for: a condition block (the body's entry block, with the induction variable and iteration values), the body, and the continuation. */
export class ForLowering extends OpRewritePattern<ForOp> {
  constructor(context: MLIRContext) {
    super(ForOp, context);
  }
  matchAndRewriteOp(forOp: ForOp, rewriter: PatternRewriter): boolean {
    const loc = forOp.location;
    const { block: initBlock, anchor: initPosition } = insertionPointOf(rewriter);
    const endBlock = rewriter.splitBlock(initBlock, initPosition);
    const region = forOp.getRegion();
    const conditionBlock = region.firstBlock as Block;
    const firstBodyBlock = rewriter.splitBlock(conditionBlock, conditionBlock.firstOp);
    const lastBodyBlock = region.lastBlock as Block;
    rewriter.inlineRegionBefore(region, endBlock.parent as NonNullable<Block["parent"]>, endBlock);
    const iv = conditionBlock.getArgument(0);

    const terminator = terminatorOf(lastBodyBlock);
    rewriter.setInsertionPointToEnd(lastBodyBlock);
    const stepped = AddIOp.build(rewriter, loc, { lhs: iv as IntLike, rhs: forOp.getStep() }).operation.getResult(0);
    br(rewriter, loc, conditionBlock, [stepped, ...terminator.getOperands()]);
    rewriter.eraseOp(terminator);

    rewriter.setInsertionPointToEnd(initBlock);
    br(rewriter, loc, conditionBlock, [forOp.getLowerBound(), ...forOp.getInitArgs()]);

    rewriter.setInsertionPointToEnd(conditionBlock);
    const comparison = CmpIOp.build(rewriter, loc, { predicate: CmpIPredicateAttr.get(rewriter.context, "slt"), lhs: iv as IntLike, rhs: forOp.getUpperBound() }).operation.getResult(0);
    condBr(rewriter, loc, comparison, firstBodyBlock, [], endBlock, []);
    rewriter.replaceOp(forOp.operation, conditionBlock.arguments.slice(1));
    return true;
  }
}

/** scf.if: a cond_br to the inlined then/else blocks, which branch to the continuation (through a block of the results, when there are results). */
export class IfLowering extends OpRewritePattern<IfOp> {
  constructor(context: MLIRContext) {
    super(IfOp, context);
  }
  matchAndRewriteOp(ifOp: IfOp, rewriter: PatternRewriter): boolean {
    const loc = ifOp.location;
    const op = ifOp.operation;
    const { block: condBlock, anchor: opPosition } = insertionPointOf(rewriter);
    const remainingOpsBlock = rewriter.splitBlock(condBlock, opPosition);
    let continueBlock: Block;
    if (op.results.length === 0) continueBlock = remainingOpsBlock;
    else {
      const types = op.getResultTypes();
      continueBlock = rewriter.createBlock(remainingOpsBlock.parent as NonNullable<Block["parent"]>, types, types.map(() => loc), remainingOpsBlock);
      br(rewriter, loc, remainingOpsBlock);
    }

    const inlineBranch = (region: ReturnType<IfOp["getThenRegion"]>): Block => {
      const first = region.firstBlock as Block;
      const last = region.lastBlock as Block;
      const terminator = terminatorOf(last);
      rewriter.setInsertionPointToEnd(last);
      br(rewriter, loc, continueBlock, terminator.getOperands());
      rewriter.eraseOp(terminator);
      rewriter.inlineRegionBefore(region, continueBlock.parent as NonNullable<Block["parent"]>, continueBlock);
      return first;
    };
    const thenBlock = inlineBranch(ifOp.getThenRegion());
    const elseRegion = ifOp.getElseRegion();
    const elseBlock = elseRegion.firstBlock === null ? continueBlock : inlineBranch(elseRegion);

    rewriter.setInsertionPointToEnd(condBlock);
    condBr(rewriter, loc, ifOp.getCondition(), thenBlock, [], elseBlock, []);
    rewriter.replaceOp(op, continueBlock.arguments);
    return true;
  }
}

/** scf.execute_region: a branch into its inlined blocks, whose scf.yield branch to the continuation (which gets the results as arguments). */
export class ExecuteRegionLowering extends OpRewritePattern<ExecuteRegionOp> {
  constructor(context: MLIRContext) {
    super(ExecuteRegionOp, context);
  }
  matchAndRewriteOp(executeOp: ExecuteRegionOp, rewriter: PatternRewriter): boolean {
    const loc = executeOp.location;
    const op = executeOp.operation;
    const { block: condBlock, anchor: opPosition } = insertionPointOf(rewriter);
    const remainingOpsBlock = rewriter.splitBlock(condBlock, opPosition);
    const region = executeOp.getRegion();
    rewriter.setInsertionPointToEnd(condBlock);
    br(rewriter, loc, region.firstBlock as Block);
    for (const block of region.getBlocks()) {
      const terminator = block.lastOp;
      if (terminator === null || terminator.name.name !== YieldOp.operationName) continue;
      rewriter.setInsertionPointToEnd(block);
      br(rewriter, loc, remainingOpsBlock, terminator.getOperands());
      rewriter.eraseOp(terminator);
    }
    rewriter.inlineRegionBefore(region, remainingOpsBlock.parent as NonNullable<Block["parent"]>, remainingOpsBlock);
    // The arguments are added directly, as MLIR does (not logged: this pattern cannot fail after this).
    const values = op.getResultTypes().map((type) => remainingOpsBlock.addArgument(type, loc));
    rewriter.replaceOp(op, values);
    return true;
  }
}

/** scf.parallel: a nest of scf.for (one per dimension) carrying the reductions, with the reduction bodies inlined. */
export class ParallelLowering extends OpRewritePattern<ParallelOp> {
  constructor(context: MLIRContext) {
    super(ParallelOp, context);
  }
  matchAndRewriteOp(parallelOp: ParallelOp, rewriter: PatternRewriter): boolean {
    const loc = parallelOp.location;
    const op = parallelOp.operation;
    const body = parallelOp.getRegion().firstBlock as Block;
    const reduceOp = ReduceOp.wrap(terminatorOf(body));
    let iterArgs: Value[] = parallelOp.getInitVals();
    const ivs: Value[] = [];
    let loopResults: Value[] = [...iterArgs];
    const lowers = parallelOp.getLowerBound();
    const uppers = parallelOp.getUpperBound();
    const steps = parallelOp.getStep();
    const count = Math.min(body.arguments.length, lowers.length, uppers.length, steps.length);
    for (let i = 0; i < count; i++) {
      const forOp = ForOp.buildWithLowerBoundUpperBoundStepIterArgsBodyBuilder(rewriter, loc, lowers[i] as Value, uppers[i] as Value, steps[i] as Value, iterArgs);
      const forBody = forOp.getRegion().firstBlock as Block;
      ivs.push(forBody.getArgument(0));
      iterArgs = forBody.arguments.slice(1);
      if (i === 0) loopResults = [...forOp.operation.results];
      else if (forOp.operation.results.length > 0) {
        rewriter.setInsertionPointToEnd(rewriter.insertionBlock as Block);
        YieldOp.build(rewriter, loc, { results: forOp.operation.results });
      }
      rewriter.setInsertionPointToStart(forBody);
    }

    // The reduction bodies go before the reduce op, their arguments the iteration value and the reduced operand.
    const yieldOperands: Value[] = [];
    const reduceOperands = reduceOp.getOperands();
    const reductions = reduceOp.getReductions();
    for (let i = 0; i < op.results.length; i++) {
      const reductionBody = (reductions[i] as NonNullable<(typeof reductions)[number]>).firstBlock as Block;
      const arg = iterArgs[yieldOperands.length] as Value;
      const reduceReturn = ReduceReturnOp.wrap(terminatorOf(reductionBody));
      yieldOperands.push(reduceReturn.getResult());
      rewriter.eraseOp(reduceReturn.operation);
      rewriter.inlineBlockBefore(reductionBody, body, reduceOp.operation, [arg, reduceOperands[i] as Value]);
    }
    rewriter.eraseOp(reduceOp.operation);

    const newBody = rewriter.insertionBlock as Block;
    if (newBody.firstOp === null) rewriter.mergeBlocks(body, newBody, ivs);
    else rewriter.inlineBlockBefore(body, newBody, terminatorOf(newBody), ivs);

    if (yieldOperands.length > 0) {
      rewriter.setInsertionPointToEnd(rewriter.insertionBlock as Block);
      YieldOp.build(rewriter, loc, { results: yieldOperands });
    }
    rewriter.replaceOp(op, loopResults);
    return true;
  }
}

/** scf.while: the inlined before region ends in a cond_br to the after region or the continuation; the after region branches back. */
export class WhileLowering extends OpRewritePattern<WhileOp> {
  constructor(context: MLIRContext) {
    super(WhileOp, context);
  }
  matchAndRewriteOp(whileOp: WhileOp, rewriter: PatternRewriter): boolean {
    const saved = rewriter.insertionPoint;
    const loc = whileOp.location;
    const { block: currentBlock, anchor } = insertionPointOf(rewriter);
    const continuation = rewriter.splitBlock(currentBlock, anchor);
    const after = whileOp.getAfter().firstBlock as Block;
    const before = whileOp.getBefore().firstBlock as Block;
    const parentRegion = continuation.parent as NonNullable<Block["parent"]>;
    rewriter.inlineRegionBefore(whileOp.getAfter(), parentRegion, continuation);
    rewriter.inlineRegionBefore(whileOp.getBefore(), parentRegion, after);

    rewriter.setInsertionPointToEnd(currentBlock);
    br(rewriter, loc, before, whileOp.getInits());

    rewriter.setInsertionPointToEnd(before);
    const condOp = ConditionOp.wrap(terminatorOf(before));
    const condArgs = condOp.getArgs();
    rewriter.replaceOpWithNewOp(condOp.operation, () => condBr(rewriter, condOp.location, condOp.getCondition(), after, condArgs, continuation, []).operation);
    // replaceOpWithNewOp builds at the replaced op's location.
    rewriter.setInsertionPointToEnd(after);
    const yieldOp = YieldOp.wrap(terminatorOf(after));
    rewriter.replaceOpWithNewOp(yieldOp.operation, () => br(rewriter, yieldOp.location, before, yieldOp.getResults()).operation);
    rewriter.replaceOp(whileOp.operation, condArgs);
    rewriter.restoreInsertionPoint(saved);
    return true;
  }
}

/** scf.while whose after region only forwards its arguments (a do-while): the before region loops on itself. */
export class DoWhileLowering extends OpRewritePattern<WhileOp> {
  constructor(context: MLIRContext) {
    super(WhileOp, context, { benefit: 2 });
  }
  matchAndRewriteOp(whileOp: WhileOp, rewriter: PatternRewriter): boolean {
    const afterBlock = whileOp.getAfter().firstBlock as Block;
    if (afterBlock.firstOp === null || afterBlock.firstOp !== afterBlock.lastOp)
      return rewriter.notifyMatchFailure(whileOp.operation, "do-while simplification applicable only if 'after' region has no payload");
    const yieldOp = afterBlock.firstOp;
    const yielded = yieldOp.getOperands();
    if (yieldOp.name.name !== YieldOp.operationName || yielded.length !== afterBlock.arguments.length || yielded.some((v, i) => v !== afterBlock.arguments[i]))
      return rewriter.notifyMatchFailure(whileOp.operation, "do-while simplification applicable only to forwarding 'after' regions");
    const saved = rewriter.insertionPoint;
    const { block: currentBlock, anchor } = insertionPointOf(rewriter);
    const continuation = rewriter.splitBlock(currentBlock, anchor);
    const before = whileOp.getBefore().firstBlock as Block;
    rewriter.inlineRegionBefore(whileOp.getBefore(), continuation.parent as NonNullable<Block["parent"]>, continuation);
    rewriter.setInsertionPointToEnd(currentBlock);
    br(rewriter, whileOp.location, before, whileOp.getInits());
    rewriter.setInsertionPointToEnd(before);
    const condOp = ConditionOp.wrap(terminatorOf(before));
    const condArgs = condOp.getArgs();
    rewriter.replaceOpWithNewOp(condOp.operation, () => condBr(rewriter, condOp.location, condOp.getCondition(), before, condArgs, continuation, []).operation);
    rewriter.replaceOp(whileOp.operation, condArgs);
    rewriter.restoreInsertionPoint(saved);
    return true;
  }
}

/** scf.index_switch: a cf.switch on the index cast to i32, to the inlined case regions, which branch to the continuation. */
export class IndexSwitchLowering extends OpRewritePattern<IndexSwitchOp> {
  constructor(context: MLIRContext) {
    super(IndexSwitchOp, context);
  }
  matchAndRewriteOp(switchOp: IndexSwitchOp, rewriter: PatternRewriter): boolean {
    const op = switchOp.operation;
    const loc = switchOp.location;
    const condBlock = insertionPointOf(rewriter).block;
    const continueBlock = rewriter.splitBlock(condBlock, op);
    const results = op.getResultTypes().map((type) => continueBlock.addArgument(type, loc));
    const convertRegion = (region: ReturnType<IndexSwitchOp["getDefaultRegion"]>): Block => {
      const block = region.firstBlock as Block;
      const yieldOp = terminatorOf(block);
      rewriter.setInsertionPoint(yieldOp);
      rewriter.replaceOpWithNewOp(yieldOp, () => br(rewriter, yieldOp.location, continueBlock, yieldOp.getOperands()).operation);
      rewriter.inlineRegionBefore(region, continueBlock.parent as NonNullable<Block["parent"]>, continueBlock);
      return block;
    };
    const caseValues = switchOp.getCases();
    const caseRegions = switchOp.getCaseRegions();
    const caseSuccessors: Block[] = [];
    const values: number[] = [];
    for (let i = 0; i < Math.min(caseValues.length, caseRegions.length); i++) {
      caseSuccessors.push(convertRegion(caseRegions[i] as NonNullable<(typeof caseRegions)[number]>));
      // MLIR keeps the case values as int32_t.
      values.push(Number(BigInt.asIntN(32, caseValues[i] as bigint)));
    }
    const defaultBlock = convertRegion(switchOp.getDefaultRegion());
    rewriter.setInsertionPointToEnd(condBlock);
    const i32 = IntegerType.get(rewriter.context, 32);
    const caseValue = IndexCastOp.build(rewriter, loc, { in_: switchOp.getArg(), outType: i32 }).operation.getResult(0);
    SwitchOp.buildWithFlagDefaultDestinationDefaultOperandsCaseValuesCaseDestinationsCaseOperands_(
      rewriter,
      loc,
      caseValue,
      defaultBlock,
      [],
      values,
      caseSuccessors,
      caseSuccessors.map(() => []),
    );
    rewriter.replaceOp(op, results);
    return true;
  }
}

/** scf.forall without shared outputs: an scf.parallel over the same bounds (static ones as arith.constant), its body moved over. */
export class ForallLowering extends OpRewritePattern<ForallOp> {
  constructor(context: MLIRContext) {
    super(ForallOp, context);
  }
  matchAndRewriteOp(forallOp: ForallOp, rewriter: PatternRewriter): boolean {
    const loc = forallOp.location;
    if (forallOp.getOutputs().length > 0) return rewriter.notifyMatchFailure(forallOp.operation, "only fully bufferized scf.forall ops can be lowered to scf.parallel");
    const index = IndexType.get(rewriter.context);
    const mixed = (statics: readonly bigint[], dynamics: readonly Value[]): Value[] => {
      let next = 0;
      return statics.map((s) => {
        if (s === DYNAMIC) return dynamics[next++] as Value;
        return ConstantOp.build(rewriter, loc, { value: IntegerAttr.get(index, s) }).operation.getResult(0);
      });
    };
    const lbs = mixed(forallOp.getStaticLowerBound(), forallOp.getDynamicLowerBound());
    const ubs = mixed(forallOp.getStaticUpperBound(), forallOp.getDynamicUpperBound());
    const steps = mixed(forallOp.getStaticStep(), forallOp.getDynamicStep());
    const parallelOp = ParallelOp.buildWithLowerBoundsUpperBoundsStepsBodyBuilderFn(rewriter, loc, lbs, ubs, steps);
    const parallelRegion = parallelOp.getRegion();
    rewriter.eraseBlock(parallelRegion.firstBlock as Block);
    rewriter.inlineRegionBefore(forallOp.getRegion(), parallelRegion, parallelRegion.firstBlock);
    const body = parallelRegion.firstBlock as Block;
    rewriter.setInsertionPointToEnd(body);
    const terminator = terminatorOf(body);
    rewriter.replaceOpWithNewOp(terminator, () => ReduceOp.buildDefault(rewriter, terminator.location).operation);
    rewriter.replaceOp(forallOp.operation, parallelOp.operation);
    return true;
  }
}

/** MLIR's ShapedType::kDynamic, the static-array marker of a dynamic bound. */
const DYNAMIC = -(2n ** 63n);

/** Adds the patterns of convert-scf-to-cf (MLIR's populateSCFToControlFlowConversionPatterns). */
export function populateSCFToControlFlowConversionPatterns(patterns: RewritePatternSet): void {
  const context = patterns.context;
  patterns.add(
    new ForallLowering(context),
    new ForLowering(context),
    new IfLowering(context),
    new ParallelLowering(context),
    new WhileLowering(context),
    new ExecuteRegionLowering(context),
    new IndexSwitchLowering(context),
  );
  patterns.add(new DoWhileLowering(context));
}
