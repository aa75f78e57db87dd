// MLIR 19's canonicalizations of the scf dialect (SCF.cpp), by op: scf.execute_region
// (SingleBlockExecuteInliner, MultiBlockExecuteInliner: file-scope classes, so their debug
// names carry no namespace), scf.index_switch (FoldConstantCase, file scope too) here;
// scf.if, scf.for, scf.forall, scf.while and scf.parallel in their own files.
import { Block, FunctionType, SymbolOpInterface, TypeAttr, type Operation, type Value } from "../../ir/index.js";
import { RewritePattern, type PatternRewriter, type RewritePatternSet } from "../../rewrite/index.js";
import type { CanonicalizationPopulator } from "./index.js";
import { populateForPatterns } from "./scf-for.js";
import { populateForallPatterns } from "./scf-forall.js";
import { populateIfPatterns } from "./scf-if.js";
import { replaceOpWithRegion, terminatorOf } from "./scf-ops.js";
import { populateParallelPatterns } from "./scf-parallel.js";
import { populateWhilePatterns } from "./scf-while.js";
import { constantInt64Of, createBranch, patternOptions } from "./support.js";

/**
 * Whether `op` is a function (isa<FunctionOpInterface>): a symbol whose `function_type`
 * is a function type. Our registrations do not carry FunctionOpInterface yet (the op
 * generator's branch adds it); every op implementing it in MLIR 19 has that shape.
 */
function isFunctionLike(op: Operation): boolean {
  if (SymbolOpInterface.impl(op) === undefined) return false;
  const type = op.getInherentAttr("function_type");
  return type instanceof TypeAttr && type.value instanceof FunctionType;
}

/** An scf.execute_region with one block is replaced by its body. */
class SingleBlockExecuteInliner extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    if (!op.getRegion(0).hasOneBlock()) return false;
    replaceOpWithRegion(rewriter, op, op.getRegion(0));
    return true;
  }
}

/**
 * An scf.execute_region directly in a function (or another execute_region) is inlined as
 * blocks: the block holding it is split before it, branches enter its region and its
 * yields branch to the split-off part, whose arguments replace its results.
 */
class MultiBlockExecuteInliner extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const parentOp = op.parentOp;
    if (parentOp === null || !(isFunctionLike(parentOp) || parentOp.name.name === "scf.execute_region")) return false;
    const prevBlock = op.parent as Block;
    const postBlock = rewriter.splitBlock(prevBlock, op);
    rewriter.setInsertionPointToEnd(prevBlock);
    createBranch(rewriter, op.location, op.getRegion(0).firstBlock as Block, []);
    for (let block = op.getRegion(0).firstBlock; block !== null; block = block.next) {
      const terminator = block.terminator;
      if (terminator === null || terminator.name.name !== "scf.yield") continue;
      rewriter.setInsertionPoint(terminator);
      createBranch(rewriter, terminator.location, postBlock, terminator.getOperands());
      rewriter.eraseOp(terminator);
    }
    rewriter.inlineRegionBefore(op.getRegion(0), postBlock.parent as NonNullable<Block["parent"]>, postBlock);
    const blockArgs: Value[] = op.results.map((result) => postBlock.addArgument(result.type, result.location));
    rewriter.replaceOp(op, blockArgs);
    return true;
  }
}

/** An scf.index_switch on a constant is replaced by the matching case (or the default) region. */
class FoldConstantCase extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const value = constantInt64Of(op.getOperand(0));
    if (value === undefined) return false;
    const casesAttr = op.getInherentAttr("cases") as { readonly values?: ArrayLike<bigint | number> } | undefined;
    const cases = Array.from(casesAttr?.values ?? [], BigInt);
    // Region 0 is the default region, the cases follow.
    const caseIndex = cases.findIndex((c) => c === value);
    const region = op.getRegion(caseIndex < 0 ? 0 : caseIndex + 1);
    const source = region.firstBlock as Block;
    const terminator = terminatorOf(source);
    const results = terminator.getOperands();
    rewriter.inlineBlockBefore(source, op.parent as Block, op, []);
    rewriter.eraseOp(terminator);
    rewriter.replaceOp(op, results);
    return true;
  }
}

/** The scf ops' canonicalization patterns, by op name. */
export const scfCanonicalizations: ReadonlyMap<string, CanonicalizationPopulator> = new Map<string, CanonicalizationPopulator>([
  [
    "scf.execute_region",
    (patterns: RewritePatternSet, context) =>
      void patterns.add(
        new SingleBlockExecuteInliner("scf.execute_region", context, patternOptions("SingleBlockExecuteInliner", false)),
        new MultiBlockExecuteInliner("scf.execute_region", context, patternOptions("MultiBlockExecuteInliner", false)),
      ),
  ],
  ["scf.for", (patterns) => populateForPatterns(patterns)],
  ["scf.forall", (patterns) => populateForallPatterns(patterns)],
  ["scf.if", (patterns) => populateIfPatterns(patterns)],
  ["scf.index_switch", (patterns, context) => void patterns.add(new FoldConstantCase("scf.index_switch", context, patternOptions("FoldConstantCase", false)))],
  ["scf.parallel", (patterns) => populateParallelPatterns(patterns)],
  ["scf.while", (patterns) => populateWhilePatterns(patterns)],
]);
