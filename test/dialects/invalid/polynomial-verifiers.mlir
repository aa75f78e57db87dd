// polynomial's C++ verifiers and attribute parsers, with mlir-opt 19's messages.
!p8 = !polynomial.polynomial<ring = <coefficientType = i16, coefficientModulus = 17 : i16, polynomialModulus = <-1 + x**8>>>

func.func @from_tensor_fits(%t: tensor<8xi16>, %u: tensor<?xi8>) {
  %0 = polynomial.from_tensor %t : tensor<8xi16> -> !p8
  %1 = polynomial.from_tensor %u : tensor<?xi8> -> !p8
  return
}

// -----

!p8 = !polynomial.polynomial<ring = <coefficientType = i16, coefficientModulus = 17 : i16, polynomialModulus = <-1 + x**8>>>

func.func @from_tensor_two_dims(%t: tensor<2x4xi16>) {
  // expected-error@+2 {{'polynomial.from_tensor' op input type 'tensor<2x4xi16>' does not match output type}}
  // expected-note@+1 {{where d is at most the degree of the polynomialModulus of the output type's ring attribute}}
  %0 = polynomial.from_tensor %t : tensor<2x4xi16> -> !p8
  return
}

// -----

!p = !polynomial.polynomial<ring = <coefficientType = i8>>

func.func @from_tensor_wider_than_coefficients(%t: tensor<3xi9>) {
  // expected-error@+2 {{input tensor element type 'i9' is too large to fit in the coefficients of '!polynomial.polynomial<ring = <coefficientType = i8>>'}}
  // expected-note@+1 {{the input tensor's elements must be rescaled to fit before using from_tensor}}
  %0 = polynomial.from_tensor %t : tensor<3xi9> -> !p
  return
}

// -----

!p8 = !polynomial.polynomial<ring = <coefficientType = i16, coefficientModulus = 17 : i16, polynomialModulus = <-1 + x**8>>>

func.func @to_tensor_dynamic(%p: !p8) {
  // expected-error@+2 {{does not match output type 'tensor<?xi16>'}}
  // expected-note@+1 {{the output type must be a tensor of shape [d]}}
  %0 = polynomial.to_tensor %p : !p8 -> tensor<?xi16>
  return
}

// -----

!p = !polynomial.polynomial<ring = <coefficientType = i16>>

func.func @to_tensor_without_modulus(%p: !p) -> tensor<2x3xi16> {
  %0 = polynomial.to_tensor %p : !p -> tensor<2x3xi16>
  return %0 : tensor<2x3xi16>
}

// -----

!p = !polynomial.polynomial<ring = <coefficientType = i16>>

func.func @mul_scalar_of_tensor(%t: tensor<2x!p>, %s: i32) {
  // expected-error@+1 {{'polynomial.mul_scalar' op polynomial coefficient type 'i16' does not match scalar type 'i32'}}
  %0 = "polynomial.mul_scalar"(%t, %s) : (tensor<2x!p>, i32) -> tensor<2x!p>
  return
}

// -----

#ring = #polynomial.ring<coefficientType = i16, coefficientModulus = 17 : i16, polynomialModulus = <-1 + x**8>>
!p8 = !polynomial.polynomial<ring = #ring>

