// arm_sme traits whose C++ the generator resolves: masks, accumulators, widening widths, tile slices.

func.func @mask_shape(%lhs : vector<[4]xf32>, %rhs : vector<[4]xf32>, %lm : vector<[8]xi1>, %rm : vector<[4]xi1>) -> vector<[4]x[4]xf32> {
  // expected-error @+1 {{failed to verify that lhsMask has i1 element type and same shape as lhs}}
  %0 = "arm_sme.outerproduct"(%lhs, %rhs, %lm, %rm) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>}> : (vector<[4]xf32>, vector<[4]xf32>, vector<[8]xi1>, vector<[4]xi1>) -> vector<[4]x[4]xf32>
  return %0 : vector<[4]x[4]xf32>
}
// -----

func.func @one_mask(%lhs : vector<[8]xf16>, %rhs : vector<[8]xf16>, %lm : vector<[8]xi1>) -> vector<[4]x[4]xf32> {
  // expected-error @+1 {{failed to verify that both `lhsMask` and `rhsMask` should be provided or neither}}
  %0 = "arm_sme.fmopa_2way"(%lhs, %rhs, %lm) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (vector<[8]xf16>, vector<[8]xf16>, vector<[8]xi1>) -> vector<[4]x[4]xf32>
  return %0 : vector<[4]x[4]xf32>
}
// -----

func.func @acc_type(%lhs : vector<[8]xi16>, %rhs : vector<[8]xi16>, %acc : vector<[4]x[4]xf32>) -> vector<[4]x[4]xi32> {
  // expected-error @+1 {{failed to verify that `result` and `acc` have the same type}}
  %0 = "arm_sme.smopa_2way"(%lhs, %rhs, %acc) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>}> : (vector<[8]xi16>, vector<[8]xi16>, vector<[4]x[4]xf32>) -> vector<[4]x[4]xi32>
  return %0 : vector<[4]x[4]xi32>
}
// -----

func.func @width4(%lhs : vector<[16]xi8>, %rhs : vector<[16]xi8>) -> vector<[2]x[2]xi64> {
  // expected-error @+1 {{failed to verify that tile element size equals input element size * 4}}
  %0 = "arm_sme.smopa_4way"(%lhs, %rhs) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>}> : (vector<[16]xi8>, vector<[16]xi8>) -> vector<[2]x[2]xi64>
  return %0 : vector<[2]x[2]xi64>
}
// -----

func.func @slice(%tile : vector<[4]x[4]xf32>, %i : index) -> vector<[8]xf32> {
  // expected-error @+1 {{failed to verify that type of 'result' matches type of 'tile' slice}}
  %0 = "arm_sme.move_tile_slice_to_vector"(%tile, %i) : (vector<[4]x[4]xf32>, index) -> vector<[8]xf32>
  return %0 : vector<[8]xf32>
}
// -----

func.func @vec_slice(%v : vector<[8]xf32>, %tile : vector<[4]x[4]xf32>, %i : index) -> vector<[4]x[4]xf32> {
  // expected-error @+1 {{failed to verify that type of 'vector' matches type of 'tile' slice}}
  %0 = "arm_sme.move_vector_to_tile_slice"(%v, %tile, %i) : (vector<[8]xf32>, vector<[4]x[4]xf32>, index) -> vector<[4]x[4]xf32>
  return %0 : vector<[4]x[4]xf32>
}
