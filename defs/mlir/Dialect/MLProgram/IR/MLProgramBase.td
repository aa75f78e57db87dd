// tsmlir dialect definitions: the `ml_program` dialect.

#ifndef MLPROGRAM_BASE
#define MLPROGRAM_BASE

include "mlir/IR/OpBase.td"

def MLProgram_Dialect : Dialect {
  let name = "ml_program";
  let cppNamespace = "::mlir::ml_program";
  let description = [{
    The top level of a machine learning program: functions with ordinary
    control flow (`func`) or a graph body (`subgraph`), and module-level
    global variables loaded and stored by symbol. In graph bodies, tokens
    order side effects.

    ```mlir
    ml_program.global private mutable @state : tensor<4xf32>
    ml_program.func @step() -> tensor<4xf32> {
      %s = ml_program.global_load @state : tensor<4xf32>
      ml_program.return %s : tensor<4xf32>
    }
    ```
  }];
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
}

#endif // MLPROGRAM_BASE
