// MLIR's OperationLegalizer: legalizes one op — legal as it is, ignored, folded, or
// rewritten by a pattern whose results are legalized in turn (the blocks it moved, the
// ops it modified, the ops it created), rolling the pattern back when they cannot be.
// Patterns are ordered by MLIR's cost model: fewest legalization steps first (through the
// ops they declare they generate), then highest benefit.
import { OpBuilder } from "../../ir/builder.js";
import type { OperationName } from "../../ir/context.js";
import type { OpFoldResult } from "../../ir/dialect.js";
import type { Operation, Value } from "../../ir/operation.js";
import { PatternApplicator } from "../applicator.js";
import { constantValueOf, dialectOf, foldWithOperandConstants, isAttribute } from "../fold.js";
import type { FrozenRewritePatternSet } from "../pattern-set.js";
import { IMPOSSIBLE_TO_MATCH, type Pattern } from "../pattern.js";
import { CreateBlockRewrite, CreateOperationRewrite, ModifyOperationRewrite, MoveBlockRewrite, MoveOperationRewrite, type IRRewrite } from "./rewrites.js";
import type { ConversionPatternRewriter, RewriterState } from "./rewriter.js";
import type { ConversionTarget } from "./target.js";

export class OperationLegalizer {
  readonly target: ConversionTarget;
  private readonly applicator: PatternApplicator;
  /** Patterns being applied up the recursion (a pattern without bounded recursion is not reapplied). */
  private readonly appliedPatterns = new Set<Pattern>();

  constructor(target: ConversionTarget, patterns: FrozenRewritePatternSet) {
    this.target = target;
    this.applicator = new PatternApplicator(patterns);
    const anyOp: Pattern[] = [];
    const perOp = new Map<OperationName, Pattern[]>();
    this.buildLegalizationGraph(anyOp, perOp);
    this.computeLegalizationGraphBenefit(anyOp, perOp);
  }

  isIllegal(op: Operation): boolean {
    return this.target.isIllegal(op);
  }

  /** Legalizes `op`; false when it cannot be (its changes rolled back). */
  legalize(op: Operation, rewriter: ConversionPatternRewriter): boolean {
    const legality = this.target.isLegal(op);
    if (legality !== undefined) {
      if (legality.isRecursivelyLegal) markNestedIgnored(op, rewriter);
      return true;
    }
    if (rewriter.impl.isOpIgnored(op)) return true;
    if (this.legalizeWithFold(op, rewriter)) return true;
    return this.legalizeWithPattern(op, rewriter);
  }

  /** MLIR's legalizeWithFold: folds `op`, replacing it by the folded values (new constants legalized too). */
  private legalizeWithFold(op: Operation, rewriter: ConversionPatternRewriter): boolean {
    const impl = rewriter.impl;
    const state = impl.getCurrentState();
    if (op.parent !== null) rewriter.setInsertionPoint(op);
    else rewriter.clearInsertionPoint();
    const folded = tryFold(op, rewriter);
    if (folded === undefined) return false;
    // Folded in place: the op changed, legalize it again.
    if (folded.length === 0) return this.legalize(op, rewriter);
    rewriter.replaceOp(op, folded);
    for (let i = state.numRewrites; i < impl.rewrites.length; i++) {
      const rewrite = impl.rewrites[i];
      if (!(rewrite instanceof CreateOperationRewrite)) continue;
      if (!this.legalize(rewrite.op, rewriter)) {
        impl.resetState(state);
        return false;
      }
    }
    return true;
  }

  private legalizeWithPattern(op: Operation, rewriter: ConversionPatternRewriter): boolean {
    const impl = rewriter.impl;
    const state = impl.getCurrentState();
    const listener = impl.config.listener;
    return this.applicator.matchAndRewrite(op, rewriter, {
      canApply: (pattern) => {
        if (!pattern.hasBoundedRewriteRecursion && this.appliedPatterns.has(pattern)) return false;
        if (!pattern.hasBoundedRewriteRecursion) this.appliedPatterns.add(pattern);
        listener?.notifyPatternBegin?.(pattern, op);
        return true;
      },
      onFailure: (pattern) => {
        listener?.notifyPatternEnd?.(pattern, false);
        impl.resetState(state);
        this.appliedPatterns.delete(pattern);
      },
      onSuccess: (pattern) => {
        const result = this.legalizePatternResult(op, rewriter, state);
        this.appliedPatterns.delete(pattern);
        if (!result) impl.resetState(state);
        listener?.notifyPatternEnd?.(pattern, result);
        return result;
      },
    });
  }

