// The count traits mlir-tblgen gives every ODS op (regions, results, successors, operands),
// asked of the registration: generated dialects' ops (func) and upstream stub dialects' ops
// (gpu) alike. pdl's verifier asks them of the ops a rewrite creates.
import { describe, expect, it } from "vitest";
import { countTrait, OpTrait, type OpTraitKey } from "../../src/ir/index.js";
import { dialectContext } from "./dialect-fixtures.js";

describe("count traits", () => {
  it("are picked as mlir-tblgen picks them", () => {
    expect(countTrait("Result", 0, 0)).toBe(OpTrait.ZeroResults);
    expect(countTrait("Result", 1, 0)).toBe(OpTrait.OneResult);
    expect(countTrait("Operand", 3, 0).key).toBe(OpTrait.NOperands);
    expect(countTrait("Operand", 3, 0).params).toEqual([3]);
    expect(countTrait("Region", 2, 2)).toBe(OpTrait.VariadicRegions);
    expect(countTrait("Successor", 3, 1).key).toBe(OpTrait.AtLeastNSuccessors);
    expect(countTrait("Successor", 3, 1).params).toEqual([2]);
  });

  it("are asked of generated and stub registrations", () => {
    const context = dialectContext();
    const has = (name: string, trait: OpTraitKey): boolean => {
      context.getOrLoadDialect(name.slice(0, name.indexOf(".")));
      return context.getOperationName(name).hasTrait(trait);
    };
    expect(has("func.constant", OpTrait.OneResult)).toBe(true);
    expect(has("func.constant", OpTrait.ZeroOperands)).toBe(true);
    expect(has("func.return", OpTrait.ZeroResults)).toBe(true);
    expect(has("func.return", OpTrait.VariadicOperands)).toBe(true);
    expect(has("func.call", OpTrait.VariadicResults)).toBe(true);
    expect(has("gpu.alloc", OpTrait.AtLeastNResults)).toBe(true);
    expect(context.getOperationName("gpu.alloc").getTrait(OpTrait.AtLeastNResults)?.params).toEqual([1]);
    expect(has("gpu.launch_func", OpTrait.VariadicResults)).toBe(true);
    expect(has("gpu.launch", OpTrait.OneRegion)).toBe(true);
  });
});
