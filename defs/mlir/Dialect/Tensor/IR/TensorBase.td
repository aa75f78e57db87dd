// tsmlir dialect definitions: the `tensor` dialect.

#ifndef TENSOR_BASE
#define TENSOR_BASE

include "mlir/IR/OpBase.td"

def Tensor_Dialect : Dialect {
  let name = "tensor";
  let cppNamespace = "::mlir::tensor";
  let description = [{
    Ops that create, reshape, slice and combine values of the builtin
    `tensor` type, whatever their element type. Tensors are values: an op
    that "inserts" into a tensor returns a new tensor, and its `dest`
    operand only names the tensor the result is built from (destination
    passing style), which later lets bufferization write in place.

    ```mlir
    %t = tensor.empty(%n) : tensor<?x4xf32>
    %d = tensor.dim %t, %c0 : tensor<?x4xf32>
    %s = tensor.extract_slice %t[0, 0] [2, 4] [1, 1]
        : tensor<?x4xf32> to tensor<2x4xf32>
    ```
  }];
  let hasConstantMaterializer = 1;
  let hasCanonicalizer = 1;
  let dependentDialects = [
    "affine::AffineDialect",
    "arith::ArithDialect",
    "complex::ComplexDialect",
  ];
}

#endif // TENSOR_BASE
