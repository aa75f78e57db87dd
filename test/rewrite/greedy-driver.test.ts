// The greedy driver's semantics, step by step as MLIR 19's driver takes them: the worklist
// order (bottom-up and top-down seeding, a stack with removal), what notifications put
// back on it, dead op removal, folding (in place, to values, to constants made before the
// op and hoisted at the next iteration), limits, strict modes, scope and listener.
import { describe, expect, it } from "vitest";
import { IntegerAttr, NameLoc, StringAttr, UnknownLoc, type MLIRContext, type Operation, type Region, type Value } from "../../src/ir/index.js";
import {
  FrozenRewritePatternSet,
  MatchAnyOpTypeTag,
  RewritePattern,
  RewritePatternSet,
  applyOpPatternsAndFold,
  applyPatternsAndFoldGreedily,
  matchFailureMessage,
  type GreedyRewriteConfig,
  type PatternRewriter,
  type RewriterListener,
} from "../../src/rewrite/index.js";
import { parse, print, tstContext } from "./tst-dialect.js";

/** An op's location as these tests name them: the name of a NameLoc, "unknown", or "?" for a file location. */
function locationText(op: Operation): string {
  const location = op.location;
  if (location instanceof UnknownLoc) return "unknown";
  if (location instanceof NameLoc) return location.name;
  return "?";
}

/** The `n` attribute of an op (its name in these tests), or its op name. */
function label(op: Operation): string {
  const n = op.getDiscardableAttr("n");
  return n instanceof StringAttr ? n.value : op.name.name;
}

/** Records the ops the driver hands to patterns, matching nothing. */
class Recorder extends RewritePattern {
  readonly seen: string[] = [];
  constructor(context: MLIRContext) {
    super(MatchAnyOpTypeTag, context, { benefit: 0 });
  }
  override matchAndRewrite(op: Operation): boolean {
    this.seen.push(label(op));
    return false;
  }
}

function run(context: MLIRContext, module: Operation, patterns: readonly RewritePattern[], config: GreedyRewriteConfig = {}): ReturnType<typeof applyPatternsAndFoldGreedily> {
  return applyPatternsAndFoldGreedily(module, new FrozenRewritePatternSet(new RewritePatternSet(context, patterns)), config);
}

const NESTED = `
"tst.func"() ({
  "x.op"() {n = "a"} : () -> ()
  "x.op"() ({
    "x.op"() {n = "c"} : () -> ()
    "x.op"() {n = "d"} : () -> ()
  }) {n = "b"} : () -> ()
  "x.op"() {n = "e"} : () -> ()
  "tst.return"() {n = "ret"} : () -> ()
}) {n = "func", sym_name = "f"} : () -> ()
`;

