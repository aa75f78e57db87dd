// linalg in MLIR 19's syntax: generic with its trait dictionary, doc and library_call, block
// arguments named by the op, index; map (inputs-only body) and reduce in short and long form,
// transpose and broadcast; named ops with cast/fun attributes, strides and dilations, given as
// properties; softmax and winograd's formats.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
func.func @generics(%a: tensor<4x8xf32>, %b: tensor<8xf32>, %c: tensor<4x8xf32>, %m: memref<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"], doc = "a doc", library_call = "fn"} ins(%a, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %i = linalg.index 1 : index
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %z: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%m : memref<4x8xf32>) {
  ^bb0(%z: f32):
    linalg.yield %z : f32
  }
  return %1 : tensor<4x8xf32>
}
func.func @structured(%in: tensor<16x32xf32>, %in2: tensor<16x32xf32>, %init: tensor<16xf32>, %t: tensor<32x16xf32>, %b: tensor<16x32x8xf32>, %m: memref<16x32xf32>) -> (tensor<16x32xf32>, tensor<16xf32>) {
  %mapped = linalg.map { arith.addf } ins(%in, %in2 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%in : tensor<16x32xf32>)
  %m2 = linalg.map ins(%in : tensor<16x32xf32>) outs(%in2 : tensor<16x32xf32>)
    (%x: f32) {
      %c = arith.constant 1.0 : f32
      %r = arith.mulf %x, %c : f32
      linalg.yield %r : f32
    }
  %m3 = linalg.map { math.absf } ins(%m2 : tensor<16x32xf32>) outs(%in2 : tensor<16x32xf32>) {foo = 3}
  %reduced = linalg.reduce { arith.maximumf } ins(%m3 : tensor<16x32xf32>) outs(%init : tensor<16xf32>) dimensions = [1]
  %r2 = linalg.reduce ins(%m3 : tensor<16x32xf32>) outs(%reduced : tensor<16xf32>) dimensions = [1] {bar}
    (%x: f32, %y: f32) {
      %s = arith.subf %x, %y : f32
      linalg.yield %s : f32
    }
  %transposed = linalg.transpose ins(%in : tensor<16x32xf32>) outs(%t : tensor<32x16xf32>) permutation = [1, 0]
  %broadcasted = linalg.broadcast ins(%in : tensor<16x32xf32>) outs(%b : tensor<16x32x8xf32>) dimensions = [2]
  linalg.transpose ins(%m : memref<16x32xf32>) outs(%m : memref<16x32xf32>) permutation = [0, 1]
  return %mapped, %r2 : tensor<16x32xf32>, tensor<16xf32>
}
func.func @named(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>, %i8: tensor<4x8xi8>, %j8: tensor<8x4xi8>, %ci: tensor<4x4xi32>, %x: f32, %img: tensor<1x10x10x3xf32>, %fil: tensor<3x3x3x8xf32>, %out: tensor<1x4x4x8xf32>, %po: tensor<1x4x4x3xf32>, %pw: tensor<3x3xf32>, %d: f64, %seed: i32) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = linalg.matmul ins(%i8, %j8 : tensor<4x8xi8>, tensor<8x4xi8>) outs(%ci : tensor<4x4xi32>) -> tensor<4x4xi32>
  %2 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%i8, %j8 : tensor<4x8xi8>, tensor<8x4xi8>) outs(%ci : tensor<4x4xi32>) -> tensor<4x4xi32>
  %3 = linalg.fill ins(%x : f32) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %4 = linalg.copy ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %5 = linalg.elemwise_unary {fun = #linalg.unary_fn<log>, cast = #linalg.type_fn<cast_signed>} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %6 = linalg.elemwise_binary {fun = #linalg.binary_fn<max_signed>} ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %7 = linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%img, %fil : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%out : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  %8 = linalg.pooling_nhwc_max {strides = dense<[2, 1]> : tensor<2xi64>, dilations = dense<[1, 2]> : tensor<2xi64>} ins(%img, %pw : tensor<1x10x10x3xf32>, tensor<3x3xf32>) outs(%po : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  %9 = linalg.matmul_transpose_b ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %10 = linalg.exp ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %11 = linalg.reciprocal ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %12 = linalg.max ins(%i8, %i8 : tensor<4x8xi8>, tensor<4x8xi8>) outs(%i8 : tensor<4x8xi8>) -> tensor<4x8xi8>
  %13 = linalg.fill_rng_2d ins(%d, %d, %seed : f64, f64, i32) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %14 = linalg.matmul <{cast = #linalg.type_fn<cast_unsigned>}> ins(%i8, %j8 : tensor<4x8xi8>, tensor<8x4xi8>) outs(%ci : tensor<4x4xi32>) -> tensor<4x4xi32>
  %15 = linalg.fill ins(%x : f32) outs(%ci : tensor<4x4xi32>) -> tensor<4x4xi32>
  %16 = linalg.add {foo} ins(%i8, %i8 : tensor<4x8xi8>, tensor<4x8xi8>) outs(%i8 : tensor<4x8xi8>) -> tensor<4x8xi8>
  return
}
func.func @others(%arg0: tensor<2x16x32xf32>, %f: tensor<2x3x3x5xf32>, %o: tensor<6x6x5x2xf32>) {
  %0 = tensor.empty() : tensor<2x16x32xf32>
  %1 = linalg.softmax dimension(2) ins(%arg0 : tensor<2x16x32xf32>) outs(%0: tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  %2 = linalg.winograd_filter_transform m(4) r(3) ins(%f : tensor<2x3x3x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return
}
