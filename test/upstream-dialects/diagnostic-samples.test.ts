// Invalid inputs written for tsmlir (diagnostic-samples/*.mlir) where upstream's own invalid
// tests carry the messages of later MLIR versions (mlir-opt 19 refuses those chunks): each
// file run with --split-input-file, tsmlir-opt's output and diagnostics (errors and their
// notes) exactly as mlir-opt 19's.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { compareTools, createWorkspace } from "../rewrite/canonicalize-harness.js";

const samplesDir = join(dirname(fileURLToPath(import.meta.url)), "diagnostic-samples");

describe("upstream dialect diagnostics against mlir-opt 19", () => {
  for (const name of readdirSync(samplesDir).filter((f) => f.endsWith(".mlir")).sort()) {
    it(name, async (ctx) => {
      skipWithout(ctx, "mlir-opt");
      const input = readFileSync(join(samplesDir, name), "latin1");
      expect(await compareTools(createWorkspace(), input, ["--split-input-file"])).toBeUndefined();
    }, 120_000);
  }
});
