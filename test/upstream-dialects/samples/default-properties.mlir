func.func @f(%c: complex<f32>) {
  %0 = "complex.re"(%c) : (complex<f32>) -> f32
 %1 = "ub.poison"() : () -> i32
 return
}
