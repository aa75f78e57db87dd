// tsmlir ODS library: vector unrolling and transfers.

#ifndef MLIR_INTERFACES_VECTORINTERFACES
#define MLIR_INTERFACES_VECTORINTERFACES

include "mlir/IR/OpBase.td"

def VectorUnrollOpInterface : OpInterface<"VectorUnrollOpInterface"> {
  let description = [{
    An op on vectors that can be split into ops on smaller vector slices.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    InterfaceMethod<[{
        The iteration shape to unroll: by default the shape of the single
        vector result, or undefined when there is none.
      }],
      "number[] | undefined", "getShapeForUnroll", (ins), [{}], [{
        const op = $_op.getOperation();
        if (op.numResults !== 1 || !ods.isVector(op.getResult(0).type))
          return undefined;
        return [...ods.shape(op.getResult(0).type)];
      }]>,
  ];
}

def VectorTransferOpInterface : OpInterface<"VectorTransferOpInterface"> {
  let description = [{
    A read or write between a vector and a memref/tensor source, described
    by indices, a permutation map, in-bounds flags and an optional mask.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    InterfaceMethod<"Name of the in-bounds attribute.", "string",
      "getInBoundsAttrName">,
    InterfaceMethod<"Name of the permutation map attribute.", "string",
      "getPermutationMapAttrName">,
    InterfaceMethod<"The in-bounds flags.", "ir.ArrayAttr", "getInBounds">,
    InterfaceMethod<"The memref or tensor accessed.", "ir.Value", "getSource">,
    InterfaceMethod<"The vector read or written.", "ir.Value", "getVector">,
    InterfaceMethod<"The starting indices.", "ir.Value[]", "getIndices">,
    InterfaceMethod<"The permutation map.", "ir.AffineMap", "getPermutationMap">,
    InterfaceMethod<"The mask, if any.", "ir.Value | undefined", "getMask">,
  ];
}

#endif // MLIR_INTERFACES_VECTORINTERFACES
