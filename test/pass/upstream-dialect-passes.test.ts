// cse and canonicalize over IR in the dialects tsmlir registers as stubs (memref, tensor,
// linalg, vector, gpu, ...): what these passes may do to such an op rests on what its ODS
// definition declares (its memory effects, speculatability, terminator and region traits),
// which the stub tables carry. Every generic corpus case with an op of a stub dialect is
// run by both tools with each pass, printed in the generic form (so the custom syntax
// tsmlir does not have yet for some of these dialects stays out of the comparison);
// stdout, stderr and exit status must match. What still differs is listed, with why, in
// upstream-dialect-passes-known.tsv: a listed case that now matches fails too, so the
// list stays exact. Counts are printed.
import { describe, expect, it } from "vitest";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { upstreamStubs } from "../../generated/upstream/stubs.js";
import { genericDir, opDialectsUsed, repoRoot } from "../dialects/corpus-selection.js";
import { compare, mapLimited, runMlirOpt } from "./oracle.js";
import { skipWithout } from "../environment.js";

const PASSES: readonly string[] = ["-cse", "-canonicalize"];
const KNOWN_FILE = join(repoRoot, "test/pass/upstream-dialect-passes-known.tsv");

/** `<pass> <case>` -> why it differs. */
function knownDifferences(): Map<string, string> {
  const known = new Map<string, string>();
  for (const line of readFileSync(KNOWN_FILE, "utf8").split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const [pass, name, why] = line.split("\t");
    if (pass === undefined || name === undefined || why === undefined || why === "") throw new Error(`malformed line in ${KNOWN_FILE}: ${line}`);
    known.set(`${pass} ${name}`, why);
  }
  return known;
}

/**
 * Upstream dialects that were stubs and are full dialects now (issue 20): their cases stay in
 * the comparison, which measures what their definitions add.
 */
const FORMER_STUB_DIALECTS: readonly string[] = ["tensor", "memref", "affine", "bufferization", "ml_program"];

/** Generic corpus cases with at least one op of a dialect registered as a stub (or that was one). */
function stubDialectCases(): string[] {
  if (!existsSync(genericDir)) return [];
  const stubs = new Set([...upstreamStubs.map((s) => s.namespace), ...FORMER_STUB_DIALECTS]);
  return readdirSync(genericDir)
    .filter((n) => n.endsWith(".mlir"))
    .sort()
    .filter((name) => [...opDialectsUsed(readFileSync(join(genericDir, name), "latin1"))].some((d) => stubs.has(d)));
}

/** mlir-opt 19 crashed (a signal, or LLVM's crash report). */
function crashed(result: { code: number; stderr: string }): boolean {
  return result.code >= 128 || result.stderr.includes("PLEASE submit a bug report");
}

describe("cse and canonicalize on stub-dialect IR vs mlir-opt 19", () => {
  it("changes the IR as mlir-opt changes it", async (ctx) => {
    skipWithout(ctx, "mlir-opt", "corpus");
    const known = knownDifferences();
    const cases = stubDialectCases();
    const jobs = PASSES.flatMap((pass) => cases.map((name) => ({ pass, name })));
    const outcomes = await mapLimited(jobs, 4, async ({ pass, name }) => {
      const args = [pass, "--mlir-print-op-generic", "--allow-unregistered-dialect", "--split-input-file", name];
      const result = await compare(args, genericDir);
      return { result, crash: !result.same && crashed(await runMlirOpt(args, genericDir)) };
    });
    const unexpected: string[] = [];
    const nowSame: string[] = [];
    const crashes: string[] = [];
    const counts = new Map<string, { same: number; known: number; total: number }>(PASSES.map((p) => [p, { same: 0, known: 0, total: 0 }]));
    for (const [i, { result, crash }] of outcomes.entries()) {
      const { pass, name } = jobs[i] as (typeof jobs)[number];
      const key = `${pass} ${name}`;
      const count = counts.get(pass) as { same: number; known: number; total: number };
      if (crash) {
        crashes.push(key);
        continue;
      }
      count.total++;
      if (result.same) {
        count.same++;
        if (known.has(key)) nowSame.push(key);
      } else if (known.has(key)) count.known++;
      else unexpected.push(result.report);
    }
    const listed = new Set(jobs.map((j) => `${j.pass} ${j.name}`));
    const stale = [...known.keys()].filter((k) => !listed.has(k));
    console.log(
      `stub-dialect IR (${cases.length} corpus cases):\n  ${[...counts].map(([p, c]) => `${p}: ${c.same}/${c.total} identical, ${c.known} known differences`).join("\n  ")}` +
        (crashes.length > 0 ? `\n  left out, mlir-opt 19 crashes: ${crashes.join(", ")}` : ""),
    );
    expect(unexpected, `${unexpected.length} unexpected differences; the first:\n${unexpected.slice(0, 3).join("\n\n")}`).toEqual([]);
    expect(nowSame, "listed as differing in upstream-dialect-passes-known.tsv, but identical now").toEqual([]);
    expect(stale, "listed in upstream-dialect-passes-known.tsv, but no longer a case").toEqual([]);
  }, 1_200_000);
});
