// linalg's verifiers against mlir-opt 19 where upstream's invalid.mlir has messages of later versions: each chunk fails with mlir-opt 19's diagnostic.
func.func @generic_singular_maps(%arg0: memref<?xf32>, %arg1: memref<?xf32>) {
  linalg.generic {
    indexing_maps =  [
      affine_map<(i, j) -> (i + j)>,
      affine_map<(i, j) -> (i + j)>
    ],
    iterator_types = ["parallel","parallel"]}
    ins(%arg0 : memref<?xf32>)
   outs(%arg1 : memref<?xf32>) {
  ^bb(%0: f32, %1: f32):
      linalg.yield %1: f32
  }
  return
}
// -----
func.func @a(%arg0: memref<f32>) {
  linalg.generic {
    indexing_maps =  [ affine_map<() -> ()> ],
    iterator_types = []}
      outs(%arg0 : memref<f32>) {
    ^bb(%i: i1):
    linalg.yield %i : i1
  }
  return
}
// -----
func.func @b(%arg0: memref<f32>, %t: tensor<f32>) {
  linalg.generic {
    indexing_maps =  [ affine_map<() -> ()> , affine_map<() -> ()>],
    iterator_types = []}
      ins(%t : tensor<f32>) outs(%arg0 : memref<f32>) {
    ^bb(%i: i1, %j: f32):
    linalg.yield %j : f32
  }
  return
}
// -----
func.func @c(%arg0: memref<4xf32>) {
  linalg.generic {
    indexing_maps =  [ affine_map<(d0) -> (d0)> , affine_map<(d0) -> (d0)>],
    iterator_types = ["parallel"]}
      ins(%arg0 : memref<4xf32>) outs(%arg0 : memref<4xf32>) {
    ^bb(%i: i1, %j: f32):
    linalg.yield %j : f32
  }
  return
}
// -----
func.func @d(%arg0: memref<4xf32>) {
  linalg.generic {
    indexing_maps =  [ affine_map<(d0) -> (d0)> ],
    iterator_types = ["parallel"]}
      ins(%arg0 : memref<4xf32>) outs(%arg0 : memref<4xf32>) {
    ^bb(%i: f32, %j: f32):
    linalg.yield %j : f32
  }
  return
}
// -----
func.func @e(%arg0: memref<4xf32>, %arg1: memref<5xf32>) {
  linalg.generic {
    indexing_maps =  [ affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)> ],
    iterator_types = ["parallel"]}
      ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<5xf32>) {
    ^bb(%i: f32, %j: f32):
    linalg.yield %j : f32
  }
  return
}
// -----
func.func @f(%arg0: memref<4xf32>, %arg1: memref<5xf32>) {
  linalg.generic {
    indexing_maps =  [ affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)> ],
    iterator_types = ["parallel"]}
      ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<5xf32>) {
    ^bb(%i: f32, %j: f32, %k: f32):
    linalg.yield %j : f32
  }
  return
}
// -----
func.func @t1(%input: tensor<16x32xf32>, %init: tensor<32x64x16xf32>) -> tensor<32x64x16xf32> {
  %transpose = linalg.transpose ins(%input:tensor<16x32xf32>) outs(%init:tensor<32x64x16xf32>) permutation = [1, 0, 2]
  func.return %transpose : tensor<32x64x16xf32>
}
// -----
func.func @b1(%input: tensor<4x16xf32>, %init: tensor<4x8x16xf32>) -> tensor<4x8x16xf32> {
  %bcast = linalg.broadcast ins(%input:tensor<4x16xf32>) outs(%init:tensor<4x8x16xf32>) dimensions = [1, 2]
  func.return %bcast : tensor<4x8x16xf32>
}
// -----
func.func @m1(%lhs: tensor<64xf32>, %rhs: tensor<64xf32>, %init: tensor<64xf32>) -> tensor<64xf32> {
  %add = linalg.map ins(%lhs, %rhs : tensor<64xf32>, tensor<64xf32>) outs(%init:tensor<64xf32>)
      (%lhs_elem: f32, %rhs_elem: f32, %out: f32) {
        %0 = arith.addf %lhs_elem, %rhs_elem: f32
        linalg.yield %0: f32
      }
  func.return %add : tensor<64xf32>
}
// -----
func.func @m2(%lhs: tensor<64xf32>, %rhs: tensor<64xf32>, %init: tensor<64xf32>) -> tensor<64xf32> {
  %add = linalg.map ins(%lhs, %rhs : tensor<64xf32>, tensor<64xf32>) outs(%init:tensor<64xf32>)
      (%lhs_elem: f64, %rhs_elem: f64) {
        %0 = arith.addf %lhs_elem, %rhs_elem: f64
        linalg.yield %0: f64
      }
  func.return %add : tensor<64xf32>
}
// -----
func.func @m3(%lhs: tensor<64x64xf32>, %rhs: tensor<64x64xf32>, %init: tensor<32xf32>) -> tensor<32xf32> {
  %add = linalg.map ins(%lhs, %rhs : tensor<64x64xf32>, tensor<64x64xf32>) outs(%init:tensor<32xf32>)
      (%lhs_elem: f32, %rhs_elem: f32) {
        %0 = arith.addf %lhs_elem, %rhs_elem: f32
        linalg.yield %0: f32
      }
  func.return %add : tensor<32xf32>
}
// -----
func.func @m4(%lhs: tensor<64xf32>, %rhs: tensor<64xf32>, %init: tensor<64xf32>) -> tensor<64xf32> {
  %add = linalg.map ins(%lhs, %rhs : tensor<64xf32>, tensor<64xf32>) outs(%init:tensor<64xf32>)
      (%lhs_elem: f32, %rhs_elem: f32) {
        %0 = arith.addf %lhs_elem, %rhs_elem: f32
        linalg.yield %0, %0: f32, f32
      }
  func.return %add : tensor<64xf32>
}
// -----
func.func @s1(%arg0: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
  %0 = tensor.empty() : tensor<2x16x32xf32>
  %1 = linalg.softmax dimension(3) ins(%arg0 : tensor<2x16x32xf32>) outs(%0: tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  return %1 : tensor<2x16x32xf32>
}
// -----
func.func @f1(%arg0 : tensor<2xf32>, %arg1 : f64) -> tensor<2xf32> {
  %0 = linalg.fill ins(%arg1 : f64) outs(%arg0 : tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @c1(%input : memref<1x3x4x2xf32>, %filter: memref<3x2x2x1xf32>, %output: memref<1x2x3x1xf32>) {
  linalg.conv_2d_nhwc_hwcf { dilations = dense<1> : tensor<2xi32>, strides = dense<1> : tensor<2xi64>} ins(%input, %filter : memref<1x3x4x2xf32>, memref<3x2x2x1xf32>) outs(%output : memref<1x2x3x1xf32>)
  return
}
// -----
func.func @c2(%input : memref<1x3x4x2xf32>, %filter: memref<3x2x2x1xf32>, %output: memref<1x2x3x1xf32>) {
  linalg.conv_2d_nhwc_hwcf { dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<2xi64>} ins(%input, %filter : memref<1x3x4x2xf32>, memref<3x2x2x1xf32>) outs(%output : memref<1x2x3x1xf32>)
  return
}
