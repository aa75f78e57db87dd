// tsmlir dialect definitions: the `memref` dialect.

#ifndef MEMREF_BASE
#define MEMREF_BASE

include "mlir/IR/OpBase.td"

def MemRef_Dialect : Dialect {
  let name = "memref";
  let cppNamespace = "::mlir::memref";
  let description = [{
    Ops on buffers, values of the builtin `memref` type: allocating and
    freeing them, reading and writing their elements, and views that give
    the same memory another shape, layout or memory space without copying.

    ```mlir
    %m = memref.alloc(%n) : memref<?x4xf32>
    %x = memref.load %m[%i, %j] : memref<?x4xf32>
    memref.store %x, %m[%j, %i] : memref<?x4xf32>
    memref.dealloc %m : memref<?x4xf32>
    ```
  }];
  let hasConstantMaterializer = 1;
  let dependentDialects = ["arith::ArithDialect"];
}

#endif // MEMREF_BASE
