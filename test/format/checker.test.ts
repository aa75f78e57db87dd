// The assembly format checker against mlir-tblgen 19: for formats breaking one rule
// each, both must report the same message at the same place (compared on mlir-tblgen's
// output run at test time), and accept the valid control format.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { mlirInclude as UPSTREAM_INCLUDE, mlirTblgen as MLIR_TBLGEN, skipWithout } from "../environment.js";
import { evaluateTableGen } from "../../src/tablegen/index.js";
import { loadOperator, derivedRecords } from "../../src/ods/index.js";
import { checkOpFormat, opFormatFacts } from "../../src/ods/format/index.js";
import { DiagnosticError } from "../../src/support/diagnostic.js";
import { ATTR_CHECKER_CASES, CHECKER_CASES, checkerAttrSource, checkerOpSource } from "./checker-cases.js";
import { checkDefFormat } from "../../src/ods/format/index.js";
import { loadAttrOrTypeDef } from "../../src/ods/index.js";

const repoRoot = resolve(import.meta.dirname, "../..");

interface Report {
  readonly message: string | undefined;
  /** The format line shown and the caret column (0-based). */
  readonly line?: string;
  readonly caret?: number;
}

function upstreamReport(dir: string, source: string, action = "-gen-op-defs"): Report {
  const file = join(dir, "op.td");
  writeFileSync(file, source);
  const run = spawnSync(MLIR_TBLGEN, [action, "-I", UPSTREAM_INCLUDE, file], { encoding: "utf8" });
  const lines = run.stderr.split("\n");
  const first = lines[0] ?? "";
  if (!first.startsWith("error: ")) return { message: undefined };
  return { message: first.slice("error: ".length), line: lines[1], caret: (lines[2] ?? "").indexOf("^") };
}

function ourReport(source: string, kind: "op" | "attr" = "op"): Report {
  const keeper = evaluateTableGen("op.td", source, { includeDirs: [join(repoRoot, "defs")] });
  const record = derivedRecords(keeper, kind === "op" ? "Op" : "AttrDef")[0];
  if (record === undefined) throw new Error(`no ${kind}`);
  try {
    if (kind === "op") {
      const op = loadOperator(keeper, record);
      checkOpFormat(opFormatFacts(keeper, op), op.assemblyFormat ?? "");
    } else {
      const def = loadAttrOrTypeDef(record);
      checkDefFormat(record, def, def.assemblyFormat ?? "");
    }
    return { message: undefined };
  } catch (error) {
    if (!(error instanceof DiagnosticError)) throw error;
    const location = error.diagnostic.location;
    if (location === undefined) return { message: error.diagnostic.message };
    const { line, column } = location.file.position(location.offset);
    return { message: error.diagnostic.message, line: location.file.lineText(line), caret: column - 1 };
  }
}

describe("assembly format checker", () => {
  it("rejects each rule violation with a located diagnostic naming the rule", () => {
    for (const [rule, format] of CHECKER_CASES) {
      const ours = ourReport(checkerOpSource(format));
      if (rule.startsWith("valid")) expect(ours.message, rule).toBeUndefined();
      else {
        expect(ours.message, rule).toBeDefined();
        expect(ours.caret, rule).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("matches mlir-tblgen's message and position for attribute formats", (ctx) => {
    skipWithout(ctx, "mlir-tblgen", "mlir-include");
    const dir = mkdtempSync(join(tmpdir(), "attr-format-checker-"));
    const mismatches: string[] = [];
    try {
      for (const [rule, format] of ATTR_CHECKER_CASES) {
        const source = checkerAttrSource(format);
        const expected = upstreamReport(dir, source, "-gen-attrdef-defs");
        const actual = ourReport(source, "attr");
        if (rule.startsWith("valid")) expect(actual.message, rule).toBeUndefined();
        if (expected.message !== actual.message || expected.caret !== actual.caret || expected.line !== actual.line) {
          mismatches.push(`${rule}: mlir-tblgen ${JSON.stringify(expected)} vs ours ${JSON.stringify(actual)}`);
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    console.log(`attribute format checker conformance: ${ATTR_CHECKER_CASES.length - mismatches.length}/${ATTR_CHECKER_CASES.length} identical to mlir-tblgen`);
    for (const m of mismatches) console.log(`  mismatch ${m}`);
    expect(mismatches).toEqual([]);
  });

  it("matches mlir-tblgen's message and position", (ctx) => {
    skipWithout(ctx, "mlir-tblgen", "mlir-include");
    const dir = mkdtempSync(join(tmpdir(), "format-checker-"));
    const mismatches: string[] = [];
    try {
      for (const [rule, format] of CHECKER_CASES) {
        const source = checkerOpSource(format);
        const expected = upstreamReport(dir, source);
        const actual = ourReport(source);
        if (expected.message !== actual.message || expected.caret !== actual.caret || expected.line !== actual.line) {
          mismatches.push(`${rule}: mlir-tblgen ${JSON.stringify(expected)} vs ours ${JSON.stringify(actual)}`);
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    console.log(`format checker conformance: ${CHECKER_CASES.length - mismatches.length}/${CHECKER_CASES.length} identical to mlir-tblgen`);
    for (const m of mismatches) console.log(`  mismatch ${m}`);
    expect(mismatches).toEqual([]);
  });
});
