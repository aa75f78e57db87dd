// The offset/size/stride lists of tensor's slice ops, checked as MLIR's
// OffsetSizeAndStrideOpInterface checks them (the same checks memref's views get).

func.func @offsets_rank(%t: tensor<8x8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4, 1>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @strides_rank(%t: tensor<8x8xf32>) -> tensor<4x1xf32> {
  // expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 1>, static_strides = array<i64: 1>}> : (tensor<8x8xf32>) -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}

// -----

func.func @too_few(%t: tensor<8x8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected 2 offset values, got 1}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<8x8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @negative_offset(%t: tensor<8x8xf32>) -> tensor<4x1xf32> {
  // expected-error @+1 {{expected offsets to be non-negative, but got -3}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: -3, 0>, static_sizes = array<i64: 4, 1>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>) -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}

// -----

func.func @negative_size(%t: tensor<8x8xf32>, %s: tensor<4x1xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{expected sizes to be non-negative, but got -4}}
  %0 = "tensor.insert_slice"(%s, %t) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -4, 1>, static_strides = array<i64: 1, 1>}> : (tensor<4x1xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

func.func @dynamic_count(%t: tensor<8x8xf32>, %i: index) -> tensor<4x1xf32> {
  // expected-error @+1 {{expected 0 dynamic offset values}}
  %0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 1>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, index) -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}
