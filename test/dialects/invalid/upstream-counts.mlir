// An upstream op's count traits are checked before its other invariants (and before its
// structural traits), as in mlir-opt 19: a wrong operand count is reported as a count, not
// as the type constraint of the first operand.

func.func @operand_count(%a: vector<4xf32>) {
  // expected-error @+1 {{'arm_neon.intr.sdot' op expected 3 operands, but found 1}}
  %0 = "arm_neon.intr.sdot"(%a) : (vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @region_count() {
  // expected-error @+1 {{'gpu.barrier' op requires zero regions}}
  "gpu.barrier"() ({}) : () -> ()
  return
}

// -----

func.func @result_count(%a: i32) {
  // expected-error @+1 {{'amx.tile_zero' op requires one result}}
  "amx.tile_zero"(%a) : (i32) -> ()
  return
}
