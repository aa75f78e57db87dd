import { describe, expect, it } from "vitest";
import * as cr from "../../src/dialects/folding/libm/elementary.js";
import { erf } from "../../src/dialects/folding/libm/erf.js";
import { doubleFunctions, floatFunction } from "../../src/dialects/folding/libm/index.js";
import { Random } from "./harness/values.js";

/** The distance in ulps between two finite doubles of the same sign. */
function ulps(a: number, b: number): number {
  const view = new DataView(new ArrayBuffer(16));
  view.setFloat64(0, a);
  view.setFloat64(8, b);
  return Math.abs(Number(view.getBigInt64(0) - view.getBigInt64(8)));
}

describe("host math functions", () => {
  it("give exact results where the mathematical value is a double", () => {
    expect(cr.exp2(10)).toBe(1024);
    expect(cr.exp2(-1074)).toBe(2 ** -1074);
    expect(cr.log2(2 ** 40)).toBe(40);
    expect(cr.log10(1000)).toBe(3);
    expect(cr.pow(2, 0.5)).toBe(Math.SQRT2);
    expect(cr.pow(9, 0.5)).toBe(3);
    expect(cr.pow(-2, 3)).toBe(-8);
    expect(cr.exp(0)).toBe(1);
    expect(cr.sin(-0)).toBe(-0);
    expect(cr.atan(Infinity)).toBe(Math.PI / 2);
    expect(cr.acos(-1)).toBe(Math.PI);
    expect(cr.atan2(-0, -1)).toBe(-Math.PI);
  });

  it("round an exact midpoint to even (3^34 has 54 significant bits)", () => {
    const exact = 3n ** 34n;
    const even = Number(exact - 1n) % 4 === 0 ? exact - 1n : exact + 1n;
    expect(cr.pow(3, 34)).toBe(Number(even));
  });

  it("follow C99 Annex F for pow's special operands", () => {
    expect(cr.pow(NaN, 0)).toBe(1);
    expect(cr.pow(1, NaN)).toBe(1);
    expect(cr.pow(-1, Infinity)).toBe(1);
    expect(cr.pow(-0, -3)).toBe(-Infinity);
    expect(cr.pow(-0, -2)).toBe(Infinity);
    expect(cr.pow(-Infinity, 3)).toBe(-Infinity);
    expect(cr.pow(0.5, -Infinity)).toBe(Infinity);
    expect(Number.isNaN(cr.pow(-2, 0.5))).toBe(true);
  });

  it("stay within an ulp of the engine's functions (both are faithful)", () => {
    const r = new Random(9);
    const names = ["exp", "log", "sin", "cos", "tan", "atan", "asin", "acos", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "expm1", "log1p", "log2", "log10"] as const;
    for (const name of names) {
      const ours = doubleFunctions[name] as (x: number) => number;
      const engine = Math[name] as (x: number) => number;
      for (let n = 0; n < 150; n++) {
        const x = (r.next() * 2 - 1) * [1, 10, 100, 1e-4][n % 4]!;
        const a = ours(x);
        const b = engine(x);
        if (Number.isNaN(b)) expect(Number.isNaN(a)).toBe(true);
        else expect(ulps(a, b)).toBeLessThanOrEqual(1);
      }
    }
  });

  it("computes erf correctly rounded at known points", () => {
    expect(erf(0)).toBe(0);
    expect(erf(-0)).toBe(-0);
    expect(erf(10)).toBe(1);
    expect(ulps(erf(0.5), 0.5204998778130465)).toBe(0);
    expect(ulps(erf(-1.5), -0.9661051464753108)).toBe(0);
  });

  it("makes single-precision functions from the double ones (rounded once more)", () => {
    const sinf = floatFunction("sin") as (x: number) => number;
    expect(sinf(Math.fround(0.5))).toBe(Math.fround(Math.sin(0.5)));
    const coshf = floatFunction("cosh") as (x: number) => number;
    // glibc's coshf computes 0.5*e + 0.5/e in single precision: 1.54308057, not the nearest 1.54308069.
    expect(coshf(1)).toBe(Math.fround(Math.fround(0.5 * Math.fround(Math.E)) + Math.fround(0.5 / Math.fround(Math.E))));
  });
});
