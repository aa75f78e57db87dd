// tsmlir dialect definitions: the `complex` dialect.

#ifndef COMPLEX_BASE
#define COMPLEX_BASE

include "mlir/IR/OpBase.td"

def Complex_Dialect : Dialect {
  let name = "complex";
  let cppNamespace = "::mlir::complex";
  let description = [{
    Values of the builtin `complex<T>` type (T a float type): making one from
    two floats, taking it apart, and the usual arithmetic and elementary
    functions on it. Float ops take fast-math flags as `arith`'s do.

    ```mlir
    %z = complex.create %re, %im : complex<f32>
    %w = complex.mul %z, %z fastmath<nnan> : complex<f32>
    %m = complex.abs %w : complex<f32>
    ```
  }];
  let dependentDialects = ["arith::ArithDialect"];
  let hasConstantMaterializer = 1;
  let useDefaultAttributePrinterParser = 1;
}

#endif // COMPLEX_BASE
