// tsmlir dialect definitions: ops that mask another op.

#ifndef VECTOR_MASKING_OP_INTERFACE
#define VECTOR_MASKING_OP_INTERFACE

include "mlir/IR/OpBase.td"

def MaskingOpInterface : OpInterface<"MaskingOpInterface"> {
  let description = [{
    An op applying a mask to the op it holds (`vector.mask`).
  }];
  let cppNamespace = "::mlir::vector";

  let methods = [
    InterfaceMethod<"The mask.", "ir.Value", "getMask", (ins), [{}], [{
        return $_op.getOperand(0);
      }]>,
    InterfaceMethod<"The op masked, if any.",
      "ir.Operation | undefined", "getMaskableOp", (ins), [{}], [{
        const block = $_op.getRegion(0).firstBlock;
        if (block === null || block.size < 2) return undefined;
        return block.firstOp ?? undefined;
      }]>,
    InterfaceMethod<"Whether a passthru value is given.",
      "boolean", "hasPassthru", (ins), [{}], [{
        return $_op.numOperands > 1;
      }]>,
  ];
}

#endif // VECTOR_MASKING_OP_INTERFACE
