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
