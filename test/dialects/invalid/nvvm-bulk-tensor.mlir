// nvvm's bulk tensor copies (MLIR 19's verifiers, which report without the op prefix): a load
// takes 1 to 5 coordinates and, in im2col mode, at least 3 of them and two offsets fewer; a
// store takes at most 5. And fence.proxy: only async.shared names a space, and must.

func.func @load(%dst : !llvm.ptr<3>, %desc : !llvm.ptr, %bar : !llvm.ptr<3>, %x : i32, %off : i16, %hint : i64, %p : i1) {
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %desc, %bar, box[%x] : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %desc, %bar, box[%x, %x, %x, %x, %x] im2col[%off, %off, %off] multicast_mask = %off l2_cache_hint = %hint predicate = %p : !llvm.ptr<3>, !llvm.ptr
  return
}

// -----

func.func @load(%dst : !llvm.ptr<3>, %desc : !llvm.ptr, %bar : !llvm.ptr<3>) {
  // expected-error@+1 {{expects coordinates between 1 to 5 dimension}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %desc, %bar, box[] : !llvm.ptr<3>, !llvm.ptr
  return
}

// -----

func.func @load(%dst : !llvm.ptr<3>, %desc : !llvm.ptr, %bar : !llvm.ptr<3>, %x : i32) {
  // expected-error@+1 {{expects coordinates between 1 to 5 dimension}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %desc, %bar, box[%x, %x, %x, %x, %x, %x] : !llvm.ptr<3>, !llvm.ptr
  return
}

// -----

func.func @load(%dst : !llvm.ptr<3>, %desc : !llvm.ptr, %bar : !llvm.ptr<3>, %x : i32, %off : i16) {
  // expected-error@+1 {{to use im2col mode, the tensor has to be at least 3-dimensional}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %desc, %bar, box[%x, %x] im2col[%off] : !llvm.ptr<3>, !llvm.ptr
  return
}

// -----

func.func @load(%dst : !llvm.ptr<3>, %desc : !llvm.ptr, %bar : !llvm.ptr<3>, %x : i32, %off : i16) {
  // expected-error@+1 {{im2col offsets must be 2 less than number of coordinates}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %desc, %bar, box[%x, %x, %x, %x] im2col[%off] : !llvm.ptr<3>, !llvm.ptr
  return
}

// -----

func.func @store(%src : !llvm.ptr<3>, %desc : !llvm.ptr, %x : i32, %p : i1) {
  nvvm.cp.async.bulk.tensor.global.shared.cta %desc, %src, box[] : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %desc, %src, box[%x, %x, %x, %x, %x], predicate = %p : !llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i32, i32, i1
  return
}

// -----

func.func @store(%src : !llvm.ptr<3>, %desc : !llvm.ptr, %x : i32) {
  // expected-error@+1 {{Maximum 5 coordinates and dimension is supported.}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %desc, %src, box[%x, %x, %x, %x, %x, %x] : !llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i32, i32, i32
  return
}

// -----

func.func @fence() {
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
  return
}

// -----

func.func @fence() {
  // expected-error@+1 {{'nvvm.fence.proxy' op async_shared fence requires space attribute}}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>}
  return
}

// -----

func.func @fence() {
  // expected-error@+1 {{'nvvm.fence.proxy' op only async_shared fence can have space attribute}}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.global>, space = #nvvm.shared_space<cluster>}
  return
}
