// Inputs written for tsmlir (samples/*.mlir) using the ops whose syntax is generated from
// MLIR 19's .td files where upstream's own tests are of later MLIR versions mlir-opt 19
// refuses (complex), plus result names, default-valued properties, default-valued
// attributes in attr-dict, hand-written memref and vector syntax and llvm's, gpu's and
// transform's ops and types, shape's hand-written ops: printed by tsmlir-opt exactly as
// mlir-opt 19 prints them, custom and generic form, and read back from mlir-opt's output.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { createWorkspace, differenceOf, runMlirOpt, runTsmlirOpt } from "../rewrite/canonicalize-harness.js";

const samplesDir = join(dirname(fileURLToPath(import.meta.url)), "samples");

describe("upstream dialect syntax samples against mlir-opt 19", () => {
  for (const name of readdirSync(samplesDir).filter((f) => f.endsWith(".mlir")).sort()) {
    for (const flags of [[], ["--mlir-print-op-generic"]]) {
      it(`${name} ${flags.join(" ") || "(custom form)"}`, async (ctx) => {
        skipWithout(ctx, "mlir-opt");
        const workspace = createWorkspace();
        const input = readFileSync(join(samplesDir, name), "latin1");
        const theirs = runMlirOpt(workspace, input, flags);
        expect(theirs.code).toBe(0);
        expect(differenceOf(theirs, await runTsmlirOpt(workspace, input, flags))).toBeUndefined();
        // mlir-opt's output reads back to the same text.
        expect(differenceOf(theirs, await runTsmlirOpt(workspace, theirs.stdout, flags))).toBeUndefined();
      }, 120_000);
    }
  }
});
