// Attribute formats compiled by generators/format/def-emitter.ts: the generated body
// parsers and printers of the test dialect's attributes read and print their syntax
// (parameters, optional/default-valued parameters, params, struct, qualified,
// inverted optional groups) and report malformed bodies.
import { describe, expect, it } from "vitest";
import { MLIRContext } from "../../src/ir/index.js";
import { AsmParserState } from "../../src/asm/parser-state.js";
import { DiagnosticError, formatDiagnostic } from "../../src/support/diagnostic.js";
import { SourceFile } from "../../src/support/source.js";
import { readFileSync } from "node:fs";
import { GENERATED_ATTRS_PATH, generateTestAttrsModule } from "./dialect/generate.js";
import * as generated from "./dialect/test-attrs.generated.js";

type Body = { parse: (state: AsmParserState, context: MLIRContext) => unknown; print: (value: never) => string };

const BODIES: Record<string, Body> = {
  pair: { parse: generated.parsePairAttrBody, print: generated.printPairAttrBody as Body["print"] },
  point: { parse: generated.parsePointAttrBody, print: generated.printPointAttrBody as Body["print"] },
  list: { parse: generated.parseListAttrBody, print: generated.printListAttrBody as Body["print"] },
  maybe: { parse: generated.parseMaybeAttrBody, print: generated.printMaybeAttrBody as Body["print"] },
};

function reprint(mnemonic: string, body: string): string {
  const context = new MLIRContext();
  const codec = BODIES[mnemonic] as Body;
  const state = new AsmParserState(new SourceFile("attr.mlir", body), context, { allowUnregisteredDialect: false });
  const value = codec.parse(state, context);
  return codec.print(value as never);
}

function errorOf(mnemonic: string, body: string): string {
  try {
    reprint(mnemonic, body);
  } catch (error) {
    if (error instanceof DiagnosticError) return formatDiagnostic(error.diagnostic);
    throw error;
  }
  return "";
}

describe("generated attribute formats", () => {
  it("is generated from TestFormat.td by the current generator", () => {
    expect(readFileSync(GENERATED_ATTRS_PATH, "utf8")).toBe(generateTestAttrsModule());
  });

  it("round-trips every directive", () => {
    const cases: Array<[string, string, string]> = [
      ["pair", "<1, 2 : i32>", "pair<1, 2 : i32>"],
      ["pair", "<1 : f32>", "pair<1 : f32>"],
      ["point", "<x = 1, y = 2, label = \"a\">", "point<x = 1, y = 2, label = \"a\">"],
      ["point", "<label = \"b\", x = 3>", "point<x = 3, label = \"b\">"],
      ["point", "<x = 3, y = 0, label = \"c\">", "point<x = 3, label = \"c\">"],
      ["list", "<[1, 2, 3], true, 5 : i64>", "list<[1, 2, 3], true, 5 : i64>"],
      ["maybe", "<none>", "maybe<none>"],
      ["maybe", "<index>", "maybe<index>"],
    ];
    for (const [mnemonic, body, expected] of cases) expect(reprint(mnemonic, body), body).toBe(expected);
  });

  it("reports malformed bodies with MLIR's messages", () => {
    expect(errorOf("point", "<x = 1, x = 2, label = \"a\">")).toContain("error: duplicate or unknown struct parameter name: x");
    expect(errorOf("point", "<y = 1, label = \"a\">")).toContain("error: struct is missing required parameter: x");
    expect(errorOf("pair", "<1, 2 i32>")).toContain("attr.mlir:1:6: error: expected ':'");
    expect(errorOf("list", "<[1], maybe, 1>")).toContain("error: expected 'true' or 'false'");
  });
});
