// Parse errors of vector's six ops with hand-written syntax (transfer_read/write, contract,
// outerproduct, mask, warp_execute_on_lane_0), against mlir-opt 19 at test time: their own
// messages (with the `custom op` prefix, at the token MLIR reports) and the operand type
// errors their inferred mask, result and passthru types give; and verifier errors
// Vector/invalid.mlir does not reach. Inputs written here.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { runMlirOptOn as theirs, runTsmlirOptOn as ours } from "../dialects/opt-runs.js";

const ARGS = "%A: memref<?xf32>, %V: memref<?xvector<4xf32>>, %i: index, %f: f32, %vf: vector<4xf32>, %m: vector<4xi1>, %a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>, %m8: vector<8xi1>";
const MAPS = "#mk = affine_map<(m, n, k) -> (m, k)>\n#kn = affine_map<(m, n, k) -> (k, n)>\n#mn = affine_map<(m, n, k) -> (m, n)>\n";
const TRAITS = `{indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}`;

/** `body` alone in a function taking every value the inputs use. */
function inFunction(body: string): string {
  return `${MAPS}func.func @f(${ARGS}) {\n  ${body}\n  return\n}\n`;
}

const INPUTS: readonly string[] = [
  // transfer_read / transfer_write
  "%0 = vector.transfer_read %A[%i], %f : memref<?xf32>",
  "%0 = vector.transfer_read %A[%i], %f : vector<4xf32>, vector<4xf32>",
  "%0 = vector.transfer_read %A[%i], %f : memref<?xf32>, f32",
  "%0 = vector.transfer_read %A[%i], %f, %m {permutation_map = affine_map<(d0) -> (d0, d0)>} : memref<?xf32>, vector<4xf32>",
  "%0 = vector.transfer_read %V[%i], %vf, %m : memref<?xvector<4xf32>>, vector<4xf32>",
  "%0 = vector.transfer_read %A[%i], %f, %m {permutation_map = affine_map<(d0) -> (0)>} : memref<?xf32>, vector<4xf32>",
  "%0 = vector.transfer_read %A[%i] %f : memref<?xf32>, vector<4xf32>",
  "%0 = vector.transfer_read %A[%i], %vf : memref<?xf32>, vector<4xf32>",
  "vector.transfer_write %vf, %A[%i] : memref<?xf32>, vector<4xf32>",
  "vector.transfer_write %vf, %A[%i] : vector<4xf32>, f32",
  "vector.transfer_write %vf, %A[%i] : vector<4xf32>, tensor<?xf32>",
  "vector.transfer_write %vf, %A[%i], %m {permutation_map = affine_map<(d0) -> (0)>} : vector<4xf32>, memref<?xf32>",
  "vector.transfer_write %vf, %A[%i], %m : vector<4xf32>",
  // contract
  `%0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "other"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>`,
  "%0 = vector.contract [1] %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>",
  `%0 = vector.contract ${TRAITS} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> to vector<4x16xf32>`,
  `%0 = vector.contract ${TRAITS} %a, %b, %c, %m : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>`,
  `%0 = vector.contract ${TRAITS} %a, %b, %c, %m, %m : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>`,
  `%0 = vector.contract ${TRAITS} %a, %b, %a : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>`,
  // outerproduct
  "%0 = vector.outerproduct %vf : vector<4xf32>, f32",
  "%0 = vector.outerproduct %f, %vf : f32, vector<4xf32>",
  "%0 = vector.outerproduct %vf, %vf, %vf : vector<4xf32>, vector<4xf32>",
  "%0 = vector.outerproduct %vf, %f, %c : vector<4xf32>, f32",
  // mask
  "%0 = vector.mask %m, %vf { vector.yield %vf : vector<4xf32> } : vector<4xi1> -> vector<8xf32>",
  "%0 = vector.mask %m vector.yield : vector<4xi1>",
  "vector.mask %m { vector.yield } vector<4xi1>",
  // warp_execute_on_lane_0
  "vector.warp_execute_on_lane_0(%i#0)[32] {\n  }",
  "vector.warp_execute_on_lane_0(%i)[%i] {\n  }",
  "vector.warp_execute_on_lane_0(%i)[32] args(%vf, %vf : vector<4xf32>) {\n  }",
  "vector.warp_execute_on_lane_0(%f)[32] {\n  }",
  "vector.warp_execute_on_lane_0 %i [32] {\n  }",
  // verifiers
  "%0 = vector.outerproduct %vf, %vf, %vf {kind = #vector.kind<xor>} : vector<4xf32>, vector<4xf32>",
  "%0 = vector.outerproduct %vf, %f {kind = #vector.kind<maxsi>} : vector<4xf32>, f32",
  `%0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<and>} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>`,
  `%0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [#mk, #kn, #mn], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>) -> vector<4x16xf32>`,
  "%0 = vector.warp_execute_on_lane_0(%i)[32] -> (vector<3xf32>) {\n    %v = arith.constant dense<1.0> : vector<64xf32>\n    vector.yield %v : vector<64xf32>\n  }",
  "%0 = vector.warp_execute_on_lane_0(%i)[32] args(%vf : vector<4xf32>) -> (f32) {\n  ^bb0(%x: vector<128xf32>):\n    vector.yield %f : f32\n  }",
  `%0 = "vector.transfer_read"(%A, %i, %f, %m8) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 1>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, f32, vector<8xi1>) -> vector<4xf32>`,
  "%0 = vector.transfer_read %A[%i], %i : memref<?xf32>, vector<4xf32>",
  "%0 = vector.transfer_read %A[%i], %f {in_bounds = [true, false]} : memref<?xf32>, vector<4xf32>",
  "%0 = vector.transfer_read %A[%i], %f : memref<?xf32>, vector<3xi8>",
  "vector.transfer_write %vf, %A[%i] {masked = [false]} : vector<4xf32>, memref<?xf32>",
];

const scratch = mkdtempSync(join(tmpdir(), "vector-handwritten-errors-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("vector hand-written syntax parse and verifier errors", () => {
  it("are reported as mlir-opt 19 reports them", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const failures: string[] = [];
    let same = 0;
    for (let i = 0; i < INPUTS.length; i++) {
      const path = join(scratch, `input${i}.mlir`);
      writeFileSync(path, inFunction(INPUTS[i] as string));
      const [a, b] = await Promise.all([ours(path), theirs(path)]);
      if (a.ok === b.ok && a.text === b.text) same++;
      else failures.push(`input ${i}:\n--- ours\n${a.text}\n--- mlir-opt\n${b.text}`);
    }
    console.log(`vector hand-written syntax parse and verifier errors: ${same}/${INPUTS.length} identical to mlir-opt 19`);
    expect(failures).toEqual([]);
  }, 120_000);
});