  /**
   * Legalizes what the pattern did (MLIR's legalizePatternResult): the parents of blocks it
   * created or moved, then the ops it modified in place, then the ops it created. One scan
   * of the log sorts the entries (a pattern may log many moves).
   */
  private legalizePatternResult(op: Operation, rewriter: ConversionPatternRewriter, state: RewriterState): boolean {
    const rewrites = rewriter.impl.rewrites;
    const end = rewrites.length;
    const blocks: (CreateBlockRewrite | MoveBlockRewrite)[] = [];
    const modified: Operation[] = [];
    const created: Operation[] = [];
    for (let i = state.numRewrites; i < end; i++) {
      const rewrite = rewrites[i] as IRRewrite;
      if (rewrite instanceof MoveOperationRewrite) continue;
      if (rewrite instanceof CreateOperationRewrite) created.push(rewrite.op);
      else if (rewrite instanceof ModifyOperationRewrite) modified.push(rewrite.op);
      else if (rewrite instanceof CreateBlockRewrite || rewrite instanceof MoveBlockRewrite) blocks.push(rewrite);
    }
    if (!this.legalizePatternBlockRewrites(op, rewriter, state, blocks, created)) return false;
    for (const modifiedOp of modified) if (!this.legalize(modifiedOp, rewriter)) return false;
    for (const createdOp of created) if (!this.legalize(createdOp, rewriter)) return false;
    return true;
  }

  /** Re-legalizes the parent ops of blocks the pattern created or moved outside `op` (or converts their signatures). */
  private legalizePatternBlockRewrites(
    op: Operation,
    rewriter: ConversionPatternRewriter,
    state: RewriterState,
    blockRewrites: readonly (CreateBlockRewrite | MoveBlockRewrite)[],
    created: readonly Operation[],
  ): boolean {
    const impl = rewriter.impl;
    let toIgnore: Set<Operation> | undefined;
    for (const rewrite of blockRewrites) {
      const block = rewrite.block;
      const parentOp = block.parentOp;
      if (parentOp === null || parentOp === op || block.arguments.length === 0) continue;
      const region = block.parent;
      const converter = region === null ? undefined : impl.regionToConverter.get(region);
      if (converter !== undefined) {
        const conversion = converter.convertBlockSignature(block);
        if (conversion === undefined) return false;
        impl.applySignatureConversion(rewriter, block, converter, conversion);
        continue;
      }
      if (toIgnore === undefined) {
        // Ops created so far by this pattern (and by the signature conversions above) are legalized later.
        toIgnore = new Set(created);
        for (let j = state.numRewrites; j < impl.rewrites.length; j++) {
          const later = impl.rewrites[j];
          if (later instanceof CreateOperationRewrite) toIgnore.add(later.op);
        }
      }
      if (toIgnore.has(parentOp)) continue;
      toIgnore.add(parentOp);
      if (!this.legalize(parentOp, rewriter)) return false;
    }
    return true;
  }

  // ---- cost model ----

  /** The patterns that may lead to legal ops, per root op name; match-any ones apart (MLIR's buildLegalizationGraph). */
  private buildLegalizationGraph(anyOp: Pattern[], perOp: Map<OperationName, Pattern[]>): void {
    const parentOps = new Map<OperationName, Set<OperationName>>();
    const invalid = new Map<OperationName, Set<Pattern>>();
    const worklist: Pattern[] = [];
    const inWorklist = new Set<Pattern>();
    const push = (pattern: Pattern): void => {
      if (inWorklist.has(pattern)) return;
      inWorklist.add(pattern);
      worklist.push(pattern);
    };
    this.applicator.walkAllPatterns((pattern) => {
      const root = pattern.getRootKind();
      if (root === undefined) {
        anyOp.push(pattern);
        return;
      }
      if (this.target.getOpAction(root) === "legal") return;
      getOrCreate(invalid, root, () => new Set()).add(pattern);
      for (const generated of pattern.generatedOps) getOrCreate(parentOps, generated, () => new Set()).add(root);
      push(pattern);
    });
    if (anyOp.length > 0) {
      for (const pattern of worklist) getOrCreate(perOp, pattern.getRootKind() as OperationName, () => []).push(pattern);
      return;
    }
    while (worklist.length > 0) {
      const pattern = worklist.pop() as Pattern;
      inWorklist.delete(pattern);
      const blocked = pattern.generatedOps.some((generated) => {
        const action = this.target.getOpAction(generated);
        return !perOp.has(generated) && (action === undefined || action === "illegal");
      });
      if (blocked) continue;
      const root = pattern.getRootKind() as OperationName;
      getOrCreate(perOp, root, () => []).push(pattern);
      invalid.get(root)?.delete(pattern);
      for (const parent of parentOps.get(root) ?? []) for (const candidate of invalid.get(parent) ?? []) push(candidate);
    }
  }

