// `#ns.body` and `!ns.body` of dialects that are loaded but parse no attributes or types
// (builtin, func, cf, scf, math, index, quant's attributes), with names that are also
// JavaScript property names: refused with MLIR's "provides no ... parsing hook", at the
// body, exactly as mlir-opt 19 refuses them; stubs of dialects tsmlir does not define keep
// their syntax opaque (not compared here).
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { expectAsMlirOpt } from "./oracle.js";

const attr = (text: string): string => `"t.x"() {a = ${text}} : () -> ()\n`;
const type = (text: string): string => `"t.x"() : () -> ${text}\n`;

const INPUTS: readonly string[] = [
  attr("#builtin.toString"),
  attr("#builtin.foo"),
  attr("#builtin<foo>"),
  attr("#builtin<foo> : i32"),
  attr("#func.toString"),
  attr("#arith.constructor"),
  attr("#index.x"),
  attr("#quant.x"),
  type("!builtin.constructor"),
  type('!builtin<"foo">'),
  type("!arith.__proto__"),
  type("!cf.x"),
  type("!scf.hasOwnProperty"),
  type("!math.x"),
  type("!quant.toString"),
  type("!toString.x"),
];

// Dialect symbol bodies whose brackets do not balance: MLIR reports at its current token,
// which is the last string literal it lexed inside the body, if any.
const UNBALANCED: readonly string[] = [
  '"t.x"() {a = #foo.bar<(]>} : () -> ()\n',
  '"t.x"() {a = #foo.bar<"s" (]>} : () -> ()\n',
  '"t.x"() {a = #foo<"a", "b"} : () -> ()\n',
  '!q = !quant.uniform<si8:f32, 1.0\n"t.x"() : () -> !q\n',
  '!q = !foo.uniform<si8:f32, 1.0\n%0 = "foo"() : () -> !q\n"t.y"() {s = "x"} : () -> ()\n',
  '"t.x"() {a = #foo.bar<[{"x"}]\0>} : () -> ()\n',
];

describe("dialect symbols", () => {
  it("refuse it as mlir-opt 19 does", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    for (const args of [["--allow-unregistered-dialect"], []]) {
      const compared = await expectAsMlirOpt(INPUTS, args, (ours, theirs, label) => expect(ours, `${label} ${args.join(" ")}`).toEqual(theirs));
      expect(compared).toBe(INPUTS.length);
    }
  });

  it("report unbalanced symbol bodies where mlir-opt 19 does", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const compared = await expectAsMlirOpt(UNBALANCED, ["--allow-unregistered-dialect"], (ours, theirs, label) => expect(ours, label).toEqual(theirs));
    expect(compared).toBe(UNBALANCED.length);
  });
});
