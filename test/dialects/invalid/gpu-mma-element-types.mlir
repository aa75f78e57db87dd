// gpu's subgroup MMA ops constrain the element type of their !gpu.mma_matrix operands more
// narrowly than the type does, and subgroup_mma_constant_matrix's value must be the
// matrix's element type.

func.func @compute_i32(%a: !gpu.mma_matrix<16x16xi32, "AOp">, %b: !gpu.mma_matrix<16x16xf16, "BOp">, %c: !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error @+1 {{'gpu.subgroup_mma_compute' op operand #0 must be gpu.mma_matrix of 8-bit signed integer or 8-bit unsigned integer or 16-bit float or 32-bit float values, but got '!gpu.mma_matrix<16x16xi32, "AOp">'}}
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xi32, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

func.func @compute_accumulator_si8(%a: !gpu.mma_matrix<16x16xsi8, "AOp">, %b: !gpu.mma_matrix<16x16xsi8, "BOp">, %c: !gpu.mma_matrix<16x16xsi8, "COp">) {
  // expected-error @+1 {{'gpu.subgroup_mma_compute' op operand #2 must be gpu.mma_matrix of 32-bit signless integer or 16-bit float or 32-bit float values, but got '!gpu.mma_matrix<16x16xsi8, "COp">'}}
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xsi8, "AOp">, !gpu.mma_matrix<16x16xsi8, "BOp"> -> !gpu.mma_matrix<16x16xsi8, "COp">
  return
}

// -----

func.func @constant_value_type(%v: f32) {
  // expected-error @+1 {{'gpu.subgroup_mma_constant_matrix' op failed to verify that value type matches element type of mma_matrix}}
  %m = "gpu.subgroup_mma_constant_matrix"(%v) : (f32) -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

func.func @accepted(%a: !gpu.mma_matrix<16x16xf16, "AOp">, %b: !gpu.mma_matrix<16x16xf16, "BOp">, %c: !gpu.mma_matrix<16x16xf32, "COp">, %v: f32, %dst: memref<32x32xf32>) {
  %c0 = arith.constant 0 : index
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  %m = gpu.subgroup_mma_constant_matrix %v : !gpu.mma_matrix<16x16xf32, "COp">
  gpu.subgroup_mma_store_matrix %d, %dst[%c0, %c0] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32>
  return
}
