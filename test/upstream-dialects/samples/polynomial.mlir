#quad = #polynomial.int_polynomial<x**2 + 3 + 2x>
#cyclo = #polynomial.int_polynomial<1 + x**64>
#r32 = #polynomial.ring<coefficientType = i32, coefficientModulus = 65537 : i32, polynomialModulus = #cyclo>
#rf = #polynomial.ring<coefficientType = f64>
!p = !polynomial.polynomial<ring = #r32>
func.func @arith(%a: !p, %b: !p, %t: tensor<4xi32>, %s: i32, %k: index) -> !p {
  %0 = polynomial.add %a, %b : !p
  %1 = polynomial.sub %0, %b : !p
  %2 = polynomial.mul %1, %a : !p
  %3 = polynomial.mul_scalar %2, %s : !p, i32
  %4 = polynomial.from_tensor %t : tensor<4xi32> -> !p
  %5 = polynomial.to_tensor %4 : !p -> tensor<64xi32>
  %d, %c = polynomial.leading_term %3 : !p -> (index, i32)
  %6 = polynomial.monomial %s, %k : (i32, index) -> !p
  %7 = polynomial.monic_monomial_mul %6, %k : (!p, index) -> !p
  %8 = polynomial.constant int<2 + 5x**3> : !p
  %9 = polynomial.constant float<0.25 + 1.5x**2> : !polynomial.polynomial<ring = #rf>
  %10 = polynomial.constant #polynomial.typed_int_polynomial<x + 7> : !p
  return %7 : !p
}
