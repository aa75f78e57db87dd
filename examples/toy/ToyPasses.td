// The Toy example's passes, declared for `tsmlir-tblgen --gen-ts-passes -name=Toy`
// (examples/toy/toy-passes.ts); the implementations extend the generated base classes.

#ifndef TOY_PASSES
#define TOY_PASSES

include "mlir/Pass/PassBase.td"
include "mlir/Dialect/Func/IR/FuncOps.td"

def ToyShapeInference : Pass<"toy-shape-inference", "func::FuncOp"> {
  let summary = "Gives unranked Toy tensors the shapes their operands imply";
  let description = [{
    Repeatedly picks an operation that produces an unranked tensor and whose
    operands all have a shape, and asks its `ShapeInference` interface to set
    the result types, until no such operation is left. An operation that
    produces an unranked tensor but has no `ShapeInference` implementation,
    or whose operands never get a shape, makes the pass fail, unless
    `allow-partial` is set: then it is left as it is, with a remark.
  }];
  let options = [
    Option<"allowPartial", "allow-partial", "bool", /*default=*/"false",
           "Leave operations whose shapes cannot be inferred unranked instead of failing">,
  ];
  let statistics = [
    Statistic<"numInferred", "num-inferred", "Operations whose result shapes were inferred">,
    Statistic<"numLeftUnranked", "num-left-unranked", "Operations left with unranked results">,
  ];
}

#endif // TOY_PASSES
