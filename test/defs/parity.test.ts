// Proves that our TableGen library (defs/) is a faithful substitute for
// MLIR's: our dialect definitions must yield the same ODS facts as
// upstream's, and upstream's dialect files must evaluate against our
// library with the same facts. Everything is compared with the installed
// mlir-tblgen at test time.

import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeEach, describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { compareDialects, FactExtractor, type DialectFacts, type Mismatch } from "./ods-facts.js";
import { parsePrintedRecords, stringValue } from "./print-records.js";
import { inBatches, runTblgen, UPSTREAM_INCLUDE, type TblgenResult } from "./tblgen-runner.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const defsDir = path.join(repoRoot, "defs");

interface DialectCase {
  readonly name: string;
  readonly file: string;
  /** Ops ours defines in ODS that upstream defines in C++ only (so upstream's .td has no record of them). */
  readonly cppOnlyOps?: readonly string[];
}

const DIALECTS: readonly DialectCase[] = [
  { name: "builtin", file: "mlir/IR/BuiltinOps.td" },
  { name: "func", file: "mlir/Dialect/Func/IR/FuncOps.td" },
  { name: "arith", file: "mlir/Dialect/Arith/IR/ArithOps.td" },
  { name: "cf", file: "mlir/Dialect/ControlFlow/IR/ControlFlowOps.td" },
  { name: "scf", file: "mlir/Dialect/SCF/IR/SCFOps.td" },
  { name: "math", file: "mlir/Dialect/Math/IR/MathOps.td" },
  { name: "index", file: "mlir/Dialect/Index/IR/IndexOps.td" },
  { name: "affine", file: "mlir/Dialect/Affine/IR/AffineOps.td", cppOnlyOps: ["AffineDmaStartOp", "AffineDmaWaitOp"] },
];

// Files without ops: builtin types, attributes and locations.
const ATTR_TYPE_FILES: readonly DialectCase[] = [
  { name: "builtin", file: "mlir/IR/BuiltinTypes.td" },
  { name: "builtin", file: "mlir/IR/BuiltinAttributes.td" },
  { name: "builtin", file: "mlir/IR/BuiltinLocationAttributes.td" },
];

function facts(result: TblgenResult, dialect: string): DialectFacts {
  return new FactExtractor(parsePrintedRecords(result.stdout)).dialectFacts(dialect);
}

function describeMismatches(label: string, mismatches: readonly Mismatch[]): string[] {
  return mismatches.map((m) => `${label} ${m.where}\n    ours:     ${m.ours}\n    upstream: ${m.upstream}`);
}

function listTdFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...listTdFiles(full));
    else if (entry.endsWith(".td")) out.push(full);
  }
  return out.sort();
}

