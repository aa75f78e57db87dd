// A short run of scripts/fuzz-mlir.ts (the full one is `npm run fuzz -- mlir`): mutated
// corpus files and generated deep/large inputs through tsmlir-opt's command line, never a
// JavaScript stack, internal failure, hang or runaway heap; with mlir-opt installed each
// input is compared with it and the agreements and mismatches are counted and reported.
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { formatTextFuzzReport, generatedTextSeeds, loadTextSeeds, runTextFuzz } from "../../scripts/fuzz-mlir.js";

describe("MLIR text fuzzing", () => {
  it("refuses or accepts every mutated input cleanly", async (ctx) => {
    skipWithout(ctx, "corpus");
    const seeds = [...loadTextSeeds(), ...generatedTextSeeds()];
    const report = await runTextFuzz(seeds, 150, 20261126);
    console.log(formatTextFuzzReport(report, seeds.length));
    expect(report.failures.map((f) => `${f.source}: ${f.problem}`)).toEqual([]);
    expect(report.accepted).toBeGreaterThan(0);
    expect(report.rejected).toBeGreaterThan(0);
  }, 300_000);
});
