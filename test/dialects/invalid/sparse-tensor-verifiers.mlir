#CSR32 = #sparse_tensor.encoding<{map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 16}>

func.func @positions_level_past_rank(%t: tensor<4x6xf32, #CSR32>) -> memref<?xi32> {
  // expected-error@+1 {{requested level is out of bounds}}
  %p = sparse_tensor.positions %t { level = 2 : index } : tensor<4x6xf32, #CSR32> to memref<?xi32>
  return %p : memref<?xi32>
}

// -----

#CSR32 = #sparse_tensor.encoding<{map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 16}>

func.func @positions_wrong_width(%t: tensor<4x6xf32, #CSR32>) -> memref<?xi64> {
  // expected-error@+1 {{unexpected type for positions}}
  %p = sparse_tensor.positions %t { level = 1 : index } : tensor<4x6xf32, #CSR32> to memref<?xi64>
  return %p : memref<?xi64>
}

// -----

#CSR32 = #sparse_tensor.encoding<{map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 16}>

func.func @positions_right_width(%t: tensor<4x6xf32, #CSR32>) -> memref<?xi32> {
  %p = sparse_tensor.positions %t { level = 1 : index } : tensor<4x6xf32, #CSR32> to memref<?xi32>
  return %p : memref<?xi32>
}

// -----

#CSR32 = #sparse_tensor.encoding<{map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 16}>

func.func @coordinates_wrong_width(%t: tensor<4x6xf32, #CSR32>) -> memref<?xi32> {
  // expected-error@+1 {{unexpected type for coordinates}}
  %c = sparse_tensor.coordinates %t { level = 1 : index } : tensor<4x6xf32, #CSR32> to memref<?xi32>
  return %c : memref<?xi32>
}

// -----

#Vec = #sparse_tensor.encoding<{map = (i) -> (i : compressed)}>

func.func @coordinates_index_default(%t: tensor<9xf32, #Vec>) -> memref<?xi64> {
  // expected-error@+1 {{unexpected type for coordinates}}
  %c = sparse_tensor.coordinates %t { level = 0 : index } : tensor<9xf32, #Vec> to memref<?xi64>
  return %c : memref<?xi64>
}

// -----

#Vec = #sparse_tensor.encoding<{map = (i) -> (i : compressed)}>

func.func @coordinates_level_past_rank(%t: tensor<9xf32, #Vec>) -> memref<?xindex> {
  // expected-error@+1 {{requested level is out of bounds}}
  %c = sparse_tensor.coordinates %t { level = 3 : index } : tensor<9xf32, #Vec> to memref<?xindex>
  return %c : memref<?xindex>
}

// -----

#DCSR = #sparse_tensor.encoding<{map = (i, j) -> (i : compressed, j : compressed)}>

func.func @coordinates_buffer_without_coo(%t: tensor<5x5xf64, #DCSR>) -> memref<?xindex> {
  // expected-error@+1 {{expected sparse tensor with a COO region}}
  %b = sparse_tensor.coordinates_buffer %t : tensor<5x5xf64, #DCSR> to memref<?xindex>
  return %b : memref<?xindex>
}

// -----

#SoACOO = #sparse_tensor.encoding<{map = (i, j) -> (i : compressed(nonunique), j : singleton(soa))}>

func.func @coordinates_buffer_of_soa(%t: tensor<5x5xf64, #SoACOO>) -> memref<?xindex> {
  // expected-error@+1 {{expected sparse tensor with a COO region}}
  %b = sparse_tensor.coordinates_buffer %t : tensor<5x5xf64, #SoACOO> to memref<?xindex>
  return %b : memref<?xindex>
}

// -----

#COO = #sparse_tensor.encoding<{map = (i, j) -> (i : compressed(nonunique), j : singleton)}>

func.func @coordinates_buffer_of_coo(%t: tensor<5x5xf64, #COO>) -> memref<?xindex> {
  %b = sparse_tensor.coordinates_buffer %t : tensor<5x5xf64, #COO> to memref<?xindex>
  return %b : memref<?xindex>
}

// -----

#CSR = #sparse_tensor.encoding<{map = (i, j) -> (i : dense, j : compressed)}>

