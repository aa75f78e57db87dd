// What a dialect's type parser leaves of a `<...>` body is dropped, as mlir-opt 19 drops it.
func.func @leftovers(%token: !async.token<3>, %diff: !emitc.ptrdiff_t<1>, %barrier: !xegpu.nbarrier<1>) {
  return
}
