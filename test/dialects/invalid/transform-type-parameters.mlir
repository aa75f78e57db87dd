// transform's parameterized types read their parameters as their assembly formats say.

// expected-error@below {{expected '<'}}
func.func private @opWithoutName(!transform.op)

// -----

// expected-error@below {{expected '<'}}
func.func private @paramWithoutType(!transform.param)

// -----

// expected-error@below {{expected '<'}}
func.func private @opWithSquareBrackets(!transform.op["func.func"])

// -----

// expected-error@below {{expected string}}
// expected-error@below {{failed to parse Transform_OperationType parameter 'operation_name' which is to be a `::llvm::StringRef`}}
func.func private @opWithEmptyParameters(!transform.op<>)

// -----

// expected-error@below {{expected string}}
// expected-error@below {{failed to parse Transform_OperationType parameter 'operation_name' which is to be a `::llvm::StringRef`}}
func.func private @opWithBareName(!transform.op<func>)

// -----

// expected-error@below {{expected '>'}}
func.func private @opWithTwoParameters(!transform.op<"func.func", 1>)

// -----

// expected-error@below {{expected non-function type}}
// expected-error@below {{failed to parse Transform_ParamType parameter 'type' which is to be a `::mlir::Type`}}
func.func private @paramWithEmptyParameters(!transform.param<>)

// -----

// expected-error@below {{expected non-function type}}
// expected-error@below {{failed to parse Transform_ParamType parameter 'type' which is to be a `::mlir::Type`}}
func.func private @paramOfString(!transform.param<"i32">)

// -----

// expected-error@below {{expected '>'}}
func.func private @paramOfTwoTypes(!transform.param<i32, i64>)

// -----

// expected-error@below {{only supports integer types with width <=64}}
func.func private @paramOfFloat(!transform.param<f32>)

// -----

// expected-error@below {{only supports integer types with width <=64}}
func.func private @paramOfIndex(!transform.param<index>)

// -----

// expected-error@below {{only supports integer types with width <=64}}
func.func private @paramOfWideInteger(!transform.param<i65>)

// -----

// expected-error@below {{only supports integer types with width <=64}}
func.func private @paramOfVector(!transform.param<vector<4xi8>>)

// -----

// expected-error@below {{only supports integer types with width <=64}}
func.func private @paramOfHandle(!transform.param<!transform.any_op>)

// -----

// Integers of any signedness up to 64 bits; the parameterless types drop a body.
func.func private @accepted(!transform.op<"a\"b">, !transform.param<i1>, !transform.param<si64>, !transform.param<ui8>, !transform.any_op<i32>, !transform.type<f32>)

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error@below {{only supports integer types with width <=64}}
  %0 = transform.param.constant 1 : i32 -> !transform.param<f32>
}

// -----

// A transform type is named by a keyword, not a string.
// expected-error@below {{expected valid keyword}}
func.func private @quotedMnemonic(!transform<"op">)

// -----

// expected-error@below {{expected valid keyword}}
func.func private @quotedParameterizedMnemonic(!transform<"param<i8>">)
