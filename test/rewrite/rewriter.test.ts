// The rewriter's IR changes and the notifications its listener receives, in MLIR's order.
import { describe, expect, it } from "vitest";
import { StringAttr, type Block, type Operation, type Region } from "../../src/ir/index.js";
import { IRRewriter, matchFailureMessage, type RewriterListener } from "../../src/rewrite/index.js";
import { parse, print, tstContext } from "./tst-dialect.js";

function label(op: Operation): string {
  const n = op.getDiscardableAttr("n");
  return n instanceof StringAttr ? n.value : op.name.name;
}

/** A listener writing every notification as a line. */
function recording(): { log: string[]; listener: RewriterListener } {
  const log: string[] = [];
  const blockName = (block: Block): string => {
    const first = block.firstOp;
    return first === null ? "<empty>" : `block of ${label(first)}`;
  };
  const listener: RewriterListener = {
    notifyOperationInserted: (op, previous) => log.push(`insert ${label(op)}${previous === null ? "" : ` from before ${previous.anchor === null ? "end" : label(previous.anchor)}`}`),
    notifyBlockInserted: (block, previousRegion) => log.push(`insert ${blockName(block)}${previousRegion === null ? "" : " (moved)"}`),
    notifyOperationModified: (op) => log.push(`modify ${label(op)}`),
    notifyOperationReplaced: (op, values) => log.push(`replace ${label(op)} by ${values.length} values`),
    notifyOperationErased: (op) => log.push(`erase ${label(op)}`),
    notifyBlockErased: (block) => log.push(`erase ${blockName(block)}`),
    notifyMatchFailure: (location, reason) => log.push(`failure ${matchFailureMessage(location, reason)}`),
  };
  return { log, listener };
}

/** The ops of the function body's entry block (module > tst.func > region 0). */
function body(module: Operation): Block {
  return module.regions[0]?.firstBlock?.firstOp?.regions[0]?.firstBlock as Block;
}

function find(module: Operation, name: string): Operation {
  let found: Operation | undefined;
  for (let b: Block | null = body(module); b !== null && found === undefined; b = b.next) found = b.getOperations().find((op) => label(op) === name);
  if (found === undefined) throw new Error(`no op ${name}`);
  return found;
}

const FUNC = (inner: string): string => `"tst.func"() ({\n${inner}\n}) {sym_name = "f"} : () -> ()`;

