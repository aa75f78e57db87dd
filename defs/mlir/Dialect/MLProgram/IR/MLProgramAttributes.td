// tsmlir dialect definitions: the attributes of the `ml_program` dialect.

#ifndef MLPROGRAM_ATTRIBUTES
#define MLPROGRAM_ATTRIBUTES

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/Dialect/MLProgram/IR/MLProgramBase.td"

// `#ml_program.extern : tensor<4xi32>`: the value of a global resolved
// outside the program (printed through the `#extern` alias).
def MLProgram_ExternAttr : AttrDef<MLProgram_Dialect, "Extern", [TypedAttrInterface]> {
  let mnemonic = "extern";
  let summary = "the value of a global given from outside";
  let description = [{
    Stands for a global's initial value that the program's host supplies;
    only its type is known.

    ```mlir
    ml_program.global private @weights(#ml_program.extern : tensor<4xi32>) : tensor<4xi32>
    ```
  }];
  let parameters = (ins AttributeSelfTypeParameter<"">:$type);
  let assemblyFormat = "";
}

#endif // MLPROGRAM_ATTRIBUTES
