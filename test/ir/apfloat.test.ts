import { describe, expect, it } from "vitest";
import { FLOAT_KINDS } from "../../src/ir/types.js";
import { decodeBits, decodedToDouble, encodeDouble, formatFloat, parseDecimalExact, roundToKind, semanticsOf } from "../../src/ir/apfloat.js";

describe("float semantics", () => {
  it("encodes back every non-NaN bit pattern of the 8- and 16-bit formats", () => {
    for (const kind of FLOAT_KINDS) {
      const s = semanticsOf(kind);
      if (s.width > 16) continue;
      let checked = 0;
      let nans = 0;
      const mismatches: number[] = [];
      for (let bits = 0; bits < 2 ** s.width; bits++) {
        const decoded = decodeBits(s, BigInt(bits));
        if (decoded.category === "nan") {
          nans++;
          continue;
        }
        if (encodeDouble(s, decodedToDouble(decoded)) !== BigInt(bits)) mismatches.push(bits);
        checked++;
      }
      expect(mismatches).toEqual([]);
      expect(checked + nans).toBe(2 ** s.width);
      // IEEE formats have 2^(m+1) - 2 NaNs, "FN" formats two, "FNUZ" formats one.
      const expectedNaNs = s.special === "ieee" ? 2 ** s.precision - 2 : s.special === "fn" ? 2 : 1;
      expect(nans).toBe(expectedNaNs);
    }
  });

  it("rounds to nearest even and saturates as each format does", () => {
    expect(roundToKind("f16", 65504)).toBe(65504);
    expect(roundToKind("f16", 65520)).toBe(Infinity);
    expect(roundToKind("f8E4M3FN", 448)).toBe(448);
    expect(Number.isNaN(roundToKind("f8E4M3FN", 1000))).toBe(true);
    expect(roundToKind("bf16", 1.00390625)).toBe(1); // tie goes to even
    expect(roundToKind("f32", 0.1)).toBe(Math.fround(0.1));
    expect(roundToKind("f16", 2 ** -24)).toBe(2 ** -24); // smallest subnormal
  });

  it("parses decimals exactly for the wide formats", () => {
    const f128 = semanticsOf("f128");
    const one = parseDecimalExact(f128, "1.0");
    expect(one).toBe(0x3fffn << 112n);
    expect(parseDecimalExact(semanticsOf("f64"), "0.1")).toBe(encodeDouble(semanticsOf("f64"), 0.1));
  });
});

describe("MLIR float printing", () => {
  it("uses the 6-digit form when it round-trips, else the natural precision, else hex", () => {
    expect(formatFloat("f64", 1.5).text).toBe("1.500000e+00");
    expect(formatFloat("f64", -0).text).toBe("-0.000000e+00");
    expect(formatFloat("f64", 1.2345678).text).toBe("1.2345678");
    expect(formatFloat("f64", 123456789)).toEqual({ text: "0x419D6F3454000000", hex: true });
    expect(formatFloat("f32", Math.fround(1e-5)).text).toBe("9.99999974E-6");
    expect(formatFloat("f32", NaN)).toEqual({ text: "0x7FC00000", hex: true });
    expect(formatFloat("f32", Infinity).text).toBe("0x7F800000");
    expect(formatFloat("f16", roundToKind("f16", 0.3)).text).toBe("3.000490e-01");
  });
});
