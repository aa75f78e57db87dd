import { describe, expect, it } from "vitest";
import { APFloat, APInt, FloatStatus, maximum, maxnum, minimum, minnum, semanticsOf, type FloatKind } from "../../src/ir/index.js";
import { decodeBits, decodedToDouble, encodeDouble } from "../../src/ir/apfloat.js";
import { Random } from "./harness/values.js";

type Op = "add" | "sub" | "mul" | "div" | "mod";
const OPS: readonly Op[] = ["add", "sub", "mul", "div", "mod"];

function apply(op: Op, a: APFloat, b: APFloat): APFloat {
  switch (op) {
    case "add":
      return a.add(b).value;
    case "sub":
      return a.subtract(b).value;
    case "mul":
      return a.multiply(b).value;
    case "div":
      return a.divide(b).value;
    case "mod":
      return a.mod(b).value;
  }
}

function applyDouble(op: Op, a: number, b: number): number {
  switch (op) {
    case "add":
      return a + b;
    case "sub":
      return a - b;
    case "mul":
      return a * b;
    case "div":
      return a / b;
    case "mod":
      return a % b;
  }
}

/**
 * The reference for the narrow formats: the double result (exact, or correctly rounded with
 * room to spare: 53 >= 2p + 2) rounded once more into the format, with APFloat's NaN for
 * overflow in the formats without infinity.
 */
function referenceBits(kind: FloatKind, d: number): bigint | "nan" {
  const s = semanticsOf(kind);
  if (Number.isNaN(d)) return "nan";
  if (s.special === "fnuz" && Object.is(d, -0)) return 0n;
  return encodeDouble(s, d);
}

