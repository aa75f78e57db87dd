// Focused conformance of float, integer, dense, affine, string, type and location
// printing: generated attribute texts go through mlir-opt 19 and through our
// parse+print, and the results must be identical.
import { describe, expect, it } from "vitest";
import { mlirOpt, skipWithout } from "../../environment.js";
import { spawnSync } from "node:child_process";
import { MLIRContext } from "../../../src/ir/context.js";
import { SourceFile } from "../../../src/support/source.js";
import { AsmParserState } from "../../../src/asm/parser-state.js";
import { AttrTypePrinter, parseAttribute } from "../../../src/asm/attr-type/index.js";
import { DiagnosticError, formatDiagnostic } from "../../../src/support/diagnostic.js";

const FLOAT_TYPES = ["f16", "bf16", "f32", "f64", "f80", "f128", "tf32", "f8E5M2", "f8E4M3", "f8E4M3FN", "f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3B11FNUZ"];
const FLOAT_VALUES = [
  "0.0", "-0.0", "1.0", "-2.5", "0.1", "0.3", "1.5", "3.14159", "1.0e10", "1.0e-5", "123456789.0", "1.2345678",
  "65504.0", "1.0e5", "3.0e38", "1.0e-45", "2.0e-40", "1.0e100", "4.9e-324", "0.0625", "448.0", "57344.0", "7.0e-3",
  "9.999999e-1", "1.0e16", "12345.678", "0.5", "240.0", "1.0e300", "2.2250738585072014e-308",
];
const HEX_FLOATS: [string, string][] = [
  ["0x7FC00000", "f32"], ["0x7F800000", "f32"], ["0xFF800000", "f32"], ["0x7FC00001", "f32"], ["0x7E00", "f16"], ["0x7C00", "f16"],
  ["0xFFFF", "bf16"], ["0x7FF8000000000001", "f64"], ["0x7FF0000000000000", "f64"], ["0x0001", "f16"], ["0x7F", "f8E4M3FN"],
  ["0x80", "f8E4M3FNUZ"], ["0x80", "f8E5M2FNUZ"], ["0x7C", "f8E5M2"], ["0x3FF", "f16"], ["0x3FFF8000000000000000", "f80"],
  ["0x3FFF0000000000000000000000000001", "f128"], ["0x7FFF8000000000000000", "f80"], ["0x00000001", "f32"], ["0x3F8CCCCD", "f32"],
];
const INTS = [
  "0 : i1", "1 : i1", "5", "-7", "255 : i8", "-128 : i8", "127 : si8", "255 : ui8", "18446744073709551615 : ui64",
  "-9223372036854775808 : i64", "9223372036854775807 : index", "123456789012345678901234567890 : i128", "0x10 : i64",
  "0xFFFFFFFFFFFFFFFF : i64", "-1 : i128", "65535 : i16", "7 : i3", "0 : i0", "-1 : si1",
];
const DENSE = [
  "dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>", "dense<1.0> : tensor<3xf32>", "dense<[true, false, true]> : tensor<3xi1>",
  "dense<[1.5, 2.5]> : tensor<2xf64>", "dense<\"0x0000803F0000803F\"> : tensor<2xf32>", "dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>",
  "dense<(1.5, -2.0)> : tensor<2x2xcomplex<f32>>", "dense<> : tensor<0xi32>", "dense<> : tensor<2x0xi8>", "dense<\"0x01020304\"> : tensor<4xi8>",
  "dense<[[1], [2]]> : tensor<2x1xi8>", "dense<5> : tensor<i32>", "dense<[1, 1, 1]> : tensor<3xi16>", "dense<-3> : vector<4xi64>",
  "dense<[\"a\", \"b\\22c\"]> : tensor<2x!foo.s>", "dense<\"same\"> : tensor<3x!foo.s>", "dense<[255, 0]> : tensor<2xui8>",
  "dense<[0x7FC00000, 1.0]> : tensor<2xf32>", "dense<[1.0, 2.0]> : tensor<2xbf16>", "dense<[0.1, 0.2]> : tensor<2xf16>",
  "dense<[1, 2, 3]> : tensor<3xindex>", "dense<[[[1, 2]], [[3, 4]]]> : tensor<2x1x2xi32>", "dense<0.1> : tensor<2xf80>",
  `dense<[${Array.from({ length: 101 }, (_, i) => i).join(", ")}]> : tensor<101xi32>`,
  `dense<[${Array.from({ length: 120 }, (_, i) => (i % 3 === 0 ? "true" : "false")).join(", ")}]> : tensor<120xi1>`,
  `dense<[${Array.from({ length: 101 }, (_, i) => `${i}.5`).join(", ")}]> : tensor<101xf16>`,
  "dense<true> : tensor<200xi1>", "sparse<[[0, 1], [1, 0]], [5, 6]> : tensor<2x2xi32>", "sparse<[[0, 1]], 5> : tensor<2x2xi32>",
  "sparse<> : tensor<2xi32>", "sparse<[[0]], [1.5]> : tensor<4xf32>", "dense_resource<blob1> : tensor<3xi64>",
  "array<i32: 1, 2, -3>", "array<i1: true, false>", "array<f32: 1.5, 0.1>", "array<f64: 1.0e10>", "array<i64>", "array<i8: -128, 127>",
  "array<i64: 9223372036854775807, -9223372036854775808>", "array<i16: 65535>", "array<bf16: 1.5>", "array<i24: -42, 8388607>",
];
const AFFINE = [
  "(d0) -> (d0)", "(d0, d1) -> (d1, d0)", "(d0)[s0] -> (d0 + s0)", "(d0) -> (d0 + d0)", "(d0) -> (d0 * 2 + d0 * 3)",
  "(d0) -> ((d0 floordiv 2) * 2)", "(d0) -> (d0 - (d0 floordiv 4) * 4)", "(d0) -> (-(d0 + 1))", "(d0)[s0] -> (d0 * -3 + s0)",
  "(d0)[s0] -> (s0 * d0)", "(d0) -> (d0 ceildiv 4)", "(d0) -> ((d0 + 8) floordiv 4)", "(d0, d1) -> ((d0 * 4 + d1) mod 2)",
  "(d0) -> (3)", "() -> ()", "(d0, d1) -> ()", "(d0) -> (d0 - 1)", "(d0) -> (5 + d0)", "(d0)[s0, s1] -> (d0 * s0 + s1 - 2)",
  "(d0) -> ((d0 mod 8) mod 4)", "(d0) -> (d0 * 128 floordiv 64)", "(d0) -> (d0 * 6 mod 3)", "(d0, d1) -> (d0 - d1 * 2)",
  "(d0, d1) -> (d0 + (d1 + 5))", "(d0, d1) -> ((d0 + d1) + 5)", "(d0)[s0] -> (d0 floordiv s0)", "(d0)[s0] -> ((d0 + s0) * 4 - d0 * 4)",
  "(i, j) -> (i - (j + 1))", "(d0) -> (d0 * 2 * 3)", "(d0, d1) -> (-d0 + d1)", "(d0) -> (-5)", "(d0)[s0] -> (d0 * (s0 * 4))",
  "(d0, d1) -> ((d0 + 1) * 4 + (d1 + 3) floordiv 2)", "(d0) -> (d0 mod 1)", "(d0) -> (7 floordiv 2, 7 ceildiv 2, -7 mod 3)",
];
const SETS = ["(d0) : (d0 >= 0)", "(d0)[s0] : (d0 >= 0, -d0 + s0 >= 0)", "(d0) : ()", "()[s0] : (s0 == 0)", "(d0, d1) : (d0 - d1 == 0, d0 <= 10)", "(d0) : (1 == 0)"];
const STRINGS = ['"plain"', '"q\\"uote"', '"back\\\\slash"', '"nl\\n tab\\t"', '"\\01\\7F\\ff"', '"é"', '""', '"x" : i32', '"a b"'];
const TYPES = [
  "i32", "si8", "ui64", "index", "none", "complex<f32>", "tuple<>", "tuple<i32, f32>", "(i32) -> ((i32) -> i32)", "() -> ()",
  "(i32, f32) -> (i1, index)", "vector<4xf32>", "vector<[4]x2xf32>", "vector<f32>", "tensor<?x4xf32>", "tensor<*xf32>", "tensor<f32>",
  "tensor<4xf32, \"enc\">", "memref<4xf32, 1>", "memref<4xf32, 1 : i32>", "memref<4x?xf32, strided<[?, 1], offset: ?>>",
  "memref<4xf32, strided<[1]>>", "memref<4xf32, strided<[2], offset: 0>>", "memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>",
  "memref<*xf32, 2>", "memref<4xf32, affine_map<(d0) -> (d0)>>", "memref<4xf32, 0>", "memref<4xf32, \"gpu\">", "!foo<\"abc\">",
  "!foo.bar<1, \"x>\">", "!foo.bar", "memref<0xi8>", "tensor<0x?xi1>", "memref<2x3xf32, strided<[-3, 1], offset: 5>>",
  "tuple<tuple<>, i1>",
];
const MISC = [
  "unit", "@sym", "@\"foo bar\"::@baz::@q", "{a = 1, b, \"c d\" = \"x\"}", "{}", "[1, 2.5, \"s\", [true], @f]", "#foo<\"x\"> : i32",
  "#foo.bar<{a = 1}>", "affine_map<(d0) -> (d0)>", "loc(\"a\":1:2)", "loc(callsite(\"a\":1:2 at fused<\"m\">[\"b\":3:4, unknown]))",
  "loc(\"n\")", "loc(\"n\"(\"f\":1:1))", "loc(fused[\"a\":1:1, \"a\":1:1])", "loc(fused[unknown])", "loc(fused<\"m\">[])", "loc(fused<\"m\">[unknown, \"a\":1:1])", "loc(fused[fused[\"a\":1:1], \"b\":2:2])", "loc(unknown)", "distinct[5]<42 : i32>",
  "distinct[7]<>", "strided<[1, ?], offset: ?>", "strided<[]>", "[1 : i32, 2, 1.5 : f32, 2.5]", "f32", "1.5 : tf32",
];

