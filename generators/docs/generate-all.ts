// Batch documentation generation: evaluates each .td file once and renders every
// requested document for it. Used by bench/docs.bench.ts to time "all upstream
// docs" in one process; usable on its own:
//   tsx generators/docs/generate-all.ts JOBS.tsv INCLUDE_DIR [OUT_DIR]
// where each JOBS.tsv line is `ACTION<TAB>FILE[<TAB>DIALECT]`, ACTION one of the
// -gen-*-doc(s) flag names without dashes.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { evaluateTableGenFile, type RecordKeeper } from "../../src/tablegen/index.js";
import {
  generateAttrOrTypeDefDoc,
  generateDialectDoc,
  generateEnumDoc,
  generateInterfaceDocs,
  generateOpDoc,
  generatePassDoc,
} from "./index.js";

const RENDERERS: { readonly [action: string]: (records: RecordKeeper, dialect: string | undefined) => string } = {
  "gen-dialect-doc": (r, d) => generateDialectDoc(r, d === undefined ? {} : { dialect: d }),
  "gen-op-doc": (r, d) => generateOpDoc(r, d === undefined ? {} : { dialect: d }),
  "gen-attrdef-doc": (r) => generateAttrOrTypeDefDoc(r, "attr"),
  "gen-typedef-doc": (r) => generateAttrOrTypeDefDoc(r, "type"),
  "gen-enum-doc": (r) => generateEnumDoc(r),
  "gen-pass-doc": (r) => generatePassDoc(r),
  "gen-op-interface-docs": (r) => generateInterfaceDocs(r, "op"),
  "gen-attr-interface-docs": (r) => generateInterfaceDocs(r, "attr"),
  "gen-type-interface-docs": (r) => generateInterfaceDocs(r, "type"),
};

interface Job {
  readonly action: string;
  readonly file: string;
  readonly dialect: string | undefined;
}

function main(argv: readonly string[]): number {
  const [jobsPath, includeDir, outDir] = argv;
  if (jobsPath === undefined || includeDir === undefined) {
    process.stderr.write("usage: generate-all JOBS.tsv INCLUDE_DIR [OUT_DIR]\n");
    return 2;
  }
  const byFile = new Map<string, Job[]>();
  for (const line of readFileSync(jobsPath, "utf8").split("\n")) {
    if (line.trim().length === 0) continue;
    const [action = "", file = "", dialect] = line.split("\t");
    byFile.set(file, [...(byFile.get(file) ?? []), { action, file, dialect: dialect === "" ? undefined : dialect }]);
  }
  if (outDir !== undefined) mkdirSync(outDir, { recursive: true });
  let bytes = 0;
  let documents = 0;
  for (const [file, jobs] of byFile) {
    const records = evaluateTableGenFile(file, { includeDirs: [includeDir, dirname(file)] });
    for (const job of jobs) {
      const render = RENDERERS[job.action];
      if (render === undefined) throw new Error(`unknown doc action '${job.action}'`);
      const text = render(records, job.dialect);
      bytes += text.length;
      documents++;
      if (outDir !== undefined) writeFileSync(join(outDir, `${basename(file)}.${job.dialect ?? ""}.${job.action}.md`), text);
    }
  }
  process.stdout.write(`${documents} documents, ${bytes} characters\n`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