func.func @compress_too_many_coordinates(%v: memref<?xf64>, %f: memref<?xi1>, %a: memref<?xindex>,
                                         %n: index, %t: tensor<8x8xf64, #CSR>, %i: index) -> tensor<8x8xf64, #CSR> {
  // expected-error@+1 {{'sparse_tensor.compress' op incorrect number of coordinates}}
  %r = sparse_tensor.compress %v, %f, %a, %n into %t[%i, %i] : memref<?xf64>, memref<?xi1>, memref<?xindex>, tensor<8x8xf64, #CSR>
  return %r : tensor<8x8xf64, #CSR>
}

// -----

func.func @push_back_zero_n(%size: index, %buf: memref<?xf64>, %x: f64) -> (memref<?xf64>, index) {
  %zero = arith.constant 0 : index
  // expected-error@+1 {{'sparse_tensor.push_back' op n must be not less than 1}}
  %b, %s = sparse_tensor.push_back %size, %buf, %x, %zero : index, memref<?xf64>, f64, index
  return %b, %s : memref<?xf64>, index
}

// -----

func.func @push_back_positive_n(%size: index, %buf: memref<?xf64>, %x: f64) -> (memref<?xf64>, index) {
  %two = arith.constant 2 : index
  %b, %s = sparse_tensor.push_back %size, %buf, %x, %two : index, memref<?xf64>, f64, index
  return %b, %s : memref<?xf64>, index
}

// -----

#Slice = #sparse_tensor.encoding<{map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(0, 8, 2)>) -> (d0 : compressed, d1 : compressed)}>

func.func @slice_offset_past_rank(%s: tensor<4x4xf64, #Slice>) -> index {
  // expected-error@+1 {{requested dimension out of bound}}
  %o = sparse_tensor.slice.offset %s at 2 : tensor<4x4xf64, #Slice>
  return %o : index
}

// -----

#Slice = #sparse_tensor.encoding<{map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(0, 8, 2)>) -> (d0 : compressed, d1 : compressed)}>

func.func @slice_stride_past_rank(%s: tensor<4x4xf64, #Slice>) -> index {
  // expected-error@+1 {{requested dimension out of bound}}
  %o = sparse_tensor.slice.stride %s at 5 : tensor<4x4xf64, #Slice>
  return %o : index
}

// -----

#BSR = #sparse_tensor.encoding<{map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense)}>

func.func @lvl_past_rank(%t: tensor<6x6xf64, #BSR>) -> index {
  %four = arith.constant 4 : index
  // expected-error@+1 {{Level index exceeds the rank of the input sparse tensor}}
  %l = sparse_tensor.lvl %t, %four : tensor<6x6xf64, #BSR>
  return %l : index
}

// -----

#BSR = #sparse_tensor.encoding<{map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense)}>

func.func @lvl_in_rank(%t: tensor<6x6xf64, #BSR>) -> index {
  %three = arith.constant 3 : index
  %l = sparse_tensor.lvl %t, %three : tensor<6x6xf64, #BSR>
  return %l : index
}

// -----

#BSR = #sparse_tensor.encoding<{map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense)}>

func.func @crd_translate_dim2lvl_arity(%i: index, %j: index) -> (index, index, index) {
  // expected-error@+1 {{Coordinate rank mismatch with encoding}}
  %a, %b, %c = sparse_tensor.crd_translate dim_to_lvl [%i, %j] as #BSR : index, index, index
  return %a, %b, %c : index, index, index
}

// -----

#BSR = #sparse_tensor.encoding<{map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense)}>

func.func @crd_translate_lvl2dim_arity(%i: index, %j: index) -> (index, index) {
  // expected-error@+1 {{Coordinate rank mismatch with encoding}}
  %a, %b = sparse_tensor.crd_translate lvl_to_dim [%i, %j] as #BSR : index, index
  return %a, %b : index, index
}

// -----

#BSR = #sparse_tensor.encoding<{map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense)}>

func.func @crd_translate_ok(%i: index, %j: index) -> (index, index, index, index) {
  %a, %b, %c, %d = sparse_tensor.crd_translate dim_to_lvl [%i, %j] as #BSR : index, index, index, index
  return %a, %b, %c, %d : index, index, index, index
}

// -----

#ID = affine_map<(i, j) -> (i, j)>

