func.func @await_token_with_result(%t: !async.token) {
  %0 = "async.await"(%t) : (!async.token) -> f32
  return
}

// -----

func.func @await_wrong_value_type(%v: !async.value<f32>) {
  %0 = "async.await"(%v) : (!async.value<f32>) -> i32
  return
}

// -----

async.func @no_results(%arg0: f32) {
  return
}

// -----

async.func @not_async_result(%arg0: f32) -> f32 {
  return %arg0 : f32
}

// -----

async.func @token_not_first(%arg0: f32) -> (!async.value<f32>, !async.token) {
  return %arg0 : f32
}

// -----

async.func @return_mismatch(%arg0: f32) -> !async.value<i32> {
  return %arg0 : f32
}

// -----

func.func @execute_argument_mismatch(%v: !async.value<f32>) {
  %t = "async.execute"(%v) <{operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%x: i32):
    async.yield
  }) : (!async.value<f32>) -> !async.token
  return
}

// -----

func.func @call_unknown(%x: f32) {
  %t = async.call @nowhere(%x) : (f32) -> !async.token
  return
}

// -----

async.func @callee(%arg0: f32) -> !async.token {
  return
}
func.func @call_operand_count(%x: f32) {
  %t = async.call @callee(%x, %x) : (f32, f32) -> !async.token
  return
}

// -----

async.func @callee(%arg0: f32) -> !async.token {
  return
}
func.func @call_operand_type(%x: i32) {
  %t = async.call @callee(%x) : (i32) -> !async.token
  return
}

// -----

async.func @callee(%arg0: f32) -> !async.token {
  return
}
func.func @call_result_type(%x: f32) {
  %t = async.call @callee(%x) : (f32) -> !async.value<f32>
  return
}

// -----

func.func @bad_type() -> !async.foo {
  return
}

// -----

func.func @execute_yield_mismatch() {
  %t, %v = async.execute -> !async.value<i32> {
    %c = arith.constant 1.0 : f32
    async.yield %c : f32
  }
  return
}
