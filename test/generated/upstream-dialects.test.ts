// Robustness of `tsmlir-tblgen --gen-ts-dialect` (issue 14's acceptance line): every op
// definition file shipped with MLIR 19 that evaluates with our defs/ first on the include
// path is run through the action, once per dialect whose ops it defines. Each run must
// either produce a module that type-checks under `tsc --strict` (all modules are checked
// in one program, against src/api) or fail with a located diagnostic (file:line:col, the
// source line and a caret, as TableGen errors are printed) — never a JavaScript exception.
// Upstream files carry C++ in their snippets, so most end in a diagnostic naming it.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { evaluateTableGenFile, type RecordKeeper } from "../../src/tablegen/index.js";
import { findAction } from "../../src/cli/tblgen-actions.js";
import { dialectRecords, loadDialect } from "../../src/ods/dialect.js";
import { DiagnosticError, formatDiagnostic } from "../../src/support/diagnostic.js";
import { inBatches, runTblgen, UPSTREAM_INCLUDE } from "../defs/tblgen-runner.js";
import { skipWithout } from "../environment.js";
import { repoRoot } from "../dialects/corpus-selection.js";
import { typecheck } from "./typecheck.js";

const defsDir = path.join(repoRoot, "defs");
// The modules are type-checked in memory, named as if in this directory (an ES module scope).
const virtualDir = path.join(repoRoot, "test/generated/__upstream__");

function opFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...opFiles(full));
    else if (entry.endsWith("Ops.td")) out.push(full);
  }
  return out.sort();
}

/** The dialects whose ops `file` itself defines (what generating "its" dialect means). */
function ownDialects(keeper: RecordKeeper, file: string): (string | undefined)[] {
  const dialects = dialectRecords(keeper).map(loadDialect);
  if (dialects.length === 1) return [undefined];
  const own = new Set<string>();
  for (const op of keeper.getAllDerivedDefinitions("Op")) {
    if (op.location?.file.name !== file) continue;
    const dialect = op.getValue("opDialect")?.value;
    if (dialect !== undefined) own.add(dialect.toString());
  }
  return dialects.filter((d) => own.has(d.defName)).map((d) => d.name);
}

/** A diagnostic printed as our TableGen errors are: `file:line:col: error: ...`, source line, caret. */
const LOCATED = /^[^\n]+:\d+:\d+: error: [^\n]+\n[^\n]*\n *\^/;

describe("--gen-ts-dialect on MLIR 19's op definition files", () => {
  it("generates a module that type-checks, or reports a located diagnostic", async (ctx) => {
    skipWithout(ctx, "mlir-tblgen", "mlir-include");
    const action = findAction("gen-ts-dialect");
    if (action === undefined) throw new Error("no --gen-ts-dialect action");
    const files = opFiles(path.join(UPSTREAM_INCLUDE, "mlir"));
    const includeDirs = (file: string): string[] => [defsDir, UPSTREAM_INCLUDE, path.dirname(file)];
    const evaluated: { file: string; keeper: RecordKeeper }[] = [];
    const ourFailures: string[] = [];
    for (const file of files) {
      try {
        evaluated.push({ file, keeper: evaluateTableGenFile(file, { includeDirs: includeDirs(file) }) });
      } catch {
        ourFailures.push(file);
      }
    }
    // A file our evaluator refuses must be one mlir-tblgen refuses too (a fragment of another file).
    const oracle = await inBatches(
      ourFailures.map((file) => () => runTblgen(["--print-records", ...includeDirs(file).flatMap((d) => ["-I", d]), file])),
      2,
    );
    expect(ourFailures.filter((_, i) => oracle[i]?.ok === true)).toEqual([]);

    const modules: { name: string; text: string; what: string }[] = [];
    const diagnostics: string[] = [];
    const problems: string[] = [];
    for (const { file, keeper } of evaluated) {
      for (const dialect of ownDialects(keeper, file)) {
        const what = `${path.relative(UPSTREAM_INCLUDE, file)}${dialect === undefined ? "" : ` [${dialect}]`}`;
        const flags = new Map([["runtime-module", path.join(repoRoot, "src/api")]]);
        if (dialect !== undefined) flags.set("dialect", dialect);
        try {
          const text = await action.run(keeper, { ...(dialect === undefined ? {} : { dialect }), flags, inputFilename: file });
          const name = path.join(virtualDir, `${path.basename(file, ".td")}${dialect === undefined ? "" : `-${dialect}`}.ts`);
          modules.push({ name, text, what });
        } catch (e) {
          if (!(e instanceof DiagnosticError)) {
            problems.push(`${what}: threw ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
            continue;
          }
          const printed = formatDiagnostic(e.diagnostic);
          if (!LOCATED.test(printed)) problems.push(`${what}: diagnostic without a location:\n${printed}`);
          else diagnostics.push(`${what}: ${printed.split("\n")[0] ?? ""}`);
        }
      }
    }
    const checked = typecheck(modules);
    let clean = 0;
    for (const m of modules) {
      const errors = checked.get(m.name) ?? [];
      if (errors.length === 0) clean += 1;
      else problems.push(`${m.what}: the generated module does not type-check:\n  ${errors.slice(0, 5).join("\n  ")}`);
    }
    console.log(
      `--gen-ts-dialect on upstream op files: ${evaluated.length} files evaluate (${ourFailures.length} fragments refused, as by mlir-tblgen), ` +
        `${modules.length + diagnostics.length + problems.filter((p) => p.includes(": threw")).length} dialect runs: ` +
        `${clean} modules type-check, ${diagnostics.length} located diagnostics`,
    );
    if (process.env["TSMLIR_VERBOSE"] !== undefined) console.log(diagnostics.join("\n"));
    if (problems.length > 0) console.log(problems.slice(0, 20).join("\n"));
    expect(problems).toEqual([]);
  }, 600_000);
});
