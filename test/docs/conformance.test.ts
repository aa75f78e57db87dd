// Byte-for-byte conformance of our doc generators with mlir-tblgen 19, which runs
// here at test time: every (dialect, file) pair it documents for -gen-dialect-doc,
// and every upstream file for -gen-op-doc, the attrdef/typedef/enum/pass docs and
// the op/attr/type interface docs. Where mlir-tblgen fails, ours must fail too.
// The same sweep checks that the ODS model builds from every one of those files.
import { describe, expect, it } from "vitest";
import { generateAttrOrTypeDefDoc, generateDialectDoc, generateEnumDoc, generateInterfaceDocs, generateOpDoc, generatePassDoc } from "../../generators/docs/index.js";
import type { RecordKeeper } from "../../src/tablegen/index.js";
import { buildOdsModel } from "../../src/ods/index.js";
import { conformanceFiles, dialectDocPairs, includeArgs, OracleBatch, oracleUnavailable, type OracleResult } from "./helpers/oracle.js";
import { selectedRecordSources, type RecordSource } from "./helpers/record-sources.js";

type Kind =
  | "dialect-doc"
  | "op-doc"
  | "attrdef-doc"
  | "typedef-doc"
  | "enum-doc"
  | "pass-doc"
  | "op-interface-docs"
  | "attr-interface-docs"
  | "type-interface-docs";

const FILE_KINDS: readonly Exclude<Kind, "dialect-doc">[] = [
  "op-doc",
  "attrdef-doc",
  "typedef-doc",
  "enum-doc",
  "pass-doc",
  "op-interface-docs",
  "attr-interface-docs",
  "type-interface-docs",
];

const generators: { readonly [K in Exclude<Kind, "dialect-doc">]: (k: RecordKeeper) => string } = {
  "op-doc": (k) => generateOpDoc(k),
  "attrdef-doc": (k) => generateAttrOrTypeDefDoc(k, "attr"),
  "typedef-doc": (k) => generateAttrOrTypeDefDoc(k, "type"),
  "enum-doc": (k) => generateEnumDoc(k),
  "pass-doc": (k) => generatePassDoc(k),
  "op-interface-docs": (k) => generateInterfaceDocs(k, "op"),
  "attr-interface-docs": (k) => generateInterfaceDocs(k, "attr"),
  "type-interface-docs": (k) => generateInterfaceDocs(k, "type"),
};

interface Tally {
  identical: number;
  documented: number;
  bothFail: number;
  mismatches: string[];
}

function firstDifference(expected: string, actual: string): string {
  const e = expected.split("\n");
  const a = actual.split("\n");
  for (let i = 0; i < Math.max(e.length, a.length); i++) {
    if (e[i] !== a[i]) return `line ${i + 1}: expected ${JSON.stringify(e[i] ?? "<eof>")}, got ${JSON.stringify((a[i] ?? "<eof>").slice(0, 200))}`;
  }
  return "identical";
}

type Outcome = { ok: true; text: string } | { ok: false; error: string };

