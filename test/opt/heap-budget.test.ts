import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { launchFlags, youngGeneration, youngGenerationFlags } from "../../src/cli/heap-budget.js";

const MB = 1024 * 1024;
const GB = 1024 * MB;
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

describe("young generation budget", () => {
  it("keeps V8's defaults for runs that allocate little", () => {
    expect(youngGeneration({ bytes: 100_000, bytecode: false }, 24 * GB)).toBeUndefined();
    expect(youngGeneration({ bytes: 1 * MB, bytecode: true }, 24 * GB)).toBeUndefined();
  });

  it("sizes a fixed young generation to the IR a large bytecode file builds", () => {
    // A 1M-op module is 24 MB of bytecode.
    expect(youngGeneration({ bytes: 24 * MB, bytecode: true }, 24 * GB)).toEqual({ semiSpaceMegabytes: 24 * 64 + 64, fixed: true });
  });

  it("keeps V8's default young generation for large text (parsing makes as much garbage as IR)", () => {
    expect(youngGeneration({ bytes: 118 * MB, bytecode: false }, 24 * GB)).toBeUndefined();
  });

  it("falls back to the modest young generation when a bytecode run would not fit the machine", () => {
    expect(youngGeneration({ bytes: 200 * MB, bytecode: true }, 8 * GB)).toEqual({ semiSpaceMegabytes: 64, fixed: false });
    expect(youngGeneration({ bytes: 24 * MB, bytecode: true }, 4 * GB)).toEqual({ semiSpaceMegabytes: 64, fixed: false });
  });

  it("turns a young generation into Node flags", () => {
    expect(youngGenerationFlags({ semiSpaceMegabytes: 1600, fixed: true })).toEqual(["--max-semi-space-size=1600", "--min-semi-space-size=1600"]);
    expect(youngGenerationFlags({ semiSpaceMegabytes: 64, fixed: false })).toEqual(["--max-semi-space-size=64"]);
  });

  it("reads the input's size and kind from the command line", () => {
    const dir = mkdtempSync(join(tmpdir(), "tsmlir-heap-"));
    const text = join(dir, "big.mlir");
    writeFileSync(text, Buffer.alloc(16 * MB, 0x20));
    const bytecode = join(dir, "big.mlirbc");
    const bytes = Buffer.alloc(8 * MB);
    bytes.set([0x4d, 0x4c, 0xef, 0x52]);
    writeFileSync(bytecode, bytes);
    const small = join(dir, "small.mlir");
    writeFileSync(small, "module {}\n");
    expect(launchFlags(["--allow-unregistered-dialect", text, "-o", "out.mlir"])).toEqual([]);
    expect(launchFlags(["--emit-bytecode", bytecode])).toEqual(youngGenerationFlags({ semiSpaceMegabytes: 8 * 64 + 64, fixed: true }));
    expect(launchFlags([small])).toEqual([]);
    // stdin, missing files and usage errors are left to the command line itself.
    expect(launchFlags(["-"])).toEqual([]);
    expect(launchFlags([join(dir, "missing.mlir")])).toEqual([]);
    // A usage error (two inputs) is the command line's to report; an unknown flag may be a pass's.
    expect(launchFlags(["other.mlir", bytecode])).toEqual([]);
    expect(launchFlags(["--help", bytecode])).toEqual([]);
  });

  it("relaunches tsmlir-opt with the flags for a large bytecode input", (ctx) => {
    skipWithout(ctx, "dist");
    const dir = mkdtempSync(join(tmpdir(), "tsmlir-heap-"));
    const text = join(dir, "many.mlir");
    writeFileSync(text, `module {\n${'  "test.op"() {n = 1 : i64} : () -> ()\n'.repeat(400_000)}}\n`);
    const bytecode = join(dir, "many.mlirbc");
    const opt = join(repoRoot, "bin/tsmlir-opt.mjs");
    expect(spawnSync(process.execPath, [opt, "--allow-unregistered-dialect", "--emit-bytecode", text, "-o", bytecode]).status).toBe(0);
    const flags = launchFlags([bytecode]);
    expect(flags.length).toBe(2); // ~3 MB of bytecode: a fixed young generation
    const result = spawnSync(process.execPath, [opt, "--allow-unregistered-dialect", bytecode, "-o", join(dir, "out.mlir")], {
      env: { ...process.env, TSMLIR_TIMING: "1" },
      encoding: "utf8",
    });
    expect(result.status).toBe(0);
    expect(result.stderr).toContain("tsmlir-opt timing: print");
    const committed = /young generation (\d+) MB committed/.exec(result.stderr);
    const semiSpace = Number((flags[0] ?? "").split("=")[1]);
    // V8 commits both semi-spaces at startup: far above its 16 MB default.
    expect(Number(committed?.[1])).toBeGreaterThanOrEqual(semiSpace);
  });
});