describe("RewriterBase", () => {
  it("replaceOp: replaced, then each user modified (use-list order), then erased", () => {
    const context = tstContext();
    const module = parse(
      context,
      FUNC(`^bb0(%x: i32):
        %a = "tst.pure"(%x) {n = "a"} : (i32) -> i32
        "x.use"(%a) {n = "u1"} : (i32) -> ()
        "x.use"(%a) {n = "u2"} : (i32) -> ()
        "tst.return"() : () -> ()`),
    );
    const { log, listener } = recording();
    const rewriter = new IRRewriter(context, listener);
    const a = find(module, "a");
    rewriter.replaceOp(a, [body(module).getArgument(0)]);
    expect(log).toEqual(["replace a by 1 values", "modify u2", "modify u1", "erase a"]);
    expect(print(module)).toContain('"x.use"(%arg0)');
  });

  it("replaceOp by an op: the by-op notification when the listener has one, else the values", () => {
    const context = tstContext();
    const text = FUNC(`^bb0(%x: i32):
      %a = "tst.pure"(%x) {n = "a"} : (i32) -> i32
      %b = "tst.pure"(%x) {n = "b"} : (i32) -> i32
      "tst.return"(%a) : (i32) -> ()`);
    const byOp: string[] = [];
    const module = parse(context, text);
    new IRRewriter(context, { notifyOperationReplacedByOp: (op, by) => byOp.push(`${label(op)} by ${label(by)}`), notifyOperationReplaced: () => byOp.push("values") }).replaceOp(find(module, "a"), find(module, "b"));
    expect(byOp).toEqual(["a by b"]);
    const values: string[] = [];
    const again = parse(context, text);
    new IRRewriter(context, { notifyOperationReplaced: (op, vals) => values.push(`${label(op)} by ${vals.length}`) }).replaceOp(find(again, "a"), find(again, "b"));
    expect(values).toEqual(["a by 1"]);
  });

  it("eraseOp: nested ops users first (post-order blocks, ops last to first), each block after its ops, then the op", () => {
    const context = tstContext();
    const module = parse(
      context,
      FUNC(`"x.holder"() ({
          "x.op"() {n = "e1"} : () -> ()
          "tst.br"() [^bb1] {n = "br"} : () -> ()
        ^bb1:
          "x.op"() {n = "s1"} : () -> ()
          "tst.return"() {n = "ret"} : () -> ()
        }) {n = "holder"} : () -> ()
        "tst.return"() : () -> ()`),
    );
    const { log, listener } = recording();
    new IRRewriter(context, listener).eraseOp(find(module, "holder"));
    expect(log).toEqual(["erase ret", "erase s1", "erase br", "erase e1", "erase <empty>", "erase <empty>", "erase holder"]);
    expect(print(module)).not.toContain("x.holder");
  });

  it("modifyOpInPlace tells the modification; a cancelled one tells nothing", () => {
    const context = tstContext();
    const module = parse(context, FUNC(`"x.op"() {n = "a"} : () -> ()\n"tst.return"() : () -> ()`));
    const { log, listener } = recording();
    const rewriter = new IRRewriter(context, listener);
    const a = find(module, "a");
    rewriter.modifyOpInPlace(a, () => a.setDiscardableAttr("k", StringAttr.get(context, "v")));
    rewriter.startOpModification(a);
    rewriter.cancelOpModification(a);
    expect(log).toEqual(["modify a"]);
  });

  it("moves ops and tells where they came from", () => {
    const context = tstContext();
    const module = parse(context, FUNC(`"x.op"() {n = "a"} : () -> ()\n"x.op"() {n = "b"} : () -> ()\n"x.op"() {n = "c"} : () -> ()\n"tst.return"() {n = "ret"} : () -> ()`));
    const { log, listener } = recording();
    const rewriter = new IRRewriter(context, listener);
    rewriter.moveOpBefore(find(module, "c"), find(module, "a"));
    rewriter.moveOpAfter(find(module, "c"), find(module, "b"));
    expect(log).toEqual(["insert c from before ret", "insert c from before a"]);
    expect(body(module).getOperations().map(label)).toEqual(["a", "b", "c", "ret"]);
  });

  it("splitBlock: a new block, then the ops from the back moved one by one to its front", () => {
    const context = tstContext();
    const module = parse(context, FUNC(`"x.op"() {n = "a"} : () -> ()\n"x.op"() {n = "b"} : () -> ()\n"tst.return"() {n = "ret"} : () -> ()`));
    const { log, listener } = recording();
    const rewriter = new IRRewriter(context, listener);
    const tail = rewriter.splitBlock(body(module), find(module, "b"));
    expect(log).toEqual(["insert <empty>", "insert ret from before end", "insert b from before end"]);
    expect(tail.getOperations().map(label)).toEqual(["b", "ret"]);
    expect(body(module).getOperations().map(label)).toEqual(["a"]);
  });

  it("inlineBlockBefore / mergeBlocks: arguments replaced (users modified), ops moved, source erased", () => {
    const context = tstContext();
    const module = parse(
      context,
      FUNC(`^bb0(%x: i32):
        "x.op"() {n = "a"} : () -> ()
        "tst.return"() {n = "ret"} : () -> ()
      ^bb1(%y: i32):
        "x.use"(%y) {n = "u"} : (i32) -> ()
        "x.op"() {n = "v"} : () -> ()`),
    );
    const { log, listener } = recording();
    const rewriter = new IRRewriter(context, listener);
    const entry = body(module);
    const source = entry.next as Block;
    rewriter.inlineBlockBefore(source, entry, find(module, "ret"), [entry.getArgument(0)]);
    expect(log).toEqual(["modify u", "insert u from before v", "insert v from before end", "erase <empty>"]);
    expect(entry.getOperations().map(label)).toEqual(["a", "u", "v", "ret"]);
    expect(print(module)).toContain('"x.use"(%arg0)');
  });

  it("inlineRegionBefore moves the blocks one by one; cloneRegionBefore tells of each cloned block and op", () => {
    const context = tstContext();
    const module = parse(
      context,
      FUNC(`"x.holder"() ({
          "x.op"() {n = "in"} : () -> ()
        }) {n = "holder"} : () -> ()
        "x.target"() ({
          "x.op"() {n = "t"} : () -> ()
        }) {n = "target"} : () -> ()
        "tst.return"() : () -> ()`),
    );
    const { log, listener } = recording();
    const rewriter = new IRRewriter(context, listener);
    const source = find(module, "holder").regions[0] as Region;
    const target = find(module, "target").regions[0] as Region;
    rewriter.cloneRegionBefore(source, target, target.firstBlock);
    expect(log).toEqual(["insert block of in", "insert in"]);
    log.length = 0;
    rewriter.inlineRegionBefore(source, target, null);
    expect(log).toEqual(["insert block of in (moved)"]);
    expect(target.getBlocks().map((b) => b.getOperations().map(label).join(","))).toEqual(["in", "t", "in"]);
    expect(source.empty()).toBe(true);
  });

  it("clone tells of the clone, then its blocks, then nested ops in pre-order", () => {
    const context = tstContext();
    const module = parse(context, FUNC(`"x.holder"() ({\n "x.inner"() ({\n "x.op"() {n = "leaf"} : () -> ()\n }) {n = "inner"} : () -> ()\n }) {n = "holder"} : () -> ()\n"tst.return"() : () -> ()`));
    const { log, listener } = recording();
    const rewriter = new IRRewriter(context, listener);
    const holder = find(module, "holder");
    rewriter.setInsertionPoint(holder);
    rewriter.clone(holder);
    expect(log).toEqual(["insert holder", "insert block of inner", "insert inner", "insert block of leaf", "insert leaf"]);
  });

  it("replaceUsesWithIf reports whether every use was replaced; notifyMatchFailure returns false", () => {
    const context = tstContext();
    const module = parse(
      context,
      FUNC(`^bb0(%x: i32, %y: i32):
        "x.use"(%x) {n = "u1"} : (i32) -> ()
        "x.use"(%x) {n = "u2"} : (i32) -> ()
        "tst.return"() : () -> ()`),
    );
    const { log, listener } = recording();
    const rewriter = new IRRewriter(context, listener);
    const [x, y] = [body(module).getArgument(0), body(module).getArgument(1)];
    expect(rewriter.replaceUsesWithIf(x, y, (use) => label(use.owner) === "u1")).toBe(false);
    rewriter.replaceAllUsesExcept(x, y, find(module, "u1"));
    expect(x.hasUses()).toBe(false);
    expect(rewriter.notifyMatchFailure(find(module, "u1"), (diagnostic) => diagnostic.append("because ", 42))).toBe(false);
    expect(log).toEqual(["modify u1", "modify u2", "failure because 42"]);
  });
});
