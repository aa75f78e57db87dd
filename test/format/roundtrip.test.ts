// The test dialect (test/format/dialect/TestFormat.td) uses every op-format directive;
// its generated parser and printer must turn text into IR and back, stably, with
// MLIR's spacing rules, and report malformed input with MLIR's messages.
import { OpTrait, SymbolOpInterface, implementation, interfaceMap } from "../../src/ir/index.js";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MLIRContext, type Operation } from "../../src/ir/index.js";
import { parseFunctionOp, printFunctionOp } from "../../src/asm/op-asm/index.js";
import { DiagnosticError, formatDiagnostic } from "../../src/support/diagnostic.js";
import { GENERATED_PATH, generateTestFormatModule } from "./dialect/generate.js";
import { BUILTIN_FORMATS_PATH, generateBuiltinFormats } from "../../generators/format/builtin.js";
import { testFormatDialect } from "./dialect/test-format.generated.js";
import { MiniParser, MiniPrinter } from "./helpers/mini-asm.js";

/** A function-like op using the shared function syntax (as func.func does). */
const functionDialect = {
  namespace: "tff",
  operations: [
    {
      name: "tff.func",
      traits: [OpTrait.IsIsolatedFromAbove],
      interfaces: interfaceMap(implementation(SymbolOpInterface, {})),
      attributeNames: ["sym_name", "sym_visibility", "function_type", "arg_attrs", "res_attrs"],
      assembly: {
        parse: parseFunctionOp,
        print: (op: Operation, printer: Parameters<typeof printFunctionOp>[0]) => printFunctionOp(printer, op),
      },
    },
  ],
};

function roundTrip(text: string): string {
  const context = new MLIRContext();
  context.loadDialect(testFormatDialect);
  context.loadDialect(functionDialect);
  const block = new MiniParser(text, context).parseTopLevel();
  const ops: Operation[] = [];
  for (let op = block.firstOp; op !== null; op = op.next) ops.push(op);
  return new MiniPrinter().print(ops);
}

function errorOf(text: string): string {
  try {
    roundTrip(text);
  } catch (error) {
    if (error instanceof DiagnosticError) return formatDiagnostic(error.diagnostic);
    throw error;
  }
  return "";
}

// Written in the printed form (values numbered in order), so printing reproduces it.
const CANONICAL = `%0 = tf.source : i32
tf.multi %0 : i32 {
^bb0(%1: i32, %2: f32, %3: index):
  %4 = tf.add %1, %1 : i32
  %5 = tf.const(%1) [42] 7
  tf.attrs @sym count = 3 level<5> fast label  "hi" attributes {foo}
  tf.attrs @"s y" nolabel
  %6:2 = tf.call maybe %2 : f32(%1, %3) : (i32, index) -> i32, f32
  %7 = tf.call(%1) : (i32) -> f32
  %8 = tf.generic_like %1, %2 : (i32, f32) -> i1
  %9 = tf.types %1, %2 : i32, f32 -> i64
  tf.scope {
    %10 = tf.add %1, %1 : i32
  }
  tf.scope attributes {x = 1 : i64} {
    tf.yield %1 : i32
  }
  %11 = tf.custom <%1 : i32> -> echo "p" as i32 : i32
  tf.clauses threads(4) nowait depend(%1, %2 : i32, f32)
  tf.clauses
  %12 = tf.wrap %2 : f32
  tf.br ^bb1(%1 : i32)
^bb1(%13: i32):
  tf.switch_like[^bb0, ^bb1]
}
`;

describe("generated op formats (test dialect)", () => {
  it("is generated from TestFormat.td by the current generator", () => {
    expect(readFileSync(GENERATED_PATH, "utf8")).toBe(generateTestFormatModule());
  });

  it("keeps the builtin ops' compiled formats current (src/asm/op-asm/builtin-formats.ts)", () => {
    expect(readFileSync(BUILTIN_FORMATS_PATH, "utf8")).toBe(generateBuiltinFormats());
  });

  it("prints what it parsed, for every directive", () => {
    expect(roundTrip(CANONICAL)).toBe(CANONICAL);
  });

  it("normalizes optional syntax and reprints stably", () => {
    const input = `%0 = tf.source : i32
%1 = tf.source : f32
tf.clauses depend(%0 : i32) nowait
tf.attrs @a level<7> nolabel
tf.attrs @b level<8> nolabel attributes {z}
%2 = tf.const(%0) [1] 2 {keep = "x"}
tf.scope {
  tf.yield
}
`;
    const printed = roundTrip(input);
    expect(printed).toBe(`%0 = tf.source : i32
%1 = tf.source : f32
tf.clauses nowait depend(%0 : i32)
tf.attrs @a nolabel
tf.attrs @b level<8> nolabel attributes {z}
%2 = tf.const(%0) [1] 2 {keep = "x"}
tf.scope {
}
`);
    expect(roundTrip(printed)).toBe(printed);
  });

  it("prints prop-dict, AllTypesMatch inference and newline elements", () => {
    const input = `%0 = tf.source : i32
%1 = tf.props %0, %0 <{n = 3 : i64, s = "x"}> {tag} : i32
 end
`;
    expect(roundTrip(input)).toBe(input);
    expect(errorOf("%0 = tf.source : i32\n%1 = tf.props %0, %0 <{n = 3 : i64}> : i32 finish\n")).toContain("error: expected 'end'");
  });

  it("prints function-like ops with the shared function syntax", () => {
    const input = `tff.func private @ext(i32, f32 {a.b}) -> (i64 {c.d})
tff.func @body(%0: i32 {x.y = 1 : i64}, %1: f32) -> i32 attributes {keep} {
  %2 = tf.add %0, %0 : i32
  tf.yield %2 : i32
}
tff.func @multi() -> (i32, f32)
`;
    expect(roundTrip(input)).toBe(input);
    expect(errorOf("tff.func @f(%a: i32, f32)\n")).toContain("error: expected SSA identifier");
    expect(errorOf("tff.func @f() attributes {sym_name = \"x\"}\n")).toContain("error: 'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary");
  });

  it("reports malformed input with MLIR's messages", () => {
    expect(errorOf("%0 = tf.source : i32\ntf.clauses nowait nowait\n")).toContain("error: `nowait` clause can appear at most once in the expansion of the oilist directive");
    expect(errorOf("%0 = tf.source : i32\n%1 = tf.add %0 %0 : i32\n")).toContain("input.mlir:2:15: error: expected ','");
    expect(errorOf("tf.attrs @a count = 3\n")).toContain("error: expected 'nolabel'");
    expect(errorOf("%0 = tf.source : i32\n%1 = tf.call(%0) : (i32, i32) -> f32\n")).toContain("error: 1 operands present, but expected 2");
  });
});
