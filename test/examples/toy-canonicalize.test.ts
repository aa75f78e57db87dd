// The Toy dialect's DRR canonicalization patterns (examples/toy/ToyCombine.td, generated
// into toy-combine.ts, registered through toy-hooks.ts's getCanonicalizationPatterns
// hooks) as `toy-opt -canonicalize` applies them: transpose of transpose, reshape of
// reshape, reshape of a constant, reshape to the same type.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../environment.js";

const tsx = join(repoRoot, "node_modules/tsx/dist/cli.mjs");

function toyOpt(...args: readonly string[]): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(process.execPath, [tsx, "--conditions=tsmlir-source", join(repoRoot, "examples/toy/toy-opt.ts"), ...args], { cwd: repoRoot, encoding: "utf8" });
}

const expected = `module {
  func.func @transpose_transpose(%arg0: tensor<2x3xf64>) -> tensor<2x3xf64> {
    return %arg0 : tensor<2x3xf64>
  }
  func.func @reshape_reshape(%arg0: tensor<6xf64>) -> tensor<3x2xf64> {
    %0 = toy.reshape(%arg0 : tensor<6xf64>) to tensor<3x2xf64>
    return %0 : tensor<3x2xf64>
  }
  func.func @reshape_constant() -> tensor<3x2xf64> {
    %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00], [5.000000e+00, 6.000000e+00]]> : tensor<3x2xf64>
    return %0 : tensor<3x2xf64>
  }
  func.func @redundant_reshape(%arg0: tensor<2x3xf64>) -> tensor<2x3xf64> {
    return %arg0 : tensor<2x3xf64>
  }
  func.func @tutorial(%arg0: tensor<2x3xf64>) -> tensor<2x1xf64> {
    %0 = toy.constant dense<[[1.000000e+00], [2.000000e+00]]> : tensor<2x1xf64>
    return %0 : tensor<2x1xf64>
  }
  func.func @kept(%arg0: tensor<*xf64>) -> tensor<*xf64> {
    %0 = toy.transpose %arg0 : tensor<*xf64> to tensor<*xf64>
    return %0 : tensor<*xf64>
  }
}

`;

describe("toy-opt -canonicalize", () => {
  it("applies the DRR patterns of ToyCombine.td", () => {
    const run = toyOpt("-canonicalize", "examples/toy/combine.mlir");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(expected);
  }, 60_000);

  it("can disable a pattern by its debug name, as mlir-opt's -canonicalize", () => {
    const run = toyOpt("--canonicalize=disable-patterns=TransposeTransposeOptPattern", "examples/toy/combine.mlir");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("toy.transpose %arg0 : tensor<2x3xf64> to tensor<3x2xf64>");
    expect(run.stdout).toContain("%0 = toy.reshape(%arg0 : tensor<6xf64>) to tensor<3x2xf64>");
  }, 60_000);
});
