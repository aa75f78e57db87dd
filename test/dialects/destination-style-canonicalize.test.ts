// Canonicalization through DestinationStyleOpInterface and scf.forall's tensor patterns, against
// mlir-opt 19 at test time (plain, generic and debug-info output): the tensor dialect's
// FoldTensorCastProducerOp on every destination-style op (linalg, vector transfers,
// bufferization.materialize_in_destination; not scf.forall, a loop), tensor.dim and
// tensor.unpack reading the init of a destination-style producer, and scf.forall's
// DimOfForallOp and FoldTensorCastOfOutputIntoForallOp. Inputs written here, one module per function.
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { compareTools, createWorkspace } from "../rewrite/canonicalize-harness.js";

const FUNCTIONS: readonly string[] = [
  `func.func @transfer_write_cast(%v: vector<4xf32>, %t: tensor<4xf32>, %i: index) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %w = vector.transfer_write %v, %c[%i] : vector<4xf32>, tensor<?xf32>
  return %w : tensor<?xf32>
}`,
  `func.func @materialize_cast(%s: tensor<4xf32>, %d: tensor<4xf32>) -> tensor<?xf32> {
  %c = tensor.cast %s : tensor<4xf32> to tensor<?xf32>
  %e = tensor.cast %d : tensor<4xf32> to tensor<?xf32>
  %r = bufferization.materialize_in_destination %c in %e : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}`,
  `func.func @forall_cast(%t: tensor<4xf32>) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %c) -> (tensor<?xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<?xf32>
}`,
  `func.func @dim_of_forall(%t: tensor<?xf32>, %n: index) -> index {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xf32>) {
    %x = tensor.extract_slice %o[%i] [1] [1] : tensor<?xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  %c0 = arith.constant 0 : index
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  return %d : index
}`,
  `func.func @dim_of_transfer_write(%v: vector<4xf32>, %t: tensor<?xf32>, %i: index) -> index {
  %w = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %w, %c0 : tensor<?xf32>
  return %d : index
}`,
  `func.func @unpack_of_dps(%s: tensor<2x4xf32>, %d: tensor<8xf32>, %v: vector<4xf32>, %i: index) -> tensor<8xf32> {
  %w = vector.transfer_write %v, %d[%i] : vector<4xf32>, tensor<8xf32>
  %u = tensor.unpack %s inner_dims_pos = [0] inner_tiles = [4] into %w : tensor<2x4xf32> -> tensor<8xf32>
  return %u : tensor<8xf32>
}`,
  `func.func @generic_cast(%t: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %e = tensor.cast %o : tensor<4xf32> to tensor<?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%c : tensor<?xf32>) outs(%e : tensor<?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}`,
  `func.func @forall_cast_body(%t: tensor<8xf32>, %u: tensor<?xf32>, %n: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %c = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %c, %p = %u) -> (tensor<?xf32>, tensor<?xf32>) {
    %x = tensor.extract_slice %o[%i] [1] [1] : tensor<?xf32> to tensor<1xf32>
    %y = tensor.extract_slice %p[%i] [1] [1] : tensor<?xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %y into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
      tensor.parallel_insert_slice %x into %p[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  } {some.attr = 1 : i32}
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xf32>
}`,
  `func.func @forall_mapped(%t: tensor<8x8xf32>) -> tensor<?x8xf32> {
  %c = tensor.cast %t : tensor<8x8xf32> to tensor<?x8xf32>
  %r = scf.forall (%i, %j) in (2, 4) shared_outs(%o = %c) -> (tensor<?x8xf32>) {
    %x = tensor.extract_slice %o[%i, %j] [1, 1] [1, 1] : tensor<?x8xf32> to tensor<1x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<?x8xf32>
    }
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return %r : tensor<?x8xf32>
}`,
];

const MODES: readonly (readonly string[])[] = [[], ["--mlir-print-op-generic"], ["--mlir-print-debuginfo"]];

describe("destination-style ops under -canonicalize", () => {
  it("rewrite as mlir-opt 19 does", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const workspace = createWorkspace();
    const failures: string[] = [];
    for (const mode of MODES) {
      for (let i = 0; i < FUNCTIONS.length; i++) {
        const difference = await compareTools(workspace, `${FUNCTIONS[i] as string}\n`, ["-canonicalize", ...mode]);
        if (difference !== undefined) failures.push(`function ${i} ${mode.join(" ")}: ${difference}`);
      }
    }
    console.log(`destination-style -canonicalize: ${FUNCTIONS.length * MODES.length - failures.length}/${FUNCTIONS.length * MODES.length} function runs identical to mlir-opt 19`);
    expect(failures).toEqual([]);
  });
});
