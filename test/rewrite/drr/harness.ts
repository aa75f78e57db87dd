// Generates a TypeScript pattern module from a DRR .td with tsmlir-tblgen's generator,
// writes it next to nothing in the repository (a temporary directory), imports it, and
// applies chosen patterns of it with the greedy driver to parsed IR.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { MLIRContext } from "../../../src/ir/context.js";
import { registerAllDialects } from "../../../src/dialects/index.js";
import { parseSourceString, printOperation } from "../../../src/api/text.js";
import { evaluateTableGenFile } from "../../../src/tablegen/index.js";
import { FrozenRewritePatternSet, RewritePatternSet, applyPatternsAndFoldGreedily, type RewritePattern } from "../../../src/rewrite/index.js";
import { generateRewritersModule, type RewriterGenOptions } from "../../../generators/rewriters/index.js";
import { repoRoot } from "../../environment.js";
import { attachStandIns } from "../stand-ins.js";

export type PatternClass = new (context: MLIRContext) => RewritePattern;

/** The generated module's text for `tdFile`, importing the runtime from this checkout's sources. */
export function generateFor(tdFile: string, options: Partial<RewriterGenOptions> = {}): string {
  const records = evaluateTableGenFile(tdFile, { includeDirs: [join(repoRoot, "defs")] });
  return generateRewritersModule(records, {
    inputFilename: tdFile,
    runtimeModule: join(repoRoot, "src/api"),
    dialectModules: new Map([["arith", join(repoRoot, "generated/arith.js")]]),
    ...options,
  });
}

/** Generates and imports the module of `tdFile`: its exports by name. */
export async function loadGenerated(tdFile: string, options: Partial<RewriterGenOptions> = {}): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(join(tmpdir(), "tsmlir-drr-"));
  const file = join(dir, "patterns.ts");
  writeFileSync(file, generateFor(tdFile, options));
  return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
}

/** A context with our dialects (and the test stand-ins for memory effects, so dead ops go). */
export function newContext(): MLIRContext {
  const context = new MLIRContext();
  registerAllDialects(context);
  attachStandIns(context);
  return context;
}

/** Parses `text`, applies the patterns (no folding), prints the module. */
export function rewriteWith(context: MLIRContext, classes: readonly PatternClass[], text: string, printDebugInfo = false): string {
  const module = parseSourceString(text, context);
  const set = new RewritePatternSet(context, classes.map((C) => new C(context)));
  applyPatternsAndFoldGreedily(module, new FrozenRewritePatternSet(set), { fold: false });
  return printOperation(module, { printDebugInfo });
}
