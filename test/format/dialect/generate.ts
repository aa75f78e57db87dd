// Generates test-format.generated.ts from TestFormat.td (`npx tsx test/format/dialect/generate.ts --write`);
// the round-trip test regenerates it in memory and checks the committed file is current.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { evaluateTableGenFile } from "../../../src/tablegen/index.js";
import { derivedRecords, loadOperator } from "../../../src/ods/index.js";
import { emitFormatModule } from "../../../generators/format/module.js";

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, "../../..");
export const GENERATED_PATH = join(here, "test-format.generated.ts");

export function generateTestFormatModule(): string {
  const keeper = evaluateTableGenFile(join(here, "TestFormat.td"), { includeDirs: [join(repoRoot, "defs")] });
  const ops = derivedRecords(keeper, "Op").map((r) => loadOperator(keeper, r));
  return emitFormatModule(keeper, ops, {
    irImport: "../../../src/ir/index.js",
    opAsmImport: "../../../src/asm/op-asm/index.js",
    customDirectivesImport: "./custom-directives.js",
    dialectName: "tf",
    exportName: "testFormatDialect",
  });
}

if (process.argv.includes("--write")) {
  const text = generateTestFormatModule();
  let previous = "";
  try {
    previous = readFileSync(GENERATED_PATH, "utf8");
  } catch {
    previous = "";
  }
  if (previous !== text) writeFileSync(GENERATED_PATH, text);
}
