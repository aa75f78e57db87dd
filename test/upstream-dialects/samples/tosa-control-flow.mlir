// tosa's C++-parsed control flow: cond_if with results (its yields printed), an else region
// and an attribute dictionary; while_loop with an assignment list, a body block's arguments
// and attributes after `attributes`. (An empty tosa.yield prints as `tosa.yield  : `, which
// mlir-opt 19 itself cannot read back, so the sample leaves it out.)
func.func @control(%c: tensor<i1>, %a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0, %1 = tosa.cond_if %c -> (tensor<f32>, tensor<f32>) {
    %n = tosa.negate %a : (tensor<f32>) -> tensor<f32>
    tosa.yield %n, %b : tensor<f32>, tensor<f32>
  } else {
    tosa.yield %b, %a : tensor<f32>, tensor<f32>
  } {note = "pick"}
  %2:2 = tosa.while_loop (%i = %0, %j = %1) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>) {
    %t = tosa.greater %i, %j : (tensor<f32>, tensor<f32>) -> tensor<i1>
    tosa.yield %t : tensor<i1>
  } do {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = tosa.add %x, %y : (tensor<f32>, tensor<f32>) -> tensor<f32>
    tosa.yield %s, %y : tensor<f32>, tensor<f32>
  } attributes {unroll = 2 : i32}
  return %2#0 : tensor<f32>
}
