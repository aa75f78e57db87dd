// The rewrites of examples/toy/ToyCombine.td, the Toy tutorial's chapter 3 patterns:
//   npx tsx --conditions=tsmlir-source examples/toy/toy-opt.ts -canonicalize examples/toy/combine.mlir
func.func @transpose_transpose(%arg0: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %0 = toy.transpose %arg0 : tensor<2x3xf64> to tensor<3x2xf64>
  %1 = toy.transpose %0 : tensor<3x2xf64> to tensor<2x3xf64>
  return %1 : tensor<2x3xf64>
}
func.func @reshape_reshape(%arg0: tensor<6xf64>) -> tensor<3x2xf64> {
  %0 = toy.reshape(%arg0 : tensor<6xf64>) to tensor<2x3xf64>
  %1 = toy.reshape(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
  return %1 : tensor<3x2xf64>
}
func.func @reshape_constant() -> tensor<3x2xf64> {
  %0 = toy.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf64>
  %1 = toy.reshape(%0 : tensor<6xf64>) to tensor<3x2xf64>
  return %1 : tensor<3x2xf64>
}
func.func @redundant_reshape(%arg0: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %0 = toy.reshape(%arg0 : tensor<2x3xf64>) to tensor<2x3xf64>
  return %0 : tensor<2x3xf64>
}
func.func @tutorial(%arg0: tensor<2x3xf64>) -> tensor<2x1xf64> {
  %0 = toy.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %1 = toy.reshape(%0 : tensor<2xf64>) to tensor<2x1xf64>
  %2 = toy.reshape(%1 : tensor<2x1xf64>) to tensor<2x1xf64>
  %3 = toy.reshape(%2 : tensor<2x1xf64>) to tensor<2x1xf64>
  return %3 : tensor<2x1xf64>
}
func.func @kept(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose %arg0 : tensor<*xf64> to tensor<*xf64>
  return %0 : tensor<*xf64>
}
