import { describe, expect, it } from "vitest";
import {
  ArrayAttr,
  Block,
  DictionaryAttr,
  FileLineColLoc,
  FloatType,
  FunctionType,
  IRMapping,
  IntegerAttr,
  IntegerType,
  MLIRContext,
  OpBuilder,
  RankedTensorType,
  StringAttr,
  SymbolRefAttr,
  SymbolTable,
  UnknownLoc,
  createModuleOp,
  lookupNearestSymbolFrom,
  moduleBody,
  verify,
  walkOps,
  DYNAMIC,
  type Operation,
} from "../../src/ir/index.js";

function setup() {
  const ctx = new MLIRContext({ allowUnregisteredDialects: true });
  const loc = UnknownLoc.get(ctx);
  const module = createModuleOp(ctx, loc);
  const b = OpBuilder.atBlockEnd(moduleBody(module), ctx);
  return { ctx, loc, module, b };
}

describe("uniquing", () => {
  it("returns the same object for equal types and attributes", () => {
    const ctx = new MLIRContext();
    const i32 = IntegerType.get(ctx, 32);
    expect(IntegerType.get(ctx, 32)).toBe(i32);
    expect(IntegerType.get(ctx, 32, "signed")).not.toBe(i32);
    const t1 = RankedTensorType.get([4, DYNAMIC], FloatType.f32(ctx));
    const t2 = RankedTensorType.get([4, DYNAMIC], FloatType.f32(ctx));
    expect(t1).toBe(t2);
    expect(FunctionType.get(ctx, [i32], [t1])).toBe(FunctionType.get(ctx, [i32], [t2]));
    expect(IntegerAttr.get(i32, 5)).toBe(IntegerAttr.get(i32, 5n));
    const d1 = DictionaryAttr.get(ctx, [
      { name: "b", value: StringAttr.get(ctx, "x") },
      { name: "a", value: ArrayAttr.get(ctx, []) },
    ]);
    const d2 = DictionaryAttr.get(ctx, [
      { name: "a", value: ArrayAttr.get(ctx, []) },
      { name: "b", value: StringAttr.get(ctx, "x") },
    ]);
    expect(d1).toBe(d2);
    expect(d1.value.map((e) => e.name)).toEqual(["a", "b"]);
  });

  it("wraps integer values to their width", () => {
    const ctx = new MLIRContext();
    expect(IntegerAttr.get(IntegerType.get(ctx, 8), 255).value).toBe(-1);
    expect(IntegerAttr.get(IntegerType.get(ctx, 8, "unsigned"), -1).value).toBe(255);
    expect(IntegerAttr.get(IntegerType.get(ctx, 64), 2n ** 63n).value).toBe(-(2n ** 63n));
    expect(IntegerAttr.get(IntegerType.get(ctx, 128), 5).value).toBe(5);
  });
});

describe("operations and use lists", () => {
  it("tracks uses and replaces them", () => {
    const { ctx, loc, b } = setup();
    const i32 = IntegerType.get(ctx, 32);
    const c1 = b.create("test.const", loc, { resultTypes: [i32] });
    const c2 = b.create("test.const", loc, { resultTypes: [i32] });
    const add = b.create("test.add", loc, { operands: [c1.getResult(0), c1.getResult(0)], resultTypes: [i32] });
    expect(c1.getResult(0).getNumUses()).toBe(2);
    c1.getResult(0).replaceAllUsesWith(c2.getResult(0));
    expect(c1.getResult(0).hasUses()).toBe(false);
    expect(c2.getResult(0).getNumUses()).toBe(2);
    expect(add.getOperand(1)).toBe(c2.getResult(0));
    c1.erase();
    add.moveBefore(c2);
    expect(moduleBody(add.parentOp as Operation).getOperations()).toEqual([add, c2]);
    expect(add.isBeforeInBlock(c2)).toBe(true);
  });

  it("walks and clones 10,000 nested regions without recursion", () => {
    const { ctx, loc, module, b } = setup();
    let parent = b.create("test.nest", loc, { regions: 1 });
    for (let i = 0; i < 10000; i++) {
      const blk = new Block();
      parent.getRegion(0).appendBlock(blk);
      b.setInsertionPointToEnd(blk);
      parent = b.create("test.nest", loc, { regions: 1 });
    }
    let count = 0;
    walkOps(module, () => {
      count++;
    });
    expect(count).toBe(10002);
    const pre: string[] = [];
    walkOps(module, (op) => {
      pre.push(op.name.name);
      return pre.length === 3 ? "interrupt" : undefined;
    }, "pre");
    expect(pre).toEqual(["builtin.module", "test.nest", "test.nest"]);
    const copy = new OpBuilder(ctx).clone(module, new IRMapping());
    let copied = 0;
    walkOps(copy, () => void copied++);
    expect(copied).toBe(10002);
    expect(verify(module)).toEqual([]);
    module.erase();
  });
});

