// tsmlir ODS library: ops working on a subset of a tensor or buffer.
//
// Recorded as the ops declare them; tsmlir has no subset analysis yet, so
// the interfaces carry no methods.

#ifndef MLIR_INTERFACES_SUBSETOPINTERFACE
#define MLIR_INTERFACES_SUBSETOPINTERFACE

include "mlir/IR/OpBase.td"

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

#endif // MLIR_INTERFACES_SUBSETOPINTERFACE
