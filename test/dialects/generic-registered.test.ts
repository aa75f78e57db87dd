// Every public corpus case whose ops/attributes/types all belong to our generated dialects
// goes through tsmlir-opt --mlir-print-op-generic WITHOUT --allow-unregistered-dialect, so
// every op is verified through its generated class, and must print what mlir-opt 19 printed
// (the generic/ file). With mlir-opt available, each case is also confirmed to be accepted by
// mlir-opt without --allow-unregistered-dialect.
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { processBuffer } from "../../src/cli/opt.js";
import { parseOptOptions } from "../../src/cli/opt-options.js";
import { excludedForForeignAttributesTypes, genericDir, mlirOpt, registeredOnlyCases } from "./corpus-selection.js";

function mlirOptAccepts(name: string): Promise<boolean> {
  return new Promise((done) => {
    execFile(mlirOpt, ["--mlir-print-op-generic", name], { cwd: genericDir, encoding: "latin1" }, (error) => done(error === null));
  });
}

describe("registered dialects", () => {
  const cases = registeredOnlyCases();
  it("print the generic corpus cases of func/arith/cf/scf/math/index exactly as mlir-opt 19", async (ctx) => {
    skipWithout(ctx, "corpus");
    const failures: string[] = [];
    let identical = 0;
    const checkOracle = existsSync(mlirOpt);
    for (const { name, bytes } of cases) {
      const args = ["--mlir-print-op-generic"];
      const errors: string[] = [];
      const out: Uint8Array[] = [];
      const result = await processBuffer(bytes, name, parseOptOptions([...args, name]), (t) => errors.push(t), (b) => out.push(b));
      const printed = Buffer.concat(out).toString("latin1");
      if (result.ok && printed === bytes.toString("latin1")) identical++;
      else failures.push(`${name}: ${result.ok ? "printed text differs" : (errors.join("").split("\n")[0] ?? "failed")}`);
      if (checkOracle && !(await mlirOptAccepts(name))) failures.push(`${name}: mlir-opt rejects it without --allow-unregistered-dialect (selection is wrong)`);
    }
    console.log(`registered dialects: ${identical}/${cases.length} identical`);
    const excluded = excludedForForeignAttributesTypes();
    console.log(
      `registered dialects: ${excluded.length} more cases have only our ops but attributes/types of unregistered dialects: ` +
        excluded.map((e) => `${e.name} (${e.dialects.join(", ")})`).join("; "),
    );
    if (!checkOracle) console.log(`mlir-opt not found at ${mlirOpt}: oracle acceptance check skipped`);
    if (failures.length > 0) console.log(failures.slice(0, 40).join("\n"));
    expect(failures).toEqual([]);
  }, 300_000);
});