describe("APFloat arithmetic", () => {
  it("rounds every pair of 8-bit values exactly as the double reference", () => {
    for (const kind of ["f8E5M2", "f8E4M3", "f8E4M3FN", "f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3B11FNUZ"] as const) {
      const s = semanticsOf(kind);
      const mismatches: string[] = [];
      for (let x = 0; x < 256; x++) {
        const a = APFloat.fromBits(s, BigInt(x));
        expect(a.toBits()).toBe(BigInt(x));
        const da = decodedToDouble(decodeBits(s, BigInt(x)));
        for (let y = 0; y < 256; y += kind === "f8E5M2" || kind === "f8E4M3FN" ? 1 : 3) {
          const b = APFloat.fromBits(s, BigInt(y));
          const db = decodedToDouble(decodeBits(s, BigInt(y)));
          if (Number.isNaN(da) || Number.isNaN(db)) continue;
          for (const op of OPS) {
            const r = apply(op, a, b);
            const expected = referenceBits(kind, applyDouble(op, da, db));
            const ok = expected === "nan" ? r.isNaN() : r.toBits() === expected || (r.isNaN() && !Number.isFinite(applyDouble(op, da, db)));
            if (!ok) mismatches.push(`${kind} ${op} 0x${x.toString(16)} 0x${y.toString(16)}`);
          }
        }
      }
      expect(mismatches.slice(0, 10)).toEqual([]);
    }
  });

  it("matches the engine's IEEE double and single arithmetic", () => {
    const r = new Random(5);
    const f64 = semanticsOf("f64");
    const view = new DataView(new ArrayBuffer(8));
    for (let n = 0; n < 3000; n++) {
      view.setBigUint64(0, r.bits(64));
      let a = view.getFloat64(0);
      view.setBigUint64(0, r.bits(64));
      let b = view.getFloat64(0);
      if (n % 3 === 0) b = a * (1 + (r.int(9) - 4) * 2 ** -52);
      if (n % 4 === 0) {
        a = (r.next() - 0.5) * 1000;
        b = (r.next() - 0.5) * 10;
      }
      if (Number.isNaN(a) || Number.isNaN(b)) continue;
      for (const op of OPS) {
        const expected = applyDouble(op, a, b);
        const got = apply(op, APFloat.fromDouble(a), APFloat.fromDouble(b));
        if (!Number.isNaN(expected)) expect(got.toDouble()).toBe(expected);
        const fa = Math.fround(a);
        const fb = Math.fround(b);
        const fe = Math.fround(applyDouble(op, fa, fb));
        if (!Number.isNaN(fe)) expect(apply(op, APFloat.fromFloat(fa), APFloat.fromFloat(fb)).toFloat()).toBe(fe);
      }
      if (Number.isFinite(a)) expect(APFloat.fromDouble(a).convert(semanticsOf("f32")).value.toFloat()).toBe(Math.fround(a));
      expect(APFloat.fromDouble(a).roundToIntegral("towardNegative").value.toDouble()).toBe(Math.floor(a));
      expect(APFloat.fromDouble(a).roundToIntegral("towardZero").value.toDouble()).toBe(Math.trunc(a));
      void f64;
    }
  });

  it("propagates NaNs as APFloat: the left NaN first, quieted, payload and sign kept", () => {
    const f32 = semanticsOf("f32");
    const sNaN = APFloat.fromBits(f32, 0xff800001n);
    const qNaN = APFloat.fromBits(f32, 0x7fc00123n);
    const one = APFloat.fromFloat(1);
    const r = sNaN.add(qNaN);
    expect(r.value.toBits()).toBe(0xffc00001n);
    expect(r.status).toBe(FloatStatus.invalidOp);
    expect(one.multiply(qNaN).value.toBits()).toBe(0x7fc00123n);
    expect(one.subtract(qNaN.neg()).value.toBits()).toBe(0xffc00123n);
    // Invalid operations make the default NaN (positive, quiet).
    expect(APFloat.infinity(f32).subtract(APFloat.infinity(f32)).value.toBits()).toBe(0x7fc00000n);
    expect(APFloat.zero(f32).divide(APFloat.zero(f32, true)).value.toBits()).toBe(0x7fc00000n);
    // x87: the default NaN has the integer and quiet bits.
    expect(APFloat.nan(semanticsOf("f80")).toBits()).toBe(0x7fffc000000000000000n);
  });

  it("follows the NaN-only formats: signed NaN on overflow in E4M3FN, a single NaN and no -0 in FNUZ", () => {
    const fn = semanticsOf("f8E4M3FN");
    const fnuz = semanticsOf("f8E4M3FNUZ");
    const big = APFloat.largest(fn, true);
    expect(big.add(big).value.toBits()).toBe(0xffn);
    expect(big.add(big, "towardZero").value.toBits()).toBe(big.toBits());
    const negZero = APFloat.fromDouble(-0).convert(fnuz);
    expect(negZero.value.toBits()).toBe(0n);
    expect(negZero.losesInfo).toBe(true);
    const one = APFloat.fromDouble(1).convert(fnuz).value;
    expect(one.multiply(APFloat.zero(fnuz)).value.neg().toBits()).toBe(0n);
    expect(APFloat.fromBits(fnuz, 0x80n).isNaN()).toBe(true);
    expect(APFloat.fromDouble(Infinity).convert(fnuz).value.toBits()).toBe(0x80n);
    expect(one.copySign(APFloat.nan(fnuz)).toBits()).toBe(APFloat.fromDouble(-1).convert(fnuz).value.toBits());
  });

  it("converts between formats with APFloat's status and losesInfo", () => {
    const f16 = semanticsOf("f16");
    const r = APFloat.fromDouble(0.1).convert(f16);
    expect(r.losesInfo).toBe(true);
    expect(r.status & FloatStatus.inexact).not.toBe(0);
    expect(APFloat.fromDouble(65520).convert(f16).value.isInfinity()).toBe(true);
    expect(APFloat.fromDouble(65520).convert(f16, "towardZero").value.toBits()).toBe(0x7bffn);
    const nan = APFloat.fromBits(semanticsOf("f64"), 0x7ff4000000000001n).convert(semanticsOf("f32"));
    expect(nan.value.toBits()).toBe(0x7fe00000n);
    expect(nan.status).toBe(FloatStatus.invalidOp);
    const f128 = APFloat.fromDouble(1 / 3).convert(semanticsOf("f128"));
    expect(f128.losesInfo).toBe(false);
    expect(f128.value.convert(semanticsOf("f64")).value.toDouble()).toBe(1 / 3);
  });

  it("converts to and from integers as convertToInteger / convertFromAPInt", () => {
    const f32 = semanticsOf("f32");
    expect(APFloat.fromFloat(-0.5).convertToInteger(8, false, "towardZero").status).toBe(FloatStatus.inexact);
    expect(APFloat.fromFloat(-1).convertToInteger(8, false, "towardZero").status).toBe(FloatStatus.invalidOp);
    expect(APFloat.fromFloat(-128).convertToInteger(8, true, "towardZero").value.signed).toBe(-128n);
    expect(APFloat.fromFloat(128).convertToInteger(8, true, "towardZero").status).toBe(FloatStatus.invalidOp);
    expect(APFloat.fromFloat(255.9).convertToInteger(8, false, "towardZero").value.bits).toBe(255n);
    expect(APFloat.fromFloat(-1).convertToInteger(1, true, "towardZero").value.bits).toBe(1n);
    const big = APFloat.fromAPInt(f32, APInt.allOnes(64), false);
    expect(big.value.toFloat()).toBe(2 ** 64);
    expect(APFloat.fromAPInt(semanticsOf("f16"), APInt.fromBigInt(32, 1n << 20n), true).value.isInfinity()).toBe(true);
    expect(APFloat.fromAPInt(semanticsOf("f8E4M3FN"), APInt.fromBigInt(32, 1000n), true).value.isNaN()).toBe(true);
  });

  it("orders zeros and NaNs in min/max as LLVM 19's minimum/maximum/minnum/maxnum", () => {
    const f32 = semanticsOf("f32");
    const pz = APFloat.zero(f32);
    const nz = APFloat.zero(f32, true);
    const nan = APFloat.fromBits(f32, 0x7fc00001n);
    const one = APFloat.fromFloat(1);
    expect(minimum(pz, nz).isNegZero()).toBe(true);
    expect(maximum(nz, pz).isPosZero()).toBe(true);
    expect(minnum(pz, nz).isNegZero()).toBe(true);
    expect(maxnum(nz, pz).isPosZero()).toBe(true);
    expect(minimum(one, nan).toBits()).toBe(0x7fc00001n);
    expect(minnum(nan, one).toFloat()).toBe(1);
    expect(maxnum(one, nan).toFloat()).toBe(1);
  });

  it("encodes x87 values as LLVM: unnormals are NaNs, pseudo-denormals re-encode with exponent 1", () => {
    const f80 = semanticsOf("f80");
    expect(APFloat.fromBits(f80, 0x40000000000000000001n).isNaN()).toBe(true);
    const pseudo = APFloat.fromBits(f80, 0x00008000000000000001n);
    expect(pseudo.isNormal()).toBe(true);
    expect(pseudo.neg().toBits()).toBe(0x80018000000000000001n);
    const third = APFloat.fromDouble(1).convert(f80).value.divide(APFloat.fromDouble(3).convert(f80).value).value;
    expect(third.toBits()).toBe(0x3ffdaaaaaaaaaaaaaaabn);
  });

  it("computes fmod exactly and rounds to integral in every mode", () => {
    const f64 = semanticsOf("f64");
    const a = APFloat.fromDouble(1e300);
    const b = APFloat.fromDouble(3.7);
    expect(a.mod(b).value.toDouble()).toBe(1e300 % 3.7);
    expect(APFloat.fromDouble(-0.5).roundToIntegral("towardPositive").value.isNegZero()).toBe(true);
    expect(APFloat.fromDouble(2.5).roundToIntegral("nearestTiesToEven").value.toDouble()).toBe(2);
    expect(APFloat.fromDouble(-2.5).roundToIntegral("nearestTiesToAway").value.toDouble()).toBe(-3);
    expect(APFloat.fromDouble(5).remainder(APFloat.fromDouble(2)).value.toDouble()).toBe(1);
    expect(APFloat.fromDouble(7).remainder(APFloat.fromDouble(2)).value.toDouble()).toBe(-1);
    void f64;
  });
});