func.func @sort_xy_too_short(%xy: memref<10xindex>, %y: memref<?xf32>) {
  %n = arith.constant 4 : index
  // expected-error@+1 {{Expected dimension(xy) >= n * (rank(perm_map) + ny) got 10 < 12}}
  sparse_tensor.sort hybrid_quick_sort %n, %xy jointly %y {perm_map = #ID, ny = 1 : index} : memref<10xindex> jointly memref<?xf32>
  return
}

// -----

#ID = affine_map<(i, j) -> (i, j)>

func.func @sort_y_too_short(%xy: memref<?xindex>, %y: memref<3xf32>) {
  %n = arith.constant 4 : index
  // expected-error@+1 {{Expected dimension(y) >= n got 3 < 4}}
  sparse_tensor.sort hybrid_quick_sort %n, %xy jointly %y {perm_map = #ID, ny = 1 : index} : memref<?xindex> jointly memref<3xf32>
  return
}

// -----

#Swap = affine_map<(i, j) -> (j, i)>

func.func @sort_fits(%xy: memref<12xindex>, %y: memref<4xf32>) {
  %n = arith.constant 4 : index
  sparse_tensor.sort hybrid_quick_sort %n, %xy jointly %y {perm_map = #Swap, ny = 1 : index} : memref<12xindex> jointly memref<4xf32>
  return
}

// -----

#NotPerm = affine_map<(i, j) -> (i, i)>

func.func @sort_not_a_permutation(%n: index, %xy: memref<?xindex>) {
  // expected-error@+1 {{Expected a permutation map, got (d0, d1) -> (d0, d0)}}
  sparse_tensor.sort hybrid_quick_sort %n, %xy {perm_map = #NotPerm} : memref<?xindex>
  return
}

// -----

#CSR = #sparse_tensor.encoding<{map = (i, j) -> (i : dense, j : compressed)}>

func.func @foreach_missing_coordinate(%t: tensor<2x3xf32, #CSR>) {
  // expected-error@+1 {{Unmatched number of arguments in the block}}
  sparse_tensor.foreach in %t : tensor<2x3xf32, #CSR> do {
    ^bb0(%i: index, %v: f32):
  }
  return
}

// -----

#CSR = #sparse_tensor.encoding<{map = (i, j) -> (i : dense, j : compressed)}>

func.func @foreach_coordinate_not_index(%t: tensor<2x3xf32, #CSR>) {
  // expected-error@+1 {{Expecting Index type for argument at index 1}}
  sparse_tensor.foreach in %t : tensor<2x3xf32, #CSR> do {
    ^bb0(%i: index, %j: i32, %v: f32):
  }
  return
}

// -----

#CSR = #sparse_tensor.encoding<{map = (i, j) -> (i : dense, j : compressed)}>

func.func @foreach_value_type(%t: tensor<2x3xf32, #CSR>) {
  // expected-error@+1 {{Unmatched element type between input tensor and block argument, expected:f32, got: f64}}
  sparse_tensor.foreach in %t : tensor<2x3xf32, #CSR> do {
    ^bb0(%i: index, %j: index, %v: f64):
  }
  return
}

// -----

#CSR = #sparse_tensor.encoding<{map = (i, j) -> (i : dense, j : compressed)}>

func.func @foreach_yield_type(%t: tensor<2x3xf32, #CSR>, %acc: f32) -> f32 {
  // expected-error@+1 {{Mismatch in types of yield values and results}}
  %r = sparse_tensor.foreach in %t init(%acc) : tensor<2x3xf32, #CSR>, f32 -> f32 do {
    ^bb0(%i: index, %j: index, %v: f32, %a: f32):
      %z = arith.constant 0 : i32
      sparse_tensor.yield %z : i32
  }
  return %r : f32
}

// -----

#CSR = #sparse_tensor.encoding<{map = (i, j) -> (i : dense, j : compressed)}>
#Order = affine_map<(i, j, k) -> (k, j, i)>

func.func @foreach_order_rank(%t: tensor<2x3xf32, #CSR>) {
  // expected-error@+1 {{Level traverse order does not match tensor's level rank}}
  sparse_tensor.foreach in %t {order = #Order} : tensor<2x3xf32, #CSR> do {
    ^bb0(%i: index, %j: index, %v: f32):
  }
  return
}

