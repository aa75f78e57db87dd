// The dialect generator on a hostile dialect: summaries, descriptions and constraint
// summaries full of comment terminators, quotes, template syntax and line separators
// must stay inside comments and string literals (nothing can inject code), the output
// must parse, and generation must be deterministic.
import { describe, expect, it } from "vitest";
import ts from "typescript";
import { join } from "node:path";
import { evaluateTableGen } from "../../src/tablegen/index.js";
import { buildOdsModel } from "../../src/ods/index.js";
import { generateDialectFile } from "../../generators/dialect/dialect-file.js";
import { repoRoot } from "../dialects/corpus-selection.js";

/** The hostile text, and the same as a TableGen string literal. */
const EVIL = `*/ INJECTED(); /* " + INJECTED() + " \${INJECTED()} \` INJECTED() \u2028 INJECTED() \\ INJECTED()`;
const EVIL_TD = EVIL.replace(/\\/g, "\\\\").replace(/"/g, '\\"');

const TD = `
include "mlir/IR/OpBase.td"
def Evil_Dialect : Dialect {
  let name = "evil";
  let cppNamespace = "::mlir::evil";
  let summary = "${EVIL_TD}";
}
def Evil_Type : TypeConstraint<CPred<"ods.isIndex($_self)">, "${EVIL_TD}">;
def Evil_Op : Op<Evil_Dialect, "${EVIL_TD}", []> {
  let summary = "${EVIL_TD}";
  let description = [{
    ${EVIL}
    */ INJECTED();
  }];
  let arguments = (ins Evil_Type:$x, StrAttr:$label);
  let results = (outs Evil_Type:$y);
}
`;

function generate(): string {
  const keeper = evaluateTableGen("evil.td", TD, { includeDirs: [join(repoRoot, "defs")] });
  const model = buildOdsModel(keeper);
  const spec = { name: "evil", tdFile: "defs/evil.td", output: "generated/evil.ts", imports: [] };
  return generateDialectFile(spec, model, keeper, new Map(), new Map()).text;
}

/** Identifiers `INJECTED` that TypeScript sees as code (not in comments or strings). */
function injectedCode(text: string): number {
  const file = ts.createSourceFile("evil.ts", text, ts.ScriptTarget.ES2022, true);
  let count = 0;
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node.text === "INJECTED") count++;
    ts.forEachChild(node, visit);
  };
  visit(file);
  return count;
}

describe("dialect generator", () => {
  it("keeps user strings inert and is deterministic", () => {
    const first = generate();
    expect(first.startsWith("// @generated from defs/evil.td — do not edit")).toBe(true);
    const syntax = ts.transpileModule(first, { reportDiagnostics: true, compilerOptions: { target: ts.ScriptTarget.ES2022 } });
    expect(syntax.diagnostics ?? []).toEqual([]);
    expect(injectedCode(first)).toBe(0);
    // The constraint summary reaches the verifier message verbatim (as a string literal).
    expect(first).toContain(JSON.stringify(EVIL).replace(/\u2028/g, "\\u2028"));
    expect(generate()).toBe(first);
  }, 60_000);
});
