// A tensor type checks its sparse encoding against its shape and element type when parsed.

#Vec = #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed)}>
// expected-error@+1 {{dimension-rank mismatch between encoding and tensor shape: 1 != 3}}
func.func private @rank_mismatch(tensor<2x3x4xf32, #Vec>)

// -----

#Vec = #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed)}>
// expected-error@+1 {{expected non-scalar sparse tensor}}
func.func private @scalar(tensor<f32, #Vec>)

// -----

#Vec = #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed)}>
// expected-error@+1 {{expected non-scalar sparse tensor}}
func.func private @unranked(tensor<*xf32, #Vec>)

// -----

func.func @in_an_op_result() {
  // expected-error@+1 {{dimension-rank mismatch between encoding and tensor shape: 2 != 1}}
  %0 = tensor.empty() : tensor<8xi32, #sparse_tensor.encoding<{map = (d0, d1) -> (d0 : dense, d1 : compressed)}>>
  return
}

// -----

#Ones = #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed), explicitVal = 1 : i32}>
// expected-error@+1 {{explicit value type mismatch between encoding and tensor element type: 'i32' != 'f16'}}
func.func private @explicit_type(tensor<4xf16, #Ones>)

// -----

#Zero = #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed), implicitVal = 0.0 : f64}>
// expected-error@+1 {{implicit value type mismatch between encoding and tensor element type: 'f64' != 'f32'}}
func.func private @implicit_type(tensor<4xf32, #Zero>)

// -----

#NotZero = #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed), implicitVal = 2 : i8}>
// expected-error@+1 {{implicit value must be zero}}
func.func private @implicit_not_zero(tensor<4xi8, #NotZero>)

// -----

// expected-error@+1 {{expected a numeric value for explicitVal}}
#Text = #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed), explicitVal = "one"}>

// -----

// expected-error@+1 {{expected an integral position bitwidth}}
#FloatWidth = #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed), posWidth = 3.0}>

// -----

// expected-error@+1 {{unexpected coordinate bitwidth: 4294967288}}
#NegativeWidth = #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed), crdWidth = -8}>
