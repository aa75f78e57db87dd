import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { loadCorpus, loadOlderVersions, runFuzz } from "../../scripts/fuzz-bytecode.js";

describe("bytecode fuzzing", () => {
  it("diagnoses every mutated input without crashing", (ctx) => {
    skipWithout(ctx, "corpus");
    const report = runFuzz(loadCorpus(), 2000, 12345);
    console.log(
      `bytecode fuzz: ${report.inputs} inputs, ${report.diagnostics} diagnosed, ${report.accepted} accepted, ` +
        `${report.failures.length} failures, slowest ${report.slowestMs.toFixed(1)} ms`,
    );
    expect(report.failures.map((f) => `${f.source} [${f.mutation}]: ${f.problem}`)).toEqual([]);
    expect(report.diagnostics).toBeGreaterThan(0);
  });

  it("diagnoses mutated files of bytecode versions 0..5 without crashing", async (ctx) => {

    skipWithout(ctx, "corpus");
    const older = await loadOlderVersions(16);
    const report = runFuzz(older, 1500, 6789);
    console.log(
      `bytecode fuzz (versions 0..5, ${older.length} files): ${report.inputs} inputs, ${report.diagnostics} diagnosed, ` +
        `${report.accepted} accepted, ${report.failures.length} failures, slowest ${report.slowestMs.toFixed(1)} ms`,
    );
    expect(report.failures.map((f) => `${f.source} [${f.mutation}]: ${f.problem}`)).toEqual([]);
    expect(older.length).toBeGreaterThan(0);
  });
});
