// polynomial's attribute and type syntax: monomials, their indeterminate and exponents, and
// the ring's struct of parameters.
#p = #polynomial.int_polynomial<1 + x + 2x>
// -----
#p = #polynomial.int_polynomial<1 + x + y**2>
// -----
#p = #polynomial.int_polynomial<x**>
// -----
#p = #polynomial.int_polynomial<3 4>
// -----
#p = #polynomial.int_polynomial<>
// -----
#r = #polynomial.ring<coefficientModulus = 5>
// -----
#r = #polynomial.ring<coefficientType = i8, coefficientType = i16>
// -----
#r = #polynomial.ring<coefficientType = i8, modulus = 3>
