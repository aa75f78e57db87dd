mesh.mesh @grid(shape = 3x?x2)
mesh.mesh @line(shape = 8)
func.func @encodings(%a: tensor<6x4xf32, #mesh.shard<@grid, [[0, 2], []], partial=min[1]>>, %b: tensor<2xi8, #mesh.shard<@line, [[]]>>) -> tensor<6x4xf32, #mesh.shard<@grid,[[0,2],[]],partial = min[1]>> {
  return %a : tensor<6x4xf32, #mesh.shard<@grid, [[0, 2], []], partial = min[1]>>
}
func.func @collectives(%t: tensor<6x4xf32>, %i: index) -> () {
  %s = mesh.shard %t to <@grid, [[2]], partial = product[0]> annotate_for_users : tensor<6x4xf32>
  %s2 = mesh.shard %t to <@grid, [[], [0]]> : tensor<6x4xf32>
  %r = mesh.all_reduce %t on @grid mesh_axes = [0] reduction = <average> : tensor<6x4xf32> -> tensor<6x4xf64>
  %r2 = mesh.all_reduce %t on @grid reduction = <sum> : tensor<6x4xf32> -> tensor<6x4xf32>
  %g = mesh.all_gather %t on @grid mesh_axes = [2] gather_axis = 1 : tensor<6x4xf32> -> tensor<6x8xf32>
  %sl = mesh.all_slice %t on @grid mesh_axes = [0] slice_axis = 0 : tensor<6x4xf32> -> tensor<2x4xf32>
  %a2a = mesh.all_to_all %t on @line split_axis = 0 concat_axis = 1 : tensor<6x4xf32> -> tensor<6x4xf32>
  %b = mesh.broadcast %t on @grid mesh_axes = [0, 2] root = [%i, 1] : (tensor<6x4xf32>, index) -> tensor<6x4xf32>
  %ga = mesh.gather %t on @grid mesh_axes = [0] gather_axis = 0 root = [2] : (tensor<6x4xf32>) -> tensor<18x4xf32>
  %rv = mesh.recv %t on @grid mesh_axes = [2] source = [1] : (tensor<6x4xf32>) -> tensor<6x4xf32>
  %rv2 = mesh.recv %t on @grid : (tensor<6x4xf32>) -> tensor<6x4xf32>
  %rd = mesh.reduce %t on @grid mesh_axes = [0] reduction = <max> root = [0] : (tensor<6x4xf32>) -> tensor<6x4xf64>
  %rs = mesh.reduce_scatter %t on @grid mesh_axes = [0] reduction = <bitwise_or> scatter_axis = 0 : tensor<6x4xf32> -> tensor<2x4xf32>
  %sc = mesh.scatter %t on @grid mesh_axes = [2] scatter_axis = 1 root = [%i] : (tensor<6x4xf32>, index) -> tensor<6x2xf32>
  %se = mesh.send %t on @grid mesh_axes = [0] destination = [2] : (tensor<6x4xf32>) -> tensor<6x4xf32>
  %sh = mesh.shift %t on @grid mesh_axes = [0] shift_axis = 0 offset = -1 rotate : tensor<6x4xf32> -> tensor<6x4xf32>
  %sz:3 = mesh.mesh_shape @grid : index, index, index
  %sz1 = mesh.mesh_shape @grid axes = [1] : index
  %pm:2 = mesh.process_multi_index on @grid axes = [2, 0] : index, index
  %pl = mesh.process_linear_index on @line : index
  return
}
