// tsmlir dialect definitions: the `bufferization` dialect.

#ifndef BUFFERIZATION_BASE
#define BUFFERIZATION_BASE

include "mlir/IR/OpBase.td"

def Bufferization_Dialect : Dialect {
  let name = "bufferization";
  let cppNamespace = "::mlir::bufferization";
  let description = [{
    The glue between value-semantics tensors and buffers (`memref`s): ops
    converting one into the other, allocating a tensor that will become a
    buffer, copying a tensor into a destination, cloning and releasing
    buffers. Function arguments may carry `bufferization.writable`,
    `bufferization.access` and `bufferization.buffer_layout` attributes that
    guide a bufferization.

    ```mlir
    %m = bufferization.to_memref %t : memref<4xf32>
    %u = bufferization.to_tensor %m : memref<4xf32>
    ```
  }];
  let dependentDialects = [
    "affine::AffineDialect", "memref::MemRefDialect", "tensor::TensorDialect",
    "arith::ArithDialect"
  ];
  // The `bufferization.*` attributes on ops and on function arguments are
  // checked by the dialect.
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
}

#endif // BUFFERIZATION_BASE
