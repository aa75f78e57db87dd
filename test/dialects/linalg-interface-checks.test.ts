// linalg's contraction and convolution checks reach exactly the named ops whose definitions
// declare ContractionOpInterface or ConvolutionOpInterface: every named op with fixed maps is
// written in generic form twice, once with a body that subtracts the product (only a
// contraction refuses it) and once with no init (a convolution refuses it before its body is
// verified), and tsmlir-opt must report what mlir-opt 19 reports for each.
import { describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { linalgNamedOps } from "../../generated/upstream/linalg-named-ops.js";
import { runOpt } from "../opt/run-opt.js";
import { mlirOpt } from "./corpus-selection.js";

type Variant = "subtracting-body" | "no-init";

/** One generic-form op per named op with fixed maps, every operand a dynamic f32 memref of its map's rank. */
function probes(variant: Variant): string {
  const funcs: string[] = [];
  for (const [cppClass, d] of Object.entries(linalgNamedOps)) {
    if (d.maps === "rank-polymorphic") continue;
    const ranks = d.maps.results.map((r) => r.length);
    const n = ranks.length;
    const inputs = variant === "no-init" ? n : n - 1;
    const type = (rank: number): string => (rank === 0 ? "f32" : `memref<${"?x".repeat(rank)}f32>`);
    const args = ranks.map((r, i) => `%a${i}: ${type(r)}`).join(", ");
    const operands = ranks.map((_, i) => `%a${i}`).join(", ");
    const blockArgs = ranks.map((_, i) => `%b${i}: f32`).join(", ");
    funcs.push(
      [
        `func.func @${cppClass}(${args}) {`,
        `  "${d.name}"(${operands}) <{operandSegmentSizes = array<i32: ${inputs}, ${n - inputs}>}> ({`,
        `  ^bb0(${blockArgs}):`,
        `    %0 = arith.mulf %b0, %b1 : f32`,
        `    %1 = arith.subf %b${n - 1}, %0 : f32`,
        `    linalg.yield %1 : f32`,
        `  }) : (${ranks.map(type).join(", ")}) -> ()`,
        `  return`,
        `}`,
      ].join("\n"),
    );
  }
  return funcs.join("\n// -----\n") + "\n";
}

function runMlirOpt(file: string): Promise<string> {
  return new Promise((done) => {
    execFile(mlirOpt, ["--split-input-file", file], { encoding: "latin1" }, (_error, _stdout, stderr) => done(stderr));
  });
}

describe.skipIf(!existsSync(mlirOpt))("linalg's interface checks", () => {
  for (const variant of ["subtracting-body", "no-init"] as const) {
    it(`refuse the named ops as mlir-opt 19 does (${variant})`, async () => {
      const dir = mkdtempSync(join(tmpdir(), "tsmlir-linalg-interfaces-"));
      const file = join(dir, `${variant}.mlir`);
      writeFileSync(file, probes(variant));
      const ours = await runOpt(["--split-input-file", file]);
      const theirs = await runMlirOpt(file);
      // Both must refuse some ops through each interface, or the probe tests nothing.
      const message = variant === "no-init" ? "error: expected op with 2 inputs and 1 output" : "error: expected add/mul op in the body";
      expect(theirs).toContain(message);
      expect(ours.stderr).toEqual(theirs);
    }, 120_000);
  }
});
