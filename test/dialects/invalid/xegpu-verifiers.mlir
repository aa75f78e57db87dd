// xegpu's op verifiers and ODS traits (custom form); the expected messages are mlir-opt 19's.

func.func @nd_elem(%src: memref<24x32xf32>) {
  // expected-error@+1 {{TensorDesc should have the same element type with the source if it is a memref}}
  %1 = xegpu.create_nd_tdesc %src[0, 0] : memref<24x32xf32> -> !xegpu.tensor_desc<8x16xf16>
  return
}
// -----
func.func @nd_rank(%src: memref<24x32xf32>) {
  // expected-error@+1 {{Expecting the rank of shape, strides, offsets, source memref type (if source is a memref) and TensorDesc should match with each other}}
  %1 = xegpu.create_nd_tdesc %src[0, 0] : memref<24x32xf32> -> !xegpu.tensor_desc<16xf32>
  return
}
// -----
func.func @nd_rank_1d(%src: memref<24xf32>) {
  %1 = xegpu.create_nd_tdesc %src[0] : memref<24xf32> -> !xegpu.tensor_desc<16xf32>
  return
}
// -----
func.func @nd_sizes(%src: memref<24xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  %1 = xegpu.create_nd_tdesc %src[0, 0] : memref<24xf32> -> !xegpu.tensor_desc<8x16xf32>
  return
}
// -----
func.func @nd_scattered(%src: memref<24x32xf32>) {
  // expected-error@+1 {{Expects a non-scattered TensorDesc.}}
  %1 = xegpu.create_nd_tdesc %src[0, 0] : memref<24x32xf32> -> !xegpu.tensor_desc<8x16xf32, #xegpu.tdesc_attr<scattered = true>>
  return
}
// -----
func.func @prefetch_nd_hint(%src: memref<24x32xf16>) {
  %1 = xegpu.create_nd_tdesc %src[0, 0] : memref<24x32xf16> -> !xegpu.tensor_desc<8x16xf16>
  // expected-error@+1 {{invlid l2_hint: #xegpu.cache_hint<write_back>}}
  xegpu.prefetch_nd %1 <{l1_hint = #xegpu.cache_hint<cached>, l2_hint = #xegpu.cache_hint<write_back>}> : !xegpu.tensor_desc<8x16xf16>
  return
}
// -----
func.func @load_nd_1d(%src: memref<24xf16>) {
  %1 = xegpu.create_nd_tdesc %src[0] : memref<24xf16> -> !xegpu.tensor_desc<16xf16>
  // expected-error@+1 {{Expecting a 2D TensorDesc.}}
  %2 = xegpu.load_nd %1 : !xegpu.tensor_desc<16xf16> -> vector<16xf16>
  return
}
// -----
func.func @load_nd_shape(%src: memref<24x32xf16>) {
  %1 = xegpu.create_nd_tdesc %src[0, 0] : memref<24x32xf16> -> !xegpu.tensor_desc<8x16xf16, #xegpu.tdesc_attr<array_length = 2>>
  // expected-error@+1 {{Result shape doesn't match TensorDesc shape.The expected shape is [2, 8, 16]. But the given shape is [16, 8].}}
  %2 = xegpu.load_nd %1 : !xegpu.tensor_desc<8x16xf16, #xegpu.tdesc_attr<array_length = 2>> -> vector<16x8xf16>
  return
}
// -----
func.func @load_nd_vnni(%src: memref<24x32xf16>) {
  %1 = xegpu.create_nd_tdesc %src[0, 0] : memref<24x32xf16> -> !xegpu.tensor_desc<8x16xf16>
  %2 = xegpu.load_nd %1 <{vnni_axis = 0}> : !xegpu.tensor_desc<8x16xf16> -> vector<4x16x2xf16>
  return
}
// -----
func.func @load_nd_elem(%src: memref<24x32xf32>) {
  %1 = xegpu.create_nd_tdesc %src[0, 0] : memref<24x32xf32> -> !xegpu.tensor_desc<8x16xf32>
  // expected-error@+1 {{failed to verify that all of {value, TensorDesc} have same element type}}
  %2 = xegpu.load_nd %1 : !xegpu.tensor_desc<8x16xf32> -> vector<8x16xf16>
  return
}
// -----
func.func @load_nd_count(%src: memref<24x32xf32>) {
  %1 = xegpu.create_nd_tdesc %src[0, 0] : memref<24x32xf32> -> !xegpu.tensor_desc<8x16xf32>
  // expected-error@+1 {{failed to verify that all of {value, TensorDesc} have same element count}}
  %2 = xegpu.load_nd %1 : !xegpu.tensor_desc<8x16xf32> -> vector<8x8xf32>
  return
}
// -----
func.func @store_nd_hint(%dst: memref<24x32xf16>, %v: vector<24x32xf16>) {
  %2 = xegpu.create_nd_tdesc %dst[0, 0] : memref<24x32xf16> -> !xegpu.tensor_desc<24x32xf16>
  // expected-error@+1 {{invlid l1_hint: #xegpu.cache_hint<streaming>}}
  xegpu.store_nd %v, %2 <{l1_hint = #xegpu.cache_hint<streaming>}> : vector<24x32xf16>, !xegpu.tensor_desc<24x32xf16>
  return
}
// -----
func.func @store_nd_shape(%dst: memref<24x32xf16>, %v: vector<24x16xf16>) {
  %2 = xegpu.create_nd_tdesc %dst[0, 0] : memref<24x32xf16> -> !xegpu.tensor_desc<24x32xf16>
  // expected-error@+1 {{failed to verify that all of {value, TensorDesc} have same shape}}
  xegpu.store_nd %v, %2 : vector<24x16xf16>, !xegpu.tensor_desc<24x32xf16>
  return
}
// -----
func.func @update_nd(%src: memref<24x32xf32>) {
  %1 = xegpu.create_nd_tdesc %src[0, 0] : memref<24x32xf32> -> !xegpu.tensor_desc<8x16xf32>
  // expected-error@+1 {{Invalid number of offsets.}}
  %2 = xegpu.update_nd_offset %1, [0, 16, 2] : !xegpu.tensor_desc<8x16xf32>
  return
}
// -----
func.func @create_tdesc_2d(%src: memref<4x8xf32>) {
  // expected-error@+1 {{Expecting the source is a 1D memref or pointer (uint64_t).}}
  %1 = xegpu.create_tdesc %src[0, 8] : memref<4x8xf32> -> !xegpu.tensor_desc<2xf32, #xegpu.tdesc_attr<scattered = true>>
  return
}
// -----
func.func @create_tdesc_block(%src: ui64) {
  // expected-error@+1 {{Expects a scattered TensorDesc.}}
  %1 = xegpu.create_tdesc %src[0, 8] : ui64 -> !xegpu.tensor_desc<2xf32>
  return
}
// -----
func.func @create_tdesc_shape(%src: ui64) {
  // expected-error@+1 {{Incorrect TensorDesc shape. Expected is [2, 4]}}
  %1 = xegpu.create_tdesc %src[0, 8] {chunk_size = 4} : ui64 -> !xegpu.tensor_desc<2xf32, #xegpu.tdesc_attr<scattered = true>>
  return
}
// -----
func.func @prefetch_block(%src: memref<24x32xf16>) {
  %1 = xegpu.create_nd_tdesc %src[0, 0] : memref<24x32xf16> -> !xegpu.tensor_desc<8x16xf16>
  // expected-error@+1 {{Expects a scattered TensorDesc.}}
  xegpu.prefetch %1 : !xegpu.tensor_desc<8x16xf16>
  return
}
// -----
func.func @load_mask(%src: ui64, %m: vector<2xi1>) {
  %1 = xegpu.create_tdesc %src[0, 8, 16, 24] : ui64 -> !xegpu.tensor_desc<4xf32, #xegpu.tdesc_attr<scattered = true>>
  // expected-error@+1 {{dim-0 of the Mask and TensorDesc should be the same.}}
  %2 = xegpu.load %1, %m : !xegpu.tensor_desc<4xf32, #xegpu.tdesc_attr<scattered = true>>, vector<2xi1> -> vector<4xf32>
  return
}
// -----
func.func @load_transposed(%src: ui64, %m: vector<4xi1>) {
  %1 = xegpu.create_tdesc %src[0, 8, 16, 24] {chunk_size = 2} : ui64 -> !xegpu.tensor_desc<4x2xf32, #xegpu.tdesc_attr<scattered = true>>
  // expected-error@+1 {{Unexpected result shape(Expected shape: [2, 4], Given shape: [4, 2]).}}
  %2 = xegpu.load %1, %m <{transpose = array<i64: 1, 0>}> : !xegpu.tensor_desc<4x2xf32, #xegpu.tdesc_attr<scattered = true>>, vector<4xi1> -> vector<4x2xf32>
  return
}
// -----
func.func @load_hint(%src: ui64, %m: vector<4xi1>) {
  %1 = xegpu.create_tdesc %src[0, 8, 16, 24] : ui64 -> !xegpu.tensor_desc<4xf32, #xegpu.tdesc_attr<scattered = true>>
  // expected-error@+1 {{invlid l3_hint: #xegpu.cache_hint<write_through>}}
  %2 = xegpu.load %1, %m <{l3_hint = #xegpu.cache_hint<write_through>}> : !xegpu.tensor_desc<4xf32, #xegpu.tdesc_attr<scattered = true>>, vector<4xi1> -> vector<4xf32>
  return
}
// -----
func.func @store_mask(%src: ui64, %m: vector<2xi1>, %v: vector<4xf32>) {
  %1 = xegpu.create_tdesc %src[0, 8, 16, 24] : ui64 -> !xegpu.tensor_desc<4xf32, #xegpu.tdesc_attr<scattered = true>>
  // expected-error@+1 {{dim-0 of the Mask and TensorDesc should be the same.}}
  xegpu.store %v, %1, %m : vector<4xf32>, !xegpu.tensor_desc<4xf32, #xegpu.tdesc_attr<scattered = true>>, vector<2xi1>
  return
}
// -----
func.func @dpas_k(%a: vector<8x8x2xf16>, %b: vector<4x16x2xf16>) {
  // expected-error@+1 {{K-dimension or vnni-factor mismatch.}}
  %1 = xegpu.dpas %a, %b : vector<8x8x2xf16>, vector<4x16x2xf16> -> vector<8x16xf32>
  return
}
// -----
func.func @dpas_acc(%a: vector<8x8x2xf16>, %b: vector<8x16x2xf16>, %c: vector<8x16xf16>) {
  // expected-error@+1 {{Accumulator and Result for dpas op should have the same type (both shape and element type).}}
  %1 = xegpu.dpas %a, %b, %c : vector<8x8x2xf16>, vector<8x16x2xf16>, vector<8x16xf16> -> vector<8x16xf32>
  return
}
// -----
func.func @atomic(%src: ui64, %v: vector<16xf32>, %m: vector<8xi1>) {
  %1 = xegpu.create_tdesc %src[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : ui64 -> !xegpu.tensor_desc<16xf32, #xegpu.tdesc_attr<scattered = true>>
  // expected-error@+1 {{failed to verify that all of {tensorDesc, mask, value, result} have same shape}}
  %2 = xegpu.atomic_rmw addf %1, %m, %v : <16xf32, #xegpu.tdesc_attr<scattered = true>>, vector<8xi1>, vector<16xf32> -> vector<16xf32>
  return
}
// -----
func.func @atomic_type(%src: !xegpu.nbarrier, %v: vector<16xf32>, %m: vector<16xi1>) {
  // expected-error@+1 {{invalid kind of Type specified}}
  %2 = xegpu.atomic_rmw addf %src, %m, %v : !xegpu.nbarrier, vector<16xi1>, vector<16xf32> -> vector<16xf32>
  return
}
// -----
func.func @init_nbarrier(%a: i8, %b: i16) {
  // expected-error@+1 {{'xegpu.init_nbarrier' op operand #1 must be 8-bit signless integer, but got 'i16'}}
  %1 = xegpu.init_nbarrier %a, %b : i8, i16 -> !xegpu.nbarrier
  return
}
