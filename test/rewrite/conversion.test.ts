// The dialect conversion framework, hermetically (test dialect + unregistered ops): target
// legality, partial/full/analysis drivers, rollback restoring the IR exactly, folding, the
// cost model, type conversion with its materializations, and listener notifications.
import { describe, expect, it } from "vitest";
import { IntegerType, StringAttr, type Block, type Location, type MLIRContext, type Operation, type Type } from "../../src/ir/index.js";
import {
  ConversionPattern,
  ConversionTarget,
  FrozenRewritePatternSet,
  RewritePattern,
  RewritePatternSet,
  SignatureConversion,
  TypeConverter,
  applyAnalysisConversion,
  applyFullConversion,
  applyPartialConversion,
  type ConversionAdaptor,
  type ConversionPatternRewriter,
  type PatternRewriter,
  type RewriterListener,
} from "../../src/rewrite/index.js";
import type { IRDiagnosticError } from "../../src/ir/diagnostics.js";
import { parse, print, tstContext } from "./tst-dialect.js";

/** A pattern from a function (with a debug name and options). */
class Fn extends RewritePattern {
  constructor(
    root: string,
    context: MLIRContext,
    private readonly fn: (op: Operation, rewriter: PatternRewriter) => boolean,
    options: { benefit?: number; generatedNames?: string[]; debugName?: string } = {},
  ) {
    super(root, context, options);
  }
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    return this.fn(op, rewriter);
  }
}

function errorsOf(): { emitError: (at: Operation | Location, message: string) => IRDiagnosticError; messages: string[] } {
  const messages: string[] = [];
  return {
    messages,
    emitError: (_at, message) => {
      messages.push(message);
      return { attachNote: (_loc: unknown, note: string) => messages.push(`note: ${note}`) } as unknown as IRDiagnosticError;
    },
  };
}

function freeze(context: MLIRContext, ...patterns: RewritePattern[]): FrozenRewritePatternSet {
  return new FrozenRewritePatternSet(new RewritePatternSet(context, patterns));
}

/** Everything the printer shows, plus the use counts (rollback must restore use lists). */
function snapshot(module: Operation): string {
  const uses: number[] = [];
  const visit = (op: Operation): void => {
    for (const r of op.results) uses.push(r.getNumUses());
    for (const region of op.regions)
      for (let b: Block | null = region.firstBlock; b !== null; b = b.next) {
        for (const a of b.arguments) uses.push(a.getNumUses());
        for (let o = b.firstOp; o !== null; o = o.next) visit(o);
      }
  };
  visit(module);
  return `${print(module, true)}\nuses ${uses.join(",")}`;
}

describe("ConversionTarget", () => {
  it("answers legality by op, by dialect, by callbacks, and for unknown ops", () => {
    const context = tstContext();
    const module = parse(context, `"x.a"() : () -> ()\n"x.b"() {keep} : () -> ()\n"x.b"() : () -> ()\n"y.c"() : () -> ()\n"z.d"() : () -> ()`);
    const [a, b1, b2, c, d] = module.regions[0]?.firstBlock?.getOperations() ?? [];
    const target = new ConversionTarget(context);
    target.addLegalOp("x.a");
    target.addDynamicallyLegalOp("x.b", (op) => (op.getDiscardableAttr("keep") !== undefined ? true : undefined));
    target.addDynamicallyLegalOp("x.b", () => undefined); // composed: no opinion falls back to the first
    target.addIllegalDialect("y");
    expect(target.isLegal(a as Operation)).toEqual({ isRecursivelyLegal: false });
    expect(target.isLegal(b1 as Operation)).toBeDefined();
    expect(target.isLegal(b2 as Operation)).toBeUndefined();
    expect(target.isIllegal(b2 as Operation)).toBe(false); // no opinion is not illegal
    expect(target.isIllegal(c as Operation)).toBe(true);
    expect(target.isLegal(d as Operation)).toBeUndefined();
    expect(target.getOpAction("z.d")).toBeUndefined();
    target.markUnknownOpDynamicallyLegal((op) => op.name.name === "z.d");
    expect(target.isLegal(d as Operation)).toBeDefined();
    expect(target.getOpAction("z.d")).toBe("dynamic");
    target.markOpRecursivelyLegal("x.a");
    expect(target.isLegal(a as Operation)).toEqual({ isRecursivelyLegal: true });
    expect(() => target.markOpRecursivelyLegal("y.c")).toThrow(/marked legal/);
  });
});

