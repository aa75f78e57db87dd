// Invalid arith ops (generic form); the expected messages are mlir-opt 19's.

%a = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
// expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
%0 = "arith.addi"(%a, %a) : (f32, f32) -> f32

// -----

%a = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
// expected-error @+1 {{'arith.addf' op requires the same type for all operands and results}}
%0 = "arith.addf"(%a, %a) : (f32, f32) -> f64

// -----

%a = "arith.constant"() <{value = 1 : i32}> : () -> i32
// expected-error @+1 {{'arith.addi' op expected 2 operands, but found 3}}
%0 = "arith.addi"(%a, %a, %a) : (i32, i32, i32) -> i32

// -----

// expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
%0 = "arith.constant"() <{value = 1 : i32}> : () -> i64

// -----

// expected-error @+1 {{'arith.constant' op requires attribute 'value'}}
%0 = "arith.constant"() : () -> i64

// -----

%a = "arith.constant"() <{value = 1 : i32}> : () -> i32
// expected-error @+1 {{invalid properties {predicate = 42 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 42 : i64}}
%0 = "arith.cmpi"(%a, %a) <{predicate = 42 : i64}> : (i32, i32) -> i1

// -----

%a = "arith.constant"() <{value = 1 : i32}> : () -> i32
// expected-error @+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
%0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i32

// -----

%a = "arith.constant"() <{value = 1 : i32}> : () -> i32
// expected-error @+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
%0 = "arith.extsi"(%a) : (i32) -> i16

// -----

%a = "arith.constant"() <{value = 1 : i32}> : () -> i32
// expected-error @+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
%0 = "arith.trunci"(%a) : (i32) -> i64

// -----

%a = "arith.constant"() <{value = 1 : i32}> : () -> i32
// expected-error @+1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'i64'}}
%0 = "arith.sitofp"(%a) : (i32) -> i64

// -----

%c = "arith.constant"() <{value = 1 : i32}> : () -> i32
%a = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
// expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
%0 = "arith.select"(%c, %a, %a) : (i32, f32, f32) -> f32

// -----

%c = "arith.constant"() <{value = dense<true> : vector<4xi1>}> : () -> vector<4xi1>
%a = "arith.constant"() <{value = dense<1.0> : vector<2xf32>}> : () -> vector<2xf32>
// expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
%0 = "arith.select"(%c, %a, %a) : (vector<4xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>

// -----

%a = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
// expected-error @+1 {{invalid properties {fastmath = 1 : i32} for op arith.addf: Invalid attribute `fastmath` in property conversion: 1 : i32}}
%0 = "arith.addf"(%a, %a) <{fastmath = 1 : i32}> : (f32, f32) -> f32

// -----

%a = "arith.constant"() <{value = 1 : i32}> : () -> i32
%b = "arith.constant"() <{value = 1 : i64}> : () -> i64
// expected-error @+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
%0:2 = "arith.addui_extended"(%a, %b) : (i32, i64) -> (i32, i1)

// -----

%a = "arith.constant"() <{value = 1 : i32}> : () -> i32
// expected-error @+2 {{expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
// expected-error @+1 {{failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
%0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<fast>}> : (i32, i32) -> i32

// -----

%a = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
%0 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
// expected-error @+1 {{'arith.negf' op requires a single operand}}
%1 = "arith.negf"(%0, %0) : (f32, f32) -> f32

// -----

%a = "arith.constant"() <{value = 1 : i32}> : () -> i32
// expected-error @+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
%0 = "arith.index_cast"(%a) : (i32) -> i64

// -----

// A scalable dimension and a fixed one of the same size are different shapes.
func.func @ext_scalable_into_fixed(%v : vector<[8]xi16>) {
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %v : vector<[8]xi16> to vector<8xi32>
  return
}

// -----

// Casting may change the element type only: a different tensor encoding is incompatible.
func.func @trunc_changes_encoding(%t : tensor<3xf64, "enc_a">) {
  // expected-error @+1 {{'arith.truncf' op operand type 'tensor<3xf64, "enc_a">' and result type 'tensor<3xf16, "enc_b">' are cast incompatible}}
  %0 = arith.truncf %t : tensor<3xf64, "enc_a"> to tensor<3xf16, "enc_b">
  return
}

// -----

func.func @index_cast_changes_encoding(%t : tensor<5xindex, 1>) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'tensor<5xindex, 1 : i64>' and result type 'tensor<5xi32, 2 : i64>' are cast incompatible}}
  %0 = arith.index_cast %t : tensor<5xindex, 1> to tensor<5xi32, 2>
  return
}

// -----

// Memref casts are not compared beyond their shape (memory space may differ), as in MLIR 19.
func.func @bitcast_keeps_shape_only(%m : memref<4xf32>, %t : tensor<4xf32, "enc_a">) {
  %0 = arith.bitcast %m : memref<4xf32> to memref<4xi32, 3>
  // expected-error @+1 {{'arith.bitcast' op operand type 'tensor<4xf32, "enc_a">' and result type 'tensor<4xi32>' are cast incompatible}}
  %1 = arith.bitcast %t : tensor<4xf32, "enc_a"> to tensor<4xi32>
  return
}

// -----

// cmpf's i1 result type is derived from the operand type, which the parser checks first.
func.func @cmpf_on_integers(%x : i64) {
  // expected-error @+1 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'i64'}}
  %0 = arith.cmpf olt, %x, %x : i64
  return
}

// -----

func.func @cmpi_on_a_function_type(%g : (i8) -> i8) {
  // expected-error @+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got '(i8) -> i8'}}
  %0 = arith.cmpi ne, %g, %g : (i8) -> i8
  return
}

// -----

// The op's own error comes before its block's missing terminator (block checks run on exit).
func.func @bad_op_in_unterminated_block(%f : f32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%f, %f) : (f32, f32) -> f32
}
