import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { launchFlags, semiSpaceFlags, semiSpaceMegabytes } from "../../src/cli/heap-budget.js";

const MB = 1024 * 1024;
const GB = 1024 * MB;
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

function launchFlagsMegabytes(input: string): number {
  const flag = launchFlags([input])[0] ?? "";
  return Number(flag.slice(flag.indexOf("=") + 1));
}

describe("young generation budget", () => {
  it("keeps V8's defaults for runs that allocate little", () => {
    expect(semiSpaceMegabytes({ bytes: 100_000, bytecode: false }, 24 * GB)).toBeUndefined();
    expect(semiSpaceMegabytes({ bytes: 1 * MB, bytecode: true }, 24 * GB)).toBeUndefined();
  });

  it("sizes the young generation to the IR a large input builds", () => {
    // A 1M-op module: 24 MB of bytecode, 118 MB of text.
    expect(semiSpaceMegabytes({ bytes: 24 * MB, bytecode: true }, 24 * GB)).toBe(24 * 64 + 64);
    expect(semiSpaceMegabytes({ bytes: 118 * MB, bytecode: false }, 24 * GB)).toBe(118 * 16 + 64);
    // Bytecode builds more IR per byte than text.
    const bytecode = semiSpaceMegabytes({ bytes: 20 * MB, bytecode: true }, 24 * GB) ?? 0;
    const text = semiSpaceMegabytes({ bytes: 20 * MB, bytecode: false }, 24 * GB) ?? 0;
    expect(bytecode).toBeGreaterThan(text);
  });

  it("budgets short-line text by its lines: small ops are mostly IR", () => {
    const dense = semiSpaceMegabytes({ bytes: 20 * MB, bytecode: false, lines: 800_000 }, 24 * GB) ?? 0;
    expect(dense).toBe(Math.ceil((800_000 * 640) / MB) + 64);
    expect(dense).toBeGreaterThan(semiSpaceMegabytes({ bytes: 20 * MB, bytecode: false }, 24 * GB) ?? 0);
  });

  it("falls back to a modest young generation when the run would not fit the machine", () => {
    expect(semiSpaceMegabytes({ bytes: 200 * MB, bytecode: true }, 8 * GB)).toBe(64);
    expect(semiSpaceMegabytes({ bytes: 24 * MB, bytecode: true }, 4 * GB)).toBe(64);
  });

  it("turns a size into fixed-size semi-space flags", () => {
    expect(semiSpaceFlags(1600)).toEqual(["--max-semi-space-size=1600", "--min-semi-space-size=1600"]);
  });

  it("reads the input's size and kind from the command line", () => {
    const dir = mkdtempSync(join(tmpdir(), "tsmlir-heap-"));
    const text = join(dir, "big.mlir");
    writeFileSync(text, Buffer.alloc(16 * MB, 0x20)); // one long line
    const bytecode = join(dir, "big.mlirbc");
    const bytes = Buffer.alloc(8 * MB);
    bytes.set([0x4d, 0x4c, 0xef, 0x52]);
    writeFileSync(bytecode, bytes);
    const small = join(dir, "small.mlir");
    writeFileSync(small, "module {}\n");
    expect(launchFlags(["--allow-unregistered-dialect", text, "-o", "out.mlir"])).toEqual(semiSpaceFlags(16 * 16 + 64));
    expect(launchFlags(["--emit-bytecode", bytecode])).toEqual(semiSpaceFlags(8 * 64 + 64));
    expect(launchFlags([small])).toEqual([]);
    // stdin, missing files and usage errors are left to the command line itself.
    expect(launchFlags(["-"])).toEqual([]);
    expect(launchFlags([join(dir, "missing.mlir")])).toEqual([]);
    expect(launchFlags(["--no-such-flag", text])).toEqual([]);
  });

  it("relaunches tsmlir-opt with the flags for a large input", () => {
    const dir = mkdtempSync(join(tmpdir(), "tsmlir-heap-"));
    const input = join(dir, "many.mlir");
    // ~20 MB of small ops: enough for a sized young generation, quick to run.
    writeFileSync(input, `module {\n${'  "test.op"() : () -> ()\n'.repeat(800_000)}}\n`);
    const result = spawnSync(process.execPath, [join(repoRoot, "bin/tsmlir-opt.mjs"), "--allow-unregistered-dialect", input, "-o", join(dir, "out.mlir")], {
      env: { ...process.env, TSMLIR_TIMING: "1" },
      encoding: "utf8",
    });
    expect(result.status).toBe(0);
    expect(result.stderr).toContain("tsmlir-opt timing: print");
    const young = /young generation (\d+) MB/.exec(result.stderr);
    // V8 reports the new space as one semi-space (the run's flags), not V8's 16 MB default.
    expect(Number(young?.[1])).toBeGreaterThanOrEqual(launchFlagsMegabytes(input));
  });
});