// -----

#CSR = #sparse_tensor.encoding<{map = (i, j) -> (i : dense, j : compressed)}>

func.func @foreach_sums(%t: tensor<2x3xf32, #CSR>, %acc: f32) -> f32 {
  %r = sparse_tensor.foreach in %t init(%acc) : tensor<2x3xf32, #CSR>, f32 -> f32 do {
    ^bb0(%i: index, %j: index, %v: f32, %a: f32):
      %s = arith.addf %v, %a : f32
      sparse_tensor.yield %s : f32
  }
  return %r : f32
}

// -----

#CSR = #sparse_tensor.encoding<{map = (i, j) -> (i : dense, j : compressed)}>
#DCSR = #sparse_tensor.encoding<{map = (i, j) -> (i : compressed, j : compressed)}>

func.func @reinterpret_level_types(%t: tensor<4x4xf32, #CSR>) -> tensor<4x4xf32, #DCSR> {
  // expected-error@+1 {{Level type mismatch between source/dest tensors}}
  %r = sparse_tensor.reinterpret_map %t : tensor<4x4xf32, #CSR> to tensor<4x4xf32, #DCSR>
  return %r : tensor<4x4xf32, #DCSR>
}

// -----

#BSR = #sparse_tensor.encoding<{map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense)}>
#Flat4 = #sparse_tensor.encoding<{map = (a, b, c, d) -> (a : dense, b : compressed, c : dense, d : dense)}>

func.func @reinterpret_level_sizes(%t: tensor<6x8xf64, #BSR>) -> tensor<3x4x2x3xf64, #Flat4> {
  // expected-error@+1 {{Level size mismatch between source/dest tensors}}
  %r = sparse_tensor.reinterpret_map %t : tensor<6x8xf64, #BSR> to tensor<3x4x2x3xf64, #Flat4>
  return %r : tensor<3x4x2x3xf64, #Flat4>
}

// -----

#BSR = #sparse_tensor.encoding<{map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense)}>
#Flat4 = #sparse_tensor.encoding<{map = (a, b, c, d) -> (a : dense, b : compressed, c : dense, d : dense)}>

func.func @reinterpret_blocks(%t: tensor<6x8xf64, #BSR>) -> tensor<3x4x2x2xf64, #Flat4> {
  %r = sparse_tensor.reinterpret_map %t : tensor<6x8xf64, #BSR> to tensor<3x4x2x2xf64, #Flat4>
  return %r : tensor<3x4x2x2xf64, #Flat4>
}

// -----

#CSR = #sparse_tensor.encoding<{map = (i, j) -> (i : dense, j : compressed)}>
#CSR16 = #sparse_tensor.encoding<{map = (i, j) -> (i : dense, j : compressed), crdWidth = 16}>

func.func @reinterpret_widths(%t: tensor<4x4xf32, #CSR>) -> tensor<4x4xf32, #CSR16> {
  // expected-error@+1 {{Crd/Pos width mismatch between source/dest tensors}}
  %r = sparse_tensor.reinterpret_map %t : tensor<4x4xf32, #CSR> to tensor<4x4xf32, #CSR16>
  return %r : tensor<4x4xf32, #CSR16>
}

// -----

#CSR = #sparse_tensor.encoding<{map = (i, j) -> (i : dense, j : compressed)}>

func.func @reinterpret_elements(%t: tensor<4x4xf32, #CSR>) -> tensor<4x4xf64, #CSR> {
  // expected-error@+1 {{Element type mismatch between source/dest tensors}}
  %r = sparse_tensor.reinterpret_map %t : tensor<4x4xf32, #CSR> to tensor<4x4xf64, #CSR>
  return %r : tensor<4x4xf64, #CSR>
}

// -----

#CSR = #sparse_tensor.encoding<{map = (i, j) -> (i : dense, j : compressed)}>

func.func @reinterpret_dynamic_to_static(%t: tensor<?x4xf32, #CSR>) -> tensor<4x4xf32, #CSR> {
  // expected-error@+1 {{Level size mismatch between source/dest tensors}}
  %r = sparse_tensor.reinterpret_map %t : tensor<?x4xf32, #CSR> to tensor<4x4xf32, #CSR>
  return %r : tensor<4x4xf32, #CSR>
}
