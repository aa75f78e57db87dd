// tsmlir dialect definitions: the `linalg` dialect and its attributes.

#ifndef LINALG_BASE
#define LINALG_BASE

include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/Dialect/Linalg/IR/LinalgEnums.td"

def Linalg_Dialect : Dialect {
  let name = "linalg";
  let cppNamespace = "::mlir::linalg";
  let description = [{
    Structured computations on tensors and memrefs: each op is a perfect
    loop nest over an iteration space whose loops are parallel or
    reductions; indexing maps say which element of every operand an
    iteration reads or writes, and a region computes the elements written.
    `linalg.generic` spells all of it out; the named ops (matmul,
    convolutions, pooling, elementwise functions, ...) fix the maps and the
    body.

    ```mlir
    %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>)
                       outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    ```
  }];
  let dependentDialects = [
    "arith::ArithDialect",
    "affine::AffineDialect",
    "math::MathDialect",
    "memref::MemRefDialect",
    "tensor::TensorDialect",
  ];
  let useDefaultAttributePrinterParser = 1;
  let hasConstantMaterializer = 1;
  // Patterns on any structured op (dead ops on empty buffers, tensor.cast consumers).
  let hasCanonicalizer = 1;
  // `linalg.*` attributes on other ops: only linalg.memoized_indexing_maps is accepted.
  let hasOperationAttrVerify = 1;
}

// Printed as `#linalg.unary_fn<exp>` (and alike for the other functions).
def UnaryFnAttr : EnumAttr<Linalg_Dialect, UnaryFn, "unary_fn"> {
  let assemblyFormat = "`<` $value `>`";
}
def BinaryFnAttr : EnumAttr<Linalg_Dialect, BinaryFn, "binary_fn"> {
  let assemblyFormat = "`<` $value `>`";
}
def TernaryFnAttr : EnumAttr<Linalg_Dialect, TernaryFn, "ternary_fn"> {
  let assemblyFormat = "`<` $value `>`";
}
def TypeFnAttr : EnumAttr<Linalg_Dialect, TypeFn, "type_fn"> {
  let assemblyFormat = "`<` $value `>`";
}

// Printed as `#linalg.iterator_type<parallel>`.
def IteratorTypeEnum : EnumAttr<Linalg_Dialect, IteratorType, "iterator_type"> {
  let assemblyFormat = "`<` $value `>`";
}
def IteratorTypeArrayAttr : TypedArrayAttrBase<IteratorTypeEnum,
  "Iterator type should be an enum.">;

#endif // LINALG_BASE
