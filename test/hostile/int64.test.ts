// MLIR's int64_t values beyond 2^53 against mlir-opt 19: shapes of tensors, memrefs and
// vectors, strided layouts, affine constants and MLIR 19's overflow behaviour when affine
// expressions fold (two constants fold only without overflow, other folds wrap), integer
// and dense attributes. Each input is compared as text, in generic form, and through
// bytecode both ways (each tool reads the other's bytecode; the bytes are compared too).
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { expectAsMlirOpt, runMlirOpt, runOurs } from "./oracle.js";

const op = (attributes: string): string => `"t.x"() {${attributes}} : () -> ()\n`;
const func = (args: string): string => `func.func @f(${args}) {\n  return\n}\n`;
const map = (body: string): string => op(`m = affine_map<${body}>`);

/** Inputs whose output mlir-opt 19 also reads back (used for the bytecode round trips). */
const ROUND_TRIP: readonly string[] = [
  func("%a: tensor<9007199254740993x?x9223372036854775807xi8>"),
  func("%a: memref<9007199254740993x9007199254740995xi8>, %b: vector<9007199254740993x[9007199254740997]xi8>"),
  func('%a: tensor<18014398509481985xf32, "enc">, %b: tensor<*xi8>, %c: memref<*xi8>'),
  func("%a: memref<4x5xf32, strided<[9007199254740993, -9223372036854775807], offset: 9223372036854775807>>"),
  func("%a: memref<?xf32, strided<[?], offset: -9007199254740995>>, %b: memref<2xf32, strided<[-1], offset: ?>>"),
  func("%a: memref<2x?xf32, affine_map<(d0, d1) -> (d0 * 9007199254740993 + d1)>>"),
  func("%a: memref<9007199254740993xf32, affine_map<(d0) -> (d0 floordiv 9007199254740993)>>"),
  map("(d0) -> (d0 * 9007199254740993)"),
  map("(d0, d1)[s0] -> (d1 - 9007199254740993, d0 * -9007199254740993 + s0)"),
  map("(d0) -> (d0 floordiv 9007199254740993, d0 ceildiv 9007199254740995, d0 mod 9007199254740997)"),
  map("(d0) -> ((d0 * 9007199254740994) floordiv 2, (d0 * 18014398509481986) mod 9007199254740993, 9007199254740993 * 3)"),
  map("(d0) -> ((d0 * 9223372036854775807) * 9223372036854775807, (d0 + 9223372036854775807) + 9223372036854775807)"),
  map("(d0) -> (9223372036854775807 + 1, 9223372036854775807 * 2, -9223372036854775807 - 2, 4611686018427387904 * 2)"),
  map("(d0) -> ((-9223372036854775807 - 1) floordiv 3, (-9223372036854775807 - 1) mod 3, (-9223372036854775807 - 1) ceildiv 3)"),
  map("(d0) -> (d0 * 3 - d0 * (-9223372036854775807 - 1), d0 * 2 + d0 * 9223372036854775807)"),
  map("()[s0] -> (9223372036854775807 floordiv 7, -9223372036854775807 mod 9007199254740993, 9223372036854775807 ceildiv 2)"),
  op("s = affine_set<(d0) : (d0 * 9223372036854775807 * 9223372036854775807 >= 0, d0 - 9007199254740993 == 0)>"),
  op("s = affine_set<(d0)[s0] : (d0 * 4611686018427387904 * 4 >= 0, s0 * 3037000500 * 3037000500 >= 0)>"),
  op("a = 9223372036854775807 : i64, b = -9223372036854775808 : i64, c = 9007199254740993 : index, d = 18446744073709551615 : ui64, i = 9007199254740993"),
  op("e = array<i64: 9007199254740993, -9007199254740993, 9223372036854775807, -9223372036854775808>, h = array<i32: 2147483647, -2147483648>"),
  op("f = dense<[9007199254740993, -9223372036854775808]> : tensor<2xi64>, g = dense<9007199254740993> : tensor<3xindex>, j = dense<18446744073709551615> : vector<2xui64>"),
  "func.func @f() -> index {\n  %c = arith.constant 9007199254740993 : index\n  %d = arith.constant dense<9007199254740993> : tensor<9007199254740993xi64>\n  return %c : index\n}\n",
];

/** Text only: mlir-opt prints these in a form its own parser refuses (`- -9223372036854775808`). */
const TEXT_ONLY: readonly string[] = [
  map("(d0) -> (d0 + 9223372036854775807 + 1, -(-9223372036854775807 - 1), d0 - (-9223372036854775807 - 1))"),
  map("()[s0] -> (-9223372036854775807 - 1, 9223372036854775807 floordiv 7, -9223372036854775807 mod 9007199254740993, 9223372036854775807 ceildiv 2)"),
  map("(d0) -> (d0 * 9007199254740993 + d0 * 9007199254740993, d0 * 4611686018427387904 + d0 * 4611686018427387904)"),
  map("(d0) -> (d0 * 4611686018427387904 * 2, 3 * 4611686018427387904 * 2, d0 * 9223372036854775807 + d0 * 9223372036854775807)"),
  map("(d0) -> ((d0 * (-9223372036854775807 - 1)) floordiv 2, (d0 * (-9223372036854775807 - 1)) mod 3, (d0 * (-9223372036854775807 - 1)) mod 2)"),
  // Beyond int64: refused with MLIR's messages.
  func("%a: tensor<9223372036854775808xi8>"),
  func("%a: memref<2xf32, strided<[9223372036854775808]>>"),
  map("(d0) -> (d0 * 9223372036854775808)"),
];

describe("int64 values beyond 2^53", () => {
  it("print as mlir-opt 19 prints them, in custom and generic form", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const inputs = [...ROUND_TRIP, ...TEXT_ONLY];
    const check = (ours: unknown, theirs: unknown, label: string) => expect(ours, label).toEqual(theirs);
    const custom = await expectAsMlirOpt(inputs, ["--allow-unregistered-dialect"], check);
    const generic = await expectAsMlirOpt(inputs, ["--allow-unregistered-dialect", "--mlir-print-op-generic"], check);
    expect(custom + generic).toBe(2 * inputs.length);
  });

  it("survive bytecode both ways, with mlir-opt's bytes", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const dir = mkdtempSync(join(tmpdir(), "tsmlir-int64-"));
    for (const [index, text] of ROUND_TRIP.entries()) {
      writeFileSync(join(dir, `in${index}.mlir`), text);
      const args = ["--allow-unregistered-dialect"];
      const expected = runMlirOpt([...args, `in${index}.mlir`], dir);
      expect(expected.code, text).toBe(0);
      expect(runMlirOpt([...args, "--emit-bytecode", `in${index}.mlir`, "-o", `theirs${index}.mlirbc`], dir).code).toBe(0);
      expect((await runOurs([...args, "--emit-bytecode", `in${index}.mlir`, "-o", `ours${index}.mlirbc`], dir)).code).toBe(0);
      expect(readFileSync(join(dir, `ours${index}.mlirbc`)).equals(readFileSync(join(dir, `theirs${index}.mlirbc`))), text).toBe(true);
      expect(await runOurs([...args, `theirs${index}.mlirbc`], dir), text).toEqual(expected);
      expect(runMlirOpt([...args, `ours${index}.mlirbc`], dir), text).toEqual(expected);
    }
  });
});
