// Cases for -test-decompose-call-graph-types (the plugin in ../decompose-call-graph-types.ts
// reproduces mlir-opt 19's test pass), one per chunk.
func.func @identity(%arg0: tuple<i1, i32>) -> tuple<i1, i32> {
  return %arg0 : tuple<i1, i32>
}
// -----
func.func @nested_argument_used(%arg0: tuple<tuple<>, i1, tuple<i32>>) -> i1 {
  "foo.use"(%arg0) : (tuple<tuple<>, i1, tuple<i32>>) -> ()
  %c = arith.constant true
  return %c : i1
}
// -----
func.func @empty_tuple(%arg0: tuple<>) -> tuple<> {
  return %arg0 : tuple<>
}
// -----
func.func @empty_tuple_unused(%arg0: tuple<>, %arg1: i8) -> i8 {
  return %arg1 : i8
}
// -----
func.func @nested_return(%arg0: tuple<i1, tuple<i32, f32>>) -> tuple<i1, tuple<i32, f32>> {
  return %arg0 : tuple<i1, tuple<i32, f32>>
}
// -----
func.func @mixed(%arg0: i8, %arg1: tuple<i1, i32>, %arg2: f32) -> (f32, tuple<i1, i32>, i8) {
  return %arg2, %arg1, %arg0 : f32, tuple<i1, i32>, i8
}
// -----
func.func private @callee(tuple<i1, i32>) -> tuple<i1, i32>
func.func @caller(%arg0: tuple<i1, i32>) -> tuple<i1, i32> {
  %0 = call @callee(%arg0) : (tuple<i1, i32>) -> tuple<i1, i32>
  return %0 : tuple<i1, i32>
}
// -----
func.func private @callee(i1, tuple<>, tuple<i32>) -> (tuple<>, i1, tuple<i32, i64>)
func.func @call_result_used(%arg0: i1, %arg1: tuple<i32>) -> i1 {
  %e = "foo.empty"() : () -> tuple<>
  %0:3 = call @callee(%arg0, %e, %arg1) : (i1, tuple<>, tuple<i32>) -> (tuple<>, i1, tuple<i32, i64>)
  "foo.use"(%0#0, %0#2) : (tuple<>, tuple<i32, i64>) -> ()
  return %0#1 : i1
}
// -----
func.func @no_tuples(%arg0: i32) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32
  return %0 : i32
}
