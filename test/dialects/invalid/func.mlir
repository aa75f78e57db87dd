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
