// Numbers at and beyond the edges of their types, against mlir-opt 19: floats beyond the
// double range (MLIR reads them as a double: infinity), integers where floats are
// expected (MLIR's note), 64- and 128-bit integers at their limits. Each input is run by
// both tools on the same command line; exit status, stdout and stderr must be identical.
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { expectAsMlirOpt } from "./oracle.js";

const op = (attributes: string, type = "() -> ()"): string => `"t.x"() {${attributes}} : ${type}\n`;

const INPUTS: readonly string[] = [
  // Beyond the double range: infinity (and its negation), in every place a float literal goes.
  op("a = 1.0e400 : f64"),
  op("a = -1.0e400 : f32"),
  op("a = 1.0e400 : f16, b = 1.0e-400 : f64"),
  op("a = dense<[1.0e400, 2.0]> : tensor<2xf64>"),
  op("a = dense<1.0e400> : tensor<2xf16>"),
  op("a = dense<-1.0e400> : tensor<2xbf16>"),
  op("a = array<f32: 1.0e400, -1.0e400>"),
  op("a = array<f64: 1.0e-400>"),
  op("a = sparse<[[0]], [1.0e400]> : tensor<2xf32>"),
  // A decimal integer where a float is expected: MLIR's error and note.
  op("a = array<f32: 1e400>"),
  op("a = 1 : f32"),
  op("a = dense<[1, 2]> : tensor<2xf32>"),
  op("a = array<f32: 1>"),
  op("a = sparse<[[0]], [1]> : tensor<2xf32>"),
  "%0 = arith.constant 1 : f32\n",
  op("", "() -> !quant.uniform<i8:f32, 1:2>"),
  op("", "() -> !quant.uniform<i8:f32, 1.0e400>"),
  // A quant zero point and storage bounds are int64_t, read as MLIR's parseInteger<int64_t>
  // reads them (2^63..2^64-1 wrap; negative literals of more than 16 digits never fit).
  ...["9223372036854775807", "9223372036854775808", "18446744073709551615", "18446744073709551616", "-9223372036854775808", "-1000000000000000", "-10000000000000000", "0xFFFFFFFFFFFFFFFF", "0x10000000000000000", "00000000000000000001", "99999999999999999999"].map(
    (zero) => op("", `() -> !quant.uniform<i8:f32, 1.0:${zero}>`),
  ),
  op("", "() -> !quant.uniform<i8<99999999999999999999:2>:f32, 1.0>"),
  op("", "() -> !quant.uniform<i8<-128:18446744073709551615>:f32, 1.0>"),
  // Integers at and just beyond their widths.
  op("a = 18446744073709551615 : i64, b = -9223372036854775808 : i64, c = 340282366920938463463374607431768211455 : i128"),
  op("a = 18446744073709551616 : i64"),
  op("a = -9223372036854775809 : i64"),
  op("a = array<i64: 9223372036854775808>"),
  op("a = array<i64: 18446744073709551616>"),
  op("a = affine_map<(d0) -> (d0 * 9223372036854775808)>"),
  // The attribute dictionary's message for a missing separator.
  op("a = 1 b = 2"),
];

describe("numbers at the edges", () => {
  it("are read, printed and refused as mlir-opt 19 does", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const compared = await expectAsMlirOpt(INPUTS, ["--allow-unregistered-dialect"], (ours, theirs, label) => expect(ours, label).toEqual(theirs));
    console.log(`numbers at the edges: ${compared} inputs as mlir-opt 19`);
  });
});
