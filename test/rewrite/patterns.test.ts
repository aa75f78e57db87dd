// Patterns, pattern sets and the applicator: anchors, debug names and labels, the
// disable/enable filters, and the order patterns are tried in (benefit, then insertion).
import { describe, expect, it } from "vitest";
import { MemoryEffectOpInterface, OpTrait, type MemoryEffectOpMethods, type OpInterfaceView, type Operation } from "../../src/ir/index.js";
import {
  FrozenRewritePatternSet,
  IMPOSSIBLE_TO_MATCH,
  MatchAnyOpTypeTag,
  OpInterfaceRewritePattern,
  OpRewritePattern,
  PatternApplicator,
  PatternRewriter,
  RewritePattern,
  RewritePatternSet,
  opPattern,
  type PatternOptions,
  type PatternRootSpec,
} from "../../src/rewrite/index.js";
import { parse, tstContext } from "./tst-dialect.js";

/** Records its name when tried, succeeding only when `succeeds`. */
class Probe extends RewritePattern {
  constructor(
    root: PatternRootSpec,
    context: ReturnType<typeof tstContext>,
    private readonly tried: string[],
    options: PatternOptions & { readonly succeeds?: boolean },
  ) {
    super(root, context, options);
    this.succeeds = options.succeeds ?? false;
  }
  private readonly succeeds: boolean;
  override matchAndRewrite(): boolean {
    this.tried.push(this.debugName);
    return this.succeeds;
  }
}

/** A stand-in for a generated op class. */
class AddView {
  static readonly operationName = "tst.add";
  constructor(readonly operation: Operation) {}
  static wrap(operation: Operation): AddView {
    return new AddView(operation);
  }
  lhs(): string {
    return this.operation.getOperand(0) === this.operation.getOperand(1) ? "same" : "different";
  }
}

function oneOp(name: string): { context: ReturnType<typeof tstContext>; op: Operation } {
  const context = tstContext();
  const module = parse(context, `"tst.func"() ({\n^bb0(%x: i32):\n %r = "${name}"(%x, %x) : (i32, i32) -> i32\n "tst.return"() : () -> ()\n}) {sym_name = "f"} : () -> ()`);
  return { context, op: module.regions[0]?.firstBlock?.firstOp?.regions[0]?.firstBlock?.firstOp as Operation };
}

describe("RewritePatternSet and FrozenRewritePatternSet", () => {
  it("names patterns by class unless given a name; function patterns stay unnamed", () => {
    const context = tstContext();
    class FoldThing extends RewritePattern {}
    const set = new RewritePatternSet(context, [new FoldThing("tst.add", context), new FoldThing("tst.add", context, { debugName: "custom" })]);
    set.addFunction("tst.add", () => false);
    set.addWithLabels(["group"], new FoldThing("tst.mul", context));
    expect(set.nativePatterns.map((p) => p.debugName)).toEqual(["FoldThing", "custom", "", "FoldThing"]);
    expect(set.nativePatterns[3]?.debugLabels).toEqual(["group"]);
  });

  it("filters by debug name or label: enabled ones only (when any), never disabled ones", () => {
    const context = tstContext();
    const make = (): RewritePatternSet => {
      const tried: string[] = [];
      return new RewritePatternSet(context, [
        new Probe("tst.add", context, tried, { debugName: "A" }),
        new Probe("tst.add", context, tried, { debugName: "B", debugLabels: ["L"] }),
        new Probe("tst.add", context, tried, { debugName: "C" }),
      ]);
    };
    const names = (frozen: FrozenRewritePatternSet): string[] => [...frozen.opSpecificPatterns.values()].flat().map((p) => p.debugName);
    expect(names(new FrozenRewritePatternSet(make(), ["A"]))).toEqual(["B", "C"]);
    expect(names(new FrozenRewritePatternSet(make(), ["L"]))).toEqual(["A", "C"]);
    expect(names(new FrozenRewritePatternSet(make(), [], ["L", "C"]))).toEqual(["B", "C"]);
    expect(names(new FrozenRewritePatternSet(make(), ["C"], ["L", "C"]))).toEqual(["B"]);
    expect(names(new FrozenRewritePatternSet(make(), [], ["nothing"]))).toEqual([]);
  });

  it("resolves interface- and trait-anchored patterns to the registered ops that have them", () => {
    const context = tstContext();
    const tried: string[] = [];
    const set = new RewritePatternSet(context, [
      new Probe({ trait: OpTrait.IsTerminator }, context, tried, { debugName: "T" }),
      new Probe({ interface: MemoryEffectOpInterface }, context, tried, { debugName: "I" }),
      new Probe(MatchAnyOpTypeTag, context, tried, { debugName: "any" }),
    ]);
    const frozen = new FrozenRewritePatternSet(set);
    expect(set.nativePatterns).toHaveLength(0);
    const byOp = Object.fromEntries([...frozen.opSpecificPatterns].map(([name, list]) => [name.name, list.map((p) => p.debugName).join(",")]));
    expect(byOp["tst.return"]).toBe("T,I");
    expect(byOp["tst.br"]).toBe("T,I");
    expect(byOp["tst.add"]).toBe("I");
    expect(byOp["tst.func"]).toBeUndefined();
    expect(frozen.anyOpPatterns.map((p) => p.debugName)).toEqual(["any"]);
  });
});

