// Rewrite patterns (MLIR's Pattern / RewritePattern): what a pattern matches (one op
// name, the ops implementing an interface or having a trait, or any op), its benefit,
// the ops it may create, its debug name and labels; and typed forms over generated op
// classes (OpRewritePattern), interfaces and traits.
import type { MLIRContext, OperationName } from "../ir/context.js";
import type { OpInterface, OpInterfaceView } from "../ir/interfaces.js";
import type { Operation } from "../ir/operation.js";
import type { OpTraitKey } from "../ir/traits.js";
import type { PatternRewriter } from "./rewriter.js";

/** The benefit no pattern can have: such a pattern is never applied (MLIR's PatternBenefit::impossibleToMatch). */
export const IMPOSSIBLE_TO_MATCH = 65535;

/** Checks a benefit: an integer from 0 to 65535 (the last meaning "never applied"). */
export function checkBenefit(benefit: number): number {
  if (!Number.isInteger(benefit) || benefit < 0 || benefit > IMPOSSIBLE_TO_MATCH)
    throw new RangeError(`pattern benefit must be an integer from 0 to ${IMPOSSIBLE_TO_MATCH}, got ${benefit}`);
  return benefit;
}

/** Marks a pattern that may match any op (MLIR's MatchAnyOpTypeTag). */
export const MatchAnyOpTypeTag: unique symbol = Symbol("MatchAnyOpTypeTag");

/** Any op interface key (whatever its methods), as a pattern anchor. */
export interface OpInterfaceKey {
  readonly kind: "op";
  readonly name: string;
}

/** What a pattern is anchored on. */
export type PatternRootSpec =
  | string
  | OperationName
  | { readonly interface: OpInterfaceKey }
  | { readonly trait: OpTraitKey }
  | typeof MatchAnyOpTypeTag;

export interface PatternOptions {
  /** How much the pattern is preferred over others for the same op (default 1). */
  readonly benefit?: number;
  /** Names of the ops the pattern may create. */
  readonly generatedNames?: readonly string[];
  /** The name `disable-patterns`/`enable-patterns` select it by (default: its class name). */
  readonly debugName?: string;
  /** More names it can be selected by. */
  readonly debugLabels?: readonly string[];
  /** Whether the pattern may apply to what it produced without looping forever (MLIR's hasBoundedRewriteRecursion). */
  readonly hasBoundedRewriteRecursion?: boolean;
}

/** A pattern's anchor, resolved against the context. */
export type PatternRoot =
  | { readonly kind: "op"; readonly name: OperationName }
  | { readonly kind: "interface"; readonly key: OpInterfaceKey }
  | { readonly kind: "trait"; readonly key: OpTraitKey }
  | { readonly kind: "any" };

function resolveRoot(spec: PatternRootSpec, context: MLIRContext): PatternRoot {
  if (spec === MatchAnyOpTypeTag) return { kind: "any" };
  if (typeof spec === "string") return { kind: "op", name: context.getOperationName(spec) };
  if ("interface" in spec) return { kind: "interface", key: spec.interface };
  if ("trait" in spec) return { kind: "trait", key: spec.trait };
  return { kind: "op", name: spec };
}

/** What every pattern has (MLIR's Pattern). */
export class Pattern {
  readonly context: MLIRContext;
  readonly root: PatternRoot;
  readonly benefit: number;
  readonly generatedOps: readonly OperationName[];
  private name: string;
  private readonly labels: string[];
  private boundedRecursion: boolean;

  constructor(root: PatternRootSpec, context: MLIRContext, options: PatternOptions = {}) {
    this.context = context;
    this.root = resolveRoot(root, context);
    this.benefit = checkBenefit(options.benefit ?? 1);
    this.generatedOps = (options.generatedNames ?? []).map((n) => context.getOperationName(n));
    this.name = options.debugName ?? "";
    this.labels = [...(options.debugLabels ?? [])];
    this.boundedRecursion = options.hasBoundedRewriteRecursion ?? false;
  }

  /** The op name the pattern matches, when it is anchored on one (MLIR's getRootKind). */
  getRootKind(): OperationName | undefined {
    return this.root.kind === "op" ? this.root.name : undefined;
  }
  getRootInterface(): OpInterfaceKey | undefined {
    return this.root.kind === "interface" ? this.root.key : undefined;
  }
  getRootTrait(): OpTraitKey | undefined {
    return this.root.kind === "trait" ? this.root.key : undefined;
  }

