// What generateAttrTypeDefinitions reports instead of emitting code that cannot work: a
// located error for definitions it cannot generate (a parameter type without a parser, a
// class name used twice, a static interface method nobody defines, a bad format), a
// located warning for `::mlir` interfaces the runtime does not provide, and the hooks a
// dialect without the default attribute/type parser needs.
import { describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { evaluateTableGenFile } from "../../src/tablegen/index.js";
import { buildOdsModel } from "../../src/ods/index.js";
import { DiagnosticError, formatDiagnostic } from "../../src/support/diagnostic.js";
import { generateAttrTypeDefinitions, type AttrTypeDefinitions } from "../../generators/dialect/attributes.js";
import { GENERATED_PATH } from "./generate.js";

const defs = resolve(GENERATED_PATH, "../../../defs");

const PRELUDE = `include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/Interfaces/DataLayoutInterfaces.td"
def G_Dialect : Dialect { let name = "g"; let cppNamespace = "::g"; USE_DEFAULT }
`;

function generate(body: string, useDefault = true): AttrTypeDefinitions {
  const dir = mkdtempSync(join(tmpdir(), "tsmlir-gen-"));
  try {
    const file = join(dir, "G.td");
    writeFileSync(file, PRELUDE.replace("USE_DEFAULT", useDefault ? "let useDefaultAttributePrinterParser = 1; let useDefaultTypePrinterParser = 1;" : "") + body);
    const keeper = evaluateTableGenFile(file, { includeDirs: [defs] });
    const model = buildOdsModel(keeper);
    const dialect = model.dialects.find((d) => d.name === "g");
    if (dialect === undefined) throw new Error("no dialect g");
    return generateAttrTypeDefinitions(model, dialect, keeper, { namespace: "g", hooksType: "GDialectHooks" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The first line of the located error generating `body` reports (`G.td:L:C: error: ...`, path dropped). */
function errorOf(body: string): string {
  try {
    generate(body);
  } catch (error) {
    if (!(error instanceof DiagnosticError)) throw error;
    return (formatDiagnostic(error.diagnostic).split("\n")[0] as string).replace(/^.*[\\/]/, "");
  }
  return "";
}

describe("generator diagnostics", () => {
  it("names a parameter type it has no parser for", () => {
    expect(errorOf(`def G_X : AttrDef<G_Dialect, "X"> { let mnemonic = "x"; let parameters = (ins "Foo":$foo); let assemblyFormat = "\`<\` $foo \`>\`"; }\n`)).toBe(
      "G.td:6:5: error: G_X: no default parser for parameter 'foo' of TypeScript type `Foo`; give the parameter a `parser` and a `printer`",
    );
  });

  it("refuses a specialized enum attribute that an attribute definition also defines", () => {
    const body = `def G_A : I32EnumAttrCase<"A", 0, "a">;
def G_E : I32EnumAttr<"E", "e", [G_A]> { let cppNamespace = "::g"; }
def G_EAttr : EnumAttr<G_Dialect, G_E, "e">;
`;
    expect(errorOf(body)).toBe("G.td:7:5: error: E's specialized attribute EAttr (genSpecializedAttr) and the attribute definition G_EAttr have the same class name; set genSpecializedAttr = 0");
  });

  it("asks for the static interface methods a class must define", () => {
    const body = `def G_I : TypeInterface<"I"> { let cppNamespace = "::g"; let methods = [StaticInterfaceMethod<"", "number", "count">]; }
def G_T : TypeDef<G_Dialect, "T", [G_I]> { let mnemonic = "t"; }
`;
    expect(errorOf(body)).toBe(
      "G.td:7:5: error: TType implements I but does not define its static method 'count': add `static count(...)` to extraClassDeclaration (hooks belong to a context, static methods have none)",
    );
  });

  it("reports a bad format where it is", () => {
    const message = errorOf(`def G_X : AttrDef<G_Dialect, "X"> { let mnemonic = "x"; let parameters = (ins "number":$a); let assemblyFormat = "\`<\` \`>\`"; }\n`);
    expect(message).toMatch(/error: format is missing reference to parameter: a$/);
  });

  it("warns about ::mlir interfaces without a runtime implementation", () => {
    const result = generate(`def G_T : TypeDef<G_Dialect, "T", [DataLayoutTypeInterface]> { let mnemonic = "t"; }\n`);
    expect(result.diagnostics.map((d) => `${d.severity}: ${d.message}`)).toEqual([
      "warning: TType: the ::mlir interface 'DataLayoutTypeInterface' has no runtime implementation in tsmlir; the class does not implement it",
    ]);
    expect(result.diagnostics[0]?.location).toBeDefined();
  });

  it("leaves parsing and printing to the author without the default parser and printer", () => {
    const result = generate(`def G_T : TypeDef<G_Dialect, "T"> { let mnemonic = "t"; }\ndef G_X : AttrDef<G_Dialect, "X"> { let mnemonic = "x"; }\n`, false);
    expect(result.hooks.map((h) => `${h.name}: ${h.type}`)).toEqual([
      "parseAttribute: (parser: rt.AttrTypeAsmParser, type: ir.Type | undefined) => ir.Attribute",
      "printAttribute: (attr: ir.Attribute, printer: rt.AttrTypeAsmPrinter) => void",
      "parseType: (parser: rt.AttrTypeAsmParser) => ir.Type",
      "printType: (type: ir.Type, printer: rt.AttrTypeAsmPrinter) => void",
    ]);
    expect(result.dialectMembers.parseType).toBe('(parser: ir.DialectAsmParser): ir.Type => rt.dialectHooks<GDialectHooks>(parser.context, "g").parseType(rt.AttrTypeAsmParser.of(parser))');
    expect(result.exports).toContain("gTypeSyntax");
    const withDefault = generate(`def G_T : TypeDef<G_Dialect, "T"> { let mnemonic = "t"; }\n`);
    expect(withDefault.hooks).toEqual([]);
    expect(withDefault.dialectMembers.parseType).toBe('(parser: ir.DialectAsmParser): ir.Type => rt.parseDialectType("g", gTypeSyntax, parser)');
  });
});
