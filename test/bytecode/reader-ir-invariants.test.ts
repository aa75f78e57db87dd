// Properties of the IR layer the bytecode reader relies on for speed: use lists built in
// file order need no sorting before a recorded use-list order is applied, and the lists
// handed to Operation.createFromParts are not kept by the op.
import { describe, expect, it } from "vitest";
import { MLIRContext } from "../../src/ir/context.js";
import { UnknownLoc } from "../../src/ir/location.js";
import { Operation, type Value } from "../../src/ir/operation.js";
import { IntegerType, type Type } from "../../src/ir/types.js";

function setup(): { ctx: MLIRContext; make: (operands: Value[], results?: Type[]) => Operation; i32: Type } {
  const ctx = new MLIRContext({ allowUnregisteredDialects: true });
  const loc = UnknownLoc.get(ctx);
  const name = ctx.getOperationName("test.op");
  const i32 = IntegerType.get(ctx, 32);
  return { ctx, i32, make: (operands, results = []) => Operation.createFromParts(name, loc, null, undefined, results, operands, [], 0) };
}

describe("IR invariants the bytecode reader relies on", () => {
  it("ops created in order leave each use list in descending (op, operand number) order", () => {
    const { make, i32 } = setup();
    const def = make([], [i32, i32]);
    const a = def.results[0] as Value;
    const b = def.results[1] as Value;
    const operandLists: Value[][] = [[a, a], [b, a, b], [a], [a, b, a, a], [b]];
    const users = operandLists.map((list) => make(list));
    let checked = 0;
    for (const value of [a, b]) {
      const seen: [number, number][] = [];
      for (let u = value.firstUse; u !== null; u = u.nextUse) seen.push([users.indexOf(u.owner), u.index]);
      const expected: [number, number][] = [];
      operandLists.forEach((list, i) => list.forEach((v, j) => (v === value ? expected.push([i, j]) : undefined)));
      expect(seen).toEqual(expected.reverse());
      checked += seen.length;
    }
    expect(checked).toBe(11);
  });

  it("Operation.createFromParts copies the result type and operand lists it is given", () => {
    const { make, i32, ctx } = setup();
    const def = make([], [i32]);
    const v = def.results[0] as Value;
    const types: Type[] = [i32, i32];
    const operands: Value[] = [v, v];
    const op = make(operands, types);
    types[0] = IntegerType.get(ctx, 8);
    types.length = 0;
    operands.length = 0;
    expect(op.results.length).toBe(2);
    expect(op.results[0]?.type).toBe(i32);
    expect(op.getOperands()).toEqual([v, v]);
  });
});