describe("applyPartialConversion / applyFullConversion", () => {
  const source = `"tst.func"() ({
^bb0(%arg0: i32):
  %0 = "x.old"(%arg0) : (i32) -> i32
  "x.region"() ({
    "x.old_nested"() : () -> ()
  }) : () -> ()
  "x.use"(%0) : (i32) -> ()
  "tst.return"() : () -> ()
}) {sym_name = "f"} : () -> ()`;

  function lowering(context: MLIRContext): RewritePattern[] {
    return [
      new Fn("x.old", context, (op, rewriter) => {
        rewriter.replaceOpWithNewOp(op, () => rewriter.create("x.new", op.location, { operands: op.getOperands(), resultTypes: op.getResultTypes() }));
        return true;
      }),
      new Fn("x.old_nested", context, (op, rewriter) => {
        rewriter.replaceOpWithNewOp(op, () => rewriter.create("x.new_nested", op.location));
        return true;
      }),
    ];
  }

  it("converts illegal ops and leaves legal and unknown ones", () => {
    const context = tstContext();
    const module = parse(context, source);
    const target = new ConversionTarget(context);
    target.addIllegalOp("x.old", "x.old_nested");
    // What patterns create must be legal too (or legalizable): unknown ops are not.
    target.addLegalOp("x.new", "x.new_nested");
    const unlegalized = new Set<Operation>();
    expect(applyPartialConversion(module, target, freeze(context, ...lowering(context)), { unlegalizedOps: unlegalized })).toBe(true);
    const text = print(module);
    expect(text).toContain(`%0 = "x.new"(%arg0) : (i32) -> i32`);
    expect(text).toContain(`"x.new_nested"() : () -> ()`);
    expect(text).toContain(`"x.use"(%0) : (i32) -> ()`);
    expect(text).not.toContain("x.old");
    // Unknown ops (nothing said about them) could not be legalized, and are reported as such.
    expect([...unlegalized].map((op) => op.name.name).sort()).toContain("x.use");
  });

  it("fails on an illegal op without pattern, with MLIR's message, and rolls everything back", () => {
    const context = tstContext();
    const module = parse(context, source);
    const before = snapshot(module);
    const target = new ConversionTarget(context);
    target.addIllegalOp("x.old", "x.old_nested", "x.use");
    target.addLegalOp("x.new", "x.new_nested");
    const errors = errorsOf();
    expect(applyPartialConversion(module, target, freeze(context, ...lowering(context)), errors)).toBe(false);
    expect(errors.messages).toEqual(["failed to legalize operation 'x.use' that was explicitly marked illegal"]);
    expect(snapshot(module)).toBe(before);
  });

  it("full conversion fails on any op it cannot legalize, rolled back", () => {
    const context = tstContext();
    const module = parse(context, source);
    const before = snapshot(module);
    const target = new ConversionTarget(context);
    target.addLegalDialect("tst", "builtin");
    target.addLegalOp("x.new", "x.new_nested", "x.region");
    target.addIllegalOp("x.old", "x.old_nested");
    const errors = errorsOf();
    expect(applyFullConversion(module, target, freeze(context, ...lowering(context)), errors)).toBe(false);
    expect(errors.messages).toEqual(["failed to legalize operation 'x.use'"]);
    expect(snapshot(module)).toBe(before);
    target.addLegalOp("x.use");
    expect(applyFullConversion(module, target, freeze(context, ...lowering(context)), errors)).toBe(true);
    expect(print(module)).not.toContain("x.old");
  });

  it("restores the IR exactly after block splits, region inlining, moves, in-place changes and erasures", () => {
    const context = tstContext();
    const text = `"tst.func"() ({
^bb0(%arg0: i32, %arg1: i1):
  %0 = "x.pre"() : () -> i32
  %1 = "x.wrap"(%arg0) ({
  ^bb0(%arg2: i32):
    %2 = "x.inner"(%arg2, %0) : (i32, i32) -> i32
    "x.yield"(%2) : (i32) -> ()
  }) : (i32) -> i32
  "x.use"(%1, %0) : (i32, i32) -> ()
  "x.fail"() : () -> ()
  "tst.return"() : () -> ()
}) {sym_name = "g"} : () -> ()`;
    const module = parse(context, text);
    const before = snapshot(module);
    // Unwraps x.wrap into blocks of its parent, touching everything the rewriter can touch.
    const unwrap = new Fn("x.wrap", context, (op, rewriter) => {
      const point = rewriter.insertionPoint;
      if (point === null) return false;
      const tail = rewriter.splitBlock(point.block, op);
      const body = op.regions[0]?.firstBlock as Block;
      const yieldOp = body.lastOp as Operation;
      rewriter.setInsertionPointToEnd(body);
      rewriter.create("x.br", op.location, { operands: yieldOp.getOperands(), successors: [tail] });
      rewriter.eraseOp(yieldOp);
      rewriter.inlineRegionBefore(op.regions[0] as NonNullable<Operation["regions"][number]>, tail.parent as NonNullable<Block["parent"]>, tail);
      const pre = point.block.firstOp as Operation;
      rewriter.moveOpBefore(pre, body, null);
      rewriter.modifyOpInPlace(pre, () => {
        pre.setDiscardableAttr("moved", StringAttr.get(context, "yes"));
        pre.location = op.location;
      });
      rewriter.setInsertionPointToEnd(point.block);
      rewriter.create("x.br", op.location, { operands: [op.getOperand(0)], successors: [body] });
      const arg = tail.addArgument(op.getResult(0).type, op.location);
      rewriter.replaceOp(op, [arg]);
      return true;
    });
    const target = new ConversionTarget(context);
    target.addIllegalOp("x.wrap", "x.fail");
    target.markUnknownOpDynamicallyLegal(() => true);
    const errors = errorsOf();
    expect(applyPartialConversion(module, target, freeze(context, unwrap), errors)).toBe(false);
    expect(errors.messages).toEqual(["failed to legalize operation 'x.fail' that was explicitly marked illegal"]);
    // Everything is back: ops, blocks, attributes, locations and use counts.
    expect(snapshot(module)).toBe(before);
    expect(print(module)).toBe(print(parse(context, text)));
  });

  it("rolls back a pattern that changed the IR and then failed, and tries the next", () => {
    const context = tstContext();
    const module = parse(context, `%0 = "x.old"() : () -> i32\n"x.use"(%0) : (i32) -> ()`);
    const tried: string[] = [];
    const bad = new Fn(
      "x.old",
      context,
      (op, rewriter) => {
        tried.push("bad");
        rewriter.create("x.garbage", op.location);
        rewriter.modifyOpInPlace(op, () => op.setDiscardableAttr("touched", op.context.emptyDictionary()));
        return false;
      },
      { benefit: 2 },
    );
    const good = new Fn("x.old", context, (op, rewriter) => {
      tried.push("good");
      rewriter.replaceOpWithNewOp(op, () => rewriter.create("x.new", op.location, { resultTypes: op.getResultTypes() }));
      return true;
    });
    const target = new ConversionTarget(context);
    target.addIllegalOp("x.old");
    target.markUnknownOpDynamicallyLegal(() => true);
    expect(applyPartialConversion(module, target, freeze(context, good, bad))).toBe(true);
    expect(tried).toEqual(["bad", "good"]);
    expect(print(module)).not.toMatch(/garbage|touched/);
    expect(print(module)).toContain(`%0 = "x.new"() : () -> i32`);
  });

  it("does not look into recursively legal ops", () => {
    const context = tstContext();
    const module = parse(context, `"x.box"() ({\n  "x.old"() : () -> ()\n}) : () -> ()\n"x.old"() : () -> ()`);
    const target = new ConversionTarget(context);
    target.addLegalOp("x.box");
    target.markOpRecursivelyLegal("x.box");
    target.addIllegalOp("x.old");
    target.addLegalOp("x.new");
    const rename = new Fn("x.old", context, (op, rewriter) => {
      rewriter.replaceOpWithNewOp(op, () => rewriter.create("x.new", op.location));
      return true;
    });
    expect(applyPartialConversion(module, target, freeze(context, rename))).toBe(true);
    const text = print(module);
    expect(text).toMatch(/"x\.box"\(\) \(\{\n\s+"x\.old"/);
    expect(text.match(/x\.new/g)).toHaveLength(1);
  });

  it("folds an illegal op before trying patterns, legalizing the constants it made", () => {
    const context = tstContext();
    const module = parse(context, `%0 = "tst.constant"() <{value = 2 : i32}> : () -> i32\n%1 = "tst.add"(%0, %0) : (i32, i32) -> i32\n"x.use"(%1) : (i32) -> ()`);
    const target = new ConversionTarget(context);
    target.addIllegalOp("tst.add");
    target.markUnknownOpDynamicallyLegal(() => true);
    expect(applyPartialConversion(module, target, freeze(context))).toBe(true);
    const text = print(module);
    expect(text).toContain(`"tst.constant"() <{value = 4 : i32}> : () -> i32`);
    expect(text).not.toContain("tst.add");
    expect(text).toMatch(/"x\.use"\(%1\)/);
  });

  it("orders patterns by legalization depth, then benefit", () => {
    const context = tstContext();
    const module = parse(context, `"x.src"() : () -> ()`);
    const order: string[] = [];
    const rewriteTo = (name: string, to: string, benefit: number) =>
      new Fn(
        name,
        context,
        (op, rewriter) => {
          order.push(`${name}->${to}`);
          rewriter.replaceOpWithNewOp(op, () => rewriter.create(to, op.location));
          return true;
        },
        { benefit, generatedNames: [to] },
      );
    const target = new ConversionTarget(context);
    target.addIllegalOp("x.src", "x.mid");
    target.addLegalOp("x.dst");
    // Through x.mid (depth 2, benefit 5) or directly (depth 1, benefit 1): the direct one is first.
    expect(applyPartialConversion(module, target, freeze(context, rewriteTo("x.src", "x.mid", 5), rewriteTo("x.mid", "x.dst", 1), rewriteTo("x.src", "x.dst", 1)))).toBe(true);
    expect(order).toEqual(["x.src->x.dst"]);
    // With the direct one gone, the deeper path is taken, its created x.mid legalized at once.
    const module2 = parse(context, `"x.src"() : () -> ()`);
    order.length = 0;
    expect(applyPartialConversion(module2, target, freeze(context, rewriteTo("x.src", "x.mid", 5), rewriteTo("x.mid", "x.dst", 1)))).toBe(true);
    expect(order).toEqual(["x.src->x.mid", "x.mid->x.dst"]);
    expect(print(module2)).toContain(`"x.dst"`);
  });

  it("analysis conversion reports legalizable ops and changes nothing", () => {
    const context = tstContext();
    const module = parse(context, source);
    const before = snapshot(module);
    const target = new ConversionTarget(context);
    target.addIllegalOp("x.old", "x.old_nested");
    target.addLegalOp("x.new", "x.new_nested");
    const legalizable = new Set<Operation>();
    expect(applyAnalysisConversion(module, target, freeze(context, ...lowering(context)), { legalizableOps: legalizable })).toBe(true);
    expect(snapshot(module)).toBe(before);
    // Only ops that existed before are reported (what patterns create is not).
    expect([...legalizable].map((op) => op.name.name).sort()).toEqual(["x.old", "x.old_nested"]);
  });

  it("tells the listener of the changes only when the conversion succeeds", () => {
    const context = tstContext();
    const heard: string[] = [];
    const listener: RewriterListener = {
      notifyOperationInserted: (op) => heard.push(`insert ${op.name.name}`),
      notifyOperationReplaced: (op) => heard.push(`replace ${op.name.name}`),
      notifyOperationErased: (op) => heard.push(`erase ${op.name.name}`),
    };
    const failing = parse(context, source);
    const target = new ConversionTarget(context);
    target.addIllegalOp("x.old", "x.old_nested", "x.use");
    target.addLegalOp("x.new", "x.new_nested");
    expect(applyPartialConversion(failing, target, freeze(context, ...lowering(context)), { listener })).toBe(false);
    expect(heard).toEqual([]);
    const module = parse(context, source);
    const okTarget = new ConversionTarget(context);
    okTarget.addIllegalOp("x.old");
    okTarget.addLegalOp("x.new");
    expect(applyPartialConversion(module, okTarget, freeze(context, ...lowering(context)), { listener })).toBe(true);
    expect(heard).toEqual(["insert x.new", "replace x.old", "erase x.old"]);
  });
});

describe("type conversion", () => {
  const i32 = (context: MLIRContext): Type => IntegerType.get(context, 32);
  const i64 = (context: MLIRContext): Type => IntegerType.get(context, 64);

  function widening(context: MLIRContext): TypeConverter {
    return new TypeConverter()
      .addConversion((type) => type)
      .addConversion((type) => (type === i32(context) ? i64(context) : undefined))
      .addSourceMaterialization((builder, type, inputs, loc) => builder.create("x.narrow", loc, { operands: inputs, resultTypes: [type] }).getResult(0))
      .addTargetMaterialization((builder, type, inputs, loc) => builder.create("x.widen", loc, { operands: inputs, resultTypes: [type] }).getResult(0))
      .addArgumentMaterialization((builder, type, inputs, loc) => builder.create("x.narrow_arg", loc, { operands: inputs, resultTypes: [type] }).getResult(0));
  }

  /** Converts x.produce/x.consume to their 64-bit forms, seeing operands through the adaptor. */
  class Widen extends ConversionPattern {
    constructor(
      root: string,
      private readonly to: string,
      context: MLIRContext,
      converter: TypeConverter,
    ) {
      super(root, context, { typeConverter: converter });
    }
    override matchAndRewriteConverted(op: Operation, adaptor: ConversionAdaptor, rewriter: ConversionPatternRewriter): boolean {
      const types = op.getResultTypes().map((t) => (this.typeConverter as TypeConverter).convertType(t) as Type);
      rewriter.replaceOpWithNewOp(op, () => rewriter.create(this.to, op.location, { operands: adaptor.operands, resultTypes: types }));
      return true;
    }
  }

  it("adaptor operands see replacements; live uses of the old type get source materializations; unresolved casts cancel out", () => {
    const context = tstContext();
    const module = parse(context, `%0 = "x.produce"() : () -> i32\n%1 = "x.consume"(%0) : (i32) -> i32\n"x.keep"(%0, %1) : (i32, i32) -> ()`);
    const converter = widening(context);
    const target = new ConversionTarget(context);
    target.addIllegalOp("x.produce", "x.consume");
    target.markUnknownOpDynamicallyLegal(() => true);
    const patterns = freeze(context, new Widen("x.produce", "x.produce64", context, converter), new Widen("x.consume", "x.consume64", context, converter));
    expect(applyPartialConversion(module, target, patterns)).toBe(true);
    const text = print(module);
    expect(text).toContain(`%0 = "x.produce64"() : () -> i64`);
    expect(text).toContain(`"x.consume64"(%0) : (i64) -> i64`);
    expect(text).toMatch(/"x\.narrow"\(%0\) : \(i64\) -> i32/);
    expect(text).toMatch(/"x\.keep"\(%\d+, %\d+\) : \(i32, i32\) -> \(\)/);
    expect(text).not.toContain("unrealized_conversion_cast");
  });

  it("builds target materializations for operands of unconverted producers", () => {
    const context = tstContext();
    const module = parse(context, `%0 = "x.other"() : () -> i32\n%1 = "x.consume"(%0) : (i32) -> i32\n"x.keep"(%1) : (i32) -> ()`);
    const converter = widening(context);
    const target = new ConversionTarget(context);
    target.addIllegalOp("x.consume");
    target.markUnknownOpDynamicallyLegal(() => true);
    expect(applyPartialConversion(module, target, freeze(context, new Widen("x.consume", "x.consume64", context, converter)))).toBe(true);
    const text = print(module);
    expect(text).toMatch(/%1 = "x\.widen"\(%0\) : \(i32\) -> i64\n\s*%2 = "x\.consume64"\(%1\) : \(i64\) -> i64/);
  });

  it("converts block signatures, with argument materializations for the old uses", () => {
    const context = tstContext();
    const module = parse(context, `"x.holder"() ({\n^bb0(%a: i32, %b: i1):\n  "x.use"(%a, %b) : (i32, i1) -> ()\n}) : () -> ()`);
    const converter = widening(context);
    const convertHolder = new Fn("x.holder", context, (op, rewriter) => {
      const conversion = new SignatureConversion(2);
      converter.convertSignatureArg(0, i32(context), conversion);
      converter.convertSignatureArg(1, IntegerType.get(context, 1), conversion);
      const crw = rewriter as ConversionPatternRewriter;
      crw.modifyOpInPlace(op, () => op.setDiscardableAttr("converted", op.context.emptyDictionary()));
      crw.applySignatureConversion(op.regions[0]?.firstBlock as Block, conversion, converter);
      return true;
    });
    const target = new ConversionTarget(context);
    target.addDynamicallyLegalOp("x.holder", (op) => op.getDiscardableAttr("converted") !== undefined);
    target.markUnknownOpDynamicallyLegal(() => true);
    expect(applyPartialConversion(module, target, freeze(context, convertHolder))).toBe(true);
    const text = print(module);
    expect(text).toMatch(/\^bb0\(%arg0: i64, %arg1: i1\):\n\s*%0 = "x\.narrow_arg"\(%arg0\) : \(i64\) -> i32\n\s*"x\.use"\(%0, %arg1\)/);
  });

  it("fails (rolled back) when an erased result is still used, with MLIR 19's message", () => {
    const context = tstContext();
    const module = parse(context, `%0 = "x.produce"() : () -> i32\n"x.keep"(%0) : (i32) -> ()`);
    const before = snapshot(module);
    const eraser = new Fn("x.produce", context, (op, rewriter) => {
      rewriter.eraseOp(op);
      return true;
    });
    const target = new ConversionTarget(context);
    target.addIllegalOp("x.produce");
    target.markUnknownOpDynamicallyLegal(() => true);
    const errors = errorsOf();
    expect(applyPartialConversion(module, target, freeze(context, eraser), errors)).toBe(false);
    expect(errors.messages[0]).toBe("failed to legalize operation 'x.produce' marked as erased");
    expect(errors.messages[1]).toMatch(/^note: found live user of result #0: /);
    expect(snapshot(module)).toBe(before);
  });

  it("reports a materialization no type converter can build, and rolls the whole conversion back", () => {
    const context = tstContext();
    const module = parse(context, `%0 = "x.other"() : () -> i32\n"x.consume"(%0) : (i32) -> ()`);
    const before = snapshot(module);
    const converter = new TypeConverter().addConversion((type) => (type === i32(context) ? i64(context) : type));
    const target = new ConversionTarget(context);
    target.addIllegalOp("x.consume");
    target.markUnknownOpDynamicallyLegal(() => true);
    const errors = errorsOf();
    expect(applyPartialConversion(module, target, freeze(context, new Widen("x.consume", "x.consume64", context, converter)), errors)).toBe(false);
    expect(errors.messages[0]).toBe("failed to legalize unresolved materialization from ('i32') to 'i64' that remained live after conversion");
    expect(errors.messages[1]).toMatch(/^note: see existing live user here: /);
    expect(snapshot(module)).toBe(before);
  });

  it("type converter: callbacks newest first, 1:N and dropped types, caching, signature args", () => {
    const context = tstContext();
    const converter = new TypeConverter()
      .addConversion((type) => type)
      .addConversion((type) => (type === i32(context) ? [i64(context), i64(context)] : undefined))
      .addConversion((type) => (type === i64(context) ? [] : undefined))
      .addConversion((type) => (type === IntegerType.get(context, 8) ? null : undefined));
    expect(converter.convertTypes(i32(context))).toEqual([i64(context), i64(context)]);
    expect(converter.convertType(i32(context))).toBeUndefined();
    expect(converter.convertTypes(i64(context))).toEqual([]);
    expect(converter.convertTypes(IntegerType.get(context, 8))).toBeUndefined();
    expect(converter.isLegal(IntegerType.get(context, 1))).toBe(true);
    const conversion = new SignatureConversion(3);
    expect(converter.convertSignatureArgs([i32(context), i64(context), IntegerType.get(context, 1)], conversion)).toBe(true);
    expect(conversion.getConvertedTypes()).toEqual([i64(context), i64(context), IntegerType.get(context, 1)]);
    expect(conversion.getInputMapping(0)).toMatchObject({ inputNo: 0, size: 2 });
    expect(conversion.getInputMapping(1)).toBeUndefined();
    expect(conversion.getInputMapping(2)).toMatchObject({ inputNo: 2, size: 1 });
  });
});

describe("diagnostics without an emitter", () => {
  it("go to the context's diagnostic engine, notes attached", () => {
    const context = tstContext();
    const module = parse(context, `%0 = "x.produce"() : () -> i32\n"x.keep"(%0) : (i32) -> ()`);
    const target = new ConversionTarget(context);
    target.addIllegalOp("x.produce");
    target.markUnknownOpDynamicallyLegal(() => true);
    const eraser = new Fn("x.produce", context, (op, rewriter) => {
      rewriter.eraseOp(op);
      return true;
    });
    const seen: string[] = [];
    const ok = context.getDiagEngine().withHandler(
      (diagnostic) => {
        seen.push(diagnostic.diagnostic.message, ...diagnostic.diagnostic.notes.map((n) => n.message));
        return true;
      },
      () => applyPartialConversion(module, target, freeze(context, eraser)),
    );
    expect(ok).toBe(false);
    expect(seen[0]).toBe("failed to legalize operation 'x.produce' marked as erased");
    expect(seen.some((m) => m.startsWith("found live user of result #0: "))).toBe(true);
  });
});
