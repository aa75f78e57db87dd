// The same registered-only corpus cases, read from their ORIGINAL text (custom syntax of
// func/arith/cf/scf/math/index: generated assembly formats and the hand-written syntax in
// src/dialects/hooks) without --allow-unregistered-dialect, must print in generic form
// exactly what mlir-opt 19 printed (the generic/ file).
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { processBuffer } from "../../src/cli/opt.js";
import { parseOptOptions } from "../../src/cli/opt-options.js";
import { mlirOpt, registeredOnlyCases } from "./corpus-selection.js";
import { casesDir } from "../environment.js";


function mlirOptPrint(name: string): Promise<string | undefined> {
  return new Promise((done) => {
    execFile(mlirOpt, [name], { cwd: casesDir, encoding: "latin1" }, (error, stdout) => done(error === null ? stdout : undefined));
  });
}

describe("custom syntax of the registered dialects", () => {
  const cases = existsSync(casesDir) ? registeredOnlyCases() : [];
  it("parses the original corpus text to mlir-opt 19's generic output", async (ctx) => {
    skipWithout(ctx, "corpus");
    const failures: string[] = [];
    let identical = 0;
    for (const { name, bytes } of cases) {
      const source = readFileSync(join(casesDir, name));
      const errors: string[] = [];
      const out: Uint8Array[] = [];
      const result = await processBuffer(source, name, parseOptOptions(["--mlir-print-op-generic", name]), (t) => errors.push(t), (b) => out.push(b));
      if (result.ok && Buffer.concat(out).toString("latin1") === bytes.toString("latin1")) identical++;
      else failures.push(`${name}: ${result.ok ? "printed text differs" : (errors.join("").split("\n")[0] ?? "failed")}`);
    }
    console.log(`registered dialects, custom syntax: ${identical}/${cases.length} identical`);
    if (failures.length > 0) console.log(failures.join("\n"));
    expect(failures).toEqual([]);
  }, 300_000);
  it("prints them in custom form exactly as mlir-opt 19 does (run now)", async (ctx) => {
    skipWithout(ctx, "corpus", "mlir-opt");
    const failures: string[] = [];
    let identical = 0;
    for (const { name } of cases) {
      const source = readFileSync(join(casesDir, name));
      const errors: string[] = [];
      const out: Uint8Array[] = [];
      const result = await processBuffer(source, name, parseOptOptions([name]), (t) => errors.push(t), (b) => out.push(b));
      const theirs = await mlirOptPrint(name);
      if (result.ok && theirs !== undefined && Buffer.concat(out).toString("latin1") === theirs) identical++;
      else failures.push(`${name}: ${result.ok ? "printed text differs" : (errors.join("").split("\n")[0] ?? "failed")}`);
    }
    console.log(`registered dialects, custom form printing: ${identical}/${cases.length} identical`);
    if (failures.length > 0) console.log(failures.join("\n"));
    expect(failures).toEqual([]);
  }, 300_000);
});
