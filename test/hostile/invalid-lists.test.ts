// Lists missing a separator or their closing bracket, in each of MLIR's list parsers
// (parseCommaSeparatedList: "expected ']'"; parseCommaSeparatedListUntil: "expected ',' or
// ']'"; with and without a context message), against mlir-opt 19.
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { expectAsMlirOpt } from "./oracle.js";

const INPUTS: readonly string[] = [
  '"t.x"() {a = dense<[1, 2 3]> : tensor<3xi32>} : () -> ()\n',
  '"t.x"() {a = dense<[[1, 2] [3]]> : tensor<3xi32>} : () -> ()\n',
  '"t.x"() {a = sparse<[[0] [1]], [1, 2]> : tensor<2xi32>} : () -> ()\n',
  '"t.x"() {a = [1 2]} : () -> ()\n',
  '"t.x"() {a = array<i32: 1 2>} : () -> ()\n',
  '"t.x"() : () -> tuple<i32 i32>\n',
  '"t.x"() : (i32 i32) -> ()\n',
  '"t.x"() {a = loc(fused[loc("a") loc("b")])} : () -> ()\n',
  '"t.x"()[^bb1 ^bb2] : () -> ()\n',
  '"t.x"()[] : () -> ()\n',
  '"t.x"() <{a = 1 b = 2}> : () -> ()\n',
  "func.func @f(%a: i32 %b: i32) { return }\n",
  "func.func @f(%a: i32) { %0 = arith.addi %a %a : i32 return }\n",
  "func.func @f(%a: i32) { func.call @f(%a %a) : (i32, i32) -> () return }\n",
  "func.func @f(%a: index) { scf.for %i = %a to %a step %a iter_args(%x = %a %y = %a) -> (index, index) { scf.yield %x, %y : index, index } return }\n",
  "func.func @f(%a: index) { scf.for %i = %a to %a step %a iter_args -> (index) { scf.yield %a : index } return }\n",
  "func.func @f(%a: i32) { %0 = scf.while (%x = %a %y = %a) : (i32) -> i32 { scf.condition(%x) %x : i32 } do { ^bb0(%z: i32): scf.yield %z : i32 } return }\n",
  "func.func @f(%a: i1) { cf.cond_br %a, ^bb1(%a %a : i1, i1), ^bb1(%a, %a : i1, i1)\n^bb1(%x: i1, %y: i1):\n return }\n",
];

describe("lists missing a separator or their end", () => {
  it("are refused with mlir-opt 19's message at its place", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const compared = await expectAsMlirOpt(INPUTS, ["--allow-unregistered-dialect"], (ours, theirs, label) => expect(ours, label).toEqual(theirs));
    expect(compared).toBe(INPUTS.length);
  });
});
