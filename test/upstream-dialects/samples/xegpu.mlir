// xegpu: tensor descriptors (block and scattered), their loads, stores and prefetches,
// dpas, atomics, named barriers and fences; attributes in the order and spelling mlir-opt
// prints (tdesc_attr parameters in declaration order, array_length typed, strides recorded).
func.func @block(%m: memref<24x32xf16>, %p: ui64, %h: index, %w: index, %x: index) -> vector<16x4x2xf16> {
  %c1 = arith.constant 1 : index
  %t0 = xegpu.create_nd_tdesc %m[0, 0] : memref<24x32xf16> -> !xegpu.tensor_desc<8x16xf16>
  %t1 = xegpu.create_nd_tdesc %m[%x, 8] : memref<24x32xf16> -> !xegpu.tensor_desc<8x16xf16, #xegpu.tdesc_attr<boundary_check = false, array_length = 2, memory_scope = slm>>
  %t2 = xegpu.create_nd_tdesc %p[%x, 0], [%h, %w], [%w, %c1] : ui64 -> !xegpu.tensor_desc<8x16xf16, #xegpu.tdesc_attr<memory_scope = #xegpu<memory_scope global>>>
  xegpu.prefetch_nd %t0 <{l1_hint = #xegpu.cache_hint<cached>, l3_hint = #xegpu.cache_hint<read_invalidate>}> : !xegpu.tensor_desc<8x16xf16>
  %v = xegpu.load_nd %t0 <{l2_hint = #xegpu.cache_hint<uncached>}> : !xegpu.tensor_desc<8x16xf16> -> vector<8x16xf16>
  %b = xegpu.load_nd %t0 <{vnni_axis = 1 : i64, transpose = array<i64: 1, 0>}> : !xegpu.tensor_desc<8x16xf16> -> vector<16x4x2xf16>
  xegpu.store_nd %v, %t2 <{l1_hint = #xegpu.cache_hint<write_back>}> : vector<8x16xf16>, !xegpu.tensor_desc<8x16xf16, #xegpu.tdesc_attr<memory_scope = global>>
  %t3 = xegpu.update_nd_offset %t0, [%x, 16] : !xegpu.tensor_desc<8x16xf16>
  return %b : vector<16x4x2xf16>
}

func.func @scattered(%p: ui64, %m: memref<?xf32, 3>, %mask: vector<4xi1>, %v: vector<4x2xf32>, %w: vector<4xf32>, %off: index) {
  %t = xegpu.create_tdesc %p[0, 8, 16, 24] {chunk_size = 2} : ui64 -> !xegpu.tensor_desc<4x2xf32, #xegpu.tdesc_attr<scattered = true>>
  %s = xegpu.create_tdesc %m[0, %off, 2, 3] {chunk_size = 1} : memref<?xf32, 3> -> !xegpu.tensor_desc<4xf32, #xegpu.tdesc_attr<memory_scope = slm, scattered = true>>
  xegpu.prefetch %t <{l2_hint = #xegpu.cache_hint<streaming>}> : !xegpu.tensor_desc<4x2xf32, #xegpu.tdesc_attr<scattered = true>>
  %l = xegpu.load %t, %mask <{transpose = array<i64: 1, 0>, l1_hint = #xegpu.cache_hint<cached>}> : !xegpu.tensor_desc<4x2xf32, #xegpu.tdesc_attr<scattered = true>>, vector<4xi1> -> vector<2x4xf32>
  xegpu.store %v, %t, %mask <{l3_hint = #xegpu.cache_hint<write_through>}> : vector<4x2xf32>, !xegpu.tensor_desc<4x2xf32, #xegpu.tdesc_attr<scattered = true>>, vector<4xi1>
  %u = xegpu.update_offset %t, [32, %off, 32, 32] : !xegpu.tensor_desc<4x2xf32, #xegpu.tdesc_attr<scattered = true>>
  %r = xegpu.atomic_rmw maxnumf %s, %mask, %w : <4xf32, #xegpu.tdesc_attr<memory_scope = slm, scattered = true>>, vector<4xi1>, vector<4xf32> -> vector<4xf32>
  return
}

func.func @compute(%a: vector<8x8x2xf16>, %b: vector<8x16x2xf16>, %c: vector<8x16xf32>) -> vector<8x16xf32> {
  %d = xegpu.dpas %a, %b : vector<8x8x2xf16>, vector<8x16x2xf16> -> vector<8x16xf32>
  %e = xegpu.dpas %a, %b, %d : vector<8x8x2xf16>, vector<8x16x2xf16>, vector<8x16xf32> -> vector<8x16xf32>
  return %e : vector<8x16xf32>
}

func.func @barriers(%id: i8, %n: i8, %bar: !xegpu.nbarrier) -> !xegpu.tensor_desc<?x4xindex, 5> {
  xegpu.alloc_nbarrier 16
  %nb = xegpu.init_nbarrier %id, %n : i8, i8 -> !xegpu.nbarrier
  xegpu.nbarrier_arrive %nb : !xegpu.nbarrier
  xegpu.nbarrier_wait %bar : !xegpu.nbarrier
  xegpu.fence memory_kind = slm, fence_scope = gpu
  xegpu.fence memory_kind = global, fence_scope = workgroup {note = #xegpu<fence_scope gpu>}
  %t = "test.make_tdesc"() : () -> !xegpu<tensor_desc<?x4xindex, 5>>
  return %t : !xegpu.tensor_desc<?x4xindex, 5>
}
