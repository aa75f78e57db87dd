// Pattern lists (MLIR's RewritePatternSet) and their frozen, per-op-indexed form
// (FrozenRewritePatternSet), which resolves interface- and trait-anchored patterns to the
// registered ops they apply to and drops patterns the disable/enable filters exclude.
import type { MLIRContext, OperationName } from "../ir/context.js";
import type { AnyInterface } from "../ir/interfaces.js";
import type { Operation } from "../ir/operation.js";
import { FunctionRewritePattern, opPattern, type OpViewClass, type PatternOptions, type PatternRootSpec, type RewritePattern } from "./pattern.js";
import type { PatternRewriter } from "./rewriter.js";

export class RewritePatternSet {
  readonly context: MLIRContext;
  private readonly patterns: RewritePattern[] = [];

  constructor(context: MLIRContext, patterns: readonly RewritePattern[] = []) {
    this.context = context;
    this.add(...patterns);
  }

  /**
   * Adds patterns in order. A pattern without debug name gets its class name, as MLIR
   * names patterns added by type; patterns made from functions stay unnamed.
   */
  add(...patterns: readonly RewritePattern[]): this {
    for (const pattern of patterns) {
      if (pattern.debugName === "" && !(pattern instanceof FunctionRewritePattern)) pattern.setDebugName(pattern.constructor.name);
      this.patterns.push(pattern);
    }
    return this;
  }

  /** Adds patterns with extra debug labels. */
  addWithLabels(labels: readonly string[], ...patterns: readonly RewritePattern[]): this {
    for (const pattern of patterns) pattern.addDebugLabels(...labels);
    return this.add(...patterns);
  }

  /** Adds a pattern from a function on one op kind (its generated class) or any root. */
  addFunction<V>(opClass: OpViewClass<V>, fn: (op: V, rewriter: PatternRewriter) => boolean, options?: PatternOptions): this;
  addFunction(root: PatternRootSpec, fn: (op: Operation, rewriter: PatternRewriter) => boolean, options?: PatternOptions): this;
  addFunction<V>(
    root: OpViewClass<V> | PatternRootSpec,
    fn: ((op: V, rewriter: PatternRewriter) => boolean) | ((op: Operation, rewriter: PatternRewriter) => boolean),
    options: PatternOptions = {},
  ): this {
    if (typeof root === "object" && "wrap" in root && "operationName" in root)
      return this.add(opPattern(root, this.context, fn as (op: V, rewriter: PatternRewriter) => boolean, options));
    return this.add(new FunctionRewritePattern(root as PatternRootSpec, this.context, fn as (op: Operation, rewriter: PatternRewriter) => boolean, options));
  }

  /** Moves the patterns of `other` to the end of this set. */
  addAll(other: RewritePatternSet): this {
    this.patterns.push(...other.takePatterns());
    return this;
  }

  get nativePatterns(): readonly RewritePattern[] {
    return this.patterns;
  }

  /** Empties the set, returning its patterns. */
  takePatterns(): RewritePattern[] {
    return this.patterns.splice(0, this.patterns.length);
  }

  clear(): void {
    this.patterns.length = 0;
  }
}

/** The registered operations of the loaded dialects, sorted by name (MLIR's getRegisteredOperations). */
export function registeredOperations(context: MLIRContext): OperationName[] {
  const names = new Map<string, OperationName>();
  for (const dialect of context.getLoadedDialects()) {
    for (const info of dialect.operations ?? []) {
      const name = context.getOperationName(info.name);
      if (name.info !== undefined) names.set(info.name, name);
    }
  }
  return [...names.keys()].sort(compareNames).map((n) => names.get(n) as OperationName);
}

/** Byte-wise order, as LLVM's StringRef comparison. */
function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whether a label passes the filter: any of the pattern's names in the set. */
function named(pattern: RewritePattern, names: ReadonlySet<string>): boolean {
  if (names.has(pattern.debugName)) return true;
  for (const label of pattern.debugLabels) if (names.has(label)) return true;
  return false;
}

/**
 * The patterns to apply, indexed by the op name they match (MLIR's
 * FrozenRewritePatternSet). With `enabledPatterns` non-empty only patterns named in it
 * are kept; patterns named in `disabledPatterns` are dropped.
 */
export class FrozenRewritePatternSet {
  readonly context: MLIRContext;
  /** Patterns per op name, in the order they were added. */
  readonly opSpecificPatterns: ReadonlyMap<OperationName, readonly RewritePattern[]>;
  /** Patterns that may match any op. */
  readonly anyOpPatterns: readonly RewritePattern[];
  /** Every kept pattern anchored on ops (op names, interfaces, traits), in order. */
  readonly opSpecificPatternList: readonly RewritePattern[];

  constructor(patterns: RewritePatternSet, disabledPatterns: readonly string[] = [], enabledPatterns: readonly string[] = []) {
    this.context = patterns.context;
    const disabled = new Set(disabledPatterns);
    const enabled = new Set(enabledPatterns);
    const byOp = new Map<OperationName, RewritePattern[]>();
    const anyOp: RewritePattern[] = [];
    const list: RewritePattern[] = [];
    let registered: OperationName[] | undefined;
    const addTo = (name: OperationName, pattern: RewritePattern): void => {
      const entry = byOp.get(name);
      if (entry === undefined) byOp.set(name, [pattern]);
      else entry.push(pattern);
    };
    for (const pattern of patterns.takePatterns()) {
      if (enabled.size > 0 && !named(pattern, enabled)) continue;
      if (disabled.size > 0 && named(pattern, disabled)) continue;
      const root = pattern.root;
      switch (root.kind) {
        case "op":
          addTo(root.name, pattern);
          list.push(pattern);
          break;
        case "interface":
          registered ??= registeredOperations(this.context);
          // Interface keys are the core's interface objects, which the lookup takes.
          for (const name of registered) if (name.getInterfaceImpl(root.key as unknown as AnyInterface) !== undefined) addTo(name, pattern);
          list.push(pattern);
          break;
        case "trait":
          registered ??= registeredOperations(this.context);
          for (const name of registered) if (name.hasTrait(root.key)) addTo(name, pattern);
          list.push(pattern);
          break;
        case "any":
          anyOp.push(pattern);
          break;
      }
    }
    this.opSpecificPatterns = byOp;
    this.anyOpPatterns = anyOp;
    this.opSpecificPatternList = list;
  }
}