describe("worklist order", () => {
  it("bottom-up: a post-order walk, each op pushed with its ancestors, popped from the back", () => {
    const context = tstContext();
    const module = parse(context, NESTED);
    const recorder = new Recorder(context);
    run(context, module, [recorder]);
    // Pushed: a, func (a's ancestor), c, b, d, e, ret.
    expect(recorder.seen).toEqual(["ret", "e", "d", "b", "c", "func", "a"]);
  });

  it("top-down: a pre-order walk, reversed, so ops come in program order", () => {
    const context = tstContext();
    const module = parse(context, NESTED);
    const recorder = new Recorder(context);
    run(context, module, [recorder], { useTopDownTraversal: true });
    expect(recorder.seen).toEqual(["func", "a", "b", "c", "d", "e", "ret"]);
  });

  it("an erased op's operands' defining ops come back when at most one other user is left", () => {
    const context = tstContext();
    const module = parse(
      context,
      `"tst.func"() ({
        %a = "x.def"() {n = "a"} : () -> i32
        %b = "x.def"() {n = "b"} : () -> i32
        "x.kill"(%a, %b) {n = "kill"} : (i32, i32) -> ()
        "x.use"(%a) {n = "u1"} : (i32) -> ()
        "x.use"(%a) {n = "u2"} : (i32) -> ()
        "x.use"(%b) {n = "u3"} : (i32) -> ()
        "tst.return"() {n = "ret"} : () -> ()
      }) {n = "func", sym_name = "f"} : () -> ()`,
    );
    const recorder = new Recorder(context);
    const kill = new (class extends RewritePattern {
      override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
        recorder.seen.push(label(op));
        rewriter.eraseOp(op);
        return true;
      }
    })("x.kill", context);
    run(context, module, [kill, recorder], { useTopDownTraversal: true, enableRegionSimplification: "disabled" });
    // %a keeps two other users, %b one: only b is pushed again (to the back, so next), with
    // its ancestors up to the scope (func), which come off the stack first.
    expect(recorder.seen).toEqual(["func", "a", "b", "kill", "func", "b", "u1", "u2", "u3", "ret", "func", "a", "b", "u1", "u2", "u3", "ret"]);
  });

  it("a replaced op's users are enqueued again (in-place modifications), and so are created and modified ops", () => {
    const context = tstContext();
    const module = parse(
      context,
      `"tst.func"() ({
        %a = "x.old"() {n = "old"} : () -> i32
        "x.use"(%a) {n = "u1"} : (i32) -> ()
        "x.use"(%a) {n = "u2"} : (i32) -> ()
        "x.trigger"() {n = "trigger"} : () -> ()
        "tst.return"() {n = "ret"} : () -> ()
      }) {n = "func", sym_name = "f"} : () -> ()`,
    );
    const recorder = new Recorder(context);
    // Once: replaces x.old (before it) by a new op, and marks itself done.
    const trigger = new (class extends RewritePattern {
      override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
        if (op.getDiscardableAttr("done") !== undefined) return false;
        const old = op.prev?.prev?.prev as Operation;
        rewriter.setInsertionPoint(old);
        const made = rewriter.create("x.new", old.location, { resultTypes: [old.getResult(0).type], attributes: [{ name: "n", value: StringAttr.get(op.context, "new") }] });
        rewriter.replaceOp(old, made);
        rewriter.modifyOpInPlace(op, () => op.setDiscardableAttr("done", StringAttr.get(op.context, "yes")));
        return true;
      }
    })("x.trigger", context, { benefit: 2 });
    run(context, module, [trigger, recorder], { useTopDownTraversal: true, enableRegionSimplification: "disabled" });
    // After the rewrite the stack holds ret, new (inserted) and its ancestor func, u2 and u1
    // (modified, in use-list order: u2's use, parsed last, comes first), trigger (modified).
    expect(recorder.seen).toEqual(["func", "old", "u1", "u2", "trigger", "u1", "u2", "func", "new", "ret", "func", "new", "u1", "u2", "trigger", "ret"]);
  });
});

