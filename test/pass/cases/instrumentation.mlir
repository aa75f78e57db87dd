// Input for the pipeline and instrumentation cases (our own): two functions, a nested
// module, a private function nothing calls, locations on a line of their own.
func.func @first(%a: i32, %b: i32) -> i32 {
  %0 = arith.muli %a, %b : i32
  return %0 : i32
}
func.func @second() {
  return
}
func.func private @unused() {
  return
}
module @inner {
  func.func @nested() {
    return
  }
}
