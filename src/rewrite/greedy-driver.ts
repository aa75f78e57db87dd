// MLIR 19's greedy pattern rewrite driver. Its worklist order decides the output, so this
// follows MLIR step for step: the worklist is a stack (a vector popped from the back,
// removal by nulling the slot) seeded by a post-order walk (bottom-up) or a reversed
// pre-order walk (top-down), each op enqueued with its ancestors up to the scope; every
// iteration first re-collects the constants (de-duplicating them and moving them to the
// front of their insertion region), then pops ops: trivially dead ones are erased,
// non-constant ones are folded (constants materialized right before the op), the rest are
// given to the patterns; the listener callbacks re-enqueue what a change may affect
// (inserted and modified ops, the defining ops of an erased op's operands that are left
// with at most one other user). Region simplification runs after each iteration.
import type { MLIRContext } from "../ir/context.js";
import type { InsertionPoint } from "../ir/builder.js";
import type { OpFoldResult } from "../ir/dialect.js";
import type { Location } from "../ir/location.js";
import { Region, type Block, type Operation, type Value, type WalkResult } from "../ir/operation.js";
import { isConstantLike, isOpTriviallyDead } from "../ir/side-effects.js";
import { OpTrait } from "../ir/traits.js";
import { PatternApplicator, type ApplicatorCallbacks } from "./applicator.js";
import { constantValueOf, dialectOf, foldWithOperandConstants, isAttribute, mayFold } from "./fold.js";
import { OperationFolder } from "./folder.js";
import { isLinkedOperand } from "./ir-utils.js";
import type { MatchFailureReason, RewriterListener } from "./listener.js";
import type { FrozenRewritePatternSet } from "./pattern-set.js";
import type { Pattern } from "./pattern.js";
import { simplifyRegions } from "./region-simplify.js";
import { PatternRewriter } from "./rewriter.js";
import { Worklist } from "./worklist.js";

/** No limit for maxIterations / maxNumRewrites (MLIR's GreedyRewriteConfig::kNoLimit). */
export const kNoLimit = -1;

/** Which ops may enter the worklist (MLIR's GreedyRewriteStrictness). */
export type GreedyRewriteStrictness =
  /** Any op. */
  | "AnyOp"
  /** Only the ops there at the start and ops created during the rewrite. */
  | "ExistingAndNewOps"
  /** Only the ops there at the start. */
  | "ExistingOps";

/** How much the driver simplifies the region structure between iterations (MLIR's GreedySimplifyRegionLevel). */
export type GreedySimplifyRegionLevel = "disabled" | "normal" | "aggressive";

/** MLIR's GreedyRewriteConfig (defaults as in MLIR 19). */
export interface GreedyRewriteConfig {
  /** Seed the worklist top-down (pre-order) rather than bottom-up (post-order). Default false. */
  readonly useTopDownTraversal?: boolean;
  /** Region simplification between iterations. Default "aggressive". */
  readonly enableRegionSimplification?: GreedySimplifyRegionLevel;
  /** Iterations before giving up (kNoLimit: none). Default 10. */
  readonly maxIterations?: number;
  /** Pattern rewrites per iteration before stopping (kNoLimit: none). Default kNoLimit. */
  readonly maxNumRewrites?: number;
  /** Only ops in this region (at any depth) are enqueued. Default: the region being simplified, or the ops' common region. */
  readonly scope?: Region | null;
  /** Default "AnyOp". */
  readonly strictMode?: GreedyRewriteStrictness;
  /** Told of every change the driver makes. */
  readonly listener?: RewriterListener;
  /** Whether ops are folded (MLIR 19 always folds; later versions made it optional). Default true. */
  readonly fold?: boolean;
  /** Whether constants are de-duplicated and hoisted at each iteration (always in MLIR 19; optional later). Default true. */
  readonly cseConstants?: boolean;
}

interface ResolvedConfig {
  readonly useTopDownTraversal: boolean;
  readonly enableRegionSimplification: GreedySimplifyRegionLevel;
  readonly maxIterations: number;
  readonly maxNumRewrites: number;
  readonly scope: Region | null;
  readonly strictMode: GreedyRewriteStrictness;
  readonly listener: RewriterListener | undefined;
  readonly fold: boolean;
  readonly cseConstants: boolean;
}

