// npm run generate: generates tsmlir's own dialects (scripts/our-dialects.ts) with the
// `--gen-ts-dialect` action of tsmlir-tblgen — the same code path as the command line,
// defs/ on the include path as there — plus their docs and the bytecode encodings of
// OUR_BYTECODE_ENCODINGS (`--gen-ts-bytecode`), and writes generated/ deterministically.
// `--check` writes nothing and exits 1 listing the files whose content differs (or that
// are missing or stale).
import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { evaluateTableGenFile, TableGenFailure } from "../src/tablegen/index.js";
import { DiagnosticError, formatDiagnostic } from "../src/support/diagnostic.js";
import { generateOurDialectDocs } from "../generators/docs/our-dialects.js";
import { findAction } from "../src/cli/tblgen-actions.js";
import { defsDirectory } from "../src/support/package-root.js";
import { generateOurPasses } from "../generators/passes/our-passes.js";
import { generateOurRewriters } from "../generators/rewriters/our-rewriters.js";
import { generateUpstreamStubs, MLIR_19_INCLUDE, upstreamDefinitionsAvailable } from "../generators/stubs/index.js";
import { generateLinalgNamedOpsTd } from "../generators/upstream/linalg-named-ops-td.js";
import { OUR_BYTECODE_ENCODINGS, OUR_DIALECTS, RUNTIME_MODULE } from "./our-dialects.js";
import { main as tblgenMain } from "../src/cli/tblgen.js";
import { EXAMPLE_FILES, exampleCommand, type ExampleFile } from "./example-files.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

export interface GeneratedFile {
  readonly path: string;
  readonly text: string;
}

export async function generateAll(): Promise<GeneratedFile[]> {
  const action = findAction("gen-ts-dialect");
  if (action === undefined) throw new Error("tsmlir-tblgen has no gen-ts-dialect action");
  const defs = defsDirectory();
  const files: GeneratedFile[] = [];
  const docSources = [];
  for (const dialect of OUR_DIALECTS) {
    const keeper = evaluateTableGenFile(join(root, dialect.tdFile), { includeDirs: [defs] });
    const flags = new Map<string, string>([
      ["dialect", dialect.name],
      ["runtime-module", RUNTIME_MODULE],
    ]);
    if (dialect.importDialects !== undefined) flags.set("import-dialect", dialect.importDialects.map(([ns, module]) => `${ns}=${module}`).join(","));
    files.push({ path: dialect.output, text: await action.run(keeper, { dialect: dialect.name, flags, inputFilename: dialect.tdFile }) });
    if (dialect.partial !== true) docSources.push({ name: dialect.name, tdFile: dialect.tdFile, keeper });
  }
  const bytecode = findAction("gen-ts-bytecode");
  if (bytecode === undefined) throw new Error("tsmlir-tblgen has no gen-ts-bytecode action");
  for (const encodings of OUR_BYTECODE_ENCODINGS) {
    const keeper = evaluateTableGenFile(join(root, encodings.tdFile), { includeDirs: [defs] });
    const flags = new Map<string, string>([
      ["bytecode-dialect", encodings.dialect],
      ["runtime-module", RUNTIME_MODULE],
    ]);
    if (encodings.importDialects !== undefined) flags.set("import-dialect", encodings.importDialects.map(([ns, module]) => `${ns}=${module}`).join(","));
    files.push({ path: encodings.output, text: await bytecode.run(keeper, { flags, inputFilename: encodings.tdFile }) });
  }
  const examples: GeneratedFile[] = [];
  for (const file of EXAMPLE_FILES) examples.push({ path: file.output, text: await generateExample(file) });
  return [...files, ...generateOurDialectDocs(docSources), ...generateOurPasses(root), ...generateOurRewriters(root), ...examples];
}

/** An examples/ file, from tsmlir-tblgen's command line itself (output to stdout, captured). */
async function generateExample(file: ExampleFile): Promise<string> {
  const stdout: Uint8Array[] = [];
  const stderr: Uint8Array[] = [];
  const args = [`--${file.action}`, ...file.flags.map(([name, value]) => `-${name}=${value}`), file.tdFile];
  // From the repository root, as the user types the command: the @generated header names the .td so.
  const cwd = process.cwd();
  process.chdir(root);
  let status: number;
  try {
    status = await tblgenMain(args, {
      writeStdout: (bytes) => stdout.push(Buffer.from(bytes)),
      writeStderr: (bytes) => stderr.push(bytes),
      readStdin: () => new Uint8Array(0),
    });
  } finally {
    process.chdir(cwd);
  }
  if (status !== 0) throw new Error(`${exampleCommand(file)} failed:\n${Buffer.concat(stderr).toString("utf8")}`);
  return Buffer.concat(stdout).toString("utf8");
}

/** Files this script owns: generated/*.ts, generated/docs/*.md and (when regenerated) generated/upstream/*.ts. */
function existingGenerated(withStubs: boolean): string[] {
  const owned: string[] = [];
  const folders: (readonly [string, string])[] = [["generated", ".ts"], ["generated/docs", ".md"], ...(withStubs ? [["generated/upstream", ".ts"] as const] : [])];
  for (const [folder, suffix] of folders) {
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir)) if (f.endsWith(suffix)) owned.push(`${folder}/${f}`);
  }
  return owned;
}

function writeIfChanged(file: GeneratedFile): void {
  const path = join(root, file.path);
  if (existsSync(path) && readFileSync(path, "utf8") === file.text) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, file.text);
}

async function main(args: readonly string[]): Promise<number> {
  const check = args.includes("--check");
  let files: GeneratedFile[];
  // The upstream stubs come from the installed MLIR 19 .td files (CI installs them first).
  const withStubs = upstreamDefinitionsAvailable();
  try {
    // linalg's named-ops .td (defs/, made from the installed upstream one) is an input of the
    // dialects generated below: written first, so one run leaves everything current.
    if (withStubs && !check) writeIfChanged(generateLinalgNamedOpsTd(MLIR_19_INCLUDE));
    files = await generateAll();
    if (withStubs) {
      const stubs = generateUpstreamStubs();
      files.push(...stubs.files);
      for (const note of stubs.notes) process.stdout.write(`${note}\n`);
    } else process.stdout.write("generated/upstream: left as is, the MLIR 19 .td files are not installed\n");
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
  for (const path of existingGenerated(withStubs)) {
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

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = await main(process.argv.slice(2));
