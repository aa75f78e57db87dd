// Language features beyond what upstream MLIR files use (named template arguments,
// defset, deftype, nested defm, foreach ranges, slices, every bang operator...):
// each fixture must print exactly what mlir-tblgen prints for it.
import { readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { evaluateTableGenFile, TableGenFailure } from "../../src/tablegen/index.js";
import { printRecords } from "../../src/tablegen/records.js";
import { inBatches, runOracle } from "./oracle.js";

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = resolve(here, "../fixtures/tablegen/features");
const files = readdirSync(fixtures).filter((f) => f.endsWith(".td")).sort();

describe("tablegen language features", () => {
  it("evaluates every feature fixture", () => {
    for (const file of files) {
      const keeper = evaluateTableGenFile(join(fixtures, file), { includeDirs: [fixtures] });
      expect(keeper.defs.size, file).toBeGreaterThan(0);
    }
  });

  it("prints the same records as mlir-tblgen", async (ctx) => {
    skipWithout(ctx, "mlir-tblgen", "mlir-include");
    const oracle = await inBatches(
      files.map((file) => () => runOracle(["--print-records", "-I", ".", file], fixtures)),
      2,
    );
    let identical = 0;
    const failures: string[] = [];
    files.forEach((file, i) => {
      let ours: string;
      try {
        ours = printRecords(evaluateTableGenFile(join(fixtures, file), { includeDirs: [fixtures] }));
      } catch (e) {
        ours = e instanceof TableGenFailure ? e.rendered : String(e);
      }
      if (oracle[i]?.status === 0 && ours === oracle[i]?.stdout) identical++;
      else failures.push(file);
    });
    console.log(`tablegen features: ${identical}/${files.length} identical`);
    expect(failures).toEqual([]);
  });
});
