// arm_sme's ops with their MLIR 19 formats: tiles made, copied, loaded and stored (default and
// vertical layout), outerproduct with derived tile, acc and masks and a kind, a widening
// 2-way outer product, a tile slice moved to a vector, streaming_vl's type size.
func.func @sme(%m: memref<?x?xf32>, %i: index, %v: vector<[4]xf32>, %mk: vector<[4]xi1>, %bv: vector<[8]xbf16>, %bm: vector<[8]xi1>) {
  %z = arm_sme.zero : vector<[4]x[4]xf32>
  %t = arm_sme.get_tile : vector<[4]x[4]xf32>
  %c = arm_sme.copy_tile %t : vector<[4]x[4]xf32>
  %l = arm_sme.tile_load %m[%i, %i] : memref<?x?xf32>, vector<[4]x[4]xf32>
  %l2 = arm_sme.tile_load %m[%i, %i] layout<vertical> : memref<?x?xf32>, vector<[4]x[4]xf32>
  arm_sme.tile_store %l, %m[%i, %i] : memref<?x?xf32>, vector<[4]x[4]xf32>
  %o = arm_sme.outerproduct %v, %v acc(%c) masks(%mk, %mk) : vector<[4]xf32>, vector<[4]xf32>
  %o2 = arm_sme.outerproduct %v, %v kind<sub> : vector<[4]xf32>, vector<[4]xf32>
  %f = arm_sme.fmopa_2way %bv, %bv : vector<[8]xbf16>, vector<[8]xbf16> into vector<[4]x[4]xf32>
  %e = arm_sme.move_tile_slice_to_vector %o[%i] : vector<[4]xf32> from vector<[4]x[4]xf32>
  %s = arm_sme.streaming_vl <word>
  return
}
// Loads and stores with padding, masks and layouts, tile slices, a 4-way outer product with acc and masks.
func.func @sme2(%m: memref<?x?xf32>, %i: index, %v: vector<[4]xf32>, %mk: vector<[4]xi1>, %tm: vector<[4]x[4]xi1>, %p: f32, %b8: vector<[16]xi8>, %m8: vector<[16]xi1>, %acc: vector<[4]x[4]xi32>) {
  %t = arm_sme.get_tile : vector<[4]x[4]xf32>
  %l = arm_sme.tile_load %m[%i, %i], %p, %tm : memref<?x?xf32>, vector<[4]x[4]xf32>
  arm_sme.tile_store %l, %m[%i, %i], %tm layout<vertical> : memref<?x?xf32>, vector<[4]x[4]xf32>
  %s = arm_sme.load_tile_slice %m[%i, %i], %mk, %t, %i : memref<?x?xf32>, vector<[4]xi1>, vector<[4]x[4]xf32>
  arm_sme.store_tile_slice %s, %i, %mk, %m[%i, %i] layout<vertical> : memref<?x?xf32>, vector<[4]xi1>, vector<[4]x[4]xf32>
  %w = arm_sme.move_vector_to_tile_slice %v, %s, %i : vector<[4]xf32> into vector<[4]x[4]xf32>
  %q = arm_sme.smopa_4way %b8, %b8 acc(%acc) masks(%m8, %m8) : vector<[16]xi8>, vector<[16]xi8> into vector<[4]x[4]xi32>
  %o = arm_sme.outerproduct %v, %v masks(%mk, %mk) : vector<[4]xf32>, vector<[4]xf32>
  return
}
