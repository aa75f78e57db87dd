// spirv.mlir.merge's place and the INTEL bfloat16 conversions' element counts, as MLIR 19
// verifies them; an unknown storage class is reported at the comma before it.

func.func @merge_outside() {
  // expected-error @+1 {{'spirv.mlir.merge' op expected parent op to be 'spirv.mlir.selection' or 'spirv.mlir.loop'}}
  spirv.mlir.merge
}

// -----

func.func @merge_not_last() {
  spirv.mlir.selection {
    // expected-error @+1 {{'spirv.mlir.merge' op can only be used in the last block of 'spirv.mlir.selection' or 'spirv.mlir.loop'}}
    spirv.mlir.merge
  ^bb1:
    spirv.mlir.merge
  }
  spirv.Return
}

// -----

spirv.func @bf16_counts(%arg0 : vector<2xf32>) "None" {
  // expected-error @+1 {{'spirv.INTEL.ConvertFToBF16' op operand and result must have same number of elements}}
  %0 = spirv.INTEL.ConvertFToBF16 %arg0 : vector<2xf32> to vector<4xi16>
  spirv.Return
}

// -----

// expected-error @+1 {{unknown storage class: Nowhere}}
func.func private @storage_class(!spirv.ptr<f32, Nowhere>) -> ()
