// tsmlir ODS library: terminators combining results of parallel iterations.

#ifndef MLIR_INTERFACES_PARALLELCOMBININGOPINTERFACE
#define MLIR_INTERFACES_PARALLELCOMBININGOPINTERFACE

include "mlir/IR/OpBase.td"

def ParallelCombiningOpInterface : OpInterface<"ParallelCombiningOpInterface"> {
  let description = [{
    The terminator of a parallel loop body whose nested ops describe how the
    values of all iterations are combined into the loop results (for
    example by inserting slices into a shared tensor).
  }];
  let cppNamespace = "::mlir";

  let methods = [
    InterfaceMethod<"The loop result that nested op number `idx` contributes to.",
      "ir.OpResult", "getParentResult", (ins "number":$idx), [{
        return $_op.getOperation().parentOp!.getResult(idx);
      }]>,
    InterfaceMethod<"The nested ops doing the combining.",
      "ir.Operation[]", "getYieldingOps", (ins), [{
        return [...$_op.getOperation().getRegion(0).front.operations];
      }]>,
  ];

  let verify = [{
    return ir.verifyParallelCombiningOp($_op);
  }];
}

#endif // MLIR_INTERFACES_PARALLELCOMBININGOPINTERFACE
