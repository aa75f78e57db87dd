// tsmlir dialect definitions: the `math` dialect.

#ifndef MATH_BASE
#define MATH_BASE

include "mlir/IR/OpBase.td"

def Math_Dialect : Dialect {
  let name = "math";
  let cppNamespace = "::mlir::math";
  let description = [{
    Mathematical functions beyond basic arithmetic: roots, exponentials,
    logarithms, trigonometry, rounding and bit counting. Like `arith`, every
    op applies element-wise to vectors and tensors and float ops accept
    fast-math flags.

    ```mlir
    %r = math.sqrt %x : f32
    %e = math.exp %v fastmath<afn> : vector<4xf32>
    ```
  }];
  let hasConstantMaterializer = 1;
  let dependentDialects = [
    "::mlir::arith::ArithDialect"
  ];
}

#endif // MATH_BASE
