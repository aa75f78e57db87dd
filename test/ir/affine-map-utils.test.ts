// The AffineMap utilities vector's transfer ops need (src/ir/affine-map-utils.ts), and the
// mask type they infer from them (inferTransferOpMaskType).
import { describe, expect, it } from "vitest";
import { MLIRContext } from "../../src/ir/context.js";
import { AffineMap, constantExpr, dimExpr } from "../../src/ir/affine.js";
import { applyPermutationMap, composeWithValues, compressUnusedDims, inversePermutationMap, isMinorIdentity, minorIdentityMap } from "../../src/ir/affine-map-utils.js";
import { FloatType, VectorType } from "../../src/ir/types.js";
import { AttrTypePrinter } from "../../src/asm/attr-type/printer.js";
import { transferMaskType } from "../../src/dialects/vector/transfer-syntax.js";

const ctx = new MLIRContext();
const d = (i: number) => dimExpr(ctx, i);
const printer = new AttrTypePrinter();
const text = (m: AffineMap | undefined) => (m === undefined ? "none" : printer.printAffineMap(m));

describe("affine map utilities", () => {
  it("build and recognize minor identities", () => {
    expect(text(minorIdentityMap(ctx, 3, 2))).toBe("(d0, d1, d2) -> (d1, d2)");
    expect(text(minorIdentityMap(ctx, 0, 0))).toBe("() -> ()");
    expect(isMinorIdentity(AffineMap.get(ctx, 2, 0, [d(1)]))).toBe(true);
    expect(isMinorIdentity(AffineMap.get(ctx, 2, 0, [d(0)]))).toBe(false);
    expect(isMinorIdentity(AffineMap.get(ctx, 0, 0, [constantExpr(ctx, 0)]))).toBe(false);
    expect(isMinorIdentity(AffineMap.get(ctx, 1, 1, [d(0)]))).toBe(false);
  });

  it("drop unused dimensions and invert permutations", () => {
    const broadcast = AffineMap.get(ctx, 3, 0, [d(2), constantExpr(ctx, 0), d(0)]);
    expect(text(compressUnusedDims(broadcast))).toBe("(d0, d1) -> (d1, 0, d0)");
    expect(text(inversePermutationMap(compressUnusedDims(broadcast)))).toBe("(d0, d1, d2) -> (d2, d0)");
    expect(text(inversePermutationMap(AffineMap.get(ctx, 2, 0, [d(0), d(0)])))).toBe("none");
    expect(text(inversePermutationMap(AffineMap.get(ctx, 1, 0, [d(0).add(1)])))).toBe("none");
    expect(text(inversePermutationMap(AffineMap.get(ctx, 0, 0, [])))).toBe("() -> ()");
  });

  it("evaluate maps on constants and permute lists", () => {
    const map = AffineMap.get(ctx, 2, 0, [d(1), d(0).mul(2).add(1)]);
    expect(composeWithValues(map, [3, 5])).toEqual([5, 7]);
    expect(applyPermutationMap(AffineMap.get(ctx, 3, 0, [d(2), constantExpr(ctx, 0)]), ["a", "b", "c"], "-")).toEqual(["c", "-"]);
  });

  it("give transfer masks their inferred type", () => {
    const f32 = FloatType.get(ctx, "f32");
    const mask = (shape: number[], map: AffineMap, scalable: boolean[] = []) => {
      const type = transferMaskType(VectorType.get(shape, f32, scalable), map);
      return type === undefined ? "none" : printer.printType(type);
    };
    expect(mask([5, 4, 8], AffineMap.get(ctx, 3, 0, [d(1), d(0), constantExpr(ctx, 0)]))).toBe("vector<4x5xi1>");
    expect(mask([4, 3], AffineMap.get(ctx, 2, 0, [d(1), d(0)]))).toBe("vector<3x4xi1>");
    expect(mask([4, 8], AffineMap.get(ctx, 2, 0, [d(1), d(0)]), [false, true])).toBe("vector<[8]x4xi1>");
    expect(mask([], AffineMap.get(ctx, 1, 0, []))).toBe("vector<i1>");
    expect(mask([4], AffineMap.get(ctx, 1, 0, [constantExpr(ctx, 0)]))).toBe("vector<i1>");
    expect(mask([4], AffineMap.get(ctx, 1, 0, [d(0).add(1)]))).toBe("none");
  });
});
