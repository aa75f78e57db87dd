// Confined attribute constraints of upstream ops (sizes, order and signs of dense arrays,
// non-negative integers), messages confirmed with mlir-opt 19.

// expected-error @+1 {{'llvm.mlir.global' op attribute 'addr_space' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
"llvm.mlir.global"() ({}) {sym_name = "foo", global_type = i64, value = 42 : i64, addr_space = -1 : i32, linkage = #llvm.linkage<private>} : () -> ()

// -----

func.func @a(%x: tensor<1x4x4x4xf32>) {
// expected-error @+1 {{'tosa.max_pool2d' op attribute 'pad' failed to satisfy constraint: i64 dense array attribute with exactly 4 elements}}
  %0 = "tosa.max_pool2d"(%x) <{kernel = array<i64: 2, 2>, stride = array<i64: 1, 1>, pad = array<i64: 0, 0, 0>}> : (tensor<1x4x4x4xf32>) -> tensor<1x3x3x4xf32>
  return
}

// -----

func.func @a(%x: tensor<4x4xf32>, %y: tensor<4xf32>) {
// expected-error @+1 {{'linalg.reduce' op attribute 'dimensions' failed to satisfy constraint: i64 dense array attribute should be in increasing order}}
  %0 = linalg.reduce ins(%x : tensor<4x4xf32>) outs(%y : tensor<4xf32>) dimensions = [1, 1]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  return
}

// -----

gpu.module @m {
// expected-error @+1 {{'gpu.func' op attribute 'known_block_size' failed to satisfy constraint: i32 dense array attribute with 3 elements (if present)}}
  gpu.func @k() kernel attributes {known_block_size = array<i32: 1, 2>} {
    gpu.return
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
// expected-error @+1 {{'transform.structured.interchange' op attribute 'iterator_interchange' failed to satisfy constraint: i64 dense array attribute whose value is non-negative}}
  %0 = transform.structured.interchange %arg0 iterator_interchange = [-1, 0] : (!transform.any_op) -> !transform.any_op
}
