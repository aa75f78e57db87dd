// The verifiers of linalg's Winograd transforms F(m, r) in MLIR 19's syntax (`m(4) r(3)`):
// each output shape follows from the source's shape, m and r (a tile of m + r - 1 for a
// transformed dimension, dimensions of size 1 left alone, dynamic sizes not checked).
func.func @filter_height(%f: tensor<2x4x3x5xf32>, %o: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op expect filter height either equals to r or 1}}
  %0 = linalg.winograd_filter_transform m(4) r(3) ins(%f : tensor<2x4x3x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @filter_dynamic_height(%f: tensor<2x?x3x5xf32>, %o: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{expect filter height either equals to r or 1}}
  %0 = linalg.winograd_filter_transform m(4) r(3) ins(%f : tensor<2x?x3x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @filter_width(%f: tensor<2x3x2x5xf32>, %o: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{expect filter width either equals to r or 1}}
  %0 = linalg.winograd_filter_transform m(4) r(3) ins(%f : tensor<2x3x2x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @filter_one_by_one(%f: tensor<2x1x1x5xf32>, %o: tensor<1x1x5x2xf32>) -> tensor<1x1x5x2xf32> {
  // expected-error @+1 {{expect either filter height or width equals to r}}
  %0 = linalg.winograd_filter_transform m(4) r(3) ins(%f : tensor<2x1x1x5xf32>) outs(%o : tensor<1x1x5x2xf32>) -> tensor<1x1x5x2xf32>
  return %0 : tensor<1x1x5x2xf32>
}

// -----

func.func @filter_output_channels(%f: tensor<2x3x1x5xf32>, %o: tensor<6x1x5x3xf32>) -> tensor<6x1x5x3xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op the output shape is not expected}}
  %0 = linalg.winograd_filter_transform m(4) r(3) ins(%f : tensor<2x3x1x5xf32>) outs(%o : tensor<6x1x5x3xf32>) -> tensor<6x1x5x3xf32>
  return %0 : tensor<6x1x5x3xf32>
}

// -----

func.func @input_tiles(%i: tensor<2x14x14x5xf32>, %o: tensor<6x6x2x3x2x5xf32>) -> tensor<6x6x2x3x2x5xf32> {
  // expected-error @+1 {{'linalg.winograd_input_transform' op the output shape is not expected}}
  %0 = linalg.winograd_input_transform m(4) r(3) ins(%i : tensor<2x14x14x5xf32>) outs(%o : tensor<6x6x2x3x2x5xf32>) -> tensor<6x6x2x3x2x5xf32>
  return %0 : tensor<6x6x2x3x2x5xf32>
}

// -----

func.func @input_dynamic_extent(%i: tensor<2x?x14x5xf32>, %o: tensor<5x6x3x3x2x5xf32>) -> tensor<5x6x3x3x2x5xf32> {
  // expected-error @+1 {{the output shape is not expected}}
  %0 = linalg.winograd_input_transform m(4) r(3) ins(%i : tensor<2x?x14x5xf32>) outs(%o : tensor<5x6x3x3x2x5xf32>) -> tensor<5x6x3x3x2x5xf32>
  return %0 : tensor<5x6x3x3x2x5xf32>
}

// -----

func.func @output_height(%v: tensor<5x6x3x3x2x2xf32>, %o: tensor<2x12x12x2xf32>) -> tensor<2x12x12x2xf32> {
  // expected-error @+1 {{'linalg.winograd_output_transform' op expect input height equals to input tile size}}
  %0 = linalg.winograd_output_transform m(4) r(3) ins(%v : tensor<5x6x3x3x2x2xf32>) outs(%o : tensor<2x12x12x2xf32>) -> tensor<2x12x12x2xf32>
  return %0 : tensor<2x12x12x2xf32>
}

// -----

func.func @output_width(%v: tensor<6x5x3x3x2x2xf32>, %o: tensor<2x12x12x2xf32>) -> tensor<2x12x12x2xf32> {
  // expected-error @+1 {{expect input width equals to input tile size}}
  %0 = linalg.winograd_output_transform m(4) r(3) ins(%v : tensor<6x5x3x3x2x2xf32>) outs(%o : tensor<2x12x12x2xf32>) -> tensor<2x12x12x2xf32>
  return %0 : tensor<2x12x12x2xf32>
}

// -----

func.func @output_extent(%v: tensor<6x6x?x3x2x2xf32>, %o: tensor<2x12x11x2xf32>) -> tensor<2x12x11x2xf32> {
  // expected-error @+1 {{the output shape is not expected}}
  %0 = linalg.winograd_output_transform m(4) r(3) ins(%v : tensor<6x6x?x3x2x2xf32>) outs(%o : tensor<2x12x11x2xf32>) -> tensor<2x12x11x2xf32>
  return %0 : tensor<2x12x11x2xf32>
}

// -----

func.func @valid(%f: tensor<2x3x3x5xf32>, %fo: tensor<6x6x5x2xf32>, %i: tensor<2x?x1x5xf32>, %io: tensor<6x1x0x1x2x5xf32>, %v: tensor<5x6x?x3x2x2xf32>, %o: tensor<2x12x12x2xf32>, %vr: tensor<1x6x3x3x2x2xf32>, %or: tensor<2x3x12x2xf32>) {
  %0 = linalg.winograd_filter_transform m(4) r(3) ins(%f : tensor<2x3x3x5xf32>) outs(%fo : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  // A one-wide input is not transformed along its width; a dynamic height has any number of tiles.
  %1 = linalg.winograd_input_transform m(4) r(3) ins(%i : tensor<2x?x1x5xf32>) outs(%io : tensor<6x1x0x1x2x5xf32>) -> tensor<6x1x0x1x2x5xf32>
  %2 = linalg.winograd_output_transform m(4) r(3) ins(%v : tensor<5x6x?x3x2x2xf32>) outs(%o : tensor<2x12x12x2xf32>) -> tensor<2x12x12x2xf32>
  %3 = linalg.winograd_output_transform m(4) r(3) ins(%vr : tensor<1x6x3x3x2x2xf32>) outs(%or : tensor<2x3x12x2xf32>) -> tensor<2x3x12x2xf32>
  return
}