  /** Orders each op's patterns by legalization depth, then benefit, and hands the order to the applicator. */
  private computeLegalizationGraphBenefit(anyOp: Pattern[], perOp: Map<OperationName, Pattern[]>): void {
    const minDepth = new Map<OperationName, number>();
    for (const name of perOp.keys()) if (!minDepth.has(name)) this.computeOpLegalizationDepth(name, minDepth, perOp);
    if (anyOp.length > 0) this.applyCostModelToPatterns(anyOp, minDepth, perOp);
    this.applicator.applyCostModel((pattern) => {
      const root = pattern.getRootKind();
      const ordered = root !== undefined ? (perOp.get(root) ?? []) : anyOp;
      const index = ordered.indexOf(pattern);
      return index < 0 ? IMPOSSIBLE_TO_MATCH : ordered.length - index;
    });
  }

  private computeOpLegalizationDepth(name: OperationName, minDepth: Map<OperationName, number>, perOp: Map<OperationName, Pattern[]>): number {
    const known = minDepth.get(name);
    if (known !== undefined) return known;
    const patterns = perOp.get(name);
    if (patterns === undefined || patterns.length === 0) return 0;
    minDepth.set(name, Number.MAX_SAFE_INTEGER);
    const depth = this.applyCostModelToPatterns(patterns, minDepth, perOp);
    minDepth.set(name, depth);
    return depth;
  }

  private applyCostModelToPatterns(patterns: Pattern[], minDepth: Map<OperationName, number>, perOp: Map<OperationName, Pattern[]>): number {
    let min = Number.MAX_SAFE_INTEGER;
    const byDepth = patterns.map((pattern) => {
      let depth = 1;
      for (const generated of pattern.generatedOps) depth = Math.max(depth, this.computeOpLegalizationDepth(generated, minDepth, perOp) + 1);
      min = Math.min(min, depth);
      return { pattern, depth };
    });
    if (byDepth.length === 1) return min;
    // A stable sort: by smaller depth, then by larger benefit.
    byDepth.sort((a, b) => (a.depth !== b.depth ? a.depth - b.depth : b.pattern.benefit - a.pattern.benefit));
    patterns.length = 0;
    for (const { pattern } of byDepth) patterns.push(pattern);
    return min;
  }
}

function getOrCreate<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

function markNestedIgnored(op: Operation, rewriter: ConversionPatternRewriter): void {
  for (const region of op.regions)
    for (let block = region.firstBlock; block !== null; block = block.next)
      for (let nested = block.firstOp; nested !== null; nested = nested.next) {
        rewriter.impl.ignoredOps.add(nested);
        markNestedIgnored(nested, rewriter);
      }
}

/**
 * MLIR's OpBuilder::tryFold: the values `op` folds to (constants materialized by its
 * dialect and inserted at the rewriter's point), [] when it folded in place, undefined when
 * it does not fold (or is a constant already, or a constant cannot be materialized).
 */
function tryFold(op: Operation, rewriter: ConversionPatternRewriter): Value[] | undefined {
  if (constantValueOf(op) !== undefined) return undefined;
  const results: OpFoldResult[] = [];
  if (!foldWithOperandConstants(op, results)) return undefined;
  if (results.length === 0) return [];
  const dialect = dialectOf(op);
  const values: Value[] = [];
  const constants: Operation[] = [];
  for (let i = 0; i < results.length; i++) {
    const result = results[i] as OpFoldResult;
    if (!isAttribute(result)) {
      values.push(result);
      continue;
    }
    // Materialized detached, inserted only when every result could be.
    const made = dialect?.materializeConstant?.(new OpBuilder(rewriter.context), result, (op.results[i] as Value).type, op.location);
    if (made === undefined) {
      for (const constant of constants) constant.erase();
      return undefined;
    }
    constants.push(made);
    values.push(made.getResult(0));
  }
  for (const constant of constants) rewriter.insert(constant);
  return values;
}
