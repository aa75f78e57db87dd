// Upstream's canonicalization tests (issue 15's acceptance files), case by case, through
// mlir-opt 19 and tsmlir-opt with each file's RUN-line options, in each printing mode (plain,
// --mlir-print-debuginfo, --mlir-print-op-generic). Every case is identical, skipped for ops
// outside our seven dialects (counted, with the namespaces), or a known difference listed with
// its reason in upstream-canonicalize-known.tsv; a case that differs without being listed, or is
// listed but now identical, fails the test. Cases mlir-opt 19 rejects (some copies are of later
// versions of the files, with syntax or options MLIR 19 lacks) are counted as skipped, provided
// ours rejects them too.
import { describe, expect, it } from "vitest";
import { skipWithout, unavailable } from "../environment.js";
import { createWorkspace } from "./canonicalize-harness.js";
import { compareUpstreamFile, describeOutcome, knownDifferences, PRINT_MODES, UnfinishedRuns, UPSTREAM_CANONICALIZE_FILES } from "./upstream-conformance.js";

describe("upstream canonicalize tests against mlir-opt 19", () => {
  const missing = unavailable("mlir-opt", "upstream-tests");
  const known = knownDifferences();
  // A file's modes run one after another in this worker: what mlir-opt did not finish in one
  // is not waited for again in the next.
  const unfinished = new UnfinishedRuns();

  for (const file of UPSTREAM_CANONICALIZE_FILES) {
    for (const mode of PRINT_MODES) {
      it(`${file.dialect} [${mode.name}]: ${file.path}`, async (ctx) => {
        skipWithout(ctx, "mlir-opt", "upstream-tests");
        const outcome = await compareUpstreamFile(createWorkspace(), file, mode, known, unfinished);
        if (outcome.cases === 0) ctx.skip(outcome.skipped.join("; "));
        console.log(describeOutcome(outcome));
        expect(outcome.failures).toEqual([]);
      }, 600_000);
    }
  }
  if (missing !== undefined) console.log(`upstream canonicalize tests skipped: ${missing}`);
});
