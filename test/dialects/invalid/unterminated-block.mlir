// "block with no terminator, has <op>" prints the op as MLIR does (generic form, local
// value names) also under --verify-diagnostics, where the "see current operation" note is off.
func.func @map_body(%buffer: memref<4x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]}
      outs(%buffer : memref<4x4xf32>) {
  ^bb0(%v: f32):
    // expected-error @+1 {{block with no terminator, has %0 = "arith.mulf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32}}
    %square = arith.mulf %v, %v : f32
  }
  return
}

// -----

func.func @scf_body(%lb: index, %ub: index) {
  "scf.for"(%lb, %ub, %ub) ({
  ^bb0(%i: index):
    // expected-error @+1 {{block with no terminator, has %0 = "arith.addi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index}}
    %twice = arith.addi %i, %i overflow<nsw> : index
  }) : (index, index, index) -> ()
  return
}
