// A struct's parameter name is a keyword: an attribute where a name should be is refused.
#r = #polynomial.ring<coefficientType = i32>
// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{expected a parameter name in struct}}
func.func private @f(%x: !polynomial.polynomial<#r>)

// -----

// A string is not a parameter name either.
// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{expected a parameter name in struct}}
func.func private @g() attributes {r = #polynomial.ring<"coefficientType" = i32>}

// -----

// Nor in the primitive root's struct.
// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{expected a parameter name in struct}}
func.func private @h() attributes {r = #polynomial.primitive_root<"value" = 3 : i32, degree = 4 : index>}
