// The checked-in upstream op layout table must match what MLIR 19's ODS generates
// (re-derived with mlir-tblgen at test time), and its entries must parse.
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { UPSTREAM_OP_LAYOUTS } from "../../src/bytecode/dialect/upstream-op-layouts.js";
import { parseLayout } from "../../src/bytecode/dialect/ods-properties.js";
import { repoRoot } from "./oracle.js";
import { mlirInclude } from "../environment.js";

describe("upstream op layouts", () => {
  it("parse into attribute and segment entries", () => {
    let ops = 0;
    for (const [name, spec] of Object.entries(UPSTREAM_OP_LAYOUTS)) {
      ops++;
      for (const entry of parseLayout(spec)) {
        expect(entry.name.length, name).toBeGreaterThan(0);
        if (entry.kind === "segments") expect(entry.size, name).toBeGreaterThan(0);
      }
    }
    expect(UPSTREAM_OP_LAYOUTS["func.func"]).toBe("arg_attrs?,function_type,res_attrs?,sym_name,sym_visibility?");
    expect(ops).toBeGreaterThan(1500);
  });
  it("match mlir-tblgen 19's generated writeProperties", (ctx) => {
    skipWithout(ctx, "mlir-tblgen", "mlir-include");
    const tool = join(repoRoot, "src/bytecode/tools/extract-op-layouts.ts");
    const result = spawnSync("node", ["--import", "tsx", tool, "--check", resolve(mlirInclude, "..")], { cwd: repoRoot, encoding: "utf8" });
    console.log(result.stdout.trim());
    expect(result.status).toBe(0);
  });
});
