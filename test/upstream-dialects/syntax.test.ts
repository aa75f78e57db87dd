// The custom syntax of upstream dialects generated from MLIR 19's .td files (issue 20):
// upstream's ops/invalid tests of those dialects, chunk by chunk, against mlir-opt 19 (see
// syntax-conformance.ts). Every chunk mlir-opt 19 accepts is identical or a known difference
// listed with its reason in syntax-known.tsv; a chunk that differs without being listed, or is
// listed but now identical, fails the test. Counts per dialect are printed.
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { createWorkspace } from "../rewrite/canonicalize-harness.js";
import { compareSyntaxFile, describeSyntaxOutcome, knownSyntaxDifferences, modesOf, OracleRuns, SYNTAX_TEST_FILES } from "./syntax-conformance.js";

describe("upstream dialect syntax against mlir-opt 19", () => {
  const known = knownSyntaxDifferences();
  // One record of mlir-opt's runs: a file's modes run one after another and share the runs
  // made with the same flags on the same chunk.
  const oracle = new OracleRuns(createWorkspace());
  for (const file of SYNTAX_TEST_FILES) {
    for (const mode of modesOf(file)) {
      it(`${file.dialect} [${mode.name}]: ${file.path}`, async (ctx) => {
        skipWithout(ctx, "mlir-opt", "upstream-tests");
        const outcome = await compareSyntaxFile(createWorkspace(), file, mode, known, oracle);
        console.log(describeSyntaxOutcome(outcome));
        if (outcome.chunks === 0) ctx.skip(outcome.leftOut.join("; "));
        expect(outcome.failures).toEqual([]);
      }, 600_000);
    }
  }
});
