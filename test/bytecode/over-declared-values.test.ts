// Upstream numbers a region's values from the counts the file declares and accepts a
// region declaring more values than it defines. Corpus files whose innermost regions are
// rewritten to declare far more values than their bytes could define must read into the
// same IR (and, with the oracle, print what mlir-opt prints for them).
import { readFileSync, readdirSync, rmSync, writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { MLIRContext } from "../../src/ir/context.js";
import { printTopLevel } from "../../src/asm/printer.js";
import { readBytecodeModule } from "../../src/cli/opt-bytecode.js";
import { registerAllDialects } from "../../src/dialects/index.js";
import { readRawBytecode } from "../../src/bytecode/raw/read-raw.js";
import { writeRawBytecode } from "../../src/bytecode/raw/write-raw.js";
import type { RawBlock, RawRegion } from "../../src/bytecode/raw/model.js";
import { corpusDir, mapLimited, oracleMissingReason, runMlirOpt } from "./oracle.js";

const EXTRA_VALUES = 1_000_003;

function printGeneric(bytes: Uint8Array, name: string): string {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  registerAllDialects(context);
  const module = readBytecodeModule(bytes, context, name);
  return `${printTopLevel(module, { flags: { printGenericOpForm: true, printDebugInfo: true, printLocalScope: false } }).join("")}\n`;
}

/** Makes every region without nested regions declare EXTRA_VALUES more values; returns how many. */
function overDeclareLeafRegions(block: RawBlock): number {
  let changed = 0;
  for (const op of block.ops) {
    const regions = op.regions;
    if (regions === undefined) continue;
    for (let i = 0; i < regions.length; i++) {
      const region = regions[i] as RawRegion;
      if (region.blocks.length === 0) continue;
      const nested = region.blocks.some((b) => b.ops.some((o) => o.regions !== undefined && o.regions.length > 0));
      if (nested) for (const b of region.blocks) changed += overDeclareLeafRegions(b);
      else {
        regions[i] = { ...region, numValues: region.numValues + EXTRA_VALUES };
        changed++;
      }
    }
  }
  return changed;
}

describe("regions declaring more values than they define", () => {
  it("read into the same IR as the exact counts", async (ctx) => {
    skipWithout(ctx, "corpus");
    const dir = join(corpusDir, "bytecode");
    const files = readdirSync(dir).filter((f) => f.endsWith(".mlirbc")).sort().filter((_, i) => i % 6 === 0);
    // mlir-opt, when installed, confirms it reads the rewritten files the same way.
    const oracleMissing = oracleMissingReason();
    const work = mkdtempSync(join(tmpdir(), "tsmlir-overdeclared-"));
    let rewritten = 0;
    let regions = 0;
    const mismatches: string[] = [];
    const cases: Array<{ name: string; ours: string }> = [];
    for (const f of files) {
      const bytes = new Uint8Array(readFileSync(join(dir, f)));
      const raw = readRawBytecode(bytes);
      const changed = overDeclareLeafRegions(raw.root);
      if (changed === 0) continue;
      rewritten++;
      regions += changed;
      const modified = writeRawBytecode(raw);
      const name = `over-${f}`;
      writeFileSync(join(work, name), modified);
      const ours = printGeneric(modified, name);
      if (ours !== printGeneric(bytes, name)) mismatches.push(`${f}: differs from the exact counts`);
      cases.push({ name, ours });
    }
    if (oracleMissing === undefined) {
      const theirs = await mapLimited(cases, 4, (c) =>
        runMlirOpt(["--allow-unregistered-dialect", "--mlir-print-op-generic", "--mlir-print-debuginfo", c.name], work),
      );
      cases.forEach((c, i) => {
        const want = (theirs[i] as { stdout: Buffer }).stdout.toString("latin1");
        if (want !== c.ours) mismatches.push(`${c.name}: differs from mlir-opt`);
      });
    }
    rmSync(work, { recursive: true, force: true });
    console.log(`over-declared values: ${rewritten} files, ${regions} regions rewritten; ${rewritten - mismatches.length} read identically${oracleMissing === undefined ? " (and as mlir-opt reads them)" : ""}`);
    expect(rewritten).toBeGreaterThan(20);
    expect(mismatches).toEqual([]);
  }, 120_000);
});
