// Region simplification as MLIR 19 does it: unreachable blocks, region DCE (dead cycles
// through block arguments included), identical block merging with argument pruning, and
// redundant argument dropping.
import { describe, expect, it } from "vitest";
import type { Operation, Region } from "../../src/ir/index.js";
import { IRRewriter, dropRedundantArguments, eraseUnreachableBlocks, mergeIdenticalBlocks, runRegionDCE, simplifyRegions } from "../../src/rewrite/index.js";
import { parse, print, tstContext } from "./tst-dialect.js";

function func(body: string): { rewriter: IRRewriter; module: Operation; regions: readonly Region[] } {
  const context = tstContext();
  const module = parse(context, `"tst.func"() ({\n${body}\n}) {sym_name = "f"} : () -> ()`);
  return { rewriter: new IRRewriter(context), module, regions: (module.regions[0]?.firstBlock?.firstOp as Operation).regions };
}

/** The printed function body, one trimmed line each, without the module and function lines. */
function lines(module: Operation): string[] {
  return print(module)
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith('"builtin.module"') && !l.startsWith('"tst.func"') && !l.startsWith("})"));
}

const LOOP = `^bb0(%x: i32, %c: i1):
  "tst.br"(%x) [^bb1] : (i32) -> ()
^bb1(%i: i32):
  %n = "tst.pure"(%i) : (i32) -> i32
  %d = "tst.pure"(%x) : (i32) -> i32
  "tst.cond_br"(%c, %n, %d) [^bb1, ^bb2] {split = 1} : (i1, i32, i32) -> ()
^bb2(%j: i32):
  "tst.return"() : () -> ()
^bb3(%k: i32):
  %u = "tst.pure"(%k) : (i32) -> i32
  "tst.br"(%u) [^bb4] : (i32) -> ()
^bb4(%l: i32):
  "tst.br"(%l) [^bb3] : (i32) -> ()`;

describe("eraseUnreachableBlocks and runRegionDCE", () => {
  it("erases blocks no path reaches, even when they use each other", () => {
    const { rewriter, module, regions } = func(LOOP);
    expect(eraseUnreachableBlocks(rewriter, regions)).toBe(true);
    expect(lines(module).filter((l) => l.startsWith("^"))).toEqual(["^bb0(%arg0: i32, %arg1: i1):", "^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1", "^bb2(%3: i32):  // pred: ^bb1"]);
    expect(eraseUnreachableBlocks(rewriter, regions)).toBe(false);
  });

  it("removes values only dead code needs, a loop-carried cycle through a block argument included", () => {
    const { rewriter, module, regions } = func(LOOP);
    eraseUnreachableBlocks(rewriter, regions);
    expect(runRegionDCE(rewriter, regions)).toBe(true);
    expect(lines(module)).toEqual([
      "^bb0(%arg0: i32, %arg1: i1):",
      '"tst.br"()[^bb1] : () -> ()',
      "^bb1:  // 2 preds: ^bb0, ^bb1",
      '"tst.cond_br"(%arg1)[^bb1, ^bb2] <{split = 0 : i64}> : (i1) -> ()',
      "^bb2:  // pred: ^bb1",
      '"tst.return"() : () -> ()',
    ]);
  });

  it("keeps what has effects and what terminators use; counts erased ops only, not erased arguments", () => {
    const { rewriter, module, regions } = func(`^bb0(%x: i32):
      %e = "tst.effect"(%x) : (i32) -> i32
      "tst.br"(%x) [^bb1] : (i32) -> ()
    ^bb1(%unused: i32):
      "tst.return"(%e) : (i32) -> ()`);
    expect(runRegionDCE(rewriter, regions)).toBe(false);
    expect(lines(module)).toContain("^bb1:  // pred: ^bb0");
    expect(lines(module)).toContain('%0 = "tst.effect"(%arg0) : (i32) -> i32');
  });

  it("keeps every argument of a successor of a registered terminator that is no branch; an unregistered one is no terminator to it", () => {
    const registered = func(`^bb0(%x: i32):
      "tst.return"(%x) [^bb1] : (i32) -> ()
    ^bb1(%unused: i32):
      "tst.return"() : () -> ()`);
    runRegionDCE(registered.rewriter, registered.regions);
    expect(lines(registered.module)).toContain("^bb1(%0: i32):  // pred: ^bb0");
    // As MLIR: the argument is erased and the operand left in place.
    const unregistered = func(`^bb0(%x: i32):
      "x.jump"(%x) [^bb1] : (i32) -> ()
    ^bb1(%unused: i32):
      "tst.return"() : () -> ()`);
    runRegionDCE(unregistered.rewriter, unregistered.regions);
    expect(lines(unregistered.module).slice(1, 3)).toEqual(['"x.jump"(%arg0)[^bb1] : (i32) -> ()', "^bb1:  // pred: ^bb0"]);
  });
});

