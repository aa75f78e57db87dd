// linalg's ConvolutionOpInterface check (MLIR's verifyConvolutionInterface) on the named
// convolution and pooling ops. It runs with the op's own invariants, before its body and
// LinalgOp's structured checks; the maps are the op's own (strides and dilations bound)
// unless the op carries memoized ones.
func.func @no_init(%i: memref<1x8x2xf32>, %f: memref<3x2x4xf32>) {
  // expected-error @+1 {{expected op with 2 inputs and 1 output}}
  "linalg.conv_1d_nwc_wcf"(%i, %f) <{operandSegmentSizes = array<i32: 2, 0>}> ({
  ^bb0(%x: f32, %y: f32, %o: f32):
    %0 = arith.mulf %x, %y : f32
    %1 = arith.addf %o, %0 : f32
    linalg.yield %1 : f32
  }) : (memref<1x8x2xf32>, memref<3x2x4xf32>) -> ()
  return
}

// -----

// A zero stride leaves the output's image loop out of the input's sum.
func.func @zero_stride(%i: memref<1x8x2xf32>, %f: memref<3x2x4xf32>, %o: memref<1x6x4xf32>) {
  // expected-error @+1 {{unexpected loop dimension for convolution op}}
  linalg.conv_1d_nwc_wcf {strides = dense<0> : tensor<1xi64>} ins(%i, %f : memref<1x8x2xf32>, memref<3x2x4xf32>) outs(%o : memref<1x6x4xf32>)
  return
}

// -----

func.func @zero_dilation(%i: tensor<1x8x8x2xf32>, %f: tensor<2x2xf32>, %o: tensor<1x7x7x2xf32>) -> tensor<1x7x7x2xf32> {
  // expected-error @+1 {{unexpected loop dimension for convolution op}}
  %0 = linalg.pooling_nhwc_sum {dilations = dense<[1, 0]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %f : tensor<1x8x8x2xf32>, tensor<2x2xf32>) outs(%o : tensor<1x7x7x2xf32>) -> tensor<1x7x7x2xf32>
  return %0 : tensor<1x7x7x2xf32>
}

// -----

func.func @output_map_not_a_permutation(%i: memref<1x8x2xf32>, %f: memref<3x2x4xf32>, %o: memref<1x6x4xf32>) {
  // expected-error @+1 {{expected output/filter indexing maps to be projected permutations}}
  "linalg.conv_1d_nwc_wcf"(%i, %f, %o) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %0 = arith.mulf %x, %y : f32
    %1 = arith.addf %z, %0 : f32
    linalg.yield %1 : f32
  }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 + d0)>]} : (memref<1x8x2xf32>, memref<3x2x4xf32>, memref<1x6x4xf32>) -> ()
  return
}

// -----

func.func @unconvolved_window(%i: memref<1x8x2xf32>, %f: memref<3x8x4xf32>, %o: memref<1x8x4xf32>) {
  // expected-error @+1 {{unexpected loop dimension for convolution op}}
  "linalg.conv_1d_nwc_wcf"(%i, %f, %o) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %0 = arith.mulf %x, %y : f32
    %1 = arith.addf %z, %0 : f32
    linalg.yield %1 : f32
  }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]} : (memref<1x8x2xf32>, memref<3x8x4xf32>, memref<1x8x4xf32>) -> ()
  return
}

// -----

func.func @reduction_read_by_output(%i: memref<1x8x2xf32>, %f: memref<3x2x4xf32>, %o: memref<1x6x2xf32>) {
  // expected-error @+1 {{expected all iterators used to access outputs to be parallel}}
  "linalg.conv_1d_nwc_wcf"(%i, %f, %o) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %0 = arith.mulf %x, %y : f32
    %1 = arith.addf %z, %0 : f32
    linalg.yield %1 : f32
  }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>]} : (memref<1x8x2xf32>, memref<3x2x4xf32>, memref<1x6x2xf32>) -> ()
  return
}

// -----