function resolve(config: GreedyRewriteConfig, scope: Region | null): ResolvedConfig {
  return {
    useTopDownTraversal: config.useTopDownTraversal ?? false,
    enableRegionSimplification: config.enableRegionSimplification ?? "aggressive",
    maxIterations: config.maxIterations ?? 10,
    maxNumRewrites: config.maxNumRewrites ?? kNoLimit,
    scope: config.scope ?? scope,
    strictMode: config.strictMode ?? "AnyOp",
    listener: config.listener,
    fold: config.fold ?? true,
    cseConstants: config.cseConstants ?? true,
  };
}

/** The worklist machinery and one round of processing, shared by the region and op-list drivers. */
abstract class GreedyPatternRewriteDriver implements RewriterListener {
  protected readonly rewriter: PatternRewriter;
  protected readonly worklist = new Worklist();
  protected readonly config: ResolvedConfig;
  /** With a strict mode: the ops allowed into the worklist. */
  protected readonly strictModeFilteredOps = new Set<Operation>();
  private readonly matcher: PatternApplicator;
  private readonly callbacks: ApplicatorCallbacks;

  protected constructor(context: MLIRContext, patterns: FrozenRewritePatternSet, config: ResolvedConfig) {
    this.config = config;
    this.rewriter = new PatternRewriter(context, this);
    this.matcher = new PatternApplicator(patterns);
    this.matcher.applyDefaultCostModel();
    const listener = config.listener;
    if (listener?.notifyMatchFailure !== undefined) {
      const forward = listener;
      (this as { notifyMatchFailure?: (location: Location, reason: MatchFailureReason) => void }).notifyMatchFailure = (location, reason) =>
        forward.notifyMatchFailure?.(location, reason);
    }
    this.callbacks =
      listener === undefined
        ? {}
        : {
            canApply: (pattern: Pattern): boolean => {
              listener.notifyPatternBegin?.(pattern, this.currentOp as Operation);
              return true;
            },
            onFailure: (pattern: Pattern): void => listener.notifyPatternEnd?.(pattern, false),
            onSuccess: (pattern: Pattern): boolean => {
              listener.notifyPatternEnd?.(pattern, true);
              return true;
            },
          };
  }

  /** The op being processed (for the pattern begin notifications). */
  private currentOp: Operation | undefined;

  /** Processes ops until the worklist is empty or maxNumRewrites is reached; true when the IR changed. */
  protected processWorklist(): boolean {
    let changed = false;
    let numRewrites = 0;
    const { maxNumRewrites } = this.config;
    while (!this.worklist.empty() && (numRewrites < maxNumRewrites || maxNumRewrites === kNoLimit)) {
      const op = this.worklist.pop();
      if (isOpTriviallyDead(op)) {
        this.rewriter.eraseOp(op);
        changed = true;
        continue;
      }
      // Constants are not folded: they would fold to their value and be made again, forever.
      if (this.config.fold && !isConstantLike(op)) {
        const folded = this.tryFold(op);
        if (folded) {
          changed = true;
          continue;
        }
      }
      this.currentOp = op;
      if (this.matcher.matchAndRewrite(op, this.rewriter, this.callbacks)) {
        changed = true;
        numRewrites++;
      }
      this.currentOp = undefined;
    }
    return changed;
  }

  /**
   * Folds `op`: in place (the op is announced as modified), or replaced by the folded
   * values, attributes made into constants by the op's dialect right before it. False
   * when it does not fold or a constant cannot be made.
   */
  private tryFold(op: Operation): boolean {
    if (!mayFold(op)) return false;
    const results: OpFoldResult[] = [];
    if (!foldWithOperandConstants(op, results)) return false;
    if (results.length === 0) {
      this.notifyOperationModified(op);
      return true;
    }
    if (results.length !== op.numResults) throw new Error(`fold of '${op.name.name}' gave ${results.length} results for ${op.numResults}`);
    const saved = this.rewriter.insertionPoint;
    this.rewriter.setInsertionPoint(op);
    const replacements: Value[] = [];
    const materialized: Operation[] = [];
    let ok = true;
    for (let i = 0; i < results.length; i++) {
      const result = results[i] as OpFoldResult;
      const type = op.getResult(i).type;
      if (!isAttribute(result)) {
        replacements.push(result);
        continue;
      }
      const constant = dialectOf(op)?.materializeConstant?.(this.rewriter, result, type, op.location);
      if (constant === undefined) {
        // Undo the constants made for the earlier results.
        for (const made of materialized) this.rewriter.eraseOp(made);
        ok = false;
        break;
      }
      if (!constant.hasTrait(OpTrait.ConstantLike)) throw new Error(`materializeConstant made '${constant.name.name}', which is not ConstantLike`);
      materialized.push(constant);
      replacements.push(constant.getResult(0));
    }
    this.rewriter.restoreInsertionPoint(saved);
    if (!ok) return false;
    this.rewriter.replaceOp(op, replacements);
    return true;
  }

