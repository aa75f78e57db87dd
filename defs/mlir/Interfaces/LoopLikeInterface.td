// tsmlir ODS library: loops.

#ifndef MLIR_INTERFACES_LOOPLIKEINTERFACE
#define MLIR_INTERFACES_LOOPLIKEINTERFACE

include "mlir/IR/OpBase.td"

def LoopLikeOpInterface : OpInterface<"LoopLikeOpInterface"> {
  let description = [{
    A loop: one or more regions executed repeatedly. Loops may expose
    induction variables with bounds and steps, and loop-carried values
    (inits fed into region iteration arguments, updated by the yielded
    values and returned as the loop results). Used by loop-invariant code
    motion and other loop transformations.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    InterfaceMethod<"Whether `value` is defined outside of the loop body.",
      "boolean", "isDefinedOutsideOfLoop", (ins "ir.Value":$value), [{}], [{
        return !$_op.getOperation().isAncestorOf(value.parentRegion.parentOp);
      }]>,
    InterfaceMethod<"The regions forming the loop body.",
      "ir.Region[]", "getLoopRegions">,
    InterfaceMethod<"Hoists `op` right before the loop.",
      "void", "moveOutOfLoop", (ins "ir.Operation":$op), [{}], [{
        op.moveBefore($_op.getOperation());
      }]>,
    InterfaceMethod<"Replaces a loop known to run once by its body.",
      "ir.LogicalResult", "promoteIfSingleIteration",
      (ins "ir.RewriterBase":$rewriter), [{}], [{
        return ir.failure();
      }]>,
    InterfaceMethod<"The induction variables, if the loop has them.",
      "ir.Value[] | undefined", "getLoopInductionVars", (ins), [{}], [{
        return undefined;
      }]>,
    InterfaceMethod<"Lower bounds of the induction variables.",
      "ir.OpFoldResult[] | undefined", "getLoopLowerBounds", (ins), [{}], [{
        return undefined;
      }]>,
    InterfaceMethod<"Steps of the induction variables.",
      "ir.OpFoldResult[] | undefined", "getLoopSteps", (ins), [{}], [{
        return undefined;
      }]>,
    InterfaceMethod<"Upper bounds of the induction variables.",
      "ir.OpFoldResult[] | undefined", "getLoopUpperBounds", (ins), [{}], [{
        return undefined;
      }]>,
    InterfaceMethod<"The operands initializing loop-carried values.",
      "ir.OpOperand[]", "getInitsMutable", (ins), [{}], [{
        return [];
      }]>,
    InterfaceMethod<"The region arguments holding loop-carried values.",
      "ir.BlockArgument[]", "getRegionIterArgs", (ins), [{}], [{
        return [];
      }]>,
    InterfaceMethod<"The terminator operands yielding the next loop-carried values.",
      "ir.OpOperand[] | undefined", "getYieldedValuesMutable", (ins), [{}], [{
        return undefined;
      }]>,
    InterfaceMethod<"The results holding the final loop-carried values.",
      "ir.OpResult[] | undefined", "getLoopResults", (ins), [{}], [{
        return undefined;
      }]>,
    InterfaceMethod<[{
        Builds a copy of the loop with extra loop-carried values initialized
        by `newInitOperands` and yielded by `newYieldValuesFn`.
      }],
      "ir.FailureOr<ir.LoopLikeOpInterface>", "replaceWithAdditionalYields",
      (ins "ir.RewriterBase":$rewriter, "readonly ir.Value[]":$newInitOperands,
           "boolean":$replaceInitOperandUsesInLoop,
           "ir.NewYieldValuesFn":$newYieldValuesFn), [{}], [{
        return ir.failure();
      }]>,
  ];

  let extraSharedClassDeclaration = [{
    getSingleInductionVar(): ir.Value | undefined {
      const ivs = $_op.getLoopInductionVars();
      return ivs !== undefined && ivs.length === 1 ? ivs[0] : undefined;
    }
    getInits(): ir.Value[] {
      return $_op.getInitsMutable().map((operand) => operand.get());
    }
    getYieldedValues(): ir.Value[] {
      return ($_op.getYieldedValuesMutable() ?? []).map((operand) => operand.get());
    }
  }];

  let verifyWithRegions = 1;
  let verify = [{
    return ir.verifyLoopLikeOp($_op);
  }];
}

// The op's region may run several iterations at the same time.
def HasParallelRegion : NativeOpTrait<"HasParallelRegion">;

#endif // MLIR_INTERFACES_LOOPLIKEINTERFACE
