// linalg named op bodies over complex, i1, index and mixed float/int element types (the casts and ops MLIR's region builders pick).
func.func @c(%a: tensor<4x4xcomplex<f32>>, %c: tensor<4x4xcomplex<f32>>, %b: tensor<4x4xi1>, %bb: tensor<4x4xi1>, %i: tensor<4x4xi32>, %x: tensor<4x4xf16>, %y: tensor<4x4xf32>, %idx: tensor<4x4xindex>) {
  %0 = linalg.matmul ins(%a, %a : tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) outs(%c : tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
  %1 = linalg.matmul ins(%b, %b : tensor<4x4xi1>, tensor<4x4xi1>) outs(%bb : tensor<4x4xi1>) -> tensor<4x4xi1>
  %2 = linalg.matmul ins(%x, %x : tensor<4x4xf16>, tensor<4x4xf16>) outs(%y : tensor<4x4xf32>) -> tensor<4x4xf32>
  %3 = linalg.matmul ins(%y, %y : tensor<4x4xf32>, tensor<4x4xf32>) outs(%x : tensor<4x4xf16>) -> tensor<4x4xf16>
  %4 = linalg.matmul ins(%y, %y : tensor<4x4xf32>, tensor<4x4xf32>) outs(%i : tensor<4x4xi32>) -> tensor<4x4xi32>
  %5 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%y, %y : tensor<4x4xf32>, tensor<4x4xf32>) outs(%i : tensor<4x4xi32>) -> tensor<4x4xi32>
  %6 = linalg.matmul ins(%idx, %idx : tensor<4x4xindex>, tensor<4x4xindex>) outs(%i : tensor<4x4xi32>) -> tensor<4x4xi32>
  %7 = linalg.matmul ins(%i, %i : tensor<4x4xi32>, tensor<4x4xi32>) outs(%b : tensor<4x4xi1>) -> tensor<4x4xi1>
  %8 = linalg.max ins(%i, %i : tensor<4x4xi32>, tensor<4x4xi32>) outs(%i : tensor<4x4xi32>) -> tensor<4x4xi32>
  %9 = linalg.div_unsigned ins(%i, %i : tensor<4x4xi32>, tensor<4x4xi32>) outs(%i : tensor<4x4xi32>) -> tensor<4x4xi32>
  %10 = linalg.powf ins(%y, %y : tensor<4x4xf32>, tensor<4x4xf32>) outs(%y : tensor<4x4xf32>) -> tensor<4x4xf32>
  %11 = linalg.select ins(%b, %y, %y : tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) outs(%y : tensor<4x4xf32>) -> tensor<4x4xf32>
  %12 = linalg.square ins(%y : tensor<4x4xf32>) outs(%y : tensor<4x4xf32>) -> tensor<4x4xf32>
  %13 = linalg.negf ins(%y : tensor<4x4xf32>) outs(%y : tensor<4x4xf32>) -> tensor<4x4xf32>
  %14 = linalg.sub ins(%a, %a : tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) outs(%c : tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
  %15 = linalg.div ins(%i, %i : tensor<4x4xi32>, tensor<4x4xi32>) outs(%i : tensor<4x4xi32>) -> tensor<4x4xi32>
  %16 = linalg.min ins(%y, %y : tensor<4x4xf32>, tensor<4x4xf32>) outs(%y : tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}
