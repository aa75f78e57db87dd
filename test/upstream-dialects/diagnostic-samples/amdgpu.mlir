// amdgpu's C++ verifiers (upstream's invalid.mlir is of a later syntax mlir-opt 19 refuses).
func.func @a(%arg0: f32, %arg1: vector<4xf8E5M2FNUZ>) -> vector<4xf8E4M3FNUZ> {
  %ret = amdgpu.packed_trunc_2xfp8 %arg0, undef into %arg1[word 0] : f32 to vector<4xf8E4M3FNUZ> into vector<4xf8E5M2FNUZ>
  func.return %ret : vector<4xf8E4M3FNUZ>
}
// -----
func.func @b(%arg0: f32, %arg1: i32, %arg2: vector<4xf8E5M2FNUZ>) -> vector<4xf8E4M3FNUZ> {
  %ret = amdgpu.packed_stoch_round_fp8 %arg0 + %arg1 into %arg2[0] : f32 to vector<4xf8E4M3FNUZ> into vector<4xf8E5M2FNUZ>
  func.return %ret : vector<4xf8E4M3FNUZ>
}
// -----
func.func @c(%a: vector<2xf32>, %b: vector<4xf16>, %c: vector<32xf32>) -> vector<32xf32> {
  %d = amdgpu.mfma %a * %b + %c { abid = 0 : i32, cbsz = 0 : i32, k = 1 : i32, m = 32 : i32, n = 32 : i32, blocks = 2 : i32 } blgp = none : vector<2xf32>, vector<4xf16>, vector<32xf32>
  func.return %d : vector<32xf32>
}
// -----
func.func @d(%a: vector<8xf8E5M2FNUZ>, %b: vector<8xi8>, %c: vector<32xf32>) -> vector<32xf32> {
  %d = amdgpu.mfma %a * %b + %c { abid = 0 : i32, cbsz = 0 : i32, k = 1 : i32, m = 32 : i32, n = 32 : i32, blocks = 2 : i32 } blgp = none : vector<8xf8E5M2FNUZ>, vector<8xi8>, vector<32xf32>
  func.return %d : vector<32xf32>
}
// -----
func.func @e(%a: vector<2xf32>, %c: vector<32xf32>) -> vector<32xf32> {
  %d = amdgpu.mfma %a * %a + %c { abid = 0 : i32, cbsz = 0 : i32, k = 1 : i32, m = 32 : i32, n = 32 : i32, blocks = 2 : i32 } blgp = none : vector<2xf32>, vector<2xf32>, vector<32xf32>
  func.return %d : vector<32xf32>
}
// -----
func.func @f(%a: vector<8xi8>, %c: vector<4xi32>) -> vector<4xi32> {
  %d = amdgpu.mfma %a * %a + %c { abid = 0 : i32, cbsz = 0 : i32, k = 4 : i32, m = 32 : i32, n = 32 : i32, blocks = 2 : i32 } blgp = none : vector<8xi8>, vector<8xi8>, vector<4xi32>
  func.return %d : vector<4xi32>
}
// -----
func.func @g(%a: f64, %c: vector<4xf64>) -> vector<4xf64> {
  %d = amdgpu.mfma %a * %a + %c { abid = 0 : i32, cbsz = 0 : i32, k = 4 : i32, m = 16 : i32, n = 16 : i32, blocks = 1 : i32 } blgp = bcast_first_32 : f64, f64, vector<4xf64>
  func.return %d : vector<4xf64>
}
// -----
func.func @h(%a: f64, %c: vector<4xf64>) -> vector<4xf64> {
  %d = amdgpu.mfma %a * %a + %c { abid = 0 : i32, cbsz = 1 : i32, k = 4 : i32, m = 16 : i32, n = 16 : i32, blocks = 1 : i32 } blgp = none : f64, f64, vector<4xf64>
  func.return %d : vector<4xf64>
}
// -----
func.func @i(%a: f32, %c: vector<32xf32>) -> vector<32xf32> {
  %d = amdgpu.mfma %a * %a + %c { abid = 2 : i32, cbsz = 1 : i32, k = 1 : i32, m = 32 : i32, n = 32 : i32, blocks = 2 : i32 } blgp = none : f32, f32, vector<32xf32>
  func.return %d : vector<32xf32>
}
// -----
func.func @j(%a: f32, %c: vector<32xf32>) -> vector<32xf32> {
  %d = amdgpu.mfma %a * %a + %c { abid = 0 : i32, cbsz = 0 : i32, k = 1 : i32, m = 32 : i32, n = 32 : i32, blocks = 2 : i32, negateA } blgp = none : f32, f32, vector<32xf32>
  func.return %d : vector<32xf32>
}
// -----
func.func @k(%arg0 : vector<16xf16>, %arg1 : vector<8xi32>) -> vector<8xi32> {
  %0 = amdgpu.wmma %arg0 * %arg0 + %arg1 : vector<16xf16>, vector<16xf16>, vector<8xi32>
  func.return %0 : vector<8xi32>
}
// -----
func.func @l(%arg0 : vector<16xi8>, %arg1 : vector<8xf32>) -> vector<8xf32> {
  %0 = amdgpu.wmma %arg0 * %arg0 + %arg1 : vector<16xi8>, vector<16xi8>, vector<8xf32>
  func.return %0 : vector<8xf32>
}
// -----
func.func @n(%arg0 : vector<16xf16>, %arg1 : vector<16xbf16>, %arg2 : vector<8xf32>) -> vector<8xf32> {
  %0 = amdgpu.wmma %arg0 * %arg1 + %arg2 : vector<16xf16>, vector<16xbf16>, vector<8xf32>
  func.return %0 : vector<8xf32>
}
// -----
func.func @o(%src: memref<4x4xf32>, %idx: i32) -> f32 {
  %0 = amdgpu.raw_buffer_load %src[%idx] : memref<4x4xf32>, i32 -> f32
  func.return %0 : f32
}
// -----
func.func @p(%v: f32, %dst: memref<4xf32, 3>, %idx: i32) {
  amdgpu.raw_buffer_store %v -> %dst[%idx] : f32 -> memref<4xf32, 3>, i32
  func.return
}
// -----
func.func @q(%v: f32, %dst: memref<4xf32, #gpu.address_space<global>>, %idx: i32) -> f32 {
  amdgpu.raw_buffer_atomic_fadd %v -> %dst[%idx] : f32 -> memref<4xf32, #gpu.address_space<global>>, i32
  %0 = amdgpu.raw_buffer_atomic_cmpswap %v, %v -> %dst[%idx, %idx] : f32 -> memref<4xf32, #gpu.address_space<global>>, i32, i32
  func.return %0 : f32
}