func.func @parallel_loop_not_in_output(%i: memref<1x8x2xf32>, %f: memref<3x2x4xf32>, %o: memref<1x6x4xf32>) {
  // expected-error @+1 {{expected all iterators not used to access outputs to be reduction}}
  "linalg.conv_1d_nwc_wcf"(%i, %f, %o) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %0 = arith.mulf %x, %y : f32
    %1 = arith.addf %z, %0 : f32
    linalg.yield %1 : f32
  }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2 + d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d2, d4, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>]} : (memref<1x8x2xf32>, memref<3x2x4xf32>, memref<1x6x4xf32>) -> ()
  return
}

// -----

// A third input passes the interface; the structured checks refuse it.
func.func @three_inputs(%i: memref<1x8x2xf32>, %f: memref<3x2x4xf32>, %o: memref<1x6x4xf32>) {
  // expected-error @+1 {{'linalg.conv_1d_nwc_wcf' op expected the number of indexing_map (3) to be equal to the number of input/output operands (4)}}
  "linalg.conv_1d_nwc_wcf"(%i, %f, %f, %o) <{operandSegmentSizes = array<i32: 3, 1>}> ({
  ^bb0(%x: f32, %y: f32, %w: f32, %z: f32):
    %0 = arith.mulf %x, %y : f32
    %1 = arith.addf %z, %0 : f32
    linalg.yield %1 : f32
  }) : (memref<1x8x2xf32>, memref<3x2x4xf32>, memref<3x2x4xf32>, memref<1x6x4xf32>) -> ()
  return
}

// -----

func.func @valid(%i: tensor<1x8x8x3xf32>, %f: tensor<3x3x3x4xf32>, %o: tensor<1x6x6x4xf32>, %d: tensor<3x3x3xf32>, %od: tensor<1x6x6x3xf32>, %w: tensor<2x2xf32>, %op: tensor<1x7x7x3xf32>) -> (tensor<1x6x6x4xf32>, tensor<1x6x6x3xf32>, tensor<1x7x7x3xf32>) {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %f : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%o : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %1 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %d : tensor<1x8x8x3xf32>, tensor<3x3x3xf32>) outs(%od : tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32>
  %2 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %w : tensor<1x8x8x3xf32>, tensor<2x2xf32>) outs(%op : tensor<1x7x7x3xf32>) -> tensor<1x7x7x3xf32>
  return %0, %1, %2 : tensor<1x6x6x4xf32>, tensor<1x6x6x3xf32>, tensor<1x7x7x3xf32>
}

// -----

// With two memoized maps the second one is read as both the filter's and the output's.
func.func @two_memoized_maps(%i: memref<1x8x2xf32>, %f: memref<3x2x4xf32>, %o: memref<1x6x4xf32>) {
  // expected-error @+1 {{unexpected loop dimension for convolution op}}
  "linalg.conv_1d_nwc_wcf"(%i, %f, %o) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %0 = arith.mulf %x, %y : f32
    %1 = arith.addf %z, %0 : f32
    linalg.yield %1 : f32
  }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]} : (memref<1x8x2xf32>, memref<3x2x4xf32>, memref<1x6x4xf32>) -> ()
  return
}

// -----

// An input result that is neither a loop alone nor a sum of two (scaled) loops.
func.func @strided_read_alone(%i: memref<1x8x2xf32>, %f: memref<3x2x4xf32>, %o: memref<1x6x4xf32>) {
  // expected-error @+1 {{unexpected input index map for convolutions}}
  "linalg.conv_1d_nwc_wcf"(%i, %f, %o) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %0 = arith.mulf %x, %y : f32
    %1 = arith.addf %z, %0 : f32
    linalg.yield %1 : f32
  }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]} : (memref<1x8x2xf32>, memref<3x2x4xf32>, memref<1x6x4xf32>) -> ()
  return
}

// -----

// The input map reads a loop twice.
func.func @loop_read_twice(%i: memref<1x8x2xf32>, %f: memref<3x2x4xf32>, %o: memref<1x6x4xf32>) {
  // expected-error @+1 {{unexpected input index map for convolutions}}
  "linalg.conv_1d_nwc_wcf"(%i, %f, %o) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %0 = arith.mulf %x, %y : f32
    %1 = arith.addf %z, %0 : f32
    linalg.yield %1 : f32
  }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d3, d0)>, affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]} : (memref<1x8x2xf32>, memref<3x2x4xf32>, memref<1x6x4xf32>) -> ()
  return
}
