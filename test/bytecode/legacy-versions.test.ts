// Regressions found by the bytecode version sweep (scripts/bytecode-version-sweep.ts); the
// expected texts are mlir-opt 19's output for the same commands.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseOptOptions, UsageError } from "../../src/cli/opt-options.js";
import { runOpt } from "../opt/run-opt.js";

const work = mkdtempSync(join(tmpdir(), "tsmlir-legacy-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const NATIVE = `"builtin.module"() ({
  %0 = "foo.x"() : () -> i32
  %1 = "llvm.add"(%0, %0) <{overflowFlags = #llvm.overflow<nsw>}> {x = 1} : (i32, i32) -> i32
  "test.with_properties"() <{a = 5 : i64, array = array<i64: 1, 2, 3, 4>, b = "x"}> {disc = 1} : () -> ()
  "test.using_int_property_with_worse_bytecode"() <{value = 7 : i64}> : () -> ()
  "test.with_wrapped_properties"() <{prop = "abc"}> : () -> ()
  "test.using_property_in_custom"() <{prop = array<i64: 1, -2, 3>}> : () -> ()
}) : () -> ()
`;

async function roundTrip(text: string, version: number): Promise<string> {
  writeFileSync(join(work, "in.mlir"), text);
  const written = await runOpt(["--allow-unregistered-dialect", "--emit-bytecode", `--emit-bytecode-version=${version}`, "in.mlir", "-o", "out.mlirbc"], work);
  expect(written.stderr).toBe("");
  const read = await runOpt(["--allow-unregistered-dialect", "--mlir-print-op-generic", "out.mlirbc"], work);
  expect(read.stderr).toBe("");
  return read.stdout;
}

describe("bytecode before version 5", () => {
  it("drops native properties (not inherent attributes) and reads them back as their initial values", async () => {
    expect(await roundTrip(NATIVE, 4)).toBe(`"builtin.module"() ({
  %0 = "foo.x"() : () -> i32
  %1 = "llvm.add"(%0, %0) <{overflowFlags = #llvm.overflow<none>}> {x = 1 : i64} : (i32, i32) -> i32
  "test.with_properties"() <{a = 0 : i64, array = array<i64: 0, 0, 0, 0>, b = "x"}> {disc = 1 : i64} : () -> ()
  "test.using_int_property_with_worse_bytecode"() <{value = 0 : i64}> : () -> ()
  "test.with_wrapped_properties"() <{prop = ""}> : () -> ()
  "test.using_property_in_custom"() <{prop = array<i64: 0, 0, 0>}> : () -> ()
}) : () -> ()

`);
    // From version 5 on they travel in the properties section.
    expect(await roundTrip(NATIVE, 5)).toContain(`"test.with_properties"() <{a = 5 : i64, array = array<i64: 1, 2, 3, 4>, b = "x"}> {disc = 1 : i64}`);
    expect(await roundTrip(NATIVE, 5)).toContain(`"test.using_int_property_with_worse_bytecode"() <{value = 7 : i64}>`);
  });

  it("keeps dictionary entries named like native properties discardable, in text too", async () => {
    writeFileSync(
      join(work, "dict.mlir"),
      `"test.with_properties"() {a = 5 : i64, b = "x", array = array<i64: 1,2,3,4>} : () -> ()
%0 = "foo.x"() : () -> i32
%1 = "llvm.add"(%0, %0) {overflowFlags = #llvm.overflow<nsw>} : (i32, i32) -> i32
"test.using_int_property_with_worse_bytecode"() {value = 3 : i64} : () -> ()
`,
    );
    const r = await runOpt(["--allow-unregistered-dialect", "--mlir-print-op-generic", "dict.mlir"], work);
    expect(r.stdout).toBe(`"builtin.module"() ({
  "test.with_properties"() <{a = 0 : i64, array = array<i64: 0, 0, 0, 0>, b = "x"}> {a = 5 : i64, array = array<i64: 1, 2, 3, 4>} : () -> ()
  %0 = "foo.x"() : () -> i32
  %1 = "llvm.add"(%0, %0) <{overflowFlags = #llvm.overflow<none>}> {overflowFlags = #llvm.overflow<nsw>} : (i32, i32) -> i32
  "test.using_int_property_with_worse_bytecode"() <{value = 0 : i64}> {value = 3 : i64} : () -> ()
}) : () -> ()

`);
  });
});

describe("empty resource blobs", () => {
  it("have alignment 0 once parsed, as mlir-opt keeps no blob for them", async () => {
    writeFileSync(
      join(work, "empty-blob.mlir"),
      `"builtin.module"() ({
  %0 = "arith.constant"() <{value = dense_resource<empty> : tensor<0xi8>}> : () -> tensor<0xi8>
}) : () -> ()
{-#
  dialect_resources: {
    builtin: {
      empty: "0x01000000"
    }
  }
#-}
`,
    );
    const r = await runOpt(["--mlir-print-op-generic", "empty-blob.mlir"], work);
    expect(r.stdout).toContain(`empty: "0x00000000"`);
    // mlir-opt writes that alignment into bytecode and then refuses to read it back.
    expect((await runOpt(["--emit-bytecode", "empty-blob.mlir", "-o", "empty.mlirbc"], work)).code).toBe(0);
    const bytes = readFileSync(join(work, "empty.mlirbc"));
    const read = await runOpt(["empty.mlirbc"], work);
    expect(read.code).toBe(1);
    expect(read.stderr).toMatch(/^empty\.mlirbc:0:0: error: expected alignment to be a power-of-two at offset \d+\n/);
    expect(bytes.length).toBeGreaterThan(0);
  });
});

describe("--emit-bytecode-version requests", () => {
  const MODULE = `"builtin.module"() ({\n  "foo.op"() <{p = 1 : i32}> : () -> ()\n}) : () -> ()\n`;

  it("refuses versions out of range at the root op, for any int64", async () => {
    writeFileSync(join(work, "m.mlir"), MODULE);
    for (const v of ["7", "-1", "9223372036854775807", "-9223372036854775808"]) {
      const r = await runOpt(["--allow-unregistered-dialect", "--emit-bytecode", `--emit-bytecode-version=${v}`, "m.mlir", "-o", "m.mlirbc"], work);
      expect(r.code).toBe(1);
      expect(r.stderr).toBe(`m.mlir:1:1: error: unsupported version requested ${v}, must be in range [0, 6]
"builtin.module"() ({
^
m.mlir:1:1: note: see current operation: 
"builtin.module"() ({
  "foo.op"() <{p = 1 : i32}> : () -> ()
}) : () -> ()
`);
    }
  });

  it("parses the version as mlir-opt does (a base-10 int64)", () => {
    expect(parseOptOptions(["--emit-bytecode-version=03"]).emitBytecodeVersion).toBe(3);
    expect(parseOptOptions(["--emit-bytecode-version=-0"]).emitBytecodeVersion).toBe(0);
    expect(parseOptOptions(["--emit-bytecode-version=-9223372036854775808"]).emitBytecodeVersion).toBe(-(2n ** 63n));
    for (const bad of ["", "+3", "0x3", "3x", "-", "9223372036854775808", "18446744073709551615"]) {
      expect(() => parseOptOptions([`--emit-bytecode-version=${bad}`])).toThrow(
        new UsageError(`for the --emit-bytecode-version option: Invalid argument '${bad}', only integer is supported.`),
      );
    }
  });

  it("refuses a version when not emitting bytecode, at an unknown location", async () => {
    writeFileSync(join(work, "m.mlir"), MODULE);
    const r = await runOpt(["--allow-unregistered-dialect", "--emit-bytecode-version=3", "m.mlir"], work);
    expect(r).toEqual({ code: 1, stdout: "", stderr: "<unknown>:0: error: bytecode version while not emitting bytecode\n" });
  });

  it("renders diagnostics without a file location as LLVM's SourceMgr does", async () => {
    writeFileSync(join(work, "unknown.mlir"), `"func.return"() : () -> () loc("foo")\n`);
    const r = await runOpt(["unknown.mlir"], work);
    expect(r.stderr).toBe(`<unknown>:0: error: loc("foo"): 'func.return' op expects parent op 'func.func'
<unknown>:0: note: loc("foo"): see current operation: "func.return"() : () -> ()
`);
  });
});
