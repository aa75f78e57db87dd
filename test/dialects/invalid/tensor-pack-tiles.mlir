// tensor.pack/unpack's tiled dimensions of the packed type against the inner tiles: a tile
// given by a constant-defined value counts as that constant, and a dynamic tiled dimension
// holds any constant tile (mlir-opt 19 accepts it; only a static dimension must equal the tile).

func.func @dynamic_packed_tile_dims(%src: tensor<?x?xf32>, %dest: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = tensor.pack %src inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %dest : tensor<?x?xf32> -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
func.func @constant_tile_value(%src: tensor<?x?xf32>, %dest: tensor<?x?x8x4xf32>) -> tensor<?x?x8x4xf32> {
  %c8 = arith.constant 8 : index
  %0 = tensor.pack %src inner_dims_pos = [0, 1] inner_tiles = [%c8, 4] into %dest : tensor<?x?xf32> -> tensor<?x?x8x4xf32>
  return %0 : tensor<?x?x8x4xf32>
}
func.func @unpack_dynamic_tile_dims(%src: tensor<?x?x?x?xf32>, %dest: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tensor.unpack %src inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %dest : tensor<?x?x?x?xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
// -----
func.func @constant_tile_value_mismatch(%src: tensor<?x?xf32>, %dest: tensor<?x?x7x4xf32>) -> tensor<?x?x7x4xf32> {
  %c8 = arith.constant 8 : index
  // expected-error @+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = tensor.pack %src inner_dims_pos = [0, 1] inner_tiles = [%c8, 4] into %dest : tensor<?x?xf32> -> tensor<?x?x7x4xf32>
  return %0 : tensor<?x?x7x4xf32>
}
// -----
func.func @static_tile_static_mismatch(%src: tensor<?x?xf32>, %dest: tensor<?x?x9x4xf32>) -> tensor<?x?x9x4xf32> {
  // expected-error @+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = tensor.pack %src inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %dest : tensor<?x?xf32> -> tensor<?x?x9x4xf32>
  return %0 : tensor<?x?x9x4xf32>
}