function inputs(): string[] {
  const out: string[] = [];
  for (const t of FLOAT_TYPES) for (const v of FLOAT_VALUES) out.push(`${v} : ${t}`);
  for (const [h, t] of HEX_FLOATS) out.push(`${h} : ${t}`);
  out.push(...INTS, ...DENSE, ...STRINGS, ...MISC);
  for (const a of AFFINE) out.push(`affine_map<${a}>`);
  for (const s of SETS) out.push(`affine_set<${s}>`);
  for (const t of TYPES) out.push(t);
  return out;
}

/** Our print of `text` parsed as an attribute value, or the error. */
function ours(text: string, index: number, printer: AttrTypePrinter, context: MLIRContext): string {
  const file = new SourceFile(`in${index}.mlir`, text);
  const p = new AsmParserState(file, context, { allowUnregisteredDialect: true });
  try {
    return printer.printAttribute(parseAttribute(p));
  } catch (e) {
    return `<error: ${e instanceof DiagnosticError ? formatDiagnostic(e.diagnostic) : String(e)}>`;
  }
}

describe("attribute printing against mlir-opt", () => {
  it("matches mlir-opt 19 for floats, integers, dense, affine, strings, types and locations", (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const all = inputs();
    // Check each input alone with mlir-opt first so a rejected one cannot hide others.
    const lines = all.map((v) => `"test.x"() {a = ${v}} : () -> ()`);
    const res = spawnSync(mlirOpt, ["--allow-unregistered-dialect", "--mlir-print-op-generic", "--mlir-print-local-scope", "--split-input-file", "-"], {
      input: lines.join("\n// -----\n"),
      encoding: "latin1",
      maxBuffer: 1 << 28,
    });
    const chunks = res.stdout.split("// -----\n");
    expect(chunks.length).toBe(all.length);
    const context = new MLIRContext({ allowUnregisteredDialects: true });
    let compared = 0;
    let identical = 0;
    let rejected = 0;
    const failures: string[] = [];
    all.forEach((input, i) => {
      const m = /"test\.x"\(\) \{a = (.*)\} : \(\) -> \(\)/.exec(chunks[i] ?? "");
      if (m === null) {
        rejected++;
        return;
      }
      compared++;
      const expected = m[1] as string;
      // A fresh printer per input keeps distinct[N] numbering per "file", like mlir-opt.
      const got = ours(input, i, new AttrTypePrinter(), context);
      if (got === expected) identical++;
      else failures.push(`input:    ${input.slice(0, 200)}\n  expected: ${expected.slice(0, 200)}\n  got:      ${got.slice(0, 300)}`);
    });
    console.log(`attr-type oracle comparison: ${identical}/${compared} identical (${rejected} inputs rejected by mlir-opt, skipped)`);
    if (failures.length > 0) console.log(failures.slice(0, 40).join("\n"));
    expect(compared).toBeGreaterThan(400);
    expect(identical).toBe(compared);
  });
});
