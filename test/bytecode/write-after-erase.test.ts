// The writer numbers values by op position in its block. Erasing an op keeps a block's op
// order valid but leaves a gap in it (as after a rewrite); the writer must still number
// the values the reader will see, or operands come back referring to the wrong values.
import { describe, expect, it } from "vitest";
import { MLIRContext, parseSourceString, printOperation, readBytecode, registerAllDialects, writeBytecode, type Operation } from "../../src/api/index.js";

const INPUT = `func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %unused = arith.constant 7 : i32
  %c1 = arith.constant 1 : i32
  %s = arith.addi %a, %c1 : i32
  %t = arith.addi %s, %c0 : i32
  return %t : i32
}
`;

describe("bytecode written after ops were erased", () => {
  it("numbers values by their position as read back", () => {
    const context = new MLIRContext();
    registerAllDialects(context);
    const module = parseSourceString(INPUT, context);
    const body = module.regions[0]?.firstBlock?.firstOp?.regions[0]?.firstBlock;
    const unused = body?.getOperations()[1] as Operation;
    // Order indices are computed, then the op is erased without invalidating them.
    expect(body?.getOperations()[0]?.isBeforeInBlock(unused)).toBe(true);
    unused.erase();
    const expected = printOperation(module);
    const reread = readBytecode(writeBytecode(module), context);
    expect(printOperation(reread)).toBe(expected);
    expect(expected).not.toContain("arith.constant 7");
  });
});