function attempt(fn: () => string): Outcome {
  try {
    return { ok: true, text: fn() };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

function record(tally: Tally, label: string, oracle: OracleResult, ours: Outcome): void {
  if (oracle.status !== 0) {
    if (ours.ok) tally.mismatches.push(`${label}: mlir-tblgen fails but ours succeeds`);
    else tally.bothFail++;
    return;
  }
  tally.documented++;
  if (ours.ok && ours.text === oracle.stdout) tally.identical++;
  else tally.mismatches.push(`${label}: ${ours.ok ? firstDifference(oracle.stdout, ours.text) : `ours failed: ${ours.error.split("\n")[0]}`}`);
}

interface ModelTally {
  files: number;
  built: number;
  ops: number;
  failures: string[];
}

async function measure(source: RecordSource, models: ModelTally): Promise<Map<Kind, Tally>> {
  const tallies = new Map<Kind, Tally>();
  const tally = (kind: Kind): Tally => {
    let t = tallies.get(kind);
    if (t === undefined) {
      t = { identical: 0, documented: 0, bothFail: 0, mismatches: [] };
      tallies.set(kind, t);
    }
    return t;
  };
  const pairsByFile = new Map<string, string[]>();
  for (const { dialect, file } of dialectDocPairs()) pairsByFile.set(file, [...(pairsByFile.get(file) ?? []), dialect]);
  // Interfaces are selected by the file that defines them; the print-records adapter has no locations.
  const kinds = source.name === "ours" ? FILE_KINDS : FILE_KINDS.filter((k) => !k.endsWith("interface-docs"));

  const files = conformanceFiles();
  const jobs: string[][] = [];
  const plan = files.map((file) => ({
    perKind: kinds.map((kind) => jobs.push([`-gen-${kind}`, ...includeArgs(file)]) - 1),
    dialects: (pairsByFile.get(file) ?? []).map((dialect) => ({ dialect, job: jobs.push(["-gen-dialect-doc", `-dialect=${dialect}`, ...includeArgs(file)]) - 1 })),
  }));
  const oracle = new OracleBatch(jobs);
  try {
    for (let i = 0; i < files.length; i++) {
      const file = files[i] as string;
      const runs = plan[i] as (typeof plan)[number];
      let keeper: RecordKeeper | undefined;
      let loadError = "";
      try {
        keeper = source.load(file);
      } catch (e) {
        loadError = e instanceof Error ? e.message : String(e);
      }
      const failed: Outcome = { ok: false, error: `records: ${loadError}` };
      if (keeper === undefined) models.failures.push(`${file}: records: ${loadError}`);
      else {
        try {
          models.ops += buildOdsModel(keeper).operators.length;
          models.built++;
        } catch (e) {
          models.failures.push(`${file}: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`);
        }
      }
      const ours = kinds.map((kind) => (keeper === undefined ? failed : attempt(() => generators[kind](keeper))));
      const dialectDocs = runs.dialects.map(({ dialect }) => (keeper === undefined ? failed : attempt(() => generateDialectDoc(keeper, { dialect }))));
      for (let k = 0; k < kinds.length; k++) {
        record(tally(kinds[k] as Kind), `${kinds[k]} ${file}`, await oracle.result(runs.perKind[k] as number), ours[k] as Outcome);
      }
      for (let d = 0; d < runs.dialects.length; d++) {
        const run = runs.dialects[d] as (typeof runs.dialects)[number];
        record(tally("dialect-doc"), `dialect-doc -dialect=${run.dialect} ${file}`, await oracle.result(run.job), dialectDocs[d] as Outcome);
      }
    }
  } finally {
    oracle.dispose();
  }
  models.files = files.length;
  return tallies;
}

describe.each(selectedRecordSources())("docs conformance with records from $name", (source) => {
  it("generates every document byte-identical to mlir-tblgen 19", async (ctx) => {
    const unavailable = oracleUnavailable();
    if (unavailable !== undefined) ctx.skip(unavailable);
    const models: ModelTally = { files: 0, built: 0, ops: 0, failures: [] };
    const tallies = await measure(source, models);
    console.log(`ods model: ${models.built}/${models.files} upstream .td files build a validated model (records: ${source.name}; ${models.ops} ops)`);
    const order: Kind[] = ["dialect-doc", ...FILE_KINDS];
    const problems: string[] = [];
    for (const kind of order) {
      const t = tallies.get(kind);
      if (t === undefined) continue;
      console.log(`${kind}: ${t.identical}/${t.documented} identical (records: ${source.name}; mlir-tblgen fails on ${t.bothFail} more, ours too)`);
      problems.push(...t.mismatches);
    }
    if (problems.length > 0) console.log(`first differences:\n  ${problems.slice(0, 25).join("\n  ")}`);
    if (models.failures.length > 0) console.log(`model failures:\n  ${models.failures.slice(0, 25).join("\n  ")}`);
    expect(models.failures.length, "files whose ODS model does not build").toBe(0);
    expect(problems.length, "documents that differ from mlir-tblgen").toBe(0);
  });
});