describe("verifier", () => {
  it("reports operands that do not dominate their use", () => {
    const ctx = new MLIRContext({ allowUnregisteredDialects: true });
    const file = (line: number) => FileLineColLoc.get(ctx, "f.mlir", line, 3);
    const module = createModuleOp(ctx, file(1));
    const b = OpBuilder.atBlockEnd(moduleBody(module), ctx);
    const i32 = IntegerType.get(ctx, 32);
    // A registered-like region: two blocks (multi-block regions always have SSA dominance).
    const fn = b.create("test.func", file(2), { regions: 1 });
    const entry = b.createBlock(fn.getRegion(0));
    const user = b.create("test.use", file(3), { resultTypes: [i32] });
    const def = b.create("test.def", file(4), { resultTypes: [i32] });
    user.setOperands([def.getResult(0)]);
    b.create("test.br", file(5), { successors: [entry] });
    const errors = verify(module);
    expect(errors.length).toBeGreaterThan(0);
    const first = errors[0]!;
    expect(first.diagnostic.message).toBe("entry block of region may not have predecessors");
    // Fix the CFG: branch to a second block instead.
    const second = new Block();
    fn.getRegion(0).appendBlock(second);
    (entry.lastOp as Operation).setSuccessors([second]);
    b.setInsertionPointToEnd(second);
    b.create("test.ret", file(6));
    const errors2 = verify(module);
    expect(errors2.map((e) => e.diagnostic.message)).toEqual(["operand #0 does not dominate this use"]);
    expect(errors2[0]!.diagnostic.notes[0]!.message).toBe("operand defined here (op in the same block)");
  });

  it("accepts use-before-def in a single-block region of an unregistered op", () => {
    const { ctx, loc, module, b } = setup();
    const i32 = IntegerType.get(ctx, 32);
    const g = b.create("test.graph", loc, { regions: 1 });
    b.createBlock(g.getRegion(0));
    const user = b.create("test.use", loc, { resultTypes: [i32] });
    const def = b.create("test.def", loc, { resultTypes: [i32] });
    user.setOperands([def.getResult(0)]);
    expect(verify(module)).toEqual([]);
  });

  it("lets a graph-region op's own region use its results, but not an SSA region's", () => {
    const { ctx, loc, module, b } = setup();
    const i32 = IntegerType.get(ctx, 32);
    // The module body is a graph region: `%1 = "a.h"() ({ "a.j"(%1) })` is accepted.
    const h = b.create("test.h", loc, { regions: 1, resultTypes: [i32] });
    b.createBlock(h.getRegion(0));
    b.create("test.j", loc, { operands: [h.getResult(0)] });
    expect(verify(module)).toEqual([]);
    // Inside a multi-block (SSA) region the same shape is a dominance error.
    const outer = OpBuilder.atBlockEnd(moduleBody(module), ctx).create("test.f", loc, { regions: 1 });
    const entry = b.createBlock(outer.getRegion(0));
    const inner = b.create("test.h", loc, { regions: 1, resultTypes: [i32] });
    const exit = new Block();
    outer.getRegion(0).appendBlock(exit);
    b.setInsertionPointToEnd(entry);
    b.create("test.br", loc, { successors: [exit] });
    b.setInsertionPointToEnd(exit);
    b.create("test.ret", loc);
    b.createBlock(inner.getRegion(0));
    b.create("test.j", loc, { operands: [inner.getResult(0)] });
    expect(verify(module).map((e) => e.diagnostic.message)).toEqual(["operand #0 does not dominate this use"]);
  });

  it("checks symbol redefinition and module attributes", () => {
    const { ctx, loc, module, b } = setup();
    b.create("test.sym", loc, { attributes: [{ name: "sym_name", value: StringAttr.get(ctx, "a") }] });
    const dup = b.create("test.sym", loc, { attributes: [{ name: "sym_name", value: StringAttr.get(ctx, "a") }] });
    expect(verify(module).map((e) => e.diagnostic.message)).toEqual(["redefinition of symbol named 'a'"]);
    // Trait checks (SymbolTable) come before the op's own verifier, as in MLIR.
    dup.erase();
    module.setDiscardableAttr("foo", StringAttr.get(ctx, "x"));
    expect(verify(module)[0]!.diagnostic.message).toBe(
      "'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'foo'",
    );
  });
});

describe("region isolation", () => {
  it("rejects uses of values from outside an isolated op", () => {
    const { ctx, loc, module, b } = setup();
    const i32 = IntegerType.get(ctx, 32);
    const outer = b.create("test.def", loc, { resultTypes: [i32] });
    // builtin.module is isolated from above: a nested module cannot see `outer`.
    const inner = b.create("builtin.module", loc, { regions: 1 });
    b.createBlock(inner.getRegion(0));
    b.create("test.use", loc, { operands: [outer.getResult(0)] });
    const errors = verify(module);
    expect(errors.map((e) => e.diagnostic.message)).toEqual(["'test.use' op using value defined outside the region"]);
    expect(errors[0]!.diagnostic.notes[0]!.message).toBe("required by region isolation constraints");
  });
});

describe("symbol tables", () => {
  it("looks up flat and nested references", () => {
    const { ctx, loc, module, b } = setup();
    const inner = b.create("builtin.module", loc, { regions: 1, properties: DictionaryAttr.get(ctx, [{ name: "sym_name", value: StringAttr.get(ctx, "m") }]) });
    const body = new Block();
    inner.getRegion(0).appendBlock(body);
    const f = OpBuilder.atBlockEnd(body, ctx).create("test.fn", loc, { attributes: [{ name: "sym_name", value: StringAttr.get(ctx, "f") }] });
    expect(new SymbolTable(module).lookup("m")).toBe(inner);
    const ref = SymbolRefAttr.get(ctx, "m", [SymbolRefAttr.get(ctx, "f")]);
    // Only the nearest symbol table is searched (MLIR): @m::@f names f from the outer module, not from inside @m.
    expect(lookupNearestSymbolFrom(f, ref)).toBeUndefined();
    expect(lookupNearestSymbolFrom(module, ref)).toBe(f);
    expect(lookupNearestSymbolFrom(f, "f")).toBe(f);
    expect(lookupNearestSymbolFrom(f, "m")).toBeUndefined();
    expect(verify(module)).toEqual([]);
  });
});
