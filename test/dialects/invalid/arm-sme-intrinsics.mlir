// arm_sme's LLVM intrinsic ops (ArmSMEIntrinsicOps.td) are verified as the dialect's own:
// their immediate tile attributes, operand counts and results.

func.func @valid(%p: vector<[4]xi1>, %v: vector<[4]xf32>, %ptr: !llvm.ptr, %i: i32) {
  "arm_sme.intr.zero"() <{tile_mask = 255 : i32}> : () -> ()
  "arm_sme.intr.mopa"(%p, %p, %v, %v) <{tile_id = 0 : i32}> : (vector<[4]xi1>, vector<[4]xi1>, vector<[4]xf32>, vector<[4]xf32>) -> ()
  "arm_sme.intr.ld1w.horiz"(%p, %ptr, %i) <{tile_id = 0 : i32}> : (vector<[4]xi1>, !llvm.ptr, i32) -> ()
  return
}

// -----

func.func @wide_tile_id(%p: vector<[4]xi1>, %v: vector<[4]xf32>) {
  // expected-error@+1 {{'arm_sme.intr.mopa' op attribute 'tile_id' failed to satisfy constraint: 32-bit signless integer attribute}}
  "arm_sme.intr.mopa"(%p, %p, %v, %v) <{tile_id = 0 : i64}> : (vector<[4]xi1>, vector<[4]xi1>, vector<[4]xf32>, vector<[4]xf32>) -> ()
  return
}

// -----

func.func @no_tile_mask() {
  // expected-error@+1 {{'arm_sme.intr.zero' op requires attribute 'tile_mask'}}
  "arm_sme.intr.zero"() : () -> ()
  return
}

// -----

func.func @operand_count(%p: vector<[4]xi1>, %v: vector<[4]xf32>) {
  // expected-error@+1 {{'arm_sme.intr.mopa' op expected 4 operands, but found 3}}
  "arm_sme.intr.mopa"(%p, %p, %v) <{tile_id = 0 : i32}> : (vector<[4]xi1>, vector<[4]xi1>, vector<[4]xf32>) -> ()
  return
}
