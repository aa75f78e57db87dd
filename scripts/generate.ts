// npm run generate: generates tsmlir's own dialects (scripts/our-dialects.ts) with the
// `--gen-ts-dialect` action of tsmlir-tblgen — the same code path as the command line,
// defs/ on the include path as there — plus their docs, and writes generated/
// deterministically. `--check` writes nothing and exits 1 listing the files whose
// content differs (or that are missing or stale).
import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { evaluateTableGenFile, TableGenFailure } from "../src/tablegen/index.js";
import { DiagnosticError, formatDiagnostic } from "../src/support/diagnostic.js";
import { generateOurDialectDocs } from "../generators/docs/our-dialects.js";
import { findAction, packageDefsDir } from "../src/cli/tblgen-actions.js";
import { OUR_DIALECTS, RUNTIME_MODULE } from "./our-dialects.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

export interface GeneratedFile {
  readonly path: string;
  readonly text: string;
}

export function generateAll(): GeneratedFile[] {
  const action = findAction("gen-ts-dialect");
  const defs = packageDefsDir();
  if (action === undefined || defs === undefined) throw new Error("the gen-ts-dialect action or defs/ is missing");
  const files: GeneratedFile[] = [];
  const docSources = [];
  for (const dialect of OUR_DIALECTS) {
    const keeper = evaluateTableGenFile(join(root, dialect.tdFile), { includeDirs: [defs] });
    const flags = new Map<string, string>([
      ["dialect", dialect.name],
      ["runtime-module", RUNTIME_MODULE],
    ]);
    if (dialect.importDialects !== undefined) flags.set("import-dialect", dialect.importDialects.map(([ns, module]) => `${ns}=${module}`).join(","));
    files.push({ path: dialect.output, text: action.run(keeper, { dialect: dialect.name, flags, inputFilename: dialect.tdFile }) });
    docSources.push({ name: dialect.name, tdFile: dialect.tdFile, keeper });
  }
  return [...files, ...generateOurDialectDocs(docSources)];
}

/** Files this script owns: generated/*.ts and generated/docs/*.md. */
function existingGenerated(): string[] {
  const owned: string[] = [];
  for (const [folder, suffix] of [["generated", ".ts"], ["generated/docs", ".md"]] as const) {
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir)) if (f.endsWith(suffix)) owned.push(`${folder}/${f}`);
  }
  return owned;
}

function main(args: readonly string[]): number {
  const check = args.includes("--check");
  let files: GeneratedFile[];
  try {
    files = generateAll();
  } catch (e) {
    if (e instanceof TableGenFailure) {
      process.stderr.write(e.rendered.endsWith("\n") ? e.rendered : `${e.rendered}\n`);
      return 1;
    }
    if (e instanceof DiagnosticError) {
      process.stderr.write(formatDiagnostic(e.diagnostic));
      return 1;
    }
    throw e;
  }
  const wanted = new Set(files.map((f) => f.path));
  const stale: string[] = [];
  for (const f of files) {
    const path = join(root, f.path);
    const current = existsSync(path) ? readFileSync(path, "utf8") : undefined;
    if (current === f.text) continue;
    stale.push(f.path);
    if (!check) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, f.text);
    }
  }
  for (const path of existingGenerated()) {
    if (wanted.has(path)) continue;
    stale.push(path);
    if (!check) unlinkSync(join(root, path));
  }
  if (check) {
    if (stale.length > 0) {
      process.stderr.write(`generated/ is out of date (run \`npm run generate\`):\n${stale.map((p) => `  ${p}\n`).join("")}`);
      return 1;
    }
    process.stdout.write(`generated/ is up to date (${files.length} files)\n`);
    return 0;
  }
  process.stdout.write(`wrote ${stale.length} of ${files.length} generated files\n`);
  return 0;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
