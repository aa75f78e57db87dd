import { describe, expect, it } from "vitest";
import { APInt } from "../../src/ir/index.js";
import { Random } from "./harness/values.js";

const WIDTHS = [1, 3, 8, 13, 32, 33, 64, 65, 128];

/** Reference: the mathematical result wrapped to `width` bits (two's complement). */
function wrap(width: number, v: bigint): bigint {
  return BigInt.asUintN(width, v);
}

describe("APInt", () => {
  it("wraps add/sub/mul and reads back signed and unsigned", () => {
    const r = new Random(1);
    for (let n = 0; n < 2000; n++) {
      const w = r.pick(WIDTHS);
      const a = new APInt(w, r.bits(w));
      const b = new APInt(w, r.bits(w));
      expect(a.add(b).bits).toBe(wrap(w, a.bits + b.bits));
      expect(a.sub(b).bits).toBe(wrap(w, a.bits - b.bits));
      expect(a.mul(b).bits).toBe(wrap(w, a.bits * b.bits));
      expect(a.signed).toBe(BigInt.asIntN(w, a.bits));
      expect(a.mulhu(b).bits).toBe(wrap(w, (a.bits * b.bits) >> BigInt(w)));
      expect(a.mulhs(b).bits).toBe(wrap(w, (a.signed * b.signed) >> BigInt(w)));
    }
  });

  it("divides as LLVM: truncating signed division, remainder with the dividend's sign, overflow only for min / -1", () => {
    const min = APInt.signedMin(8);
    const minusOne = APInt.allOnes(8);
    expect(min.sdivOv(minusOne)).toEqual({ value: min, overflow: true });
    expect(APInt.fromBigInt(8, -7n).sdiv(APInt.fromBigInt(8, 2n)).signed).toBe(-3n);
    expect(APInt.fromBigInt(8, -7n).srem(APInt.fromBigInt(8, 2n)).signed).toBe(-1n);
    expect(APInt.fromBigInt(8, -7n).sfloordivOv(APInt.fromBigInt(8, 2n)).value.signed).toBe(-4n);
    expect(APInt.fromBigInt(8, 7n).sfloordivOv(APInt.fromBigInt(8, -2n)).value.signed).toBe(-4n);
    expect(APInt.fromBigInt(8, 6n).sfloordivOv(APInt.fromBigInt(8, -2n)).value.signed).toBe(-3n);
    expect(() => APInt.one(8).udiv(APInt.zero(8))).toThrow(RangeError);
    const r = new Random(2);
    for (let n = 0; n < 2000; n++) {
      const w = r.pick(WIDTHS);
      const a = new APInt(w, r.bits(w));
      const b = new APInt(w, r.bits(w) | 1n);
      expect(a.udiv(b).bits).toBe(a.bits / b.bits);
      expect(a.urem(b).bits).toBe(a.bits % b.bits);
      if (!(a.isMinSignedValue() && b.isAllOnes())) expect(a.sdiv(b).signed).toBe(a.signed / b.signed);
      expect(a.srem(b).signed).toBe(w === 1 ? 0n : a.signed % b.signed);
    }
  });

  it("reports signed and unsigned overflow", () => {
    const max = APInt.signedMax(16);
    expect(max.saddOv(APInt.one(16)).overflow).toBe(true);
    expect(max.saddOv(APInt.zero(16)).overflow).toBe(false);
    expect(APInt.allOnes(16).uaddOv(APInt.one(16))).toEqual({ value: APInt.zero(16), overflow: true });
    expect(APInt.signedMin(16).ssubOv(APInt.one(16)).overflow).toBe(true);
    expect(APInt.fromBigInt(16, 256n).smulOv(APInt.fromBigInt(16, 128n)).overflow).toBe(true);
    expect(APInt.fromBigInt(16, 255n).umulOv(APInt.fromBigInt(16, 257n)).overflow).toBe(false);
  });

  it("shifts by the width or more give 0 (or the sign for ashr)", () => {
    const x = APInt.fromBigInt(8, -100n);
    expect(x.shl(8).bits).toBe(0n);
    expect(x.lshr(APInt.fromBigInt(8, 200n)).bits).toBe(0n);
    expect(x.ashr(9).signed).toBe(-1n);
    expect(APInt.fromBigInt(8, 100n).ashr(100).signed).toBe(0n);
    expect(x.ashr(2).signed).toBe(-25n);
    expect(x.lshr(2).bits).toBe(156n >> 2n);
  });

  it("compares with every predicate and changes width", () => {
    const a = APInt.fromBigInt(8, -1n);
    const b = APInt.one(8);
    expect(a.compare("slt", b)).toBe(true);
    expect(a.compare("ult", b)).toBe(false);
    expect(a.compare("uge", b)).toBe(true);
    expect(a.compare("ne", b)).toBe(true);
    expect(a.sext(16).signed).toBe(-1n);
    expect(a.zext(16).bits).toBe(255n);
    expect(APInt.fromBigInt(16, 0x1234n).trunc(8).bits).toBe(0x34n);
    expect(a.sextOrTrunc(4).bits).toBe(15n);
  });

  it("counts bits", () => {
    expect(APInt.zero(32).countLeadingZeros()).toBe(32);
    expect(APInt.zero(32).countTrailingZeros()).toBe(32);
    expect(APInt.one(65).countLeadingZeros()).toBe(64);
    expect(APInt.fromBigInt(128, 1n << 100n).countTrailingZeros()).toBe(100);
    expect(APInt.allOnes(100).popcount()).toBe(100);
    expect(APInt.fromBigInt(64, 0xf0f0n).popcount()).toBe(8);
    expect(APInt.signedMin(8).abs().signed).toBe(-128n);
  });
});
