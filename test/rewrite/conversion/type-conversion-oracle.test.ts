// The dialect conversion's type conversions against mlir-opt 19: its test pass
// -test-legalize-type-conversion on cases/type-conversion.mlir, and ours (the same pass on
// our framework, loaded as a pass plugin: type-conversion-driver.ts) on the same input. The
// output IR, the diagnostics (MLIR 19's messages, locations and notes) and, for the cases
// that fail, the IR after the failure (--mlir-print-ir-after-failure: the conversion rolled
// back) must be identical, chunk by chunk.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { skipWithout } from "../../environment.js";
import { runMlirOpt, runOurs } from "../../pass/oracle.js";

const here = dirname(fileURLToPath(import.meta.url));
const input = join(here, "cases/type-conversion.mlir");
const plugin = join(here, "type-conversion-driver.ts");
const flags = ["-test-legalize-type-conversion", "-allow-unregistered-dialect", "--mlir-print-ir-after-failure"];

/** One run per chunk, so each chunk's rolled-back IR is compared with its own diagnostics. */
function chunks(): string[] {
  return readFileSync(input, "utf8").split(/^\/\/ -----$/m);
}

describe("-test-legalize-type-conversion against mlir-opt 19", () => {
  it("prints the same output, diagnostics and rolled-back IR for every chunk", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const all = chunks();
    let identical = 0;
    let failing = 0;
    const differences: string[] = [];
    const dir = mkdtempSync(join(tmpdir(), "tsmlir-type-conversion-"));
    try {
      for (let i = 0; i < all.length; i++) {
        const file = `chunk${i}.mlir`;
        writeFileSync(join(dir, file), all[i] as string);
        const theirs = await runMlirOpt([...flags, file], dir);
        // The plugin module is ours alone (mlir-opt has the pass built in).
        const ours = await runOurs([`--load-pass-plugin=${plugin}`, ...flags, file], dir);
        if (theirs.code !== 0) failing++;
        if (ours.code === theirs.code && ours.stdout === theirs.stdout && ours.stderr === theirs.stderr) identical++;
        else differences.push(`chunk ${i}:\n--- mlir-opt (${theirs.code})\n${theirs.stdout}${theirs.stderr}\n--- ours (${ours.code})\n${ours.stdout}${ours.stderr}`);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    console.log(`-test-legalize-type-conversion: ${identical}/${all.length} chunks identical to mlir-opt 19 (${failing} of them fail the conversion)`);
    expect(differences).toEqual([]);
    // The cases cover both outcomes.
    expect(failing).toBeGreaterThan(3);
    expect(all.length - failing).toBeGreaterThan(5);
  }, 120_000);
});
