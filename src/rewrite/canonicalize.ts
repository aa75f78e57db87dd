// The canonicalizer (MLIR's Canonicalizer pass, as a function until the pass manager
// takes it): the canonicalization patterns of every loaded dialect and registered op,
// applied greedily with folding and region simplification, with mlir-opt's options.
import type { MLIRContext } from "../ir/context.js";
import type { Operation } from "../ir/operation.js";
import "./hooks.js";
import { applyPatternsAndFoldGreedily, type GreedySimplifyRegionLevel } from "./greedy-driver.js";
import type { RewriterListener } from "./listener.js";
import { FrozenRewritePatternSet, RewritePatternSet, registeredOperations } from "./pattern-set.js";

/** mlir-opt's `-canonicalize` options (defaults as in MLIR 19). */
export interface CanonicalizeOptions {
  /** `top-down`: seed the worklist in pre-order. Default true. */
  readonly topDown?: boolean;
  /** `region-simplify`. Default "normal". */
  readonly regionSimplify?: GreedySimplifyRegionLevel;
  /** `max-iterations` (-1: no limit). Default 10. */
  readonly maxIterations?: number;
  /** `max-num-rewrites` per iteration (-1: no limit). Default -1. */
  readonly maxNumRewrites?: number;
  /** `test-convergence`: fail when no fixpoint is reached. Default false. */
  readonly testConvergence?: boolean;
  /** `disable-patterns`: debug names or labels of patterns left out. */
  readonly disablePatterns?: readonly string[];
  /** `enable-patterns`: when given, only patterns with these debug names or labels are used. */
  readonly enablePatterns?: readonly string[];
  /** Told of every change. */
  readonly listener?: RewriterListener;
}

export interface CanonicalizeResult {
  /** False only when `testConvergence` is set and no fixpoint was reached (the pass fails). */
  readonly succeeded: boolean;
  readonly converged: boolean;
  readonly changed: boolean;
}

/** Every canonicalization pattern the context knows: loaded dialects' (by namespace), then registered ops' (by name). */
export function collectCanonicalizationPatterns(context: MLIRContext): RewritePatternSet {
  const patterns = new RewritePatternSet(context);
  const dialects = [...context.getLoadedDialects()].sort((a, b) => (a.namespace < b.namespace ? -1 : a.namespace > b.namespace ? 1 : 0));
  for (const dialect of dialects) dialect.getCanonicalizationPatterns?.(patterns);
  for (const name of registeredOperations(context)) {
    const info = name.info;
    if (info === undefined) continue;
    if (info.getCanonicalizationPatterns !== undefined) info.getCanonicalizationPatterns(patterns, context);
    else if (info.canonicalize !== undefined) {
      const canonicalizeOp = info.canonicalize.bind(info);
      patterns.addFunction(name, (op, rewriter) => canonicalizeOp(op, rewriter));
    }
  }
  return patterns;
}

/** The canonicalizer with its patterns collected once (MLIR's Canonicalizer::initialize), to run on many ops. */
export class Canonicalizer {
  private readonly patterns: FrozenRewritePatternSet;
  private readonly options: CanonicalizeOptions;

  constructor(context: MLIRContext, options: CanonicalizeOptions = {}) {
    this.options = options;
    this.patterns = new FrozenRewritePatternSet(collectCanonicalizationPatterns(context), options.disablePatterns ?? [], options.enablePatterns ?? []);
  }

  /** Canonicalizes the regions of `op` (not `op` itself). */
  run(op: Operation): CanonicalizeResult {
    const options = this.options;
    const result = applyPatternsAndFoldGreedily(op, this.patterns, {
      useTopDownTraversal: options.topDown ?? true,
      enableRegionSimplification: options.regionSimplify ?? "normal",
      maxIterations: options.maxIterations ?? 10,
      maxNumRewrites: options.maxNumRewrites ?? -1,
      ...(options.listener === undefined ? {} : { listener: options.listener }),
    });
    return { succeeded: result.succeeded || options.testConvergence !== true, converged: result.succeeded, changed: result.changed };
  }
}

/** Canonicalizes the regions of `op` with every canonicalization pattern of its context. */
export function canonicalize(op: Operation, options: CanonicalizeOptions = {}): CanonicalizeResult {
  return new Canonicalizer(op.context, options).run(op);
}
