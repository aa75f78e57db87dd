// tsmlir ODS library: integer range inference.

#ifndef MLIR_INTERFACES_INFERINTRANGEINTERFACE
#define MLIR_INTERFACES_INFERINTRANGEINTERFACE

include "mlir/IR/OpBase.td"

def InferIntRangeInterface : OpInterface<"InferIntRangeInterface"> {
  let description = [{
    Computes the possible signed and unsigned ranges of the integer/index
    results of an op from the ranges of its operands, for integer range
    analysis.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    InterfaceMethod<[{
        Given one range per operand (full ranges for non-integers), calls
        `setResultRanges(result, range)` for the results it can bound.
      }],
      "void", "inferResultRanges",
      (ins "readonly ir.ConstantIntRanges[]":$argRanges,
           "ir.SetIntRangeFn":$setResultRanges), [{}], [{
        ir.inferResultRangesFromOptional($_op, argRanges, setResultRanges);
      }]>,
    InterfaceMethod<[{
        Variant taking lattice values that may be uninitialized; by default
        it forwards to inferResultRanges when every operand is known.
      }],
      "void", "inferResultRangesFromOptional",
      (ins "readonly ir.IntegerValueRange[]":$argRanges,
           "ir.SetIntLatticeFn":$setResultRanges), [{}], [{
        ir.inferResultRangesFromDefinite($_op, argRanges, setResultRanges);
      }]>,
  ];
}

#endif // MLIR_INTERFACES_INFERINTRANGEINTERFACE