func.func @ntt_roots(%p: !p8) {
  // 2 has order 8 modulo 17; 1 is a root of degree 1.
  %0 = polynomial.ntt %p {root = #polynomial.primitive_root<degree = 8 : index, value = 2 : i16>} : !p8 -> tensor<8xi32, #ring>
  %1 = polynomial.intt %0 {root = #polynomial.primitive_root<value = 1 : i16, degree = 1 : index>} : tensor<8xi32, #ring> -> !p8
  return
}

// -----

#ring = #polynomial.ring<coefficientType = i16, coefficientModulus = 17 : i16, polynomialModulus = <-1 + x**8>>
!p8 = !polynomial.polynomial<ring = #ring>

func.func @ntt_root_of_smaller_order(%p: !p8) {
  // expected-error@+1 {{'polynomial.ntt' op provided root 4 is not a primitive root of unity mod 17, with the specified degree 8}}
  %0 = polynomial.ntt %p {root = #polynomial.primitive_root<value = 4 : i16, degree = 8 : index>} : !p8 -> tensor<8xi32, #ring>
  return
}

// -----

#ring = #polynomial.ring<coefficientType = i16, coefficientModulus = 17 : i16, polynomialModulus = <-1 + x**8>>
!p8 = !polynomial.polynomial<ring = #ring>

func.func @intt_root_degree_zero(%t: tensor<8xi32, #ring>) {
  // expected-error@+1 {{provided root 2 is not a primitive root of unity mod 17, with the specified degree 0}}
  %0 = polynomial.intt %t {root = #polynomial.primitive_root<value = 2 : i16, degree = 0 : index>} : tensor<8xi32, #ring> -> !p8
  return
}

// -----

#ring = #polynomial.ring<coefficientType = i16, coefficientModulus = 17 : i16, polynomialModulus = <-1 + x**8>>
#other = #polynomial.ring<coefficientType = i16, coefficientModulus = 17 : i32, polynomialModulus = <-1 + x**8>>
!p8 = !polynomial.polynomial<ring = #ring>

func.func @ntt_other_ring(%p: !p8) {
  // expected-error@+1 {{encoded ring type #polynomial.ring<coefficientType = i16, coefficientModulus = 17 : i32, polynomialModulus = <-1 + x**8>> is not equivalent to the polynomial ring #polynomial.ring<coefficientType = i16, coefficientModulus = 17 : i16, polynomialModulus = <-1 + x**8>>}}
  %0 = polynomial.ntt %p : !p8 -> tensor<8xi32, #other>
  return
}

// -----

#ring = #polynomial.ring<coefficientType = i16, coefficientModulus = 17 : i16, polynomialModulus = <-1 + x**8>>
!p8 = !polynomial.polynomial<ring = #ring>

func.func @ntt_same_ring_spelled_differently(%p: !p8) {
  %0 = polynomial.ntt %p : !p8 -> tensor<8xi32, #polynomial.ring<polynomialModulus = <x**8 + -1>, coefficientType = i16, coefficientModulus = 17 : i16>>
  return
}

// -----

#ring = #polynomial.ring<coefficientType = i16, coefficientModulus = 17 : i16, polynomialModulus = <-1 + x**8>>
!p8 = !polynomial.polynomial<ring = #ring>

func.func @ntt_not_a_ring(%p: !p8) {
  // expected-error@+1 {{the provided tensor encoding is not a ring attribute}}
  %0 = polynomial.ntt %p : !p8 -> tensor<8xi32, #polynomial.int_polynomial<x>>
  return
}

// -----

#ring = #polynomial.ring<coefficientType = i16, coefficientModulus = 17 : i16, polynomialModulus = <-1 + x**8>>
!p8 = !polynomial.polynomial<ring = #ring>

func.func @intt_two_dims(%t: tensor<8x1xi32, #ring>) {
  // expected-error@+2 {{tensor type 'tensor<8x1xi32, #polynomial.ring<coefficientType = i16, coefficientModulus = 17 : i16, polynomialModulus = <-1 + x**8>>>' does not match output type #polynomial.ring<}}
  // expected-note@+1 {{where d is exactly the degree of the polynomialModulus}}
  %0 = polynomial.intt %t : tensor<8x1xi32, #ring> -> !p8
  return
}

// -----

// expected-error@+2 {{expected attribute value}}
// expected-error@+1 {{failed to parse Polynomial_PrimitiveRootAttr parameter 'degree' which is to be a `::mlir::IntegerAttr`}}
#root = #polynomial.primitive_root<value = 2 : i16, degree = x>

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse Polynomial_RingAttr parameter 'coefficientModulus' which is to be a `::mlir::IntegerAttr`}}
#ring = #polynomial.ring<coefficientType = i16, coefficientModulus = 1.5>

// -----

// expected-error@+2 {{expected '<'}}
// expected-error@+1 {{failed to parse Polynomial_RingAttr parameter 'polynomialModulus' which is to be a `::mlir::polynomial::IntPolynomialAttr`}}
#ring = #polynomial.ring<coefficientType = i16, polynomialModulus = 3>

// -----

// expected-error@+2 {{expected '<'}}
// expected-error@+1 {{failed to parse Polynomial_PolynomialType parameter 'ring' which is to be a `::mlir::polynomial::RingAttr`}}
func.func private @ring_not_an_attribute(!polynomial.polynomial<ring = 3>)
