// tsmlir dialect definitions: ops a vector.mask can wrap.

#ifndef VECTOR_MASKABLE_OP_INTERFACE
#define VECTOR_MASKABLE_OP_INTERFACE

include "mlir/IR/OpBase.td"
include "mlir/Dialect/Vector/Interfaces/MaskingOpInterface.td"

def MaskableOpInterface : OpInterface<"MaskableOpInterface"> {
  let description = [{
    An op whose lanes a `vector.mask` can switch off: it says which mask
    type it takes and whether the masked-off lanes can take a passthru
    value.
  }];
  let cppNamespace = "::mlir::vector";

  let methods = [
    InterfaceMethod<"Whether a vector.mask wraps the op.",
      "boolean", "isMasked", (ins), [{}], [{
        const parent = $_op.parentOp;
        return parent !== null && MaskingOpInterface.isa(parent);
      }]>,
    InterfaceMethod<"Whether masked-off lanes may take a passthru value.",
      "boolean", "supportsPassthru", (ins), [{}], [{
        return false;
      }]>,
    InterfaceMethod<"The type of the mask the op takes.",
      "ir.Type", "getExpectedMaskType">,
  ];
}

#endif // VECTOR_MASKABLE_OP_INTERFACE