describe("PatternApplicator", () => {
  it("tries the highest benefit first, equal benefits in the order added, until one succeeds", () => {
    const { context, op } = oneOp("tst.add");
    const tried: string[] = [];
    const set = new RewritePatternSet(context, [
      new Probe("tst.add", context, tried, { debugName: "low", benefit: 1 }),
      new Probe("tst.add", context, tried, { debugName: "high1", benefit: 3 }),
      new Probe("tst.add", context, tried, { debugName: "high2", benefit: 3 }),
      new Probe("tst.add", context, tried, { debugName: "mid", benefit: 2, succeeds: true }),
      new Probe("tst.add", context, tried, { debugName: "never", benefit: IMPOSSIBLE_TO_MATCH }),
    ]);
    const applicator = new PatternApplicator(new FrozenRewritePatternSet(set));
    applicator.applyDefaultCostModel();
    expect(applicator.matchAndRewrite(op, new PatternRewriter(context))).toBe(true);
    expect(tried).toEqual(["high1", "high2", "mid"]);
  });

  it("interleaves match-any patterns, which go first only with a strictly higher benefit", () => {
    const { context, op } = oneOp("tst.add");
    const tried: string[] = [];
    const set = new RewritePatternSet(context, [
      new Probe(MatchAnyOpTypeTag, context, tried, { debugName: "any2", benefit: 2 }),
      new Probe("tst.add", context, tried, { debugName: "op2", benefit: 2 }),
      new Probe(MatchAnyOpTypeTag, context, tried, { debugName: "any3", benefit: 3 }),
      new Probe("tst.add", context, tried, { debugName: "op1", benefit: 1 }),
    ]);
    const applicator = new PatternApplicator(new FrozenRewritePatternSet(set));
    applicator.applyDefaultCostModel();
    expect(applicator.matchAndRewrite(op, new PatternRewriter(context))).toBe(false);
    expect(tried).toEqual(["any3", "op2", "any2", "op1"]);
  });

  it("orders by a cost model, drops what it rates impossible, and honours the callbacks", () => {
    const { context, op } = oneOp("tst.add");
    const tried: string[] = [];
    const set = new RewritePatternSet(context, [
      new Probe("tst.add", context, tried, { debugName: "a" }),
      new Probe("tst.add", context, tried, { debugName: "b", succeeds: true }),
      new Probe("tst.add", context, tried, { debugName: "c" }),
    ]);
    const applicator = new PatternApplicator(new FrozenRewritePatternSet(set));
    // By the model: c, a, b.
    applicator.applyCostModel((p) => ({ a: 2, b: 1, c: 5 })[p.debugName as "a" | "b" | "c"] ?? 0);
    const events: string[] = [];
    applicator.matchAndRewrite(op, new PatternRewriter(context), {
      canApply: (p) => (events.push(`can ${p.debugName}`), p.debugName !== "c"),
      onFailure: (p) => void events.push(`fail ${p.debugName}`),
    });
    expect(events).toEqual(["can c", "can a", "fail a", "can b"]);
    tried.length = 0;
    applicator.applyCostModel((p) => (p.debugName === "b" ? IMPOSSIBLE_TO_MATCH : 1));
    // The impossible benefit sorts first and is only dropped from the back, as MLIR does.
    applicator.matchAndRewrite(op, new PatternRewriter(context), { onSuccess: () => false });
    expect(tried).toEqual(["b", "a", "c"]);
  });

  it("sets the insertion point before the op for each pattern", () => {
    const { context, op } = oneOp("tst.add");
    let anchor: Operation | null | undefined;
    const set = new RewritePatternSet(context);
    set.addFunction("tst.add", (matched, rewriter) => {
      anchor = rewriter.insertionPoint?.anchor;
      return matched === op;
    });
    const applicator = new PatternApplicator(new FrozenRewritePatternSet(set));
    applicator.applyDefaultCostModel();
    const rewriter = new PatternRewriter(context);
    rewriter.setInsertionPointToEnd(op.parent as never);
    expect(applicator.matchAndRewrite(op, rewriter)).toBe(true);
    expect(anchor).toBe(op);
  });
});

describe("typed patterns", () => {
  it("OpRewritePattern and opPattern see the op through its class; interface patterns through the interface", () => {
    const { context, op } = oneOp("tst.add");
    const seen: string[] = [];
    class OnAdd extends OpRewritePattern<AddView> {
      constructor() {
        super(AddView, context);
      }
      matchAndRewriteOp(add: AddView): boolean {
        seen.push(`class ${add.lhs()}`);
        return false;
      }
    }
    class OnEffects extends OpInterfaceRewritePattern<MemoryEffectOpMethods> {
      constructor() {
        super(MemoryEffectOpInterface, context);
      }
      matchAndRewriteOp(view: OpInterfaceView<MemoryEffectOpMethods>): boolean {
        seen.push(`interface ${view.op.name.name} ${view.getEffects().length}`);
        return false;
      }
    }
    const set = new RewritePatternSet(context, [new OnAdd(), opPattern(AddView, context, (add) => (seen.push(`function ${add.lhs()}`), false)), new OnEffects()]);
    expect(new OnAdd().getRootKind()?.name).toBe("tst.add");
    const applicator = new PatternApplicator(new FrozenRewritePatternSet(set));
    applicator.applyDefaultCostModel();
    applicator.matchAndRewrite(op, new PatternRewriter(context));
    expect(seen).toEqual(["class same", "function same", "interface tst.add 0"]);
  });
});
