// The module of the test dialect in TestDefs.td, assembled the way the dialect generator
// does for ops-less dialects: interfaces (generateInterfaceDefinitions), enums, attributes
// and types (generateAttrTypeDefinitions), the hooks interface made from the returned
// hook list, and a dialect factory taking the hooks. `npx tsx test/dialect-defs/generate.ts
// --write` refreshes tdefs.generated.ts; the tests check the committed file is current.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { IndentationText, Project, QuoteKind } from "ts-morph";
import { evaluateTableGenFile } from "../../src/tablegen/index.js";
import { buildOdsModel } from "../../src/ods/index.js";
import { generateAttrTypeDefinitions, type AttrTypeDefinitions } from "../../generators/dialect/attributes.js";
import { generateInterfaceDefinitions } from "../../generators/dialect/interfaces.js";
import { tsNamespaceOf } from "../../generators/dialect/attr-type-params.js";
import { docComment, stringLiteral } from "../../generators/dialect/names.js";

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, "../..");
export const TD_PATH = join(here, "TestDefs.td");
export const GENERATED_PATH = join(here, "tdefs.generated.ts");
const HOOKS_TYPE = "TdefsDialectHooks";

export interface GeneratedTestDefs {
  readonly text: string;
  readonly definitions: AttrTypeDefinitions;
}

export function generateTestDefs(): GeneratedTestDefs {
  const keeper = evaluateTableGenFile(TD_PATH, { includeDirs: [join(repoRoot, "defs")] });
  const model = buildOdsModel(keeper);
  const dialect = model.dialects.find((d) => d.name === "tdefs");
  if (dialect === undefined) throw new Error("TestDefs.td defines no tdefs dialect");
  const namespace = tsNamespaceOf(dialect.cppNamespace);
  const interfaces = generateInterfaceDefinitions(model, keeper, { namespace, cppNamespace: dialect.cppNamespace, mainFile: TD_PATH });
  const definitions = generateAttrTypeDefinitions(model, dialect, keeper, { namespace, hooksType: HOOKS_TYPE });
  const hooks = definitions.hooks.map((h) => `  /** ${docComment(h.doc)} */\n  readonly ${h.name}: ${h.type};`).join("\n");
  const members = Object.entries(definitions.dialectMembers).map(([name, code]) => `    ${name}: ${code},`);
  const statements = [
    "// @generated from test/dialect-defs/TestDefs.td by test/dialect-defs/generate.ts — do not edit",
    'import * as ir from "../../src/api/index.js";',
    'import * as ods from "../../src/api/ods.js";',
    'import * as rt from "../../src/api/dialect.js";',
    ...interfaces.statements,
    ...definitions.statements,
    `/** What the author of the ${dialect.name} dialect supplies. */\nexport interface ${HOOKS_TYPE} {\n${hooks}\n}`,
    `/** The ${dialect.name} dialect with the author's hooks, for \`context.loadDialect\`. */\nexport function createTdefsDialect(hooks: ${HOOKS_TYPE}): rt.DialectWithHooks<${HOOKS_TYPE}> {\n  return {\n    namespace: ${stringLiteral(dialect.name)},\n    hooks,\n${members.join("\n")}\n  };\n}`,
    "void ods;",
  ];
  const project = new Project({ useInMemoryFileSystem: true, manipulationSettings: { indentationText: IndentationText.TwoSpaces, quoteKind: QuoteKind.Double } });
  const file = project.createSourceFile("tdefs.generated.ts", "", { overwrite: true });
  file.addStatements(statements);
  file.formatText({ indentSize: 2, convertTabsToSpaces: true });
  return { text: file.getFullText(), definitions };
}

if (process.argv.includes("--write")) {
  const { text } = generateTestDefs();
  let previous = "";
  try {
    previous = readFileSync(GENERATED_PATH, "utf8");
  } catch {
    previous = "";
  }
  if (previous !== text) writeFileSync(GENERATED_PATH, text);
}
