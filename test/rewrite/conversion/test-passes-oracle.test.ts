// The dialect conversion's type conversions against mlir-opt 19, through two of its test
// passes run on both tools (ours: the same pass on our framework, loaded as a pass plugin):
// -test-legalize-type-conversion (type-conversion-driver.ts; materializations, their
// failures, rollback) on cases/type-conversion.mlir, and -test-decompose-call-graph-types
// (decompose-call-graph-types.ts; 1:N conversions of tuple types: signature conversions,
// argument materializations of several values, 1:N operands) on
// cases/decompose-call-graph-types.mlir. The output IR, the diagnostics (MLIR 19's
// messages, locations and notes) and, for the cases that fail, the IR after the failure
// (--mlir-print-ir-after-failure: the conversion rolled back) must be identical, chunk by chunk.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { skipWithout } from "../../environment.js";
import { runMlirOpt, runOurs } from "../../pass/oracle.js";

const here = dirname(fileURLToPath(import.meta.url));

interface TestPass {
  readonly flag: string;
  readonly plugin: string;
  readonly cases: string;
  /** At least this many chunks fail the conversion in mlir-opt (the cases cover failures). */
  readonly minFailing: number;
}

const PASSES: readonly TestPass[] = [
  { flag: "-test-legalize-type-conversion", plugin: "type-conversion-driver.ts", cases: "type-conversion.mlir", minFailing: 4 },
  { flag: "-test-decompose-call-graph-types", plugin: "decompose-call-graph-types.ts", cases: "decompose-call-graph-types.mlir", minFailing: 0 },
];

describe("dialect conversion test passes against mlir-opt 19", () => {
  for (const pass of PASSES) {
    it(`${pass.flag}: the same output, diagnostics and rolled-back IR for every chunk`, async (ctx) => {
      skipWithout(ctx, "mlir-opt");
      // One run per chunk, so each chunk's rolled-back IR is compared with its own diagnostics.
      const all = readFileSync(join(here, "cases", pass.cases), "utf8").split(/^\/\/ -----$/m);
      const flags = [pass.flag, "-allow-unregistered-dialect", "--mlir-print-ir-after-failure"];
      let identical = 0;
      let failing = 0;
      const differences: string[] = [];
      const dir = mkdtempSync(join(tmpdir(), "tsmlir-type-conversion-"));
      try {
        for (let i = 0; i < all.length; i++) {
          const file = `chunk${i}.mlir`;
          writeFileSync(join(dir, file), all[i] as string);
          const theirs = await runMlirOpt([...flags, file], dir);
          // The plugin module is ours alone (mlir-opt has the pass built in).
          const ours = await runOurs([`--load-pass-plugin=${join(here, pass.plugin)}`, ...flags, file], dir);
          if (theirs.code !== 0) failing++;
          if (ours.code === theirs.code && ours.stdout === theirs.stdout && ours.stderr === theirs.stderr) identical++;
          else differences.push(`chunk ${i}:\n--- mlir-opt (${theirs.code})\n${theirs.stdout}${theirs.stderr}\n--- ours (${ours.code})\n${ours.stdout}${ours.stderr}`);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      console.log(`${pass.flag}: ${identical}/${all.length} chunks identical to mlir-opt 19 (${failing} of them fail the conversion)`);
      expect(differences).toEqual([]);
      expect(failing).toBeGreaterThanOrEqual(pass.minFailing);
      expect(all.length - failing).toBeGreaterThan(5);
    }, 120_000);
  }
});
