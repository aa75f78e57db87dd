// memref checks as MLIR 19 makes them: collapse_shape compares the strides of unit dims too,
// memref.global's parser quotes the type it refuses, memref.load counts its indices.

func.func @collapse_leading_unit(%m: memref<1x1024xi8, strided<[4096, 1]>>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %r = memref.collapse_shape %m [[0, 1]] : memref<1x1024xi8, strided<[4096, 1]>> into memref<1024xi8, strided<[1]>>
  return
}

// -----

func.func @collapse_middle_unit(%m: memref<4x1x8xi8, strided<[8, 99, 1]>>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %r = memref.collapse_shape %m [[0, 1, 2]] : memref<4x1x8xi8, strided<[8, 99, 1]>> into memref<32xi8, strided<[1]>>
  return
}

// -----

func.func @collapse_trailing_unit(%m: memref<4x1xi8, strided<[1, 99]>>) -> memref<4xi8, strided<[1]>> {
  %r = memref.collapse_shape %m [[0, 1]] : memref<4x1xi8, strided<[1, 99]>> into memref<4xi8, strided<[1]>>
  return %r : memref<4xi8, strided<[1]>>
}

// -----

// expected-error @+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global "private" @dynamic : memref<?xf32>

// -----

func.func @load_indices(%m: memref<4xf32>, %i: index) -> f32 {
  // expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 1 but got 2}}
  %v = "memref.load"(%m, %i, %i) : (memref<4xf32>, index, index) -> f32
  return %v : f32
}
