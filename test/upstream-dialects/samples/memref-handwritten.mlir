func.func @f() {
  memref.alloca_scope {
    memref.alloca_scope.return
  }
 %m = memref.alloc() : memref<4x4xf32>
 %i = arith.constant 0 : index
 memref.prefetch %m[%i, %i], write, locality<1>, data : memref<4x4xf32>
 return
}
memref.global "private" @memref3 : memref<2xf32>  = uninitialized
memref.global "private" constant @m4 : memref<2xf32> = dense<[0.0, 1.0]>
memref.global @memref0 : memref<2xf32>
