// amdgpu's ops in MLIR 19's syntax: fp8 packing with optional `undef` operands, raw buffer
// ops with optional sgprOffset and default-valued attributes, mfma's enum and wmma.
func.func @fp8(%v: vector<4xf8E4M3FNUZ>, %a: f32, %b: f32, %s: i32, %o: vector<4xf8E5M2FNUZ>) -> vector<4xf8E5M2FNUZ> {
  %e = amdgpu.ext_packed_fp8 %v[3] : vector<4xf8E4M3FNUZ> to f32
  %t = amdgpu.packed_trunc_2xfp8 %a, undef into undef[word 0] : f32 to vector<4xf8E5M2FNUZ>
  %u = amdgpu.packed_trunc_2xfp8 %a, %b into %o[word 1] : f32 to vector<4xf8E5M2FNUZ> into vector<4xf8E5M2FNUZ>
  %r = amdgpu.packed_stoch_round_fp8 %a + %s into undef[0] : f32 to vector<4xf8E5M2FNUZ>
  return %u : vector<4xf8E5M2FNUZ>
}

func.func @buffers(%m: memref<64x64xf32>, %i: i32, %f: f32, %v: vector<2xf32>) {
  %0 = amdgpu.raw_buffer_load {boundsCheck = false} %m[%i, %i] : memref<64x64xf32>, i32, i32 -> vector<2xf32>
  %1 = amdgpu.raw_buffer_load %m[%i, %i] sgprOffset %i : memref<64x64xf32>, i32, i32 -> f32
  amdgpu.raw_buffer_store {indexOffset = 4 : i32} %v -> %m[%i, %i] : vector<2xf32> -> memref<64x64xf32>, i32, i32
  amdgpu.raw_buffer_atomic_fmax %f -> %m[%i, %i] sgprOffset %i : f32 -> memref<64x64xf32>, i32, i32
  %2 = amdgpu.raw_buffer_atomic_cmpswap %f, %f -> %m[%i, %i] : f32 -> memref<64x64xf32>, i32, i32
  amdgpu.lds_barrier
  return
}

func.func @matrix(%a: vector<4xf16>, %c: vector<4xf32>, %x: vector<16xf16>, %y: vector<8xf32>, %p: f64, %q: vector<4xf64>) {
  %0 = amdgpu.mfma %a * %a + %c {abid = 0 : i32, cbsz = 0 : i32, k = 16 : i32, m = 16 : i32, n = 16 : i32, blocks = 1 : i32} blgp = none : vector<4xf16>, vector<4xf16>, vector<4xf32>
  %1 = amdgpu.mfma %p * %p + %q {abid = 0 : i32, cbsz = 0 : i32, k = 4 : i32, m = 16 : i32, n = 16 : i32, blocks = 1 : i32, negateA} blgp = none : f64, f64, vector<4xf64>
  %2 = amdgpu.wmma %x * %x + %y {subwordOffset = 0 : i32} : vector<16xf16>, vector<16xf16>, vector<8xf32>
  return
}
