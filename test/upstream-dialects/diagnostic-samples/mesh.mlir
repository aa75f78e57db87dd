// mesh's checks: the sharding attribute's axes (in a tensor encoding and in mesh.shard's
// format), its reduction kinds, mesh.mesh's shape, and what the collectives' symbol-use
// checks ask of the mesh they name, their axes, devices and result shapes.
func.func @a(%t: tensor<6xf32, #mesh.shard<@g, [[1, 0], [1]]>>) { return }
// -----
func.func @b(%t: tensor<6xf32, #mesh.shard<@g, [[2]], partial = sum[-3]>>) { return }
// -----
func.func @c(%t: tensor<6xf32>) {
  %s = mesh.shard %t to <@g, [[0]], partial = median[1]> : tensor<6xf32>
  return
}
// -----
func.func @d(%t: tensor<6xf32>) {
  %s = mesh.shard %t to <@g::@h, [[0]]> : tensor<6xf32>
  return
}
// -----
func.func @e(%t: tensor<6xf32>) {
  %s = mesh.shard %t to <@g, [[3, 3]]> : tensor<6xf32>
  return
}
// -----
func.func @f(%t: tensor<6xf32>) {
  %r = mesh.all_reduce %t on @g reduction = <mean> : tensor<6xf32> -> tensor<6xf32>
  return
}
// -----
mesh.mesh @g(shape = 4x-2)
// -----
mesh.mesh @g(shape = x4)
// -----
mesh.mesh @g(shape = [3])
// -----
mesh.mesh @g(shape = [])
// -----
mesh.mesh @g(shape = 2x3)
func.func @h(%t: tensor<6x5xf32>) {
  %r = mesh.all_gather %t on @g mesh_axes = [1] gather_axis = 0 : tensor<6x5xf32> -> tensor<12x5xf32>
  return
}
// -----
mesh.mesh @g(shape = 2x3)
func.func @i(%t: tensor<6x5xf32>) {
  %r = mesh.all_slice %t on @g mesh_axes = [0, 1] slice_axis = 0 : tensor<6x5xf32> -> tensor<2x5xf32>
  return
}
// -----
mesh.mesh @g(shape = 2x3)
func.func @j(%t: tensor<6x5xf32>) {
  %r = mesh.all_slice %t on @g mesh_axes = [0] slice_axis = 1 : tensor<6x5xf32> -> tensor<6x2xf32>
  return
}
// -----
mesh.mesh @g(shape = 2x3)
func.func @k(%t: tensor<6x5xf32>) {
  %r = mesh.all_to_all %t on @g mesh_axes = [1] split_axis = 0 concat_axis = 1 : tensor<6x5xf32> -> tensor<2x15xf32>
  return
}
// -----
mesh.mesh @g(shape = 2x3)
func.func @l(%t: tensor<6x5xf32>) {
  %r = mesh.all_to_all %t on @g mesh_axes = [1] split_axis = 1 concat_axis = 0 : tensor<6x5xf32> -> tensor<18x2xf32>
  return
}
// -----
mesh.mesh @g(shape = 2x3)
func.func @m(%t: tensor<6x5xf32>, %i: index) {
  %r = mesh.broadcast %t on @g mesh_axes = [1, 0] root = [%i, 2] : (tensor<6x5xf32>, index) -> tensor<6x5xf32>
  return
}
// -----
mesh.mesh @g(shape = 2x3)
func.func @n(%t: tensor<6x5xf32>) {
  %r = mesh.recv %t on @g mesh_axes = [1] source = [1, 1] : (tensor<6x5xf32>) -> tensor<6x5xf32>
  return
}
// -----
mesh.mesh @g(shape = 2x3)
func.func @o(%t: tensor<6x5xf32>) {
  %r = mesh.shift %t on @g mesh_axes = [1] shift_axis = 0 offset = 1 : tensor<6x5xf32> -> tensor<6x5xf32>
  return
}
// -----
func.func @p() -> index {
  %i = mesh.process_linear_index on @nowhere : index
  return %i : index
}
// -----
mesh.mesh @g(shape = 2x3)
func.func @q() {
  %a, %b, %c = mesh.process_multi_index on @g : index, index, index
  return
}