  /** Enqueues `op` and its ancestors up to the scope (nothing when `op` is outside the scope). */
  protected addToWorklist(op: Operation): void {
    const scope = this.config.scope;
    // First find whether the scope is an ancestor, then enqueue the op and its ancestors
    // inside the scope, innermost first.
    for (let current: Operation | null = op; ; ) {
      const region: Region | null = current.parentRegion;
      if (region === scope) break;
      if (region === null) return;
      current = region.parentOp;
      if (current === null) return;
    }
    for (let current: Operation = op; ; ) {
      this.addSingleOpToWorklist(current);
      const region = current.parentRegion as Region | null;
      if (region === scope) return;
      current = (region as Region).parentOp as Operation;
    }
  }

  protected addSingleOpToWorklist(op: Operation): void {
    if (this.config.strictMode === "AnyOp" || this.strictModeFilteredOps.has(op)) this.worklist.push(op);
  }

  /** Enqueues the defining ops of `op`'s operands that have at most one user besides `op`. */
  private addOperandsToWorklist(op: Operation): void {
    const numOperands = op.numOperands;
    for (let i = 0; i < numOperands; i++) {
      const operand = op.getOpOperand(i);
      if (!isLinkedOperand(operand)) continue;
      const value = operand.value;
      const defining = value.definingOp;
      if (defining === null) continue;
      let otherUser: Operation | undefined;
      let moreThanTwo = false;
      for (let use = value.firstUse; use !== null; use = use.nextUse) {
        const user = use.owner;
        if (user === op || user === otherUser) continue;
        if (otherUser === undefined) {
          otherUser = user;
          continue;
        }
        moreThanTwo = true;
        break;
      }
      if (!moreThanTwo) this.addToWorklist(defining);
    }
  }

  // ---- listener ----

  notifyOperationInserted(op: Operation, previous: InsertionPoint | null): void {
    this.config.listener?.notifyOperationInserted?.(op, previous);
    if (this.config.strictMode === "ExistingAndNewOps") this.strictModeFilteredOps.add(op);
    this.addToWorklist(op);
  }

  notifyBlockInserted(block: Block, previousRegion: Region | null, previousNext: Block | null): void {
    this.config.listener?.notifyBlockInserted?.(block, previousRegion, previousNext);
  }

  notifyOperationModified(op: Operation): void {
    this.config.listener?.notifyOperationModified?.(op);
    this.addToWorklist(op);
  }

  notifyOperationReplaced(op: Operation, replacement: readonly Value[]): void {
    this.config.listener?.notifyOperationReplaced?.(op, replacement);
  }

  notifyOperationErased(op: Operation): void {
    this.config.listener?.notifyOperationErased?.(op);
    this.addOperandsToWorklist(op);
    this.worklist.remove(op);
    if (this.config.strictMode !== "AnyOp") this.strictModeFilteredOps.delete(op);
  }

  notifyBlockErased(block: Block): void {
    this.config.listener?.notifyBlockErased?.(block);
  }

  /**
   * Present only when the configured listener hears match failures: without it a failing
   * pattern's rewriter builds no reason nobody reads (patterns fail far more than they match).
   */
  declare readonly notifyMatchFailure?: (location: Location, reason: MatchFailureReason) => void;
}

/** Where a walk is in one region list: the region, the block, and the next op (taken before visiting, as MLIR's early-increment walk). */
interface WalkFrame {
  readonly owner: Operation | null;
  readonly regions: readonly Region[];
  regionIndex: number;
  block: Block | null;
  next: Operation | null;
}

