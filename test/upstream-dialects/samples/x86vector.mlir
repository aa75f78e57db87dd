// x86vector's ops: those whose formats derive the mask's type from the vector's (as an
// i1 vector or an integer of as many bits), mask.compress with a source, a constant source
// or neither, and intrinsics that have no format.
func.func @masks(%v: vector<8xf64>, %w: vector<16xi32>, %k8: i8, %k16: vector<16xi1>, %s: i32) {
  %0 = x86vector.avx512.mask.rndscale %v, %s, %v, %k8, %s : vector<8xf64>
  %1 = x86vector.avx512.mask.scalef %v, %v, %v, %k8, %s : vector<8xf64>
  %2:2 = x86vector.avx512.vp2intersect %w, %w : vector<16xi32>
  %3 = x86vector.avx512.mask.compress %k16, %w : vector<16xi32>
  %4 = x86vector.avx512.mask.compress %k16, %w, %w : vector<16xi32>, vector<16xi32>
  %5 = x86vector.avx512.mask.compress %k16, %w {constant_src = dense<7> : vector<16xi32>} : vector<16xi32>
  return
}

func.func @avx(%a: vector<8xf32>, %imm: i8) -> vector<8xf32> {
  %0 = x86vector.avx.rsqrt %a : vector<8xf32>
  %1 = x86vector.avx.intr.dot %0, %a : vector<8xf32>
  %2 = "x86vector.avx.intr.dp.ps.256"(%1, %a, %imm) : (vector<8xf32>, vector<8xf32>, i8) -> vector<8xf32>
  %3 = "x86vector.avx.intr.rsqrt.ps.256"(%2) : (vector<8xf32>) -> vector<8xf32>
  return %3 : vector<8xf32>
}
