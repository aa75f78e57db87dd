// The inline pass beyond the conformance harness: its options, instrumentation around the
// pipelines it runs and its errors against mlir-opt 19 on our inline cases; and the public
// path a user's dialect takes to join inlining (DialectInlinerInterface on the dialect,
// CallOpInterface/CallableOpInterface on its ops), with call conversions and legality.
import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as ir from "../../src/ir/index.js";
import { registerAllDialects } from "../../src/dialects/index.js";
import { parseSourceFile } from "../../src/asm/parser.js";
import { printTopLevel } from "../../src/asm/printer.js";
import { SourceFile } from "../../src/support/source.js";
import { PassManager, PassRegistry } from "../../src/pass/index.js";
import { registerStandardPasses } from "../../src/pass/transforms/index.js";
import { InlinerPass } from "../../src/pass/transforms/inline.js";
import { CallGraph, DialectInlinerInterface, SCCIterator, inlineRegionAfter, InlinerInterface } from "../../src/rewrite/index.js";
import { repoRoot } from "../dialects/corpus-selection.js";
import { skipWithout } from "../environment.js";
import { compare, mapLimited, statisticsBodyRemoved } from "./oracle.js";

const FLAG_SETS: readonly (readonly string[])[] = [
  ["--inline=default-pipeline="],
  ["--inline=op-pipelines=func.func(canonicalize,cse)"],
  ["--inline=default-pipeline=cse op-pipelines=func.func(cse)"],
  ["--inline=inlining-threshold=50"],
  ["--inline=inlining-threshold=0"],
  ["--inline=max-iterations=1"],
  ["--inline=default-pipeline=cse,foo"],
  ["--pass-pipeline=builtin.module(func.func(inline))"],
  ["--pass-pipeline=builtin.module(builtin.module(inline))"],
  ["--pass-pipeline=builtin.module(inline{default-pipeline=canonicalize{max-iterations=1}},inline)"],
  ["--inline", "--mlir-print-ir-after-all"],
  ["--inline", "--mlir-print-ir-before=canonicalize"],
  ["--inline=op-pipelines=func.func(cse)", "--mlir-print-ir-after=cse", "--mlir-print-ir-module-scope", "--mlir-disable-threading"],
  ["--inline", "--mlir-pass-statistics"],
];

describe("inline pass options and instrumentation vs mlir-opt 19", () => {
  it("prints what mlir-opt prints on our inline cases", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const dir = mkdtempSync(join(tmpdir(), "tsmlir-inline-"));
    ctx.onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const chunks = readFileSync(join(repoRoot, "test/pass/cases/inline.mlir"), "utf8").split(/^\/\/ -----$/m);
    const names = chunks.map((chunk, i) => {
      const name = `inline#${i}.mlir`;
      writeFileSync(join(dir, name), chunk);
      return name;
    });
    const jobs = FLAG_SETS.flatMap((flags) => names.map((name) => ({ flags, name })));
    const results = await mapLimited(jobs, 4, async ({ flags, name }) => {
      const statistics = flags.includes("--mlir-pass-statistics");
      // mlir-opt 19 is built without LLVM statistics: its report has no counter lines.
      return compare([...flags, "--allow-unregistered-dialect", name], dir, statistics ? statisticsBodyRemoved : undefined);
    });
    const failures = results.filter((r) => !r.same).map((r) => r.report);
    console.log(`inline options/instrumentation: ${results.length - failures.length}/${results.length} identical (${FLAG_SETS.length} flag sets x ${names.length} inputs)`);
    if (failures.length > 0) console.log(failures.slice(0, 3).join("\n\n"));
    expect(failures).toEqual([]);
  }, 300_000);
});

// ---- a user's dialect -------------------------------------------------------------------

/** usr.call {callee} (args): a call whose operands may differ in type from the callee's arguments. */
const callOp: ir.RegisteredOperationInfo = {
  name: "usr.call",
  traits: [],
  attributeNames: ["callee"],
  interfaces: ir.interfaceMap(
    ir.implementation(ir.CallOpInterface, {
      getCallableForCallee: (op) => op.getAttr("callee") as ir.SymbolRefAttr,
      setCalleeFromCallable: (op, callee) => op.setAttr("callee", callee as ir.SymbolRefAttr),
      getArgOperands: (op) => op.getOperands(),
      getArgOperandsMutable: (op) => new ir.MutableOperandRange(op, 0, op.numOperands),
    }),
  ),
};

/** usr.cast: converts one value to another type (what the dialect materializes for calls). */
const castOp: ir.RegisteredOperationInfo = { name: "usr.cast", traits: [] };
/** usr.work: an op the dialect lets the inliner move, unless it is marked `pinned`. */
const workOp: ir.RegisteredOperationInfo = { name: "usr.work", traits: [] };

const usrDialect: ir.Dialect = {
  namespace: "usr",
  operations: [callOp, castOp, workOp],
  interfaces: ir.interfaceMap(
    ir.implementation(DialectInlinerInterface, {
      isLegalToInlineCall: () => true,
      isLegalToInlineOp: (op) => op.getAttr("pinned") === undefined,
      materializeCallConversion: (builder, input, resultType, location) => builder.create("usr.cast", location, { operands: [input], resultTypes: [resultType] }),
      processInlinedCallBlocks: (call, blocks) => {
        for (const block of blocks) for (const op of block.getOperations()) op.setDiscardableAttr("from_call", call.getAttr("callee") as ir.Attribute);
      },
    }),
  ),
};

