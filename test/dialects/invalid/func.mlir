// Invalid func ops (generic form); the expected messages are mlir-opt 19's.

"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  // expected-error @+1 {{'func.return' op has 1 operands, but enclosing function (@f) returns 0}}
  "func.return"(%0) : (i32) -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> i64, sym_name = "g"}> ({
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  // expected-error @+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @g}}
  "func.return"(%0) : (i32) -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
"func.return"() : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() <{sym_name = "h"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{function_type = i32, sym_name = "h"}> ({
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  // expected-error @+1 {{'func.call' op requires attribute 'callee'}}
  "func.call"() : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "k"}> ({
  // expected-error @+1 {{'func.constant' op reference to undefined function 'nope'}}
  %0 = "func.constant"() <{value = @nope}> : () -> (() -> ())
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op type of entry block argument #0('i32') must match the type of the corresponding argument in function signature('f32')}}
"func.func"() <{function_type = (f32) -> (), sym_name = "m"}> ({
^bb0(%x: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (f32) -> (), sym_name = "m"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"func.func"() <{arg_attrs = [{}, {}], function_type = (f32) -> (), sym_name = "m"}> ({
^bb0(%x: f32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A function without a body is a declaration, which must not be public.
// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @external_but_public(i64) -> i64

// -----

func.func private @pair() -> (i8, f16)

func.func @caller() {
  // expected-error @+3 {{'func.call' op result type mismatch at index 1}}
  // expected-note @+2 {{op result types: 'i8', 'f32'}}
  // expected-note @+1 {{function result types: 'i8', 'f16'}}
  %0:2 = func.call @pair() : () -> (i8, f32)
  return
}

// -----

func.func private @takes(f64)

func.func @caller(%x : f32) {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'f64', but provided 'f32' for operand number 0}}
  func.call @takes(%x) : (f32) -> ()
  return
}

// -----

func.func private @takes(f64)

func.func @caller(%x : f64) {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  func.call @takes(%x, %x) : (f64, f64) -> ()
  return
}

// -----

func.func private @takes(f64)

func.func @caller(%x : f64) {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  %r = func.call @takes(%x) : (f64) -> i1
  return
}

// -----

func.func @caller() {
  // expected-error @+1 {{'func.call' op 'missing_fn' does not reference a valid function}}
  func.call @missing_fn() : () -> ()
  return
}


// -----

func.func @constant_of_a_string() {
  // expected-error @+1 {{custom op 'func.constant' invalid kind of attribute specified}}
  %0 = func.constant "not_a_symbol" : () -> ()
  return
}

// -----

func.func @call_by_string() {
  // expected-error @+1 {{custom op 'func.call' invalid kind of attribute specified}}
  func.call "callee"() : () -> ()
  return
}