describe("defs library against mlir-tblgen 19", () => {
  beforeEach((ctx) => skipWithout(ctx, "mlir-tblgen", "mlir-include"));
  it("accepts every defs file with --print-records", async () => {
    const files = listTdFiles(defsDir);
    const results = await inBatches(files.map((file) => () => runTblgen(["--print-records", "-I", defsDir, file])), 2);
    const failures = files.filter((_, i) => results[i]?.ok !== true).map((file, i) => `${path.relative(repoRoot, file)}: ${results[i]?.stderr ?? ""}`);
    console.log(`defs accepted by mlir-tblgen: ${files.length - failures.length}/${files.length}`);
    expect(failures).toEqual([]);
  });

  it("our dialects have upstream's ODS facts, and upstream's dialects evaluate on our library", async () => {
    const cases = [...DIALECTS, ...ATTR_TYPE_FILES];
    const jobs = cases.flatMap((d) => [
      () => runTblgen(["--print-records", "-I", defsDir, path.join(defsDir, d.file)]),
      () => runTblgen(["--print-records", "-I", UPSTREAM_INCLUDE, path.join(UPSTREAM_INCLUDE, d.file)]),
      () => runTblgen(["--print-records", "-I", defsDir, path.join(UPSTREAM_INCLUDE, d.file)]),
    ]);
    const results = await inBatches(jobs, 2);
    const problems: string[] = [];
    let upstreamOnOurs = 0;
    const lines: string[] = [];
    cases.forEach((d, i) => {
      const ours = results[3 * i];
      const upstream = results[3 * i + 1];
      const crossed = results[3 * i + 2];
      if (ours === undefined || upstream === undefined || crossed === undefined) throw new Error("missing tblgen result");
      expect(upstream.ok, `upstream ${d.file} must evaluate: ${upstream.stderr}`).toBe(true);
      if (!ours.ok) {
        problems.push(`ours ${d.file} failed: ${ours.stderr}`);
        return;
      }
      const reference = facts(upstream, d.name);
      const compared = compareDialects(facts(ours, d.name), reference);
      const cppOnly = new Set((d.cppOnlyOps ?? []).map((op) => `op ${op}`));
      const mine = { ...compared, mismatches: compared.mismatches.filter((m) => !cppOnly.has(m.where)) };
      problems.push(...describeMismatches(`[${d.name}]`, mine.mismatches));
      let crossedText = "does not evaluate";
      if (crossed.ok) {
        upstreamOnOurs += 1;
        const viaOurLibrary = compareDialects(facts(crossed, d.name), reference);
        crossedText = `${viaOurLibrary.matchedOps}/${viaOurLibrary.totalOps} ops, ${viaOurLibrary.matchedOthers}/${viaOurLibrary.totalOthers} enums/attrs/types identical`;
        problems.push(...describeMismatches(`[upstream ${d.name} on our library]`, viaOurLibrary.mismatches));
      } else {
        problems.push(`upstream ${d.file} with -I defs failed: ${crossed.stderr.split("\n")[0] ?? ""}`);
      }
      lines.push(`ods parity: ${path.basename(d.file)} (${d.name}) ${mine.matchedOps}/${mine.totalOps} ops, ${mine.matchedOthers}/${mine.totalOthers} enums/attrs/types, ${mine.mismatches.length} mismatches; upstream file on our library: ${crossedText}`);
    });
    for (const line of lines) console.log(line);
    console.log(`upstream dialect files evaluating against our library: ${upstreamOnOurs}/${cases.length}`);
    if (problems.length > 0) console.log(problems.slice(0, 60).join("\n"));
    expect(problems).toEqual([]);
  });

  it("documents our dialects like upstream's and passes mlir-tblgen's C++ op generators", async () => {
    const jobs = DIALECTS.flatMap((d) => [
      () => runTblgen(["-gen-dialect-doc", `-dialect=${d.name}`, "-I", defsDir, path.join(defsDir, d.file)]),
      () => runTblgen(["-gen-op-doc", "-I", defsDir, path.join(defsDir, d.file)]),
      () => runTblgen(["-gen-op-doc", "-I", UPSTREAM_INCLUDE, path.join(UPSTREAM_INCLUDE, d.file)]),
      () => runTblgen(["-gen-op-defs", "-I", defsDir, path.join(defsDir, d.file)]),
      () => runTblgen(["--print-records", "-I", defsDir, path.join(defsDir, d.file)]),
    ]);
    const results = await inBatches(jobs, 2);
    const problems: string[] = [];
    // Lines of an op doc that ODS derives from the records: headings, trait,
    // interface and effect lists, operand/result rows (summaries).
    const derivedLines = (doc: string): string[] =>
      doc.split("\n").filter((line) => /^(### |Traits: |Interfaces: |Effects: |\| `)/.test(line));
    DIALECTS.forEach((d, i) => {
      const [dialectDoc, opDoc, upstreamOpDoc, opDefs, records] = results.slice(5 * i, 5 * i + 5);
      if (dialectDoc === undefined || opDoc === undefined || upstreamOpDoc === undefined || opDefs === undefined || records === undefined) {
        throw new Error("missing tblgen result");
      }
      if (!dialectDoc.ok || !opDoc.ok || !upstreamOpDoc.ok) {
        problems.push(`${d.name}: doc generation failed: ${dialectDoc.stderr}${opDoc.stderr}${upstreamOpDoc.stderr}`);
        return;
      }
      if (!opDefs.ok) problems.push(`${d.name}: -gen-op-defs rejects our ODS: ${opDefs.stderr.split("\n")[0] ?? ""}`);
      const opCount = facts(records, d.name).ops.size;
      // Every op and the dialect itself are described with an MLIR example.
      const printed = parsePrintedRecords(records.stdout);
      const withoutExample = [...facts(records, d.name).ops.keys()].filter((name) => !(stringValue(printed.get(name)?.fields.get("description")?.value) ?? "").includes("```mlir"));
      if (withoutExample.length > 0) problems.push(`${d.name}: ops without an MLIR example: ${withoutExample.join(", ")}`);
      const headings = dialectDoc.stdout.split("\n").filter((line) => line.startsWith("### `")).length;
      const undocumented = [...dialectDoc.stdout.matchAll(/^### `([^`]+)`[^\n]*\n\n_([^\n]*)_\n/gm)].filter((m) => (m[2] ?? "").trim().length === 0).map((m) => m[1]);
      // The sections of ops upstream defines in C++ only have no counterpart in upstream's doc.
      const cppOnly = d.cppOnlyOps ?? [];
      let skipping = false;
      const ours = derivedLines(opDoc.stdout).filter((line) => {
        if (line.startsWith("### ")) skipping = cppOnly.some((op) => line.includes(`::${op})`));
        return !skipping;
      });
      const theirs = derivedLines(upstreamOpDoc.stdout);
      const same = theirs.filter((line, k) => ours[k] === line).length;
      console.log(`ods docs: ${d.name} dialect doc lists ${headings}/${opCount} ops (${dialectDoc.stdout.length} bytes); ODS-derived op doc lines equal to upstream's: ${same}/${theirs.length}; -gen-op-defs ${opDefs.ok ? "ok" : "fails"}`);
      if (headings !== opCount) problems.push(`${d.name}: ${headings} op headings for ${opCount} ops`);
      if (undocumented.length > 0) problems.push(`${d.name}: ops without summary: ${undocumented.join(", ")}`);
      if (!dialectDoc.stdout.includes("```mlir")) problems.push(`${d.name}: no MLIR examples in the docs`);
      if (same !== theirs.length || ours.length !== theirs.length) {
        const k = theirs.findIndex((line, j) => ours[j] !== line);
        problems.push(`${d.name}: op doc differs from upstream at derived line ${k}:\n    ours:     ${ours[k] ?? "<none>"}\n    upstream: ${theirs[k] ?? "<none>"}`);
      }
    });
    if (problems.length > 0) console.log(problems.join("\n"));
    expect(problems).toEqual([]);
  });
});
