// The run-time API of the `tsmlir` entry point: text and bytecode in and out, as
// tsmlir-opt reads and writes them, with located diagnostics on bad input.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as tsmlir from "../../src/api/index.js";
import { runTsmlirOpt } from "../../scripts/bytecode-version-sweep.js";
import { repoRoot } from "../environment.js";

const hello = join(repoRoot, "examples/hello.mlir");

function context(): tsmlir.MLIRContext {
  const registry = new tsmlir.DialectRegistry();
  tsmlir.registerAllDialects(registry);
  return new tsmlir.MLIRContext({ registry });
}

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected an error");
}

describe("tsmlir: text", () => {
  it("parses and prints as tsmlir-opt does, with each printing flag", async () => {
    const text = readFileSync(hello, "utf8");
    const module = tsmlir.parseSourceString(text, context(), { fileName: "hello.mlir" });
    const cases: Array<[tsmlir.OpPrintingFlags, string[]]> = [
      [{}, []],
      [{ printGenericOpForm: true }, ["--mlir-print-op-generic"]],
      [{ printDebugInfo: true }, ["--mlir-print-debuginfo"]],
      [{ printGenericOpForm: true, printDebugInfo: true, printLocalScope: true }, ["--mlir-print-op-generic", "--mlir-print-debuginfo", "--mlir-print-local-scope"]],
    ];
    for (const [flags, args] of cases) {
      const opt = await runTsmlirOpt([...args, "hello.mlir"], join(repoRoot, "examples"));
      expect(opt.code).toBe(0);
      // tsmlir-opt adds a newline after the op, as mlir-opt does.
      expect(`${tsmlir.printOperation(module, flags)}\n`, args.join(" ")).toBe(opt.stdout.toString("utf8"));
    }
  });

  it("parses with a registry's dialects loaded on first use, and parseSourceFile names the file", () => {
    const ctx = context();
    expect(ctx.getLoadedDialects().map((d) => d.namespace)).toEqual(["builtin"]);
    const module = tsmlir.parseSourceFile(hello, ctx);
    // func brings cf, as mlir-opt's inliner extension of func loads it.
    expect(ctx.getLoadedDialects().map((d) => d.namespace).sort()).toEqual(["arith", "builtin", "cf", "func", "scf"]);
    expect(tsmlir.printOperation(module, { printDebugInfo: true })).toContain(`loc(${JSON.stringify(hello)}:1:1)`);
  });

  it("keeps non-ASCII text as UTF-8 bytes, escaped in strings as MLIR prints them", () => {
    const text = 'module attributes {test.note = "héllo ✓"} {\n}\n';
    const printed = tsmlir.printOperation(tsmlir.parseSourceString(text, context()));
    expect(printed).toBe('module attributes {test.note = "h\\C3\\A9llo \\E2\\9C\\93"} {\n}\n');
    expect(tsmlir.printOperation(tsmlir.parseSourceString(printed, context()))).toBe(printed);
  });

  it("throws located diagnostics for syntax errors, rendered in the message", () => {
    const error = thrown(() => tsmlir.parseSourceString("func.func @f() {\n  %0 = arith.addf %x, %x : f32\n}\n", context(), { fileName: "bad.mlir" }));
    expect(error).toBeInstanceOf(tsmlir.DiagnosticsError);
    const diagnostics = (error as tsmlir.DiagnosticsError).diagnostics;
    expect(diagnostics[0]?.location?.file.name).toBe("bad.mlir");
    expect((error as Error).message).toBe("bad.mlir:2:19: error: use of undeclared SSA value name\n  %0 = arith.addf %x, %x : f32\n                  ^");
  });

  it("verifies after parsing unless told not to", () => {
    const text = 'func.func @f(%a: f32) -> f32 {\n  %0 = "arith.addi"(%a, %a) : (f32, f32) -> f32\n  return %0 : f32\n}\n';
    const error = thrown(() => tsmlir.parseSourceString(text, context(), { fileName: "v.mlir" }));
    expect(error).toBeInstanceOf(tsmlir.DiagnosticsError);
    expect((error as Error).message).toMatch(/^v\.mlir:2:8: error: 'arith\.addi' op operand #0 must be signless-integer-like/);
    const unverified = tsmlir.parseSourceString(text, context(), { verifyAfterParse: false });
    expect(tsmlir.verify(unverified).length).toBeGreaterThan(0);
  });
});

describe("tsmlir: bytecode", () => {
  it("writes what tsmlir-opt --emit-bytecode writes, at any version, and reads it back", async () => {
    const module = tsmlir.parseSourceString(readFileSync(hello, "utf8"), context(), { fileName: "hello.mlir" });
    for (const version of [undefined, 0, 5]) {
      const args = version === undefined ? [] : [`--emit-bytecode-version=${version}`];
      const opt = await runTsmlirOpt(["--emit-bytecode", ...args, "hello.mlir"], join(repoRoot, "examples"));
      const bytes = tsmlir.writeBytecode(module, version === undefined ? {} : { desiredBytecodeVersion: version });
      expect(tsmlir.isBytecode(bytes)).toBe(true);
      expect(Buffer.from(bytes).equals(opt.stdout), `version ${version ?? "current"}`).toBe(true);
      const read = tsmlir.readBytecode(bytes, context());
      expect(tsmlir.printOperation(read, { printDebugInfo: true })).toBe(tsmlir.printOperation(module, { printDebugInfo: true }));
    }
  });

  it("reports bad versions and malformed input as located diagnostics", () => {
    const module = tsmlir.parseSourceString("module {\n}\n", context());
    const version = thrown(() => tsmlir.writeBytecode(module, { desiredBytecodeVersion: 9 }));
    expect(version).toBeInstanceOf(tsmlir.DiagnosticsError);
    expect((version as Error).message).toContain("error: unsupported version requested 9, must be in range [0, 6]");
    const bytes = tsmlir.writeBytecode(module);
    const truncated = thrown(() => tsmlir.readBytecode(bytes.subarray(0, bytes.length - 3), context(), { fileName: "t.mlirbc" }));
    expect(truncated).toBeInstanceOf(tsmlir.DiagnosticsError);
    expect((truncated as Error).message).toMatch(/^t\.mlirbc:0:0: error: .* at offset \d+/);
  });
});