describe("dead ops and folding", () => {
  it("erases trivially dead ops, chains through the operands' defining ops", () => {
    const context = tstContext();
    const module = parse(
      context,
      `"tst.func"() ({
      ^bb0(%x: i32):
        %p1 = "tst.pure"(%x) {n = "p1"} : (i32) -> i32
        %p2 = "tst.pure"(%p1) {n = "p2"} : (i32) -> i32
        %p3 = "tst.pure"(%p2) {n = "p3"} : (i32) -> i32
        %e = "tst.effect"(%x) {n = "e"} : (i32) -> i32
        "tst.return"() : () -> ()
      }) {sym_name = "f"} : () -> ()`,
    );
    const erased: string[] = [];
    const listener: RewriterListener = { notifyOperationErased: (op) => void erased.push(label(op)) };
    const result = run(context, module, [], { useTopDownTraversal: true, enableRegionSimplification: "disabled", listener });
    expect(erased).toEqual(["p3", "p2", "p1"]);
    expect(result).toEqual({ succeeded: true, changed: true });
    expect(print(module)).toContain('"tst.effect"');
  });

  it("folds: constants made right before the op with its location; seeding moves constants to the front (unknown location)", () => {
    const context = tstContext();
    const text = `"tst.func"() ({
      ^bb0(%x: i32):
        %c1 = "tst.constant"() <{value = 1 : i32}> : () -> i32 loc("c1")
        %y = "tst.pure"(%x) : (i32) -> i32 loc("y")
        %c2 = "tst.constant"() <{value = 2 : i32}> : () -> i32 loc("c2")
        %s = "tst.add"(%c1, %c2) : (i32, i32) -> i32 loc("sum")
        %t = "tst.add"(%y, %s) : (i32, i32) -> i32 loc("t")
        "tst.return"(%t) : (i32) -> ()
      }) {sym_name = "f"} : () -> ()`;
    const once = parse(context, text);
    run(context, once, [], { useTopDownTraversal: true, maxIterations: 1 });
    // One iteration: c2 went to the front (c1 already was), the sum folded to 3, made
    // before its op with its location; c1 and c2 then died.
    const body = (module: Operation): string[] => (module.regions[0]?.firstBlock?.firstOp?.regions[0]?.firstBlock?.getOperations() ?? []).map((op) => `${op.name.name}@${locationText(op)}`);
    expect(body(once)).toEqual(["tst.pure@y", "tst.constant@sum", "tst.add@t", "tst.return@?"]);
    const settled = parse(context, text);
    const result = run(context, settled, [], { useTopDownTraversal: true });
    expect(result).toEqual({ succeeded: true, changed: true });
    expect(body(settled)).toEqual(["tst.constant@unknown", "tst.pure@y", "tst.add@t", "tst.return@?"]);
  });

  it("seeding moves each constant in front of the others found before it; duplicates merge (unknown location)", () => {
    const context = tstContext();
    const module = parse(
      context,
      `"tst.func"() ({
      ^bb0(%x: i32):
        %c1 = "tst.constant"() <{value = 1 : i32}> : () -> i32 loc("c1")
        %y = "tst.effect"(%x, %c1) : (i32, i32) -> i32 loc("y")
        %c2 = "tst.constant"() <{value = 2 : i32}> : () -> i32 loc("c2")
        %z = "tst.if"() ({
          %c3 = "tst.constant"() <{value = 3 : i32}> : () -> i32 loc("c3")
          %c1b = "tst.constant"() <{value = 1 : i32}> : () -> i32 loc("c1b")
          "tst.effect"(%c3, %c1b, %c2) : (i32, i32, i32) -> i32
          "tst.yield"() : () -> ()
        }) : () -> i32
        "tst.return"(%z) : (i32) -> ()
      }) {sym_name = "f"} : () -> ()`,
    );
    run(context, module, [], { useTopDownTraversal: true });
    const entry = module.regions[0]?.firstBlock?.firstOp?.regions[0]?.firstBlock;
    const constants = (entry?.getOperations() ?? []).filter((op) => op.name.name === "tst.constant").map((op) => `${(op.getInherentAttr("value") as IntegerAttr).getValue()}@${locationText(op)}`);
    // c1 stays first (kept its location until c1b merged into it), c2 then c3 each moved to the front.
    expect(constants).toEqual(["3@unknown", "2@unknown", "1@unknown"]);
  });

  it("a constant made for the first op of the entry block keeps that op's location", () => {
    const context = tstContext();
    const module = parse(
      context,
      `"tst.func"() ({
      ^bb0(%x: i32):
        %p:2 = "tst.pair"(%x) : (i32) -> (i32, i32) loc("pair")
        "tst.return"(%p#0, %p#1) : (i32, i32) -> ()
      }) {sym_name = "f"} : () -> ()`,
    );
    run(context, module, [], { useTopDownTraversal: true });
    const ops = module.regions[0]?.firstBlock?.firstOp?.regions[0]?.firstBlock?.getOperations() ?? [];
    expect(ops.map((op) => `${op.name.name}@${locationText(op)}`)).toEqual(["tst.constant@pair", "tst.return@?"]);
    expect(print(module)).toContain('"tst.return"(%0, %arg0)');
  });

  it("folds in place: the op is modified (listener told) and processed again", () => {
    const context = tstContext();
    const module = parse(context, `"tst.func"() ({\n %m = "tst.mark"() : () -> i32\n "tst.return"(%m) : (i32) -> ()\n}) {sym_name = "f"} : () -> ()`);
    const modified: string[] = [];
    const result = run(context, module, [], { listener: { notifyOperationModified: (op) => void modified.push(op.name.name) } });
    expect(modified).toEqual(["tst.mark"]);
    expect(print(module)).toContain('marked = "yes"');
    expect(result.changed).toBe(true);
  });

  it("commutative ops get their constants last (trait fold, in place), involutions and idempotent ops fold", () => {
    const context = tstContext();
    const module = parse(
      context,
      `"tst.func"() ({
      ^bb0(%x: i32):
        %c = "tst.constant"() <{value = 5 : i32}> : () -> i32
        %m = "tst.mul"(%c, %x) : (i32, i32) -> i32
        %n1 = "tst.neg"(%m) : (i32) -> i32
        %n2 = "tst.neg"(%n1) : (i32) -> i32
        %a1 = "tst.abs"(%n2) : (i32) -> i32
        %a2 = "tst.abs"(%a1) : (i32) -> i32
        "tst.return"(%a2) : (i32) -> ()
      }) {sym_name = "f"} : () -> ()`,
    );
    run(context, module, []);
    const text = print(module);
    expect(text).toContain('%1 = "tst.mul"(%arg0, %0)');
    expect(text).toContain('%2 = "tst.abs"(%1)');
    expect(text).toContain('"tst.return"(%2)');
    expect(text).not.toContain("tst.neg");
  });
});

