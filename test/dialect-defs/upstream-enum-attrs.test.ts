// The generated enum attributes of our own dialects against the oracle: arith's
// `#arith.fastmath<...>`/`#arith.overflow<...>` (EnumAttr over bit enums, `<$value>`),
// index's `#index<cmp_predicate ...>` (EnumAttr over an integer enum, `$value`, so the
// verbose form), inside attribute dictionaries, custom op syntax, the generic form and
// bytecode, and their diagnostics, compared byte for byte with mlir-opt 19.
import { describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runMlirOpt } from "../bytecode/oracle.js";
import { skipWithout } from "../environment.js";
import { runOpt } from "../opt/run-opt.js";


const VALID = `"x.op"() {a = #arith.fastmath<fast>, b = #arith.fastmath<nnan,ninf>, c = #arith<fastmath<reassoc, contract>>,
  d = #arith.fastmath<none>, e = #arith.overflow<nuw, nsw>, f = #arith.overflow<none>, g = #index<cmp_predicate slt>,
  h = #index<cmp_predicate ugt>, i = #arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn>, j = #arith.fastmath<fast, nnan>,
  k = [#arith.fastmath<afn>, #index<cmp_predicate eq>]} : () -> ()
func.func @f(%a: f32, %i: i32, %j: index) -> f32 {
  %0 = arith.addf %a, %a fastmath<nnan,ninf> : f32
  %1 = arith.addi %i, %i overflow<nsw, nuw> : i32
  %2 = index.cmp slt(%j, %j)
  %3 = arith.mulf %0, %a {fastmath = #arith.fastmath<contract>} : f32
  return %3 : f32
}
`;

const INVALID = [
  `#arith.fastmath<bogus>`,
  `#arith.fastmath<fast,bogus>`,
  `#arith.bogus<x>`,
  `#arith<bogus>`,
  `#arith.`,
  `#arith<1>`,
  `#arith.fastmath`,
  `#arith.overflow<nsw nuw>`,
  `#index<cmp_predicate bogus>`,
  `#index.cmp_predicate<slt>`,
  `#arith<"fastmath<afn>">`,
  `#index<cmp_predicate>`,
].map((attr) => `"x.op"() {a = ${attr}} : () -> ()\n`);

const INVALID_OPS = [
  "func.func @f(%a: f32) -> f32 {\n  %0 = arith.addf %a, %a fastmath<bogus> : f32\n  return %0 : f32\n}\n",
  "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a overflow<wrap> : i32\n  return %0 : i32\n}\n",
];

/** Runs both tools on `text`; returns mlir-opt's exit code after checking tsmlir-opt's output equals its. */
async function compare(dir: string, name: string, text: string, args: readonly string[] = []): Promise<number> {
  writeFileSync(join(dir, name), text);
  const all = ["--allow-unregistered-dialect", ...args, name];
  const [theirs, ours] = await Promise.all([runMlirOpt(all, dir), runOpt(all, dir)]);
  expect({ code: ours.code, stdout: ours.stdout, stderr: ours.stderr }, `${name}: ${text}`).toEqual({
    code: theirs.code,
    stdout: theirs.stdout.toString("latin1"),
    stderr: theirs.stderr,
  });
  return theirs.code;
}

describe("generated enum attributes of our dialects, against mlir-opt 19", () => {
  it("print and read back as mlir-opt does", { timeout: 120_000 }, async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const dir = mkdtempSync(join(tmpdir(), "tsmlir-enum-attrs-"));
    try {
      expect(await compare(dir, "valid.mlir", VALID)).toBe(0);
      expect(await compare(dir, "valid-generic.mlir", VALID, ["--mlir-print-op-generic"])).toBe(0);
      const bytecode = await runMlirOpt(["--allow-unregistered-dialect", "--emit-bytecode", "valid.mlir"], dir);
      expect(bytecode.code).toBe(0);
      writeFileSync(join(dir, "valid.mlirbc"), bytecode.stdout);
      const [theirs, ours] = await Promise.all([runMlirOpt(["--allow-unregistered-dialect", "valid.mlirbc"], dir), runOpt(["--allow-unregistered-dialect", "valid.mlirbc"], dir)]);
      expect(ours.stdout).toBe(theirs.stdout.toString("latin1"));
      // Our bytecode, read by mlir-opt.
      const ourBytecode = await runOpt(["--allow-unregistered-dialect", "--emit-bytecode", "valid.mlir", "-o", "ours.mlirbc"], dir);
      expect(ourBytecode.code).toBe(0);
      const readBack = await runMlirOpt(["--allow-unregistered-dialect", "ours.mlirbc"], dir);
      expect(readBack.stderr).toBe("");
      expect(readBack.stdout.toString("latin1")).toBe(theirs.stdout.toString("latin1"));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("report malformed enum attributes with mlir-opt's diagnostics", { timeout: 120_000 }, async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const dir = mkdtempSync(join(tmpdir(), "tsmlir-enum-attrs-"));
    try {
      for (const [i, text] of [...INVALID, ...INVALID_OPS].entries()) expect(await compare(dir, `invalid-${i}.mlir`, text), text).not.toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