/**
 * Visits the ops of `regions` (nested ones too): in pre-order (a visit returning "skip"
 * leaves out the op's regions) or post-order. Each op's successor is taken before it is
 * visited, so a visit may move or erase it. Iterative; only ops with regions take a frame.
 */
function walkRegions(regions: readonly Region[], order: "pre" | "post", visit: (op: Operation) => WalkResult): void {
  const stack: WalkFrame[] = [{ owner: null, regions, regionIndex: 0, block: null, next: null }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as WalkFrame;
    const op = frame.next;
    if (op !== null) {
      frame.next = op.next;
      if (order === "pre" && visit(op) === "skip") continue;
      if (op.regions.length > 0) stack.push({ owner: op, regions: op.regions, regionIndex: 0, block: null, next: null });
      else if (order === "post") visit(op);
      continue;
    }
    const block: Block | null = frame.block === null ? null : frame.block.next;
    if (block !== null) {
      frame.block = block;
      frame.next = block.firstOp;
      continue;
    }
    if (frame.regionIndex < frame.regions.length) {
      const first = (frame.regions[frame.regionIndex++] as Region).firstBlock;
      frame.block = first;
      frame.next = first === null ? null : first.firstOp;
      continue;
    }
    stack.pop();
    if (order === "post" && frame.owner !== null) visit(frame.owner);
  }
}

function walkRegionPostOrder(region: Region, visit: (op: Operation) => void): void {
  walkRegions([region], "post", visit);
}

function walkRegionPreOrder(region: Region, visit: (op: Operation) => WalkResult): void {
  walkRegions([region], "pre", visit);
}

/** Simplifies every op in one region, and the region itself (MLIR's RegionPatternRewriteDriver). */
class RegionPatternRewriteDriver extends GreedyPatternRewriteDriver {
  private readonly region: Region;

  constructor(context: MLIRContext, patterns: FrozenRewritePatternSet, config: ResolvedConfig, region: Region) {
    super(context, patterns, config);
    this.region = region;
    if (config.strictMode !== "AnyOp") walkRegionPostOrder(region, (op) => void this.strictModeFilteredOps.add(op));
  }

  /** Iterates to a fixpoint; returns whether it converged and whether anything changed. */
  simplify(): { converged: boolean; changed: boolean } {
    let continueRewrites = false;
    let iteration = 0;
    const { maxIterations, enableRegionSimplification } = this.config;
    do {
      if (++iteration > maxIterations && maxIterations !== kNoLimit) break;
      this.worklist.clear();
      // A fresh folder each iteration: it de-duplicates the constants and moves them to
      // the front of their insertion region as the worklist is seeded.
      const folder = new OperationFolder(this.rewriter.context, this);
      const cse = this.config.cseConstants;
      const erasedAsDuplicate = (op: Operation): boolean => {
        if (!cse) return false;
        const value = constantValueOf(op);
        return value !== undefined && !folder.insertKnownConstant(op, value);
      };
      if (!this.config.useTopDownTraversal) {
        walkRegionPostOrder(this.region, (op) => {
          if (!erasedAsDuplicate(op)) this.addToWorklist(op);
        });
      } else {
        // In pre-order every ancestor of an op inside the region was enqueued before it,
        // so when the scope is the region itself, enqueuing an op with its ancestors
        // (addToWorklist) is enqueuing the op alone: the walk skips the ancestor chain.
        const scopeIsRegion = this.config.scope === this.region;
        walkRegionPreOrder(this.region, (op) => {
          if (erasedAsDuplicate(op)) return "skip";
          if (scopeIsRegion) this.addSingleOpToWorklist(op);
          else this.addToWorklist(op);
          return "advance";
        });
        // Reversed, so that popping from the back processes the ops in order.
        this.worklist.reverse();
      }
      continueRewrites = this.processWorklist();
      if (enableRegionSimplification !== "disabled") {
        continueRewrites = simplifyRegions(this.rewriter, [this.region], enableRegionSimplification === "aggressive") || continueRewrites;
      }
    } while (continueRewrites);
    return { converged: !continueRewrites, changed: iteration > 1 };
  }
}

