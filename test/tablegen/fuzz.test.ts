// A short run of scripts/fuzz-tablegen.ts (the full one is `npm run fuzz -- tablegen`):
// mutated .td files and generated deep/huge inputs through the command line, no stack
// trace, hang or runaway heap; accept/reject disagreements with mlir-tblgen are counted.
import { describe, expect, it } from "vitest";
import { formatReport, generatedSeeds, loadSeeds, runTablegenFuzz } from "../../scripts/fuzz-tablegen.js";

describe("tablegen fuzzing", () => {
  it("rejects or accepts every mutated input cleanly", async () => {
    const seeds = [...loadSeeds(), ...generatedSeeds()];
    const report = await runTablegenFuzz(seeds, 250, 424242);
    console.log(formatReport(report, seeds.length));
    expect(report.failures.map((f) => `${f.source} [${f.mutation}]: ${f.problem}`)).toEqual([]);
    expect(report.rejected).toBeGreaterThan(0);
    expect(report.accepted).toBeGreaterThan(0);
  });
});
