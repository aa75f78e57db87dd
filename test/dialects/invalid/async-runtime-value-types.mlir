// async.runtime.load's result and async.runtime.store's value have the type the
// !async.value<T> storage holds.

func.func @load_other_type(%v: !async.value<f32>) {
  // expected-error @+1 {{'async.runtime.load' op failed to verify that type of 'value' matches element type of 'storage'}}
  %0 = "async.runtime.load"(%v) : (!async.value<f32>) -> i32
  return
}

// -----

func.func @store_other_type(%x: f64, %v: !async.value<f32>) {
  // expected-error @+1 {{'async.runtime.store' op failed to verify that type of 'value' matches element type of 'storage'}}
  "async.runtime.store"(%x, %v) : (f64, !async.value<f32>) -> ()
  return
}

// -----

func.func @accepted(%x: memref<2xf32>, %v: !async.value<memref<2xf32>>) -> memref<2xf32> {
  async.runtime.store %x, %v : <memref<2xf32>>
  %0 = async.runtime.load %v : <memref<2xf32>>
  return %0 : memref<2xf32>
}