  get debugName(): string {
    return this.name;
  }
  setDebugName(name: string): void {
    this.name = name;
  }
  get debugLabels(): readonly string[] {
    return this.labels;
  }
  addDebugLabels(...labels: readonly string[]): void {
    this.labels.push(...labels);
  }

  get hasBoundedRewriteRecursion(): boolean {
    return this.boundedRecursion;
  }
  setHasBoundedRewriteRecursion(bounded = true): void {
    this.boundedRecursion = bounded;
  }
}

/**
 * A pattern that rewrites the op it matched (MLIR's RewritePattern). Override
 * `matchAndRewrite`, or `match` and `rewrite`; return true when the IR was changed, and
 * leave the IR untouched when returning false.
 */
export abstract class RewritePattern extends Pattern {
  /** Matches `op` and rewrites it through `rewriter`; true on success. */
  matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    if (!this.match(op)) return false;
    this.rewrite(op, rewriter);
    return true;
  }
  /** Whether the pattern applies to `op` (with `rewrite`, instead of `matchAndRewrite`). */
  match(_op: Operation): boolean {
    throw new Error(`pattern '${this.debugName || this.constructor.name}' must override matchAndRewrite or match`);
  }
  /** Rewrites an op `match` accepted. */
  rewrite(_op: Operation, _rewriter: PatternRewriter): void {
    throw new Error(`pattern '${this.debugName || this.constructor.name}' must override matchAndRewrite or rewrite`);
  }
}

/** A typed op class as the op generator emits it: its op name and a wrapper of operations. */
export interface OpViewClass<V> {
  readonly operationName: string;
  wrap(operation: Operation): V;
}

/** A pattern on one op kind, seeing the op through its generated class (MLIR's OpRewritePattern<Op>). */
export abstract class OpRewritePattern<V> extends RewritePattern {
  readonly opClass: OpViewClass<V>;
  constructor(opClass: OpViewClass<V>, context: MLIRContext, options: PatternOptions = {}) {
    super(opClass.operationName, context, options);
    this.opClass = opClass;
  }
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    return this.matchAndRewriteOp(this.opClass.wrap(op), rewriter);
  }
  /** Matches and rewrites the typed op; true on success. */
  abstract matchAndRewriteOp(op: V, rewriter: PatternRewriter): boolean;
}

/** A pattern on every op implementing an interface, seeing the op through it (MLIR's OpInterfaceRewritePattern). */
export abstract class OpInterfaceRewritePattern<M> extends RewritePattern {
  readonly interfaceKey: OpInterface<M, never>;
  constructor(interfaceKey: OpInterface<M, never>, context: MLIRContext, options: PatternOptions = {}) {
    super({ interface: interfaceKey }, context, options);
    this.interfaceKey = interfaceKey;
  }
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const view = this.interfaceKey.get(op);
    return view !== undefined && this.matchAndRewriteOp(view, rewriter);
  }
  abstract matchAndRewriteOp(op: OpInterfaceView<M>, rewriter: PatternRewriter): boolean;
}

/** A pattern on every op with a trait (MLIR's OpTraitRewritePattern). */
export abstract class OpTraitRewritePattern extends RewritePattern {
  constructor(trait: OpTraitKey, context: MLIRContext, options: PatternOptions = {}) {
    super({ trait }, context, options);
  }
}

/** A pattern made from a function (MLIR's RewritePatternSet::add of a function); no debug name unless given. */
export class FunctionRewritePattern extends RewritePattern {
  private readonly fn: (op: Operation, rewriter: PatternRewriter) => boolean;
  constructor(root: PatternRootSpec, context: MLIRContext, fn: (op: Operation, rewriter: PatternRewriter) => boolean, options: PatternOptions = {}) {
    super(root, context, options);
    this.fn = fn;
  }
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    return this.fn(op, rewriter);
  }
}

/** A pattern on one op kind from a function over its typed view (MLIR's add(LogicalResult (*)(OpTy, PatternRewriter &))). */
export function opPattern<V>(
  opClass: OpViewClass<V>,
  context: MLIRContext,
  fn: (op: V, rewriter: PatternRewriter) => boolean,
  options: PatternOptions = {},
): RewritePattern {
  return new FunctionRewritePattern(opClass.operationName, context, (op, rewriter) => fn(opClass.wrap(op), rewriter), options);
}
