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

// -----

#SV = #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed), posWidth = 32, crdWidth = 32}>

func.func @assemble_dynamic_shape(%v: tensor<6xf64>, %p: tensor<2xi32>, %c: tensor<6xi32>) -> tensor<?xf64, #SV> {
  // expected-error@+1 {{the sparse-tensor must have static shape}}
  %0 = sparse_tensor.assemble (%p, %c), %v : (tensor<2xi32>, tensor<6xi32>), tensor<6xf64> to tensor<?xf64, #SV>
  return %0 : tensor<?xf64, #SV>
}

// -----

#SV = #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed), posWidth = 32, crdWidth = 32}>

func.func @assemble_wide_coordinates(%v: tensor<6xf64>, %p: tensor<2xi32>, %c: tensor<6xi64>) -> tensor<100xf64, #SV> {
  // expected-error@+1 {{input/output element-types don't match}}
  %0 = sparse_tensor.assemble (%p, %c), %v : (tensor<2xi32>, tensor<6xi64>), tensor<6xf64> to tensor<100xf64, #SV>
  return %0 : tensor<100xf64, #SV>
}

// -----

#AoS = #sparse_tensor.encoding<{map = (d0, d1, d2) -> (d0 : dense, d1 : compressed(nonunique), d2 : singleton)}>

func.func @assemble_aos_coo(%v: tensor<6xf64>, %p: tensor<2xindex>, %c: tensor<6x2xindex>) -> tensor<3x4x5xf64, #AoS> {
  %0 = sparse_tensor.assemble (%p, %c), %v : (tensor<2xindex>, tensor<6x2xindex>), tensor<6xf64> to tensor<3x4x5xf64, #AoS>
  return %0 : tensor<3x4x5xf64, #AoS>
}

// -----

#SoA = #sparse_tensor.encoding<{map = (d0, d1, d2) -> (d0 : dense, d1 : compressed(nonunique), d2 : singleton(soa))}>

func.func @assemble_soa_coo_one_buffer(%v: tensor<6xf64>, %p: tensor<2xindex>, %c: tensor<6x2xindex>) -> tensor<3x4x5xf64, #SoA> {
  // expected-error@+1 {{inconsistent number of fields between input/output}}
  %0 = sparse_tensor.assemble (%p, %c), %v : (tensor<2xindex>, tensor<6x2xindex>), tensor<6xf64> to tensor<3x4x5xf64, #SoA>
  return %0 : tensor<3x4x5xf64, #SoA>
}

// -----

#SV = #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed), posWidth = 32, crdWidth = 32}>

func.func @disassemble_values_mismatch(%sp: tensor<100xf64, #SV>, %v: tensor<6xf64>, %p: tensor<2xi32>, %c: tensor<6xi32>) {
  // expected-error@+1 {{output values and return value type mismatch}}
  %rp, %rc, %rv, %pl, %cl, %vl = sparse_tensor.disassemble %sp : tensor<100xf64, #SV>
     out_lvls(%p, %c : tensor<2xi32>, tensor<6xi32>) out_vals(%v : tensor<6xf64>)
     -> (tensor<2xi32>, tensor<6xi32>), tensor<7xf64>, (index, index), index
  return
}

// -----

#SV = #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed), posWidth = 32, crdWidth = 32}>

func.func @disassemble_levels_mismatch(%sp: tensor<100xf64, #SV>, %v: tensor<6xf64>, %p: tensor<2xi32>, %c: tensor<6xi32>) {
  // expected-error@+1 {{output levels and return levels type mismatch}}
  %rp, %rc, %rv, %pl, %cl, %vl = sparse_tensor.disassemble %sp : tensor<100xf64, #SV>
     out_lvls(%p, %c : tensor<2xi32>, tensor<6xi32>) out_vals(%v : tensor<6xf64>)
     -> (tensor<2xi32>, tensor<5xi32>), tensor<6xf64>, (index, index), index
  return
}

// -----

#S = #sparse_tensor.encoding<{map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(1, 4, 2)>) -> (d0 : dense, d1 : compressed)}>

