// tsmlir dialect definitions: the interfaces of affine's memory access ops.

#ifndef AFFINE_MEMORY_OP_INTERFACES
#define AFFINE_MEMORY_OP_INTERFACES

include "mlir/IR/OpBase.td"

def AffineReadOpInterface : OpInterface<"AffineReadOpInterface"> {
  let description = [{
    An op reading one element (or vector) of a memref at indices given by
    an affine map of its index operands.
  }];
  let cppNamespace = "::mlir::affine";

  let methods = [
    InterfaceMethod<"The memref read from.",
      "ir.Value", "getMemRef", (ins), [{}], [{
        return $_op.getOperand(0);
      }]>,
    InterfaceMethod<"The type of the memref read from.",
      "ir.MemRefType", "getMemRefType", (ins), [{}], [{
        return $_op.getOperand(0).type as ir.MemRefType;
      }]>,
    InterfaceMethod<"The operands of the access map.",
      "ir.Value[]", "getMapOperands", (ins), [{}], [{
        return $_op.getOperands().slice(1);
      }]>,
    InterfaceMethod<"The map from the operands to the memref's indices.",
      "ir.AffineMap", "getAffineMap", (ins), [{}], [{
        return ($_op.getAttr("map") as ir.AffineMapAttr).value;
      }]>,
    InterfaceMethod<"The value read.",
      "ir.Value", "getValue", (ins), [{}], [{
        return $_op.getResult(0);
      }]>,
  ];
}

def AffineWriteOpInterface : OpInterface<"AffineWriteOpInterface"> {
  let description = [{
    An op writing one element (or vector) of a memref at indices given by
    an affine map of its index operands.
  }];
  let cppNamespace = "::mlir::affine";

  let methods = [
    InterfaceMethod<"The memref written to.",
      "ir.Value", "getMemRef", (ins), [{}], [{
        return $_op.getOperand(1);
      }]>,
    InterfaceMethod<"The type of the memref written to.",
      "ir.MemRefType", "getMemRefType", (ins), [{}], [{
        return $_op.getOperand(1).type as ir.MemRefType;
      }]>,
    InterfaceMethod<"The operands of the access map.",
      "ir.Value[]", "getMapOperands", (ins), [{}], [{
        return $_op.getOperands().slice(2);
      }]>,
    InterfaceMethod<"The map from the operands to the memref's indices.",
      "ir.AffineMap", "getAffineMap", (ins), [{}], [{
        return ($_op.getAttr("map") as ir.AffineMapAttr).value;
      }]>,
    InterfaceMethod<"The value written.",
      "ir.Value", "getValueToStore", (ins), [{}], [{
        return $_op.getOperand(0);
      }]>,
  ];
}

def AffineMapAccessInterface : OpInterface<"AffineMapAccessInterface"> {
  let description = [{
    An op indexing a memref operand through an affine map attribute.
  }];
  let cppNamespace = "::mlir::affine";

  let methods = [
    InterfaceMethod<"The name and value of the map indexing `memref`.",
      "readonly [string, ir.AffineMapAttr]", "getAffineMapAttrForMemRef",
      (ins "ir.Value":$memref), [{}], [{
        return ["map", $_op.getAttr("map") as ir.AffineMapAttr];
      }]>,
  ];
}

#endif // AFFINE_MEMORY_OP_INTERFACES
