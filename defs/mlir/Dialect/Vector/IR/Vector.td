// tsmlir dialect definitions: the `vector` dialect.

#ifndef VECTOR_BASE
#define VECTOR_BASE

include "mlir/IR/OpBase.td"

def Vector_Dialect : Dialect {
  let name = "vector";
  let cppNamespace = "::mlir::vector";
  let description = [{
    Ops on values of the builtin `vector` type, from target-independent
    n-d forms (contractions, reductions, shuffles, strided slices, masks)
    down to the 1-d forms close to hardware vector registers, and the
    transfers between vectors and memrefs or tensors.

    ```mlir
    %v = vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<8xf32>
    %s = vector.reduction <add>, %v : vector<8xf32> into f32
    ```
  }];
  let useDefaultAttributePrinterParser = 1;
  let hasConstantMaterializer = 1;
  let dependentDialects = ["arith::ArithDialect"];
}

class Vector_Op<string mnemonic, list<Trait> traits = []>
    : Op<Vector_Dialect, mnemonic, traits>;

#endif // VECTOR_BASE
