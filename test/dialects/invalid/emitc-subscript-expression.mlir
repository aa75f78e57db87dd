func.func @array_rank(%arr: !emitc.array<4x8xf32>, %i: index) -> f32 {
  // expected-error @+1 {{'emitc.subscript' op on array operand requires number of indices (1) to match the rank of the array type (2)}}
  %0 = emitc.subscript %arr[%i] : (!emitc.array<4x8xf32>, index) -> f32
  return %0 : f32
}

// -----

func.func @array_index_type(%arr: !emitc.array<4x8xf32>, %i: index, %f: f32) -> f32 {
  // expected-error @+1 {{'emitc.subscript' op on array operand requires index operand 1 to be integer-like, but got 'f32'}}
  %0 = emitc.subscript %arr[%i, %f] : (!emitc.array<4x8xf32>, index, f32) -> f32
  return %0 : f32
}

// -----

func.func @array_element(%arr: !emitc.array<4x8xf32>, %i: !emitc.opaque<"int">, %j: i1) -> i32 {
  // expected-error @+1 {{'emitc.subscript' op on array operand requires element type ('f32') and result type ('i32') to match}}
  %0 = emitc.subscript %arr[%i, %j] : (!emitc.array<4x8xf32>, !emitc.opaque<"int">, i1) -> i32
  return %0 : i32
}

// -----

func.func @pointer_two_indices(%p: !emitc.ptr<i32>, %i: index) -> i32 {
  // expected-error @+1 {{'emitc.subscript' op on pointer operand requires one index operand, but got 2}}
  %0 = emitc.subscript %p[%i, %i] : (!emitc.ptr<i32>, index, index) -> i32
  return %0 : i32
}

// -----

func.func @pointer_no_index(%p: !emitc.ptr<i32>) -> i32 {
  // expected-error @+1 {{'emitc.subscript' op on pointer operand requires one index operand, but got 0}}
  %0 = emitc.subscript %p[] : (!emitc.ptr<i32>) -> i32
  return %0 : i32
}

// -----

func.func @pointer_index_type(%p: !emitc.ptr<i32>, %i: f32) -> i32 {
  // expected-error @+1 {{'emitc.subscript' op on pointer operand requires index operand to be integer-like, but got 'f32'}}
  %0 = emitc.subscript %p[%i] : (!emitc.ptr<i32>, f32) -> i32
  return %0 : i32
}

// -----

func.func @pointee(%p: !emitc.ptr<i32>, %i: !emitc.size_t) -> i64 {
  // expected-error @+1 {{'emitc.subscript' op on pointer operand requires pointee type ('i32') and result type ('i64') to match}}
  %0 = emitc.subscript %p[%i] : (!emitc.ptr<i32>, !emitc.size_t) -> i64
  return %0 : i64
}

// -----

func.func @opaque_anything(%p: !emitc.opaque<"x">, %i: f32, %arr: !emitc.array<4x!emitc.ptr<i32>>, %j: i8) -> i64 {
  %0 = emitc.subscript %p[%i] : (!emitc.opaque<"x">, f32) -> i64
  %1 = emitc.subscript %arr[%j] : (!emitc.array<4x!emitc.ptr<i32>>, i8) -> !emitc.ptr<i32>
  return %0 : i64
}

// -----

func.func @expression_ok(%a: i32, %b: i32) -> i32 {
  %r = emitc.expression : i32 {
    %0 = emitc.add %a, %b : (i32, i32) -> i32
    %1 = emitc.mul %0, %b : (i32, i32) -> i32
    emitc.yield %1 : i32
  }
  %s = emitc.expression noinline : i32 {
    %0 = emitc.cmp lt, %a, %b : (i32, i32) -> i1
    %1 = emitc.conditional %0, %a, %b : i32
    emitc.yield %1 : i32
  }
  return %r : i32
}

// -----

func.func @implicit_yield() -> i32 {
  // expected-error @+1 {{'emitc.expression' op must yield a value at termination}}
  %r = emitc.expression : i32 {
    %c7 = "emitc.constant"(){value = 7 : i32} : () -> i32
  }
  return %r : i32
}

// -----

func.func @generic_without_terminator(%arg0: i32) -> i32 {
  // expected-error @+1 {{'emitc.expression' op must yield a value at termination}}
  %r = "emitc.expression"() ({
    %a = emitc.add %arg0, %arg0 : (i32, i32) -> i32
  }) : () -> i32
  return %r : i32
}

// -----

func.func @yielded_type(%a: i32, %b: i32) -> i64 {
  // expected-error @+1 {{'emitc.expression' op requires yielded type to match return type}}
  %r = emitc.expression : i64 {
    %0 = emitc.add %a, %b : (i32, i32) -> i32
    emitc.yield %0 : i32
  }
  return %r : i64
}

// -----

func.func @not_a_c_expression() -> i32 {
  // expected-error @+1 {{'emitc.expression' op contains an unsupported operation}}
  %r = emitc.expression : i32 {
    %x = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> i32
    emitc.yield %x : i32
  }
  return %r : i32
}

// -----

func.func @two_results(%arg0: i32) -> i32 {
  // expected-error @+1 {{'emitc.expression' op requires exactly one result for each operation}}
  %r = emitc.expression : i32 {
    %a:2 = emitc.call_opaque "bar" (%arg0) : (i32) -> (i32, i32)
    emitc.yield %a#0 : i32
  }
  return %r : i32
}

// -----

func.func @used_twice(%a: i32, %b: i32) -> i32 {
  // expected-error @+1 {{'emitc.expression' op requires exactly one use for each operation}}
  %r = emitc.expression : i32 {
    %0 = emitc.add %a, %b : (i32, i32) -> i32
    %1 = emitc.add %0, %0 : (i32, i32) -> i32
    emitc.yield %1 : i32
  }
  return %r : i32
}
