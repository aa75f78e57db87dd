// affine's custom syntax and verifiers (src/dialects/affine) against mlir-opt 19 run now,
// beyond upstream's ops/invalid tests: affine maps of SSA ids in every memory op, loop
// bounds of each kind, parallel bounds with max/min groups and reductions, the C++-only
// DMA ops, locations, and the diagnostics of malformed or invalid ops.
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { compareTools, createWorkspace } from "../rewrite/canonicalize-harness.js";

const valid = `func.func @memory(%A: memref<?x8xf32>, %V: memref<16xf32>, %i: index, %j: index, %n: index) {
  %c1 = arith.constant 1 : index
  %v = affine.load %A[%i + 3 + symbol(%n) * 2, %j floordiv 4] : memref<?x8xf32>
  affine.store %v, %A[%i * 3 - %n, (%j + %i) mod 8] {tag} : memref<?x8xf32>
  %w = affine.vector_load %V[%i + %i] : memref<16xf32>, vector<4xf32>
  affine.vector_store %w, %V[-%i + 12] : memref<16xf32>, vector<4xf32>
  affine.prefetch %A[%i, %j], write, locality<1>, instr : memref<?x8xf32>
  affine.prefetch %V[%c1], read, locality<3>, data {x = 1} : memref<16xf32>
  %a = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv 2 + s0)>(%i)[%n]
  %b = affine.min affine_map<(d0)[s0] -> (d0, s0, 7)>(%i)[%n]
  %c = affine.max affine_map<()[s0] -> (s0 - 1, 0)>()[%n] {y}
  %d:3 = affine.delinearize_index %i into (%n, %c1, %j) : index, index, index
  return
}
func.func @loops(%A: memref<64xf32>, %n: index, %m: index) -> f32 {
  %zero = arith.constant 0.0 : f32
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0)>(%n)[%m] to min affine_map<(d0) -> (d0 + 10, 64)>(%n) step 3 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 4)>(%i) {
      affine.for %k = -2 to %m {
      }
    }
  }
  %r = affine.for %i = 0 to 64 step 8 iter_args(%acc = %zero) -> (f32) {
    %x = affine.load %A[%i] : memref<64xf32>
    %s = affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 mod 2 == 0)>(%i)[%n] -> f32 {
      %t = arith.addf %acc, %x : f32
      affine.yield %t : f32
    } else {
      affine.yield %acc : f32
    }
    affine.yield %s : f32
  }
  affine.if affine_set<()[s0] : (s0 >= 0)>()[%n] {
    affine.store %r, %A[0] : memref<64xf32>
  }
  return %r : f32
}
func.func @parallel(%A: memref<100x100xf32>, %a: index, %b: index, %c: index) {
  affine.parallel (%i, %j) = (max(%a, %b + 1), 0) to (min(%c, symbol(%b) * 2), 100) step (4, 5) {
    %0:2 = affine.parallel (%k) = (%i) to (%i + 4) reduce ("maximumf", "addf") -> (f32, f32) {
      %v = affine.load %A[%k, %j] : memref<100x100xf32>
      affine.yield %v, %v : f32, f32
    }
  } {attr}
  affine.parallel (%i) = (0) to (symbol(%a)) {
  }
  return
}
func.func @dma(%A: memref<256xf32>, %B: memref<32xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index) {
  %c0 = arith.constant 0 : index
  affine.dma_start %A[%i + 1], %B[%c0], %tag[%c0], %n : memref<256xf32>, memref<32xf32, 1>, memref<1xi32>
  affine.dma_start %A[%i], %B[symbol(%n)], %tag[0], %n, %c0, %n : memref<256xf32>, memref<32xf32, 1>, memref<1xi32>
  affine.dma_wait %tag[%c0], %n : memref<1xi32>
  return
}
`;

const invalid = [
  "func.func @f(%A: memref<10xf32>, %i: index) {\n  %0 = affine.load %A[%i] : tensor<10xf32>\n  return\n}",
  "func.func @f(%A: memref<10xf32>, %i: index) {\n  %0 = affine.load %A[%i, symbol(%i] : memref<10xf32>\n  return\n}",
  "func.func @f(%A: memref<10xf32>, %i: index) {\n  %0 = affine.load %A[%i * %i] : memref<10xf32>\n  return\n}",
  "func.func @f(%A: memref<10xf32>, %i: index) {\n  %0 = affine.apply affine_map<(d0) -> (d0)>(%i)[%i]\n  return\n}",
  "func.func @f(%i: index) {\n  affine.for %j = %i, %i to 10 {\n  }\n  return\n}",
  'func.func @f(%i: index) {\n  affine.for %j = "x" to 10 {\n  }\n  return\n}',
  "func.func @f(%A: memref<10xf32>, %i: index) {\n  affine.prefetch %A[%i], rw, locality<3>, data : memref<10xf32>\n  return\n}",
  "func.func @f(%i: index) {\n  affine.parallel (%x) = (0) to (10) step (%i) {\n  }\n  return\n}",
  "func.func @f(%A: memref<10xf32>, %i: index) {\n  affine.dma_start %A[%i], %A[%i], %A[%i], %i, %i : memref<10xf32>, memref<10xf32>, memref<10xf32>\n  return\n}",
  "func.func @f(%i: index) {\n  affine.if affine_set<(d0) : (d0 >= 0)>(%i)[%i] {\n  }\n  return\n}",
  "func.func @f(%A: memref<10xf32>, %i: index) {\n  %0 = affine.load %A[%i] : memref<10xf32>\n  affine.store %0, %A[%i, 1] : memref<10xf32>\n  return\n}",
  'func.func @f(%A: memref<10xf32>) {\n  %0 = affine.load %A[0] : memref<10xf32>\n  %1 = affine.parallel (%x) = (0) to (10) reduce ("addf", "mulf") -> (f32) {\n    affine.yield %0 : f32\n  }\n  return\n}',
  "func.func @f(%A: memref<10xf32>, %i: index) {\n  affine.for %j = 0 to 10 {\n    %k = arith.addi %j, %j : index\n    %0 = affine.load %A[%k] : memref<10xf32>\n  }\n  return\n}",
  "func.func @f(%A: memref<10xf32>, %i: index) {\n  affine.dma_wait %A[%i + 1], %i : memref<10xf32>\n  %t = arith.constant 1 : i32\n  affine.for %j = 0 to 10 {\n    %k = arith.addi %j, %j : index\n    affine.dma_wait %A[%k], %i : memref<10xf32>\n  }\n  return\n}",
  // MLIR 19 accepts no result type for maxnumf/minnumf reductions.
  'func.func @f(%A: memref<10xf32>) {\n  %0 = affine.load %A[0] : memref<10xf32>\n  %1 = affine.parallel (%x) = (0) to (10) reduce ("maxnumf") -> (f32) {\n    affine.yield %0 : f32\n  }\n  return\n}',
].join("\n// -----\n");

describe("affine syntax against mlir-opt 19", () => {
  const modes: readonly (readonly string[])[] = [[], ["--mlir-print-op-generic"], ["--mlir-print-debuginfo"], ["--mlir-print-local-scope"]];
  for (const flags of modes) {
    it(`prints valid ops as mlir-opt does [${flags.join(" ") || "custom"}]`, async (ctx) => {
      skipWithout(ctx, "mlir-opt");
      expect(await compareTools(createWorkspace(), valid, flags)).toBeUndefined();
    });
  }
  it("reports malformed and invalid ops as mlir-opt does", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    expect(await compareTools(createWorkspace(), invalid, ["--split-input-file"])).toBeUndefined();
  });
});
