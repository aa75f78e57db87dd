// arith's DRR canonicalization patterns (generated/arith-canonicalization.ts) through
// -canonicalize, against mlir-opt 19: each `// -----` chunk of arith-canonicalization.mlir
// (our cases: one or more per pattern, and cases a pattern must leave alone), printed
// plainly and with --mlir-print-debuginfo. Counts identical / different; a difference
// not listed below with its reason fails the test. The memory-effect stand-ins of
// test/rewrite/stand-ins.ts stand in for what the op generator does not emit yet.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot, skipWithout } from "../../environment.js";
import { runMlirOpt, runOurs } from "../harness.js";

const CASES = join(repoRoot, "test/rewrite/drr/arith-canonicalization.mlir");

/** Known differences that are not the patterns': case name and print mode, with the reason. */
const KNOWN_DIFFERENT: ReadonlyMap<string, string> = new Map<string, string>([]);

const MODES: readonly (readonly [string, readonly string[]])[] = [
  ["plain", ["-canonicalize"]],
  ["debuginfo", ["-canonicalize", "--mlir-print-debuginfo"]],
  ["generic", ["-canonicalize", "--mlir-print-op-generic"]],
];

function chunks(): { name: string; text: string }[] {
  return readFileSync(CASES, "latin1")
    .split(/^\/\/ -----$/m)
    .map((text) => ({ name: /func\.func @(\w+)/.exec(text)?.[1] ?? "?", text }));
}

describe("arith canonicalization patterns against mlir-opt 19", () => {
  it("prints what mlir-opt -canonicalize prints on each case", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    let identical = 0;
    const different: string[] = [];
    const unexpected: string[] = [];
    for (const chunk of chunks()) {
      for (const [mode, args] of MODES) {
        const theirs = runMlirOpt(chunk.text, args);
        const ours = await runOurs(chunk.text, args, true);
        const key = `${chunk.name} ${mode}`;
        if (theirs.ok && ours.ok && theirs.output === ours.output) {
          identical++;
          expect(KNOWN_DIFFERENT.has(key), `${key} is listed as different but is identical`).toBe(false);
          continue;
        }
        different.push(key);
        if (!KNOWN_DIFFERENT.has(key)) unexpected.push(`${key}\n--- mlir-opt\n${theirs.output}--- ours\n${ours.output}`);
      }
    }
    console.log(`arith canonicalization cases: ${identical} identical, ${different.length} different (${different.join("; ")}), 0 skipped`);
    expect(unexpected).toEqual([]);
    expect(identical).toBeGreaterThan(70);
  }, 300000);
});