func.func @specifier_slice_level_out_of_bounds(%s: !sparse_tensor.storage_specifier<#S>, %i: index) {
  %0 = sparse_tensor.storage_specifier.get %s dim_offset at 1 : !sparse_tensor.storage_specifier<#S>
  // expected-error@+1 {{requested level is out of bounds}}
  %1 = sparse_tensor.storage_specifier.set %s dim_stride at 2 with %i : !sparse_tensor.storage_specifier<#S>
  return
}

// -----

#C = #sparse_tensor.encoding<{map = (d0, d1) -> (d0 : dense, d1 : compressed)}>

func.func @specifier_set_value_size_at_level(%s: !sparse_tensor.storage_specifier<#C>, %i: index) {
  // expected-error@+1 {{redundant level argument for querying value memory size}}
  %0 = sparse_tensor.storage_specifier.set %s val_mem_sz at 0 with %i : !sparse_tensor.storage_specifier<#C>
  return
}

// -----

#D = #sparse_tensor.encoding<{map = (d0, d1) -> (d0 : dense, d1 : compressed)}>
#P = #sparse_tensor.encoding<{map = (d0, d1) -> (d1 : compressed(nonunique), d0 : singleton), posWidth = 32}>

func.func @reorder_coo_reports_all(%d: tensor<?x?xf32, #D>) -> tensor<?x?xf64, #P> {
  // expected-error@+3 {{Expected COO sparse tensors only}}
  // expected-error@+2 {{Unmatched dim2lvl map between input and result COO}}
  // expected-error@+1 {{Unmatched storage format between input and result COO}}
  %0 = sparse_tensor.reorder_coo quick_sort %d : tensor<?x?xf32, #D> to tensor<?x?xf64, #P>
  return %0 : tensor<?x?xf64, #P>
}

// -----

#DCSR = #sparse_tensor.encoding<{map = (d0, d1) -> (d0 : compressed, d1 : compressed)}>

func.func @foreach_reports_all(%t: tensor<2x4xf64, #DCSR>) {
  // expected-error@+3 {{Expecting Index type for argument at index 0}}
  // expected-error@+2 {{Expecting Index type for argument at index 1}}
  // expected-error@+1 {{Unmatched element type between input tensor and block argument, expected:f64, got: f32}}
  sparse_tensor.foreach in %t : tensor<2x4xf64, #DCSR> do {
    ^bb0(%1: f32, %2: i32, %v: f32):
  }
  return
}

// -----

func.func @push_back_index_constant(%size: index, %buffer: memref<?xf32>, %value: f32) -> (memref<?xf32>, index) {
  %n = index.constant 0
  // expected-error@+1 {{'sparse_tensor.push_back' op n must be not less than 1}}
  %0:2 = sparse_tensor.push_back %size, %buffer, %value, %n : index, memref<?xf32>, f32, index
  return %0#0, %0#1 : memref<?xf32>, index
}

// -----

#map = affine_map<(i, j) -> (i, j)>

func.func @sort_index_constant_reports_all(%xy: memref<50xindex>, %y: memref<10xf32>) {
  %n = index.constant 20
  // expected-error@+2 {{Expected dimension(xy) >= n * (rank(perm_map) + ny) got 50 < 60}}
  // expected-error@+1 {{Expected dimension(y) >= n got 10 < 20}}
  sparse_tensor.sort hybrid_quick_sort %n, %xy jointly %y {perm_map = #map, ny = 1 : index} : memref<50xindex> jointly memref<10xf32>
  return
}

// -----

#C = #sparse_tensor.encoding<{map = (d0, d1) -> (d0 : dense, d1 : compressed)}>

func.func @lvl_index_constant(%t: tensor<4x4xf64, #C>) -> index {
  %l = index.constant 2
  // expected-error@+1 {{Level index exceeds the rank of the input sparse tensor}}
  %0 = sparse_tensor.lvl %t, %l : tensor<4x4xf64, #C>
  return %0 : index
}
