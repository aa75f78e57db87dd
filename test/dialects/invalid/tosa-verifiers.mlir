// tosa's C++ verifiers and the result types its InferTypeOpInterface checks.

func.func @reduce_keeps_axis(%t: tensor<6x7xf32>) -> tensor<6x7xf32> {
  // expected-error@+1 {{'tosa.reduce_max' op expect reduced dimension size to be 1, got 7}}
  %0 = tosa.reduce_max %t {axis = 1 : i32} : (tensor<6x7xf32>) -> tensor<6x7xf32>
  return %0 : tensor<6x7xf32>
}

// -----

func.func @reduce_wrong_element(%t: tensor<6x7xi8>) -> tensor<1x7xi16> {
  // expected-error@+2 {{'tosa.reduce_sum' op inferred type(s) 'tensor<1x7xi8>' are incompatible with return type(s) of operation 'tensor<1x7xi16>'}}
  // expected-error@+1 {{failed to infer returned types}}
  %0 = tosa.reduce_sum %t {axis = 0 : i32} : (tensor<6x7xi8>) -> tensor<1x7xi16>
  return %0 : tensor<1x7xi16>
}

// -----

func.func @concat_mismatch(%a: tensor<4x5xf32>, %b: tensor<4x6xf32>) -> tensor<8x?xf32> {
  // expected-error@+2 {{Cannot concat tensors with different sizes on the non-axis dimension 1}}
  // expected-error@+1 {{failed to infer returned types}}
  %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<4x5xf32>, tensor<4x6xf32>) -> tensor<8x?xf32>
  return %0 : tensor<8x?xf32>
}

// -----

func.func @reshape_two_placeholders(%t: tensor<?x6xf32>) -> tensor<?x?xf32> {
  // expected-error@+1 {{'tosa.reshape' op expected at most one target dimension to be -1}}
  %0 = tosa.reshape %t {new_shape = array<i64: -1, -1>} : (tensor<?x6xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @reshape_count(%t: tensor<3x5xf32>) -> tensor<4x4xf32> {
  // expected-error@+1 {{'tosa.reshape' op cannot reshape 15 elements into 16}}
  %0 = tosa.reshape %t {new_shape = array<i64: 4, 4>} : (tensor<3x5xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @transpose_repeated(%t: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %perms = "tosa.const"() {value = dense<[1, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tosa.transpose' op expected valid permutation tensor}}
  %0 = tosa.transpose %t, %perms : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @transpose_output_rank(%t: tensor<*xf32>, %perms: tensor<2xi32>) -> tensor<2x3x4xf32> {
  // expected-error@+1 {{'tosa.transpose' op expected permutation tensor dim 0 to have size 3 (output rank) but got size 2}}
  %0 = tosa.transpose %t, %perms : (tensor<*xf32>, tensor<2xi32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// -----

func.func @reverse_rank(%t: tensor<2x3xf32>) -> tensor<2x3x1xf32> {
  // expected-error@+1 {{'tosa.reverse' op expect output tensor rank to be equal to input tensor rank}}
  %0 = tosa.reverse %t {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
  return %0 : tensor<2x3x1xf32>
}

// -----

func.func @tile_unranked_input(%t: tensor<*xf32>) -> tensor<4x6xf32> {
  // expected-error@+1 {{'tosa.tile' op expect 'multiples' array to have length 2 but got 3.}}
  %0 = tosa.tile %t {multiples = array<i64: 1, 2, 3>} : (tensor<*xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @depthwise_mixed(%i: tensor<1x4x4x4xf32>, %w: tensor<1x1x4x2xi8>, %b: tensor<8xf32>) -> tensor<1x4x4x8xf32> {
  // expected-error@+1 {{'tosa.depthwise_conv2d' op expect both input and weight to be float or not together, got 'f32' and 'i8'}}
  %0 = tosa.depthwise_conv2d %i, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>, tensor<1x1x4x2xi8>, tensor<8xf32>) -> tensor<1x4x4x8xf32>
  return %0 : tensor<1x4x4x8xf32>
}

// -----

func.func @reshape_to_empty(%t: tensor<2x3xf32>) -> tensor<6x0xf32> {
  // expected-error@+1 {{'tosa.reshape' op tensor has a dimension with size zero. Each dimension of a tensor must have size >= 1}}
  %0 = tosa.reshape %t {new_shape = array<i64: 6, 0>} : (tensor<2x3xf32>) -> tensor<6x0xf32>
  return %0 : tensor<6x0xf32>
}

// -----

func.func @avg_pool_accumulator(%t: tensor<1x4x4x2xi8>) -> tensor<1x4x4x2xi8> {
  // expected-error@+1 {{'tosa.avg_pool2d' op accumulator type for integer tensor is not i32}}
  %0 = tosa.avg_pool2d %t {acc_type = f16, kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi8>) -> tensor<1x4x4x2xi8>
  return %0 : tensor<1x4x4x2xi8>
}

// -----

func.func @avg_pool_elements(%t: tensor<1x4x4x2xi8>) -> tensor<1x4x4x2xi16> {
  // expected-error@+1 {{'tosa.avg_pool2d' op input/output element types are incompatible.}}
  %0 = tosa.avg_pool2d %t {acc_type = i32, kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi8>) -> tensor<1x4x4x2xi16>
  return %0 : tensor<1x4x4x2xi16>
}
