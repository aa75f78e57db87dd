// ptr's pointer type implements MemRefElementTypeInterface: a memref may hold pointers,
// while another dialect's opaque type may not be a memref element.

func.func @memref_of_pointers(%plain: memref<!ptr.ptr>, %spaced: memref<4x?x!ptr.ptr<3 : i32>>) -> memref<!ptr.ptr> {
  %0 = memref.cast %plain : memref<!ptr.ptr> to memref<!ptr.ptr>
  return %0 : memref<!ptr.ptr>
}

// -----

// expected-error @+1 {{invalid memref element type}}
func.func @memref_of_tokens(%m: memref<2x!async.token>) {
  return
}
