// OperationFolder: folding with constants made in (or found in) the insertion region,
// one constant per value in each region, unknown locations for constants it moves or
// merges, and the region rules (isolated-from-above ancestor, or DialectFoldInterface).
import { describe, expect, it } from "vitest";
import { IntegerAttr, IntegerType, StringAttr, UnknownLoc, walkOps, type Block, type Operation } from "../../src/ir/index.js";
import { OperationFolder, constantValueOf } from "../../src/rewrite/index.js";
import { parse, print, tstContext, tstDialect } from "./tst-dialect.js";

function ops(block: Block): Operation[] {
  return block.getOperations();
}

/** The op with discardable attribute `n = name` inside the block's parent op. */
function named(block: Block, name: string): Operation {
  let found: Operation | undefined;
  walkOps(block.parentOp as Operation, (op) => {
    const n = op.getDiscardableAttr("n");
    if (n instanceof StringAttr && n.value === name) found = op;
  });
  if (found === undefined) throw new Error(`no op ${name}`);
  return found;
}

function setup(inner: string): { context: ReturnType<typeof tstContext>; module: Operation; entry: Block } {
  const context = tstContext();
  const module = parse(context, `"tst.func"() ({\n^bb0(%x: i32):\n${inner}\n}) {sym_name = "f"} : () -> ()`);
  return { context, module, entry: module.regions[0]?.firstBlock?.firstOp?.regions[0]?.firstBlock as Block };
}

describe("OperationFolder", () => {
  it("folds to a constant made at the front of the function's entry block (unknown location), reused by later folds", () => {
    const { context, module, entry } = setup(`
      %p = "tst.pure"(%x) : (i32) -> i32
      %c1 = "tst.constant"() <{value = 1 : i32}> : () -> i32
      %c2 = "tst.constant"() <{value = 2 : i32}> : () -> i32
      %s = "tst.add"(%c1, %c2) {n = "s"} : (i32, i32) -> i32 loc("s")
      %t = "tst.add"(%c2, %c1) {n = "t"} : (i32, i32) -> i32 loc("t")
      "tst.return"(%s, %t) : (i32, i32) -> ()`);
    const folder = new OperationFolder(context);
    expect(folder.tryToFold(named(entry, "s"))).toEqual({ succeeded: true, inPlaceUpdate: false });
    expect(folder.tryToFold(named(entry, "t"))).toEqual({ succeeded: true, inPlaceUpdate: false });
    const first = ops(entry)[0] as Operation;
    expect(constantValueOf(first)).toBe(IntegerAttr.get(IntegerType.get(context, 32), 3));
    expect(first.location).toBe(UnknownLoc.get(context));
    expect(print(module)).toContain('"tst.return"(%0, %0)');
  });

  it("de-duplicates known constants and moves them to the front, in the order they are met", () => {
    const { context, module, entry } = setup(`
      %p = "tst.pure"(%x) : (i32) -> i32
      %a = "tst.constant"() <{value = 1 : i32}> {n = "a"} : () -> i32 loc("a")
      %b = "tst.constant"() <{value = 2 : i32}> {n = "b"} : () -> i32 loc("b")
      %c = "tst.constant"() <{value = 1 : i32}> {n = "c"} : () -> i32 loc("c")
      "tst.return"(%a, %b, %c) : (i32, i32, i32) -> ()`);
    const folder = new OperationFolder(context);
    const [a, b, c] = [named(entry, "a"), named(entry, "b"), named(entry, "c")];
    expect(folder.insertKnownConstant(a)).toBe(true);
    expect(folder.insertKnownConstant(b)).toBe(true);
    expect(folder.insertKnownConstant(c)).toBe(false);
    expect(ops(entry).map((op) => op.name.name)).toEqual(["tst.constant", "tst.constant", "tst.pure", "tst.return"]);
    expect(ops(entry)[0]).toBe(b);
    expect(a.location).toBe(UnknownLoc.get(context));
    expect(print(module)).toContain('"tst.return"(%1, %0, %1)');
    // A constant already owned that has fallen behind another op goes back to the front.
    a.moveAfter(ops(entry)[2] as Operation);
    expect(folder.tryToFold(a).succeeded).toBe(false);
    expect(ops(entry)[0]).toBe(a);
  });

  it("forgets a removed constant; getOrCreateConstant finds or makes one through the dialect", () => {
    const { context, entry } = setup(`
      %a = "tst.constant"() <{value = 1 : i32}> {n = "a"} : () -> i32
      "tst.return"(%a) : (i32) -> ()`);
    const folder = new OperationFolder(context);
    const a = named(entry, "a");
    folder.insertKnownConstant(a);
    const one = IntegerAttr.get(IntegerType.get(context, 32), 1);
    expect(folder.getOrCreateConstant(entry, tstDialect, one, one.type)).toBe(a.getResult(0));
    folder.notifyRemoval(a);
    const made = folder.getOrCreateConstant(entry, tstDialect, one, one.type);
    expect(made).not.toBe(a.getResult(0));
    expect(made?.definingOp?.location).toBe(UnknownLoc.get(context));
    expect(folder.getOrCreateConstant(entry, { namespace: "none" }, one, one.type)).toBeUndefined();
    folder.clear();
    expect(folder.isFolderOwnedConstant(made?.definingOp ?? null)).toBe(false);
  });

  it("puts constants in the nearest isolated ancestor's entry block, or in a region the dialect asks for", () => {
    const { context, module, entry } = setup(`
      %r = "tst.if"() ({
        %c1 = "tst.constant"() <{value = 1 : i32}> : () -> i32
        %s = "tst.add"(%c1, %c1) {n = "in_if"} : (i32, i32) -> i32
        "tst.yield"(%s) : (i32) -> ()
      }) : () -> i32
      %q = "tst.scope"() ({
        %c1 = "tst.constant"() <{value = 1 : i32}> : () -> i32
        %s = "tst.add"(%c1, %c1) {n = "in_scope"} : (i32, i32) -> i32
        "tst.yield"(%s) : (i32) -> ()
      }) : () -> i32
      "tst.return"(%r, %q) : (i32, i32) -> ()`);
    const folder = new OperationFolder(context);
    folder.tryToFold(named(entry, "in_if"));
    folder.tryToFold(named(entry, "in_scope"));
    const text = print(module);
    expect(ops(entry)[0]?.name.name).toBe("tst.constant");
    expect(text).toMatch(/"tst.scope"\(\) \(\{\n\s+%\d+ = "tst.constant"\(\) <\{value = 2 : i32\}>/);
  });

  it("folds in place (listener told) and undoes the constants of a fold it cannot complete", () => {
    const { context, entry } = setup(`
      %m = "tst.mark"() {n = "m"} : () -> i32
      %b:2 = "tst.bad_pair"() {n = "bad"} : () -> (i32, i32)
      "tst.return"(%m, %b#0, %b#1) : (i32, i32, i32) -> ()`);
    const modified: string[] = [];
    const erased: string[] = [];
    const folder = new OperationFolder(context, { notifyOperationModified: (op) => void modified.push(op.name.name), notifyOperationErased: (op) => void erased.push(op.name.name) });
    expect(folder.tryToFold(named(entry, "m"))).toEqual({ succeeded: true, inPlaceUpdate: true });
    expect(modified).toEqual(["tst.mark"]);
    expect(folder.tryToFold(named(entry, "bad")).succeeded).toBe(false);
    expect(erased).toEqual(["tst.constant"]);
    expect(ops(entry).map((op) => op.name.name)).toEqual(["tst.mark", "tst.bad_pair", "tst.return"]);
  });
});
