// Inputs for print-op-stats and view-op-graph (our own): several dialects, attributes of
// every size, regions, blocks and successors.
func.func @g(%a: f32, %c: i1, %t: tensor<4xf32>) -> f32 {
  %big = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0]> : tensor<17xf32>
  %splat = arith.constant dense<2.0> : tensor<64x64xf32>
  %s = math.sin %a : f32
  %m = arith.mulf %s, %a fastmath<fast> : f32
  cf.cond_br %c, ^bb1(%m : f32), ^bb2
^bb1(%x: f32):
  %y = scf.if %c -> f32 {
    scf.yield %x : f32
  } else {
    %z = math.cos %x : f32
    scf.yield %z : f32
  }
  return %y : f32
^bb2:
  %i = index.constant 3
  %j = index.add %i, %i
  return %a : f32
}
