// Deeply nested bytecode through the tsmlir-opt launcher (issue 18): the reader is
// iterative, but the verifier, passes and printer recurse, so the launcher measures a
// bytecode file's region nesting from its op and block headers
// (src/bytecode/raw/nesting.ts) and runs deep input on the large stack, as it does text.
// 50,000 levels read and write back byte for byte; beyond DEEP_NESTING_LIMIT the reader
// reports the nesting, never a JavaScript stack.
import { readFileSync, readdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { MLIRContext, UnknownLoc, registerAllDialects, writeBytecode } from "../../src/api/index.js";
import { Block, Operation, type Region } from "../../src/ir/operation.js";
import { AsmTextualCodec, readBytecodeIR } from "../../src/bytecode/index.js";
import { DEEP_NESTING_LIMIT } from "../../src/cli/deep-input.js";
import { bytecodeRegionNesting } from "../../src/bytecode/raw/nesting.js";
import { runMlirOptProcess, runOursProcess } from "../hostile/oracle.js";
import { corpusDir } from "./oracle.js";

/** A JavaScript stack frame line. */
const jsStack = /^\s+at .*:\d+:\d+\)?$/m;

/** The deepest region nesting of `op`'s IR (walked with a stack: the IR may be deep). */
function regionDepth(op: Operation): number {
  let deepest = 0;
  const stack: { op: Operation; depth: number }[] = [{ op, depth: 0 }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    for (const region of item.op.regions as readonly Region[]) {
      if (item.depth + 1 > deepest) deepest = item.depth + 1;
      for (const block of region.getBlocks()) for (const child of block.getOperations()) stack.push({ op: child, depth: item.depth + 1 });
    }
  }
  return deepest;
}

/** `depth` nested `"t.a"` ops with one region each around a `"t.b"`, in a module, as bytecode. */
function deepBytecode(depth: number): Uint8Array {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  const location = UnknownLoc.get(context);
  let inner = Operation.create({ name: context.getOperationName("t.b"), location });
  for (let i = 0; i < depth; i++) {
    const op = Operation.create({ name: context.getOperationName("t.a"), location, regions: 1 });
    const block = new Block();
    op.regions[0]?.appendBlock(block);
    block.append(inner);
    inner = op;
  }
  const module = Operation.create({ name: context.getOperationName("builtin.module"), location, regions: 1 });
  const body = new Block();
  module.regions[0]?.appendBlock(body);
  body.append(inner);
  return writeBytecode(module);
}

describe("deeply nested bytecode", () => {
  it("is measured from the IR section as deep as the IR read from it, for every corpus file", (ctx) => {
    skipWithout(ctx, "corpus");
    const dir = join(corpusDir, "bytecode");
    let measured = 0;
    for (const name of readdirSync(dir).filter((f) => f.endsWith(".mlirbc")).sort()) {
      const bytes = new Uint8Array(readFileSync(join(dir, name)));
      const context = new MLIRContext({ allowUnregisteredDialects: true });
      registerAllDialects(context);
      const { ops } = readBytecodeIR(bytes, { context, textual: new AsmTextualCodec() });
      expect(bytecodeRegionNesting(bytes), name).toBe(Math.max(0, ...ops.map(regionDepth)));
      measured++;
    }
    expect(bytecodeRegionNesting(deepBytecode(3000))).toBe(3001);
    expect(bytecodeRegionNesting(deepBytecode(3000), 700)).toBe(701);
    console.log(`bytecode nesting: ${measured} corpus files measured as deep as read`);
  });

  it("prints what mlir-opt 19 prints for bytecode 2,000 regions deep, from a file and from stdin", (ctx) => {
    skipWithout(ctx, "mlir-opt", "dist");
    const dir = mkdtempSync(join(tmpdir(), "tsmlir-deep-bytecode-"));
    writeFileSync(join(dir, "deep.mlir"), `${'"t.a"() ({\n'.repeat(2000)}"t.b"() : () -> ()\n${"}) : () -> ()\n".repeat(2000)}`);
    const written = runMlirOptProcess(["--allow-unregistered-dialect", "--emit-bytecode", "deep.mlir", "-o", "deep.mlirbc"], { cwd: dir });
    expect(written.code).toBe(0);
    const theirs = runMlirOptProcess(["--allow-unregistered-dialect", "deep.mlirbc"], { cwd: dir });
    expect(theirs.code).toBe(0);
    expect(runOursProcess(["--allow-unregistered-dialect", "deep.mlirbc"], { cwd: dir })).toEqual(theirs);
    const input = readFileSync(join(dir, "deep.mlirbc"));
    expect(runOursProcess(["--allow-unregistered-dialect"], { cwd: dir, input, encoding: "latin1" })).toEqual(theirs);
  }, 120_000);

  it("reads 50,000 levels and writes them back byte for byte", (ctx) => {
    skipWithout(ctx, "dist");
    const dir = mkdtempSync(join(tmpdir(), "tsmlir-deep-bytecode-"));
    const bytes = deepBytecode(50_000);
    writeFileSync(join(dir, "deep.mlirbc"), bytes);
    const ours = runOursProcess(["--allow-unregistered-dialect", "--emit-bytecode", "deep.mlirbc", "-o", "out.mlirbc"], { cwd: dir });
    expect(ours).toEqual({ code: 0, stdout: "", stderr: "" });
    expect(new Uint8Array(readFileSync(join(dir, "out.mlirbc")))).toEqual(bytes);
  }, 120_000);

  it("refuses nesting beyond the limit with an error, not a JavaScript stack", (ctx) => {
    skipWithout(ctx, "dist");
    const dir = mkdtempSync(join(tmpdir(), "tsmlir-too-deep-bytecode-"));
    writeFileSync(join(dir, "deep.mlirbc"), deepBytecode(DEEP_NESTING_LIMIT + 10));
    const ours = runOursProcess(["--allow-unregistered-dialect", "deep.mlirbc"], { cwd: dir });
    expect(ours.code).toBe(1);
    expect(ours.stdout).toBe("");
    expect(ours.stderr).toMatch(new RegExp(`^deep\\.mlirbc:0:0: error: nesting is too deep \\(more than ${DEEP_NESTING_LIMIT} levels\\)`));
    expect(ours.stderr).not.toMatch(jsStack);
  }, 120_000);
});
