// Which error the verifier reports first (block successor rule, ops before their block's
// terminator checks, dominance across enclosing blocks); the expected messages are mlir-opt 19's.

func.func @successors_checked_before_ops(%a: i32) {
  %x = "arith.addi"(%a, %a) : (i32, i32) -> f32
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  "cf.br"()[^bb1] : () -> ()
  "cf.br"()[^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @outer_block_successors_first(%a: i32, %c: i1) {
  "scf.if"(%c) ({
    %x = "arith.addi"(%a, %a) : (i32, i32) -> f32
    scf.yield
  }, {
    scf.yield
  }) : (i1) -> ()
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  "cf.br"()[^bb1] : () -> ()
  "cf.br"()[^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @later_block_not_yet_entered(%a: i32) {
  // expected-error @+1 {{'arith.addi' op result #0 must be signless-integer-like, but got 'f32'}}
  %y = "arith.addi"(%a, %a) : (i32, i32) -> f32
  "cf.br"()[^bb1] : () -> ()
^bb1:
  "cf.br"()[^bb2] : () -> ()
  "cf.br"()[^bb2] : () -> ()
^bb2:
  return
}

// -----

func.func @second_block_successors(%a: i32) {
  %x = "arith.addi"(%a, %a) : (i32, i32) -> i32
  "cf.br"()[^bb1] : () -> ()
^bb1:
  %y = "arith.addi"(%a, %a) : (i32, i32) -> f32
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  "cf.br"()[^bb2] : () -> ()
  "cf.br"()[^bb2] : () -> ()
^bb2:
  return
}

// -----

func.func @use_before_def_in_enclosing_block(%c: i1) {
  "scf.if"(%c) ({
    // expected-error @+1 {{operand #0 does not dominate this use}}
    %y = "arith.addi"(%x, %x) : (i32, i32) -> i32
    scf.yield
  }, {
  }) : (i1) -> ()
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %x = "arith.constant"() <{value = 1 : i32}> : () -> i32
  return
}

// -----

func.func @enclosing_op_result_used_inside() {
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %r = "scf.execute_region"() ({
    %c = "arith.constant"() <{value = true}> : () -> i1
    "scf.if"(%c) ({
      // expected-error @+1 {{operand #0 does not dominate this use}}
      %y = "arith.addi"(%r, %r) : (i32, i32) -> i32
      scf.yield
    }, {
    }) : (i1) -> ()
    %z = "arith.constant"() <{value = 1 : i32}> : () -> i32
    scf.yield %z : i32
  }) : () -> i32
  return
}

// -----

func.func @enclosing_values_dominate(%a: i32, %c: i1) {
  %x = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "scf.if"(%c) ({
    "scf.if"(%c) ({
      %y = "arith.addi"(%x, %a) : (i32, i32) -> i32
      scf.yield
    }, {
    }) : (i1) -> ()
    scf.yield
  }, {
  }) : (i1) -> ()
  // expected-error @+1 {{'arith.addi' op result #0 must be signless-integer-like, but got 'f32'}}
  %bad = "arith.addi"(%a, %a) : (i32, i32) -> f32
  return
}

// -----

func.func @diamond_use_not_dominated(%c: i1) {
  "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %x = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "cf.br"()[^bb3] : () -> ()
^bb2:
  "cf.br"()[^bb3] : () -> ()
^bb3:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %y = "arith.addi"(%x, %x) : (i32, i32) -> i32
  return
}

// -----

func.func @nested_use_not_dominated(%c: i1) {
  "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %x = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "cf.br"()[^bb2] : () -> ()
^bb2:
  "scf.if"(%c) ({
    // expected-error @+1 {{operand #0 does not dominate this use}}
    %y = "arith.addi"(%x, %x) : (i32, i32) -> i32
    scf.yield
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @nested_use_dominated(%c: i1, %a: i32) {
  %x = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "cf.br"()[^bb2] : () -> ()
^bb2:
  "scf.if"(%c) ({
    %y = "arith.addi"(%x, %a) : (i32, i32) -> i32
    scf.yield
  }, {
  }) : (i1) -> ()
  "cf.br"(%x)[^bb3] : (i32) -> ()
^bb3(%z: i32):
  "scf.if"(%c) ({
    %w = "arith.addi"(%z, %x) : (i32, i32) -> i32
    scf.yield
  }, {
  }) : (i1) -> ()
  // expected-error @+1 {{'arith.addi' op result #0 must be signless-integer-like, but got 'f32'}}
  %bad = "arith.addi"(%a, %a) : (i32, i32) -> f32
  return
}

// -----

func.func @unreachable_block_uses_anything(%c: i1) {
  return
^bb1:
  %y = "arith.addi"(%x, %x) : (i32, i32) -> i32
  "cf.br"()[^bb2] : () -> ()
^bb2:
  %x = "arith.constant"() <{value = 1 : i32}> : () -> i32
  // expected-error @+1 {{'arith.addi' op result #0 must be signless-integer-like, but got 'f32'}}
  %bad = "arith.addi"(%x, %x) : (i32, i32) -> f32
  return
}

// -----

// expected-note @+1 {{operand defined as a block argument (block #4 in a parent region)}}
func.func @block_argument_not_dominating(%c: i1) {
  "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "cf.br"()[^bb3] : () -> ()
^bb2:
  %x = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "cf.br"(%x)[^bb4] : (i32) -> ()
^bb3:
  "scf.if"(%c) ({
    // expected-error @+1 {{operand #0 does not dominate this use}}
    %y = "arith.addi"(%arg, %arg) : (i32, i32) -> i32
    scf.yield
  }, {
  }) : (i1) -> ()
  return
^bb4(%arg: i32):
  return
}

// -----

func.func @dominance_after_nested_unit(%c: i1) {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %y = "arith.addi"(%x, %x) : (i32, i32) -> i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %x = "arith.constant"() <{value = 1 : i32}> : () -> i32
  return
}

// Not verified: MLIR stops at the first isolated op (here a function) that fails.
func.func @nested_unit_error() {
  %bad = "arith.addi"(%b, %b) : (i32, i32) -> f32
  %b = "arith.constant"() <{value = 1 : i32}> : () -> i32
  return
}

// -----

// The second op has the first one's signature (a remembered one); its other checks still run.
func.func @same_signature_other_checks(%lb: index) {
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  // expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: i32):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @signature_differs_in_result_type(%a: i32) {
  %x = "arith.addi"(%a, %a) : (i32, i32) -> i32
  %y = "arith.addi"(%a, %a) : (i32, i32) -> i32
  // expected-error @+1 {{'arith.addi' op result #0 must be signless-integer-like, but got 'f32'}}
  %z = "arith.addi"(%a, %a) : (i32, i32) -> f32
  return
}

// -----

func.func @signature_differs_in_properties(%a: i32) {
  %x = "arith.cmpi"(%a, %a) <{predicate = 1 : i64}> : (i32, i32) -> i1
  // expected-error @+1 {{invalid properties {predicate = 42 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 42 : i64}}
  %y = "arith.cmpi"(%a, %a) <{predicate = 42 : i64}> : (i32, i32) -> i1
  return
}

// -----

func.func @loop_body_value_in_header(%c: i1) {
  "cf.br"()[^header] : () -> ()
^header:
  %h = "arith.constant"() <{value = 1 : i32}> : () -> i32
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %u = "arith.addi"(%b, %h) : (i32, i32) -> i32
  "cf.cond_br"(%c)[^body, ^exit] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^body:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %b = "arith.addi"(%h, %h) : (i32, i32) -> i32
  "scf.execute_region"() ({
    %in = "arith.addi"(%b, %h) : (i32, i32) -> i32
    scf.yield
  }) : () -> ()
  "cf.br"()[^header] : () -> ()
^exit:
  return
}

// -----

// Segment sizes (a structural trait) before the invariants' required attributes.
func.func @segments_before_required(%m : memref<8xf32>) {
  // expected-error@+1 {{'memref.subview' op operand count (1) does not match with the total size (3) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.subview"(%m) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (memref<8xf32>) -> memref<8xf32>
  return
}
