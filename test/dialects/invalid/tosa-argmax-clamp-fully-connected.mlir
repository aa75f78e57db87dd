func.func @argmax_float(%a: tensor<2x3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.argmax' op result tensor is not of integer type}}
  %0 = tosa.argmax %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @argmax_axis(%a: tensor<2x3xf32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.argmax' op specified axis is outside the rank of the tensor}}
  %0 = tosa.argmax %a {axis = 2 : i32} : (tensor<2x3xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @argmax_neg(%a: tensor<2x3xf32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.argmax' op specified axis is outside the rank of the tensor}}
  %0 = tosa.argmax %a {axis = -1 : i32} : (tensor<2x3xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @argmax_unranked(%a: tensor<*xf32>) -> tensor<*xi32> {
  %0 = tosa.argmax %a {axis = 7 : i32} : (tensor<*xf32>) -> tensor<*xi32>
  return %0 : tensor<*xi32>
}

// -----

func.func @argmax_shape(%a: tensor<2x3xf32>) -> tensor<5xi32> {
  %0 = tosa.argmax %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}

// -----

func.func @argmax_index(%a: tensor<2x3xf32>) -> tensor<2xindex> {
  // expected-error @+1 {{'tosa.argmax' op result #0 must be tensor of number values, but got 'tensor<2xindex>'}}
  %0 = tosa.argmax %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2xindex>
  return %0 : tensor<2xindex>
}

// -----

func.func @clamp_types(%a: tensor<2xf32>) -> tensor<2xf16> {
  // expected-error @+1 {{'tosa.clamp' op input/output element types are incompatible.}}
  %0 = tosa.clamp %a {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<2xf32>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// -----

func.func @clamp_fp_mismatch(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = tosa.clamp %a {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f16} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @clamp_fp_narrow(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = tosa.clamp %a {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f16, max_fp = 1.0 : f16} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @clamp_fp_wider(%a: tensor<2xf16>) -> tensor<2xf16> {
  %0 = tosa.clamp %a {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// -----

func.func @clamp_int(%a: tensor<2xi8>) -> tensor<2xi8> {
  %0 = tosa.clamp %a {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f16, max_fp = 1.0 : f32} : (tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

func.func @clamp_quant(%a: tensor<2x!quant.uniform<i8:f32, 0.1>>) -> tensor<2xi8> {
  %0 = tosa.clamp %a {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<2x!quant.uniform<i8:f32, 0.1>>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

func.func @clamp_quant2(%a: tensor<2x!quant.uniform<i8:f32, 0.1>>) -> tensor<2xi16> {
  // expected-error @+1 {{'tosa.clamp' op input/output element types are incompatible.}}
  %0 = tosa.clamp %a {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<2x!quant.uniform<i8:f32, 0.1>>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// -----

func.func @fc_quant(%a: tensor<2x3xi8>, %w: tensor<4x3xi8>, %b: tensor<4xi32>) -> tensor<2x4xi32> {
  // expected-error @+1 {{'tosa.fully_connected' op quantizationattr is required for quantized type, and not allowed for float type}}
  %0 = tosa.fully_connected %a, %w, %b : (tensor<2x3xi8>, tensor<4x3xi8>, tensor<4xi32>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}

// -----

func.func @fc_mixed(%a: tensor<2x3xf32>, %w: tensor<4x3xi8>, %b: tensor<4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'tosa.fully_connected' op expect both input and weight to be float or not together, got 'f32' and 'i8'}}
  %0 = tosa.fully_connected %a, %w, %b : (tensor<2x3xf32>, tensor<4x3xi8>, tensor<4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @fc_unranked(%a: tensor<*xf32>, %w: tensor<4x3xf32>, %b: tensor<4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'tosa.fully_connected' op expect a ranked tensor for input, got <block argument> of type 'tensor<*xf32>' at index: 0}}
  %0 = tosa.fully_connected %a, %w, %b : (tensor<*xf32>, tensor<4x3xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @fc_zero(%a: tensor<0x3xf32>, %w: tensor<4x3xf32>, %b: tensor<4xf32>) -> tensor<0x4xf32> {
  // expected-error @+1 {{'tosa.fully_connected' op tensor has a dimension with size zero. Each dimension of a tensor must have size >= 1}}
  %0 = tosa.fully_connected %a, %w, %b : (tensor<0x3xf32>, tensor<4x3xf32>, tensor<4xf32>) -> tensor<0x4xf32>
  return %0 : tensor<0x4xf32>
}

// -----

func.func @fc_shape(%a: tensor<2x3xf32>, %w: tensor<4x3xf32>, %b: tensor<4xf32>) -> tensor<7x9xf32> {
  %0 = tosa.fully_connected %a, %w, %b : (tensor<2x3xf32>, tensor<4x3xf32>, tensor<4xf32>) -> tensor<7x9xf32>
  return %0 : tensor<7x9xf32>
}

// -----

func.func @fc_quant_info(%a: tensor<2x3xf32>, %w: tensor<4x3xf32>, %b: tensor<4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'tosa.fully_connected' op quantizationattr is required for quantized type, and not allowed for float type}}
  %0 = tosa.fully_connected %a, %w, %b {quantization_info = #tosa.conv_quant<input_zp = 0, weight_zp = 0>} : (tensor<2x3xf32>, tensor<4x3xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @tc(%a: tensor<1x4x4x3xf32>, %w: tensor<2x3x3x3xf32>, %b: tensor<2xf32>) -> tensor<1x6x6x2xf32> {
  %0 = tosa.transpose_conv2d %a, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, out_shape = array<i64: 1, 6, 6, 2>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3xf32>, tensor<2x3x3x3xf32>, tensor<2xf32>) -> tensor<1x6x6x2xf32>
  return %0 : tensor<1x6x6x2xf32>
}

// -----

func.func @tc_mixed(%a: tensor<1x4x4x3xi8>, %w: tensor<2x3x3x3xf32>, %b: tensor<2xf32>) -> tensor<1x6x6x2xf32> {
  %0 = tosa.transpose_conv2d %a, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, out_shape = array<i64: 1, 6, 6, 2>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3xi8>, tensor<2x3x3x3xf32>, tensor<2xf32>) -> tensor<1x6x6x2xf32>
  return %0 : tensor<1x6x6x2xf32>
}

// -----

func.func @tc_shape(%a: tensor<1x4x4x3xf32>, %w: tensor<2x3x3x3xf32>, %b: tensor<2xf32>) -> tensor<1x9x9x2xf32> {
  %0 = tosa.transpose_conv2d %a, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, out_shape = array<i64: 1, 6, 6, 2>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3xf32>, tensor<2x3x3x3xf32>, tensor<2xf32>) -> tensor<1x9x9x2xf32>
  return %0 : tensor<1x9x9x2xf32>
}

// -----

func.func @tc_zero(%a: tensor<1x0x4x3xf32>, %w: tensor<2x3x3x3xf32>, %b: tensor<2xf32>) -> tensor<1x6x6x2xf32> {
  %0 = tosa.transpose_conv2d %a, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, out_shape = array<i64: 1, 6, 6, 2>, stride = array<i64: 1, 1>} : (tensor<1x0x4x3xf32>, tensor<2x3x3x3xf32>, tensor<2xf32>) -> tensor<1x6x6x2xf32>
  return %0 : tensor<1x6x6x2xf32>
}

// -----

func.func @c1(%a: tensor<2xui8>) -> tensor<2xui8> {
  %0 = tosa.clamp %a {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f16, max_fp = 1.0 : f32} : (tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// -----

func.func @c2(%a: tensor<2xbf16>) -> tensor<2xbf16> {
  // expected-error @+1 {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = tosa.clamp %a {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f16, max_fp = 1.0 : f16} : (tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// -----

func.func @c3(%a: tensor<2xf16>) -> tensor<2xf16> {
  %0 = tosa.clamp %a {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f16, max_fp = 1.0 : f16} : (tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// -----

func.func @c4(%a: tensor<2x!quant.uniform<u8:f32, 0.1>>) -> tensor<2x!quant.uniform<i8:f32, 0.2>> {
  %0 = tosa.clamp %a {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<2x!quant.uniform<u8:f32, 0.1>>) -> tensor<2x!quant.uniform<i8:f32, 0.2>>
  return %0 : tensor<2x!quant.uniform<i8:f32, 0.2>>
}

// -----

func.func @c5(%a: tensor<2xi1>) -> tensor<2xi1> {
  %0 = tosa.clamp %a {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f16, max_fp = 1.0 : f32} : (tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @c6(%a: tensor<*xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = tosa.clamp %a {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : bf16, max_fp = 1.0 : bf16} : (tensor<*xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @a1(%a: tensor<f32>) -> tensor<i32> {
  // expected-error @+1 {{'tosa.argmax' op specified axis is outside the rank of the tensor}}
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<f32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

func.func @a2(%a: tensor<3xf32>) -> tensor<*xui32> {
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<3xf32>) -> tensor<*xui32>
  return %0 : tensor<*xui32>
}
