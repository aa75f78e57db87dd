// tsmlir's declarations of MLIR's dialect conversion passes (those between our dialects).

#ifndef MLIR_CONVERSION_PASSES
#define MLIR_CONVERSION_PASSES

include "mlir/Pass/PassBase.td"

def SCFToControlFlow : Pass<"convert-scf-to-cf"> {
  let summary = "Lower structured control flow (scf) to blocks and branches (cf)";
  let description = [{
    Replaces `scf.for`, `scf.if`, `scf.while`, `scf.execute_region`,
    `scf.index_switch` and `scf.forall` by blocks of their enclosing region
    connected with `cf` branches.
  }];
  let constructor = "mlir::createConvertSCFToCFPass()";
  let dependentDialects = ["cf::ControlFlowDialect"];
}

#endif // MLIR_CONVERSION_PASSES
