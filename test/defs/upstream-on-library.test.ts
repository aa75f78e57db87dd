// Broad compatibility check: every op definition file shipped with MLIR 19
// is evaluated twice, once on upstream's library and once with our defs/
// first on the include path (so OpBase.td, the constraint library, the
// interfaces... are ours), and the ODS facts of all their ops, enums,
// attributes and types must be identical. This shows existing dialect .td
// files work unchanged on our library.

import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeEach, describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { compareDialects, FactExtractor } from "./ods-facts.js";
import { parsePrintedRecords, stringValue, type RecordMap } from "./print-records.js";
import { inBatches, runTblgen, UPSTREAM_INCLUDE } from "./tblgen-runner.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const defsDir = path.join(repoRoot, "defs");

function opFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...opFiles(full));
    else if (entry.endsWith("Ops.td")) out.push(full);
  }
  return out.sort();
}

function dialectNames(records: RecordMap): string[] {
  const names: string[] = [];
  for (const record of records.values()) {
    if (!record.superclasses.includes("Dialect")) continue;
    const name = stringValue(record.fields.get("name")?.value);
    if (name !== undefined) names.push(name);
  }
  return names;
}

/**
 * Facts where our library knowingly differs from upstream's, with the reason: each is
 * reported; one that no longer differs fails the test (so the list stays true).
 */
const KNOWN_DIFFERENCES: ReadonlyMap<string, string> = new Map<string, string>([
  // Upstream's op files include our base files for the dialects we define (defs/ is the include path).
  [
    "mlir/Dialect/Bufferization/IR/BufferizationOps.td [bufferization] dialect.hasRegionArgAttrVerify",
    "our bufferization dialect declares its region argument attribute check in ODS (the generator makes it a hook); upstream overrides verifyRegionArgAttribute in C++ extraClassDeclaration",
  ],
  ["mlir/Dialect/MLProgram/IR/MLProgramOps.td [ml_program] op MLProgram_GlobalLoadGraphOp.arguments", "the summary of ml_program's token type (which the op's operand and result constraints name) is in our own words, and its record is a TypeDef without upstream's MLProgram_Type class"],
  ["mlir/Dialect/MLProgram/IR/MLProgramOps.td [ml_program] op MLProgram_GlobalLoadGraphOp.results", "the summary of ml_program's token type (which the op's operand and result constraints name) is in our own words, and its record is a TypeDef without upstream's MLProgram_Type class"],
  ["mlir/Dialect/MLProgram/IR/MLProgramOps.td [ml_program] op MLProgram_GlobalStoreGraphOp.arguments", "the summary of ml_program's token type (which the op's operand and result constraints name) is in our own words, and its record is a TypeDef without upstream's MLProgram_Type class"],
  ["mlir/Dialect/MLProgram/IR/MLProgramOps.td [ml_program] op MLProgram_GlobalStoreGraphOp.results", "the summary of ml_program's token type (which the op's operand and result constraints name) is in our own words, and its record is a TypeDef without upstream's MLProgram_Type class"],
  ["mlir/Dialect/MLProgram/IR/MLProgramOps.td [ml_program] op MLProgram_TokenOp.results", "the summary of ml_program's token type (which the op's operand and result constraints name) is in our own words, and its record is a TypeDef without upstream's MLProgram_Type class"],
  ["mlir/Dialect/MLProgram/IR/MLProgramOps.td [ml_program] MLProgram_TokenType", "the summary of ml_program's token type (which the op's operand and result constraints name) is in our own words, and its record is a TypeDef without upstream's MLProgram_Type class"],
  ["mlir/Dialect/MLProgram/IR/MLProgramOps.td [ml_program] MLProgram_ExternAttr", "the summary of #ml_program.extern is in our own words"],
]);

describe("upstream op definition files on our library", () => {
  beforeEach((ctx) => skipWithout(ctx, "mlir-tblgen", "mlir-include"));
  it("evaluate with identical ODS facts", async () => {
    const files = opFiles(path.join(UPSTREAM_INCLUDE, "mlir"));
    // Upstream CMake also puts each file's directory on the include path.
    const jobs = files.flatMap((file) => [
      () => runTblgen(["--print-records", "-I", UPSTREAM_INCLUDE, "-I", path.dirname(file), file]),
      () => runTblgen(["--print-records", "-I", defsDir, "-I", UPSTREAM_INCLUDE, "-I", path.dirname(file), file]),
    ]);
    const results = await inBatches(jobs, 2);
    const problems: string[] = [];
    const known: string[] = [];
    let evaluated = 0;
    let onOurs = 0;
    let ops = 0;
    let opsSame = 0;
    let others = 0;
    let othersSame = 0;
    files.forEach((file, i) => {
      const upstream = results[2 * i];
      const ours = results[2 * i + 1];
      if (upstream === undefined || ours === undefined) throw new Error("missing tblgen result");
      if (!upstream.ok) return; // a fragment meant to be included elsewhere
      evaluated += 1;
      const relative = path.relative(UPSTREAM_INCLUDE, file);
      if (!ours.ok) {
        problems.push(`${relative}: fails on our library: ${ours.stderr.split("\n")[0] ?? ""}`);
        return;
      }
      onOurs += 1;
      const upstreamRecords = parsePrintedRecords(upstream.stdout);
      const upstreamFacts = new FactExtractor(upstreamRecords);
      const ourFacts = new FactExtractor(parsePrintedRecords(ours.stdout));
      for (const dialect of dialectNames(upstreamRecords)) {
        const comparison = compareDialects(ourFacts.dialectFacts(dialect), upstreamFacts.dialectFacts(dialect));
        ops += comparison.totalOps;
        opsSame += comparison.matchedOps;
        others += comparison.totalOthers;
        othersSame += comparison.matchedOthers;
        for (const m of comparison.mismatches) {
          const key = `${relative} [${dialect}] ${m.where}`;
          const reason = KNOWN_DIFFERENCES.get(key);
          if (reason !== undefined) {
            known.push(`${key}: ${reason}`);
            continue;
          }
          if (problems.length < 200) problems.push(`${key}\n    ours:     ${m.ours}\n    upstream: ${m.upstream}`);
        }
      }
    });
    console.log(`ods parity on upstream op files: ${onOurs}/${evaluated} *Ops.td files evaluate on our library; ${opsSame}/${ops} ops and ${othersSame}/${others} enums/attrs/types identical`);
    if (known.length > 0) console.log(`known differences (${known.length}):\n${known.join("\n")}`);
    for (const key of KNOWN_DIFFERENCES.keys()) {
      if (!known.some((k) => k.startsWith(`${key}: `))) problems.push(`${key} is listed as a known difference but is identical now`);
    }
    if (problems.length > 0) console.log(problems.slice(0, 40).join("\n"));
    expect(problems).toEqual([]);
  });
});
