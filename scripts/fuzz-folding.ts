// Differential fuzzing of the folds (src/dialects/folding) against mlir-opt 19: COUNT
// generated cases (random and edge-case constants of every width and float type, splats,
// dense elements and the op chains the identity folds look through), canonicalized by
// mlir-opt in batches and folded by tsmlir, compared case by case. Prints the counts per
// op and the first differences; exits non-zero when any case differs.
//
//   npx tsx scripts/fuzz-folding.ts [COUNT=20000] [SEED=1] [SHOW=30]
import { generateCases } from "../test/folding/harness/cases.js";
import { formatReport, oracleAvailable, runDifferential } from "../test/folding/harness/differential.js";

const count = Number(process.argv[2] ?? 20000);
const seed = Number(process.argv[3] ?? 1);
const show = Number(process.argv[4] ?? 30);
if (!oracleAvailable()) {
  console.error("fuzz-folding: mlir-opt 19 is not installed (set MLIR_OPT)");
  process.exit(2);
}
const started = Date.now();
const report = runDifferential(generateCases(count, seed));
console.log(formatReport(report, show));
console.log(`fuzz-folding: ${((Date.now() - started) / 1000).toFixed(1)} s`);
const failed = report.differences.length + report.oracleErrors.length + report.parseErrors.length;
process.exit(failed === 0 ? 0 : 1);
