import { describe, expect, it } from "vitest";
import { MLIRContext } from "../../src/ir/context.js";
import { AffineMap, constantExpr, dimExpr, symbolExpr } from "../../src/ir/affine.js";
import { AttrTypePrinter } from "../../src/asm/attr-type/printer.js";

const ctx = new MLIRContext();
const d0 = dimExpr(ctx, 0);
const d1 = dimExpr(ctx, 1);
const s0 = symbolExpr(ctx, 0);
const printer = new AttrTypePrinter();
const text = (e: ReturnType<typeof dimExpr>["add"] extends (...a: never[]) => infer R ? R : never) => printer.printAffineExpr(e);

describe("affine expression simplification", () => {
  it("folds constants and canonicalizes operand order", () => {
    expect(constantExpr(ctx, 3).add(4)).toBe(constantExpr(ctx, 7));
    expect(text(constantExpr(ctx, 5).add(d0))).toBe("d0 + 5");
    expect(text(d0.add(2).add(3))).toBe("d0 + 5");
    expect(text(d0.add(d0))).toBe("d0 * 2");
    expect(text(d0.mul(2).add(d0.mul(3)))).toBe("d0 * 5");
    expect(text(s0.mul(d0))).toBe("d0 * s0");
    expect(d0.mul(1)).toBe(d0);
    expect(d0.mul(0)).toBe(constantExpr(ctx, 0));
  });

  it("recognizes modulo and divisibility", () => {
    expect(text(d0.sub(d0.floorDiv(4).mul(4)))).toBe("d0 mod 4");
    expect(text(d0.mul(128).floorDiv(64))).toBe("d0 * 2");
    expect(d0.mul(6).mod(3)).toBe(constantExpr(ctx, 0));
    expect(text(d0.mod(8).mod(4))).toBe("d0 mod 4");
    expect(constantExpr(ctx, -7).mod(3)).toBe(constantExpr(ctx, 2));
    expect(constantExpr(ctx, -7).floorDiv(2)).toBe(constantExpr(ctx, -4));
    expect(constantExpr(ctx, 7).ceilDiv(2)).toBe(constantExpr(ctx, 4));
  });

  it("prints subtraction and negation forms", () => {
    expect(text(d0.sub(d1))).toBe("d0 - d1");
    expect(text(d0.sub(1))).toBe("d0 - 1");
    expect(text(d0.add(1).neg())).toBe("-(d0 + 1)");
    expect(text(d1.add(d0.mul(-3)))).toBe("d1 - d0 * 3");
    expect(text(d0.sub(d1.add(1)))).toBe("d0 - (d1 + 1)");
    expect(printer.printAffineMap(AffineMap.get(ctx, 2, 1, [d0.add(s0), d1]))).toBe("(d0, d1)[s0] -> (d0 + s0, d1)");
  });
});
