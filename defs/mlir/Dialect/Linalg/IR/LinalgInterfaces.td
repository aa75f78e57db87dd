// tsmlir dialect definitions: the interfaces of linalg's structured ops.
//
// MLIR's LinalgStructuredInterface carries some sixty methods (operand and loop queries,
// shape inference, cloning); the ones tsmlir's verifiers and rewrites use are asked of the
// ops' hooks (src/dialects/linalg), the rest are not declared. The contraction and
// convolution interfaces are markers here: their verifiers are not reproduced yet.

#ifndef LINALG_IR_LINALGINTERFACES
#define LINALG_IR_LINALGINTERFACES

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/DestinationStyleOpInterface.td"

def LinalgContractionOpInterface : OpInterface<"ContractionOpInterface"> {
  let description = [{
    A structured op that multiplies two operands and adds the products into
    a third along its reduction loops (matmul and its variants).
  }];
  let cppNamespace = "::mlir::linalg";

  let methods = [
    InterfaceMethod<"MLIR's contraction checks (two inputs and one init, a reduction loop, projected permutation maps, a multiply-accumulate body).",
      "void", "verifyContractionInterface">,
  ];

  let verify = [{ this.verifyContractionInterface(); }];
  // MLIR 19 checks contractions after the op's regions (its convolution check comes before them).
  let verifyWithRegions = 1;
}

def LinalgConvolutionOpInterface : OpInterface<"ConvolutionOpInterface"> {
  let description = [{
    A structured op sliding a filter over an image (convolutions, pooling).
  }];
  let cppNamespace = "::mlir::linalg";

  let methods = [
    InterfaceMethod<"MLIR's convolution checks (the input map's convolved and unconvolved dimensions, projected permutation filter and output maps, every loop a convolution loop of the right iterator type).",
      "void", "verifyConvolutionInterface">,
  ];

  let verify = [{ this.verifyConvolutionInterface(); }];
}

def AggregatedOpInterface : OpInterface<"AggregatedOpInterface"> {
  let description = [{
    An op standing for a composition of simpler ops it can be decomposed
    into (softmax).
  }];
  let cppNamespace = "::mlir::linalg";
}

def LinalgFillOpInterface : OpInterface<"FillOpInterface"> {
  let description = [{
    A structured op writing one scalar value to every element of its init.
  }];
  let cppNamespace = "::mlir::linalg";

  let methods = [
    InterfaceMethod<"MLIR's fill interface checks (a scalar value, the init's element type).",
      "void", "verifyFillInterface">,
  ];

  let verify = [{ this.verifyFillInterface(); }];
}

// A structured op is destination-style: its inits are its destinations, and their checks run
// before the structured ones (the ops list DestinationStyleOpInterface first).
def LinalgStructuredInterface : OpInterface<"LinalgOp", [DestinationStyleOpInterface]> {
  let description = [{
    A structured op: a loop nest over its iteration space (the iterator
    types), indexing maps from the loops to the elements of each operand,
    and a body computing the elements of the inits.
  }];
  let cppNamespace = "::mlir::linalg";

  let methods = [
    InterfaceMethod<"The kind of each loop: `parallel` or `reduction`.",
      "string[]", "getIteratorTypesArray">,
    InterfaceMethod<[{
        The checks every structured op shares (MLIR's verifyStructuredOpInterface):
        operand ranks and maps, loops, static shapes through the maps, the body's arguments.
      }], "void", "verifyStructuredOpInterface">,
    InterfaceMethod<"The number of loops of the op.",
      "number", "getNumLoops", (ins), [{}], [{
        return this.getIteratorTypesArray().length;
      }]>,
  ];

  let verify = [{ this.verifyStructuredOpInterface(); }];
  let verifyWithRegions = 1;
}

#endif // LINALG_IR_LINALGINTERFACES
