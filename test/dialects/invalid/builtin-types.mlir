// Invalid builtin types; the expected messages are mlir-opt 19's.

// A type is not a memory space.
// expected-error @+1 {{unsupported memory space Attribute}}
func.func private @typed_space(memref<8xi16, f32>)

// -----

// Nor is an array, for an unranked memref either.
// expected-error @+1 {{unsupported memory space Attribute}}
func.func private @array_space(memref<*xi16, [2]>)

// -----

// Integers, strings and dictionaries are valid memory spaces.
func.func private @valid_spaces(memref<8xi16, 5>, memref<8xi16, "global">, memref<*xi16, {kind = 1}>)
