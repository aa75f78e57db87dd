// Inputs for symbol-privatize (our own).
func.func @a() {
  return
}
func.func @b() {
  return
}
func.func private @c() {
  return
}
module @nested {
  func.func @d() {
    return
  }
}
