// Upstream's canonicalization tests for cf, scf, index, math and func, case by case,
// through mlir-opt 19 and tsmlir-opt with each file's RUN-line options (plus
// --allow-unregistered-dialect on both sides: upstream's placeholder `test.*` ops are in
// mlir-opt's test dialect, which accepts unknown ops; ours has no test dialect). Every case
// is identical, skipped for ops outside our seven dialects (counted, with the namespaces),
// or a known difference listed with its reason in upstream-canonicalize-known.tsv; a case
// that differs without being listed, or is listed but now identical, fails the test. Cases
// mlir-opt 19 rejects (the copies are of later versions of the files, with syntax MLIR 19
// lacks) are counted as skipped, provided ours rejects them too.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { skipWithout, unavailable, upstreamTestsDir } from "../environment.js";
import { createWorkspace, differenceOf, runMlirOpt, runTsmlirOpt } from "./canonicalize-harness.js";
import { caseKey, upstreamCases, type UpstreamFile } from "./upstream-chunks.js";

const FILES: readonly UpstreamFile[] = [
  { dialect: "cf", path: "mlir/test/Dialect/ControlFlow/canonicalize.mlir" },
  { dialect: "scf", path: "mlir/test/Dialect/SCF/canonicalize.mlir" },
  { dialect: "index", path: "mlir/test/Dialect/Index/index-canonicalize.mlir" },
  { dialect: "math", path: "mlir/test/Dialect/Math/canonicalize.mlir" },
  { dialect: "func", path: "mlir/test/Transforms/canonicalize.mlir" },
];

const here = dirname(fileURLToPath(import.meta.url));

/** Known differences: `key<TAB>reason` per line, `#` comments. */
function knownDifferences(): Map<string, string> {
  const known = new Map<string, string>();
  for (const line of readFileSync(join(here, "upstream-canonicalize-known.tsv"), "utf8").split("\n")) {
    if (line.trim() === "" || line.startsWith("#")) continue;
    const [key = "", reason = ""] = line.split("\t");
    known.set(key, reason);
  }
  return known;
}

describe("upstream canonicalize tests against mlir-opt 19", () => {
  const missing = unavailable("mlir-opt", "upstream-tests");
  const known = knownDifferences();

  for (const file of FILES) {
    it(`${file.dialect}: ${file.path}`, async (ctx) => {
      skipWithout(ctx, "mlir-opt", "upstream-tests");
      if (!existsSync(join(upstreamTestsDir, file.path))) ctx.skip(`${file.path} is not in the copy of upstream's tests (${upstreamTestsDir})`);
      const { args, cases } = upstreamCases(file);
      const workspace = createWorkspace();
      const identical: string[] = [];
      const skipped: string[] = [];
      const knownDifferent: string[] = [];
      const failures: string[] = [];
      for (const c of cases) {
        const key = caseKey(c);
        if (c.foreignNamespaces.length > 0) {
          skipped.push(`${key}: uses ${c.foreignNamespaces.join(", ")}`);
          continue;
        }
        const toolArgs = ["--allow-unregistered-dialect", ...args];
        const theirs = runMlirOpt(workspace, c.text, toolArgs);
        if (theirs.code === -1) {
          // mlir-opt did not finish: nothing to compare (and ours is not run on it).
          skipped.push(`${key}: ${theirs.stderr}`);
          continue;
        }
        const ours = await runTsmlirOpt(workspace, c.text, toolArgs);
        if (theirs.code !== 0) {
          const error = /error: (.*)/.exec(theirs.stderr)?.[1] ?? theirs.stderr.trim();
          skipped.push(`${key}: mlir-opt 19 rejects it (${error})`);
          if (ours.code === 0) failures.push(`${key}: mlir-opt 19 rejects it (${error}), ours accepts it`);
          continue;
        }
        const difference = differenceOf(theirs, ours);
        const reason = known.get(key);
        if (difference === undefined) {
          identical.push(key);
          if (reason !== undefined) failures.push(`${key}: now identical, remove it from upstream-canonicalize-known.tsv`);
        } else if (reason !== undefined) knownDifferent.push(`${key}: ${reason}`);
        else failures.push(`${key}: ${difference}`);
      }
      console.log(
        [
          `${file.dialect} (${file.path}): ${cases.length} cases, ${identical.length} identical, ${knownDifferent.length + failures.length} different, ${skipped.length} skipped`,
          ...knownDifferent.map((d) => `  different (known): ${d}`),
          ...skipped.map((s) => `  skipped: ${s}`),
        ].join("\n"),
      );
      expect(failures).toEqual([]);
    });
  }
  if (missing !== undefined) console.log(`upstream canonicalize tests skipped: ${missing}`);
});
