#strided = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @tokens(%a: !async.token, %b: !async.token, %v: !async.value<memref<?xf32, #strided>>) -> !async.value<f32> {
  %t0, %r0 = async.execute [%a, %b] (%v as %m: !async.value<memref<?xf32, #strided>>) -> !async.value<f32> {
    %c0 = arith.constant 0 : index
    %x = memref.load %m[%c0] : memref<?xf32, #strided>
    async.yield %x : f32
  }
  %t1 = async.execute {
    async.yield
  }
  async.await %t1 : !async.token
  %f = async.await %r0 : !async.value<f32>
  %c2 = arith.constant 2 : index
  %g = async.create_group %c2 : !async.group
  %i = async.add_to_group %t0, %g : !async.token
  async.await_all %g
  return %r0 : !async.value<f32>
}

func.func @runtime(%x: f32) {
  %token = async.runtime.create : !async.token
  %value = async.runtime.create : !async.value<f32>
  async.runtime.store %x, %value : <f32>
  %loaded = async.runtime.load %value : <f32>
  async.runtime.set_available %value : !async.value<f32>
  async.runtime.set_error %token : !async.token
  %err = async.runtime.is_error %token : !async.token
  async.runtime.await %token : !async.token
  %id = async.coro.id
  %hdl = async.coro.begin %id
  %saved = async.coro.save %hdl
  async.runtime.resume %hdl
  async.coro.end %hdl
  async.coro.free %id, %hdl
  async.runtime.drop_ref %token {count = 1 : i64} : !async.token
  return
}

async.func @afunc(%arg0: f32) -> (!async.token, !async.value<f32>) {
  async.return %arg0 : f32
}

func.func @call(%x: f32) {
  %t, %v = async.call @afunc(%x) : (f32) -> (!async.token, !async.value<f32>)
  return
}
