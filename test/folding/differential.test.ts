// The folds against mlir-opt 19 (test/folding/harness): a fixed set of generated cases,
// canonicalized by mlir-opt and folded by tsmlir, must agree case by case. The only
// tolerated difference is a last-bit one in math functions folded through the host's C
// library where glibc's function is not correctly rounded (counted and reported).
// scripts/fuzz-folding.ts runs the same comparison at length.
import { describe, expect, it } from "vitest";
import { generateCases } from "./harness/cases.js";
import { formatReport, oracleAvailable, runDifferential } from "./harness/differential.js";

describe("fold differential against mlir-opt 19", () => {
  it.skipIf(!oracleAvailable())("folds 8000 generated cases as mlir-opt -canonicalize does", () => {
    const report = runDifferential(generateCases(8000, 20260101));
    console.log(formatReport(report, 10));
    expect(report.oracleErrors).toEqual([]);
    expect(report.parseErrors).toEqual([]);
    expect(report.differences.map((d) => `c${d.index} ${d.op} [${d.form}]: ours ${d.ours} | mlir ${d.oracle}`)).toEqual([]);
    // Every op family is exercised, and the libm last-bit differences stay rare.
    expect(report.perOp.size).toBeGreaterThan(100);
    expect(report.lastBitDifferences.length).toBeLessThan(report.cases / 100);
  });
});