function parseWithUsr(text: string): ir.Operation {
  const context = new ir.MLIRContext();
  registerAllDialects(context);
  context.loadDialect(usrDialect);
  return parseSourceFile(new SourceFile("usr.mlir", text), context, { allowUnregisteredDialect: false }).module;
}

/** The custom form mlir-opt prints. */
function print(op: ir.Operation): string {
  const chunks = printTopLevel(op, { flags: { printGenericOpForm: false, printDebugInfo: false, printLocalScope: false } });
  return Buffer.concat(chunks.map((c) => Buffer.from(c))).toString("latin1");
}

function runInline(module: ir.Operation, options: ConstructorParameters<typeof InlinerPass>[0] = {}): string {
  const pm = new PassManager(module.context, "builtin.module");
  const registry = new PassRegistry();
  registerStandardPasses(registry, { write: () => {} });
  pm.addPass(new InlinerPass(options, { registry }));
  expect(pm.run(module)).toBe(true);
  return print(module);
}

describe("a user dialect joins inlining through DialectInlinerInterface", () => {
  const source = `func.func private @widen(%v: i32) -> i32 {
  %w = "usr.work"(%v) : (i32) -> i32
  return %w : i32
}
func.func private @pinned(%v: i32) -> i32 {
  %w = "usr.work"(%v) {pinned} : (i32) -> i32
  return %w : i32
}
func.func @caller(%x: i16) -> i16 {
  %r = "usr.call"(%x) {callee = @widen} : (i16) -> i16
  %s = "usr.call"(%r) {callee = @pinned} : (i16) -> i16
  return %s : i16
}
`;

  it("converts operands and results with the call's dialect, asks it for each op, and tells it what was inlined", () => {
    const module = parseWithUsr(source);
    const text = runInline(module, { defaultPipelineStr: "" });
    // As MLIR's inlineCall: a cast before the call for the operand, one after it for the
    // result (its operand becomes the inlined value), the callee moved in (its only use).
    expect(text).toContain(`%0 = "usr.cast"(%arg0) : (i16) -> i32
    %1 = "usr.work"(%0) {from_call = @widen} : (i32) -> i32
    %2 = "usr.cast"(%1) : (i32) -> i16`);
    expect(text).not.toContain("@widen(");
    // The pinned op is refused: the call stays, and its casts are gone again.
    expect(text).toContain(`"usr.call"(%2) <{callee = @pinned}> : (i16) -> i16`);
    expect(text).toContain("func.func private @pinned");
    expect(text.match(/usr\.cast/g)?.length).toBe(2);
  });

  it("without the interface, nothing of the dialect is inlined", () => {
    const noInterface: ir.Dialect = { ...usrDialect, interfaces: undefined };
    const context = new ir.MLIRContext();
    registerAllDialects(context);
    context.loadDialect(noInterface);
    const bare = parseSourceFile(new SourceFile("usr.mlir", source), context, { allowUnregisteredDialect: false }).module;
    const text = runInline(bare, { defaultPipelineStr: "" });
    expect(text.match(/"usr\.call"/g)?.length).toBe(2);
  });
});

describe("call graph and inlining utilities", () => {
  const graphSource = `func.func @a() {
  call @b() : () -> ()
  return
}
func.func @b() {
  call @a() : () -> ()
  call @c() : () -> ()
  return
}
func.func @c() {
  return
}
func.func private @decl()
`;

  it("visits SCCs bottom-up in LLVM's order, the external node last", () => {
    const context = new ir.MLIRContext();
    registerAllDialects(context);
    const module = parseSourceFile(new SourceFile("cg.mlir", graphSource), context, { allowUnregisteredDialect: false }).module;
    const graph = new CallGraph(module);
    const name = (node: { callableRegion: ir.Region | undefined }): string => (node.callableRegion === undefined ? "<external>" : ir.getSymbolName(node.callableRegion.parentOp as ir.Operation) ?? "?");
    expect([...graph].map(name)).toEqual(["a", "b", "c"]);
    const sccs: string[][] = [];
    for (const it = new SCCIterator(graph); !it.isAtEnd(); it.advance()) sccs.push(it.currentSCC().map(name));
    expect(sccs).toEqual([["c"], ["b", "a"], ["<external>"]]);
  });

  it("inlines a region after an op, replacing results with the terminator's operands", () => {
    const context = new ir.MLIRContext();
    registerAllDialects(context);
    const module = parseSourceFile(
      new SourceFile(
        "r.mlir",
        `func.func private @body(%v: i32) -> i32 {
  %s = arith.addi %v, %v : i32
  return %s : i32
}
func.func @host(%x: i32) -> i32 {
  %c = arith.constant 3 : i32
  %m = arith.muli %x, %c : i32
  return %m : i32
}
`,
      ),
      context,
      { allowUnregisteredDialect: false },
    ).module;
    const [body, host] = (module.regions[0]?.firstBlock as ir.Block).getOperations() as [ir.Operation, ir.Operation];
    const constant = (host.regions[0]?.firstBlock as ir.Block).firstOp as ir.Operation;
    const product = constant.next as ir.Operation;
    // The region of @body after the constant, fed the constant, standing for the product.
    expect(inlineRegionAfter(new InlinerInterface(), body.regions[0] as ir.Region, constant, [constant.getResult(0)], [product.getResult(0)])).toBe(true);
    expect(print(host)).toContain(`%c3_i32 = arith.constant 3 : i32
  %0 = arith.addi %c3_i32, %c3_i32 : i32
  %1 = arith.muli %arg0, %c3_i32 : i32
  return %0 : i32`);
  });
});
