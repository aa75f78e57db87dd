// tsmlir dialect definitions: the `index` dialect.

#ifndef INDEX_DIALECT
#define INDEX_DIALECT

include "mlir/IR/DialectBase.td"

def IndexDialect : Dialect {
  let name = "index";
  let summary = "Arithmetic on the target-sized index type";
  let description = [{
    Arithmetic on the `index` type, whose bit width is left to the target
    (typically 32 or 64 bits). Folding is only done when the result is the
    same for both widths, so IR stays valid whichever the target picks.

    ```mlir
    %n = index.constant 16
    %m = index.mul %n, %k
    %lt = index.cmp slt(%m, %limit)
    ```
  }];
  let cppNamespace = "::mlir::index";
  let hasConstantMaterializer = 1;
  let useDefaultAttributePrinterParser = 1;
}

#endif // INDEX_DIALECT
