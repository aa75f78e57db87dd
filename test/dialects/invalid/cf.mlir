// Invalid cf ops (generic form); the expected messages are mlir-opt 19's.

"func.func"() <{function_type = (f32) -> (), sym_name = "f"}> ({
^bb0(%x: f32):
  // expected-error @+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'f32'}}
  "cf.cond_br"(%x) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{'cf.cond_br' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i32: 1, 0>} for op cf.cond_br: size mismatch in attribute conversion: 2 vs 3}}
  "cf.cond_br"(%c) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0>}> : (i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%x) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%x) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

%0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// expected-error @+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
"cf.assert"(%0) <{msg = "m"}> : (i32) -> ()

// -----

"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  "cf.br"(%x) [^bb1] : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (i32, i1) -> (), sym_name = "f"}> ({
^bb0(%x: i32, %c: i1):
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #1}}
  "cf.cond_br"(%c, %x, %x) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^bb1(%a: i32):
  "func.return"() : () -> ()
^bb2(%b: i64):
  "func.return"() : () -> ()
}) : () -> ()
