// tosa's quantized integer element types: a quant type of 4, 8, 16 or 32 storage bits
// (8 unsigned), as QuantizedType::getStorageTypeIntegralWidth tells.

func.func @i2(%a: tensor<2x!quant.uniform<i2:f32, 0.1>>) -> tensor<2x!quant.uniform<i2:f32, 0.1>> {
  // expected-error @+1 {{'tosa.abs' op operand #0 must be tensor of number values, but got 'tensor<2x!quant.uniform<i2:f32, 1.000000e-01>>'}}
  %0 = "tosa.abs"(%a) : (tensor<2x!quant.uniform<i2:f32, 0.1>>) -> tensor<2x!quant.uniform<i2:f32, 0.1>>
  return %0 : tensor<2x!quant.uniform<i2:f32, 0.1>>
}

// -----

func.func @widths(%a: tensor<2x!quant.uniform<i4:f32, 0.1>>, %b: tensor<2x!quant.uniform<u8:f32, 0.1>>, %c: tensor<2x!quant.any<i32>>) {
  %0 = "tosa.abs"(%a) : (tensor<2x!quant.uniform<i4:f32, 0.1>>) -> tensor<2x!quant.uniform<i4:f32, 0.1>>
  %1 = "tosa.abs"(%b) : (tensor<2x!quant.uniform<u8:f32, 0.1>>) -> tensor<2x!quant.uniform<u8:f32, 0.1>>
  %2 = "tosa.abs"(%c) : (tensor<2x!quant.any<i32>>) -> tensor<2x!quant.any<i32>>
  return
}
