// The canonicalizer: patterns collected from dialects (by namespace) and registered ops (by
// name) through the registration hooks, the options of mlir-opt's -canonicalize, and the
// driver's extension flags.
import { describe, expect, it } from "vitest";
import { MLIRContext, OpTrait, StringAttr, type Dialect, type Operation } from "../../src/ir/index.js";
import {
  Canonicalizer,
  FrozenRewritePatternSet,
  RewritePattern,
  RewritePatternSet,
  applyPatternsAndFoldGreedily,
  canonicalize,
  collectCanonicalizationPatterns,
  type PatternRewriter,
} from "../../src/rewrite/index.js";
import { parse, print, tstContext } from "./tst-dialect.js";

/** Renames an op by replacing it with `to`. */
class Rename extends RewritePattern {
  constructor(
    from: string,
    private readonly to: string,
    context: MLIRContext,
    debugName: string,
  ) {
    super(from, context, { debugName });
  }
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    rewriter.replaceOp(op, rewriter.create(this.to, op.location, { resultTypes: op.getResultTypes() }));
    return true;
  }
}

const czDialect: Dialect = {
  namespace: "cz",
  operations: [
    {
      name: "cz.b",
      traits: [],
      canonicalize(op, rewriter) {
        if (op.getDiscardableAttr("seen") !== undefined) return false;
        rewriter.modifyOpInPlace(op, () => op.setDiscardableAttr("seen", StringAttr.get(op.context, "by canonicalize")));
        return true;
      },
    },
    {
      name: "cz.a",
      traits: [],
      getCanonicalizationPatterns(patterns, context) {
        patterns.add(new Rename("cz.a", "cz.a2", context, "RenameA"));
      },
      canonicalize: () => {
        throw new Error("not used when getCanonicalizationPatterns exists");
      },
    },
    { name: "cz.a2", traits: [OpTrait.IsTerminator] },
  ],
  getCanonicalizationPatterns(patterns) {
    patterns.add(new Rename("cz.c", "cz.c2", patterns.context, "RenameC"));
  },
};

function context(): MLIRContext {
  const ctx = tstContext();
  ctx.loadDialect(czDialect);
  return ctx;
}

const INPUT = `"cz.b"() : () -> ()\n"cz.c"() : () -> ()\n"cz.a"() : () -> ()`;

describe("canonicalize", () => {
  it("collects dialect patterns, then each registered op's (getCanonicalizationPatterns, else its canonicalize method)", () => {
    const patterns = collectCanonicalizationPatterns(context());
    expect(patterns.nativePatterns.map((p) => `${p.getRootKind()?.name ?? "?"}:${p.debugName}`)).toEqual(["cz.c:RenameC", "cz.a:RenameA", "cz.b:"]);
  });

  it("applies them with the canonicalizer's defaults, and honours disable/enable filters", () => {
    const ctx = context();
    const module = parse(ctx, INPUT);
    expect(canonicalize(module)).toEqual({ succeeded: true, converged: true, changed: true });
    const text = print(module);
    expect(text).toContain('"cz.b"() {seen = "by canonicalize"}');
    expect(text).toContain('"cz.c2"()');
    expect(text).toContain('"cz.a2"()');
    const filtered = parse(ctx, INPUT);
    canonicalize(filtered, { disablePatterns: ["RenameA"] });
    expect(print(filtered)).toContain('"cz.a"()');
    const only = parse(ctx, INPUT);
    canonicalize(only, { enablePatterns: ["RenameC"] });
    expect(print(only)).toMatch(/"cz.b"\(\) : \(\) -> \(\)[\s\S]*"cz.c2"[\s\S]*"cz.a"\(\)/);
  });

  it("fails only with test-convergence when no fixpoint is reached", () => {
    const ctx = context();
    expect(new Canonicalizer(ctx, { maxIterations: 1 }).run(parse(ctx, INPUT))).toEqual({ succeeded: true, converged: false, changed: true });
    expect(new Canonicalizer(ctx, { maxIterations: 1, testConvergence: true }).run(parse(ctx, INPUT)).succeeded).toBe(false);
  });
});

describe("driver flags beyond MLIR 19", () => {
  const input = `"tst.func"() ({
    ^bb0(%x: i32):
      %a = "tst.constant"() <{value = 1 : i32}> : () -> i32
      %p = "tst.pure"(%x) : (i32) -> i32
      %b = "tst.constant"() <{value = 1 : i32}> : () -> i32
      %s = "tst.add"(%a, %b) : (i32, i32) -> i32
      "tst.return"(%s, %p) : (i32, i32) -> ()
    }) {sym_name = "f"} : () -> ()`;
  const run = (config: { fold?: boolean; cseConstants?: boolean }): string => {
    const ctx = tstContext();
    const module = parse(ctx, input);
    applyPatternsAndFoldGreedily(module, new FrozenRewritePatternSet(new RewritePatternSet(ctx)), config);
    return print(module);
  };

  it("fold: false leaves foldable ops; cseConstants: false leaves duplicate constants in place", () => {
    expect(run({})).toContain("value = 2 : i32");
    expect(run({ fold: false })).toContain('"tst.add"');
    const noCse = run({ fold: false, cseConstants: false });
    expect(noCse.match(/"tst.constant"/g)).toHaveLength(2);
    expect(noCse.indexOf('"tst.pure"')).toBeGreaterThan(noCse.indexOf("value = 1"));
  });
});
