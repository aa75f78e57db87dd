// tsmlir dialect definitions: the op interfaces of the `bufferization` dialect.
//
// tsmlir does not bufferize: these interfaces record which ops take part in
// a bufferization (as MLIR 19's ops declare them), and what can be answered
// without a bufferization analysis.

#ifndef BUFFERIZATION_INTERFACES
#define BUFFERIZATION_INTERFACES

include "mlir/IR/OpBase.td"

def BufferizableOpInterface : OpInterface<"BufferizableOpInterface"> {
  let description = [{
    An op a bufferization rewrites from tensors to buffers: which of its
    tensor operands it reads and writes, and which of its results are new
    allocations.
  }];
  let cppNamespace = "::mlir::bufferization";

  let methods = [
    InterfaceMethod<"Whether the buffer of `operand` is read.",
      "boolean", "bufferizesToMemoryRead", (ins "ir.OpOperand":$operand),
      [{}], [{
        return true;
      }]>,
    InterfaceMethod<"Whether the buffer of `operand` is written.",
      "boolean", "bufferizesToMemoryWrite", (ins "ir.OpOperand":$operand),
      [{}], [{
        return true;
      }]>,
    InterfaceMethod<"Whether `value` is a new buffer allocation.",
      "boolean", "bufferizesToAllocation", (ins "ir.Value":$value),
      [{}], [{
        return false;
      }]>,
  ];
}

def AllocationOpInterface : OpInterface<"AllocationOpInterface"> {
  let description = [{
    An op allocating a buffer that a buffer deallocation knows how to free
    and to copy.
  }];
  let cppNamespace = "::mlir::bufferization";
}

// The subset interfaces (upstream's mlir/Interfaces/SubsetOpInterface.td), recorded as
// materialize_in_destination declares them; tsmlir has no subset analysis, so they carry no
// methods.
def SubsetOpInterface : OpInterface<"SubsetOpInterface"> {
  let description = [{
    An op reading or writing a part (a subset) of a tensor or buffer.
  }];
  let cppNamespace = "::mlir";
}

def SubsetExtractionOpInterface
    : OpInterface<"SubsetExtractionOpInterface", [SubsetOpInterface]> {
  let description = [{
    A subset op that extracts its subset as a new value.
  }];
  let cppNamespace = "::mlir";
}

def SubsetInsertionOpInterface
    : OpInterface<"SubsetInsertionOpInterface", [SubsetOpInterface]> {
  let description = [{
    A subset op that inserts a value into its subset of a destination.
  }];
  let cppNamespace = "::mlir";
}

#endif // BUFFERIZATION_INTERFACES