describe("block merging (aggressive)", () => {
  const DIAMOND = `^bb0(%x: i32, %y: i32, %c: i1):
    "tst.cond_br"(%c) [^bb1, ^bb2] {split = 0} : (i1) -> ()
  ^bb1:
    %a = "tst.effect"(%x, %x) : (i32, i32) -> i32
    "tst.br"(%a) [^bb3] : (i32) -> ()
  ^bb2:
    %b = "tst.effect"(%y, %y) : (i32, i32) -> i32
    "tst.br"(%b) [^bb3] : (i32) -> ()
  ^bb3(%r: i32):
    "tst.return"(%r) : (i32) -> ()`;

  it("merges blocks that differ only in values from outside; repeated new arguments are pruned", () => {
    const { rewriter, module, regions } = func(DIAMOND);
    expect(mergeIdenticalBlocks(rewriter, regions)).toBe(true);
    expect(lines(module).slice(1, 5)).toEqual([
      '"tst.cond_br"(%arg2, %arg0, %arg1)[^bb1, ^bb1] <{split = 1 : i64}> : (i1, i32, i32) -> ()',
      "^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0",
      '%1 = "tst.effect"(%0, %0) : (i32, i32) -> i32',
      '"tst.br"(%1)[^bb2] : (i32) -> ()',
    ]);
  });

  it("then drops the arguments every predecessor passes the same value for", () => {
    const { rewriter, module, regions } = func(DIAMOND);
    mergeIdenticalBlocks(rewriter, regions);
    expect(dropRedundantArguments(rewriter, regions)).toBe(true);
    expect(lines(module).slice(4)).toEqual(['"tst.br"()[^bb2] : () -> ()', "^bb2:  // pred: ^bb1", '"tst.return"(%1) : (i32) -> ()']);
  });

  it("normal simplification leaves identical blocks alone; aggressive merges them", () => {
    const normal = func(DIAMOND);
    expect(simplifyRegions(normal.rewriter, normal.regions, false)).toBe(false);
    expect(lines(normal.module).some((l) => l.startsWith("^bb2"))).toBe(true);
    const aggressive = func(DIAMOND);
    expect(simplifyRegions(aggressive.rewriter, aggressive.regions, true)).toBe(true);
    expect(lines(aggressive.module).filter((l) => l.startsWith("^"))).toHaveLength(3);
  });

  it("does not merge when a predecessor cannot take more operands, or a block holds regions", () => {
    const noBranch = func(DIAMOND.replace('"tst.cond_br"(%c) [^bb1, ^bb2] {split = 0} : (i1) -> ()', '"x.branch"(%c) [^bb1, ^bb2] : (i1) -> ()'));
    expect(mergeIdenticalBlocks(noBranch.rewriter, noBranch.regions)).toBe(false);
    // Without differing operands no predecessor needs updating: these merge.
    const sameOperands = func(`^bb0(%x: i32, %c: i1):
      "tst.cond_br"(%c) [^bb1, ^bb2] {split = 0} : (i1) -> ()
    ^bb1:
      %a = "tst.effect"(%x) : (i32) -> i32
      "tst.br"() [^bb3] : () -> ()
    ^bb2:
      %b = "tst.effect"(%x) : (i32) -> i32
      "tst.br"() [^bb3] : () -> ()
    ^bb3:
      "tst.return"() : () -> ()`);
    expect(mergeIdenticalBlocks(sameOperands.rewriter, sameOperands.regions)).toBe(true);
    const blockWithRegion = func(`^bb0(%x: i32, %c: i1):
      "tst.cond_br"(%c) [^bb1, ^bb2] {split = 0} : (i1) -> ()
    ^bb1:
      "tst.if"() ({ "tst.yield"() : () -> () }) : () -> ()
      "tst.br"() [^bb3] : () -> ()
    ^bb2:
      "tst.if"() ({ "tst.yield"() : () -> () }) : () -> ()
      "tst.br"() [^bb3] : () -> ()
    ^bb3:
      "tst.return"() : () -> ()`);
    expect(mergeIdenticalBlocks(blockWithRegion.rewriter, blockWithRegion.regions)).toBe(false);
  });
});
