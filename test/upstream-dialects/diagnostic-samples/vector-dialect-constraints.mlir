// The ODS constraints of x86vector, arm_sve and arm_neon ops MLIR writes in C++: mask.compress's
// verifier, the masks derived from a vector (TypesMatchWith), fixed vector shapes, svbool's
// trailing dimension among listed sizes, widened element types.
func.func @a(%a: vector<16xf32>, %k: vector<16xi1>) {
  %0 = x86vector.avx512.mask.compress %k, %a, %a {constant_src = dense<1.0> : vector<16xf32>} : vector<16xf32>, vector<16xf32>
  return
}
// -----
func.func @b(%a: vector<16xf32>, %k: vector<16xi1>) {
  %0 = x86vector.avx512.mask.compress %k, %a {constant_src = dense<1> : vector<16xi32>} : vector<16xf32>
  return
}
// -----
func.func @c(%a: vector<16xf32>, %k: vector<16xi1>, %b: vector<16xi32>) {
  %0 = "x86vector.avx512.mask.compress"(%k, %a, %b) : (vector<16xi1>, vector<16xf32>, vector<16xi32>) -> vector<16xf32>
  return
}
// -----
func.func @d(%a: vector<16xf32>, %k: vector<8xi1>) {
  %0 = "x86vector.avx512.mask.compress"(%k, %a) : (vector<8xi1>, vector<16xf32>) -> vector<16xf32>
  return
}
// -----
func.func @e(%a: vector<16xf32>, %k: i8, %i: i32) {
  %0 = "x86vector.avx512.mask.rndscale"(%a, %i, %a, %k, %i) : (vector<16xf32>, i32, vector<16xf32>, i8, i32) -> vector<16xf32>
  return
}
// -----
func.func @f(%a: vector<[4]xi1>) {
  %0 = "arm_sve.convert_to_svbool"(%a) : (vector<[4]xi1>) -> vector<[8]xi1>
  return
}
// -----
func.func @g(%a: vector<[4]xi32>, %m: vector<[8]xi1>) {
  %0 = "arm_sve.masked.addi"(%m, %a, %a) : (vector<[8]xi1>, vector<[4]xi32>, vector<[4]xi32>) -> vector<[4]xi32>
  return
}
// -----
func.func @h(%a: vector<[4]xi32>) {
  %0, %1 = "arm_sve.zip.x2"(%a, %a) : (vector<[4]xi32>, vector<[4]xi32>) -> (vector<[4]xi32>, vector<[4]xi32>)
  %2, %3 = "arm_sve.zip.x2"(%a, %a) : (vector<[4]xi32>, vector<[4]xi32>) -> (vector<[4]xi32>, vector<[4]xi32>)
  return
}
// -----
func.func @i(%a: vector<3xi32>, %b: vector<3x4xi8>) {
  %0 = "arm_neon.2d.sdot"(%a, %b, %b) : (vector<3xi32>, vector<3x4xi8>, vector<3x4xi8>) -> vector<3xi32>
  return
}
// -----
func.func @j(%a: vector<4xi32>, %b: vector<8xi8>) {
  %0 = "arm_neon.intr.smull"(%b, %b) : (vector<8xi8>, vector<8xi8>) -> vector<8xi32>
  return
}
// -----
func.func @k(%a: vector<8xi32>, %b: vector<16xi8>) {
  %0 = "arm_neon.intr.smmla"(%a, %b, %b) : (vector<8xi32>, vector<16xi8>, vector<16xi8>) -> vector<8xi32>
  return
}
// -----
func.func @l(%a: vector<[4]xi1>) {
  %0 = "arm_sve.convert_from_svbool"(%a) : (vector<[4]xi1>) -> vector<[4]xi1>
  return
}
