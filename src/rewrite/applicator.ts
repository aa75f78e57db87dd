// MLIR's PatternApplicator: orders each op's patterns by a cost model (the default: the
// pattern's benefit), highest first, patterns of equal benefit in the order they were
// added (a stable sort); tries the op-specific and match-any patterns interleaved by
// benefit until one succeeds.
import type { OperationName } from "../ir/context.js";
import type { Operation } from "../ir/operation.js";
import type { FrozenRewritePatternSet } from "./pattern-set.js";
import { IMPOSSIBLE_TO_MATCH, type Pattern, type RewritePattern } from "./pattern.js";
import type { PatternRewriter } from "./rewriter.js";

/** A pattern's benefit under a cost model; IMPOSSIBLE_TO_MATCH removes the pattern. */
export type PatternCostModel = (pattern: Pattern) => number;

export interface ApplicatorCallbacks {
  /** Asked before a pattern is tried; false skips it. */
  readonly canApply?: (pattern: Pattern) => boolean;
  /** Told when a tried pattern failed. */
  readonly onFailure?: (pattern: Pattern) => void;
  /** Told when a pattern succeeded; returning false turns the success into a failure. */
  readonly onSuccess?: (pattern: Pattern) => boolean;
}

export class PatternApplicator {
  private readonly frozen: FrozenRewritePatternSet;
  private patterns = new Map<OperationName, RewritePattern[]>();
  private anyOpPatterns: RewritePattern[] = [];

  constructor(frozen: FrozenRewritePatternSet) {
    this.frozen = frozen;
  }

  /** Orders the patterns by their benefit. */
  applyDefaultCostModel(): void {
    this.applyCostModel((pattern) => pattern.benefit);
  }

  /** Orders the patterns by `model`, highest first (ties keep their order), dropping impossible ones. */
  applyCostModel(model: PatternCostModel): void {
    this.patterns = new Map();
    for (const [name, list] of this.frozen.opSpecificPatterns) {
      const kept = list.filter((p) => p.benefit !== IMPOSSIBLE_TO_MATCH);
      if (kept.length > 0) this.patterns.set(name, kept);
    }
    this.anyOpPatterns = this.frozen.anyOpPatterns.filter((p) => p.benefit !== IMPOSSIBLE_TO_MATCH);
    for (const [name, list] of this.patterns) this.patterns.set(name, orderByModel(list, model));
    this.anyOpPatterns = orderByModel(this.anyOpPatterns, model);
  }

  /** Every pattern the applicator may try. */
  walkAllPatterns(visit: (pattern: RewritePattern) => void): void {
    for (const pattern of this.frozen.opSpecificPatternList) visit(pattern);
    for (const pattern of this.frozen.anyOpPatterns) visit(pattern);
  }

  /**
   * Tries the patterns of `op` best first (the rewriter's insertion point set before
   * `op` for each): true as soon as one succeeds, false when none does.
   */
  matchAndRewrite(op: Operation, rewriter: PatternRewriter, callbacks: ApplicatorCallbacks = {}): boolean {
    const opPatterns = this.patterns.get(op.name);
    const anyPatterns = this.anyOpPatterns;
    const opCount = opPatterns === undefined ? 0 : opPatterns.length;
    const anyCount = anyPatterns.length;
    if (opCount === 0 && anyCount === 0) return false;
    const { canApply, onFailure, onSuccess } = callbacks;
    let opIt = 0;
    let anyIt = 0;
    for (;;) {
      let best: RewritePattern | undefined;
      let fromAny = false;
      if (opIt < opCount) best = (opPatterns as RewritePattern[])[opIt];
      // A match-any pattern goes first only with a strictly higher benefit.
      if (anyIt < anyCount) {
        const candidate = anyPatterns[anyIt] as RewritePattern;
        if (best === undefined || best.benefit < candidate.benefit) {
          best = candidate;
          fromAny = true;
        }
      }
      if (best === undefined) return false;
      if (fromAny) anyIt++;
      else opIt++;
      if (canApply !== undefined && !canApply(best)) continue;
      // A top-level op (not in a block) leaves the rewriter without insertion point.
      if (op.parent !== null) rewriter.setInsertionPoint(op);
      else rewriter.clearInsertionPoint();
      let result = best.matchAndRewrite(op, rewriter);
      if (result && onSuccess !== undefined && !onSuccess(best)) result = false;
      if (result) return true;
      onFailure?.(best);
    }
  }
}

/** `list` sorted by `model`, highest first, stable; patterns the model rates impossible dropped. */
function orderByModel(list: readonly RewritePattern[], model: PatternCostModel): RewritePattern[] {
  if (list.length === 1) {
    const only = list[0] as RewritePattern;
    return model(only) === IMPOSSIBLE_TO_MATCH ? [] : [only];
  }
  const benefits = new Map<RewritePattern, number>();
  for (const pattern of list) benefits.set(pattern, model(pattern));
  const sorted = [...list].sort((a, b) => (benefits.get(b) as number) - (benefits.get(a) as number));
  while (sorted.length > 0 && benefits.get(sorted[sorted.length - 1] as RewritePattern) === IMPOSSIBLE_TO_MATCH) sorted.pop();
  return sorted;
}
