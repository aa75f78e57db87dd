// arm_neon's and arm_sve's traits whose C++ the generator resolves: named result types
// (TypeIs), vector ranks and dimensions read through getters, the dot product's accumulator.

func.func @to_svbool_result(%m : vector<[4]xi1>) -> vector<[4]xi1> {
  // expected-error @+1 {{'arm_sve.intr.convert.to.svbool' op failed to verify that 'res' is vector<[16]xi1>}}
  %0 = "arm_sve.intr.convert.to.svbool"(%m) : (vector<[4]xi1>) -> vector<[4]xi1>
  return %0 : vector<[4]xi1>
}
// -----

func.func @from_svbool_result(%m : vector<[16]xi1>) -> vector<[4]xi8> {
  // expected-error @+1 {{'arm_sve.intr.convert.from.svbool' op failed to verify that 'res' is vector<[1]xi1>, vector<[2]xi1>, vector<[4]xi1>, vector<[8]xi1>, or vector<[16]xi1>}}
  %0 = "arm_sve.intr.convert.from.svbool"(%m) : (vector<[16]xi1>) -> vector<[4]xi8>
  return %0 : vector<[4]xi8>
}
// -----

func.func @from_svbool_fixed(%m : vector<[16]xi1>) -> vector<4xi1> {
  // expected-error @+1 {{'arm_sve.intr.convert.from.svbool' op failed to verify that 'res' is vector<[1]xi1>, vector<[2]xi1>, vector<[4]xi1>, vector<[8]xi1>, or vector<[16]xi1>}}
  %0 = "arm_sve.intr.convert.from.svbool"(%m) : (vector<[16]xi1>) -> vector<4xi1>
  return %0 : vector<4xi1>
}
// -----

func.func @psel_result(%p1 : vector<[16]xi1>, %p2 : vector<[4]xi1>, %i : i32) -> vector<[8]xi1> {
  // expected-error @+1 {{'arm_sve.intr.psel' op failed to verify that 'res' is vector<[16]xi1>}}
  %0 = "arm_sve.intr.psel"(%p1, %p2, %i) : (vector<[16]xi1>, vector<[4]xi1>, i32) -> vector<[8]xi1>
  return %0 : vector<[8]xi1>
}
// -----

func.func @whilelt_result(%base : i64, %n : i64) -> vector<[3]xi1> {
  // expected-error @+1 {{'arm_sve.intr.whilelt' op failed to verify that 'res' is vector<[1]xi1>, vector<[2]xi1>, vector<[4]xi1>, vector<[8]xi1>, or vector<[16]xi1>}}
  %0 = "arm_sve.intr.whilelt"(%base, %n) : (i64, i64) -> vector<[3]xi1>
  return %0 : vector<[3]xi1>
}
// -----

func.func @whilelt_fine(%base : i64, %n : i64) -> vector<[8]xi1> {
  %0 = "arm_sve.intr.whilelt"(%base, %n) : (i64, i64) -> vector<[8]xi1>
  return %0 : vector<[8]xi1>
}
// -----

func.func @sdot_2d_a_rank(%a : vector<2x2xi32>, %b : vector<4x4xi8>) -> vector<2x2xi32> {
  // expected-error @+1 {{'arm_neon.2d.sdot' op failed to verify that operand `a` should be 1-dimensional}}
  %0 = "arm_neon.2d.sdot"(%a, %b, %b) : (vector<2x2xi32>, vector<4x4xi8>, vector<4x4xi8>) -> vector<2x2xi32>
  return %0 : vector<2x2xi32>
}
// -----

func.func @sdot_2d_b_rank(%a : vector<4xi32>, %b : vector<16xi8>) -> vector<4xi32> {
  // expected-error @+1 {{'arm_neon.2d.sdot' op failed to verify that operand `b` should be 2-dimensional}}
  %0 = "arm_neon.2d.sdot"(%a, %b, %b) : (vector<4xi32>, vector<16xi8>, vector<16xi8>) -> vector<4xi32>
  return %0 : vector<4xi32>
}
// -----

func.func @sdot_2d_b_columns(%a : vector<4xi32>, %b : vector<8x2xi8>) -> vector<4xi32> {
  // expected-error @+1 {{'arm_neon.2d.sdot' op failed to verify that operand `b` should have 4 columns}}
  %0 = "arm_neon.2d.sdot"(%a, %b, %b) : (vector<4xi32>, vector<8x2xi8>, vector<8x2xi8>) -> vector<4xi32>
  return %0 : vector<4xi32>
}
// -----

func.func @sdot_2d_b_rows(%a : vector<2xi32>, %b : vector<4x4xi8>) -> vector<2xi32> {
  // expected-error @+1 {{'arm_neon.2d.sdot' op failed to verify that operand `b` should have as many rows as the size of operand `a`}}
  %0 = "arm_neon.2d.sdot"(%a, %b, %b) : (vector<2xi32>, vector<4x4xi8>, vector<4x4xi8>) -> vector<2xi32>
  return %0 : vector<2xi32>
}
// -----

func.func @sdot_2d_fine(%a : vector<4xi32>, %b : vector<4x4xi8>) -> vector<4xi32> {
  %0 = arm_neon.2d.sdot %a, %b, %b : vector<4x4xi8>, vector<4x4xi8> to vector<4xi32>
  return %0 : vector<4xi32>
}
// -----

func.func @intr_sdot_groups(%a : vector<4xi32>, %b : vector<8xi8>) -> vector<4xi32> {
  // expected-error @+1 {{'arm_neon.intr.sdot' op failed to verify that res has the same number of elements as operand b}}
  %0 = arm_neon.intr.sdot %a, %b, %b : vector<8xi8>, vector<8xi8> to vector<4xi32>
  return %0 : vector<4xi32>
}
// -----

func.func @intr_sdot_fine(%a : vector<2xi32>, %b : vector<8xi8>) -> vector<2xi32> {
  %0 = arm_neon.intr.sdot %a, %b, %b : vector<8xi8>, vector<8xi8> to vector<2xi32>
  return %0 : vector<2xi32>
}
