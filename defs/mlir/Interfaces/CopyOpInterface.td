// tsmlir ODS library: copy-like ops.

#ifndef MLIR_INTERFACES_COPYOPINTERFACE
#define MLIR_INTERFACES_COPYOPINTERFACE

include "mlir/IR/OpBase.td"

def CopyOpInterface : OpInterface<"CopyOpInterface"> {
  let description = [{
    An op copying the contents of one value (the source) into another (the
    target), e.g. `memref.copy`.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    InterfaceMethod<"The value copied from.", "ir.Value", "getSource">,
    InterfaceMethod<"The value copied into.", "ir.Value", "getTarget">,
  ];
}

#endif // MLIR_INTERFACES_COPYOPINTERFACE
