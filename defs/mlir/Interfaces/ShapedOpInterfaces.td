// tsmlir ODS library: ops reading one dimension of a shaped value.

#ifndef MLIR_INTERFACES_SHAPEDOPINTERFACES
#define MLIR_INTERFACES_SHAPEDOPINTERFACES

include "mlir/IR/OpBase.td"

def ShapedDimOpInterface : OpInterface<"ShapedDimOpInterface"> {
  let description = [{
    An op returning the size of one dimension of a tensor or memref, such
    as `tensor.dim` and `memref.dim`.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    InterfaceMethod<"The tensor or memref whose dimension is read.",
      "ir.Value", "getShapedValue", (ins)>,
    InterfaceMethod<"The dimension index, as a constant or a value.",
      "ir.OpFoldResult", "getDimension", (ins)>,
  ];

  let verify = [{
    return ir.verifyShapedDimOp($_op);
  }];
}

#endif // MLIR_INTERFACES_SHAPEDOPINTERFACES