describe("limits, strictness, scope", () => {
  /** Bumps `count` on every x.loop op, forever. */
  class Bump extends RewritePattern {
    constructor(context: MLIRContext) {
      super("x.loop", context);
    }
    override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
      const count = Number((op.getDiscardableAttr("count") as StringAttr | undefined)?.value ?? "0");
      rewriter.modifyOpInPlace(op, () => op.setDiscardableAttr("count", StringAttr.get(op.context, String(count + 1))));
      return true;
    }
  }

  it("stops an iteration after maxNumRewrites and the rewrite after maxIterations, unconverged", () => {
    const context = tstContext();
    const module = parse(context, `"tst.func"() ({\n "x.loop"() : () -> ()\n "tst.return"() : () -> ()\n}) {sym_name = "f"} : () -> ()`);
    const result = run(context, module, [new Bump(context)], { maxNumRewrites: 3, maxIterations: 2 });
    expect(result).toEqual({ succeeded: false, changed: true });
    expect(print(module)).toContain('count = "6"');
  });

  it("reports no change when the first iteration changes nothing", () => {
    const context = tstContext();
    const module = parse(context, NESTED);
    expect(run(context, module, [])).toEqual({ succeeded: true, changed: false });
  });

  it("ExistingOps leaves created ops alone; ExistingAndNewOps processes them; AnyOp also other ops", () => {
    for (const strictMode of ["ExistingOps", "ExistingAndNewOps", "AnyOp"] as const) {
      const context = tstContext();
      const module = parse(
        context,
        `"tst.func"() ({
          %a = "x.old"() : () -> i32
          "x.other"(%a) : (i32) -> ()
          "tst.return"() : () -> ()
        }) {sym_name = "f"} : () -> ()`,
      );
      const recorder = new Recorder(context);
      const replace = new (class extends RewritePattern {
        override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
          rewriter.replaceOp(op, rewriter.create("x.new", op.location, { resultTypes: [op.getResult(0).type] }));
          return true;
        }
      })("x.old", context);
      const old = (module.regions[0]?.firstBlock?.firstOp?.regions[0]?.firstBlock?.firstOp ?? undefined) as Operation;
      const patterns = new FrozenRewritePatternSet(new RewritePatternSet(context, [replace, recorder]));
      const result = applyOpPatternsAndFold([old], patterns, { strictMode });
      expect(result.allErased).toBe(true);
      const expected = { ExistingOps: [], ExistingAndNewOps: ["x.new"], AnyOp: ["x.new", "x.other"] }[strictMode];
      expect([...recorder.seen].sort()).toEqual(expected);
    }
  });

  it("enqueues only ops inside the scope", () => {
    const context = tstContext();
    const module = parse(context, NESTED);
    const func = module.regions[0]?.firstBlock?.firstOp as Operation;
    const b = func.regions[0]?.firstBlock?.firstOp?.next as Operation;
    const recorder = new Recorder(context);
    run(context, module, [recorder], { scope: b.regions[0] as Region, useTopDownTraversal: true });
    expect(recorder.seen).toEqual(["c", "d"]);
  });
});

describe("listener and patterns", () => {
  it("forwards notifications and pattern begin/end and match failures to the config's listener", () => {
    const context = tstContext();
    const module = parse(context, `"tst.func"() ({\n %a = "x.old"() : () -> i32\n "x.use"(%a) : (i32) -> ()\n "tst.return"() : () -> ()\n}) {sym_name = "f"} : () -> ()`);
    const log: string[] = [];
    const listener: RewriterListener = {
      notifyOperationInserted: (op, previous) => log.push(`insert ${op.name.name}${previous === null ? "" : " (moved)"}`),
      notifyOperationModified: (op) => log.push(`modify ${op.name.name}`),
      notifyOperationReplaced: (op, values: readonly Value[]) => log.push(`replace ${op.name.name} by ${values.length}`),
      notifyOperationErased: (op) => log.push(`erase ${op.name.name}`),
      notifyPatternBegin: (pattern, op) => log.push(`begin ${pattern.debugName} on ${op.name.name}`),
      notifyPatternEnd: (pattern, ok) => log.push(`end ${pattern.debugName} ${ok}`),
      notifyMatchFailure: (location, reason) => log.push(`failure: ${matchFailureMessage(location, reason)}`),
    };
    class Refuse extends RewritePattern {
      override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
        return rewriter.notifyMatchFailure(op, "not today");
      }
    }
    class Replace extends RewritePattern {
      override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
        rewriter.replaceOp(op, rewriter.create("x.new", op.location, { resultTypes: [op.getResult(0).type] }));
        return true;
      }
    }
    run(context, module, [new Replace("x.old", context, { benefit: 1 }), new Refuse("x.use", context)], { useTopDownTraversal: true, enableRegionSimplification: "disabled", listener });
    expect(log).toEqual([
      "begin Replace on x.old",
      "insert x.new",
      "replace x.old by 1",
      "modify x.use",
      "erase x.old",
      "end Replace true",
      "begin Refuse on x.use",
      "failure: not today",
      "end Refuse false",
      "begin Refuse on x.use",
      "failure: not today",
      "end Refuse false",
    ]);
  });
});