/** What a greedy rewrite reports. */
export interface GreedyRewriteResult {
  /** Whether it reached a fixpoint (MLIR's success), rather than stopping at a limit. */
  readonly succeeded: boolean;
  /** Whether the IR changed. */
  readonly changed: boolean;
}

/**
 * Applies `patterns` (with folding and dead code removal) to the ops in `region` until a
 * fixpoint or `config.maxIterations` (MLIR's applyPatternsAndFoldGreedily on a region,
 * whose parent op should be isolated from above). The region's parent op itself is not
 * rewritten.
 */
export function applyPatternsAndFoldGreedily(region: Region, patterns: FrozenRewritePatternSet, config?: GreedyRewriteConfig): GreedyRewriteResult;
/** The same for each region of `op`, one rewrite per region. */
export function applyPatternsAndFoldGreedily(op: Operation, patterns: FrozenRewritePatternSet, config?: GreedyRewriteConfig): GreedyRewriteResult;
export function applyPatternsAndFoldGreedily(target: Region | Operation, patterns: FrozenRewritePatternSet, config: GreedyRewriteConfig = {}): GreedyRewriteResult {
  if (!(target instanceof Region)) {
    let failed = false;
    let changed = false;
    for (const region of target.regions) {
      const result = applyPatternsAndFoldGreedily(region, patterns, config);
      failed = failed || !result.succeeded;
      changed = changed || result.changed;
    }
    return { succeeded: !failed, changed };
  }
  const context = target.context ?? patterns.context;
  const driver = new RegionPatternRewriteDriver(context, patterns, resolve(config, target), target);
  const { converged, changed } = driver.simplify();
  return { succeeded: converged, changed };
}

/** Simplifies a list of ops (MLIR's MultiOpPatternRewriteDriver): one round over them and whatever they lead to. */
class MultiOpPatternRewriteDriver extends GreedyPatternRewriteDriver {
  private readonly survivingOps: Set<Operation>;

  constructor(context: MLIRContext, patterns: FrozenRewritePatternSet, config: ResolvedConfig, ops: readonly Operation[]) {
    super(context, patterns, config);
    if (config.strictMode !== "AnyOp") for (const op of ops) this.strictModeFilteredOps.add(op);
    this.survivingOps = new Set(ops);
  }

  override notifyOperationErased(op: Operation): void {
    super.notifyOperationErased(op);
    this.survivingOps.delete(op);
  }

  simplify(ops: readonly Operation[]): { converged: boolean; changed: boolean; allErased: boolean } {
    for (const op of ops) this.addSingleOpToWorklist(op);
    const changed = this.processWorklist();
    return { converged: this.worklist.empty(), changed, allErased: this.survivingOps.size === 0 };
  }
}

/** The closest region containing every op (null when one of them is a top-level op). */
function findCommonAncestor(ops: readonly Operation[]): Region | null {
  const first = ops[0] as Operation;
  if (ops.length === 1) return first.parentRegion;
  const remaining = new Set(ops.slice(1));
  for (let region = first.parentRegion; region !== null; region = region.parentRegion) {
    for (const op of [...remaining]) if (region.findAncestorOpInRegion(op) !== null) remaining.delete(op);
    if (remaining.size === 0) return region;
  }
  return null;
}

/** What applyOpPatternsAndFold reports. */
export interface OpPatternsResult extends GreedyRewriteResult {
  /** Whether every op of the list was erased. */
  readonly allErased: boolean;
}

/**
 * Applies `patterns` (with folding and dead code removal) to `ops` and to the ops their
 * rewrites create or affect, as `config.strictMode` allows (MLIR's applyOpPatternsAndFold).
 */
export function applyOpPatternsAndFold(ops: readonly Operation[], patterns: FrozenRewritePatternSet, config: GreedyRewriteConfig = {}): OpPatternsResult {
  if (ops.length === 0) return { succeeded: true, changed: false, allErased: true };
  const scope = config.scope ?? findCommonAncestor(ops);
  const resolved = resolve({ ...config, scope }, scope);
  const driver = new MultiOpPatternRewriteDriver((ops[0] as Operation).context, patterns, resolved, ops);
  const { converged, changed, allErased } = driver.simplify(ops);
  return { succeeded: converged, changed, allErased };
}
