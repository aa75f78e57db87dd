import { describe, expect, it } from "vitest";
import { MLIRContext } from "../../src/ir/context.js";
import { PackedLocations } from "../../src/ir/packed-locations.js";
import { FileLineColLoc, NameLoc } from "../../src/ir/location.js";
import { parseSourceString } from "../../src/api/text.js";
import { registerAllDialects } from "../../src/dialects/index.js";
import { DialectRegistry } from "../../src/ir/dialect.js";

describe("PackedLocations", () => {
  it("gives back every file:line:col it packed, across chunks and files", () => {
    const store = new PackedLocations();
    const indices: number[] = [];
    for (let i = 0; i < 40000; i++) indices.push(store.pack(i % 3 === 0 ? "a.mlir" : "b.mlir", i + 1, (i * 7) % 90));
    for (let i = 0; i < 40000; i++) expect(store.unpack(indices[i] as number)).toEqual({ filename: i % 3 === 0 ? "a.mlir" : "b.mlir", line: i + 1, column: (i * 7) % 90 });
    expect(() => store.unpack(40000)).toThrow(RangeError);
  });

  it("refuses lines and columns an Int32 cannot hold", () => {
    const store = new PackedLocations();
    expect(store.pack("a.mlir", 2 ** 31, 1)).toBe(-1);
    expect(store.pack("a.mlir", 1, 2 ** 32 - 1)).toBe(-1);
    expect(store.pack("a.mlir", 2 ** 31 - 1, 0)).toBe(0);
  });
});

describe("parsed op locations", () => {
  it("are the uniqued FileLineColLoc when read, whether packed or not", () => {
    const registry = new DialectRegistry();
    registerAllDialects(registry);
    const context = new MLIRContext({ registry });
    const module = parseSourceString(
      [
        `"builtin.module"() ({`,
        `  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc("f.mlir":3:4)`,
        `  %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32 loc("n"("f.mlir":3:4))`,
        `  %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32 loc("f.mlir":4294967295:4)`,
        `}) : () -> ()`,
      ].join("\n"),
      context,
    );
    const ops = module.getRegion(0).firstBlock?.getOperations() ?? [];
    const [first, second, third] = ops;
    const expected = FileLineColLoc.get(context, "f.mlir", 3, 4);
    expect(first?.location).toBe(expected);
    expect(first?.location).toBe(expected);
    expect(second?.location).toBe(NameLoc.get(context, "n", expected));
    expect(third?.location).toBe(FileLineColLoc.get(context, "f.mlir", 4294967295, 4));
    expect(first?.context).toBe(context);
  });
});
